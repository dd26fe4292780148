// Which SKUs are on an enabled goods list of a kind valid on a day (返积分商品 for points, …):
// a list names SKUs or categories (a category covers its subcategories), as the price
// resolution's flags read them, but for SKUs alone, without a customer or prices.
import type { GoodsListKind } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { skuCategoryIdsSql } from '../product/index';

export async function skusOnGoodsLists(
  executor: Executor,
  businessGroupId: number,
  kind: GoodsListKind,
  day: string,
  skuIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) return new Set();
  const found = await rows<{ sku_id: number }>(
    executor,
    sql`with w as (select x.id as sku_id, ${skuCategoryIdsSql(sql`x.id`)} as cats from unnest(${idArray(ids)}) as x(id)),
             wk as (select sku_id, 'SKU' as kind, sku_id as ref_id from w
                    union all select sku_id, 'CATEGORY', unnest(cats) from w)
        select distinct wk.sku_id from wk
        join goods_list_item i on i.kind = wk.kind and i.ref_id = wk.ref_id
        join goods_list l on l.id = i.list_id
        where l.business_group_id = ${businessGroupId} and l.kind = ${kind} and l.status = 'ENABLE'
          and l.valid_from <= ${day}::date and l.valid_to >= ${day}::date`,
  );
  return new Set(found.map((r) => Number(r.sku_id)));
}
