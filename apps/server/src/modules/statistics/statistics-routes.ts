import { Hono } from 'hono';
import { EVENT_DATA_MAX_BYTES, trackEventRequestSchema, type StatisticsResponse } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { readBody } from '../../lib/validation.ts';
import { currentUser, requireAdmin } from '../auth/session.ts';
import { eventStatistics, recordEvent } from './statistics-service.ts';

/** Floods are refused: generous for people (a click or two a minute), tight for scripts. */
export const EVENT_LIMITS = {
  perSession: { limit: 60, windowMs: 60_000 },
  perAddress: { limit: 600, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;
const WINDOW = EVENT_LIMITS.perSession;

const tooMany = () => new AppError('rate_limited', 'Too many events. Please slow down.');

/**
 * POST /api/events: one tracked event. Sent with navigator.sendBeacon (a text/plain JSON body,
 * no custom headers) or fetch keepalive; the user id comes from the session cookie, never the body.
 */
export const eventRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { database, rateLimiter, config } = c.var.deps;
  const event = await readBody(c, trackEventRequestSchema);
  if (event.eventData && new TextEncoder().encode(JSON.stringify(event.eventData)).length > EVENT_DATA_MAX_BYTES) {
    throw new AppError('payload_too_large', `Event data may be at most ${EVENT_DATA_MAX_BYTES} bytes.`);
  }
  // Both flood limits in one statement (they share the window): per address and per session.
  const [byAddress = 0, bySession = 0] = await rateLimiter.hitMany(
    [`events:ip:${clientIp(c, config.trustProxy)}`, `events:session:${event.sessionId}`],
    WINDOW,
  );
  if (byAddress > EVENT_LIMITS.perAddress.limit || bySession > EVENT_LIMITS.perSession.limit) throw tooMany();
  const user = c.req.header('cookie') ? await currentUser(c) : null;
  await recordEvent(database.db, {
    userId: user?.user.id ?? null,
    sessionId: event.sessionId,
    eventType: event.eventType,
    eventData: event.eventData ?? null,
    pageUrl: event.pageUrl ?? c.req.header('referer')?.slice(0, 2048) ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
  });
  return c.body(null, 204);
});

/** GET /api/statistics: the click statistics, for admins only. */
export const statisticsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  await requireAdmin(c);
  const { database, config } = c.var.deps;
  c.header('Cache-Control', 'no-store');
  return c.json((await eventStatistics(database.db, config.timeZone)) satisfies StatisticsResponse);
});
