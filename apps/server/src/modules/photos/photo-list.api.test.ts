import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoListResponseSchema, photoUploadResponseSchema } from '@skinsight/shared';
import { createTestApp, TestClient, type TestContext } from '../../testing/index.ts';

const face = new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'test-fixtures/astronaut.png')));

describe('GET /api/photos: each person sees and deletes only their own photos', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the person’s photos, newest first, and not another’s; a deleted photo is gone', async () => {
    const alice = new TestClient(t.app);
    await alice.signUp();
    const bob = new TestClient(t.app);
    await bob.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 2; i++)
      ids.push(photoUploadResponseSchema.parse(await (await alice.uploadPhoto(face)).json()).photoId);
    const bobs = photoUploadResponseSchema.parse(await (await bob.uploadPhoto(face)).json()).photoId;

    const list = photoListResponseSchema.parse(await (await alice.request('/api/photos')).json());
    expect(list.photos.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(list.photos.map((p) => p.id)).not.toContain(bobs);

    expect((await bob.request(`/api/photos/${ids[0]}`, { method: 'DELETE' })).status).toBe(404);
    expect((await alice.request(`/api/photos/${ids[0]}`, { method: 'DELETE' })).status).toBe(200);
    const after = photoListResponseSchema.parse(await (await alice.request('/api/photos')).json());
    expect(after.photos.map((p) => p.id)).toEqual([ids[1]]);
    expect((await new TestClient(t.app).request('/api/photos')).status).toBe(401);
  }, 30_000);
});
