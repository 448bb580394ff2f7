import { describe, expect, it } from 'vitest';
import type { MeasurementId, MeasurementValues } from './measurements.ts';
import { MEASUREMENT_DEFINITIONS } from './measurements.ts';
import {
  bentScore,
  focusScores,
  linearScore,
  PIGMENTATION_BEND,
  SCORE_CURVES,
  skinTypeEstimate,
  type FocusScoreId,
} from './scores.ts';

/** Middle-of-the-road values: every score somewhere between its anchors. */
function typical(overrides: Partial<MeasurementValues> = {}): MeasurementValues {
  const values = Object.fromEntries(Object.keys(MEASUREMENT_DEFINITIONS).map((id) => [id, 0])) as MeasurementValues;
  return {
    ...values,
    redness_a_star_cheeks: 14,
    erythema_contrast_cheeks: 6,
    red_area_cheeks_percent: 10,
    dark_spot_area_percent: 5,
    tone_unevenness_delta_e: 5,
    pore_visibility_cheeks: 2,
    pore_visibility_nose: 2.5,
    line_density_forehead: 12,
    line_density_eye_corners: 15,
    line_density_under_eyes: 10,
    texture_roughness: 2,
    shine_t_zone_percent: 4,
    shine_u_zone_percent: 3,
    dark_circles_delta_l_star: 6,
    ...overrides,
  };
}

describe('linearScore', () => {
  it('is 100 at or beyond the best anchor, 0 at or beyond the worst, linear between', () => {
    const curve = { best: 10, worst: 20 };
    expect(linearScore(5, curve)).toBe(100);
    expect(linearScore(10, curve)).toBe(100);
    expect(linearScore(15, curve)).toBe(50);
    expect(linearScore(20, curve)).toBe(0);
    expect(linearScore(99, curve)).toBe(0);
    expect(linearScore(Number.NaN, curve)).toBe(0);
  });

  it('works for curves where higher is better', () => {
    expect(linearScore(8, { best: 10, worst: 0 })).toBe(80);
  });

  it('has every curve pointing from a better to a worse value', () => {
    for (const curve of Object.values(SCORE_CURVES)) expect(curve.worst).toBeGreaterThan(curve.best);
  });
});

describe('bentScore', () => {
  it('keeps 100 and 0 and the order of any two scores', () => {
    expect(bentScore(100, 0.7)).toBe(100);
    expect(bentScore(0, 0.7)).toBe(0);
    const straight = [0, 10, 37.5, 60, 75, 90, 97, 99.5, 100];
    const bent = straight.map((s) => bentScore(s, 0.7));
    for (let i = 1; i < bent.length; i++) expect(bent[i]).toBeGreaterThan(bent[i - 1]!);
    expect(bentScore(150, 0.7)).toBe(100);
    expect(bentScore(-20, 0.7)).toBe(0);
  });

  it('spends more points on the first shortfall than on the same shortfall further down', () => {
    // 5 points short of 100 straight cost 12.3 bent; the 5 points from 75 down to 70 cost 5.2.
    expect(100 - bentScore(95, 0.7)).toBeCloseTo(12.3, 1);
    expect(bentScore(75, 0.7) - bentScore(70, 0.7)).toBeCloseTo(5.2, 1);
  });
});

describe('focus-area scores', () => {
  it('bends pigmentation: clear skin loses more for its first spots than spotted skin for more', () => {
    const score = (area: number) => focusScores(typical({ dark_spot_area_percent: area, tone_unevenness_delta_e: 2 }));
    // From no spots to 1 % of the skin, and from 10 % to 11 %.
    const first = score(0.5).pigmentation! - score(1.5).pigmentation!;
    const more = score(10).pigmentation! - score(11).pigmentation!;
    expect(score(0.5).pigmentation).toBe(100);
    expect(first).toBeGreaterThan(2 * more);
    // The straight sum of the two parts, bent.
    const straight = 0.6 * linearScore(10, SCORE_CURVES.spotArea) + 0.4 * 100;
    expect(score(10).pigmentation).toBeCloseTo(bentScore(straight, PIGMENTATION_BEND), 1);
  });

  const cases: [FocusScoreId, MeasurementId][] = [
    ['redness', 'erythema_contrast_cheeks'],
    ['pigmentation', 'dark_spot_area_percent'],
    ['pigmentation', 'tone_unevenness_delta_e'],
    ['pores', 'pore_visibility_cheeks'],
    ['pores', 'pore_visibility_nose'],
    ['fine_lines', 'line_density_forehead'],
    ['fine_lines', 'line_density_eye_corners'],
    ['texture', 'texture_roughness'],
    ['shine', 'shine_t_zone_percent'],
    ['shine', 'shine_u_zone_percent'],
    ['dark_circles', 'dark_circles_delta_l_star'],
  ];

  it.each(cases)('%s falls as %s rises', (score, measurement) => {
    const base = typical();
    const lower = focusScores(base)[score];
    const higher = focusScores(typical({ [measurement]: base[measurement] * 1.5 }))[score];
    expect(higher).toBeLessThan(lower!);
  });

  it('reports the flushed area but scores redness on the contrast alone (the area doubled its noise)', () => {
    const base = typical();
    expect(focusScores(typical({ red_area_cheeks_percent: base.red_area_cheeks_percent * 3 })).redness).toBe(
      focusScores(base).redness,
    );
  });

  it('gives no score for detail the photo does not resolve, and leaves the others', () => {
    const all = focusScores(typical());
    const coarse = focusScores(typical(), (score) => score !== 'pores' && score !== 'fine_lines');
    expect([coarse.pores, coarse.fine_lines]).toEqual([null, null]);
    expect({ ...coarse, pores: 0, fine_lines: 0 }).toEqual({ ...all, pores: 0, fine_lines: 0 });
  });

  it('scores redness on the face itself, not on the light: absolute a* moves no score', () => {
    // A warmer or cooler light shifts every pixel's a*; the erythema contrast stays (decision 021).
    expect(focusScores(typical({ redness_a_star_cheeks: 25 }))).toEqual(
      focusScores(typical({ redness_a_star_cheeks: 8 })),
    );
  });

  it('moves no other score when one measurement changes', () => {
    const base = focusScores(typical());
    const redder = focusScores(typical({ erythema_contrast_cheeks: 10 }));
    expect({ ...redder, redness: 0 }).toEqual({ ...base, redness: 0 });
  });

  it('stays within 0-100 for extreme measurements', () => {
    for (const factor of [0, 100]) {
      const extreme = Object.fromEntries(
        Object.entries(typical()).map(([id, v]) => [id, v * factor]),
      ) as MeasurementValues;
      for (const value of Object.values(focusScores(extreme))) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('skin type estimate', () => {
  it.each([
    [{ shine_t_zone_percent: 9, shine_u_zone_percent: 7 }, 'oily'],
    [{ shine_t_zone_percent: 9, shine_u_zone_percent: 2 }, 'combination'],
    [{ shine_t_zone_percent: 2, shine_u_zone_percent: 7 }, 'oily'],
    [{ shine_t_zone_percent: 1, shine_u_zone_percent: 1 }, 'dry'],
    [{ shine_t_zone_percent: 2, shine_u_zone_percent: 1, texture_roughness: 3 }, 'dry'],
    [{ shine_t_zone_percent: 4, shine_u_zone_percent: 3, texture_roughness: 1 }, 'normal'],
  ] as const)('%j is %s', (overrides, expected) => {
    expect(skinTypeEstimate(typical(overrides))).toBe(expected);
  });
});
