import { describe, expect, it } from 'vitest';
import { SPEC } from '@skinsight/shared/constants';
import { clampPercent, percentFromKey, percentFromPointer } from './comparison-slider-value.ts';

const step = SPEC.slider.keyboardStep;

describe('comparison slider value', () => {
  it('keeps values inside 0 to 100, in whole percent', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(49.6)).toBe(50);
    expect(clampPercent(Number.NaN)).toBe(50);
  });

  it('moves by the spec step with the arrow keys, from the spec start', () => {
    const start = SPEC.slider.start;
    expect(start).toBe(50);
    expect(percentFromKey('ArrowRight', start, step)).toBe(52);
    expect(percentFromKey('ArrowUp', start, step)).toBe(52);
    expect(percentFromKey('ArrowLeft', start, step)).toBe(48);
    expect(percentFromKey('ArrowDown', start, step)).toBe(48);
  });

  it('stops at the ends instead of overshooting', () => {
    expect(percentFromKey('ArrowRight', 99, step)).toBe(100);
    expect(percentFromKey('ArrowRight', 100, step)).toBe(100);
    expect(percentFromKey('ArrowLeft', 1, step)).toBe(0);
    expect(percentFromKey('PageDown', 4, step)).toBe(0);
    expect(percentFromKey('PageUp', 50, step)).toBe(60);
  });

  it('jumps to the ends with Home and End', () => {
    expect(percentFromKey('Home', 37, step)).toBe(0);
    expect(percentFromKey('End', 37, step)).toBe(100);
  });

  it('leaves other keys to the page', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'Escape']) expect(percentFromKey(key, 50, step)).toBeNull();
  });

  it('turns a pointer position into a percent of the box, clamped at the edges', () => {
    expect(percentFromPointer(100, 100, 400)).toBe(0);
    expect(percentFromPointer(300, 100, 400)).toBe(50);
    expect(percentFromPointer(401, 100, 400)).toBe(75);
    expect(percentFromPointer(50, 100, 400)).toBe(0);
    expect(percentFromPointer(900, 100, 400)).toBe(100);
    expect(percentFromPointer(120, 100, 0)).toBe(50);
  });
});
