/** Every local-storage key the web uses (spec §9), in one place. */
export const STORAGE_KEYS = {
  tabs: 'quire.tabs',
  user: 'quire.user',
  passwordChange: 'quire.passwordChange',
  token: 'quire.token',
  language: 'quire.language',
  appVersion: 'quire.appVersion',
  signKey: 'quire.signKey',
  belongId: 'quire.belongId',
  /** The prices a price adjustment's grid shows. */
  priceColumns: 'quire.priceColumns',
} as const;

/** Prefix of the url-keyed list cache entries. */
export const CACHE_PREFIX = 'quire.cache:';

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

export function readJson<T>(key: string): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Removes the list cache entries, optionally only those whose url starts with `prefix`. */
export function clearListCache(prefix = ''): void {
  try {
    const doomed: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(CACHE_PREFIX + prefix)) doomed.push(key);
    }
    for (const key of doomed) localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
