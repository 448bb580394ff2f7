import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { LocalFileStorage, type FileStorage } from './storage.ts';
import { S3FileStorage } from './storage-s3.ts';

/** The same contract for both implementations: the local folder and an S3-compatible server. */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-storage-'));
let s3server: S3rver;
let s3port = 0;

beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  const address = await s3server.run();
  s3port = address.port;
});
afterAll(async () => {
  await s3server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const implementations: [string, () => FileStorage][] = [
  ['local folder', () => new LocalFileStorage(path.join(tmp, 'local'))],
  [
    'S3-compatible',
    () =>
      new S3FileStorage({
        endpoint: `http://127.0.0.1:${s3port}`,
        region: 'us-east-1',
        bucket: 'photos',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(implementations)('file storage: %s', (_name, make) => {
  it('stores, reads, lists and deletes files by key', async () => {
    const storage = make();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put('users/u1/a.jpg', bytes, 'image/jpeg');
    await storage.put('users/u1/b.jpg', new Uint8Array([4]), 'image/jpeg');
    await storage.put('users/u10/c.jpg', new Uint8Array([5]), 'image/jpeg');
    expect(await storage.get('users/u1/a.jpg')).toEqual(bytes);
    expect(await storage.list('users/u1/')).toEqual(['users/u1/a.jpg', 'users/u1/b.jpg']);
    await storage.delete('users/u1/a.jpg');
    expect(await storage.get('users/u1/a.jpg')).toBeNull();
    expect(await storage.list('users/u1/')).toEqual(['users/u1/b.jpg']);
    // Deleting what is not there is not an error.
    await storage.delete('users/u1/a.jpg');
    expect(await storage.get('temp/missing.jpg')).toBeNull();
    expect(await storage.list('nothing/')).toEqual([]);
  });
});

describe('local file storage', () => {
  it('stores every file while others in the same folder are deleted (the folder goes and comes back)', async () => {
    // Deleting a folder's last file removes the folder; a file being stored there at that moment
    // must still be stored (a photo upload failed with ENOENT under load, issue 20).
    const storage = new LocalFileStorage(path.join(tmp, 'churn'));
    const lanes = Array.from({ length: 3 }, (_, lane) => lane);
    await Promise.all(
      lanes.map(async (lane) => {
        for (let round = 0; round < 200; round++) {
          const key = `temp/p${lane}-${round}.jpg`;
          await storage.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
          expect(await storage.get(key)).toEqual(new Uint8Array([1, 2, 3]));
          await storage.delete(key);
        }
      }),
    );
    expect(await storage.list('temp/')).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = new LocalFileStorage(path.join(tmp, 'safe'));
    for (const key of ['../etc/passwd', 'users/../../x', '/abs', 'a//b', 'users/ü.jpg']) {
      await expect(storage.put(key, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/unsafe key/);
    }
  });
});
