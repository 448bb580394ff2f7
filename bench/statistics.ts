/**
 * Click statistics at ten million events, on PostgreSQL (BENCH_DATABASE_URL, in a throwaway
 * database): the latency of GET /api/statistics through the full HTTP stack in-process, the
 * figures checked against exact counts over user_events, and event ingestion through
 * POST /api/events with concurrent in-process requests.
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/statistics.ts
 * (EVENTS=1000000 for a quicker run). Writes results/statistics.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { statisticsResponseSchema } from '@skinsight/shared';
import { createApp } from '../apps/server/src/app.ts';
import { writeReport } from './report.ts';
import { createServices, migrateAndSeed } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { setRole } from '../apps/server/src/modules/account/roles.ts';
import { rebuildEventRollup } from '../apps/server/src/modules/statistics/statistics-service.ts';

const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const BATCH = 500_000;
const SESSIONS = 200_000;
const DAYS = 60;
const STAT_REQUESTS = 300;
const INGEST_EVENTS = 30_000;
const INGEST_CONCURRENCY = 32;
const TIME_ZONE = 'Europe/Vienna';

const pgUrl = process.env.BENCH_DATABASE_URL;
if (!pgUrl) {
  console.error('Set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(2);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;
const seconds = (ms: number) => Math.round(ms / 100) / 10;
type Rows = { rows: Record<string, string | number>[] };

const name = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
await adminQuery(pgUrl, `CREATE DATABASE ${name}`);
const results: Record<string, unknown> = {};
try {
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(pgUrl, name), poolSize: 16 });
  const { db } = database;
  await migrateAndSeed(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'benchmark-secret-that-is-long-enough-0123',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')),
    TRUST_PROXY: 'true',
    TIME_ZONE,
    JOBS_IN_SERVER: 'false',
    DATABASE_URL: withDatabase(pgUrl, name),
  });
  const deps = await createServices(config, database, createLogger('silent'));
  const app = createApp(deps);

  // 1. Ten million events over 60 days, ~200k sessions, both clicks (60 % purchase). The bulk
  //    load bypasses the trigger and rebuilds the rollup once, as an import would.
  let t0 = performance.now();
  await db.execute(sql`alter table user_events disable trigger user_events_rollup`);
  for (let done = 0; done < EVENTS; done += BATCH) {
    const n = Math.min(BATCH, EVENTS - done);
    await db.execute(sql`
      insert into user_events (session_id, event_type, event_data, page_url, user_agent, created_at)
      select 'bench-' || floor(random() * ${SESSIONS})::int,
             case when random() < 0.6 then 'purchase_products_click' else 'proceed_to_checkout_click' end,
             '{"source":"bench"}'::jsonb, 'https://skinsight.example/cart', 'bench/1.0',
             now() - random() * make_interval(days => ${DAYS})
      from generate_series(1, ${n})`);
    process.stdout.write(`\rinserted ${done + n} events`);
  }
  process.stdout.write('\n');
  await db.execute(sql`alter table user_events enable trigger user_events_rollup`);
  const loadMs = performance.now() - t0;
  t0 = performance.now();
  await rebuildEventRollup(db);
  await db.execute(sql`vacuum analyze user_events`);
  await db.execute(sql`vacuum analyze user_event_buckets`);
  await db.execute(sql`vacuum analyze user_event_sessions`);
  const rebuildMs = performance.now() - t0;
  const buckets = (await db.execute(sql`select count(*) as n from user_event_buckets`)) as unknown as Rows;
  results.data = {
    events: EVENTS,
    sessions: SESSIONS,
    days: DAYS,
    loadSeconds: seconds(loadMs),
    rollupRebuildSeconds: seconds(rebuildMs),
    rollupRows: Number(buckets.rows[0]!.n),
  };
  console.log(results.data);

  // 2. An admin, then GET /api/statistics.
  const signup = await app.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: config.baseUrl },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Admin',
      email: 'bench@example.com',
      password: 'bench password',
      privacyConsent: true,
    }),
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await setRole(db, 'bench@example.com', 'admin');
  const statistics = async () => {
    const res = await app.request('/api/statistics', { headers: { cookie } });
    if (res.status !== 200) throw new Error(`statistics ${res.status}`);
    return statisticsResponseSchema.parse(await res.json());
  };
  for (let i = 0; i < 20; i++) await statistics();
  const times: number[] = [];
  let stats = await statistics();
  for (let i = 0; i < STAT_REQUESTS; i++) {
    const s = performance.now();
    stats = await statistics();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);

  // The same figures computed directly from the ten million rows, for exactness and for scale.
  t0 = performance.now();
  const exact = (await db.execute(sql`
    with n as (select now() at time zone ${TIME_ZONE} as local_now)
    select event_type, count(*) as total_count, count(distinct session_id) as unique_sessions,
      count(*) filter (where created_at at time zone ${TIME_ZONE} >= date_trunc('day', n.local_now)) as today_count,
      count(*) filter (where created_at at time zone ${TIME_ZONE} >= date_trunc('week', n.local_now)) as this_week_count
    from user_events, n group by event_type order by event_type desc`)) as unknown as Rows;
  const rawMs = performance.now() - t0;
  const exactRows = exact.rows.map((r) => ({
    event_type: r.event_type,
    total_count: Number(r.total_count),
    unique_sessions: Number(r.unique_sessions),
    today_count: Number(r.today_count),
    this_week_count: Number(r.this_week_count),
  }));
  const matches = JSON.stringify(exactRows) === JSON.stringify(stats.rows);
  if (!matches) console.error('MISMATCH', { exactRows, rollup: stats.rows });
  results.statistics = {
    requests: STAT_REQUESTS,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    target: 'p95 <= 50 ms',
    exactMatchesRawCounts: matches,
    rows: stats.rows,
    rawQueryOverEventsMs: Math.round(rawMs),
  };
  console.log(results.statistics);

  // 3. Ingestion: single events through POST /api/events, 32 in flight, each from one of 200k
  //    sessions and 762 addresses (so the flood limits are not what is measured).
  let next = 0;
  let failed = 0;
  const before = (await db.execute(sql`select count(*) as n from user_events`)) as unknown as Rows;
  const worker = async () => {
    while (next < INGEST_EVENTS) {
      const i = next++;
      const res = await app.request('/api/events', {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'sec-fetch-site': 'same-origin',
          // Documentation addresses (RFC 5737), a header value only.
          'x-forwarded-for': `${['192.0.2', '198.51.100', '203.0.113'][i % 3]}.${1 + ((i >> 2) % 254)}`,
          'user-agent': 'bench/1.0',
        },
        body: JSON.stringify({
          eventType: i % 5 < 3 ? 'purchase_products_click' : 'proceed_to_checkout_click',
          sessionId: `ingest-${Math.floor(Math.random() * SESSIONS)}`,
          eventData: { product: 'serum', i },
          pageUrl: 'https://skinsight.example/results',
        }),
      });
      if (res.status !== 204) failed++;
    }
  };
  t0 = performance.now();
  await Promise.all(Array.from({ length: INGEST_CONCURRENCY }, worker));
  const ingestMs = performance.now() - t0;
  const after = (await db.execute(sql`select count(*) as n from user_events`)) as unknown as Rows;
  const afterStats = await statistics();
  results.ingestion = {
    events: INGEST_EVENTS,
    concurrency: INGEST_CONCURRENCY,
    failed,
    stored: Number(after.rows[0]!.n) - Number(before.rows[0]!.n),
    eventsPerSecond: Math.round(INGEST_EVENTS / (ingestMs / 1000)),
    target: '>= 3000 events/s',
    rollupTotalAfter: afterStats.rows.reduce((n, r) => n + r.total_count, 0),
  };
  console.log(results.ingestion);

  await deps.jobs.stop();
  await database.close();
} finally {
  await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

writeReport('statistics', { database: 'postgres', results });
