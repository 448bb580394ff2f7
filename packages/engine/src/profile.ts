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
};

const SUN_LEVEL: Record<string, number> = { rarely: 0, occasionally: 1, regularly: 2, daily: 3 };
const UNPROTECTED_LEVEL: Record<string, number> = { every_day: 0, when_sunny: 1, rarely: 2, never: 3 };

export function readProfile(answers: Answers): Profile {
  const value = (id: string): string | null => {
    const v = answers[id];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  const rawConcerns = answers.skinConcerns ?? answers.concerns;
  const concerns = new Set(Array.isArray(rawConcerns) ? rawConcerns : typeof rawConcerns === 'string' ? [rawConcerns] : []);
  const ageText = value('age');
  const age = ageText !== null && /^\d{1,3}$/.test(ageText) ? Number(ageText) : null;
  return {
    value,
    concerns,
    age,
    sunLevel: SUN_LEVEL[value('sunExposure') ?? ''] ?? 0,
    unprotectedLevel: UNPROTECTED_LEVEL[value('sunscreenUse') ?? ''] ?? 0,
  };
}
