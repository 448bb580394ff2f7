/**
 * Private face photos: storing a processed upload, reading and deleting it for its owner, and
 * claiming an anonymous upload after signup. A photo is never at a public URL; every read goes
 * through an ownership check, and anyone else learns nothing, not even that the photo exists.
 *
 * Storage keys: `users/<userId>/<photoId>.jpg` for an account's photos, `temp/<photoId>.jpg` for
 * anonymous uploads, which expire after 24 hours unless claimed with their claim token (of which
 * only the SHA-256 is stored).
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { AppError } from '../../lib/errors.ts';
import { analysisBacklog } from '../analysis/analysis-queue.ts';
import type { ProcessedPhoto } from './photo-processing.ts';

export type PhotoRow = typeof photos.$inferSelect;
export type PhotoDeps = { db: Db; storage: FileStorage; logger?: Logger };

/** How long an anonymous upload waits to be claimed before the clean-up job deletes it. */
export const TEMP_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;

export const userPhotoKey = (userId: string, photoId: string) => `users/${userId}/${photoId}.jpg`;
export const tempPhotoKey = (photoId: string) => `temp/${photoId}.jpg`;
/** The keys this module writes under temp/ (anything else there is not ours to judge). */
export const TEMP_KEY_PATTERN = /^temp\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;

const uuidSchema = z.uuid();
/** An id from a URL or a request: anything that is not a uuid names no photo (and never reaches the database). */
export const isPhotoId = (value: string): boolean => uuidSchema.safeParse(value).success;

/** 32 random bytes, base64url (43 characters). */
const CLAIM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashClaimToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashClaimToken(token) };
}

/** Constant-time comparison of a presented token with the stored hash. */
function claimTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashClaimToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/**
 * Stores a processed photo for a signed-in person (userId) or anonymously (null: a temporary
 * photo with a claim token, returned here once and never stored). The row is written before the
 * file, so that a file under temp/ always has a row until it is orphaned; the clean-up job
 * relies on that.
 */
export async function storePhoto(
  deps: PhotoDeps,
  input: { userId: string | null; image: ProcessedPhoto; keepAfterAnalysis: boolean; now?: Date },
): Promise<{ photo: PhotoRow; claimToken: string | null }> {
  const { db, storage } = deps;
  const id = randomUUID();
  const claim = input.userId ? null : newClaimToken();
  const storageKey = input.userId ? userPhotoKey(input.userId, id) : tempPhotoKey(id);
  const now = input.now ?? new Date();
  const [photo] = await db
    .insert(photos)
    .values({
      id,
      userId: input.userId,
      storageKey,
      claimTokenHash: claim?.hash ?? null,
      contentType: input.image.contentType,
      width: input.image.width,
      height: input.image.height,
      bytes: input.image.data.byteLength,
      keepAfterAnalysis: input.keepAfterAnalysis,
      expiresAt: input.userId ? null : new Date(now.getTime() + TEMP_PHOTO_TTL_MS),
    })
    .returning();
  if (!photo) throw new Error('photos: insert returned no row');
  try {
    await storage.put(storageKey, input.image.data, input.image.contentType);
  } catch (error) {
    await db
      .delete(photos)
      .where(eq(photos.id, id))
      .catch(() => {});
    throw error;
  }
  return { photo, claimToken: claim?.token ?? null };
}

/**
 * The photo if it belongs to the person, else null (also for ids that are not uuids). This is
 * the check before a photo is attached to a questionnaire or analysed: temporary photos belong
 * to no one until claimed.
 */
export async function attachablePhotoForUser(db: Db, userId: string, photoId: string): Promise<PhotoRow | null> {
  if (!isPhotoId(photoId) || !isPhotoId(userId)) return null;
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
  return photo ?? null;
}

/** The person's own photo with its JPEG bytes, or null when it is not theirs (or its file is gone). */
export async function readOwnedPhoto(
  deps: PhotoDeps,
  userId: string,
  photoId: string,
): Promise<{ photo: PhotoRow; data: Uint8Array } | null> {
  const photo = await attachablePhotoForUser(deps.db, userId, photoId);
  if (!photo) return null;
  const data = await deps.storage.get(photo.storageKey);
  if (!data) {
    deps.logger?.warn({ photoId: photo.id }, 'photo row without a stored file');
    return null;
  }
  return { photo, data };
}

/**
 * Deletes the person's own photo: the file first, then the row (a questionnaire that used it
 * keeps its answers, with no photo). Returns false when the photo is not theirs. Safe to repeat
 * after a failure half-way.
 */
export async function deleteOwnedPhoto(deps: PhotoDeps, userId: string, photoId: string): Promise<boolean> {
  const photo = await attachablePhotoForUser(deps.db, userId, photoId);
  if (!photo) return false;
  await deps.storage.delete(photo.storageKey);
  await deps.db.delete(photos).where(and(eq(photos.id, photo.id), eq(photos.userId, userId)));
  return true;
}

/**
 * Moves an anonymous upload into the person's account, when the token is the one handed out at
 * upload and the photo has not expired or been claimed. Returns null otherwise, whatever the
 * reason, so a caller cannot tell an unknown photo from a wrong token.
 *
 * The file is copied to the user's folder first, then the row is taken over in one conditional
 * update (so a photo is claimed exactly once, even by concurrent requests), then the temporary
 * file is deleted. A crash between the steps leaves at worst an unreferenced file, which the
 * clean-up job (under temp/) or account deletion (under users/<id>/) removes.
 */
export async function claimPhoto(
  deps: PhotoDeps,
  userId: string,
  photoId: string,
  claimToken: string,
  now: Date = new Date(),
): Promise<PhotoRow | null> {
  const { db, storage } = deps;
  if (!isPhotoId(photoId) || !isPhotoId(userId) || !CLAIM_TOKEN_PATTERN.test(claimToken)) return null;
  const claimable = and(eq(photos.id, photoId), isNull(photos.userId), gt(photos.expiresAt, now));
  const [photo] = await db.select().from(photos).where(claimable);
  if (!photo?.claimTokenHash || !claimTokenMatches(claimToken, photo.claimTokenHash)) return null;

  const data = await storage.get(photo.storageKey);
  if (!data) return null;
  const newKey = userPhotoKey(userId, photo.id);
  await storage.put(newKey, data, photo.contentType);

  const [claimed] = await db
    .update(photos)
    .set({ userId, storageKey: newKey, claimTokenHash: null, expiresAt: null })
    .where(and(claimable, eq(photos.claimTokenHash, photo.claimTokenHash)))
    .returning();
  if (!claimed) {
    // Another request claimed it (or it was cleaned up) in between: take back our copy, unless
    // that request was this same person's and the copy is now the photo's file.
    const [current] = await db.select({ storageKey: photos.storageKey }).from(photos).where(eq(photos.id, photo.id));
    if (current?.storageKey !== newKey) await storage.delete(newKey);
    return null;
  }
  try {
    await storage.delete(photo.storageKey);
  } catch (error) {
    // The photo is claimed; the unreferenced temporary file goes at the next clean-up.
    deps.logger?.warn({ err: error, photoId: photo.id }, 'could not delete a claimed temporary photo');
  }
  return claimed;
}

/** The person's own photos, newest first (the account page lists them with a delete button). */
export async function listOwnedPhotos(db: Db, userId: string) {
  const rows = await db
    .select({ id: photos.id, width: photos.width, height: photos.height, createdAt: photos.createdAt })
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(desc(photos.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export const BACKLOG_FULL_MESSAGE =
  'Too many photos are waiting for their analysis right now. Your answers are kept: please try again in a few minutes.';

/**
 * The one refusal left for an upload under load (issue 20): more analyses waiting than the
 * configured ANALYSIS_MAX_BACKLOG. 503 with code `unavailable`; the web app says it in the
 * person's language and keeps their photo and answers.
 */
export async function refuseBeyondBacklog(db: Db, maxBacklog: number): Promise<void> {
  if ((await analysisBacklog(db)) >= maxBacklog) throw new AppError('unavailable', BACKLOG_FULL_MESSAGE);
}
