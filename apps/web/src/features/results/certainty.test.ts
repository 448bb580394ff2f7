import { describe, expect, it } from 'vitest';
import { recommend } from '@skinsight/engine';
import type { FocusArea, RecommendationJson } from '@skinsight/shared/recommendation';
import { areaCertainty, photoCertainty } from './certainty.ts';

const area = (over: Partial<FocusArea>): FocusArea => ({
  score: 70,
  advice: 'a',
  confidence: 0.5,
  source: 'answers',
  factors: [],
  ...over,
});
const noPhoto = { photo_used: false, photo_issue: null };
const refused = { photo_used: false, photo_issue: { reason: 'no_face', message: 'No face' } };
const used = { photo_used: true, photo_issue: null };

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
const photo = (colour: number, texture: number | null) => ({
  scores: {
    redness: 70,
    pigmentation: 70,
    pores: texture === null ? null : 70,
    fine_lines: texture === null ? null : 70,
    texture: 70,
    shine: 70,
    dark_circles: 70,
  },
  skinTypeEstimate: 'normal' as const,
  ita: { angle: 35, band: 'intermediate' as const },
  confidence: Math.min(colour, texture ?? 1),
  confidenceByKind: { colour, texture: texture ?? 0, geometry: 0.9 },
  measurements: [],
});

describe('how sure an area is, in words', () => {
  it('says not enough information for an area without a score, whatever else it carries', () => {
    expect(areaCertainty('pores', area({ score: null, source: 'photo_and_answers' }), used)).toBe('unknown');
    expect(areaCertainty('hydration', area({ score: null }), noPhoto)).toBe('unknown');
  });

  it('says measured with high confidence, or less certain with the reason of its kind (light for colour, detail for texture)', () => {
    expect(areaCertainty('redness', area({ source: 'photo_and_answers', confidence: 0.86 }), used)).toBe('photoHigh');
    expect(areaCertainty('redness', area({ source: 'photo_and_answers', confidence: 0.7 }), used)).toBe('photoLight');
    expect(areaCertainty('pigmentation', area({ source: 'photo_and_answers', confidence: 0.62 }), used)).toBe(
      'photoLight',
    );
    expect(areaCertainty('pores', area({ source: 'photo_and_answers', confidence: 0.66 }), used)).toBe('photoDetail');
  });

  it('says why an area comes from the answers only', () => {
    expect(areaCertainty('pores', area({}), used)).toBe('answersNeedsCloser');
    expect(areaCertainty('redness', area({}), noPhoto)).toBe('answersNoPhoto');
    expect(areaCertainty('fine_lines', area({}), refused)).toBe('answersPhotoRefused');
    expect(areaCertainty('hydration', area({}), used)).toBe('answersOnly');
    expect(areaCertainty('skin_barrier_strength', area({}), noPhoto)).toBe('answersOnly');
  });

  it('describes what the engine really produces: a sharp photo in good light, and a coarse one in poor light', () => {
    const sharp = recommend({ answers, locale: 'en', photo: photo(0.95, 0.9) });
    const words = (r: RecommendationJson) =>
      Object.fromEntries(Object.entries(r.focus_areas).map(([k, a]) => [k, areaCertainty(k, a, r)]));
    expect(words(sharp)).toEqual({
      hydration: 'answersOnly',
      fine_lines: 'photoHigh',
      pores: 'photoHigh',
      pigmentation: 'photoHigh',
      redness: 'photoHigh',
      skin_barrier_strength: 'answersOnly',
    });
    expect(photoCertainty(sharp)).toEqual({ kind: 'used', colour: 'high', detail: 'high' });

    const coarse = recommend({ answers, locale: 'en', photo: photo(0.4, null) });
    expect(words(coarse)).toMatchObject({
      pores: 'answersNeedsCloser',
      fine_lines: 'answersNeedsCloser',
      redness: 'photoLight',
      pigmentation: 'photoLight',
    });
    expect(photoCertainty(coarse)).toEqual({ kind: 'used', colour: 'light', detail: 'notMeasured' });
  });
});

describe('how sure the photo is as a whole', () => {
  const areas = (over: Partial<Record<string, Partial<FocusArea>>>) =>
    Object.fromEntries(
      ['hydration', 'fine_lines', 'pores', 'pigmentation', 'redness', 'skin_barrier_strength'].map((k) => [
        k,
        area(over[k] ?? {}),
      ]),
    ) as RecommendationJson['focus_areas'];

  it('says when there was no photo, or it could not be used', () => {
    expect(photoCertainty({ ...noPhoto, focus_areas: areas({}) })).toEqual({ kind: 'none' });
    expect(photoCertainty({ ...refused, focus_areas: areas({}) })).toEqual({ kind: 'refused' });
  });

  it('an old result (engine 1.0, one confidence for the whole photo) is described from its areas', () => {
    const measured = { source: 'photo_and_answers' as const, confidence: 0.74 };
    expect(
      photoCertainty({
        ...used,
        focus_areas: areas({ redness: measured, pigmentation: measured, pores: measured, fine_lines: measured }),
      }),
    ).toEqual({
      kind: 'used',
      colour: 'light',
      detail: 'less',
    });
  });

  it('a measured kind whose areas had too weak a reading for a score is less certain, not high', () => {
    const weak = { source: 'photo_and_answers' as const, score: null, confidence: 0 };
    expect(photoCertainty({ ...used, focus_areas: areas({ redness: weak, pigmentation: weak }) })).toMatchObject({
      colour: 'light',
      detail: 'notMeasured',
    });
  });
});
