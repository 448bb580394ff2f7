/**
 * Password strength after NIST SP 800-63B: no composition rules, but at least
 * PASSWORD_MIN_LENGTH characters and never a common or easily guessed password. The estimate is
 * zxcvbn-ts with its list of common passwords, names and words, loaded on first use (about 1 MB:
 * the browser fetches it only on the pages with a new-password field; decision 025).
 */
import { PASSWORD_MIN_LENGTH } from './api.ts';

/** Why a new password is refused, or how strong an accepted one is (for the hint under the field). */
export type PasswordVerdict =
  { ok: false; reason: 'too_short' | 'too_common' | 'too_guessable' } | { ok: true; strength: 'fair' | 'strong' };

/** Fewer guesses than this (zxcvbn score 0-1: under a million) and a password is refused. */
const MIN_SCORE = 2;

type Checker = (
  password: string,
  userInputs: string[],
) => { score: number; sequence: { pattern: string; dictionaryName?: string; token: string }[] };
let checker: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password, userInputs) => zxcvbn.check(password, userInputs) as ReturnType<Checker>;
  });
  return checker;
}

/**
 * The verdict on a new password; `personal` are the person's own words (name, e-mail), which make
 * a password easy to guess for anyone who knows them.
 */
export async function judgePassword(password: string, personal: readonly string[] = []): Promise<PasswordVerdict> {
  if ([...password].length < PASSWORD_MIN_LENGTH) return { ok: false, reason: 'too_short' };
  const check = await loadChecker();
  // zxcvbn's work grows with length; beyond 64 characters a password is long enough anyway.
  const result = check(
    password.slice(0, 64),
    personal.filter(Boolean).map((word) => word.toLowerCase()),
  );
  const whole = result.sequence.length === 1 ? result.sequence[0] : undefined;
  if (whole?.pattern === 'dictionary' && whole.dictionaryName?.startsWith('passwords'))
    return { ok: false, reason: 'too_common' };
  if (result.score < MIN_SCORE) return { ok: false, reason: 'too_guessable' };
  return { ok: true, strength: result.score >= 4 ? 'strong' : 'fair' };
}
