/**
 * What private file storage does, on its own so that both implementations (local folder in
 * storage.ts, S3 in storage-s3.ts) use it without importing each other.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Every key under a prefix (for clean-up and tests). */
  list(prefix: string): Promise<string[]>;
}
