/**
 * The types every route shares: what the app is built from (`AppDeps`) and what a request's
 * context holds (`AppEnv`). In their own file so that route modules do not import the app they
 * are part of (an import cycle).
 */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './lib/logger.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { FileStorage } from './lib/storage.ts';
import type { Payments } from './lib/payments/index.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { MailService } from './modules/mail/mail-service.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  mail: MailService;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  jobs: JobQueue;
  payments: Payments;
  /** The service's signing secret (AUTH_SECRET, or the one made in DATA_DIR): unsubscribe links. */
  secret: string;
};

export type AppEnv = { Variables: { deps: AppDeps; requestId: string } };
