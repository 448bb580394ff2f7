/**
 * Test support: an app on a fresh, migrated database per test file. By default the database is
 * an in-memory PGlite loaded from a snapshot taken once per run (global-setup.ts); in the
 * `api-postgres` project it is a new PostgreSQL database copied from a migrated template.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { errorResponseSchema, type ErrorResponse } from '@skinsight/shared';
import { createApp, type AppDeps } from '../app.ts';
import { migrateAndSeed } from '../boot.ts';
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

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
  const database = await createTestDatabase();
  const deps: AppDeps = { config, database, logger: createLogger(config.logLevel) };
  return { app: createApp(deps), deps, database, config, close: () => database.close() };
}

/** The error body of a failed API response, checked against the shared schema. */
export async function readError(res: Response): Promise<ErrorResponse['error']> {
  return errorResponseSchema.parse(await res.json()).error;
}

export { migrateAndSeed };
