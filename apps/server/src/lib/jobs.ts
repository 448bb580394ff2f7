/**
 * Durable background jobs in PostgreSQL (pg-boss), on PGlite or a PostgreSQL server. A job
 * survives a restart of the process that sent it: it is a row until a worker completes it.
 * With PGlite the queue runs inside the server (one process owns the database); with
 * PostgreSQL any number of `worker` processes can work the same queues.
 */
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import { timeOrderedJobId } from './job-id.ts';
import { isOutage, outageSummary } from './outage.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { MailService } from '../modules/mail/mail-service.ts';
import type { Logger } from './logger.ts';
import type { FileStorage } from './storage.ts';

/**
 * What a handler works with besides its job's data: the process's configuration, database, files,
 * mail and logger, and the service's signing secret (AUTH_SECRET or the one in DATA_DIR).
 */
export type JobContext = {
  config: Config;
  database: Database;
  storage: FileStorage;
  mail: MailService;
  secret: string;
  logger: Logger;
  jobId: string;
};

export type JobHandler<T extends object> = {
  name: string;
  /** Retries with exponential backoff before a job is given up. */
  retryLimit?: number;
  /**
   * A worker that dies mid-job (SIGKILL, lost machine) stops its heartbeat; after this many seconds
   * the job is given to another worker. Without it a lost job waits for the queue's expiry.
   */
  heartbeatSeconds?: number;
  /** How often an idle worker looks for new jobs (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
  /**
   * Jobs fetched at a time, handled one after another. With more than one, a fetch that comes back
   * full is followed by the next fetch at once: a worker with a backlog goes from job to job. With
   * one at a time pg-boss waits out the polling interval after every job, however many are queued,
   * which capped a worker at two analyses a second (issue 20, decision 032's last addendum).
   */
  batchSize?: number;
  /** A cron expression (UTC): pg-boss also sends this job on that schedule, once across all processes. */
  schedule?: string;
  handle: (data: T, context: JobContext) => Promise<void>;
};

/** Every queue the service has, created at start whether or not this process works it. */
export const QUEUES = ['analysis', 'photo-cleanup'] as const;
export type QueueName = (typeof QUEUES)[number] | (string & {});

/**
 * A batch in the order its jobs were sent. pg-boss takes the oldest jobs for a batch but hands them
 * over in no set order (they come back from an UPDATE ... RETURNING); run in that order, a person's
 * earlier assessment could be analysed after their later one. `createdOn` comes to the millisecond
 * (two jobs sent in one millisecond, or in one transaction, tie): within one, the time-ordered id
 * ({@link timeOrderedJobId}) keeps the order they were sent in.
 */
export function inSentOrder<J extends { id: string; createdOn: Date }>(jobs: readonly J[]): J[] {
  return [...jobs].sort(
    (a, b) => a.createdOn.getTime() - b.createdOn.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** A Drizzle transaction (or the database itself): anything that runs SQL for us. */
type Transaction = { execute: Db['execute'] };

export type JobQueue = {
  send<T extends object>(name: QueueName, data: T): Promise<string | null>;
  /**
   * Sends a job as part of a database transaction: the job exists exactly when the rows written
   * in the same transaction do, so a crash between the two can never lose one.
   */
  sendInTransaction<T extends object>(tx: Transaction, name: QueueName, data: T): Promise<string | null>;
  stop(): Promise<void>;
};

/** How often lost jobs (dead heartbeats, timeouts) are looked for: a small query every 10 s. */
const CHECK_INTERVALS = { monitorIntervalSeconds: 10, superviseIntervalSeconds: 10 } as const;

export function createBoss(database: Database): PgBoss {
  if (database.kind === 'pglite' && database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...CHECK_INTERVALS });
  }
  if (!database.url) throw new Error('job queue: no database connection string');
  return new PgBoss({ connectionString: database.url, max: 4, ...CHECK_INTERVALS });
}

/**
 * Starts the queue and, when `work` is true, the handlers. The server sends jobs; whoever has
 * `work` set (the server on PGlite, the workers on PostgreSQL) processes them.
 */
export async function startJobQueue(options: {
  config: Config;
  database: Database;
  storage: FileStorage;
  mail: MailService;
  secret: string;
  logger: Logger;
  handlers: JobHandler<object>[];
  work: boolean;
}): Promise<JobQueue> {
  const { logger } = options;
  const boss = createBoss(options.database);
  // pg-boss polls all the time: during a database outage every poll fails. One line each, without
  // the driver's whole client object; it carries on by itself when the database is back.
  boss.on('error', (err) =>
    isOutage(err)
      ? logger.warn({ cause: outageSummary(err) }, 'job queue: database unavailable')
      : logger.error({ err }, 'job queue error'),
  );
  await boss.start();
  const names = new Set<string>([...QUEUES, ...options.handlers.map((h) => h.name)]);
  for (const name of names) {
    const handler = options.handlers.find((h) => h.name === name);
    const policy = {
      retryLimit: handler?.retryLimit ?? 5,
      retryDelay: 1,
      retryBackoff: true,
      ...(handler?.heartbeatSeconds ? { heartbeatSeconds: handler.heartbeatSeconds } : {}),
    };
    // A queue made by an earlier version keeps its settings unless they are updated.
    if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
    else await boss.createQueue(name, policy);
  }
  // pg-boss looks a queue up on its own connection the first time it sends to it. Inside one of
  // our transactions on PGlite (one connection) that lookup would wait for the transaction
  // forever, so every queue is looked up now: an empty insert fills pg-boss's queue cache.
  for (const name of names) await boss.insert(name, []);
  for (const handler of options.handlers) {
    // An upsert: every process that knows the handler may set it; pg-boss sends each run once.
    if (handler.schedule) await boss.schedule(handler.name, handler.schedule);
  }
  const { config, database, storage, mail, secret } = options;
  const context = { config, database, storage, mail, secret, logger };
  for (const handler of options.handlers) {
    if (options.work) {
      const workOptions = {
        ...(handler.pollingIntervalSeconds ? { pollingIntervalSeconds: handler.pollingIntervalSeconds } : {}),
        ...(handler.batchSize && handler.batchSize > 1
          ? { batchSize: handler.batchSize, burstWhenBatchFull: true }
          : {}),
        // For each job's `createdOn`, below.
        includeMetadata: true as const,
      };
      await boss.work<object, void, typeof workOptions>(handler.name, workOptions, async (jobs) => {
        for (const job of inSentOrder(jobs)) {
          logger.debug({ job: handler.name, id: job.id }, 'job started');
          await handler.handle(job.data, { ...context, jobId: job.id });
        }
      });
    }
  }
  return {
    send: (name, data) => boss.send(name, data, { id: timeOrderedJobId() }),
    sendInTransaction: (tx, name, data) =>
      boss.send(name, data, {
        id: timeOrderedJobId(),
        db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
      }),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
