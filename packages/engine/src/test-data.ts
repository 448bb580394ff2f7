/**
 * Deterministic test data for the engine's property tests: generators of valid answer sets and
 * photo findings, driven by the shared seeded PRNG. No external library, no Math.random.
 */
import type { Answers } from '@skinsight/shared';
import type { Random } from '@skinsight/shared/seeded-random';
export { seededRandom, type Random } from '@skinsight/shared/seeded-random';
import { ITA_BANDS, PHOTO_SCORE_KEYS, type PhotoFindings } from './photo.ts';

/** The survey's single-choice questions and their option keys (apps/server/src/modules/questionnaire-content/questionnaire-content.json). */
export const OPTIONS = {
  gender: ['female', 'male', 'non_binary', 'prefer_not_to_say'],
  skinType: ['oily', 'dry', 'combination', 'normal', 'sensitive', 'not_sure'],
  sunExposure: ['rarely', 'occasionally', 'regularly', 'daily'],
  sunscreenUse: ['every_day', 'when_sunny', 'rarely', 'never'],
  smoking: ['no', 'occasionally', 'daily'],
  alcoholConsumption: ['never', 'occasionally', 'weekly', 'daily'],
  waterIntake: ['under_1l', '1_2l', '2_3l', 'over_3l'],
  sleep: ['under_5h', '5_6h', '7_8h', 'over_8h'],
  diet: ['balanced', 'average', 'processed', 'plant_based'],
  skincareRoutine: ['morning_and_evening', 'one_of_them', 'none'],
  screenTime: ['over_6h', '3_6h', 'under_3h'],
  stressLevel: ['very_high', 'moderate', 'low', 'very_low'],
  familyHistory: ['yes', 'no', 'not_sure'],
} as const;

export const CONCERNS = [
  'fine_lines',
  'loss_of_firmness',
  'dark_spots',
  'dryness',
  'dullness',
  'enlarged_pores',
  'redness',
  'acne',
] as const;

const LOCATIONS = ['Vienna', 'Graz', 'Berlin', 'Lyon', 'Sevilla', 'a small village'];

/** A complete, valid answer set: every question answered, one to four concerns, age 16-90. */
export function randomAnswers(random: Random): Answers {
  const answers: Answers = {};
  for (const [id, options] of Object.entries(OPTIONS)) answers[id] = random.pick(options);
  answers.location = random.pick(LOCATIONS);
  answers.age = String(random.int(16, 90));
  const concerns = CONCERNS.filter(() => random.next() < 0.3);
  answers.skinConcerns = concerns.length > 0 ? concerns : [random.pick(CONCERNS)];
  return answers;
}

export function randomPhoto(random: Random): PhotoFindings {
  const scores = Object.fromEntries(
    PHOTO_SCORE_KEYS.map((key) => [key, random.int(0, 100)]),
  ) as PhotoFindings['scores'];
  return {
    scores,
    skinTypeEstimate: random.pick(['oily', 'dry', 'combination', 'normal'] as const),
    ita: { angle: Math.round((random.next() * 140 - 60) * 100) / 100, band: random.pick(ITA_BANDS) },
    confidence: Math.round(random.next() * 100) / 100,
    measurements: [
      {
        id: 'redness_a_star',
        value: Math.round(random.next() * 2000) / 100,
        unit: 'a*',
        region: 'cheeks',
        description: 'Mean CIELAB a* of the cheeks',
      },
      {
        id: 'shine_t_zone',
        value: Math.round(random.next() * 100) / 100,
        unit: 'fraction',
        region: 't_zone',
        description: 'Share of specular pixels',
      },
    ],
  };
}

/** A mid-range photo, for example-based tests. */
export function typicalPhoto(overrides: Partial<PhotoFindings['scores']> = {}, confidence = 0.8): PhotoFindings {
  return {
    scores: {
      redness: 70,
      pigmentation: 70,
      pores: 70,
      fine_lines: 70,
      texture: 70,
      shine: 70,
      dark_circles: 70,
      ...overrides,
    },
    skinTypeEstimate: 'normal',
    ita: { angle: 35.26, band: 'intermediate' },
    confidence,
    measurements: [
      { id: 'redness_a_star', value: 11.2, unit: 'a*', region: 'cheeks', description: 'Mean CIELAB a* of the cheeks' },
    ],
  };
}

/** A sensible everyday profile; tests override what they examine. */
export function baseAnswers(overrides: Answers = {}): Answers {
  return {
    gender: 'female',
    location: 'Vienna',
    age: '30',
    skinType: 'normal',
    skinConcerns: ['dullness'],
    sunExposure: 'occasionally',
    sunscreenUse: 'every_day',
    smoking: 'no',
    alcoholConsumption: 'occasionally',
    waterIntake: '1_2l',
    sleep: '7_8h',
    diet: 'balanced',
    skincareRoutine: 'morning_and_evening',
    screenTime: '3_6h',
    stressLevel: 'moderate',
    familyHistory: 'no',
    ...overrides,
  };
}

/**
 * An answer set with questions left out or answered 'not sure' (what the engine may be given
 * outside the API, which refuses an incomplete questionnaire), and sometimes a photo with a
 * confidence per kind and pores and lines not measurable. For the tests that results with too
 * little information say so, and that the rest keep their figures (golden-1.2.0.json).
 */
export function partialCase(random: Random): { answers: Answers; photo: PhotoFindings | null } {
  const full = randomAnswers(random);
  const keep = random.pick([1, 0.7, 0.4, 0.1, 0]);
  const answers: Answers = {};
  for (const [id, value] of Object.entries(full)) {
    if (random.next() >= keep) continue;
    answers[id] = (id === 'skinType' || id === 'familyHistory') && random.next() < 0.3 ? 'not_sure' : value;
  }
  const withPhoto = random.next() < 0.5;
  if (!withPhoto) return { answers, photo: null };
  const photo = randomPhoto(random);
  const coarse = random.next() < 0.4;
  const colour = Math.round(random.next() * 100) / 100;
  const texture = coarse ? 0 : Math.round(random.next() * 100) / 100;
  const geometry = Math.round(random.next() * 100) / 100;
  return {
    answers,
    photo: {
      ...photo,
      scores: coarse ? { ...photo.scores, pores: null, fine_lines: null } : photo.scores,
      confidence: Math.min(colour, geometry, ...(coarse ? [] : [texture])),
      confidenceByKind: { colour, texture, geometry },
    },
  };
}

/** The seed and count of the golden cases (golden-1.2.0.json). */
export const GOLDEN_SEED = 20261125;
export const GOLDEN_CASES = 600;
