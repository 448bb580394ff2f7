/**
 * The hourly clean-up of anonymous uploads: every temporary photo whose 24 hours have passed
 * without a claim is deleted (file first, then row), and so is any file under temp/ that no row
 * refers to any more (left by a crash half-way through a claim).
 */
import { and, asc, eq, inArray, isNull, lte, notInArray } from 'drizzle-orm';
import { photos } from '../../db/schema.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import { TEMP_KEY_PATTERN, type PhotoDeps } from './photo-service.ts';

const BATCH = 200;

export type PhotoCleanupResult = { expired: number; orphans: number; failed: number };

export async function cleanupExpiredPhotos(deps: PhotoDeps, now: Date = new Date()): Promise<PhotoCleanupResult> {
  const { db, storage, logger } = deps;
  const result: PhotoCleanupResult = { expired: 0, orphans: 0, failed: 0 };
  const failedIds: string[] = [];
  const expired = and(isNull(photos.userId), lte(photos.expiresAt, now));

  for (;;) {
    const batch = await db
      .select({ id: photos.id, storageKey: photos.storageKey })
      .from(photos)
      .where(and(expired, notInArray(photos.id, failedIds)))
      .orderBy(asc(photos.expiresAt))
      .limit(BATCH);
    if (batch.length === 0) break;
    for (const photo of batch) {
      try {
        await storage.delete(photo.storageKey);
        // Still expired and unclaimed: a claim that won the race keeps its photo.
        await db.delete(photos).where(and(eq(photos.id, photo.id), expired));
        result.expired++;
      } catch (error) {
        failedIds.push(photo.id);
        result.failed++;
        logger?.error({ err: error, photoId: photo.id }, 'could not delete an expired photo');
      }
    }
  }

  // Every row is written before its file, so a file under temp/ without a row is an orphan.
  const keys = (await storage.list('temp/')).filter((key) => TEMP_KEY_PATTERN.test(key));
  for (let i = 0; i < keys.length; i += BATCH) {
    const chunk = keys.slice(i, i + BATCH);
    const rows = await db.select({ key: photos.storageKey }).from(photos).where(inArray(photos.storageKey, chunk));
    const known = new Set(rows.map((r) => r.key));
    for (const key of chunk) {
      if (known.has(key)) continue;
      try {
        await storage.delete(key);
        result.orphans++;
      } catch (error) {
        result.failed++;
        logger?.error({ err: error }, 'could not delete an orphaned temporary photo');
      }
    }
  }
  return result;
}

export const PHOTO_CLEANUP_JOB = 'photo-cleanup';

export const photoCleanupJob: JobHandler<object> = {
  name: PHOTO_CLEANUP_JOB,
  // Hourly, at a minute when little else runs; a missed hour is caught up by the next run.
  schedule: '7 * * * *',
  retryLimit: 2,
  handle: async (_data, { database, storage, logger }) => {
    const result = await cleanupExpiredPhotos({ db: database.db, storage, logger });
    logger.info({ job: PHOTO_CLEANUP_JOB, ...result }, 'temporary photos cleaned up');
    // Failures are retried by the queue, and whatever is left goes at the next hour anyway.
    if (result.failed > 0) throw new Error(`photo clean-up: ${result.failed} deletions failed`);
  },
};
