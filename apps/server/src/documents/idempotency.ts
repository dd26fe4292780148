import { createHash } from 'node:crypto';
import { ErrorCode, HEADER } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../platform/db/client';
import { answeredAtCommit, isTransient, preparedRows, rows, settled, together } from '../platform/db/sql-util';
import { AppError, fail } from '../platform/http/errors';

/** The Idempotency-Key of a call and a hash of what it asks. */
export type IdempotencyRequest = { key: string; requestHash: string };

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** Reads the header; none means the call is not idempotent-keyed. */
export function idempotencyOf(request: FastifyRequest, body: unknown): IdempotencyRequest | undefined {
  const raw = request.headers[HEADER.idempotencyKey];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) throw fail.field('Idempotency-Key', 'document.idempotencyKeyInvalid');
  return { key, requestHash: requestHash(request.method, request.url, body) };
}

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** JSON with object keys sorted, so the same payload hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs `work` in one transaction, at most once per (employee, key). The key row is inserted
 * first: a concurrent request with the same key waits on the unique index until the first
 * commits, then replays its answer (or, if the first rolled back, runs itself). The same key
 * with another payload is IDEMPOTENCY_CONFLICT. A refused request stores nothing, so a retry
 * after fixing the cause runs again.
 *
 * `firstRead`: the read the work starts with (a document operation's load), asked right behind
 * the key's claim, in the same round trip, and handed to the work; a replay discards it. It
 * runs after the claim on the connection, so it sees what a first request with the same key
 * committed.
 */
export async function withIdempotency<T, R = undefined>(
  db: Db,
  employeeId: number,
  idem: IdempotencyRequest | undefined,
  work: (tx: Tx, read: R) => Promise<T>,
  firstRead?: (tx: Tx) => Promise<R>,
): Promise<T> {
  try {
    return await run(db, employeeId, idem, work, firstRead);
  } catch (err) {
    // Lock order makes deadlocks impossible between postings; should the database still end
    // a transaction as a deadlock or serialization victim, the clerk gets "retry", not a 500.
    if (isTransient(err)) throw new AppError(ErrorCode.BUSINESS_RULE, 'document.busy');
    throw err;
  }
}

async function run<T, R>(
  db: Db,
  employeeId: number,
  idem: IdempotencyRequest | undefined,
  work: (tx: Tx, read: R) => Promise<T>,
  firstRead: ((tx: Tx) => Promise<R>) | undefined,
): Promise<T> {
  if (!idem) return db.transaction(async (tx) => work(tx, (firstRead ? await firstRead(tx) : undefined) as R));
  return db.transaction(async (tx) => {
    const claim = preparedRows<{ id: number }>(
      tx,
      sql`insert into idempotency_key (employee_id, key, request_hash) values (${employeeId}, ${idem.key}, ${idem.requestHash})
          on conflict (employee_id, key) do nothing returning id`,
    );
    // Its failure is the work's to meet (awaited below); a replay never looks at it.
    const read = firstRead?.(tx);
    const [inserted] = await together([claim, settled(read)]);
    if (inserted.length === 0) {
      const [first] = await preparedRows<{ request_hash: string; response: unknown }>(
        tx,
        sql`select request_hash, response from idempotency_key where employee_id = ${employeeId} and key = ${idem.key}`,
      );
      if (!first || first.request_hash !== idem.requestHash) {
        throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT, 'document.idempotencyConflict');
      }
      return first.response as T;
    }
    const result = await work(tx, (read ? await read : undefined) as R);
    // Nothing waits for this answer: it comes with the COMMIT's.
    await answeredAtCommit(tx, () =>
      preparedRows(tx, sql`update idempotency_key set response = ${JSON.stringify(result ?? null)}::jsonb where id = ${inserted[0].id}`),
    );
    return result;
  });
}

/** Keys older than this are forgotten (a retry a week later is a new request). */
export async function purgeIdempotencyKeys(db: Db, olderThanHours = 24 * 7): Promise<number> {
  const deleted = await rows<{ id: number }>(
    db,
    sql`delete from idempotency_key where created_at < now() - make_interval(hours => ${olderThanHours}) returning id`,
  );
  return deleted.length;
}
