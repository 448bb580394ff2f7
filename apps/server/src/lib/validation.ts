/**
 * The request-parsing boundary: every piece of a request a route uses comes through here, checked
 * first by the shared storable-text rule (packages/shared/src/storable-text.ts) and then by the
 * route's schema. The linter keeps routes from reading the request around it (eslint.config.js).
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { findUnstorableText, textProblem, type TextIssue } from '@skinsight/shared/storable-text';
import { AppError } from './errors.ts';

const invalid = (issues: TextIssue[]) =>
  new AppError('validation_failed', 'Some of the information sent is not valid.', issues);

/** Parses input with a shared schema; a failure is a 400 that names each bad field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unstorable = findUnstorableText(input);
  if (unstorable.length > 0) throw invalid(unstorable);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalid(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
}

/** The JSON body of a request, parsed with a shared schema; malformed JSON is a 400 too. */
export async function readBody<S extends z.ZodType>(
  c: { req: { json: () => Promise<unknown> } },
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request', 'The request body must be JSON.');
  }
  return parseWith(schema, body);
}

/** The query string, parsed with a shared schema (a parameter given twice counts once). */
export function readQuery<S extends z.ZodType>(
  c: { req: { query: () => Record<string, string> } },
  schema: S,
): z.output<S> {
  return parseWith(schema, c.req.query());
}

/**
 * A path parameter, parsed with its schema. A path names a resource, and a value that is not in
 * the form of its ids names none: `notFound` is thrown (a 404), and the value never reaches the
 * database (where, say, a malformed uuid is an error, not a missing row).
 */
export function readParam<S extends z.ZodType<unknown, string>>(
  c: { req: { param: (name: string) => string | undefined } },
  name: string,
  schema: S,
  notFound: () => AppError,
): z.output<S> {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) throw notFound();
  return result.data;
}

/**
 * Headers whose values the app stores or uses as database keys, with the longest value accepted.
 * Values that arrive over HTTP cannot hold NUL or surrogates (Node refuses them, and header values
 * are Latin-1), so their length is what can break: X-Forwarded-For (behind a trusted proxy) is
 * part of the rate limits' keys, whose unique index takes at most 2,704 bytes per entry.
 */
const STORED_HEADERS: Record<string, number> = {
  'x-forwarded-for': 1024,
  'user-agent': 1024,
  // Browsers send at most 4,096 bytes of referrer (longer ones are cut to the origin).
  referer: 4096,
};

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The storable-text rule for what an API request carries besides its body: each segment of the
 * path (and so every path parameter of every route), each query parameter, and the headers above.
 * Runs before routing, so no route has to ask for it; a failure is the same 400 as a bad body.
 * (The web app's pages read nothing of the request but the path, and a link with an old Latin-1
 * query, `?q=M%FCnchen`, still opens them.)
 * Percent-encoding that does not decode to UTF-8 (`%ED%A0%80`, a lone surrogate's bytes) is
 * refused too: the router would pass it on undecoded.
 */
export function refuseUnstorableRequestText(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const issues: TextIssue[] = [];
    const check = (where: string, raw: string, maxLength?: number) => {
      const text = decodeComponent(raw);
      const problem = text === null ? 'must be percent-encoded UTF-8' : textProblem(text, maxLength);
      if (problem) issues.push({ path: where, message: problem });
    };
    url.pathname.split('/').forEach((segment, i) => check(`path.${i}`, segment));
    for (const pair of url.search.slice(1).split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      const [name, value] = (eq === -1 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)]).map((part) =>
        part.replaceAll('+', ' '),
      );
      // Named as sent (percent-encoded, so plain ASCII), never echoing what was refused.
      check(`query.${name!.slice(0, 64)}`, name!);
      check(`query.${name!.slice(0, 64)}`, value!);
    }
    for (const [name, maxLength] of Object.entries(STORED_HEADERS)) {
      const value = c.req.header(name);
      const problem = value === undefined ? null : textProblem(value, maxLength);
      if (problem) issues.push({ path: `headers.${name}`, message: problem });
    }
    if (issues.length > 0) throw invalid(issues.slice(0, 20));
    await next();
  };
}
