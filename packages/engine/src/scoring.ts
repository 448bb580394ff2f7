/**
 * The scoring model. Every focus area starts from a baseline; answers move it by fixed, signed
 * points; for redness, pigmentation, pores and fine lines a photo then pulls the answer-based
 * estimate towards the measured score. Each move is kept as a factor, so the baseline plus all
 * effects, clamped to 0-100, is exactly the area's score.
 */
import { FOCUS_AREA_KEYS, type FocusAreaKey, type FocusAreaSource } from '@skinsight/shared';
import { clampScore } from './score.ts';
import { photoScore, scoreConfidence, scoreWeight, type PhotoFindings } from './photo.ts';
import type { Profile } from './profile.ts';
import type { TextKey } from './texts/index.ts';

export type RawFactor = { key: string; label: TextKey; vars?: Record<string, string | number>; effect: number };

export type AreaScore = {
  /** The estimate; shown only when `known` (else the area has 'not enough information'). */
  score: number;
  confidence: number;
  source: FocusAreaSource;
  factors: RawFactor[];
  /** 0 and up: the share of the answers that bear on the area that were given, plus the photo's confidence in its measurement. */
  evidence: number;
  /** Whether the evidence reaches ENOUGH_EVIDENCE (docs/decisions/027). */
  known: boolean;
};

export const BASELINES: Record<FocusAreaKey, number> = {
  hydration: 75,
  fine_lines: 82,
  pores: 76,
  pigmentation: 80,
  redness: 80,
  skin_barrier_strength: 78,
};

/** Weights of the overall score (sum 1). Pigmentation and fine lines weigh a little more: UV damage shows there. */
export const AREA_WEIGHTS: Record<FocusAreaKey, number> = {
  hydration: 0.16,
  fine_lines: 0.18,
  pores: 0.16,
  pigmentation: 0.18,
  redness: 0.16,
  skin_barrier_strength: 0.16,
};

/** How far a photo pulls an area towards its measurement, times the score's weight (photo.ts scoreWeight). */
export const PHOTO_WEIGHT = 0.6;
/** Confidence of an area scored from the answers alone. */
export const ANSWERS_CONFIDENCE = 0.5;
/** A measured area: ANSWERS_CONFIDENCE + PHOTO_CONFIDENCE_GAIN × photo confidence (at most 0.9). */
export const PHOTO_CONFIDENCE_GAIN = 0.4;

/** Areas a photo can measure; hydration and barrier are never read from an ordinary photo. */
export const PHOTO_AREAS = ['fine_lines', 'pores', 'pigmentation', 'redness'] as const;
type PhotoArea = (typeof PHOTO_AREAS)[number];

function isPhotoArea(area: FocusAreaKey): area is PhotoArea {
  return (PHOTO_AREAS as readonly string[]).includes(area);
}

/**
 * One answer rule: the factor it adds (or null), and the questions it reads with how many points
 * each could move the score (its weight as evidence: an unanswered question that could move the
 * score a lot leaves more unknown than one that moves it little).
 */
type Rule = ((p: Profile) => RawFactor | null) & { bears: readonly { question: string; weight: number }[] };

const rule = (apply: (p: Profile) => RawFactor | null, bears: { question: string; weight: number }[]): Rule =>
  Object.assign(apply, { bears });

/** An answer to a single-choice question moves the score by a fixed number of points per option. */
function option(question: string, key: string, label: TextKey, effects: Record<string, number>): Rule {
  const values = [0, ...Object.values(effects)];
  return rule(
    (p) => {
      const answer = p.value(question);
      const effect = answer === null ? undefined : effects[answer];
      return effect ? { key, label, effect } : null;
    },
    [{ question, weight: Math.max(...values) - Math.min(...values) }],
  );
}

/** A ticked concern. */
function concern(name: string, effect: number): Rule {
  return rule(
    (p) =>
      p.concerns.has(name) ? { key: `concern_${name}`, label: `factor_concern_${name}` as TextKey, effect } : null,
    [{ question: 'skinConcerns', weight: Math.abs(effect) }],
  );
}

/** Points lost per year beyond `from`, capped: risk that grows gradually with age. */
function age(from: number, perYear: number, cap: number): Rule {
  return rule(
    (p) => {
      if (p.age === null || p.age <= from) return null;
      const effect = -Math.min(cap, Math.round((p.age - from) * perYear));
      return effect === 0 ? null : { key: 'age', label: 'factor_age', effect };
    },
    [{ question: 'age', weight: cap }],
  );
}

/** Time in the sun (0-3) costs a little even with sunscreen. */
function sunExposure(perLevel: number): Rule {
  return rule(
    (p) =>
      p.sunLevel > 0 ? { key: 'sun_exposure', label: 'factor_sun_exposure', effect: -p.sunLevel * perLevel } : null,
    [{ question: 'sunExposure', weight: 3 * perLevel }],
  );
}

/** Sun × missing protection: grows with both, so more sun or less sunscreen never helps. */
function sunUnprotected(perUnit: number): Rule {
  return rule(
    (p) => {
      const loss = Math.round(p.sunLevel * p.unprotectedLevel * perUnit);
      return loss > 0 ? { key: 'sun_unprotected', label: 'factor_sun_unprotected', effect: -loss } : null;
    },
    // Up to 3 × 3 units, read from two questions: half the weight each.
    [
      { question: 'sunExposure', weight: 4.5 * perUnit },
      { question: 'sunscreenUse', weight: 4.5 * perUnit },
    ],
  );
}

const sunscreenDaily = (effect: number) =>
  option('sunscreenUse', 'sunscreen_daily', 'factor_sunscreen_daily', { every_day: effect });
const skinType = (effects: Record<string, number>) => option('skinType', 'skin_type', 'factor_skin_type', effects);
const water = (effects: Record<string, number>) =>
  option('waterIntake', 'water_intake', 'factor_water_intake', effects);
const smoking = (effects: Record<string, number>) => option('smoking', 'smoking', 'factor_smoking', effects);
const alcohol = (effects: Record<string, number>) => option('alcoholConsumption', 'alcohol', 'factor_alcohol', effects);
const sleep = (effects: Record<string, number>) => option('sleep', 'sleep', 'factor_sleep', effects);
const stress = (effects: Record<string, number>) => option('stressLevel', 'stress', 'factor_stress', effects);
const diet = (effects: Record<string, number>) => option('diet', 'diet', 'factor_diet', effects);
const routine = (effects: Record<string, number>) => option('skincareRoutine', 'routine', 'factor_routine', effects);
const family = (effect: number) => option('familyHistory', 'family_history', 'factor_family_history', { yes: effect });

/** The answer rules per area, in the order their factors are listed. */
export const RULES: Record<FocusAreaKey, Rule[]> = {
  hydration: [
    concern('dryness', -12),
    skinType({ dry: -10, sensitive: -3 }),
    water({ under_1l: -10, '1_2l': -3, '2_3l': 3, over_3l: 4 }),
    alcohol({ weekly: -3, daily: -6 }),
    smoking({ occasionally: -2, daily: -4 }),
    sleep({ under_5h: -3 }),
    routine({ none: -6, one_of_them: -2, morning_and_evening: 3 }),
    age(50, 0.25, 6),
  ],
  fine_lines: [
    concern('fine_lines', -8),
    concern('loss_of_firmness', -5),
    age(25, 0.6, 30),
    sunExposure(1),
    sunUnprotected(1.2),
    sunscreenDaily(2),
    smoking({ occasionally: -4, daily: -8 }),
    sleep({ under_5h: -4, '5_6h': -2 }),
    routine({ none: -2 }),
  ],
  pores: [
    concern('enlarged_pores', -12),
    concern('acne', -10),
    skinType({ oily: -8, combination: -5, dry: 3 }),
    diet({ processed: -4, average: -1, balanced: 2, plant_based: 1 }),
    stress({ very_high: -3, moderate: -1 }),
    routine({ none: -4, morning_and_evening: 2 }),
    family(-2),
    age(40, 0.2, 6),
  ],
  pigmentation: [
    concern('dark_spots', -12),
    concern('dullness', -4),
    sunExposure(1),
    sunUnprotected(1.5),
    sunscreenDaily(3),
    age(35, 0.3, 12),
    smoking({ occasionally: -1, daily: -3 }),
  ],
  redness: [
    concern('redness', -14),
    concern('acne', -4),
    skinType({ sensitive: -10 }),
    alcohol({ occasionally: -1, weekly: -4, daily: -8 }),
    stress({ very_high: -5, moderate: -2 }),
    sleep({ under_5h: -3 }),
    sunUnprotected(0.5),
    diet({ processed: -2 }),
    family(-3),
  ],
  skin_barrier_strength: [
    concern('redness', -6),
    concern('dryness', -6),
    skinType({ sensitive: -10, dry: -6 }),
    smoking({ occasionally: -3, daily: -6 }),
    sleep({ under_5h: -6, '5_6h': -3, '7_8h': 2, over_8h: 2 }),
    stress({ very_high: -6, moderate: -2, very_low: 1 }),
    alcohol({ weekly: -2, daily: -4 }),
    diet({ processed: -3, balanced: 2 }),
    routine({ none: -3, morning_and_evening: 2 }),
    water({ under_1l: -2 }),
    sunUnprotected(0.5),
    family(-2),
    age(60, 0.3, 6),
  ],
};

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * An area has enough information when its evidence reaches this: half of what its answers could
 * say (weighted by how far each could move it), or a photo measurement of at least this
 * confidence (the level at which the photo may decide things alone, PHOTO_DECIDES_MIN_CONFIDENCE),
 * or both together. A complete questionnaire always reaches it, even with 'not sure' answers.
 */
export const ENOUGH_EVIDENCE = 0.5;

/** The share (0-1) of the points an area's answers could move it by that the answers given carry. */
export function answerEvidence(area: FocusAreaKey, profile: Profile): number {
  let total = 0;
  let given = 0;
  for (const r of RULES[area]) {
    for (const { question, weight } of r.bears) {
      total += weight;
      if (profile.informative(question)) given += weight;
    }
  }
  return total === 0 ? 0 : given / total;
}

export function scoreArea(area: FocusAreaKey, profile: Profile, photo: PhotoFindings | null): AreaScore {
  const factors: RawFactor[] = [{ key: 'baseline', label: 'factor_baseline', effect: BASELINES[area] }];
  for (const rule of RULES[area]) {
    const factor = rule(profile);
    if (factor) factors.push(factor);
  }
  const fromAnswers = factors.reduce((sum, f) => sum + f.effect, 0);
  const answers = answerEvidence(area, profile);
  const photoArea = isPhotoArea(area) ? area : null;
  const measured = photo === null || photoArea === null ? null : photoScore(photo, photoArea);
  if (photo === null || photoArea === null || measured === null) {
    const evidence = round2(answers);
    return {
      score: clampScore(fromAnswers),
      confidence: ANSWERS_CONFIDENCE,
      source: 'answers',
      factors,
      evidence,
      known: evidence >= ENOUGH_EVIDENCE,
    };
  }
  // Weighed by the confidence of the kind of measurement the area rests on (colour, texture); a
  // colour reading fully from the confidence of an unread light up (scoreWeight).
  const confidence = scoreConfidence(photo, photoArea);
  const weight = scoreWeight(photo, photoArea);
  // `+ 0` turns a -0 into 0.
  const effect = Math.round(PHOTO_WEIGHT * weight * (measured - clampScore(fromAnswers))) + 0;
  factors.push({ key: 'photo', label: 'factor_photo', vars: { score: measured }, effect });
  const evidence = round2(answers + confidence);
  return {
    score: clampScore(fromAnswers + effect),
    confidence: round2(ANSWERS_CONFIDENCE + PHOTO_CONFIDENCE_GAIN * confidence),
    source: 'photo_and_answers',
    factors,
    evidence,
    known: evidence >= ENOUGH_EVIDENCE,
  };
}

export function scoreAreas(profile: Profile, photo: PhotoFindings | null): Record<FocusAreaKey, AreaScore> {
  const entries = FOCUS_AREA_KEYS.map((area) => [area, scoreArea(area, profile, photo)] as const);
  return Object.fromEntries(entries) as Record<FocusAreaKey, AreaScore>;
}

/** The overall score needs at least this many areas with enough information. */
export const MIN_KNOWN_AREAS = 4;

/**
 * The overall score: the weighted mean of the areas with enough information, a whole number, or
 * null when fewer than MIN_KNOWN_AREAS have it. With all six known it is exactly the weighted mean
 * of engine 1.2.
 */
export function overallScore(areas: Record<FocusAreaKey, { score: number; known?: boolean }>): number | null {
  const known = FOCUS_AREA_KEYS.filter((area) => areas[area].known !== false);
  if (known.length < MIN_KNOWN_AREAS) return null;
  let total = 0;
  for (const area of known) total += AREA_WEIGHTS[area] * areas[area].score;
  if (known.length === FOCUS_AREA_KEYS.length) return clampScore(total);
  const weights = known.reduce((sum, area) => sum + AREA_WEIGHTS[area], 0);
  return clampScore(total / weights);
}
