import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { SALE_DOCUMENT_TYPES } from './stock-figures';

/** The cost of goods sold (net of returns) from `from` to `to`, and on `to` alone: the sale moves' amounts. */
export async function saleCost(
  executor: Executor,
  businessGroupId: number,
  from: string,
  to: string,
): Promise<{ day: string; period: string }> {
  const [row] = await rows<{ day: string | null; period: string | null }>(
    executor,
    sql`select (-sum(amount) filter (where bill_date = ${to}::date))::text as day, (-sum(amount))::text as period
        from stock_move
        where business_group_id = ${businessGroupId} and bill_date between ${from}::date and ${to}::date
          and document_type in (${sql.raw(SALE_DOCUMENT_TYPES.map((t) => `'${t}'`).join(', '))})`,
  );
  return { day: row?.day ?? '0', period: row?.period ?? '0' };
}
