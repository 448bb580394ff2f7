/**
 * The survey endpoint (every questionnaire starts with it): latency through the full HTTP stack
 * in-process, on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 * Run: ./run bench -- survey   Writes results/survey.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { writeReport } from './report.ts';
import { createServices, migrateAndSeed } from '../apps/server/src/boot.ts';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';

const REQUESTS = 2000;
const WARMUP = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(database: Database) {
  await migrateAndSeed(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'benchmark-secret-that-is-long-enough-0123',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')),
  });
  const deps = await createServices(config, database, createLogger('silent'));
  const app = createApp(deps);
  const langs = ['en', 'de', 'fr', 'es'];
  for (let i = 0; i < WARMUP; i++) await (await app.request(`/api/survey?lang=${langs[i % 4]}`)).arrayBuffer();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await app.request(`/api/survey?lang=${langs[i % 4]}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  await deps.jobs.stop();
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: REQUESTS,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    requestsPerSecond: Math.round(REQUESTS / (total / 1000)),
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  };
}

const results: Record<string, unknown> = {};
const pglite = await openDatabase({ kind: 'pglite' });
results.pglite = await measure(pglite);
await pglite.close();

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const name = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(pgUrl, `CREATE DATABASE ${name}`);
  try {
    const pg = await openDatabase({ kind: 'postgres', url: withDatabase(pgUrl, name), poolSize: 4 });
    results.postgres = await measure(pg);
    await pg.close();
  } finally {
    await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

writeReport('survey', { results });
