import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_NOISE_FLOOR, OVERALL_NOISE_FLOOR, scoreChange } from '@skinsight/shared/noise-floor';
import { FOCUS_AREA_KEYS } from '@skinsight/shared/recommendation';
import { PHOTO_AREAS, PHOTO_WEIGHT } from './scoring.ts';

type AreaMoves = Record<string, { maxDeviation: number | null }>;
type Report = { overall: { perArea: AreaMoves; shown: { perArea: AreaMoves; maxOverallDeviation: number } } };

/**
 * The fidelity benchmark's recorded summaries: the committed faces, the 42 portraits, and the 34
 * London portraits on which pores and fine lines are resolved (decision 073).
 */
const REPORTS = ['fidelity.json', 'fidelity-candidates.json', 'fidelity-hires.json'].map((file) => {
  const url = new URL(`../../../bench/results/${file}`, import.meta.url);
  return { file, report: JSON.parse(fs.readFileSync(url, 'utf8')) as Report };
});

/** The largest of each area's `maxDeviation` over the reports. */
function largest(perArea: (report: Report) => AreaMoves): Record<string, number> {
  const result: Record<string, number> = {};
  for (const { report } of REPORTS)
    for (const [area, { maxDeviation }] of Object.entries(perArea(report)))
      if (maxDeviation !== null) result[area] = Math.max(result[area] ?? 0, maxDeviation);
  return result;
}

/** The fidelity benchmark's largest change of each vision score under the mild changes, over every face. */
const measuredDeviation = () => largest((report) => report.overall.perArea);

/**
 * The largest move of each focus area the results page showed under the mild changes (the engine
 * on each copy's findings, one everyday questionnaire), over every face.
 */
const shownDeviation = () => largest((report) => report.overall.shown.perArea);

/** What a photo's noise can move an engine area by: the photo weight times the vision noise, and rounding. */
function areaNoise(deviation: Record<string, number>, area: string): number {
  if (!(PHOTO_AREAS as readonly string[]).includes(area)) return 0;
  // Where no face of the sets resolved an area, texture's figure would stand in (same pipeline).
  const vision = deviation[area] ?? deviation['texture'];
  if (vision === undefined) throw new Error(`no fidelity figure for ${area}`);
  return PHOTO_WEIGHT * vision + 0.5;
}

describe('the noise floor of a change between two assessments', () => {
  const deviation = measuredDeviation();

  it.each(FOCUS_AREA_KEYS)(
    '%s: above what the fidelity benchmark measured and the results page showed, and not needlessly',
    (area) => {
      const shown = shownDeviation()[area];
      expect(shown).toBeDefined();
      expect(AREA_NOISE_FLOOR[area]).toBeGreaterThan(areaNoise(deviation, area));
      expect(AREA_NOISE_FLOOR[area]).toBeGreaterThan(shown!);
      // And not needlessly above both: a real change should show.
      const noise = Math.max(Math.floor(areaNoise(deviation, area)), shown!);
      expect(AREA_NOISE_FLOOR[area]).toBeLessThanOrEqual(noise + 1);
    },
  );

  it('overall: above the mean noise of the four noisiest areas, plus rounding', () => {
    const noisiest = FOCUS_AREA_KEYS.map((area) => areaNoise(deviation, area))
      .sort((a, b) => b - a)
      .slice(0, 4);
    const noise = noisiest.reduce((sum, n) => sum + n, 0) / 4 + 0.5;
    expect(OVERALL_NOISE_FLOOR).toBeGreaterThan(noise);
    expect(OVERALL_NOISE_FLOOR).toBeLessThanOrEqual(Math.floor(noise) + 1);
  });

  it('overall: above what the results page showed move under the mild changes', () => {
    for (const { file, report } of REPORTS)
      expect(OVERALL_NOISE_FLOOR, file).toBeGreaterThan(report.overall.shown.maxOverallDeviation);
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
