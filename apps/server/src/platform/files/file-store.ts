import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Where the bytes of uploaded files live. The default keeps them under `<DATA_DIR>/files`.
 * `FILE_STORAGE_URL` (s3://bucket/prefix?endpoint=…) names an S3-compatible store; that
 * adapter is not built yet: an implementation of this type is all it needs (put, get, remove
 * by key), the rows and the routes stay as they are.
 */
export type FileStore = {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
};

/** Keys are made by the server (`<group>/<uuid>`): never a client's name, so no path escapes. */
const KEY_PATTERN = /^\d{1,15}\/[0-9a-f-]{36}$/;

export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

const stores = new Map<string, FileStore>();

/** The store of this configuration (one per data folder). */
export function fileStoreOf(config: Pick<Config, 'dataDir'> & { fileStorageUrl?: string }): FileStore {
  if (config.fileStorageUrl)
    throw new Error('FILE_STORAGE_URL (an S3-compatible store) is not supported yet; unset it to keep files in DATA_DIR/files');
  const root = path.join(config.dataDir, 'files');
  let store = stores.get(root);
  if (!store) {
    store = localFileStore(root);
    stores.set(root, store);
  }
  return store;
}
