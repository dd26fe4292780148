import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { netSaleMovesSql } from './stock-figures';

/**
 * SKUs whose available stock (all warehouses of the group) is below their replenishment lower
 * limit: the average daily sale over the last `salesDays` days × `lowerDays` (the business
 * configuration's replenishment days). A SKU that sold nothing has no limit and is skipped.
 * One statement: the sale moves by the (group, date) index, the balances by the (group, SKU) one.
 */
export async function skusBelowLowerLimit(
  executor: Executor,
  businessGroupId: number,
  options: { asOf: string; salesDays: number; lowerDays: number; limit: number },
): Promise<{ skuId: number; available: string; lowerLimit: string }[]> {
  const found = await rows<{ sku_id: number | string; available: string; lower_limit: string }>(
    executor,
    sql`with sold as (
          select sku_id, sum(qty) / ${options.salesDays}::numeric * ${options.lowerDays}::numeric as lower_limit
          from (${netSaleMovesSql(businessGroupId, { from: sql`${options.asOf}::date - ${options.salesDays - 1}::int`, to: options.asOf })}) m
          group by sku_id having sum(qty) > 0),
        stock as (
          select s.sku_id, coalesce(sum(b.available), 0) as available, s.lower_limit
          from sold s left join stock_balance b on b.business_group_id = ${businessGroupId} and b.sku_id = s.sku_id
          group by s.sku_id, s.lower_limit)
        select sku_id, available::text as available, round(lower_limit, 4)::text as lower_limit
        from stock where available < lower_limit
        order by available - lower_limit, sku_id limit ${options.limit}`,
  );
  return found.map((r) => ({ skuId: Number(r.sku_id), available: r.available, lowerLimit: r.lower_limit }));
}
