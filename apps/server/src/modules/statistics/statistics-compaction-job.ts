import type { JobHandler } from '../../lib/jobs.ts';
import { compactEventBuckets } from './statistics-service.ts';

export const STATISTICS_COMPACTION_JOB = 'statistics-compaction';

/** Hourly: the past hour's click buckets, spread over shards while they were hot, become one row each. */
export const statisticsCompactionJob: JobHandler<object> = {
  name: STATISTICS_COMPACTION_JOB,
  schedule: '23 * * * *',
  retryLimit: 2,
  handle: async (_data, { database, logger }) => {
    const compacted = await compactEventBuckets(database.db, new Date(Date.now() - 60 * 60_000));
    logger.info({ job: STATISTICS_COMPACTION_JOB, compacted }, 'click statistics compacted');
  },
};
