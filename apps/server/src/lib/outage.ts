/**
 * Tells an outage of something we depend on (the database, the file store) from a defect, so that
 * the caller hears "unavailable, try again shortly" (503 with Retry-After) and monitoring can tell
 * the two apart. Errors arrive wrapped (Drizzle's query error, better-auth's, our own AppError), so
 * the whole `cause` chain is read.
 */

/** What an outage answer asks callers to wait: long enough for a database restart or fail-over. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;

/** Socket-level failures: the peer is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** File-system failures of the store itself, not of one request's file. */
const STORAGE_CODES = new Set(['ENOSPC', 'EROFS', 'EIO', 'EDQUOT', 'EMFILE', 'ENFILE']);

/**
 * PostgreSQL SQLSTATEs that mean "the server cannot serve now": class 08 (connection exception),
 * 53 (insufficient resources: disk full, too many connections), 57P01-57P03 (shutting down,
 * crashed, starting up). https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const isUnavailableSqlState = (code: string) => /^(08...|53...|57P0[123])$/.test(code);

/** node-postgres and PGlite say these in words, without a code. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (is )?(closed|not open)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** S3-compatible stores: throttling and server-side trouble are temporary. */
const S3_UNAVAILABLE = new Set(['SlowDown', 'ServiceUnavailable', 'InternalError', 'RequestTimeout', 'TimeoutError']);

export function isOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (isOutageItself(current as Record<string, unknown>)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isOutage(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isOutageItself(e: Record<string, unknown>): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || STORAGE_CODES.has(code) || isUnavailableSqlState(code)) return true;
  const name = typeof e.name === 'string' ? e.name : '';
  if (S3_UNAVAILABLE.has(name)) return true;
  const status = (e.$metadata as { httpStatusCode?: number } | undefined)?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** The innermost error's code and message, for one log line without a stack. */
export function outageSummary(error: unknown): string {
  let current: unknown = error;
  let summary = '';
  const seen = new Set<unknown>();
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown };
    summary = [typeof e.code === 'string' ? e.code : '', typeof e.message === 'string' ? e.message : '']
      .filter(Boolean)
      .join(' ');
    current = (current as { cause?: unknown }).cause;
  }
  return summary.slice(0, 200);
}
