import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimPhotoResponseSchema,
  photoUploadResponseSchema,
  signupResponseSchema,
  SPEC,
  type Account,
} from '@skinsight/shared';
import { photos, questionnaireResponses } from '../../db/schema.ts';
import { jobHandlers } from '../../jobs/index.ts';
import { QUEUES, startJobQueue } from '../../lib/jobs.ts';
import { createLogger } from '../../lib/logger.ts';
import {
  createTestApp,
  createTestDatabase,
  readError,
  TEST_BASE_URL,
  TestClient,
  type TestContext,
} from '../../testing/index.ts';
import { cleanupExpiredPhotos, photoCleanupJob } from './photo-cleanup-job.ts';
import { PHOTO_UPLOAD_LIMITS } from './photo-routes.ts';
import {
  attachablePhotoForUser,
  claimPhoto,
  hashClaimToken,
  TEMP_PHOTO_TTL_MS,
  userPhotoKey,
} from './photo-service.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'test-fixtures', name));
const face = fixture('astronaut.png');
const cat = fixture('cat-no-face.png');

/** Every metadata block a file carries, by exifreader's names ('file' is the frame header itself). */
const metadataBlocks = (bytes: Uint8Array) =>
  Object.keys(ExifReader.load(Buffer.from(bytes), { expanded: true })).sort();

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// In-process requests all come from the address 'unknown': each test starts with a fresh allowance.
beforeEach(async () => {
  await t.deps.rateLimiter.reset('photo-upload:ip:unknown');
  await t.deps.rateLimiter.reset('signup:ip:unknown');
});

/** Sends raw bytes to POST /api/photos as a browser would, with the client's session if any. */
async function upload(
  client: TestClient | null,
  body: Uint8Array | string,
  contentType: string | null,
  options: { query?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { origin: TEST_BASE_URL, ...options.headers };
  if (contentType !== null) headers['content-type'] = contentType;
  if (client?.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.request(`${TEST_BASE_URL}/api/photos${options.query ?? ''}`, { method: 'POST', headers, body });
}

async function uploaded(client: TestClient | null, body: Uint8Array, contentType = 'image/png', query = '') {
  const res = await upload(client, body, contentType, { query });
  expect(res.status, await res.clone().text()).toBe(201);
  return photoUploadResponseSchema.parse(await res.json());
}

async function person(): Promise<{ client: TestClient; user: Account }> {
  const client = new TestClient(t.app);
  const { res } = await client.signUp();
  const { user } = signupResponseSchema.parse(await res.json());
  return { client, user: user! };
}

const rowOf = async (photoId: string) => (await t.database.db.select().from(photos).where(eq(photos.id, photoId)))[0];
const photoCount = async () => (await t.database.db.select({ n: count() }).from(photos))[0]!.n;
const storedKeys = async () => [...(await t.deps.storage.list('temp/')), ...(await t.deps.storage.list('users/'))];
const claim = (client: TestClient, photoId: string, claimToken: unknown) =>
  client.request(`/api/photos/${photoId}/claim`, { json: { claimToken } });

describe('POST /api/photos', () => {
  it('stores an anonymous upload under temp/, re-encoded as JPEG, with a claim token of which only the hash is kept', async () => {
    const before = Date.now();
    const body = await uploaded(null, face);
    expect(body.claimToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([body.width, body.height]).toEqual([512, 512]);

    const row = await rowOf(body.photoId);
    expect(row).toMatchObject({
      userId: null,
      storageKey: `temp/${body.photoId}.jpg`,
      contentType: 'image/jpeg',
      width: 512,
      height: 512,
      keepAfterAnalysis: true,
    });
    expect(row!.claimTokenHash).toBe(createHash('sha256').update(body.claimToken!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.claimToken);
    const expires = row!.expiresAt!.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + TEMP_PHOTO_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + TEMP_PHOTO_TTL_MS + 1000);

    const stored = await t.deps.storage.get(row!.storageKey);
    expect(stored?.byteLength).toBe(row!.bytes);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
  });

  it("stores a signed-in upload under the account's folder, without a token or expiry, and keeps the keep choice", async () => {
    const { client, user } = await person();
    const body = await uploaded(client, face, 'image/png', '?keep=false');
    expect(body.claimToken).toBeNull();
    const row = await rowOf(body.photoId);
    expect(row).toMatchObject({
      userId: user.id,
      storageKey: `users/${user.id}/${body.photoId}.jpg`,
      claimTokenHash: null,
      expiresAt: null,
      keepAfterAnalysis: false,
    });
    expect(await t.deps.storage.get(row!.storageKey)).not.toBeNull();
    expect((await rowOf((await uploaded(client, face)).photoId))?.keepAfterAnalysis).toBe(true);
    expect((await upload(client, face, 'image/png', { query: '?keep=maybe' })).status).toBe(400);
  });

  it('accepts PNG and WebP, re-encoding both to JPEG with the long side at most 2048 px', async () => {
    const { client, user } = await person();
    // The cat (451x300) blown up to 3000 px wide; nearest-neighbour blocks keep the PNG small.
    const bigPng = await sharp(cat).resize({ width: 3000, kernel: 'nearest' }).png().toBuffer();
    expect(bigPng.byteLength).toBeLessThan(SPEC.maxPhotoBytes);
    const bigHeight = (await sharp(bigPng).metadata()).height;
    const webp = await sharp(face).webp({ quality: 80 }).toBuffer();
    for (const [bytes, type, size] of [
      [bigPng, 'image/png', [2048, Math.round((bigHeight * 2048) / 3000)]],
      [webp, 'image/webp', [512, 512]],
    ] as const) {
      const body = await uploaded(client, bytes, type);
      expect([body.width, body.height], type).toEqual(size);
      const stored = await t.deps.storage.get(userPhotoKey(user.id, body.photoId));
      expect(await sharp(stored!).metadata(), type).toMatchObject({ format: 'jpeg', width: size[0], height: size[1] });
    }
  });

  it('keeps no EXIF or GPS from the upload, and turns it upright first', async () => {
    const { client, user } = await person();
    const withGps = await sharp(face)
      .resize(400, 300)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 12/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '16/1 22/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = ExifReader.load(withGps, { expanded: true });
    expect(original.gps?.Latitude).toBeCloseTo(48.2);

    const body = await uploaded(client, withGps, 'image/jpeg');
    expect([body.width, body.height]).toEqual([300, 400]);
    const stored = (await t.deps.storage.get(userPhotoKey(user.id, body.photoId)))!;
    expect(metadataBlocks(stored)).toEqual(['file']);
    const meta = await sharp(stored).metadata();
    expect([meta.exif, meta.orientation, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined, undefined]);
    expect(Buffer.from(stored).includes('PhoneMaker')).toBe(false);
    // And the owner downloads exactly the stripped copy.
    const res = await client.request(`/api/photos/${body.photoId}`);
    expect(metadataBlocks(new Uint8Array(await res.arrayBuffer()))).toEqual(['file']);
  });

  it('refuses what is not an image, whatever its name or declared type, and stores nothing', async () => {
    const rows = await photoCount();
    const keys = await storedKeys();
    const png = await sharp(face).resize(64).png().toBuffer();
    const cases: [string, Uint8Array | string, string | null][] = [
      ['a text file sent as a .jpg', 'Not a photo at all, just a file named selfie.jpg\n', 'image/jpeg'],
      ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>', 'image/svg+xml'],
      ['an empty body', new Uint8Array(0), 'image/png'],
      ['a real PNG declared as a PDF', png, 'application/pdf'],
      ['a real PNG declared as text', png, 'text/plain'],
      ['a real PNG declared as a form', png, 'multipart/form-data; boundary=x'],
      ['a real PNG with no type', png, null],
    ];
    for (const [name, body, type] of cases) {
      const res = await upload(null, body, type);
      expect(res.status, name).toBe(415);
      expect(await readError(res), name).toMatchObject({
        code: 'unsupported_media_type',
        message: 'Please upload an image file',
      });
    }
    expect(await photoCount()).toBe(rows);
    expect(await storedKeys()).toEqual(keys);
  });

  it('refuses a body over 5 MB with 413, by its declared length or while reading it, and stores nothing', async () => {
    const rows = await photoCount();
    const keys = await storedKeys();
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await sharp(face).jpeg().toBuffer());
    for (const headers of [{}, { 'content-length': String(big.byteLength) }] as Record<string, string>[]) {
      const res = await upload(null, big, 'image/jpeg', { headers });
      expect(res.status).toBe(413);
      expect(await readError(res)).toMatchObject({
        code: 'payload_too_large',
        message: 'Please upload an image less than 5MB',
      });
    }
    // Exactly 5 MB is within the limit: this one is refused for its content, not its size.
    const limit = new Uint8Array(SPEC.maxPhotoBytes);
    limit.set(Buffer.from('not an image'));
    expect((await upload(null, limit, 'image/jpeg')).status).toBe(415);
    expect(await photoCount()).toBe(rows);
    expect(await storedKeys()).toEqual(keys);
  });

  it('refuses a pixel bomb with 400 and stores nothing', async () => {
    const rows = await photoCount();
    // 49 megapixels, over the 40 MP limit, yet a few kilobytes: a black PNG (small enough to make quickly).
    const bomb = await sharp({
      create: { width: 7_000, height: 7_000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(SPEC.maxPhotoBytes);
    const res = await upload(null, bomb, 'image/png');
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatchObject({ code: 'bad_request', message: 'This image is too large to process.' });
    expect(await photoCount()).toBe(rows);
  });

  it('limits anonymous uploads per address', async () => {
    const rule = PHOTO_UPLOAD_LIMITS.perAddress;
    for (let i = 0; i < rule.limit; i++) await t.deps.rateLimiter.hit('photo-upload:ip:unknown', rule);
    const res = await upload(null, face, 'image/png');
    expect(res.status).toBe(429);
    expect((await readError(res)).code).toBe('rate_limited');
    // A signed-in person is counted on their own account.
    const { client } = await person();
    expect((await upload(client, face, 'image/png')).status).toBe(201);
  });

  it('keeps the 100 KB limit on every other API request', async () => {
    const { client } = await person();
    const res = await client.request(`/api/photos/${randomUUID()}/claim`, {
      json: { claimToken: 'x'.repeat(200 * 1024) },
    });
    expect(res.status).toBe(413);
    expect((await readError(res)).message).toBe('The request is too large.');
  });
});

describe('who may see, delete and claim a photo', () => {
  it("lets no other account, and no anonymous visitor, read, delete or claim someone's photo", async () => {
    const alice = await person();
    const bob = await person();
    const { photoId } = await uploaded(alice.client, face);

    const own = await alice.client.request(`/api/photos/${photoId}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await own.arrayBuffer());
    expect(bytes).toEqual(await t.deps.storage.get(userPhotoKey(alice.user.id, photoId)));

    const anonymous = new TestClient(t.app);
    const attempts = [
      await bob.client.request(`/api/photos/${photoId}`),
      await bob.client.request(`/api/photos/${photoId}`, { method: 'DELETE' }),
      await claim(bob.client, photoId, randomBytes(32).toString('base64url')),
      await anonymous.request(`/api/photos/${photoId}`),
      await anonymous.request(`/api/photos/${photoId}`, { method: 'DELETE' }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect((await readError(res)).code).toBe('not_found');
    }
    // Exactly the answer for a photo that does not exist, or an id that is no id.
    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const res = await bob.client.request(`/api/photos/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect((await readError(res)).message).toBe('There is no such photo.');
    }
    expect(await rowOf(photoId)).toMatchObject({ userId: alice.user.id });
    expect((await alice.client.request(`/api/photos/${photoId}`)).status).toBe(200);
  });

  it('gives the owner the photo scaled for a screen, still private, and nothing to anyone else', async () => {
    const alice = await person();
    const bob = await person();
    const { photoId } = await uploaded(alice.client, face);
    const full = await alice.client.request(`/api/photos/${photoId}`);
    const fullBytes = (await full.arrayBuffer()).byteLength;

    const small = await alice.client.request(`/api/photos/${photoId}?w=480`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect(small.headers.get('cache-control')).toBe('private, no-store');
    const smallBytes = Buffer.from(await small.arrayBuffer());
    expect((await sharp(smallBytes).metadata()).width).toBe(480);
    expect(smallBytes.byteLength).toBeLessThan(fullBytes);
    // Never enlarged: the 512 px fixture at 960 stays 512 px wide.
    const large = Buffer.from(await (await alice.client.request(`/api/photos/${photoId}?w=960`)).arrayBuffer());
    expect((await sharp(large).metadata()).width).toBeLessThanOrEqual(960);

    expect((await bob.client.request(`/api/photos/${photoId}?w=480`)).status).toBe(404);
    expect((await new TestClient(t.app).request(`/api/photos/${photoId}?w=480`)).status).toBe(404);
    // Only the widths the web app asks for: no arbitrary resizing work on request.
    expect((await alice.client.request(`/api/photos/${photoId}?w=123`)).status).toBe(400);
  });

  it('serves a temporary photo to no one, not even its uploader', async () => {
    const { photoId, claimToken } = await uploaded(null, face);
    const { client } = await person();
    expect((await new TestClient(t.app).request(`/api/photos/${photoId}`)).status).toBe(404);
    expect((await client.request(`/api/photos/${photoId}`)).status).toBe(404);
    expect((await client.request(`/api/photos/${photoId}?claimToken=${claimToken}`)).status).toBe(404);
    expect((await new TestClient(t.app).request(`/api/photos/${photoId}`, { method: 'DELETE' })).status).toBe(404);
    expect(await rowOf(photoId)).toBeDefined();
  });

  it('moves a temporary photo into the account that presents its token, exactly once', async () => {
    const { photoId, claimToken } = await uploaded(null, face, 'image/png', '?keep=false');
    const tempBytes = await t.deps.storage.get(`temp/${photoId}.jpg`);
    const bob = await person();
    const carol = await person();

    const res = await claim(bob.client, photoId, claimToken);
    expect(res.status).toBe(200);
    expect(claimPhotoResponseSchema.parse(await res.json())).toEqual({ photoId });
    expect(await rowOf(photoId)).toMatchObject({
      userId: bob.user.id,
      storageKey: userPhotoKey(bob.user.id, photoId),
      claimTokenHash: null,
      expiresAt: null,
      keepAfterAnalysis: false,
    });
    expect(await t.deps.storage.get(`temp/${photoId}.jpg`)).toBeNull();
    expect(await t.deps.storage.get(userPhotoKey(bob.user.id, photoId))).toEqual(tempBytes);
    expect((await bob.client.request(`/api/photos/${photoId}`)).status).toBe(200);

    // The token is spent: neither the same account nor another can use it again.
    expect((await claim(bob.client, photoId, claimToken)).status).toBe(404);
    expect((await claim(carol.client, photoId, claimToken)).status).toBe(404);
    expect(await t.deps.storage.list(`users/${carol.user.id}/`)).toEqual([]);
  });

  it('lets only one of two simultaneous claims win, leaving no copy for the other', async () => {
    const { photoId, claimToken } = await uploaded(null, face);
    const bob = await person();
    const carol = await person();
    const [a, b] = await Promise.all([
      claim(bob.client, photoId, claimToken),
      claim(carol.client, photoId, claimToken),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    const winner = a.status === 200 ? bob : carol;
    const loser = a.status === 200 ? carol : bob;
    expect(await rowOf(photoId)).toMatchObject({ userId: winner.user.id });
    expect(await t.deps.storage.list(`users/${winner.user.id}/`)).toEqual([userPhotoKey(winner.user.id, photoId)]);
    expect(await t.deps.storage.list(`users/${loser.user.id}/`)).toEqual([]);
  });

  it('refuses a wrong token, an expired photo and a claim without a session, all alike', async () => {
    const first = await uploaded(null, face);
    const second = await uploaded(null, cat);
    const bob = await person();
    for (const token of [randomBytes(32).toString('base64url'), second.claimToken, 'short', `${first.claimToken}x`]) {
      const res = await claim(bob.client, first.photoId, token);
      expect(res.status, String(token)).toBe(404);
      expect((await readError(res)).message).toBe('There is no such photo.');
    }
    expect((await claim(bob.client, randomUUID(), first.claimToken)).status).toBe(404);
    expect((await claim(bob.client, first.photoId, 42)).status).toBe(400);
    expect((await claim(new TestClient(t.app), first.photoId, first.claimToken)).status).toBe(401);

    // Expired: the right token no longer works.
    await t.database.db
      .update(photos)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(photos.id, first.photoId));
    const expired = await claim(bob.client, first.photoId, first.claimToken);
    expect(expired.status).toBe(404);
    expect(await rowOf(first.photoId)).toMatchObject({ userId: null, storageKey: `temp/${first.photoId}.jpg` });
    expect(await t.deps.storage.list(`users/${bob.user.id}/`)).toEqual([]);

    // The second photo, untouched by all this, is still claimable with its own token.
    expect((await claim(bob.client, second.photoId, second.claimToken)).status).toBe(200);
  });

  it("deletes the owner's photo, file and row; a questionnaire that used it keeps its answers", async () => {
    const alice = await person();
    const { photoId } = await uploaded(alice.client, face);
    const [questionnaire] = await t.database.db
      .insert(questionnaireResponses)
      .values({ userId: alice.user.id, responses: { skinType: 'oily' }, photoId })
      .returning();

    const res = await alice.client.request(`/api/photos/${photoId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await rowOf(photoId)).toBeUndefined();
    expect(await t.deps.storage.list(`users/${alice.user.id}/`)).toEqual([]);
    const [after] = await t.database.db
      .select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.id, questionnaire!.id));
    expect(after).toMatchObject({ photoId: null, responses: { skinType: 'oily' } });
    expect((await alice.client.request(`/api/photos/${photoId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await alice.client.request(`/api/photos/${photoId}`)).status).toBe(404);
  });
});

describe('the photo service for other modules', () => {
  it("attachablePhotoForUser finds only the person's own photos; claimPhoto claims with the token", async () => {
    const alice = await person();
    const bob = await person();
    const own = await uploaded(alice.client, face);
    const temp = await uploaded(null, face);
    const db = t.database.db;
    expect((await attachablePhotoForUser(db, alice.user.id, own.photoId))?.id).toBe(own.photoId);
    expect(await attachablePhotoForUser(db, bob.user.id, own.photoId)).toBeNull();
    expect(await attachablePhotoForUser(db, alice.user.id, temp.photoId)).toBeNull();
    expect(await attachablePhotoForUser(db, alice.user.id, 'not-a-uuid')).toBeNull();

    const deps = { db, storage: t.deps.storage };
    expect(await claimPhoto(deps, bob.user.id, temp.photoId, 'wrong')).toBeNull();
    expect((await claimPhoto(deps, bob.user.id, temp.photoId, temp.claimToken!))?.userId).toBe(bob.user.id);
    expect((await attachablePhotoForUser(db, bob.user.id, temp.photoId))?.storageKey).toBe(
      userPhotoKey(bob.user.id, temp.photoId),
    );
    expect(hashClaimToken(temp.claimToken!)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the clean-up of temporary photos', () => {
  it('deletes expired temporary photos (file and row) and orphaned temp files, and keeps everything else', async () => {
    const alice = await person();
    const expired = await uploaded(null, face);
    const fresh = await uploaded(null, cat);
    const owned = await uploaded(alice.client, face);
    await t.database.db
      .update(photos)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(photos.id, expired.photoId));
    const orphan = `temp/${randomUUID()}.jpg`;
    await t.deps.storage.put(orphan, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    await t.deps.storage.put('temp/not-ours.txt', new Uint8Array([1]), 'text/plain');

    const result = await cleanupExpiredPhotos({
      db: t.database.db,
      storage: t.deps.storage,
      logger: createLogger('silent'),
    });
    expect(result.failed).toBe(0);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(result.orphans).toBeGreaterThanOrEqual(1);

    expect(await rowOf(expired.photoId)).toBeUndefined();
    expect(await t.deps.storage.get(`temp/${expired.photoId}.jpg`)).toBeNull();
    expect(await t.deps.storage.get(orphan)).toBeNull();
    expect(await rowOf(fresh.photoId)).toMatchObject({ userId: null });
    expect(await t.deps.storage.get(`temp/${fresh.photoId}.jpg`)).not.toBeNull();
    expect(await t.deps.storage.get(userPhotoKey(alice.user.id, owned.photoId))).not.toBeNull();
    expect(await t.deps.storage.get('temp/not-ours.txt')).not.toBeNull();
    // Every temporary row left is unexpired, and has its file.
    const left = await t.database.db.select().from(photos).where(isNull(photos.userId));
    for (const row of left) {
      expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now());
      expect(await t.deps.storage.get(row.storageKey)).not.toBeNull();
    }

    // A day later, the fresh one has expired too.
    const later = await cleanupExpiredPhotos(
      { db: t.database.db, storage: t.deps.storage },
      new Date(Date.now() + TEMP_PHOTO_TTL_MS + 1000),
    );
    expect(later.expired).toBeGreaterThanOrEqual(1);
    expect(await rowOf(fresh.photoId)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(photos)
        .where(and(isNull(photos.userId))),
    ).toEqual([]);
    expect((await t.deps.storage.list('temp/')).filter((k) => k.endsWith('.jpg'))).toEqual([]);
    expect(await rowOf(owned.photoId)).toBeDefined();
  });

  it('is a registered job, scheduled hourly', async () => {
    expect(QUEUES).toContain('photo-cleanup');
    expect(jobHandlers).toContain(photoCleanupJob);
    const database = await createTestDatabase();
    try {
      const queue = await startJobQueue({
        config: t.deps.config,
        mail: t.deps.mail,
        secret: t.deps.secret,
        database,
        storage: t.deps.storage,
        logger: createLogger('silent'),
        handlers: [photoCleanupJob],
        work: false,
      });
      await queue.stop();
      const rows = (await database.db.execute(sql`select name, cron from pgboss.schedule`)) as unknown as {
        rows: { name: string; cron: string }[];
      };
      expect(rows.rows).toEqual([{ name: 'photo-cleanup', cron: '7 * * * *' }]);
    } finally {
      await database.close();
    }
  });
});
