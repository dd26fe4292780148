import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { s3FileStore } from './s3-store';
import { checkStorageKey, type FileStore } from './store-port';

export type { FileStore } from './store-port';

/** Uploads kept under `<DATA_DIR>/files/<group>/<uuid>` (the default). */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, checkStorageKey(key));
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

/**
 * The store of this configuration: the S3-compatible store FILE_STORAGE_URL names (parsed and
 * checked by loadConfig), else the data folder.
 */
export function fileStoreOf(config: Pick<Config, 'dataDir' | 'fileStorage'>): FileStore {
  if (config.fileStorage) return s3FileStore(config.fileStorage);
  const root = path.join(config.dataDir, 'files');
  let store = stores.get(root);
  if (!store) {
    store = localFileStore(root);
    stores.set(root, store);
  }
  return store;
}
