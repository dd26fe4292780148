// The sales of closed days behind the suggestion (issue 18's ≤ 2 s for a warehouse of 200k SKUs):
// per (warehouse, SKU), the net sales of the SKU's own window (D − n, D] up to the last closed
// day D, and of the window's first 1…7 days, which leave it as the next days come. A suggestion
// i days after D reads a SKU's sales as qty − leaving[i] plus its open days' moves, instead of
// every sale move of the window.
//
// Exact, not an estimate: closed days never change (DOMAIN rule 23: nothing posts, reviews or
// reverses on or before a closed day), and a summary stands only while the close it was taken
// through does: reopening that day (or an earlier one, which reopens it first) deletes its
// record, and closing again makes a new one. Anything else it was taken with is checked on use:
// a SKU whose N changed since is read from its moves; other rules, a longer N, or more than 7
// days since D, and the suggestion reads every move as before. A job refreshes each
// warehouse's summary after a close or a change of rules; nothing is added to posting.
import { type SQL, sql } from 'drizzle-orm';
import { closeStands, holdClosedDays, latestClosedDays } from '../../documents/checkout.service';
import type { Db, Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { netSaleMovesSql, warehousesWithMovesSql } from '../inventory/index';
import { effectiveRulesSql, type RuleDays, ruleDaysOf } from './rule-days';

/** How many days after its close a summary serves (the length of `leaving`). */
export const SUMMARY_DAYS = 7;

type State = { warehouse_id: number; through: string; checkout_id: number; max_n: number; rules_key: string };

async function statesOf(db: Executor, g: number, warehouseId?: number): Promise<Map<number, State>> {
  const ofWarehouse = warehouseId === undefined ? sql`` : sql` and warehouse_id = ${warehouseId}`;
  const found = await rows<State>(
    db,
    sql`select warehouse_id, through::text as through, checkout_id, max_n, rules_key
        from replenishment_sales_state where business_group_id = ${g}${ofWarehouse}`,
  );
  return new Map(found.map((r) => [Number(r.warehouse_id), { ...r, checkout_id: Number(r.checkout_id), max_n: Number(r.max_n) }]));
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A summary a suggestion as of `asOf` may read: the day it was taken through and the days since. */
export type UsableSummary = { through: string; daysSince: number };

/** The warehouse's summary if it serves a suggestion as of `asOf` with these rules, else null. */
export async function usableSummary(
  db: Executor,
  g: number,
  warehouseId: number,
  asOf: string,
  days: RuleDays,
): Promise<UsableSummary | null> {
  const state = (await statesOf(db, g, warehouseId)).get(warehouseId);
  if (!state) return null;
  const daysSince = daysBetween(state.through, asOf);
  if (daysSince < 0 || daysSince > SUMMARY_DAYS) return null;
  if (state.rules_key !== days.rulesKey || Math.max(...days.ns) > state.max_n) return null;
  if (!(await closeStands(db, g, state.checkout_id))) return null;
  return { through: state.through, daysSince };
}

/**
 * A SKU's net sales over its own window (asOf − n, asOf] from the summary and the moves after
 * it, for a statement over `eff e`: the joins to add to it and the figure they give. A SKU
 * without a row sold nothing in the closed days (every N in use is within the summary's
 * longest); a SKU whose N is not the summary's is summed from its own moves (by stock_move
 * (group, SKU)).
 */
export function soldFromSummarySql(g: number, warehouseId: number, asOf: string, summary: UsableSummary): { joins: SQL; sold: SQL } {
  const w = warehouseId;
  const openMoves = netSaleMovesSql(g, { warehouseId: w, from: sql`${summary.through}::date + 1`, to: asOf });
  const ownMoves = netSaleMovesSql(g, { warehouseId: w, skuId: sql`e.sku_id`, from: sql`${asOf}::date - e.n + 1`, to: summary.through });
  return {
    joins: sql`
      left join replenishment_sales rs on rs.business_group_id = ${g} and rs.warehouse_id = ${w} and rs.sku_id = e.sku_id
      left join (
        select m.sku_id, sum(m.qty) as qty
        from (${openMoves}) m join eff e on e.sku_id = m.sku_id and m.bill_date > ${asOf}::date - e.n
        group by m.sku_id) rso on rso.sku_id = e.sku_id`,
    sold: sql`case when rs.sku_id is null then 0
                   when rs.n = e.n then rs.qty - coalesce(rs.leaving[${summary.daysSince}::int], 0)
                   else (select coalesce(sum(m.qty), 0) from (${ownMoves}) m)
              end + coalesce(rso.qty, 0)`,
  };
}

/**
 * Takes a warehouse's summary through the group's last closed day, in one transaction that
 * holds the closed days as they are (no close or reopen meanwhile). Returns the day, or null
 * when the group has closed none.
 */
export async function refreshSales(db: Db, g: number, warehouseId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const close = await holdClosedDays(tx, g);
    if (!close) return null;
    const days = await ruleDaysOf(tx, g, warehouseId);
    const maxN = Math.max(...days.ns);
    const d = close.date;
    const w = warehouseId;
    const moves = netSaleMovesSql(g, { warehouseId: w, from: sql`${d}::date - ${maxN - 1}::int`, to: d });
    const leaving = sql.join(
      Array.from(
        { length: SUMMARY_DAYS },
        (_, i) =>
          sql`coalesce(sum(m.qty) filter (where m.bill_date > ${d}::date - e.n and m.bill_date <= ${d}::date - e.n + ${i + 1}::int), 0)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`delete from replenishment_sales where business_group_id = ${g} and warehouse_id = ${w}`);
    await tx.execute(sql`
      with ${effectiveRulesSql(g, w, days.defaults, { enabledOnly: false })}
      insert into replenishment_sales (business_group_id, warehouse_id, sku_id, n, qty, leaving)
      select ${g}, ${w}, m.sku_id, e.n, coalesce(sum(m.qty) filter (where m.bill_date > ${d}::date - e.n), 0), array[${leaving}]
      from (${moves}) m join eff e on e.sku_id = m.sku_id
      group by m.sku_id, e.n`);
    // Fresh statistics, so the suggestion hashes the summary instead of probing it per SKU.
    await tx.execute(sql`analyze replenishment_sales`);
    await tx.execute(sql`
      insert into replenishment_sales_state (business_group_id, warehouse_id, through, checkout_id, max_n, rules_key, built_at)
      values (${g}, ${w}, ${d}, ${close.id}, ${maxN}, ${days.rulesKey}, now())
      on conflict (business_group_id, warehouse_id) do update
        set through = excluded.through, checkout_id = excluded.checkout_id, max_n = excluded.max_n,
            rules_key = excluded.rules_key, built_at = excluded.built_at`);
    return d;
  });
}

/**
 * The job: every warehouse with moves, of every group that has closed a day, whose summary is
 * missing, taken through an earlier close, or taken with other rules, is taken again.
 */
export async function refreshStaleSales(db: Db): Promise<{ refreshed: number }> {
  let refreshed = 0;
  for (const [g, close] of await latestClosedDays(db)) {
    const [warehouses, states] = await Promise.all([rows<{ warehouse_id: number }>(db, warehousesWithMovesSql(g)), statesOf(db, g)]);
    for (const { warehouse_id } of warehouses) {
      const w = Number(warehouse_id);
      const state = states.get(w);
      if (state && state.checkout_id === close.id && state.rules_key === (await ruleDaysOf(db, g, w)).rulesKey) continue;
      if (await refreshSales(db, g, w)) refreshed++;
    }
  }
  return { refreshed };
}
