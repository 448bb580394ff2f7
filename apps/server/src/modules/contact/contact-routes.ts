/** The waitlist and the contact form: rate limits here, the rules in contact-service.ts. */
import { Hono, type Context } from 'hono';
import { contactRequestSchema, waitlistRequestSchema } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { readBody } from '../../lib/validation.ts';
import { currentUser } from '../auth/session.ts';
import { joinWaitlist, sendContactMessage } from './contact-service.ts';

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
  await joinWaitlist(database.db, body, config.auth.policyVersion);
  return c.json({ ok: true as const });
});

export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const body = await readBody(c, contactRequestSchema);
  await limit(c, 'contact');
  const { database, mail, config } = c.var.deps;
  const user = await currentUser(c);
  await sendContactMessage({ db: database.db, mail, teamEmail: config.teamEmail }, user?.user.id ?? null, body);
  return c.json({ ok: true as const }, 201);
});
