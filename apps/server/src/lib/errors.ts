import type { ErrorCode } from '@skinsight/shared';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  email_taken: 409,
  invalid_credentials: 401,
  email_not_verified: 403,
  card_declined: 402,
  card_invalid: 400,
  pro_required: 403,
  payment_unavailable: 503,
  internal: 500,
  unavailable: 503,
};

/**
 * The one error type of the server. `message` is safe to show a user (in English; the web app
 * shows its own translation chosen by `code`). 5xx messages never leave the server.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: { path: string; message: string }[] | undefined;
  constructor(
    code: ErrorCode,
    message: string,
    issues?: { path: string; message: string }[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
    this.status = STATUS[code];
  }
}
