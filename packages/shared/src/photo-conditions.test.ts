import { describe, expect, it } from 'vitest';
import {
  CONDITION_LIMITS,
  compareConditions,
  conditionDifferences,
  photoConditionsSchema,
  type PhotoConditions,
} from './photo-conditions.ts';

const BASE: PhotoConditions = {
  light: { gains: [0.95, 1, 1.05], castPercent: 8, corrected: 1 },
  exposure: { skinLightness: 60, clippedPercent: 0 },
  scale: { pxPerMm: 4, ruler: 'iris' },
  pose: { yawDeg: 2, pitchDeg: -3, rollDeg: 1 },
};

/** The base photo's light with linear-light channel gains applied to the scene, as bench/fidelity.ts does. */
function lit([r, g, b]: [number, number, number]): PhotoConditions['light'] {
  // The sclera looks r, g, b times brighter: the correction needs their inverse.
  const raw = [BASE.light!.gains[0] / r, BASE.light!.gains[1] / g, BASE.light!.gains[2] / b];
  const mean = Math.cbrt(raw[0]! * raw[1]! * raw[2]!);
  return { ...BASE.light!, gains: raw.map((v) => v / mean) as [number, number, number] };
}

/** L* after the linear exposure is multiplied by `factor`. */
function exposed(factor: number): number {
  const y = ((60 + 16) / 116) ** 3 * factor;
  return 116 * Math.cbrt(y) - 16;
}

describe('compareConditions', () => {
  it('calls one photo alike to itself, with no area affected', () => {
    const same = compareConditions(BASE, BASE);
    expect(same.alike).toBe(true);
    expect(same.checks.map((c) => c.status)).toEqual(['match', 'match', 'match', 'match']);
    expect(same.affected).toEqual({});
  });

  it('calls alike what the fidelity benchmark varied (its noise floors hold there)', () => {
    for (const gains of [
      [1.05, 1, 0.95],
      [0.95, 1, 1.05],
      [1, 1.05, 1],
      [1.04, 0.96, 1.04],
    ] as [number, number, number][]) {
      expect(compareConditions(BASE, { ...BASE, light: lit(gains) }).alike).toBe(true);
    }
    for (const factor of [0.955, 1.045])
      expect(
        compareConditions(BASE, { ...BASE, exposure: { ...BASE.exposure, skinLightness: exposed(factor) } }).alike,
      ).toBe(true);
    for (const factor of [0.91, 1.09])
      expect(compareConditions(BASE, { ...BASE, scale: { ...BASE.scale, pxPerMm: 4 * factor } }).alike).toBe(true);
    expect(compareConditions(BASE, { ...BASE, pose: { yawDeg: 10, pitchDeg: 5, rollDeg: 3.5 } }).alike).toBe(true);
  });

  it('says the light was warmer, cooler or of another tint, and flags the colour areas', () => {
    const warmer = compareConditions(BASE, { ...BASE, light: lit([1.15, 1, 0.87]) });
    expect(warmer.alike).toBe(false);
    expect(warmer.checks[0]).toEqual({ dimension: 'light', status: 'differs', reason: 'warmer' });
    expect(warmer.affected).toEqual({ redness: ['light'], pigmentation: ['light'] });
    expect(compareConditions(BASE, { ...BASE, light: lit([0.85, 1, 1.15]) }).checks[0]).toMatchObject({
      reason: 'cooler',
    });
    expect(compareConditions(BASE, { ...BASE, light: lit([1, 1.3, 1]) }).checks[0]).toMatchObject({ reason: 'tint' });
  });

  it('cannot compare the light when either photo’s was not read, and flags the colour areas for it', () => {
    const unread = compareConditions(BASE, { ...BASE, light: null });
    expect(unread.checks[0]).toEqual({ dimension: 'light', status: 'unknown', reason: 'not_read' });
    expect(unread.alike).toBe(false);
    expect(unread.affected.redness).toEqual(['light']);
    const neither = compareConditions({ ...BASE, light: null }, { ...BASE, light: null });
    expect(neither.checks[0]).toEqual({ dimension: 'light', status: 'unknown', reason: 'not_read_either' });
    // Nothing read different, one thing not compared: unsure, not 'different conditions'.
    expect(neither.verdict).toBe('unsure');
    expect(compareConditions(BASE, BASE).verdict).toBe('alike');
    expect(compareConditions({ ...BASE, light: null }, { ...BASE, pose: { ...BASE.pose, rollDeg: 10 } }).verdict).toBe(
      'differs',
    );
  });

  it('cannot tell the light between the benchmark’s change and what that change was read as', () => {
    const { lightLogRatio, lightReadLogRatio } = CONDITION_LIMITS;
    const warmer = (log: number) => lit([Math.exp(log / 2), 1, Math.exp(-log / 2)]);
    const between = compareConditions(BASE, { ...BASE, light: warmer((lightLogRatio + lightReadLogRatio) / 2) });
    expect(between.checks[0]).toEqual({ dimension: 'light', status: 'unknown', reason: 'unclear' });
    expect(between.affected).toEqual({ redness: ['light'], pigmentation: ['light'] });
    expect(compareConditions(BASE, { ...BASE, light: warmer(lightReadLogRatio * 1.01) }).checks[0]).toEqual({
      dimension: 'light',
      status: 'differs',
      reason: 'warmer',
    });
  });

  it('tells the light apart by each pair’s own reading noise when both photos say how precisely it was read', () => {
    const { lightLogRatio, lightNoiseZ } = CONDITION_LIMITS;
    const warmer = (log: number, noise: number) => ({
      ...BASE,
      light: { ...lit([Math.exp(log / 2), 1, Math.exp(-log / 2)])!, noise },
    });
    const precise = { ...BASE, light: { ...BASE.light!, noise: 0.01 } };
    // Read precisely (large whites of the eyes): 15 % warmer is a different light, where the fixed
    // limit (0.24) could not tell.
    const limit = lightLogRatio + lightNoiseZ * Math.hypot(0.01, 0.01);
    expect(limit).toBeLessThan(0.15);
    expect(compareConditions(precise, warmer(0.15, 0.01)).checks[0]).toEqual({
      dimension: 'light',
      status: 'differs',
      reason: 'warmer',
    });
    expect(compareConditions(precise, warmer(limit * 0.98, 0.01)).checks[0]).toMatchObject({ reason: 'unclear' });
    // Read roughly (a few dozen sclera pixels): 30 % is within what the two readings' noise allows.
    const rough = { ...BASE, light: { ...BASE.light!, noise: 0.1 } };
    expect(compareConditions(rough, warmer(0.3, 0.1)).checks[0]).toMatchObject({
      status: 'unknown',
      reason: 'unclear',
    });
    // One photo from before the noise was kept: the fixed limit.
    expect(compareConditions(BASE, warmer(0.15, 0.01)).checks[0]).toMatchObject({ reason: 'unclear' });
  });

  it('cannot compare the light when one photo’s colour was corrected by a much larger share', () => {
    const partly = { ...BASE, light: { ...BASE.light!, corrected: 0.3 } };
    expect(compareConditions(partly, BASE).checks[0]).toEqual({
      dimension: 'light',
      status: 'unknown',
      reason: 'uncertain',
    });
    expect(compareConditions(partly, { ...BASE, light: { ...BASE.light!, corrected: 0.8 } }).checks[0]!.status).toBe(
      'match',
    );
    // A light that differs is said as such first.
    expect(compareConditions(partly, { ...BASE, light: lit([1.15, 1, 0.87]) }).checks[0]).toMatchObject({
      reason: 'warmer',
    });
  });

  it('says brighter or darker beyond its limit of exposure, whatever the skin’s own lightness', () => {
    expect(
      compareConditions(BASE, { ...BASE, exposure: { ...BASE.exposure, skinLightness: exposed(1.1) } }).checks[1],
    ).toEqual({
      dimension: 'exposure',
      status: 'differs',
      reason: 'brighter',
    });
    const dark = compareConditions(BASE, { ...BASE, exposure: { ...BASE.exposure, skinLightness: exposed(0.9) } });
    expect(dark.checks[1]).toMatchObject({ reason: 'darker' });
    expect(Object.keys(dark.affected).sort()).toEqual(['fine_lines', 'pigmentation', 'pores', 'redness']);
    // On darker skin the same exposure change moves L* by less, and is still seen.
    const deep = { ...BASE, exposure: { skinLightness: 35, clippedPercent: 0 } };
    const y = ((35 + 16) / 116) ** 3 * 0.9;
    expect(
      compareConditions(deep, { ...deep, exposure: { skinLightness: 116 * Math.cbrt(y) - 16, clippedPercent: 0 } })
        .checks[1],
    ).toMatchObject({ reason: 'darker' });
  });

  it('says closer or further beyond its limit of scale, and cannot compare two different rulers', () => {
    expect(compareConditions(BASE, { ...BASE, scale: { pxPerMm: 5, ruler: 'iris' } }).checks[2]).toMatchObject({
      reason: 'closer',
    });
    const further = compareConditions(BASE, { ...BASE, scale: { pxPerMm: 3, ruler: 'iris' } });
    expect(further.checks[2]).toMatchObject({ reason: 'further' });
    expect(Object.keys(further.affected).sort()).toEqual(['fine_lines', 'pigmentation', 'pores']);
    expect(compareConditions(BASE, { ...BASE, scale: { pxPerMm: 4, ruler: 'eye_span' } }).checks[2]).toEqual({
      dimension: 'distance',
      status: 'unknown',
      reason: 'other_ruler',
    });
  });

  it('compares the distance on the eye span in pixels whichever ruler gave the mm, head-on', () => {
    const spanned = (eyeSpanPx: number, ruler: 'iris' | 'eye_span', yawDeg = 2): PhotoConditions => ({
      ...BASE,
      scale: { pxPerMm: ruler === 'iris' ? 4 : 3.6, ruler, eyeSpanPx },
      pose: { ...BASE.pose, yawDeg },
    });
    const before = spanned(300, 'iris');
    // Irises too small in the later photo: its mm come from the eye span, its distance is comparable.
    expect(compareConditions(before, spanned(303, 'eye_span')).checks[2]).toEqual({
      dimension: 'distance',
      status: 'match',
    });
    expect(compareConditions(before, spanned(360, 'eye_span')).checks[2]).toMatchObject({ reason: 'closer' });
    expect(compareConditions(before, spanned(240, 'iris')).checks[2]).toMatchObject({ reason: 'further' });
    // A face turned by 25° shows its eye span 9 % shorter at the same distance.
    const turned = spanned(300 * Math.cos((25 * Math.PI) / 180), 'iris', 25);
    expect(conditionDifferences(spanned(300, 'iris', 0), turned).scaleLog).toBeCloseTo(0, 6);
    // A photo analysed before the eye span was kept: px per mm, and only from the same ruler.
    expect(compareConditions(BASE, before).checks[2]).toEqual({ dimension: 'distance', status: 'match' });
  });

  it('says turned, nodded or tilted beyond its limit', () => {
    const pose = (p: Partial<PhotoConditions['pose']>) =>
      compareConditions(BASE, { ...BASE, pose: { ...BASE.pose, ...p } }).checks[3];
    expect(pose({ yawDeg: 2 + CONDITION_LIMITS.yawDeg + 1 })).toMatchObject({ reason: 'turned' });
    expect(pose({ pitchDeg: -3 - CONDITION_LIMITS.pitchDeg - 1 })).toMatchObject({ reason: 'nodded' });
    expect(pose({ rollDeg: 1 + CONDITION_LIMITS.rollDeg + 0.5 })).toMatchObject({ reason: 'tilted' });
  });

  it('lists every differing condition an area is affected by', () => {
    const both = compareConditions(BASE, { ...BASE, light: null, pose: { ...BASE.pose, rollDeg: 10 } });
    expect(both.affected.redness).toEqual(['light', 'pose']);
    expect(both.affected.pores).toEqual(['pose']);
    expect(both.affected.hydration).toBeUndefined();
  });

  it('calls alike a reading up to the limit the benchmark measured, and differing just beyond it', () => {
    const { lightLogRatio, exposureLogRatio, scaleLogRatio, rollDeg } = CONDITION_LIMITS;
    // The light warmer by exactly the limit (blue against red), then a little more.
    const warmer = (log: number) => lit([Math.exp(log / 2), 1, Math.exp(-log / 2)]);
    expect(compareConditions(BASE, { ...BASE, light: warmer(lightLogRatio * 0.999) }).alike).toBe(true);
    expect(compareConditions(BASE, { ...BASE, light: warmer(lightLogRatio * 1.01) }).alike).toBe(false);
    for (const [log, alike] of [
      [exposureLogRatio * 0.999, true],
      [-exposureLogRatio * 0.999, true],
      [exposureLogRatio * 1.01, false],
    ] as const)
      expect(
        compareConditions(BASE, { ...BASE, exposure: { ...BASE.exposure, skinLightness: exposed(Math.exp(log)) } })
          .alike,
      ).toBe(alike);
    for (const [log, alike] of [
      [scaleLogRatio * 0.999, true],
      [-scaleLogRatio * 1.01, false],
    ] as const)
      expect(compareConditions(BASE, { ...BASE, scale: { ...BASE.scale, pxPerMm: 4 * Math.exp(log) } }).alike).toBe(
        alike,
      );
    const tilted = (deg: number) => compareConditions(BASE, { ...BASE, pose: { ...BASE.pose, rollDeg: 1 + deg } });
    expect(tilted(rollDeg).alike).toBe(true);
    expect(tilted(rollDeg + 0.1).alike).toBe(false);
  });

  it('holds limits no tighter than the benchmark’s own changes (the readings add their noise)', () => {
    expect(CONDITION_LIMITS.lightLogRatio).toBeGreaterThanOrEqual(Math.log(1.05 / 0.95));
    expect(CONDITION_LIMITS.exposureLogRatio).toBeGreaterThanOrEqual(Math.log(1.05));
    expect(CONDITION_LIMITS.scaleLogRatio).toBeGreaterThanOrEqual(Math.log(1.1));
    expect(CONDITION_LIMITS.rollDeg).toBeGreaterThanOrEqual(3);
  });

  it('parses what the server stores, and refuses a malformed record', () => {
    expect(photoConditionsSchema.parse(BASE)).toEqual(BASE);
    expect(photoConditionsSchema.safeParse({ ...BASE, scale: { pxPerMm: 0, ruler: 'iris' } }).success).toBe(false);
  });
});
