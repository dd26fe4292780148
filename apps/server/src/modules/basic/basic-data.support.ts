import { ErrorCode } from '@quire/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AppError, fail } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';

// Small helpers of the basic-data services; the query helpers are the platform's.

export { likeContains as likePattern, toId, toIds, uniqueViolation } from '../../platform/db/sql-helpers';

export function duplicate(field: string, label: MessageKey, value: string): AppError {
  return fail.field(field, 'common.duplicate', { field: label, value }, ErrorCode.DUPLICATE);
}

/** ORDER BY from an allow-listed `field` / `-field`, then id for a stable order. */
export function orderBy(sort: string | undefined, columns: Record<string, AnyPgColumn>, id: AnyPgColumn, fallback: SQL[]): SQL[] {
  if (!sort) return fallback;
  const descending = sort.startsWith('-');
  const column = columns[descending ? sort.slice(1) : sort];
  if (!column) return fallback;
  return [descending ? desc(column) : asc(column), descending ? desc(id) : asc(id)];
}
