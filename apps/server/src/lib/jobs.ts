/**
 * Durable background jobs in PostgreSQL (pg-boss), on PGlite or a PostgreSQL server. A job
 * survives a restart of the process that sent it: it is a row until a worker completes it.
 * With PGlite the queue runs inside the server (one process owns the database); with
 * PostgreSQL any number of `worker` processes can work the same queues.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';

export type JobHandler<T extends object> = {
  name: string;
  /** Retries with exponential backoff before a job is given up. */
  retryLimit?: number;
  handle: (data: T) => Promise<void>;
};

export type JobQueue = {
  send<T extends object>(name: string, data: T): Promise<string | null>;
  stop(): Promise<void>;
};

export function createBoss(database: Database): PgBoss {
  if (database.kind === 'pglite' && database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!database.url) throw new Error('job queue: no database connection string');
  return new PgBoss({ connectionString: database.url, max: 4 });
}

/**
 * Starts the queue and, when `work` is true, the handlers. The server sends jobs; whoever has
 * `work` set (the server on PGlite, the workers on PostgreSQL) processes them.
 */
export async function startJobQueue(options: {
  database: Database;
  logger: Logger;
  handlers: JobHandler<object>[];
  work: boolean;
}): Promise<JobQueue> {
  const { logger } = options;
  const boss = createBoss(options.database);
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  for (const handler of options.handlers) {
    await boss.createQueue(handler.name, {
      retryLimit: handler.retryLimit ?? 5,
      retryDelay: 1,
      retryBackoff: true,
    });
    if (options.work) {
      await boss.work<object>(handler.name, async (jobs) => {
        for (const job of jobs) {
          logger.debug({ job: handler.name, id: job.id }, 'job started');
          await handler.handle(job.data);
        }
      });
    }
  }
  return {
    send: (name, data) => boss.send(name, data),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
