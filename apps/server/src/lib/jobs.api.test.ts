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
});
