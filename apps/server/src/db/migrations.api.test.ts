/**
 * Several processes starting at once on a fresh PostgreSQL database (two servers and a worker
 * after a deploy, say) each migrate it; one at a time, none fails (issue 20 item 4).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndSeed } from '../boot.ts';
import { adminQuery, withDatabase } from './admin.ts';
import { MIGRATIONS_DIR, openDatabase, type Database } from './client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.TEST_DB === 'postgres' && adminUrl)(
  'migrations started by several processes at once',
  () => {
    const name = `migr_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const databases: Database[] = [];
    beforeAll(async () => {
      await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
      for (let i = 0; i < 4; i++)
        databases.push(await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl!, name), poolSize: 1 }));
    });
    afterAll(async () => {
      await Promise.all(databases.map((d) => d.close()));
      await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('all succeed, the schema is made once and the seed is the same for each', async () => {
      const rows = await Promise.all(databases.map((database) => migrateAndSeed(database)));
      expect(rows[0]).toBeGreaterThan(0);
      expect(new Set(rows).size).toBe(1);
      // drizzle's own record of the migrations it applied: each once.
      const result = await databases[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const applied = (result as unknown as { rows: { n: number }[] }).rows[0]!;
      expect(applied.n).toBe(fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length);
    });
  },
);
