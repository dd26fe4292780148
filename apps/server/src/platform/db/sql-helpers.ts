import { COUNT_CAP } from '@quire/contracts';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

// Small query helpers every module's services share.

/** A wire id as a number; an id beyond the safe range matches nothing rather than failing in SQL. */
export function toId(wire: string): number {
  const n = Number(wire);
  return Number.isSafeInteger(n) ? n : -1;
}

export function toIds(wire: readonly string[]): number[] {
  return [...new Set(wire.map(toId))];
}

export const wireId = (n: number | null): string | null => (n === null ? null : String(n));

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%value%` for (I)LIKE, the value's own wildcards taken literally: answered by a pg_trgm index. */
export const likeContains = (value: string): string => `%${escapeLike(value)}%`;

/** `value%` for LIKE: answered by a text_pattern_ops index. */
export const likePrefix = (value: string): string => `${escapeLike(value)}%`;

/** PostgreSQL's error of a failed statement (drizzle wraps the driver's error as `cause`). */
export function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return e as { code: string; constraint?: string };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The unique index a write ran into ('' when unnamed), or null when that was not the failure. */
export function uniqueViolation(err: unknown): string | null {
  const e = pgError(err);
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}

/** A unique index refused the write (of this constraint, if named). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const found = uniqueViolation(err);
  return found !== null && (!constraint || found === constraint);
}

/** A foreign key refused the write or delete: the row is in use. */
export const isForeignKeyViolation = (err: unknown): boolean => pgError(err)?.code === '23503';

/**
 * The total of a list, counted over at most COUNT_CAP + 1 rows (`select 1 … limit cap+1`):
 * an exact count of a million moves costs ~90 ms a page, a capped one a few.
 */
export async function cappedCount(db: Executor, table: PgTable, where?: SQL, cap: number = COUNT_CAP): Promise<number> {
  const rows = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(rows);
  return Number(n);
}

/**
 * The page envelope of a list read with `limit pageSize + 1` (`rows`) and counted with
 * cappedCount (`counted`): the extra row says whether more follow; beyond the cap the total is
 * the cap (or what this page proves exists) and `totalCapped` is set.
 */
export function cappedPage<T>(
  rows: T[],
  counted: number,
  q: { pageNum: number; pageSize: number },
  cap: number = COUNT_CAP,
): { list: T[]; total: number; pageNum: number; pageSize: number; totalCapped: boolean; hasMore: boolean } {
  const hasMore = rows.length > q.pageSize;
  const list = hasMore ? rows.slice(0, q.pageSize) : rows;
  const seen = (q.pageNum - 1) * q.pageSize + list.length + (hasMore ? 1 : 0);
  const totalCapped = counted > cap;
  return { list, total: totalCapped ? Math.max(cap, seen) : counted, pageNum: q.pageNum, pageSize: q.pageSize, totalCapped, hasMore };
}

export async function countOf(db: Executor, table: PgTable, where?: SQL): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(n);
}

/**
 * Runs independent reads side by side on the pool, but one after another inside a
 * transaction: a transaction is one connection, and pg refuses (pg@9) or queues a second
 * query sent while one is running.
 */
export async function together<T extends readonly unknown[]>(
  executor: Executor,
  tasks: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (executor instanceof PgTransaction) {
    const out: unknown[] = [];
    for (const task of tasks) out.push(await task());
    return out as unknown as T;
  }
  return (await Promise.all(tasks.map((task) => task()))) as unknown as T;
}

/**
 * ORDER BY for the one sort grammar of every list (contracts' `sortParam`): `field` or
 * `field,asc|desc` from the list's allow-list, then the id in the same direction for a stable
 * order; `fallback` (newest first) without a sort or for a field the list does not allow.
 */
export function orderBy(
  sort: string | undefined,
  columns: Record<string, AnyPgColumn>,
  id: AnyPgColumn,
  fallback: SQL[] = [desc(id)],
): SQL[] {
  if (!sort) return fallback;
  const [field, direction] = sort.split(',');
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) return fallback;
  return direction === 'desc' ? [desc(column), desc(id)] : [asc(column), asc(id)];
}
