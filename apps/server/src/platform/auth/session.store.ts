import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { preparedRows } from '../db/sql-util';
import { requestNonce, session } from './auth.schema';
import {
  type CachedSession,
  cachedSession,
  forgetSession,
  forgetSessionsOf,
  rememberSession,
  type SessionRecord,
  sessionCacheGeneration,
} from './session-cache';
import { newSignKey, newToken, sha256Hex } from './tokens';

export type { SessionRecord };

export async function createSession(
  db: Executor,
  config: Config,
  employeeId: number,
  address: string,
  passwordChangeRequired = false,
): Promise<{ token: string; signKey: string; sessionId: number }> {
  const token = newToken();
  const signKey = newSignKey();
  const expiresAt = new Date(Date.now() + config.session.absoluteHours * 3600_000);
  const [row] = await db
    .insert(session)
    .values({ tokenHash: sha256Hex(token), employeeId, signKey, expiresAt, address, passwordChangeRequired })
    .returning({ id: session.id });
  return { token, signKey, sessionId: row.id };
}

export type SessionLookup =
  | { ok: true; session: CachedSession }
  | { ok: false; reason: 'unknown' | 'passwordChanged' | 'ended'; record?: SessionRecord };

/**
 * The live session of a token: from this process's cache when loaded less than
 * `session.cacheSeconds` ago and still live by the clock, else from the database (one query).
 * Refusals are never cached: a session that looks ended is read again first.
 */
export async function findLiveSession(db: Executor, token: string, config: Config, now = Date.now()): Promise<SessionLookup> {
  const tokenHash = sha256Hex(token);
  const ttlMs = config.session.cacheSeconds * 1000;
  const hit = cachedSession(tokenHash, ttlMs, now);
  if (hit && isSessionLive(hit.record, config, now)) return { ok: true, session: hit };
  const loadGeneration = sessionCacheGeneration();
  const found = await findSessionByTokenHash(db, tokenHash);
  if (!found) return { ok: false, reason: 'unknown' };
  if (found.revokedReason === 'PASSWORD_CHANGED') return { ok: false, reason: 'passwordChanged', record: found };
  if (!isSessionLive(found, config, now)) return { ok: false, reason: 'ended', record: found };
  return { ok: true, session: rememberSession(tokenHash, found, loadGeneration, ttlMs) };
}

/**
 * Reads a session with who it belongs to (employee, enabled groups, granted permission paths)
 * by its token hash, in one query. The tables of people and permissions are the system
 * module's, so the composition root installs the reader (src/ports.ts).
 */
export type SessionReader = (db: Executor, tokenHash: string) => Promise<SessionRecord | undefined>;

let findSessionByTokenHash: SessionReader = () => {
  throw new Error('session reader not installed (the composition root installs it: src/ports.ts)');
};

export function installSessionReader(reader: SessionReader): void {
  findSessionByTokenHash = reader;
}

export async function findSessionByToken(db: Executor, token: string): Promise<SessionRecord | undefined> {
  return findSessionByTokenHash(db, sha256Hex(token));
}

export function isSessionLive(s: SessionRecord, config: Config, now = Date.now()): boolean {
  return (
    s.revokedAt === null &&
    s.employeeStatus === 'ENABLE' &&
    s.expiresAt.getTime() > now &&
    s.lastSeenAt.getTime() + config.session.idleMinutes * 60_000 > now
  );
}

/**
 * Idle expiry is measured from the last call; write it at most once a minute. The record may
 * be the cached one: it is moved forward first, so concurrent calls write once.
 */
export async function touchSession(db: Executor, s: SessionRecord, now = Date.now()): Promise<void> {
  if (now - s.lastSeenAt.getTime() < 60_000) return;
  s.lastSeenAt = new Date(now);
  await db
    .update(session)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(session.id, s.sessionId));
}

export async function revokeSession(db: Executor, sessionId: number, reason: string): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(session.id, sessionId), isNull(session.revokedAt)));
  forgetSession(sessionId);
}

/** The password was changed: the session may do everything again. */
export async function clearPasswordChangeRequired(db: Executor, sessionId: number): Promise<void> {
  await db.update(session).set({ passwordChangeRequired: false }).where(eq(session.id, sessionId));
  forgetSession(sessionId);
}

/**
 * Ends every live session of an employee, except `keep`. Inside a transaction, the caller
 * forgets the employee's cached sessions again once it commits (forgetSessionsOf).
 */
export async function revokeEmployeeSessions(db: Executor, employeeId: number, reason: string, keep?: number): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(eq(session.employeeId, employeeId), isNull(session.revokedAt), keep === undefined ? undefined : sql`${session.id} <> ${keep}`),
    );
  forgetSessionsOf([employeeId]);
}

/**
 * Records a nonce; false when it was seen before within the window. One statement, outside
 * any transaction (called with the pool, never a `tx`: the setting below would last for it).
 *
 * Its commit does not wait for the WAL flush (`synchronous_commit` off for this statement
 * alone): the row is visible to every other connection the moment it commits, which is what
 * refuses a replay; only a PostgreSQL crash within a fraction of a second of the call could
 * lose it, and a replay would then still need the captured request inside the timestamp
 * window. Business writes keep the server's setting.
 */
export async function claimNonce(db: Executor, sessionId: number, nonce: string, windowMs: number): Promise<boolean> {
  const expiresAt = new Date(Date.now() + 2 * windowMs).toISOString();
  // A named statement: parsed and planned once per connection, as every signed request claims one.
  const claimed = await preparedRows<{ nonce: string }>(
    db,
    sql`
    with no_flush_wait as (select set_config('synchronous_commit', 'off', true))
    insert into request_nonce (session_id, nonce, expires_at)
    select ${sessionId}::bigint, ${nonce}::text, ${expiresAt}::timestamptz from no_flush_wait
    on conflict do nothing
    returning nonce`,
  );
  return claimed.length === 1;
}

/** The purge job: nonces past their window, sessions expired or revoked a day ago. */
export async function purgeExpired(db: Executor, config: Config, now = new Date()): Promise<{ nonces: number; sessions: number }> {
  const nonces = await db.delete(requestNonce).where(lt(requestNonce.expiresAt, now)).returning({ n: requestNonce.nonce });
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const idleCutoff = new Date(now.getTime() - config.session.idleMinutes * 60_000);
  const sessions = await db
    .delete(session)
    .where(or(lt(session.expiresAt, now), lt(session.revokedAt, dayAgo), lt(session.lastSeenAt, idleCutoff)))
    .returning({ id: session.id });
  return { nonces: nonces.length, sessions: sessions.length };
}
