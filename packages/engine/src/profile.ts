/**
 * The answers as the engine reads them. Missing, empty or unknown answers count as "no
 * information": they move no score.
 */
import type { Answers } from '@skinsight/shared';

export type Profile = {
  /** Single-choice answers by question id (trimmed), null when missing. */
  value: (questionId: string) => string | null;
  concerns: ReadonlySet<string>;
  /** Whole years, or null when missing or not a number. */
  age: number | null;
  /** 0 rarely .. 3 daily. */
  sunLevel: number;
  /** 0 sunscreen every day .. 3 never. */
  unprotectedLevel: number;
  /**
   * Whether the answer to a question carries information: a known option other than 'not sure'
   * (or 'prefer not to say'), an age that is a whole number, at least one known skin concern.
   */
  informative: (questionId: string) => boolean;
};

/**
 * The survey's options that say something about the skin, per question the scores read
 * (survey-content.json). 'not_sure' (skin type, family history) says nothing; an option missing
 * here, or an unknown value, counts as no answer.
 */
export const INFORMATIVE_ANSWERS: Record<string, readonly string[]> = {
  skinType: ['oily', 'dry', 'combination', 'normal', 'sensitive'],
  sunExposure: ['rarely', 'occasionally', 'regularly', 'daily'],
  sunscreenUse: ['every_day', 'when_sunny', 'rarely', 'never'],
  smoking: ['no', 'occasionally', 'daily'],
  alcoholConsumption: ['never', 'occasionally', 'weekly', 'daily'],
  waterIntake: ['under_1l', '1_2l', '2_3l', 'over_3l'],
  sleep: ['under_5h', '5_6h', '7_8h', 'over_8h'],
  diet: ['balanced', 'average', 'processed', 'plant_based'],
  skincareRoutine: ['morning_and_evening', 'one_of_them', 'none'],
  stressLevel: ['very_high', 'moderate', 'low', 'very_low'],
  familyHistory: ['yes', 'no'],
};

/** The skin concerns of the survey. */
export const CONCERN_KEYS: readonly string[] = [
  'fine_lines',
  'loss_of_firmness',
  'dark_spots',
  'dryness',
  'dullness',
  'enlarged_pores',
  'redness',
  'acne',
];

const SUN_LEVEL: Record<string, number> = { rarely: 0, occasionally: 1, regularly: 2, daily: 3 };
const UNPROTECTED_LEVEL: Record<string, number> = { every_day: 0, when_sunny: 1, rarely: 2, never: 3 };

export function readProfile(answers: Answers): Profile {
  const value = (id: string): string | null => {
    const v = answers[id];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  const rawConcerns = answers.skinConcerns ?? answers.concerns;
  const concerns = new Set(
    Array.isArray(rawConcerns) ? rawConcerns : typeof rawConcerns === 'string' ? [rawConcerns] : [],
  );
  const ageText = value('age');
  const age = ageText !== null && /^\d{1,3}$/.test(ageText) ? Number(ageText) : null;
  const informative = (id: string): boolean => {
    if (id === 'age') return age !== null;
    if (id === 'skinConcerns') return [...concerns].some((c) => CONCERN_KEYS.includes(c));
    const answer = value(id);
    return answer !== null && (INFORMATIVE_ANSWERS[id] ?? []).includes(answer);
  };
  return {
    value,
    concerns,
    age,
    informative,
    sunLevel: SUN_LEVEL[value('sunExposure') ?? ''] ?? 0,
    unprotectedLevel: UNPROTECTED_LEVEL[value('sunscreenUse') ?? ''] ?? 0,
  };
}
