/**
 * Private file storage (face photos). Keys are opaque paths such as `users/<id>/<uuid>.jpg`;
 * nothing here is ever served publicly: routes that check ownership read through this.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { S3FileStorage } from './storage-s3.ts';

export type { FileStorage };

const SAFE_KEY = /^[a-zA-Z0-9/_.-]+$/;

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '' || part === '.')) {
    throw new Error(`storage: unsafe key ${JSON.stringify(key)}`);
  }
}

export class LocalFileStorage implements FileStorage {
  readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, data: Uint8Array, _contentType?: string): Promise<void> {
    checkKey(key);
    const file = path.join(this.root, key);
    // Write then rename, so a crash never leaves half a photo under the real key. The temporary
    // name is this write's own: two writes of one key do not share it.
    const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    // Deleting a folder's last file removes the folder (see delete): if that happens between
    // making the folder and opening the file, the folder is made again. Once the file is open
    // the folder is not empty and stays.
    for (let attempt = 1; ; attempt++) {
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(tmp, data, { mode: 0o600 });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 10) throw error;
      }
    }
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    checkKey(key);
    try {
      const data = await fs.readFile(path.join(this.root, key));
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    const file = path.join(this.root, key);
    await fs.rm(file, { force: true });
    // Folders named after a person (users/<id>/) go with their last file: an empty folder still
    // says that someone had an account.
    for (let dir = path.dirname(file); dir.startsWith(this.root + path.sep); dir = path.dirname(dir)) {
      try {
        await fs.rmdir(dir);
      } catch {
        break; // not empty (or already gone): nothing above it is empty either
      }
    }
  }

  async list(prefix: string): Promise<string[]> {
    const dir = path.join(this.root, prefix);
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  }
}

/** The configured storage. The S3-compatible implementation lives in storage-s3.ts. */
export function createFileStorage(config: Config['storage']): FileStorage {
  if (config.driver === 'local') return new LocalFileStorage(config.dir);
  return new S3FileStorage(config);
}
