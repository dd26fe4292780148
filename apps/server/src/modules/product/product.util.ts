import { ErrorCode } from '@quire/contracts';
import { type AnyColumn, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { pgError } from '../../platform/db/sql-helpers';
import { AppError, fail } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';

export { countOf, likeContains, likePrefix, toId, toIds, wireId } from '../../platform/db/sql-helpers';

/** '中性' → '中中性性': how a fragment reads against `product_sku.name_doubled`. */
export function doubled(keyword: string): string {
  return [...keyword].map((c) => c + c).join('');
}

const pgCode = (err: unknown): string | undefined => pgError(err)?.code;

/** A unique index refused the write (a concurrent insert passed our own check). */
export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
/** A row of another module still refers to the one being deleted. */
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';

/** The name of the unique index that refused the write, when the driver says. */
export function violatedConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A rule refusal marked on one field, with the rule's own message as `msg`. */
export function fieldRule(field: string, key: MessageKey, params: Record<string, unknown> = {}): AppError {
  return fail.field(field, key, params, ErrorCode.VALIDATION_FAILED);
}

export type Issue = { field: string; key: MessageKey };

/** Several field problems at once (keys without parameters); `msg` is the first one's text. */
export function issuesError(issues: Issue[]): AppError {
  return new AppError(
    ErrorCode.VALIDATION_FAILED,
    issues[0].key,
    {},
    issues.map((i) => ({ field: i.field, message: '', messageKey: i.key })),
  );
}

export const iso = (d: Date) => d.toISOString();

/**
 * A multi-row INSERT as `insert … select * from unnest($1::type[], …)`: one array parameter per
 * column instead of one parameter per cell, several times faster for thousands of rows (imports).
 * Every row should carry the same keys; a key missing from a row inserts null there.
 */
export async function bulkInsert(db: Executor, table: PgTable, rows: Record<string, unknown>[], returning: string[] = []) {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const keys = Object.keys(columns).filter((k) => rows.some((r) => r[k] !== undefined));
  const names = keys.map((k) => sql.identifier(columns[k].name));
  const arrays = keys.map((k) => sql`${sql.param(rows.map((r) => r[k] ?? null))}::${sql.raw(columns[k].getSQLType())}[]`);
  const back = returning.length
    ? sql` returning ${sql.join(
        returning.map((k) => sql.identifier(columns[k].name)),
        sql`, `,
      )}`
    : sql``;
  const result = await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})${back}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

export { orderBy } from '../../platform/db/sql-helpers';
export { duplicate } from '../../platform/http/errors';
