import { describe, expect, it } from 'vitest';
import {
  individualTypologyAngle,
  itaBand,
  itaBandsOf,
  itaRange,
  ITA_UNCERTAINTY,
  labToLinearRgb,
  lightMaybeLacking,
  linearRgbToLab,
  rgbToLab,
  srgbToLab,
} from './colour.ts';

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

  it('marks pixels with any channel blown out, where a skin lost its red', () => {
    const image = rgbToLab(new Uint8Array([255, 255, 255, 255, 200, 180, 249, 249, 249, 120, 252, 90]), 4, 1);
    expect([...image.channelClipped]).toEqual([1, 1, 0, 1]);
  });
});

describe('the ITA a photo cannot pin down', () => {
  it('turns CIELAB back into the same linear light', () => {
    for (const rgb of [
      [0.5, 0.3, 0.2],
      [0.05, 0.04, 0.03],
      [0.9, 0.9, 0.9],
    ] as const) {
      const back = labToLinearRgb(linearRgbToLab(rgb));
      back.forEach((value, i) => expect(value).toBeCloseTo(rgb[i]!, 6));
    }
  });

  it('spans the angles of ±10 % exposure, and of ±5 % white balance only where the light was not corrected', () => {
    const skin = srgbToLab(224, 172, 150); // ITA 53°, light
    const angle = individualTypologyAngle(skin[0], skin[2]);
    const corrected = itaRange(skin, 0);
    const uncorrected = itaRange(skin, 1);
    expect(corrected[0]).toBeLessThan(angle);
    expect(corrected[1]).toBeGreaterThan(angle);
    // 10 % more or less light moves a light skin's L* by about 2.5, its angle by a few degrees.
    expect(corrected[1] - corrected[0]).toBeGreaterThan(2);
    expect(corrected[1] - corrected[0]).toBeLessThan(8);
    expect(uncorrected[0]).toBeLessThan(corrected[0]);
    expect(uncorrected[1]).toBeGreaterThan(corrected[1]);
  });

  it('reaches up to the light a photo whose face has dim highlights may have lacked, and names the band it had', () => {
    const skin = srgbToLab(224, 172, 150); // ITA 53°, light
    const asTaken = individualTypologyAngle(skin[0], skin[2]);
    const [r, g, b] = labToLinearRgb(skin);
    // The same face a stop under: skin and highlights (at L* 85 as taken) get half the light.
    const dim = linearRgbToLab([r / 2, g / 2, b / 2]);
    const white = labToLinearRgb([ITA_UNCERTAINTY.wellExposedHighlightL, 0, 0]);
    const dimHighlight = linearRgbToLab([white[0] / 2, white[1] / 2, white[2] / 2])[0];
    expect(itaBand(individualTypologyAngle(dim[0], dim[2]))).toBe('tan');
    // Read as if its highlights were bright, the range leaves the skin's band out: a lighter skin
    // named darker than it is.
    expect(itaBandsOf(itaRange(dim, 0))).not.toContain('light');
    // Its dim highlights say how much light it may have lacked, and the range reaches it.
    expect(lightMaybeLacking(dimHighlight)).toBeCloseTo(2, 3);
    const [low, high] = itaRange(dim, 0, dimHighlight);
    expect(high).toBeCloseTo(asTaken, 3);
    expect(itaBandsOf([low, high])).toContain('light');
    // A face whose highlights reach what a face with light enough shows is read as it is.
    expect(lightMaybeLacking(ITA_UNCERTAINTY.wellExposedHighlightL)).toBe(1);
    expect(lightMaybeLacking(97)).toBe(1);
    expect(itaRange(skin, 0, 97)).toEqual(itaRange(skin, 0));
  });

  it('names one band inside its limits and the bands on both sides near a limit, lightest first', () => {
    expect(itaBandsOf([45, 50])).toEqual(['light']);
    expect(itaBandsOf([38, 44])).toEqual(['light', 'intermediate']);
    expect(itaBandsOf([-35, 12])).toEqual(['tan', 'brown', 'dark']);
  });
});
