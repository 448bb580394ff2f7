/**
 * Several processes starting at once on a fresh database (two servers and a worker after a
 * deploy, say) each migrate and seed it; one at a time, none fails (issue 20 item 4). On
 * PostgreSQL they are separate connections, as separate processes are; PGlite is opened by one
 * process only, so there the callers are two parts of that process (the server and its jobs).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndSeed } from '../boot.ts';
import { adminQuery, withDatabase } from './admin.ts';
import { MIGRATIONS_DIR, openDatabase, type Database } from './client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres';

describe(`migrations started by several callers at once (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const name = `migr_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const callers: Database[] = [];
  beforeAll(async () => {
    if (onPostgres) {
      await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
      for (let i = 0; i < 4; i++)
        callers.push(await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl!, name), poolSize: 1 }));
    } else {
      const database = await openDatabase({ kind: 'pglite' });
      callers.push(database, database);
    }
  });
  afterAll(async () => {
    await Promise.all([...new Set(callers)].map((d) => d.close()));
    if (onPostgres) await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('all succeed, each migration is applied once and the seed is the same for each', async () => {
    const rows = await Promise.all(callers.map((database) => migrateAndSeed(database)));
    expect(rows[0]).toBeGreaterThan(0);
    expect(new Set(rows).size).toBe(1);
    // drizzle's own record of the migrations it applied: each once.
    const result = await callers[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const applied = (result as unknown as { rows: { n: number }[] }).rows[0]!;
    expect(applied.n).toBe(fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length);
  });
});
