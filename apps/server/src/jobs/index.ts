import type { JobHandler } from '../lib/jobs.ts';
import { analysisJob } from '../modules/analysis/analysis-job.ts';
import { photoCleanupJob } from '../modules/photos/photo-cleanup-job.ts';
import { selfieReminderJob } from '../modules/reminders/selfie-reminder-job.ts';
import { statisticsCompactionJob } from '../modules/statistics/statistics-compaction-job.ts';

/**
 * Every background job the service runs. Analysis, e-mail and clean-up jobs are added here by
 * the issues that build them; the server (embedded database) or the workers (PostgreSQL) work
 * them all.
 */
export const jobHandlers: JobHandler<object>[] = [
  analysisJob,
  photoCleanupJob,
  statisticsCompactionJob,
  selfieReminderJob,
];
