/** What a job queue started by a test needs besides its database: a test configuration, the outbox, a secret. */
import os from 'node:os';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailService } from '../modules/mail/mail-service.ts';

export function testJobServices(database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
  return {
    config,
    mail: createMailService({ db: database.db, from: config.mailFrom, transport: { driver: 'outbox' } }),
    secret: 'test-secret-that-is-long-enough-0123456789',
  };
}
