import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/index.ts';
import { testJobServices } from '../testing/job-services.ts';
import type { Database } from '../db/client.ts';
import { startJobQueue } from './jobs.ts';
import { createLogger } from './logger.ts';
import { LocalFileStorage } from './storage.ts';
import os from 'node:os';

describe('the job queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers a sent job to its handler, retrying a failure', async () => {
    const seen: string[] = [];
    let failures = 0;
    const done = new Promise<void>((resolve) => {
      void startJobQueue({
        ...testJobServices(database),
        database,
        storage: new LocalFileStorage(os.tmpdir()),
        logger: createLogger('silent'),
        work: true,
        handlers: [
          {
            name: 'test-echo',
            retryLimit: 3,
            handle: async (data) => {
              const { word } = data as { word: string };
              if (word === 'flaky' && failures === 0) {
                failures++;
                throw new Error('first attempt fails');
              }
              seen.push(word);
              if (seen.length === 2) resolve();
            },
          },
        ],
      }).then(async (queue) => {
        await queue.send('test-echo', { word: 'hello' });
        await queue.send('test-echo', { word: 'flaky' });
        await done;
        await queue.stop();
      });
    });
    await done;
    expect(seen.sort()).toEqual(['flaky', 'hello']);
    expect(failures).toBe(1);
  }, 30_000);

  it('goes from job to job while a backlog lasts, in the order they were sent, instead of waiting out the polling interval after each', async () => {
    // Polling every 3 s: one job at a time would start these eight at least 3 s apart, in batches
    // of two at least 9 s in all. Sent before the worker starts, they are a backlog from the first look.
    const started: number[] = [];
    const order: number[] = [];
    let finished: () => void = () => undefined;
    const allDone = new Promise<void>((resolve) => (finished = resolve));
    const backlog = {
      name: 'test-backlog',
      pollingIntervalSeconds: 3,
      batchSize: 2,
      handle: async (data: object) => {
        started.push(performance.now());
        order.push((data as { i: number }).i);
        if (started.length === 8) finished();
      },
    };
    const services = {
      ...testJobServices(database),
      database,
      storage: new LocalFileStorage(os.tmpdir()),
      logger: createLogger('silent'),
      handlers: [backlog],
    };
    const sender = await startJobQueue({ ...services, work: false });
    for (let i = 0; i < 4; i++) await sender.send('test-backlog', { i });
    // The next four in one transaction, where the database's clock stands still: their `createdOn`
    // is the same, as two jobs sent in one millisecond have (CI once ran 5 before 4 that way).
    await database.db.transaction(async (tx) => {
      for (let i = 4; i < 8; i++) await sender.sendInTransaction(tx, 'test-backlog', { i });
    });
    await sender.stop();
    const worker = await startJobQueue({ ...services, work: true });
    await allDone;
    await worker.stop();
    // Every batch came back full, so each next fetch came at once.
    expect(started[7]! - started[0]!).toBeLessThan(3_000);
    // A batch comes back from pg-boss in no set order: a person's earlier assessment must not be
    // analysed after their later one (it was, and the results page stopped polling with one of two).
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  }, 60_000);
});
