import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from './app-env.ts';
import type { Config } from './config.ts';
import { startJobQueue, type JobHandler } from './lib/jobs.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createFileStorage } from './lib/storage.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createMailService } from './modules/mail/mail-service.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Logger } from './lib/logger.ts';
import { seedQuestionnaireContent } from './modules/questionnaire-content/questionnaire-content-service.ts';
import { seedCatalogue } from './modules/commerce/catalogue-service.ts';
import { createPayments } from './lib/payments/index.ts';

/** Applies the committed migrations and loads the seed data (the questionnaire's texts, the catalogue); returns the number of questionnaire text rows. */
export function migrateAndSeed(database: Database): Promise<number> {
  // One process at a time: servers and workers started together on a fresh database would
  // otherwise all try to create the same tables.
  return database.exclusively(async () => {
    await database.migrate();
    await seedCatalogue(database.db);
    return seedQuestionnaireContent(database.db);
  });
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
    logger.info({ database: database.kind, questionnaireContentRows: rows }, 'database ready');
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * The secret that signs session cookies. AUTH_SECRET in production; in development one is
 * made once and kept in DATA_DIR, so sessions survive restarts without any setup.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Everything the app needs, built from the configuration and an open database. The job queue
 * is started here; `workJobs` says whether this process also works the jobs.
 */
export async function createServices(
  config: Config,
  database: Database,
  logger: Logger,
  options: { workJobs: boolean; handlers?: JobHandler<object>[]; stripeFetch?: typeof fetch } = { workJobs: false },
): Promise<AppDeps> {
  const mail = createMailService({ db: database.db, from: config.mailFrom, transport: config.mail });
  const storage = createFileStorage(config.storage);
  const secret = resolveAuthSecret(config);
  const jobs = await startJobQueue({
    config,
    database,
    storage,
    mail,
    secret,
    logger,
    handlers: options.handlers ?? [],
    work: options.workJobs,
  });
  return {
    config,
    database,
    logger,
    mail,
    jobs,
    storage,
    rateLimiter: createRateLimiter(database.db),
    payments: createPayments(config, database.db, { stripeFetch: options.stripeFetch }),
    secret,
    auth: createAuth({ config, db: database.db, mail, secret }),
  };
}
