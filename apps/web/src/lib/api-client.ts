/**
 * The one HTTP client of the web app. Responses are parsed with the shared schemas; failures
 * become an ApiError whose `code` picks the translated message (errors.<code>).
 */
import type { z } from 'zod';
import type { ErrorCode } from '@skinsight/shared/api';

/**
 * A response schema that is loaded when first needed. Modules of the first page load (the
 * session, the waitlist form) use it, so zod and the schemas stay out of that page's JavaScript.
 * `knownGood` may recognise a trivial answer (a signed-out session) without loading anything.
 */
export class LazySchema<S extends z.ZodType> {
  readonly knownGood: ((body: unknown) => body is z.output<S>) | undefined;
  readonly #loader: () => Promise<S>;
  #loaded: Promise<S> | null = null;
  constructor(loader: () => Promise<S>, knownGood?: (body: unknown) => body is z.output<S>) {
    this.#loader = loader;
    this.knownGood = knownGood;
  }
  load(): Promise<S> {
    this.#loaded ??= this.#loader();
    return this.#loaded;
  }
}

const sharedApi = () => import('@skinsight/shared/api');
export const okResponse = new LazySchema(() => sharedApi().then((m) => m.okResponseSchema));

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  /** The fields the server refused, when it names them. */
  readonly fields: string[];
  /** What the server said of each field (a reason code such as 'too_common'). */
  readonly issues: { path: string; message: string }[];
  constructor(
    status: number,
    code: ErrorCode | 'network',
    message: string,
    issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.fields = issues.map((i) => i.path);
  }
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S | LazySchema<S>,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.output<S>> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  } catch {
    throw new ApiError(0, 'network', 'The service cannot be reached.');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const { errorResponseSchema } = await sharedApi();
    const parsed = errorResponseSchema.safeParse(body);
    throw parsed.success
      ? new ApiError(res.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.issues ?? [])
      : new ApiError(res.status, res.status >= 500 ? 'internal' : 'bad_request', `HTTP ${res.status}`);
  }
  if (!(schema instanceof LazySchema)) return schema.parse(body);
  if (schema.knownGood?.(body)) return body;
  return (await schema.load()).parse(body);
}
