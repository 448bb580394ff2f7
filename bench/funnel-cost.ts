/**
 * What one complete funnel costs in CPU, step by step (issue 20 item 2): the same requests as
 * bench/load.ts, one person at a time, through the full HTTP stack in-process, and the analysis
 * job run in the same process. CPU is the process's user + system time (libvips and argon2
 * threads included), so each step's figure is what the server or a worker spends on it. On
 * PostgreSQL (BENCH_DATABASE_URL, a throwaway database) the database's own work is not counted
 * here; on PGlite it is, inside the process.
 * Target: ≤ 250 ms of CPU per complete funnel.
 * Run: ./run bench -- funnel-cost   (PEOPLE=20 by default)   Writes results/funnel-cost.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { createApp } from '../apps/server/src/app.ts';
import { createServices, migrateAndSeed } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { analyseQuestionnaire } from '../apps/server/src/modules/analysis/analysis-service.ts';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { hostSpeedMs, stealMeter } from './report.ts';

const PEOPLE = Number(process.env.PEOPLE ?? 20);
const WARMUP = 3;
const pgUrl = process.env.BENCH_DATABASE_URL;

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

async function browserUpload(): Promise<Buffer> {
  const fixture = fs.readFileSync(path.join(import.meta.dirname, '../e2e/fixtures/astronaut.png'));
  const camera = await sharp(fixture)
    .resize(4000, 3000, { fit: 'cover', position: 'top' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(camera).resize(2048, 2048, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer();
}

async function measure(database: Database) {
  await migrateAndSeed(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'benchmark-secret-that-is-long-enough-0123',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-funnel-')),
    TRUST_PROXY: 'true',
  });
  const deps = await createServices(config, database, createLogger('silent'));
  const app = createApp(deps);
  const photo = await browserUpload();
  const steps: Record<string, number[]> = {};

  async function person(n: number) {
    const costs: Record<string, number> = {};
    let cookie = '';
    const base = () => ({ origin: config.baseUrl, 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}`, cookie });
    const step = async (name: string, run: () => Response | Promise<Response>) => {
      const c0 = cpuNow();
      const res = await run();
      await res.clone().arrayBuffer();
      costs[name] = (costs[name] ?? 0) + (cpuNow() - c0);
      return res;
    };
    const post = (url: string, body: unknown) =>
      app.request(url, {
        method: 'POST',
        headers: { ...base(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await step('survey', () => app.request('/api/survey?lang=en', { headers: base() }));
    const upload = await step('photo upload', () =>
      app.request('/api/photos', { method: 'POST', headers: { ...base(), 'content-type': 'image/jpeg' }, body: photo }),
    );
    if (upload.status !== 201) throw new Error(`upload ${upload.status}: ${await upload.text()}`);
    const uploaded = (await upload.json()) as { photoId: string; claimToken: string };
    const signup = await step('sign-up', () =>
      post('/api/auth/signup', {
        firstName: 'Cost',
        lastName: 'Bench',
        email: `cost-${n}-${randomUUID().slice(0, 6)}@example.com`,
        password: 'a long and private passphrase',
        privacyConsent: true,
      }),
    );
    if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
    cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await step('session', () => app.request('/api/auth/session', { headers: base() }));
    await step('photo claim', () => post(`/api/photos/${uploaded.photoId}/claim`, { claimToken: uploaded.claimToken }));
    const submit = await step('questionnaire submit', () =>
      post('/api/questionnaires', { answers: VALID_ANSWERS, locale: 'en', photoId: uploaded.photoId }),
    );
    if (submit.status !== 201) throw new Error(`submit ${submit.status}`);
    const { id } = (await submit.json()) as { id: string };
    const c0 = cpuNow();
    const recommendation = await analyseQuestionnaire(
      { db: database.db, storage: deps.storage, logger: deps.logger },
      id,
      randomUUID(),
    );
    costs['analysis job'] = cpuNow() - c0;
    if (!recommendation) throw new Error('no recommendation');
    // The sign-up page's look for the result, then the results page's two reads.
    await step('result polls (one look)', () => app.request('/api/recommendations/latest', { headers: base() }));
    await step('results page', () => app.request('/api/questionnaires/latest', { headers: base() }));
    await step('results page', () => app.request('/api/recommendations', { headers: base() }));
    return costs;
  }

  for (let i = 0; i < WARMUP; i++) await person(i);
  const totals: number[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const costs = await person(WARMUP + i);
    for (const [name, ms] of Object.entries(costs)) (steps[name] ??= []).push(ms);
    totals.push(Object.values(costs).reduce((a, b) => a + b, 0));
  }
  await deps.jobs.stop();
  return {
    people: PEOPLE,
    medianCpuMsByStep: Object.fromEntries(Object.entries(steps).map(([name, v]) => [name, round1(median(v))])),
    medianCpuMsPerFunnel: round1(median(totals)),
  };
}

const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
const speedIndexMs = hostSpeedMs();
const steal = stealMeter();
const results: Record<string, unknown> = {};
{
  const database = await openDatabase({ kind: 'pglite' });
  results.pglite = await measure(database);
  await database.close();
}
if (pgUrl) {
  const name = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(pgUrl, `CREATE DATABASE ${name}`);
  try {
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(pgUrl, name), poolSize: 4 });
    results.postgres = await measure(database);
    await database.close();
  } finally {
    await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
const report = {
  benchmark: 'funnel-cost',
  date: new Date().toISOString(),
  machine: {
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage: { before: loadBefore, after: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    // How fast this host is and how much of it others took (report.ts): every figure grows with both.
    speedIndexMs,
    stealPercent: steal(),
  },
  target: { cpuMsPerFunnel: 250 },
  ...results,
};
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results/funnel-cost.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
