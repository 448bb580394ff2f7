import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  EVENT_DATA_MAX_BYTES,
  formatConversionRate,
  statisticsResponseSchema,
  type EventType,
} from '@skinsight/shared';
import { userEvents } from '../../db/schema.ts';
import { setRole } from '../account/roles.ts';
import { createTestApp, readError, TEST_BASE_URL, TestClient, type TestContext } from '../../testing/index.ts';
import { EVENT_LIMITS } from './statistics-routes.ts';
import { eventStatistics, rebuildEventRollup, compactEventBuckets } from './statistics-service.ts';

const track = (client: TestClient, eventType: string, sessionId: string, eventData?: unknown) =>
  client.request('/api/events', {
    json: { eventType, sessionId, pageUrl: `${TEST_BASE_URL}/cart`, ...(eventData ? { eventData } : {}) },
  });

describe('the statistics figures', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    const at = (type: EventType, sessionId: string, iso: string) =>
      t.database.db.insert(userEvents).values({ eventType: type, sessionId, createdAt: new Date(iso) });
    // "Now" is Wednesday 2026-11-18 10:00 in Vienna (09:00 UTC); the week began Monday 2026-11-16.
    await at('purchase_products_click', 'session-a', '2026-11-18T08:30:00Z'); // today 09:30
    await at('purchase_products_click', 'session-a', '2026-11-17T23:30:00Z'); // today 00:30 in Vienna, yesterday in UTC
    await at('purchase_products_click', 'session-b', '2026-11-17T22:30:00Z'); // Tuesday 23:30
    await at('purchase_products_click', 'session-c', '2026-11-15T23:15:00Z'); // Monday 00:15 in Vienna, Sunday in UTC
    await at('purchase_products_click', 'session-d', '2026-11-15T22:45:00Z'); // Sunday 23:45: last week
    await at('purchase_products_click', 'session-b', '2026-10-01T12:00:00Z'); // before the chart's 30 days
    await at('proceed_to_checkout_click', 'session-a', '2026-11-18T08:40:00Z');
    await at('proceed_to_checkout_click', 'session-b', '2026-11-10T12:00:00Z');
    await at('cart_view', 'session-e', '2026-11-18T08:00:00Z'); // tracked, not on the page
  });
  afterAll(() => t.close());

  const now = new Date('2026-11-18T09:00:00Z');

  it('counts total, today, this week (from Monday, in Vienna) and unique sessions', async () => {
    const stats = await eventStatistics(t.database.db, 'Europe/Vienna', now);
    expect(stats.rows).toEqual([
      { event_type: 'purchase_products_click', total_count: 6, unique_sessions: 4, today_count: 2, this_week_count: 4 },
      {
        event_type: 'proceed_to_checkout_click',
        total_count: 2,
        unique_sessions: 2,
        today_count: 1,
        this_week_count: 1,
      },
    ]);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily[0]!.day).toBe('2026-10-20');
    expect(stats.daily.at(-1)).toEqual({ day: '2026-11-18', purchase_products_click: 2, proceed_to_checkout_click: 1 });
    expect(stats.daily.find((d) => d.day === '2026-11-17')).toMatchObject({ purchase_products_click: 1 });
    expect(stats.daily.find((d) => d.day === '2026-11-16')).toMatchObject({ purchase_products_click: 1 });
    expect(stats.daily.find((d) => d.day === '2026-11-15')).toMatchObject({ purchase_products_click: 1 });
    expect(stats.daily.find((d) => d.day === '2026-11-10')).toMatchObject({ proceed_to_checkout_click: 1 });
    expect(stats.daily.reduce((n, d) => n + d.purchase_products_click, 0)).toBe(5);
  });

  it('counts days and weeks in the configured time zone', async () => {
    const stats = await eventStatistics(t.database.db, 'UTC', now);
    expect(stats.rows[0]).toEqual({
      event_type: 'purchase_products_click',
      total_count: 6,
      unique_sessions: 4,
      today_count: 1,
      this_week_count: 3,
    });
    // A week later in Vienna: nothing today or this week, the totals unchanged.
    const later = await eventStatistics(t.database.db, 'Europe/Vienna', new Date('2026-11-25T09:00:00Z'));
    expect(later.rows[0]).toMatchObject({ total_count: 6, today_count: 0, this_week_count: 0 });
  });

  it('keeps the same figures when past buckets are compacted into one row each', async () => {
    const before = await eventStatistics(t.database.db, 'Europe/Vienna', now);
    const spread = (await t.database.db.execute(
      sql`select count(*)::int as n from user_event_buckets where shard <> 0`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(spread.rows[0]!.n).toBeGreaterThan(0);
    await compactEventBuckets(t.database.db, new Date('2030-01-01T00:00:00Z'));
    const after = (await t.database.db.execute(
      sql`select count(*)::int as n from user_event_buckets where shard <> 0`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(after.rows[0]!.n).toBe(0);
    expect(await eventStatistics(t.database.db, 'Europe/Vienna', now)).toEqual(before);
  });

  it('rebuilds the same rollup from the events', async () => {
    const before = await eventStatistics(t.database.db, 'Europe/Vienna', now);
    await rebuildEventRollup(t.database.db);
    expect(await eventStatistics(t.database.db, 'Europe/Vienna', now)).toEqual(before);
  });

  it('formats the conversion: checkouts over purchase clicks, one decimal, 0 without purchases', () => {
    expect(formatConversionRate(6, 2)).toBe('33.3');
    expect(formatConversionRate(0, 2)).toBe('0');
  });
});

describe('GET /api/statistics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TIME_ZONE: 'Europe/Vienna' });
  });
  afterAll(() => t.close());

  it('is for admins only: 401 signed out, 403 for an ordinary account, 200 for an admin', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.request('/api/statistics')).status).toBe(401);

    const person = new TestClient(t.app);
    await person.signUp();
    const refused = await person.request('/api/statistics');
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe('forbidden');

    const admin = new TestClient(t.app);
    const { body } = await admin.signUp();
    expect(await setRole(t.database.db, body.email, 'admin')).toBe(true);
    const res = await admin.request('/api/statistics');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stats = statisticsResponseSchema.parse(await res.json());
    expect(stats.timeZone).toBe('Europe/Vienna');
    expect(stats.rows.map((r) => r.total_count)).toEqual([0, 0]);
    expect(stats.daily).toHaveLength(30);
  });

  it('shows tracked clicks at once', async () => {
    const visitor = new TestClient(t.app);
    expect((await track(visitor, 'purchase_products_click', 'visitor-one')).status).toBe(204);
    expect((await track(visitor, 'purchase_products_click', 'visitor-one')).status).toBe(204);
    expect((await track(visitor, 'purchase_products_click', 'visitor-two')).status).toBe(204);
    expect((await track(visitor, 'proceed_to_checkout_click', 'visitor-two')).status).toBe(204);

    const admin = new TestClient(t.app);
    const { body } = await admin.signUp();
    await setRole(t.database.db, body.email, 'admin');
    const stats = statisticsResponseSchema.parse(await (await admin.request('/api/statistics')).json());
    const [purchases, checkouts] = stats.rows;
    expect(purchases).toMatchObject({ total_count: 3, unique_sessions: 2, today_count: 3, this_week_count: 3 });
    expect(checkouts).toMatchObject({ total_count: 1, unique_sessions: 1, today_count: 1, this_week_count: 1 });
    expect(stats.daily.at(-1)).toMatchObject({ purchase_products_click: 3, proceed_to_checkout_click: 1 });
    expect(formatConversionRate(purchases!.total_count, checkouts!.total_count)).toBe('33.3');
  });
});

describe('POST /api/events', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const eventsOf = (sessionId: string) =>
    t.database.db.select().from(userEvents).where(eq(userEvents.sessionId, sessionId));

  it('records an anonymous click with its session, data, page and user agent', async () => {
    const client = new TestClient(t.app);
    const res = await client.request('/api/events', {
      json: {
        eventType: 'purchase_products_click',
        sessionId: 'anon-session-1',
        eventData: { product: 'serum' },
        pageUrl: 'http://localhost:3000/results',
      },
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    expect(res.status).toBe(204);
    const [row] = await eventsOf('anon-session-1');
    expect(row).toMatchObject({
      userId: null,
      eventType: 'purchase_products_click',
      eventData: { product: 'serum' },
      pageUrl: 'http://localhost:3000/results',
      userAgent: 'TestBrowser/1.0',
    });
  });

  it('carries the user id of a signed-in click (from the session, not the body)', async () => {
    const client = new TestClient(t.app);
    const { res: signup } = await client.signUp();
    const { user } = (await signup.json()) as { user: { id: string } };
    expect(
      (
        await client.request('/api/events', {
          json: {
            eventType: 'proceed_to_checkout_click',
            sessionId: 'signed-in-1',
            userId: '00000000-0000-0000-0000-000000000000',
          },
        })
      ).status,
    ).toBe(204);
    const [row] = await eventsOf('signed-in-1');
    expect(row?.userId).toBe(user.id);
  });

  it('accepts a beacon: a text/plain body without Origin from the same origin', async () => {
    const body = JSON.stringify({ eventType: 'purchase_products_click', sessionId: 'beacon-session' });
    const beacon = (headers: Record<string, string>) =>
      t.app.request(`${TEST_BASE_URL}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
        body,
      });
    expect((await beacon({ 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    expect((await beacon({ origin: TEST_BASE_URL, 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    expect((await beacon({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await beacon({ origin: 'https://evil.example' })).status).toBe(403);
    expect(await eventsOf('beacon-session')).toHaveLength(2);
  });

  it('refuses unknown types, bad session ids, malformed JSON and oversized data', async () => {
    const client = new TestClient(t.app);
    const unknown = await track(client, 'delete_everything_click', 'valid-session');
    expect(unknown.status).toBe(400);
    expect((await readError(unknown)).code).toBe('validation_failed');
    expect((await track(client, 'purchase_products_click', 'x')).status).toBe(400);
    expect(
      (
        await client.request('/api/events', {
          method: 'POST',
          json: undefined,
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);

    const big = await track(client, 'purchase_products_click', 'big-session', {
      note: 'x'.repeat(EVENT_DATA_MAX_BYTES),
    });
    expect(big.status).toBe(413);
    expect((await readError(big)).code).toBe('payload_too_large');
    expect(
      (await track(client, 'purchase_products_click', 'fits-session', { note: 'x'.repeat(EVENT_DATA_MAX_BYTES - 20) }))
        .status,
    ).toBe(204);
    expect(await eventsOf('valid-session')).toHaveLength(0);
    expect(await eventsOf('big-session')).toHaveLength(0);
  });

  it('refuses a flood from one session with 429', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < EVENT_LIMITS.perSession.limit; i++) {
      expect((await track(client, 'purchase_products_click', 'flooding-session')).status).toBe(204);
    }
    const res = await track(client, 'purchase_products_click', 'flooding-session');
    expect(res.status).toBe(429);
    expect((await readError(res)).code).toBe('rate_limited');
    expect(await eventsOf('flooding-session')).toHaveLength(EVENT_LIMITS.perSession.limit);
    // Another visitor is not affected.
    expect((await track(client, 'purchase_products_click', 'calm-session')).status).toBe(204);
  });

  it('refuses a flood from one address with 429', async () => {
    const client = new TestClient(t.app);
    // The address limit's window already full (in-process requests come from "unknown").
    await t.database.db.execute(
      sql`insert into rate_limits (key, count, last_request) values ('events:ip:unknown', ${EVENT_LIMITS.perAddress.limit}, ${Date.now()})
          on conflict (key) do update set count = excluded.count, last_request = excluded.last_request`,
    );
    const res = await track(client, 'purchase_products_click', 'fresh-session-1');
    expect(res.status).toBe(429);
    expect(await eventsOf('fresh-session-1')).toHaveLength(0);
  });
});
