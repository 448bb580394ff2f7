/**
 * better-auth, configured for this product: e-mail and password, our Drizzle schema (uuid ids),
 * argon2id, signed HttpOnly cookies, sessions that refresh while in use, mail in the person's
 * language. Our own routes (auth-routes.ts) own the HTTP contract and call `auth.api`; the
 * better-auth handler itself only serves the links in e-mails (GET under /api/auth/core).
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema.ts';
import type { MailService } from '../mail/mail-service.ts';
import { mailTemplate } from '../mail/mail-templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { PASSWORD_MIN_LENGTH } from '@skinsight/shared/api';

export const AUTH_BASE_PATH = '/api/auth/core';
export const COOKIE_PREFIX = 'skinsight';
const DAY = 60 * 60 * 24;

export function createAuth(options: { config: Config; db: Db; mail: MailService; secret: string }) {
  const { config, db, mail } = options;
  /** An e-mail with a link, in the person's language. */
  const sendTemplate = async (
    user: { id: string; email: string; name: string; locale?: unknown; firstName?: unknown },
    kind: 'resetPassword' | 'verifyEmail',
    url: string,
  ) => {
    const locale = typeof user.locale === 'string' ? user.locale : 'en';
    const template = mailTemplate(locale, kind);
    const name = typeof user.firstName === 'string' ? user.firstName : user.name;
    await mail.send({
      to: user.email,
      subject: template.subject,
      text: template.text(url, name),
      locale,
      userId: user.id,
    });
  };
  return betterAuth({
    appName: 'Skinsight',
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    trustedOrigins: [config.baseUrl, ...config.auth.trustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    // Our routes apply their own limits in the database (lib/rate-limit.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its warnings (a wrong password, say) are expected events, not news; silent when we are.
    logger: { disabled: config.logLevel === 'silent' },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: 'uuid' },
    },
    session: {
      expiresIn: 7 * DAY,
      // A session used after a day is extended by another week: active people stay signed in.
      updateAge: DAY,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        marketingConsent: { type: 'boolean', required: false, defaultValue: false },
        locale: { type: 'string', required: false, defaultValue: 'en' },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: config.auth.emailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user, url }) => sendTemplate(user, 'resetPassword', url),
    },
    emailVerification: {
      sendOnSignUp: config.auth.emailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => sendTemplate(user, 'verifyEmail', url),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
