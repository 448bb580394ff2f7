/**
 * The background-job worker entry (`npm run worker`). With the embedded PGlite database the
 * jobs run inside the server process, because PGlite is one connection in one process; a
 * separate worker needs a PostgreSQL server (DATABASE_URL). Handlers are listed in ./jobs.
 */
import { prepareDatabase, resolveAuthSecret } from './boot.ts';
import { loadConfigOrExit } from './config.ts';
import { startJobQueue } from './lib/jobs.ts';
import { createFileStorage } from './lib/storage.ts';
import { createLogger } from './lib/logger.ts';
import { createMailService } from './modules/mail/mail-service.ts';
import { jobHandlers } from './jobs/index.ts';

const config = loadConfigOrExit();
if (config.database.kind === 'pglite') {
  console.error(
    'A separate worker needs a PostgreSQL server: set DATABASE_URL. With the embedded database, jobs run inside the server.',
  );
  process.exit(1);
}
const logger = createLogger(config.logLevel);
const database = await prepareDatabase(config, logger);
const jobs = await startJobQueue({
  config,
  database,
  storage: createFileStorage(config.storage),
  mail: createMailService({ db: database.db, from: config.mailFrom, transport: config.mail }),
  secret: resolveAuthSecret(config),
  logger,
  handlers: jobHandlers,
  work: true,
});
logger.info({ queues: jobHandlers.map((h) => h.name) }, 'worker ready');

const stop = async (signal: string) => {
  logger.info({ signal }, 'worker stopping');
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
