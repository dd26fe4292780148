/**
 * What a request needs of its session (the session row, the employee, enabled groups,
 * granted permission paths), kept in this process for a few seconds so a call costs no
 * session query. Only live sessions are kept; a refusal always reads the database again.
 *
 * Whatever changes a session's answer calls one of the `forget…` functions after its
 * transaction commits: the session store itself (logout, revocation, password change) and
 * the system module (roles, role permissions, employee status, role and groups, business
 * groups, menus). The platform knows no module; modules call these.
 *
 * Several server processes: a change made in one process is forgotten there at once and
 * reaches the others when their copy expires, so `SESSION_CACHE_SECONDS` bounds how long
 * another process may still accept a disabled employee or a removed permission.
 */

export type SessionRecord = {
  sessionId: number;
  signKey: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  employeeId: number;
  employeeNo: string;
  employeeStatus: string;
  isAdmin: boolean;
  groups: { id: number; isDefault: boolean }[];
  permissions: string[];
  passwordChangeRequired: boolean;
};

export type CachedSession = {
  record: SessionRecord;
  /** The permission paths as a set, built once per load. */
  permissions: ReadonlySet<string>;
  /** Per-session derived values (a module's business-group scope), dropped with the entry. */
  memo: Map<string, unknown>;
  loadedAt: number;
};

/** Entries beyond this are evicted oldest first; live sessions of one process are far fewer. */
const MAX_ENTRIES = 10_000;

const entries = new Map<string, CachedSession>();
/** Bumped by every `forget…`: a load that began before it is not stored. */
let generation = 0;

export function sessionCacheGeneration(): number {
  return generation;
}

/** The cached session of a token hash, when loaded less than `ttlMs` ago. */
export function cachedSession(tokenHash: string, ttlMs: number, now = Date.now()): CachedSession | undefined {
  const hit = entries.get(tokenHash);
  if (!hit) return undefined;
  if (now - hit.loadedAt >= ttlMs) {
    entries.delete(tokenHash);
    return undefined;
  }
  return hit;
}

/**
 * Keeps a freshly loaded live session, unless something was forgotten since the load began
 * (`loadGeneration`): the load may have read rows the change has just replaced.
 */
export function rememberSession(tokenHash: string, record: SessionRecord, loadGeneration: number, ttlMs: number): CachedSession {
  const entry: CachedSession = { record, permissions: new Set(record.permissions), memo: new Map(), loadedAt: Date.now() };
  if (ttlMs <= 0 || loadGeneration !== generation) return entry;
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.delete(tokenHash);
  entries.set(tokenHash, entry);
  return entry;
}

function forgetWhere(test: (record: SessionRecord) => boolean): void {
  generation++;
  for (const [key, entry] of entries) if (test(entry.record)) entries.delete(key);
}

/** One session changed (logged out, revoked, password changed). */
export function forgetSession(sessionId: number): void {
  forgetWhere((r) => r.sessionId === sessionId);
}

/** These employees changed: status, role, groups, password, administrator flag. */
export function forgetSessionsOf(employeeIds: readonly number[]): void {
  const ids = new Set(employeeIds);
  forgetWhere((r) => ids.has(r.employeeId));
}

/** Something many sessions depend on changed: a role, its permissions, a business group, the menus. */
export function forgetAllSessions(): void {
  generation++;
  entries.clear();
}

/** How many sessions this process holds (tests, diagnostics). */
export function cachedSessionCount(): number {
  return entries.size;
}
