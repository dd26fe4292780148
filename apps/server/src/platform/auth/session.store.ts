import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
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

/** One query: the session, its employee, enabled groups and granted permission paths. */
export async function findSessionByToken(db: Executor, token: string): Promise<SessionRecord | undefined> {
  return findSessionByTokenHash(db, sha256Hex(token));
}

async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionRecord | undefined> {
  const result = await db.execute(sql`
    select s.id as session_id, s.sign_key, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at, s.revoked_reason,
           s.password_change_required,
           e.id as employee_id, e.employee_no, e.status as employee_status, e.is_admin,
           coalesce((select json_agg(json_build_object('id', g.business_group_id, 'isDefault', g.is_default) order by g.business_group_id)
                       from employee_business_group g join business_group bg on bg.id = g.business_group_id
                      where g.employee_id = e.id and bg.status = 'ENABLE'), '[]'::json) as groups,
           coalesce((select array_agg(m.path)
                       from role r join role_menu rm on rm.role_id = r.id join menu m on m.id = rm.menu_id
                      where r.id = e.role_id and r.status = 'ENABLE'), '{}'::text[]) as permissions
      from session s join employee e on e.id = s.employee_id
     where s.token_hash = ${tokenHash}`);
  const r = result.rows[0] as Record<string, unknown> | undefined;
  if (!r) return undefined;
  const groups = (typeof r.groups === 'string' ? JSON.parse(r.groups) : r.groups) as { id: number | string; isDefault: boolean }[];
  return {
    sessionId: Number(r.session_id),
    signKey: String(r.sign_key),
    createdAt: new Date(r.created_at as string),
    lastSeenAt: new Date(r.last_seen_at as string),
    expiresAt: new Date(r.expires_at as string),
    revokedAt: r.revoked_at ? new Date(r.revoked_at as string) : null,
    revokedReason: (r.revoked_reason as string | null) ?? null,
    employeeId: Number(r.employee_id),
    employeeNo: String(r.employee_no),
    employeeStatus: String(r.employee_status),
    isAdmin: Boolean(r.is_admin),
    groups: groups.map((g) => ({ id: Number(g.id), isDefault: Boolean(g.isDefault) })),
    permissions: (r.permissions as string[]) ?? [],
    passwordChangeRequired: Boolean(r.password_change_required),
  };
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
  const result = await db.execute(sql`
    with no_flush_wait as (select set_config('synchronous_commit', 'off', true))
    insert into request_nonce (session_id, nonce, expires_at)
    select ${sessionId}::bigint, ${nonce}::text, ${expiresAt}::timestamptz from no_flush_wait
    on conflict do nothing
    returning nonce`);
  return result.rows.length === 1;
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
