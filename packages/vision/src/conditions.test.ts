import { describe, expect, it } from 'vitest';
import type { VisionSuccess } from './analyzer.ts';
import { photoConditions } from './conditions.ts';

/** The parts of a result the conditions are read from; nothing else is looked at. */
function result(light: VisionSuccess['quality']['light']): VisionSuccess {
  return {
    version: '1.10.0',
    face: { box: [0, 0, 100, 100], yawDeg: 4.2, pitchDeg: -7.9, rollDeg: 1.5 },
    quality: {
      skinLightness: 62.3,
      clippedPercent: 0.4,
      eyeSpanPx: 297.1,
      ruler: { pxPerMm: 3.21, effectivePxPerMm: 3, from: 'iris', irisPx: 37.6, resolves: ['texture'] },
      light,
    },
  } as unknown as VisionSuccess;
}

/** A light read from 300 sclera pixels with a standard error of 0.01, `trust` of its correction applied. */
function light(trust: number, castPercent: number, gains: [number, number, number]) {
  return { exposure: 1.1, castPercent, trust, scleraPixels: 300, gains, colourNoise: 0.01 };
}

describe('photoConditions', () => {
  it('reads the exposure, scale and pose as the analysis measured them, and which analysis it was', () => {
    const conditions = photoConditions(result(null));
    expect(conditions).toEqual({
      light: null,
      exposure: { skinLightness: 62.3, clippedPercent: 0.4 },
      scale: { pxPerMm: 3.21, ruler: 'iris', eyeSpanPx: 297.1 },
      pose: { yawDeg: 4.2, pitchDeg: -7.9, rollDeg: 1.5 },
      visionVersion: '1.10.0',
    });
  });

  it('keeps the light’s estimate as estimated, undoing the share of the correction withheld', () => {
    const full = result(light(1, 12, [0.95, 1, 1.05]));
    const gains = photoConditions(full).light!.gains;
    expect(gains[0] * gains[1] * gains[2]).toBeCloseTo(1, 2);
    expect(gains[2] / gains[0]).toBeCloseTo(1.05 / 0.95, 2);
    // Half the correction applied: the applied gains are the square roots of the estimate's.
    const half = result(light(0.5, 30, [0.9, 1, 1.1]));
    const estimated = photoConditions(half).light!;
    expect(estimated.gains[2] / estimated.gains[0]).toBeCloseTo((1.1 / 0.9) ** 2, 2);
    expect(estimated.corrected).toBe(0.5);
    // How precisely the light was read goes with it, for comparing it with another photo's.
    expect(estimated.noise).toBe(0.01);
  });

  it('says nothing of the light’s colour when none of the correction was trusted', () => {
    expect(photoConditions(result(light(0, 45, [1, 1, 1]))).light).toBeNull();
  });
});
