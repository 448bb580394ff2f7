import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses input with a shared schema; a failure is a 400 that names each bad field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(
    'validation_failed',
    'Some of the information sent is not valid.',
    result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}

/** The JSON body of a request, parsed with a shared schema; malformed JSON is a 400 too. */
export async function readBody<S extends z.ZodType>(c: { req: { json: () => Promise<unknown> } }, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request', 'The request body must be JSON.');
  }
  return parseWith(schema, body);
}
