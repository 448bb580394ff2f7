import type { JobHandler } from '../../lib/jobs.ts';
import { localHour, sendDueSelfieReminders } from './reminder-service.ts';

export const SELFIE_REMINDER_JOB = 'selfie-reminders';

/** Reminders go out from this hour (TIME_ZONE) on, and not after the evening: no mail at night. */
export const REMINDER_HOURS = { from: 9, until: 20 } as const;

/**
 * Hourly: whoever is due this week gets their reminder (decision 035). Hourly rather than once a
 * week, so that a week whose Monday run was missed (the server was down) still gets its reminders;
 * the week claimed per person keeps it to one.
 */
export const selfieReminderJob: JobHandler<object> = {
  name: SELFIE_REMINDER_JOB,
  schedule: '41 * * * *',
  retryLimit: 2,
  handle: async (_data, { config, database, mail, secret, logger }) => {
    const hour = localHour(new Date(), config.timeZone);
    if (hour < REMINDER_HOURS.from || hour >= REMINDER_HOURS.until) return;
    const run = await sendDueSelfieReminders({
      db: database.db,
      mail,
      logger,
      baseUrl: config.baseUrl,
      timeZone: config.timeZone,
      secret,
    });
    logger.info({ job: SELFIE_REMINDER_JOB, ...run }, 'selfie reminders sent');
    if (run.failed > 0) throw new Error(`selfie reminders: ${run.failed} mails failed`);
  },
};
