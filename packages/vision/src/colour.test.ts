import { describe, expect, it } from 'vitest';
import { rgbToLab, srgbToLab } from './colour.ts';

describe('sRGB to CIELAB (D65)', () => {
  it.each([
    // Reference values from the CIE formulas (e.g. Bruce Lindbloom's calculator).
    [
      [255, 255, 255],
      [100, 0, 0],
    ],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
    [
      [255, 0, 0],
      [53.24, 80.09, 67.2],
    ],
    [
      [0, 255, 0],
      [87.73, -86.18, 83.18],
    ],
    [
      [0, 0, 255],
      [32.3, 79.19, -107.86],
    ],
    [
      [128, 128, 128],
      [53.59, 0, 0],
    ],
    // A light skin tone: positive a* (red) and b* (yellow); this one is computed by our own formula.
    [
      [224, 172, 150],
      [74.54, 16.02, 18.66],
    ],
  ] as const)('%j is L*a*b* %j', ([r, g, b], expected) => {
    const lab = srgbToLab(r, g, b);
    lab.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 0));
  });

  it('marks only blown-out pixels as clipped', () => {
    const image = rgbToLab(new Uint8Array([255, 255, 255, 255, 200, 180, 250, 251, 252]), 3, 1);
    expect([...image.clipped]).toEqual([1, 0, 1]);
  });
});
