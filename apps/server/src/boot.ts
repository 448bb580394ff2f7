import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Logger } from './lib/logger.ts';
import { seedSurvey } from './modules/survey/survey-service.ts';

/** Applies the committed migrations and loads the seed data; returns the number of survey rows. */
export async function migrateAndSeed(database: Database): Promise<number> {
  await database.migrate();
  return seedSurvey(database.db);
}

/** Opens the configured database, migrated and seeded. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase(
    config.database.kind === 'pglite'
      ? { kind: 'pglite', dataDir: config.database.dataDir }
      : { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize },
  );
  try {
    const rows = await migrateAndSeed(database);
    logger.info({ database: database.kind, surveyRows: rows }, 'database ready');
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
