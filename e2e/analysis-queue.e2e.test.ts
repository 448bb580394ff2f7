/**
 * The wait for a result when analyses queue up (issue 20): the server takes requests only
 * (JOBS_IN_SERVER=false on PostgreSQL) while no worker runs, so assessments wait in the shared
 * queue. The results page shows the person's place and the estimate from the analyses finished
 * lately, in each language, at phone and desktop size; then a worker process starts and the
 * results appear. Screenshots of the waiting screen: e2e/artifacts/screenshots/queue-*.png.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { launchBrowser, VIEWPORTS } from './browser.ts';
import { REPO_ROOT, startServer, type RunningServer } from './server.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SECRET = 'e2e-secret-that-is-long-enough-0123456789';
const shots = path.join(import.meta.dirname, 'artifacts/screenshots');

const expected = {
  en: { position: 'You are number 7 in the queue.', eta: 'Estimated wait: about 2 minutes.' },
  de: { position: 'Du bist Nummer 7 in der Warteschlange.', eta: 'Geschätzte Wartezeit: etwa 2 Minuten.' },
  fr: { position: "Tu es numéro 7 dans la file d'attente.", eta: 'Attente estimée : environ 2 minutes.' },
  es: { position: 'Eres el número 7 en la cola.', eta: 'Espera estimada: aproximadamente 2 minutos.' },
} as const;

describe.runIf(ADMIN_URL)('the results page while analyses queue up', () => {
  let browser: Browser;
  let server: RunningServer;
  let worker: ChildProcess | null = null;
  let url: string;
  let name: string;
  let dataDir: string;
  beforeAll(async () => {
    name = `queue_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(ADMIN_URL!, `CREATE DATABASE ${name}`);
    url = withDatabase(ADMIN_URL!, name);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-queue-'));
    server = await startServer({
      dataDir,
      env: { DATABASE_URL: url, AUTH_SECRET: SECRET, JOBS_IN_SERVER: 'false', TRUST_PROXY: 'true' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    worker?.kill('SIGTERM');
    await server?.stop();
    await adminQuery(ADMIN_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('shows the place in the queue and the measured wait, then the results once a worker runs', async () => {
    // Six people submitted before; five analyses finished in the last 40 s (one every 10 s).
    const ahead: string[] = [];
    for (let i = 0; i < 6; i++) {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        extraHTTPHeaders: { origin: server.baseUrl, 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      const signup = await context.request.post('/api/auth/signup', {
        data: {
          firstName: 'Q',
          lastName: `Ahead${i}`,
          email: `ahead-${i}@example.com`,
          password: 'a long and private passphrase',
          privacyConsent: true,
        },
      });
      ahead.push(((await signup.json()) as { user: { id: string } }).user.id);
      const saved = await context.request.post('/api/questionnaires', { data: { answers: VALID_ANSWERS } });
      expect(saved.status()).toBe(201);
      await context.close();
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (let k = 0; k < 5; k++) {
        await client.query(
          `insert into skin_recommendations (user_id, recommendation, created_at) values ($1, 'earlier', now() - make_interval(secs => $2))`,
          [ahead[0], 10 + k * 10],
        );
      }
    } finally {
      await client.end();
    }

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: VIEWPORTS.desktop,
      extraHTTPHeaders: { origin: server.baseUrl, 'x-forwarded-for': '203.0.113.9' },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await context.request.post('/api/auth/signup', {
      data: {
        firstName: 'Wait',
        lastName: 'Ing',
        email: 'waiting@example.com',
        password: 'a long and private passphrase',
        privacyConsent: true,
      },
    });
    expect((await context.request.post('/api/questionnaires', { data: { answers: VALID_ANSWERS } })).status()).toBe(
      201,
    );

    fs.mkdirSync(shots, { recursive: true });
    for (const [locale, text] of Object.entries(expected)) {
      for (const size of ['phone', 'desktop'] as const) {
        await page.setViewportSize(VIEWPORTS[size]);
        await page.goto(`/${locale}/results`);
        const place = page.getByTestId('queue-place');
        await place.waitFor({ timeout: 60_000 });
        await expect.poll(() => place.textContent(), { timeout: 20_000 }).toContain(text.position);
        expect(await place.textContent()).toContain(text.eta);
        // The spec's progress screen goes on around it.
        await expect.poll(() => page.getByRole('status').isVisible()).toBe(true);
        await page.screenshot({ path: path.join(shots, `queue-${locale}-${size}.png`), fullPage: true });
      }
    }

    // A worker process starts on the same database: the queue moves and the results appear.
    worker = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/worker.ts')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        AUTH_SECRET: SECRET,
      },
      stdio: 'ignore',
    });
    await page.goto('/en/results');
    await page.getByTestId('overall-score').waitFor({ timeout: 120_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
