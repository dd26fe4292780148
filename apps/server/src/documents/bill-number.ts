import type { DocumentType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client';
import { preparedRows } from '../platform/db/sql-util';
import { prefixOf } from './document-registry';

/**
 * The next bill number `<PREFIX><yyyyMMdd><5-digit sequence>` of (group, type, today). The
 * counter row is bumped in the caller's transaction: it stays locked until commit, and a
 * rollback gives the number back, so numbers have no gaps.
 */
export function nextBillNo(tx: Executor, businessGroupId: number, type: DocumentType): Promise<string> {
  return nextNumber(tx, businessGroupId, type, prefixOf(type));
}

/**
 * The next number of a numbered record that is not a document (a promotion: `CXD…`), from the
 * same gap-free counters under its own key.
 */
export async function nextNumber(tx: Executor, businessGroupId: number, key: string, prefix: string): Promise<string> {
  const [row] = await preparedRows<{ seq: number; d: string }>(
    tx,
    sql`insert into document_number_counter (business_group_id, type, day, seq)
        values (${businessGroupId}, ${key}, current_date, 1)
        on conflict (business_group_id, type, day) do update set seq = document_number_counter.seq + 1
        returning seq, to_char(day, 'YYYYMMDD') as d`,
  );
  return `${prefix}${row.d}${String(row.seq).padStart(5, '0')}`;
}
