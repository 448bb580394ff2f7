import { describe, expect, it } from 'vitest';
import { clampScore, scoreBand } from './index.ts';

describe('score bands', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('%s is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('clampScore', () => {
  it('keeps scores whole and within 0-100', () => {
    expect(clampScore(-5)).toBe(0);
    expect(clampScore(140)).toBe(100);
    expect(clampScore(72.6)).toBe(73);
    expect(clampScore(Number.NaN)).toBe(0);
  });
});
