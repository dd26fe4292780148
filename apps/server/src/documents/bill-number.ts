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
export async function nextBillNo(tx: Executor, businessGroupId: number, type: DocumentType): Promise<string> {
  const [row] = await preparedRows<{ seq: number; d: string }>(
    tx,
    sql`insert into document_number_counter (business_group_id, type, day, seq)
        values (${businessGroupId}, ${type}, current_date, 1)
        on conflict (business_group_id, type, day) do update set seq = document_number_counter.seq + 1
        returning seq, to_char(day, 'YYYYMMDD') as d`,
  );
  return `${prefixOf(type)}${row.d}${String(row.seq).padStart(5, '0')}`;
}
