import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { surveyResponseSchema } from '@skinsight/shared';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { waitlistEntries } from '../apps/server/src/db/schema.ts';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';
import { startServer } from './server.ts';
import { latestMail } from './mail.ts';

describe('the service process', () => {
  it('keeps its data across a graceful stop and a new start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-restart-'));
    try {
      const first = await startServer({ dataDir });
      expect(await (await fetch(`${first.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
      expect(await first.stop('SIGTERM')).toBe(0);

      // Write a row while the service is down, straight into its data folder.
      const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      await db.db.insert(waitlistEntries).values({ email: 'kept@example.com', privacyConsent: true });
      await db.close();

      const second = await startServer({ dataDir });
      const survey = surveyResponseSchema.parse(await (await fetch(`${second.baseUrl}/api/survey?lang=en`)).json());
      expect(survey.items.filter((i) => i.itemType === 'question')).toHaveLength(16);
      expect(await second.stop('SIGTERM')).toBe(0);

      const again = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      const rows = await again.db.select().from(waitlistEntries);
      await again.close();
      expect(rows.map((r) => r.email)).toEqual(['kept@example.com']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts as the README says in the production shape: the mail outbox is for the operator only', async () => {
    const server = await startServer({ asReadme: true });
    try {
      expect(server.output()).toMatch(/"env":"production"/);
      const origin = `http://localhost:${new URL(server.baseUrl).port}`;
      const post = (route: string, body: unknown) =>
        fetch(`${server.baseUrl}${route}`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
      const signup = await post('/api/auth/signup', {
        firstName: 'Vic',
        lastName: 'Tim',
        email: victim,
        password: 'a long and private passphrase',
        privacyConsent: true,
        marketingConsent: false,
        locale: 'en',
      });
      expect(signup.status).toBe(201);
      // The attacker asks for a reset of the victim's password...
      expect((await post('/api/auth/forgot-password', { email: victim, locale: 'en' })).status).toBe(200);
      // ...and finds no page that shows the mail with its link.
      for (const route of ['/dev/mail', '/dev/mail/', '/dev', '/dev/outbox', '/api/dev/mail', '/en/dev/mail']) {
        const res = await fetch(`${server.baseUrl}${route}`);
        expect(res.status, route).toBe(404);
        const text = await res.text();
        expect(text, route).not.toContain(victim);
        expect(text, route).not.toContain('reset-password/');
      }
      // The operator reads it with the mail CLI, through the socket only the service's account opens.
      const mail = await latestMail(victim, server.dataDir);
      expect(mail?.text).toContain('/api/auth/core/reset-password/');
      expect(fs.statSync(path.join(server.dataDir, 'control.sock')).mode & 0o777).toBe(0o600);
    } finally {
      await server.stop('SIGTERM');
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps an idle connection open past 5 s, so a client reusing it gets an answer, not a reset', async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${server.baseUrl}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Node's default would close the socket after 5 s of quiet; proxies keep theirs for 60 s.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await server.stop('SIGTERM');
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start with a readable message for each bad setting', async () => {
    await expect(startServer({ env: { PORT: 'x', LOG_LEVEL: 'loud' } })).rejects.toThrow(
      /Invalid configuration:[\s\S]*PORT: [\s\S]*LOG_LEVEL: must be one of/,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)('runs on a PostgreSQL server with DATABASE_URL', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    try {
      const server = await startServer({ env: { DATABASE_URL: withDatabase(adminUrl, name), JOBS_IN_SERVER: 'true' } });
      expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({
        status: 'ok',
        database: 'postgres',
      });
      expect(await server.stop('SIGTERM')).toBe(0);
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    } finally {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
