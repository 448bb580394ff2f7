/**
 * Test support: an app on a fresh, migrated database per test file. By default the database is
 * an in-memory PGlite loaded from a snapshot taken once per run (global-setup.ts); in the
 * `api-postgres` project it is a new PostgreSQL database copied from a migrated template.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { errorResponseSchema, type ErrorResponse, type SignupRequest } from '@skinsight/shared';
import { createApp, type AppDeps } from '../app.ts';
import { createServices } from '../boot.ts';
import { loadConfig, type Config } from '../config.ts';
import { adminQuery, withDatabase } from '../db/admin.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createLogger } from '../lib/logger.ts';

export type TestContext = {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

/** Which database the API tests of this project run on. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<Database> {
  const setup = inject('testDatabase');
  if (setup.kind === 'postgres') {
    const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(setup.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${setup.template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(setup.adminUrl, name), poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(setup.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(setup.snapshot)]) });
  return openDatabase({ kind: 'pglite', client });
}

export const TEST_BASE_URL = 'http://localhost:3000';

/** `webApp`: serve a stand-in for the built web app (createWebDistStandIn) instead of none. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { stripeFetch?: typeof fetch; webApp?: boolean } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-test-'));
  const web = options.webApp ? createWebDistStandIn() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BASE_URL: TEST_BASE_URL,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...(web ? { WEB_DIST_DIR: web.dir } : {}),
    ...overrides,
  });
  const database = await createTestDatabase();
  const deps = await createServices(config, database, createLogger(config.logLevel), {
    workJobs: false,
    stripeFetch: options.stripeFetch,
  });
  return {
    app: createApp(deps),
    deps,
    database,
    config,
    close: async () => {
      await deps.jobs.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      web?.remove();
    },
  };
}

/** The error body of a failed API response, checked against the shared schema. */
export async function readError(res: Response): Promise<ErrorResponse['error']> {
  return errorResponseSchema.parse(await res.json()).error;
}

/** A browser-like client for in-process API tests: keeps cookies, sends our Origin. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly app: TestContext['app'];
  constructor(app: TestContext['app']) {
    this.app = app;
  }

  async request(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: TEST_BASE_URL, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await this.app.request(`${TEST_BASE_URL}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Sends a photo as the browser does: the raw bytes with their content type. */
  async uploadPhoto(bytes: Uint8Array, contentType = 'image/png', query = '') {
    const headers: Record<string, string> = { origin: TEST_BASE_URL, 'content-type': contentType };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return this.app.request(`${TEST_BASE_URL}/api/photos${query}`, { method: 'POST', headers, body: bytes });
  }

  async signUp(overrides: Partial<SignupRequest> = {}) {
    const body: SignupRequest = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada-${randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse battery',
      privacyConsent: true,
      marketingConsent: false,
      locale: 'en',
      ...overrides,
    };
    const res = await this.request('/api/auth/signup', { json: body });
    return { res, body };
  }
}

/**
 * A stand-in for the built web app (a page shell and one asset) for WEB_DIST_DIR, so that its
 * routes answer as in production rather than with the "not built yet" 503 of a run without a build.
 */
export function createWebDistStandIn(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-test.js'), 'void 0;');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
