import type { JobHandler } from '../../lib/jobs.ts';
import { analyseQuestionnaire } from './analysis-service.ts';

export const ANALYSIS_JOB = 'analysis';

/** Sent with every saved questionnaire and every new photo on one (same transaction). */
export const analysisJob: JobHandler<object> = {
  name: ANALYSIS_JOB,
  retryLimit: 5,
  // An analysis takes well under a second: a silent worker for 10 s is a dead one.
  heartbeatSeconds: 10,
  // People wait for this one on the results page: look for new jobs twice a second.
  pollingIntervalSeconds: 0.5,
  // Two at a time, and the next two at once while a backlog lasts: without it a worker waited out
  // the half second after every analysis (a third of a second of work) and did two a second at most.
  batchSize: 2,
  handle: async (data, { database, storage, logger, jobId }) => {
    const { questionnaireId } = data as { questionnaireId?: unknown };
    if (typeof questionnaireId !== 'string') {
      logger.error({ job: ANALYSIS_JOB, jobId }, 'analysis job without a questionnaire id');
      return;
    }
    await analyseQuestionnaire({ db: database.db, storage, logger }, questionnaireId, jobId);
  },
};
