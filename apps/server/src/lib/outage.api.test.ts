/**
 * A database outage on every route: the answer is 503 "unavailable" with Retry-After, never a 500
 * and never a wrong answer ("sign in", "not found"). The routes come from the app's own route
 * table, so a new route is covered without anyone remembering to. The real outage (a PostgreSQL
 * server stopped and started again, and the web app keeping what the person typed) is
 * e2e/outage.e2e.test.ts; here the database is closed under the app, on PGlite and PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../db/schema.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../testing/index.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from './outage.ts';

const SOME_UUID = '6f1c2a4e-8b3d-4f5a-9c7e-0d1b2c3d4e5f';

describe('a database outage', () => {
  let t: TestContext;
  let signedIn: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    signedIn = new TestClient(t.app);
    expect((await signedIn.signUp()).res.status).toBe(201);
    await t.deps.jobs.stop();
    await t.database.close();
  });
  afterAll(async () => {
    // The database is closed already; only the data folder is left to remove.
    await t.close().catch(() => {});
  });

  it('answers 503 with Retry-After on the routes that need the database', async () => {
    const anonymous = new TestClient(t.app);
    const cases: [TestClient, string, { json?: unknown }?][] = [
      [anonymous, '/api/survey'],
      [anonymous, '/api/catalogue'],
      [anonymous, '/api/waitlist', { json: { email: 'someone@example.com', privacyConsent: true, locale: 'en' } }],
      [anonymous, '/api/auth/signin', { json: { email: 'someone@example.com', password: 'whatever it is' } }],
      [signedIn, '/api/auth/session'],
      [signedIn, '/api/account'],
      [signedIn, '/api/questionnaires/latest'],
      [signedIn, '/api/recommendations'],
      [signedIn, '/api/cart'],
    ];
    for (const [client, path, init] of cases) {
      const res = await client.request(path, init);
      expect(res.status, `${path}: ${res.status}`).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect((await readError(res)).code, path).toBe('unavailable');
    }
  });

  it('never answers a 500 on any route of the route table, signed in or not', async () => {
    const routes = t.app.routes.filter(
      (r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'),
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const client of [new TestClient(t.app), signedIn]) {
      for (const route of routes) {
        const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, SOME_UUID);
        const res = await client.request(path, {
          method: route.method,
          ...(route.method === 'GET' ? {} : { json: {} }),
        });
        if (res.status >= 500 && res.status !== 503) failures.push(`${route.method} ${route.path}: ${res.status}`);
        if (res.status === 503 && res.headers.get('retry-after') === null)
          failures.push(`${route.method} ${route.path}: 503 without Retry-After`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is told as an outage by the health check too', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  });
});

describe('a storage outage', () => {
  it('answers a photo upload with 503 and keeps nothing half-done', async () => {
    // An S3-compatible store that does not answer (nothing listens on port 9).
    const t = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      const client = new TestClient(t.app);
      expect((await client.signUp()).res.status).toBe(201);
      const photo = fs.readFileSync(path.join(import.meta.dirname, '../modules/photos/test-fixtures/astronaut.png'));
      const res = await client.uploadPhoto(photo);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect((await readError(res)).code).toBe('unavailable');
      expect(await t.database.db.select().from(photos)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
