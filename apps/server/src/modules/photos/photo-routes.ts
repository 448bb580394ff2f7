/**
 * Private photo upload: `POST /api/photos` (raw image body), `GET /api/photos/:id` (the owner
 * only), `POST /api/photos/:id/claim` (an anonymous upload into the signed-in account) and
 * `DELETE /api/photos/:id`. Anyone but the owner gets 404 for a photo, never 403: whether a
 * photo exists is itself none of their business.
 */
import { Hono, type Context } from 'hono';
import {
  type PhotoListResponse,
  claimPhotoRequestSchema,
  photoReadQuerySchema,
  photoUploadQuerySchema,
  recordIdSchema,
  type ClaimPhotoResponse,
  type PhotoUploadResponse,
} from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { readBody, readParam, readQuery } from '../../lib/validation.ts';
import { currentUser, requireUser } from '../auth/session.ts';
import {
  notAnImage,
  PHOTO_LIMITS,
  photoSpillDir,
  processPhoto,
  scaledForScreen,
  tooLarge,
} from './photo-processing.ts';
import {
  claimPhoto,
  deleteOwnedPhoto,
  listOwnedPhotos,
  readOwnedPhoto,
  refuseBeyondBacklog,
  storePhoto,
} from './photo-service.ts';

const HOUR = 60 * 60 * 1000;

/** Uploads per hour: anonymous ones per address, signed-in ones per account. */
export const PHOTO_UPLOAD_LIMITS = {
  perAddress: { limit: 20, windowMs: HOUR },
  perAccount: { limit: 60, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

export const photoNotFound = () => new AppError('not_found', 'There is no such photo.');
const photoParam = (c: Context<AppEnv>) => readParam(c, 'id', recordIdSchema, photoNotFound);

/**
 * The request body, read chunk by chunk and refused as soon as it passes `maxBytes`: an upload
 * never takes more memory than the limit, whatever it declares.
 */
export async function readBodyWithLimit(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export const photoRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    // The declared type only routes the request; the content is what gets checked.
    const declaredType = c.req.header('content-type')?.trim().toLowerCase() ?? '';
    if (!declaredType.startsWith('image/')) throw notAnImage();
    const { keep } = readQuery(c, photoUploadQuerySchema);
    const declaredLength = c.req.header('content-length');
    if (declaredLength !== undefined && Number(declaredLength) > PHOTO_LIMITS.maxBytes) throw tooLarge();

    const { database, storage, logger, rateLimiter, config } = c.var.deps;
    const user = (await currentUser(c))?.user ?? null;
    const [key, rule] = user
      ? [`photo-upload:user:${user.id}`, PHOTO_UPLOAD_LIMITS.perAccount]
      : [`photo-upload:ip:${clientIp(c, config.trustProxy)}`, PHOTO_UPLOAD_LIMITS.perAddress];
    if ((await rateLimiter.hit(key, rule)) > rule.limit) {
      throw new AppError('rate_limited', 'Too many photos in a short time. Please wait a while and try again.');
    }

    // Beyond the configured backlog of analyses an upload is refused before its bytes are read:
    // the person keeps the photo and the answers in the browser and tries again later.
    await refuseBeyondBacklog(database.db, config.analysisMaxBacklog);
    // The bytes are handed on without a name here: while they wait their turn on disk, nothing holds them.
    const image = await processPhoto(await readBodyWithLimit(c.req.raw, PHOTO_LIMITS.maxBytes), {
      spillDir: photoSpillDir(config.dataDir),
    });
    const { photo, claimToken } = await storePhoto(
      { db: database.db, storage, logger },
      { userId: user?.id ?? null, image, keepAfterAnalysis: keep },
    );
    c.header('Cache-Control', 'no-store');
    return c.json(
      { photoId: photo.id, claimToken, width: photo.width, height: photo.height } satisfies PhotoUploadResponse,
      201,
    );
  })
  /** The person's own photos, newest first (the account page lists them with a delete button). */
  .get('/', async (c) => {
    const user = await requireUser(c);
    const list = await listOwnedPhotos(c.var.deps.database.db, user.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ photos: list } satisfies PhotoListResponse);
  })
  .get('/:id', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const id = photoParam(c);
    const { w } = readQuery(c, photoReadQuerySchema);
    const user = (await currentUser(c))?.user;
    const { database, storage, logger } = c.var.deps;
    const found = user ? await readOwnedPhoto({ db: database.db, storage, logger }, user.id, id) : null;
    if (!found) throw photoNotFound();
    const data = w ? await scaledForScreen(found.data, Number(w)) : found.data;
    return c.body(data.slice().buffer, 200, {
      'Content-Type': w ? 'image/jpeg' : found.photo.contentType,
      'Content-Length': String(data.byteLength),
      'Content-Disposition': 'inline',
      // Only our own pages may embed it, even with a session cookie in the browser.
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  })
  .post('/:id/claim', async (c) => {
    const user = await requireUser(c);
    const id = photoParam(c);
    const { claimToken } = await readBody(c, claimPhotoRequestSchema);
    const { database, storage, logger } = c.var.deps;
    const photo = await claimPhoto({ db: database.db, storage, logger }, user.id, id, claimToken);
    if (!photo) throw photoNotFound();
    return c.json({ photoId: photo.id } satisfies ClaimPhotoResponse);
  })
  .delete('/:id', async (c) => {
    const id = photoParam(c);
    const user = (await currentUser(c))?.user;
    const { database, storage, logger } = c.var.deps;
    const deleted = user ? await deleteOwnedPhoto({ db: database.db, storage, logger }, user.id, id) : false;
    if (!deleted) throw photoNotFound();
    return c.json({ ok: true as const });
  });
