/**
 * The links in our e-mails (confirm the address, reset the password), served by better-auth's own
 * handler. Only these two paths are passed on, and only with a valid query: better-auth builds its
 * redirect from `callbackURL` without checking that it is an address at all (`?callbackURL=東京`
 * was a 500). An error it answers is turned into ours.
 */
import { Hono, type Context } from 'hono';
import { emailLinkQuerySchema, emailLinkTokenSchema } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { readParam, readQuery } from '../../lib/validation.ts';
import { toAppError } from './auth-errors.ts';

/** Whether a callback is a path on this site or an address on one of our own origins. */
function isOwnAddress(callback: string, origins: string[]): boolean {
  if (callback.startsWith('/')) return !callback.startsWith('//') && !callback.includes('\\');
  try {
    return origins.includes(new URL(callback).origin);
  } catch {
    return false;
  }
}

const noSuchLink = () => new AppError('not_found', 'This link is not valid. Please ask for a new one.');

async function passOn(c: Context<AppEnv>) {
  const { auth, config } = c.var.deps;
  const { callbackURL } = readQuery(c, emailLinkQuerySchema);
  const origins = [config.baseUrl, ...config.auth.trustedOrigins].map((o) => new URL(o).origin);
  if (callbackURL !== undefined && !isOwnAddress(callbackURL, origins)) {
    throw new AppError('validation_failed', 'Some of the information sent is not valid.', [
      { path: 'callbackURL', message: 'must be an address of this site' },
    ]);
  }
  const res = await auth.handler(c.req.raw);
  if (res.status < 400) return res;
  const body: unknown = await res.json().catch(() => ({}));
  throw toAppError({ statusCode: res.status, body });
}

export const emailLinkRoutes = new Hono<AppEnv>().get('/verify-email', passOn).get('/reset-password/:token', (c) => {
  readParam(c, 'token', emailLinkTokenSchema, noSuchLink);
  return passOn(c);
});
