import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';

/**
 * The customer's newest collection (收款单) not yet posted, draft or reviewed, or null: the
 * collection screen offers to open it, and a transfer asks before selling more (spec §8).
 */
export async function unfinishedCollection(
  executor: Executor,
  businessGroupId: number,
  customerId: number,
): Promise<{ id: number; billNo: string } | null> {
  const [found] = await rows<{ id: number; bill_no: string }>(
    executor,
    sql`select id, bill_no from document
        where business_group_id = ${businessGroupId} and type = 'SETTLEMENT' and partner_id = ${customerId}
          and status in ('DRAFT', 'REVIEWED')
        order by id desc limit 1`,
  );
  return found ? { id: Number(found.id), billNo: found.bill_no } : null;
}
