/**
 * The full API fuzz run (apps/server/src/testing/fuzz.ts): 12,000 hostile requests over every
 * route of the app's route table on PGlite, 3,000 more with Stripe as the payment provider (its
 * API faked at the network edge), and 12,000 on PostgreSQL when BENCH_DATABASE_URL is set.
 * The target is no 5xx and every API error in our shape; each finding is printed with the request
 * that caused it, and the run exits with 1 when there is one.
 * Run: ./run bench -- fuzz   Writes results/fuzz.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createServices, migrateAndSeed } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { createFakeStripe, STRIPE_TEST_SECRET } from '../apps/server/src/testing/fake-stripe.ts';
import { createFuzzApp, describeFinding, runFuzz } from '../apps/server/src/testing/fuzz.ts';
import { createWebDistStandIn } from '../apps/server/src/testing/index.ts';
import { writeReport } from './report.ts';

const SEED = 16_2026;
const web = createWebDistStandIn();

async function fuzz(database: Database, requests: number, options: { stripe?: boolean } = {}) {
  await migrateAndSeed(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fuzz-'));
  const stripe = options.stripe ? createFakeStripe() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'benchmark-secret-that-is-long-enough-0123',
    DATA_DIR: dataDir,
    BASE_URL: 'http://localhost:3000',
    WEB_DIST_DIR: web.dir,
    // Behind a proxy, X-Forwarded-For reaches the rate limits' keys: fuzzed too.
    TRUST_PROXY: 'true',
    ...(stripe
      ? { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SECRET }
      : {}),
  });
  const deps = await createServices(config, database, createLogger('silent'), {
    workJobs: false,
    ...(stripe ? { stripeFetch: stripe.fetch } : {}),
  });
  const started = performance.now();
  const report = await runFuzz({
    app: createFuzzApp(deps),
    deps,
    seed: SEED,
    requests,
    onProgress: (done, partial) => {
      if (done % 2000 === 0) console.log(`  ${done} requests, ${partial.findings.length} findings`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  await deps.jobs.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const finding of report.findings) console.error(describeFinding(finding));
  return {
    requests: report.requests,
    routes: report.routes,
    seconds: Math.round(seconds),
    serverErrors: report.findings.filter((f) => f.kind === 'server error').length,
    errorsNotInOurShape: report.findings.filter((f) => f.kind === 'error body not in our shape').length,
    statuses: report.statuses,
    findings: report.findings.map(describeFinding),
    byFamily: report.byFamily,
    byRoute: report.byRoute,
  };
}

const results: Record<string, Awaited<ReturnType<typeof fuzz>>> = {};
console.log('PGlite, test payment provider');
const pglite = await openDatabase({ kind: 'pglite' });
results.pglite = await fuzz(pglite, 12_000);
await pglite.close();

console.log('PGlite, Stripe (faked at the network edge)');
const pgliteStripe = await openDatabase({ kind: 'pglite' });
results.pgliteStripe = await fuzz(pgliteStripe, 3_000, { stripe: true });
await pgliteStripe.close();

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  console.log('PostgreSQL, test payment provider');
  const name = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(pgUrl, `CREATE DATABASE ${name}`);
  try {
    const pg = await openDatabase({ kind: 'postgres', url: withDatabase(pgUrl, name), poolSize: 4 });
    results.postgres = await fuzz(pg, 12_000);
    await pg.close();
  } finally {
    await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
web.remove();

writeReport('fuzz', { seed: SEED, results });
const findings = Object.values(results).reduce((n, r) => n + r.findings.length, 0);
if (findings > 0) {
  console.error(`${findings} findings`);
  process.exit(1);
}
