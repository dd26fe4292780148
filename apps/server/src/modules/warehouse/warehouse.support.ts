import { ErrorCode } from '@quire/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AppError, fail } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';

// Small helpers of the warehouse module's services.

/** A wire id as a number; an id beyond the safe range matches nothing rather than failing in SQL. */
export function toId(wire: string): number {
  const n = Number(wire);
  return Number.isSafeInteger(n) ? n : -1;
}

export function toIds(wire: readonly string[]): number[] {
  return [...new Set(wire.map(toId))];
}

/** `%keyword%` for ILIKE, with the keyword's own wildcards taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The constraint a unique violation (23505) names, if the error is one. */
export function uniqueViolation(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

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
