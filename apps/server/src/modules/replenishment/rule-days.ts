// Which rule each SKU of a warehouse takes, and the days of it: the part of the suggestion that
// the closed-day sales summary (replenishment-sales.ts) is taken with as well, so both agree on
// every SKU's N.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { getBusinessConfig } from '../basic/index';
import { categoryPathsSql, skuFactsSql } from '../product/index';
import { rulesOfWarehouseSql } from './replenishment-config.service';

/** The days of a warehouse's rules: the business configuration's defaults and the Ns in use. */
export type RuleDays = {
  defaults: { n: number; lower: number; upper: number };
  /** The distinct average-sales days in use (the default's and the rules'). */
  ns: number[];
  /** What every SKU's N follows from (the rules' scopes and days, the default days), as text. */
  rulesKey: string;
};

export async function ruleDaysOf(db: Executor, g: number, warehouseId: number): Promise<RuleDays> {
  const [config, rules] = await Promise.all([
    getBusinessConfig(db, g),
    rows<{ rank: number; category_id: number | null; n: number }>(
      db,
      sql`select rank, category_id, average_sales_days as n from (${rulesOfWarehouseSql(g, warehouseId)}) r order by rank, category_id nulls first`,
    ),
  ]);
  const defaults = { n: config.averageSalesDays, lower: config.replenishmentLowerDays, upper: config.replenishmentUpperDays };
  // Whole days, validated where they are saved.
  const ns = [...new Set([defaults.n, ...rules.map((r) => Number(r.n))])].filter((n) => Number.isInteger(n) && n > 0);
  const rulesKey = JSON.stringify([
    defaults.n,
    ...rules.map((r) => [Number(r.rank), r.category_id === null ? null : Number(r.category_id), Number(r.n)]),
  ]);
  return { defaults, ns, rulesKey };
}

/**
 * The CTEs `rules`, `pick` and `eff`: every SKU (the enabled ones only, unless said; of a
 * category with its subcategories, when named) with the most specific rule of the warehouse
 * (category in the warehouse > warehouse > category, the deepest category first > group > the
 * business configuration), picked once per category (a few hundred), not once per SKU.
 * eff: (sku_id, code, rank, config_id, supplier_id, n, lower_days, upper_days, package).
 */
export function effectiveRulesSql(
  g: number,
  warehouseId: number,
  defaults: RuleDays['defaults'],
  options: { categoryId?: number; enabledOnly: boolean },
): SQL {
  const byCategory = options.categoryId === undefined ? sql`` : sql` and ${options.categoryId}::bigint = any(c.category_ids)`;
  const enabled = options.enabledOnly ? sql`where f.status = 'ENABLE'` : sql``;
  return sql`rules as materialized (${rulesOfWarehouseSql(g, warehouseId)}),
    pick as materialized (
      select c.category_id, r.rank, r.id, r.supplier_id, r.average_sales_days, r.lower_days, r.upper_days, r.purchase_package
      from (${categoryPathsSql()}) c
      left join lateral (
        select * from rules r where r.category_id is null or r.category_id = any(c.category_ids)
        order by r.rank desc, array_position(c.category_ids, r.category_id) desc nulls last limit 1
      ) r on true
      where true${byCategory}),
    eff as materialized (
      select f.sku_id, f.code, coalesce(r.rank, 0) as rank, r.id as config_id, r.supplier_id,
             coalesce(r.average_sales_days, ${defaults.n}) as n,
             coalesce(r.lower_days, ${defaults.lower}) as lower_days,
             coalesce(r.upper_days, ${defaults.upper}) as upper_days,
             coalesce(r.purchase_package, nullif(f.package_factor, 0), 1) as package
      from (${skuFactsSql()}) f join pick r on r.category_id = f.category_id
      ${enabled})`;
}
