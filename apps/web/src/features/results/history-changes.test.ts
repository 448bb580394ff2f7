import { describe, expect, it } from 'vitest';
import { recommend } from '@skinsight/engine';
import { OVERALL_NOISE_FLOOR } from '@skinsight/shared/noise-floor';
import type { PhotoConditions } from '@skinsight/shared/photo-conditions';
import type { RecommendationJson } from '@skinsight/shared/recommendation';
import { historyChanges as compare } from './history-changes.ts';

const historyChanges = (
  previous: RecommendationJson,
  latest: RecommendationJson,
  conditions: [PhotoConditions | null, PhotoConditions | null] = [null, null],
) => compare({ json: previous, conditions: conditions[0] }, { json: latest, conditions: conditions[1] });

const answers = {
  gender: 'female',
  location: 'Vienna',
  age: '34',
  skinType: 'combination',
  skinConcerns: ['enlarged_pores'],
  sunExposure: 'regularly',
  sunscreenUse: 'when_sunny',
  smoking: 'no',
  alcoholConsumption: 'occasionally',
  waterIntake: '1_2l',
  sleep: '7_8h',
  diet: 'balanced',
  skincareRoutine: 'one_of_them',
  screenTime: '3_6h',
  stressLevel: 'moderate',
  familyHistory: 'no',
};
const photo = (redness: number, pigmentation: number) => ({
  scores: { redness, pigmentation, pores: null, fine_lines: null, texture: 70, shine: 70, dark_circles: 70 },
  skinTypeEstimate: 'normal' as const,
  ita: { angle: 35, band: 'intermediate' as const },
  confidence: 0.95,
  confidenceByKind: { colour: 0.95, texture: 0, geometry: 0.9 },
  measurements: [],
});
const withPhoto = (redness: number, pigmentation: number) =>
  recommend({ answers, locale: 'en', photo: photo(redness, pigmentation) });
const change = (previous: RecommendationJson, latest: RecommendationJson, key: string) =>
  historyChanges(previous, latest).areas.find((a) => a.key === key)!.change;

describe('the change since the previous assessment', () => {
  it('calls what two photos of one face differ by "no measurable change", and a larger move a change', () => {
    const before = withPhoto(60, 60);
    // The photo's redness moves by 5 points: 0.6 × 5 = 3 on the area, within what two photos of
    // one face differ by (the floor is 4 since vision 1.41.0, 3 from 1.10.0).
    const noise = withPhoto(65, 60);
    expect(noise.focus_areas.redness.score! - before.focus_areas.redness.score!).toBe(3);
    expect(change(before, noise, 'redness')).toEqual({ kind: 'within_noise', delta: 3 });
    // 6 points in the photo, 4 on the area: at the floor, a change.
    expect(change(before, withPhoto(66, 60), 'redness')).toEqual({ kind: 'change', delta: 4 });
    // A real flush: 20 points in the photo, 12 on the area.
    const flush = withPhoto(40, 60);
    expect(change(before, flush, 'redness')).toEqual({ kind: 'change', delta: -12 });
    // Areas the photo did not move show no change, and an unknown area shows nothing to compare.
    expect(change(before, flush, 'pigmentation')).toEqual({ kind: 'within_noise', delta: 0 });
  });

  it('counts every point as a change between two assessments from the answers alone', () => {
    const before = recommend({ answers, locale: 'en', photo: null });
    const after = recommend({ answers: { ...answers, sunscreenUse: 'every_day' }, locale: 'en', photo: null });
    const moved = historyChanges(before, after).areas.filter((a) => a.change.kind === 'change');
    expect(moved.map((a) => a.key)).toContain('pigmentation');
    for (const { change: c } of moved) expect(c.kind === 'change' && Math.abs(c.delta)).toBeGreaterThanOrEqual(1);
    expect(historyChanges(before, after).areas.every((a) => a.change.kind !== 'unknown')).toBe(true);
  });

  it('says nothing to compare where either assessment had not enough information', () => {
    const before = recommend({ answers: {}, locale: 'en', photo: null });
    const after = recommend({ answers, locale: 'en', photo: null });
    expect(before.score).toBeNull();
    const changes = historyChanges(before, after);
    expect(changes.overall).toEqual({ kind: 'unknown' });
    expect(changes.areas.every((a) => a.change.kind === 'unknown')).toBe(true);
  });

  it('holds the overall score to its own floor when a photo was measured', () => {
    const before = withPhoto(60, 60);
    const slightly = withPhoto(70, 70);
    const delta = slightly.score! - before.score!;
    expect(delta).toBeGreaterThan(0);
    expect(historyChanges(before, slightly).overall.kind).toBe(
      delta >= OVERALL_NOISE_FLOOR ? 'change' : 'within_noise',
    );
  });

  describe('and whether the two photos were taken alike (decision 037)', () => {
    const studio: PhotoConditions = {
      light: { gains: [0.95, 1, 1.05], castPercent: 8, corrected: 1 },
      exposure: { skinLightness: 60, clippedPercent: 0 },
      scale: { pxPerMm: 4, ruler: 'iris' },
      pose: { yawDeg: 0, pitchDeg: 0, rollDeg: 0 },
    };
    // A warmer lamp: the whites of the eyes look redder, the correction needs more blue.
    const lamp: PhotoConditions = { ...studio, light: { ...studio.light!, gains: [0.85, 1, 1.18] } };

    it('flags the colour areas measured in the photo, and the overall score, when the light differs', () => {
      const before = withPhoto(60, 60);
      const flush = withPhoto(40, 60);
      const changes = historyChanges(before, flush, [studio, lamp]);
      expect(changes.conditions).toMatchObject({ kind: 'compared', comparison: { alike: false } });
      const redness = changes.areas.find((a) => a.key === 'redness')!;
      expect(redness).toEqual({ key: 'redness', change: { kind: 'change', delta: -12 }, conditions: ['light'] });
      expect(changes.areas.find((a) => a.key === 'pigmentation')!.conditions).toEqual(['light']);
      // Not measured in these photos (too coarse) or never in a photo: nothing the light can move.
      expect(changes.areas.find((a) => a.key === 'pores')!.conditions).toEqual([]);
      expect(changes.areas.find((a) => a.key === 'hydration')!.conditions).toEqual([]);
      expect(changes.overallConditions).toEqual(['light']);
    });

    it('flags nothing when the photos were taken alike', () => {
      const changes = historyChanges(withPhoto(60, 60), withPhoto(40, 60), [studio, studio]);
      expect(changes.conditions).toMatchObject({ kind: 'compared', comparison: { alike: true } });
      expect(changes.areas.every((a) => a.conditions.length === 0)).toBe(true);
      expect(changes.overallConditions).toEqual([]);
    });

    it('flags every score measured in both photos when the analysis was updated between them (decision 041)', () => {
      const earlier: PhotoConditions = { ...studio, visionVersion: '1.9.0' };
      const now: PhotoConditions = { ...studio, visionVersion: '1.10.0' };
      const changes = historyChanges(withPhoto(60, 60), withPhoto(40, 60), [earlier, now]);
      expect(changes.analysisChanged).toBe(true);
      // Taken alike: the analysis is the only thing besides the skin that may have moved them.
      expect(changes.conditions).toMatchObject({ kind: 'compared', comparison: { alike: true } });
      expect(changes.areas.find((a) => a.key === 'redness')).toEqual({
        key: 'redness',
        change: { kind: 'change', delta: -12 },
        conditions: ['analysis'],
      });
      expect(changes.areas.find((a) => a.key === 'pigmentation')!.conditions).toEqual(['analysis']);
      expect(changes.areas.find((a) => a.key === 'pores')!.conditions).toEqual([]);
      expect(changes.areas.find((a) => a.key === 'hydration')!.conditions).toEqual([]);
      expect(changes.overallConditions).toEqual(['analysis']);
      // With a different light as well, both are said.
      const lampNow: PhotoConditions = { ...lamp, visionVersion: '1.10.0' };
      expect(historyChanges(withPhoto(60, 60), withPhoto(40, 60), [earlier, lampNow]).overallConditions).toEqual([
        'light',
        'analysis',
      ]);
      // A photo measured before the version was recorded was measured by an earlier analysis.
      expect(historyChanges(withPhoto(60, 60), withPhoto(40, 60), [studio, now]).analysisChanged).toBe(true);
      expect(historyChanges(withPhoto(60, 60), withPhoto(40, 60), [now, now]).analysisChanged).toBe(false);
      const answersOnly = recommend({ answers, locale: 'en', photo: null });
      expect(historyChanges(answersOnly, withPhoto(40, 60), [null, now]).analysisChanged).toBe(false);
    });

    it('says when an earlier photo’s conditions were not recorded, and compares nothing without two photos', () => {
      expect(historyChanges(withPhoto(60, 60), withPhoto(60, 60), [null, studio]).conditions).toEqual({
        kind: 'not_recorded',
      });
      const answersOnly = recommend({ answers, locale: 'en', photo: null });
      expect(historyChanges(answersOnly, withPhoto(60, 60), [null, studio]).conditions).toBeNull();
    });
  });
});
