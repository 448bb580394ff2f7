/** The shared recommendation_json schema (packages/shared/src/recommendation.ts) accepts what it documents and no less. */
import { describe, expect, it } from 'vitest';
import { FOCUS_AREA_KEYS, recommendationJsonSchema } from '@skinsight/shared';

const area = {
  score: 70,
  advice: 'Keep going.',
  confidence: 0.5,
  source: 'answers',
  factors: [{ key: 'baseline', label: 'Starting point', effect: 70 }],
};
const valid = {
  score: 70,
  target_score: 80,
  overview_text: 'Your personalized skin analysis is ready.',
  focus_areas: Object.fromEntries(FOCUS_AREA_KEYS.map((k) => [k, area])),
  routine: {
    morning: [{ step: 1, product_type: 'sunscreen', instruction: 'SPF 30 last.', ingredients: [] }],
    evening: [],
    weekly: [
      {
        step: 1,
        product_type: 'clay_mask',
        instruction: 'T-zone, 10 minutes.',
        ingredients: ['kaolin'],
        frequency: 'once a week',
      },
    ],
  },
  lifestyle: { nudges: [] },
  photo_used: false,
  photo_issue: null,
  skin_type: { answered: 'oily', estimated: null },
  skin_tone: null,
  measurements: [],
  see_dermatologist: false,
  dermatologist_reason: null,
  engine_version: '1.0.0',
  locale: 'en',
};

describe('recommendation_json schema', () => {
  it('accepts the documented shape', () => {
    expect(recommendationJsonSchema.parse(valid)).toEqual(valid);
  });

  it('rejects scores that are not whole numbers from 0 to 100', () => {
    expect(recommendationJsonSchema.safeParse({ ...valid, score: 101 }).success).toBe(false);
    expect(recommendationJsonSchema.safeParse({ ...valid, score: 70.5 }).success).toBe(false);
    const focus_areas = { ...valid.focus_areas, redness: { ...area, score: -1 } };
    expect(recommendationJsonSchema.safeParse({ ...valid, focus_areas }).success).toBe(false);
  });

  it('requires all six focus areas and known product types', () => {
    const { redness: _redness, ...five } = valid.focus_areas;
    expect(recommendationJsonSchema.safeParse({ ...valid, focus_areas: five }).success).toBe(false);
    const routine = {
      ...valid.routine,
      evening: [{ step: 1, product_type: 'brand_x', instruction: 'x', ingredients: [] }],
    };
    expect(recommendationJsonSchema.safeParse({ ...valid, routine }).success).toBe(false);
  });

  it('requires a frequency on weekly steps and a known locale', () => {
    const routine = {
      ...valid.routine,
      weekly: [{ step: 1, product_type: 'exfoliant', instruction: 'x', ingredients: [] }],
    };
    expect(recommendationJsonSchema.safeParse({ ...valid, routine }).success).toBe(false);
    expect(recommendationJsonSchema.safeParse({ ...valid, locale: 'it' }).success).toBe(false);
  });
});

describe('recommendation_json schema since engine 1.3', () => {
  it('accepts null for "not enough information", in an area and overall, but never a missing score', () => {
    const unknown = { ...area, score: null, confidence: 0, factors: [] };
    const focus_areas = { ...valid.focus_areas, pores: unknown };
    expect(recommendationJsonSchema.safeParse({ ...valid, score: null, focus_areas }).success).toBe(true);
    const { score: _score, ...withoutScore } = unknown;
    expect(
      recommendationJsonSchema.safeParse({ ...valid, focus_areas: { ...valid.focus_areas, pores: withoutScore } })
        .success,
    ).toBe(false);
    const { score: _overall, ...noOverall } = valid;
    expect(recommendationJsonSchema.safeParse(noOverall).success).toBe(false);
  });
});
