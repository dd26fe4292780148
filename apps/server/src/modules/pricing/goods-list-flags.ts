// Which goods lists (返利商品, 不打折商品, 返积分商品) list SKUs on a day: by the SKU itself or
// by one of its categories from the root, as the price resolution finds them for a sale line.
import type { GoodsListKind } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { idArray, preparedRows } from '../../platform/db/sql-util';
import { skuCategoryIdsSql } from '../product/index';

/** The kinds of the group's enabled goods lists valid on the day that list each SKU (one read). */
export async function goodsListKindsOf(
  executor: Executor,
  businessGroupId: number,
  skuIds: readonly number[],
  onDay: string,
): Promise<Map<number, Set<GoodsListKind>>> {
  const ids = [...new Set(skuIds)];
  const out = new Map<number, Set<GoodsListKind>>(ids.map((id) => [id, new Set<GoodsListKind>()]));
  if (ids.length === 0) return out;
  // A fixed text (the SKUs travel as one array): a named statement, planned once per connection.
  const found = await preparedRows<{ sku_id: number; kind: GoodsListKind }>(
    executor,
    sql`with w as (select u.sku as sku_id, ${skuCategoryIdsSql(sql`u.sku`)} as cats from unnest(${idArray(ids)}) as u(sku)),
             wk as (select sku_id, 'SKU' as kind, sku_id as ref_id from w
                    union all select sku_id, 'CATEGORY', unnest(cats) from w)
        select distinct wk.sku_id, l.kind
        from wk
        join goods_list_item i on i.kind = wk.kind and i.ref_id = wk.ref_id
        join goods_list l on l.id = i.list_id
        where l.business_group_id = ${businessGroupId} and l.status = 'ENABLE'
          and l.valid_from <= ${onDay}::date and l.valid_to >= ${onDay}::date`,
  );
  for (const r of found) out.get(Number(r.sku_id))?.add(r.kind);
  return out;
}

/** The SKUs that earn a rebate on the day: on a rebate goods list and on no no-discount list (DOMAIN 13). */
export async function rebateSkusOf(
  executor: Executor,
  businessGroupId: number,
  skuIds: readonly number[],
  onDay: string,
): Promise<Set<number>> {
  const kinds = await goodsListKindsOf(executor, businessGroupId, skuIds, onDay);
  return new Set([...kinds].flatMap(([id, k]) => (k.has('REBATE') && !k.has('NO_DISCOUNT') ? [id] : [])));
}
