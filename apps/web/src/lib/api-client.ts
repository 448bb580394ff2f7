/**
 * The one HTTP client of the web app. Responses are parsed with the shared schemas; failures
 * become an ApiError whose `code` picks the translated message (errors.<code>).
 */
import type { z } from 'zod';
import { errorResponseSchema, type ErrorCode } from '@skinsight/shared/api';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  /** The fields the server refused, when it names them. */
  readonly fields: string[];
  constructor(status: number, code: ErrorCode | 'network', message: string, fields: string[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.output<S>> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: { Accept: 'application/json', ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  } catch {
    throw new ApiError(0, 'network', 'The service cannot be reached.');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = errorResponseSchema.safeParse(body);
    throw parsed.success
      ? new ApiError(
          res.status,
          parsed.data.error.code,
          parsed.data.error.message,
          parsed.data.error.issues?.map((i) => i.path) ?? [],
        )
      : new ApiError(res.status, res.status >= 500 ? 'internal' : 'bad_request', `HTTP ${res.status}`);
  }
  return schema.parse(body);
}
