import { describe, expect, it } from 'vitest';
import { QUALITY_THRESHOLDS, relativeLuminance, stopsBetween } from './photo-quality.ts';

/** The L* a skin of lightness `lightness` reads at when its light is cut by `stops`. */
const darkened = (lightness: number, stops: number) => {
  const y = relativeLuminance(lightness) / 2 ** stops;
  return y > (6 / 29) ** 3 ? 116 * Math.cbrt(y) - 16 : (29 / 3) ** 3 * y;
};

describe('light between the cheeks in stops', () => {
  it('reads the same light ratio on light and on dark skin, where L* does not', () => {
    // Three stops (an eighth of the light) on the shadowed cheek.
    const light = darkened(68, 3);
    const dark = darkened(30, 3);
    expect(68 - light).toBeGreaterThan(40);
    expect(30 - dark).toBeLessThan(24);
    expect(stopsBetween(68, light)).toBeCloseTo(3, 5);
    expect(stopsBetween(dark, 30)).toBeCloseTo(3, 5);
  });

  it('refuses the same side light on every skin tone, and keeps shine on even light', () => {
    for (const lightness of [30, 45, 60, 75]) {
      expect(stopsBetween(lightness, darkened(lightness, 2))).toBeGreaterThan(QUALITY_THRESHOLDS.maxCheekStops);
      expect(stopsBetween(lightness, darkened(lightness, 0.5))).toBeLessThan(QUALITY_THRESHOLDS.maxCheekStopsForShine);
    }
  });

  it('has a finite answer for black', () => {
    expect(Number.isFinite(stopsBetween(0, 50))).toBe(true);
    expect(stopsBetween(0, 0)).toBe(0);
  });
});
