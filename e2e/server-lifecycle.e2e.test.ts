import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { surveyResponseSchema } from '@skinsight/shared';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { waitlistEntries } from '../apps/server/src/db/schema.ts';
import { adminQuery, withDatabase } from '../apps/server/src/db/admin.ts';
import { startServer } from './server.ts';

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
      expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'postgres' });
      expect(await server.stop('SIGTERM')).toBe(0);
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    } finally {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
