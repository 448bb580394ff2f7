/**
 * `npm run db:migrate`: applies the committed migrations and the survey seed to the configured
 * database and exits (the server does the same at every start; this is for deploy pipelines).
 */
import { prepareDatabase } from '../boot.ts';
import { loadConfigOrExit } from '../config.ts';
import { createLogger } from '../lib/logger.ts';

const config = loadConfigOrExit();
const database = await prepareDatabase(config, createLogger(config.logLevel));
await database.close();
