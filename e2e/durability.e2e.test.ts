import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { REPO_ROOT, startServer } from './server.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const FACE = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/astronaut.png'));

function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/worker.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
}

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

describe.runIf(ADMIN_URL)('durable analysis jobs on PostgreSQL', () => {
  it('loses no saved assessment when the server and then a worker are killed with SIGKILL', async () => {
    const name = `dur_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(ADMIN_URL!, `CREATE DATABASE ${name}`);
    const url = withDatabase(ADMIN_URL!, name);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-durable-'));
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, AUTH_SECRET: 'e2e-secret-that-is-long-enough-0123456789' };
    const workers: ChildProcess[] = [];
    try {
      // The server only takes requests here; no process works the jobs yet.
      const server = await startServer({ dataDir, env: { ...env, JOBS_IN_SERVER: 'false' } });
      const headers = { origin: server.baseUrl };
      const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'D',
          lastName: 'K',
          email: 'durable@example.com',
          password: 'a long and private passphrase',
          privacyConsent: true,
        }),
      });
      const cookie = signup.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const saved = 4;
      for (let i = 0; i < saved; i++) {
        const photo = await (
          await fetch(`${server.baseUrl}/api/photos`, {
            method: 'POST',
            headers: { ...headers, cookie, 'content-type': 'image/png' },
            body: FACE,
          })
        ).json();
        const res = await fetch(`${server.baseUrl}/api/questionnaires`, {
          method: 'POST',
          headers: { ...headers, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ answers: VALID_ANSWERS, photoId: photo.photoId }),
        });
        expect(res.status).toBe(201);
      }
      await server.stop('SIGKILL');

      const recommendations = () => count(url, 'select count(*) as n from skin_recommendations');
      expect(await recommendations()).toBe(0);

      // A worker starts, is killed as soon as it has done some of the work, and another finishes it.
      workers.push(startWorker(env));
      await expect.poll(recommendations, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
      workers[0]!.kill('SIGKILL');
      workers.push(startWorker(env));
      await expect.poll(recommendations, { timeout: 90_000, interval: 500 }).toBe(saved);
      expect(await count(url, 'select count(distinct questionnaire_id) as n from skin_recommendations')).toBe(saved);
    } finally {
      for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
      await adminQuery(ADMIN_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
