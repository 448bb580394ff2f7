/**
 * Scale-out (issue 20 item 4): two server processes and a worker process on one PostgreSQL,
 * each server with its own data folder, as on two machines behind one address. Whatever one
 * process learns, the other must know: the session, the rate limits, the cart, the jobs. No
 * state lives in one process's memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { REPO_ROOT, startServer, type RunningServer } from './server.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SECRET = 'e2e-secret-that-is-long-enough-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(ADMIN_URL)('two server processes and a worker on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let worker: ChildProcess | null = null;
  let name: string;
  let url: string;
  beforeAll(async () => {
    name = `xproc_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(ADMIN_URL!, `CREATE DATABASE ${name}`);
    url = withDatabase(ADMIN_URL!, name);
    const env = { DATABASE_URL: url, AUTH_SECRET: SECRET, JOBS_IN_SERVER: 'false', TRUST_PROXY: 'true' };
    a = await startServer({ env });
    b = await startServer({ env });
  });
  afterAll(async () => {
    worker?.kill('SIGTERM');
    await Promise.all([a?.stop(), b?.stop()]);
    await adminQuery(ADMIN_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('shares sessions, rate limits, the cart and the jobs', async () => {
    expect(a.dataDir).not.toBe(b.dataDir);
    const address = '198.51.100.77';
    const call = (
      server: RunningServer,
      route: string,
      init: { method?: string; json?: unknown; cookie?: string } = {},
    ) =>
      fetch(`${server.baseUrl}${route}`, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers: {
          origin: server.baseUrl,
          'x-forwarded-for': address,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      });
    const signup = (server: RunningServer, n: number) =>
      call(server, '/api/auth/signup', {
        json: {
          firstName: 'X',
          lastName: 'Proc',
          email: `xproc-${n}@example.com`,
          password: 'a long and private passphrase',
          privacyConsent: true,
        },
      });

    // A session made by one process is a session for the other.
    const first = await signup(a, 0);
    expect(first.status).toBe(201);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const session = await (await call(b, '/api/auth/session', { cookie })).json();
    expect(session).toMatchObject({ user: { email: 'xproc-0@example.com' } });

    // The cart written through one is the cart read through the other.
    const put = await call(a, '/api/cart/items/hydrating-serum', {
      method: 'PUT',
      json: { quantity: 2, locale: 'en' },
      cookie,
    });
    expect(put.status).toBe(200);
    const cart = await (await call(b, '/api/cart', { cookie })).json();
    expect(cart.lines).toEqual([expect.objectContaining({ id: 'hydrating-serum', quantity: 2 })]);

    // Ten sign-ups an hour per address, counted across both processes: the eleventh is refused
    // whichever process takes it.
    for (let n = 1; n < 10; n++) expect((await signup(n % 2 ? b : a, n)).status).toBe(201);
    expect((await signup(a, 10)).status).toBe(429);
    expect((await signup(b, 11)).status).toBe(429);

    // A questionnaire saved through one server is analysed by the worker process, and its
    // result read through the other; meanwhile both report the same place in the queue.
    const saved = await call(b, '/api/questionnaires', { json: { answers: VALID_ANSWERS }, cookie });
    expect(saved.status).toBe(201);
    const { id } = await saved.json();
    const placeA = await (await call(a, '/api/analysis/queue', { cookie })).json();
    const placeB = await (await call(b, '/api/analysis/queue', { cookie })).json();
    expect(placeA).toEqual({ state: 'waiting', position: 1, etaSeconds: null });
    expect(placeB).toEqual(placeA);
    worker = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/worker.ts')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        AUTH_SECRET: SECRET,
      },
      stdio: 'ignore',
    });
    let latest: { recommendation: { questionnaireId: string } | null } = { recommendation: null };
    for (let look = 0; look < 120 && latest.recommendation?.questionnaireId !== id; look++) {
      await sleep(500);
      latest = await (await call(a, '/api/recommendations/latest', { cookie })).json();
    }
    expect(latest.recommendation?.questionnaireId).toBe(id);
    expect(await (await call(b, '/api/analysis/queue', { cookie })).json()).toMatchObject({ state: 'done' });
  }, 180_000);
});
