/**
 * Where the bytes of uploaded files live: the data folder (`local`) or an S3-compatible
 * store (`s3`, FILE_STORAGE_URL). The rows and the routes are the same for both.
 */
export type FileStore = {
  readonly kind: 'local' | 's3';
  /** Stores new bytes under a key the server made. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the bytes; a key with nothing stored is no error. */
  remove(key: string): Promise<void>;
};

/** Keys are made by the server (`<group>/<uuid>`): never a client's name, so no path escapes. */
const KEY_PATTERN = /^\d{1,15}\/[0-9a-f-]{36}$/;

export function checkStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`bad storage key ${key}`);
  return key;
}
