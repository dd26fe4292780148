import { LIST_CACHE_TTL_MS } from '../core/constants';
import { CACHE_PREFIX, clearListCache, readJson, writeJson } from '../core/storage';
import type { ListCache } from './client';

type Entry = { at: number; data: unknown };

/** The url-keyed local cache of the cached lists (spec §7, §9). */
export function createLocalListCache(ttlMs = LIST_CACHE_TTL_MS, now: () => number = Date.now): ListCache {
  return {
    get(key) {
      const entry = readJson<Entry>(CACHE_PREFIX + key);
      if (!entry || now() - entry.at > ttlMs) return undefined;
      return entry.data;
    },
    set(key, data) {
      writeJson(CACHE_PREFIX + key, { at: now(), data } satisfies Entry);
    },
    invalidate(pathPrefix) {
      // Keys look like `POST /api/basic/businessGroup/list …`: drop both verbs.
      for (const method of ['GET', 'POST']) clearListCache(`${method} ${pathPrefix}/`);
    },
  };
}
