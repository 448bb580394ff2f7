/**
 * The one rule for text a request may carry: text the database can store and compare. The server
 * applies it to every request at its parsing boundary (apps/server/src/lib/validation.ts), before
 * any schema, so no schema or route has to remember it (decision 016).
 *
 * - U+0000: PostgreSQL's `text` cannot hold it (error 22021) and `jsonb` refuses the escape
 *   `\u0000` (22P05); both surfaced as 500s.
 * - A lone UTF-16 surrogate (half of an emoji, or JSON's `"\ud800"`): UTF-8 cannot encode it;
 *   `jsonb` refuses it (22P02) and a `text` column silently stores U+FFFD instead.
 * - Over-long text: no field of ours is longer than a few thousand characters (the contact
 *   message: 5,000); each schema has its own, tighter maximum.
 * - Values nested deeper than any request of ours: a walk over them (ours, JSON.stringify's,
 *   PostgreSQL's jsonb parser with its stack limit) must not be what fails.
 * - `__proto__` as a key: names no field of ours, and copying it sets an object's prototype.
 */

/** The longest string accepted anywhere in a request. */
export const TEXT_MAX_LENGTH = 10_000;
/** The deepest nesting of arrays and objects accepted in a request body. */
export const NESTING_MAX_DEPTH = 32;

export type TextIssue = { path: string; message: string };

// Without the `u` flag a regular expression sees UTF-16 code units, which is what a lone
// surrogate is: a high one not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const REFUSED_CHARACTERS = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

/** Why a string cannot be stored, or null when it can. */
export function textProblem(text: string, maxLength = TEXT_MAX_LENGTH): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain an unpaired UTF-16 surrogate';
  if (text.length > maxLength) return `must be at most ${maxLength} characters`;
  return null;
}

/**
 * Every string (values and keys) in a parsed request that cannot be stored, with its path
 * (`items.0.name`). Iterative, so that a hostile nesting depth cannot exhaust the stack; at most
 * `limit` issues are collected.
 */
export function findUnstorableText(value: unknown, limit = 20): TextIssue[] {
  const issues: TextIssue[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0 && issues.length < limit) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) issues.push({ path: printablePath(path), message: problem });
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= NESTING_MAX_DEPTH) {
      issues.push({
        path: printablePath(path),
        message: `must not be nested more than ${NESTING_MAX_DEPTH} levels deep`,
      });
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      const keyProblem = key === '__proto__' ? 'must not be __proto__' : textProblem(key);
      if (keyProblem) {
        issues.push({ path: printablePath([...path, key]), message: `name ${keyProblem}` });
        continue;
      }
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return issues;
}

/** A path as an error may echo it: each name bounded, the refused characters replaced. */
function printablePath(path: string[]): string {
  return path.map((key) => key.slice(0, 64).replace(REFUSED_CHARACTERS, '\uFFFD')).join('.');
}
