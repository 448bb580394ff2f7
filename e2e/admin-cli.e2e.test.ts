import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { REPO_ROOT, startServer } from './server.ts';

/** A server and six command runs, each opening the embedded database (4-8 s on 2 busy cores). */
const SLOW_PROCESSES_MS = 120_000;

describe('npm run admin', () => {
  it('grants and revokes the admin role by e-mail', { timeout: SLOW_PROCESSES_MS }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-admin-'));
    try {
      const server = await startServer({ dataDir });
      const res = await fetch(`${server.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({
          firstName: 'Ada',
          lastName: 'L',
          email: 'boss@example.com',
          password: 'a long and private passphrase',
          privacyConsent: true,
        }),
      });
      expect(res.status).toBe(201);
      await server.stop();

      const cli = (...args: string[]) =>
        spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/admin-cli.ts'), ...args], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        });
      const role = async () => {
        const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
        const [row] = await db.db.select({ role: users.role }).from(users).where(eq(users.email, 'boss@example.com'));
        await db.close();
        return row?.role;
      };

      const grant = cli('grant', 'Boss@Example.com');
      expect(grant.status).toBe(0);
      expect(grant.stdout).toContain('is now an admin');
      expect(await role()).toBe('admin');
      expect(cli('list').stdout.trim()).toBe('boss@example.com');

      expect(cli('revoke', 'boss@example.com').status).toBe(0);
      expect(await role()).toBe('user');

      const missing = cli('grant', 'nobody@example.com');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('no account');
      expect(cli('promote').status).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
