/**
 * Sign-up, sign-in, sign-out, the session, and password reset: our HTTP contract (shared
 * schemas, our error format, database-held rate limits) around better-auth's server API.
 */
import { Hono, type Context } from 'hono';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  localizedPath,
  resetPasswordRequestSchema,
  signinRequestSchema,
  signupRequestSchema,
  type SessionResponse,
  type SignupResponse,
} from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { readBody } from '../../lib/validation.ts';
import { toAppError } from './auth-errors.ts';
import { completeSignup, tellOwnerAccountExists, userById } from './auth-service.ts';
import { hashPassword } from './passwords.ts';
import { judgePassword } from '@skinsight/shared/password-strength';
import { LIMITS, SIGNIN_SLOWDOWN_MS, signinFailureAtAddressKey, signinFailureKey } from './rate-limits.ts';
import { currentUser, requireUser, toAccount } from './session.ts';

const tooMany = () => new AppError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.');

async function limitAddress(c: Context<AppEnv>, name: string, rule: RateLimitRule) {
  const { rateLimiter, config } = c.var.deps;
  if ((await rateLimiter.hit(`${name}:ip:${clientIp(c, config.trustProxy)}`, rule)) > rule.limit) throw tooMany();
}

function forwardCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}

async function call<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw toAppError(error);
  }
}

/** A new password that is common or easily guessed is a 400 naming why (NIST SP 800-63B; decision 025). */
async function requireStrongPassword(password: string, field: string, personal: string[]) {
  const verdict = await judgePassword(password, personal);
  if (!verdict.ok) {
    throw new AppError('validation_failed', 'Please use a stronger password (at least 8 characters).', [
      { path: field, message: verdict.reason },
    ]);
  }
}

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const body = await readBody(c, signupRequestSchema);
    await limitAddress(c, 'signup', LIMITS.signupPerAddress);
    await requireStrongPassword(body.password, 'password', [body.email, body.firstName, body.lastName]);
    const { auth, database, config } = c.var.deps;
    let created;
    try {
      created = await auth.api.signUpEmail({
        body: {
          name: `${body.firstName} ${body.lastName}`,
          email: body.email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          marketingConsent: body.marketingConsent,
          locale: body.locale,
          callbackURL: localizedPath(body.locale, '/results'),
        },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
    } catch (error) {
      const appError = toAppError(error);
      if (!(appError instanceof AppError) || appError.code !== 'email_taken') throw appError;
      // The same answer as for a new address, in about the same time (a new account's password is
      // hashed): nothing to learn about who has an account. The owner hears of it by e-mail.
      await Promise.all([
        hashPassword(body.password),
        tellOwnerAccountExists({ db: database.db, mail: c.var.deps.mail, baseUrl: config.baseUrl }, body.email),
      ]);
      return c.json({ user: null, signedIn: false } satisfies SignupResponse, 201);
    }
    const { headers, response } = created;
    const user = await completeSignup(database.db, response.user.id, {
      marketingConsent: body.marketingConsent,
      policyVersion: config.auth.policyVersion,
    });
    if (!user) {
      // With e-mail verification on, a taken address gets the same answer as a new one.
      return c.json({ user: null, signedIn: false } satisfies SignupResponse, 201);
    }
    forwardCookies(c, headers);
    // Without a session (e-mail verification on) the answer is the one an existing address gets.
    const signedIn = Boolean(response.token);
    return c.json({ user: signedIn ? toAccount(user) : null, signedIn } satisfies SignupResponse, 201);
  })
  .post('/signin', async (c) => {
    const body = await readBody(c, signinRequestSchema);
    await limitAddress(c, 'signin', LIMITS.signinPerAddress);
    const { auth, rateLimiter, config } = c.var.deps;
    const accountKey = signinFailureKey(body.email);
    const pairKey = signinFailureAtAddressKey(body.email, clientIp(c, config.trustProxy));
    // Paused only for this account from this address: the owner elsewhere is not locked out.
    if (
      (await rateLimiter.count(pairKey, LIMITS.signinFailuresPerAccountAndAddress)) >=
      LIMITS.signinFailuresPerAccountAndAddress.limit
    ) {
      throw tooMany();
    }
    // Guessed at from many addresses: every attempt waits, which slows guessing and locks no one out.
    if (
      (await rateLimiter.count(accountKey, LIMITS.signinFailuresPerAccount)) >= LIMITS.signinFailuresPerAccount.limit
    ) {
      await new Promise((resolve) => setTimeout(resolve, SIGNIN_SLOWDOWN_MS));
    }
    let result;
    try {
      result = await auth.api.signInEmail({
        body: { email: body.email, password: body.password, rememberMe: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
    } catch (error) {
      const appError = toAppError(error);
      if (appError instanceof AppError && appError.code === 'invalid_credentials') {
        await rateLimiter.hit(pairKey, LIMITS.signinFailuresPerAccountAndAddress);
        await rateLimiter.hit(accountKey, LIMITS.signinFailuresPerAccount);
      }
      throw appError;
    }
    await rateLimiter.reset(pairKey);
    forwardCookies(c, result.headers);
    const user = await userById(c.var.deps.database.db, result.response.user.id);
    if (!user) throw new AppError('internal', 'Something went wrong. Please try again.');
    return c.json({ user: toAccount(user), expiresAt: null } satisfies SessionResponse);
  })
  .post('/signout', async (c) => {
    const { auth } = c.var.deps;
    try {
      const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      forwardCookies(c, headers);
    } catch {
      // Signing out without a session is already done.
    }
    return c.json({ ok: true as const });
  })
  .get('/session', async (c) => {
    c.header('Cache-Control', 'no-store');
    const current = await currentUser(c);
    return c.json({
      user: current ? toAccount(current.user) : null,
      expiresAt: current ? current.expiresAt.toISOString() : null,
    } satisfies SessionResponse);
  })
  .post('/forgot-password', async (c) => {
    const body = await readBody(c, forgotPasswordRequestSchema);
    await limitAddress(c, 'reset', LIMITS.resetPerAddress);
    const { auth, config } = c.var.deps;
    // The same answer whether or not the address has an account: nothing to learn by asking.
    await call(
      auth.api.requestPasswordReset({
        body: { email: body.email, redirectTo: `${config.baseUrl}${localizedPath(body.locale, '/reset-password')}` },
        headers: c.req.raw.headers,
      }),
    );
    return c.json({ ok: true as const });
  })
  .post('/reset-password', async (c) => {
    const body = await readBody(c, resetPasswordRequestSchema);
    await limitAddress(c, 'reset', LIMITS.resetPerAddress);
    await requireStrongPassword(body.newPassword, 'newPassword', []);
    await call(c.var.deps.auth.api.resetPassword({ body: { token: body.token, newPassword: body.newPassword } }));
    return c.json({ ok: true as const });
  })
  .post('/change-password', async (c) => {
    const user = await requireUser(c);
    const body = await readBody(c, changePasswordRequestSchema);
    await requireStrongPassword(body.newPassword, 'newPassword', [user.email, user.firstName, user.lastName]);
    const { headers } = await call(
      c.var.deps.auth.api.changePassword({
        body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      }),
    );
    forwardCookies(c, headers);
    return c.json({ ok: true as const });
  });
