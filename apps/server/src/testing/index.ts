/**
 * Test support: an app on a fresh, migrated database per test file. By default the database is
 * an in-memory PGlite loaded from a snapshot taken once per run; in the `api-postgres` project
 * (TEST_DATABASE_URL set) it is a new PostgreSQL database copied from a migrated template.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createLogger } from '../lib/logger.ts';
import { seedSurvey } from '../modules/survey/survey-service.ts';

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
  if (testDatabaseKind() === 'postgres') {
    const adminUrl = requireEnv('TEST_DATABASE_URL');
    const template = requireEnv('TEST_DB_TEMPLATE');
    const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = withDatabase(adminUrl, name);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const snapshot = process.env.TEST_PGLITE_SNAPSHOT;
  const client = snapshot && fs.existsSync(snapshot)
    ? new PGlite({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) })
    : new PGlite();
  const database = await openDatabase({ kind: 'pglite', client });
  if (!snapshot) await migrateAndSeed(database);
  return database;
}

export async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedSurvey(database.db);
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
  const database = await createTestDatabase();
  const deps: AppDeps = { config, database, logger: createLogger(config.logLevel) };
  return { app: createApp(deps), deps, database, config, close: () => database.close() };
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
