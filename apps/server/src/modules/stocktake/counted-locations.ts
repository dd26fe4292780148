import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';

/**
 * Where each SKU sits in a warehouse, as far as Quire knows: the location it was last counted
 * at (with a quantity) by a stocktaking sheet of the warehouse. The picking sheet walks the
 * warehouse in this order.
 */
export async function countedLocations(
  executor: Executor,
  businessGroupId: number,
  warehouseId: number,
  skuIds: number[],
): Promise<Map<number, string>> {
  if (skuIds.length === 0) return new Map();
  const found = await rows<{ sku_id: number; location: string }>(
    executor,
    sql`select distinct on (l.sku_id) l.sku_id, l.location
        from stock_check_line l join stock_check_task t on t.document_id = l.task_id
        where l.business_group_id = ${businessGroupId} and t.warehouse_id = ${warehouseId}
          and l.sku_id = any(${idArray(skuIds)}) and l.location <> '' and coalesce(l.qty, 0) > 0
        order by l.sku_id, l.id desc`,
  );
  return new Map(found.map((f) => [Number(f.sku_id), f.location]));
}
