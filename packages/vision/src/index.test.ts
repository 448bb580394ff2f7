import { describe, expect, it } from 'vitest';
import { individualTypologyAngle, itaBand } from './index.ts';

describe('individual typology angle', () => {
  it('matches the formula atan((L-50)/b) in degrees', () => {
    expect(individualTypologyAngle(65, 15)).toBeCloseTo(45, 6);
    expect(individualTypologyAngle(50, 20)).toBeCloseTo(0, 6);
    expect(individualTypologyAngle(35, 15)).toBeCloseTo(-45, 6);
  });

  it('does not divide by zero when b* is 0', () => {
    expect(individualTypologyAngle(70, 0)).toBe(90);
  });

  it('puts angles into the six skin-tone bands', () => {
    expect(itaBand(60)).toBe('very_light');
    expect(itaBand(45)).toBe('light');
    expect(itaBand(30)).toBe('intermediate');
    expect(itaBand(20)).toBe('tan');
    expect(itaBand(0)).toBe('brown');
    expect(itaBand(-40)).toBe('dark');
  });
});
