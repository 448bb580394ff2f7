import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_NOISE_FLOOR, OVERALL_NOISE_FLOOR, scoreChange } from '@skinsight/shared/noise-floor';
import { FOCUS_AREA_KEYS } from '@skinsight/shared/recommendation';
import { PHOTO_AREAS, PHOTO_WEIGHT } from './scoring.ts';

/** The fidelity benchmark's largest change of each vision score under the mild changes, over every face. */
function measuredDeviation(): Record<string, number> {
  const largest: Record<string, number> = {};
  for (const file of ['fidelity.json', 'fidelity-candidates.json']) {
    const url = new URL(`../../../bench/results/${file}`, import.meta.url);
    const report = JSON.parse(fs.readFileSync(url, 'utf8')) as {
      overall: { perArea: Record<string, { maxDeviation: number | null }> };
    };
    for (const [area, { maxDeviation }] of Object.entries(report.overall.perArea))
      if (maxDeviation !== null) largest[area] = Math.max(largest[area] ?? 0, maxDeviation);
  }
  return largest;
}

/** What a photo's noise can move an engine area by: the photo weight times the vision noise, and rounding. */
function areaNoise(deviation: Record<string, number>, area: string): number {
  if (!(PHOTO_AREAS as readonly string[]).includes(area)) return 0;
  // No face of the set resolves pores or fine lines: texture's figure stands in (same pipeline).
  const vision = deviation[area] ?? deviation['texture'];
  if (vision === undefined) throw new Error(`no fidelity figure for ${area}`);
  return PHOTO_WEIGHT * vision + 0.5;
}

describe('the noise floor of a change between two assessments', () => {
  const deviation = measuredDeviation();

  it.each(FOCUS_AREA_KEYS)('%s: above what the fidelity benchmark measured', (area) => {
    expect(AREA_NOISE_FLOOR[area]).toBeGreaterThan(areaNoise(deviation, area));
    // And not needlessly above it: a real change should show.
    expect(AREA_NOISE_FLOOR[area]).toBeLessThanOrEqual(Math.floor(areaNoise(deviation, area)) + 1);
  });

  it('overall: above the mean noise of the four noisiest areas, plus rounding', () => {
    const noisiest = FOCUS_AREA_KEYS.map((area) => areaNoise(deviation, area))
      .sort((a, b) => b - a)
      .slice(0, 4);
    const noise = noisiest.reduce((sum, n) => sum + n, 0) / 4 + 0.5;
    expect(OVERALL_NOISE_FLOOR).toBeGreaterThan(noise);
    expect(OVERALL_NOISE_FLOOR).toBeLessThanOrEqual(Math.floor(noise) + 1);
  });

  it('calls a change a change only at the floor or beyond, and nothing without two scores', () => {
    expect(scoreChange(70, 74, 5)).toEqual({ kind: 'within_noise', delta: 4 });
    expect(scoreChange(70, 65, 5)).toEqual({ kind: 'change', delta: -5 });
    expect(scoreChange(70, 70, 1)).toEqual({ kind: 'within_noise', delta: 0 });
    expect(scoreChange(70, 71, 1)).toEqual({ kind: 'change', delta: 1 });
    expect(scoreChange(null, 71, 1)).toEqual({ kind: 'unknown' });
    expect(scoreChange(undefined, 71, 1)).toEqual({ kind: 'unknown' });
    expect(scoreChange(70, null, 1)).toEqual({ kind: 'unknown' });
  });
});
