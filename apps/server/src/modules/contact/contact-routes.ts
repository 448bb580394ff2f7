/**
 * The waitlist (stored with its consents, one entry per address) and the contact form (stored,
 * and sent to the team through the mail service).
 */
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { contactRequestSchema, waitlistRequestSchema } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { consents, contactMessages, waitlistEntries } from '../../db/schema.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { readBody } from '../../lib/validation.ts';
import { currentUser } from '../auth/session.ts';

const HOUR = 60 * 60_000;
const LIMITS = {
  waitlist: { limit: 10, windowMs: HOUR },
  contact: { limit: 5, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

async function limit(c: Context<AppEnv>, name: keyof typeof LIMITS) {
  const { rateLimiter, config } = c.var.deps;
  if ((await rateLimiter.hit(`${name}:ip:${clientIp(c, config.trustProxy)}`, LIMITS[name])) > LIMITS[name].limit) {
    throw new AppError('rate_limited', 'Too many attempts. Please wait a moment and try again.');
  }
}

export const waitlistRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const body = await readBody(c, waitlistRequestSchema);
  await limit(c, 'waitlist');
  const { database, config } = c.var.deps;
  await database.db.transaction(async (tx) => {
    // Joining twice is not an error: the entry stays one, with the newest consent.
    await tx
      .insert(waitlistEntries)
      .values({ email: body.email, privacyConsent: true, marketingConsent: body.marketingConsent, locale: body.locale })
      .onConflictDoUpdate({
        target: waitlistEntries.email,
        set: { marketingConsent: body.marketingConsent, privacyConsent: true, locale: body.locale, updatedAt: sql`now()` },
      });
    await tx.insert(consents).values([
      { email: body.email, kind: 'privacy', granted: true, policyVersion: config.auth.policyVersion, source: 'waitlist' },
      { email: body.email, kind: 'marketing', granted: body.marketingConsent, policyVersion: config.auth.policyVersion, source: 'waitlist' },
    ]);
  });
  return c.json({ ok: true as const });
});

export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const body = await readBody(c, contactRequestSchema);
  await limit(c, 'contact');
  const { database, mail, config } = c.var.deps;
  const user = await currentUser(c);
  await database.db.insert(contactMessages).values({
    userId: user?.user.id ?? null,
    name: body.name,
    email: body.email,
    subject: body.subject,
    message: body.message,
    locale: body.locale,
  });
  await mail.send({
    to: config.teamEmail,
    subject: `[Contact] ${body.subject}`,
    text: `From: ${body.name} <${body.email}>\nLanguage: ${body.locale}\n\n${body.message}`,
    locale: 'en',
  });
  return c.json({ ok: true as const }, 201);
});
