/**
 * Runs once per test run for each API project: migrates a database once, so that every test
 * file starts from a copy instead of migrating again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { migrateAndSeed } from '../boot.ts';
import { adminQuery, withDatabase } from '../db/admin.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { startJobQueue } from '../lib/jobs.ts';
import { LocalFileStorage } from '../lib/storage.ts';
import { createLogger } from '../lib/logger.ts';
import { testJobServices } from './job-services.ts';

export type TestDatabaseSetup =
  { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; adminUrl: string; template: string };

/** The schema, the seed and the job queue's own tables: everything a test file would create. */
async function prepareForTests(database: Database) {
  await migrateAndSeed(database);
  const jobs = await startJobQueue({
    ...testJobServices(database),
    database,
    storage: new LocalFileStorage(os.tmpdir()),
    logger: createLogger('silent'),
    handlers: [],
    work: false,
  });
  await jobs.stop();
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const template = `tpl_${process.pid}_${Date.now()}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl, template), poolSize: 1 });
    await prepareForTests(database);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    };
  }
  const client = new PGlite();
  const database = await openDatabase({ kind: 'pglite', client });
  await prepareForTests(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-pglite-'));
  const snapshot = path.join(dir, 'snapshot.tar');
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshot });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSetup;
  }
}
