import { AppError } from '../../lib/errors.ts';

type AuthApiError = { statusCode?: number; body?: { code?: string; message?: string } };

const isAuthApiError = (error: unknown): error is AuthApiError =>
  typeof error === 'object' && error !== null && 'statusCode' in error && 'body' in error;

/**
 * better-auth's errors in our error format. The messages are the spec's; the web app shows
 * its translation chosen by the code.
 */
export function toAppError(error: unknown): unknown {
  if (!isAuthApiError(error)) return error;
  const code = error.body?.code ?? '';
  if (code.startsWith('USER_ALREADY_EXISTS')) {
    return new AppError('email_taken', 'This email may already be in use or is invalid.', [
      { path: 'email', message: 'already in use' },
    ]);
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return new AppError('invalid_credentials', 'Invalid email or password. Please try again.');
  }
  if (code === 'EMAIL_NOT_VERIFIED') {
    return new AppError('email_not_verified', 'Please confirm your e-mail address first: we sent you a link.');
  }
  if (code === 'INVALID_TOKEN') {
    return new AppError('bad_request', 'This link has expired or was already used. Please ask for a new one.');
  }
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
    return new AppError('validation_failed', 'Please use a stronger password (at least 8 characters).', [
      { path: 'password', message: code.toLowerCase() },
    ]);
  }
  if (code === 'INVALID_EMAIL') {
    return new AppError('validation_failed', 'This email may already be in use or is invalid.', [
      { path: 'email', message: 'not a valid e-mail address' },
    ]);
  }
  const status = error.statusCode ?? 500;
  if (status === 401) return new AppError('unauthorized', 'Please sign in to continue.');
  if (status === 403) return new AppError('forbidden', 'You are not allowed to do this.');
  if (status === 429) return new AppError('rate_limited', 'Too many attempts. Please wait a moment and try again.');
  if (status < 500) return new AppError('bad_request', 'The request could not be processed.');
  return new AppError('internal', 'Something went wrong. Please try again.', undefined, { cause: error });
}
