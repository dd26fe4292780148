// 补货建议 (DOMAIN 21): for every SKU of a warehouse, d = net sales of the last N days ÷ N;
// available = on hand + in transit (open purchase orders, reviewed transfers in) − locked;
// below d × lower days, suggest d × upper days − available, rounded up to the purchase
// package. One statement for the whole warehouse, each figure read by its module's index.
import type {
  ReplenishmentLevel,
  ReplenishmentLineView,
  ReplenishmentSuggestView,
  replenishmentSuggestQuery,
  replenishmentToOrdersBody,
} from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { today } from '../../documents/checkout.service';
import type { Actor } from '../../documents/document-definition';
import type { Db, Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { inboundTransfersSql, netSaleMovesSql, warehouseBalancesSql } from '../inventory/index';
import { supplierNames } from '../partner/index';
import { catalogNames, skuFactsSql } from '../product/index';
import { type DraftOrderRequest, openOrderQtySql, saveDraftOrders } from '../purchase/index';
import { logicalWarehousesByIds } from '../warehouse/index';
import { soldFromSummarySql, type UsableSummary, usableSummary } from './replenishment-sales';
import { effectiveRulesSql, type RuleDays, ruleDaysOf } from './rule-days';

type SuggestQuery = z.output<typeof replenishmentSuggestQuery>;

const LEVELS: Record<number, ReplenishmentLevel> = {
  4: 'CATEGORY_WAREHOUSE',
  3: 'WAREHOUSE',
  2: 'CATEGORY',
  1: 'GROUP',
  0: 'BUSINESS_CONFIG',
};

async function assertWarehouse(db: Executor, g: number, warehouseId: number): Promise<void> {
  if ((await logicalWarehousesByIds(db, g, [warehouseId])).length === 0) throw fail.field('warehouseId', 'replenishment.warehouseUnknown');
}

type Figures = {
  sku_id: number;
  code: string;
  name: string;
  unit: string;
  rank: number;
  config_id: number | null;
  supplier_id: number | null;
  n: number;
  sold: string;
  daily: string;
  on_hand: string;
  in_transit: string;
  locked: string;
  available: string;
  lower_days: number;
  upper_days: number;
  lower_limit: string;
  upper_limit: string;
  package: string;
  suggested: string;
  total: number;
};

/**
 * The statement: every enabled SKU (of the category filter) with its rule (rule-days.ts); its
 * net sales over its own N from the closed-day summary and the moves since, when the summary
 * serves (replenishment-sales.ts), else from the sale moves of the longest N, read once and
 * summed per SKU (for a few Ns a column each in one pass, each SKU taking the column of its own
 * N; for more, each move joined to its SKU's N); the balances, open orders and transfers in are
 * hash-joined. A SKU with nothing anywhere has no limit and never qualifies, so the catalogue
 * drives it without a union of keys.
 */
function suggestionSql(g: number, q: SuggestQuery, asOf: string, days: RuleDays, summary: UsableSummary | null) {
  const { defaults, ns } = days;
  const maxN = Math.max(...ns);
  // One column of net sales per N in use (a handful): s30, s60… summed in one pass over the moves.
  const soldColumns = sql.join(
    ns.map((n) => sql`sum(m.qty) filter (where m.bill_date > ${asOf}::date - ${n}::int) as ${sql.raw(`s${n}`)}`),
    sql`, `,
  );
  // A few Ns: a column each, in one pass over the moves; many: each move joined to its SKU's N.
  const byColumn = summary === null && ns.length <= 3;
  const soldOfN = byColumn
    ? sql`case e.n ${sql.join(
        ns.map((n) => sql`when ${n} then s.${sql.raw(`s${n}`)}`),
        sql` `,
      )} end`
    : sql`s.qty`;
  const moves = netSaleMovesSql(g, { warehouseId: q.warehouseId, from: sql`${asOf}::date - ${maxN - 1}::int`, to: asOf });
  const w = q.warehouseId;
  const bySupplier = q.supplierId === undefined ? sql`` : sql` and e.supplier_id = ${q.supplierId}`;
  // The SKU's net sales: from the summary and the moves since, or from a CTE over the moves.
  let salesJoins: SQL;
  let soldFigure: SQL;
  let soldCte = sql``;
  if (summary) {
    const fromSummary = soldFromSummarySql(g, w, asOf, summary);
    salesJoins = fromSummary.joins;
    soldFigure = fromSummary.sold;
  } else {
    salesJoins = sql`left join sold s on s.sku_id = e.sku_id`;
    soldFigure = soldOfN;
    soldCte = byColumn
      ? sql`sold as (
      select m.sku_id, ${soldColumns}
      from (${moves}) m
      group by m.sku_id),`
      : sql`sold as (
      select m.sku_id, sum(m.qty) as qty
      from (${moves}) m
      join (select sku_id, n from eff) e on e.sku_id = m.sku_id and m.bill_date > ${asOf}::date - e.n
      group by m.sku_id),`;
  }
  return sql`
    with ${effectiveRulesSql(g, w, defaults, { categoryId: q.categoryId, enabledOnly: true })},
    ${soldCte}
    bal as (${warehouseBalancesSql(g, w)}),
    po as (select sku_id, sum(qty) as qty from (${openOrderQtySql(g, w)}) o group by sku_id),
    tr as (select sku_id, sum(qty) as qty from (${inboundTransfersSql(g, w)}) t group by sku_id),
    fig as (
      select e.*, x.sold,
             coalesce(b.on_hand, 0) as on_hand, coalesce(b.locked, 0) as locked,
             coalesce(po.qty, 0) + coalesce(tr.qty, 0) as in_transit,
             coalesce(b.on_hand, 0) + coalesce(po.qty, 0) + coalesce(tr.qty, 0) - coalesce(b.locked, 0) as available,
             greatest(x.sold, 0) * e.lower_days / e.n as lower_limit,
             greatest(x.sold, 0) * e.upper_days / e.n as upper_limit
      from eff e
      ${salesJoins}
      -- The SKU's net sales over its own N, named once.
      cross join lateral (select coalesce(${soldFigure}, 0) as sold) x
      left join bal b on b.sku_id = e.sku_id
      left join po on po.sku_id = e.sku_id
      left join tr on tr.sku_id = e.sku_id
      where true${bySupplier}),
    page as (
      select sku_id, code, rank, config_id, supplier_id, n, lower_days, upper_days,
             sold::text as sold, round(sold / n, 4)::text as daily, on_hand::text as on_hand, in_transit::text as in_transit,
             locked::text as locked, available::text as available,
             round(lower_limit, 4)::text as lower_limit, round(upper_limit, 4)::text as upper_limit, package::text as package,
             (ceil((upper_limit - available) / package) * package)::text as suggested,
             count(*) over () as total
      from fig
      where available < lower_limit and upper_limit > available
      order by code
      limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize})
    -- Names and units only for the page's rows: the figures of the whole warehouse stay narrow.
    select p.*, f.name, f.unit
    from page p join (${skuFactsSql()}) f on f.sku_id = p.sku_id
    order by p.code`;
}

/** Trailing zeros off a numeric text: '24.0000' → '24'. */
const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** The statement of a warehouse's suggestions as of today (the bench explains it), and whether it reads the summary. */
export async function suggestionPlanSql(
  db: Executor,
  g: number,
  q: SuggestQuery,
): Promise<{ statement: SQL; asOf: string; summary: UsableSummary | null }> {
  const [days, asOf] = await Promise.all([ruleDaysOf(db, g, q.warehouseId), today(db)]);
  const summary = await usableSummary(db, g, q.warehouseId, asOf, days);
  return { statement: suggestionSql(g, q, asOf, days, summary), asOf, summary };
}

export async function suggest(db: Db, g: number, q: SuggestQuery): Promise<ReplenishmentSuggestView> {
  await assertWarehouse(db, g, q.warehouseId);
  const { statement, asOf } = await suggestionPlanSql(db, g, q);
  // A whole warehouse hashes a few hundred thousand rows: room for it in memory, this statement
  // only; no JIT, whose compiling costs more than it saves here; and no merge join, which the
  // planner picks for the sale moves by their SKU's N and which sorts both sides (hashing is
  // about a third faster on 570k moves).
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local enable_mergejoin = off`);
    return rows<Figures>(tx, statement);
  });
  const suppliers = await supplierNames(db, g, [...new Set(found.flatMap((r) => (r.supplier_id === null ? [] : [Number(r.supplier_id)])))]);
  const list: ReplenishmentLineView[] = found.map((r) => ({
    skuId: String(r.sku_id),
    skuCode: r.code,
    skuName: r.name,
    unit: r.unit,
    level: LEVELS[Number(r.rank)],
    configId: r.config_id === null ? null : String(r.config_id),
    supplierId: r.supplier_id === null ? null : String(r.supplier_id),
    supplierName: r.supplier_id === null ? null : (suppliers.get(Number(r.supplier_id))?.name ?? null),
    averageSalesDays: Number(r.n),
    soldQty: plain(r.sold),
    dailySales: plain(r.daily),
    onHand: plain(r.on_hand),
    inTransit: plain(r.in_transit),
    locked: plain(r.locked),
    available: plain(r.available),
    lowerDays: Number(r.lower_days),
    upperDays: Number(r.upper_days),
    lowerLimit: plain(r.lower_limit),
    upperLimit: plain(r.upper_limit),
    purchasePackage: plain(r.package),
    suggestedQty: plain(r.suggested),
  }));
  return { list, total: Number(found[0]?.total ?? 0), pageNum: q.pageNum, pageSize: q.pageSize, asOf };
}

/**
 * The chosen lines become draft purchase orders, one per supplier, in one transaction (all or
 * none). A line without a supplier, or with one outside the group, is refused naming it.
 */
export async function toPurchaseOrders(db: Db, actor: Actor, body: z.output<typeof replenishmentToOrdersBody>) {
  const g = actor.businessGroupId;
  await assertWarehouse(db, g, body.warehouseId);
  const supplierIds = [...new Set(body.lines.flatMap((l) => (l.supplierId == null ? [] : [l.supplierId])))];
  const [suppliers, catalog] = await Promise.all([
    supplierNames(db, g, supplierIds),
    catalogNames(db, { skuIds: body.lines.map((l) => l.skuId) }),
  ]);
  body.lines.forEach((l, i) => {
    const sku = catalog.skus.get(l.skuId)?.code ?? String(l.skuId);
    if (l.supplierId == null) throw fail.field(`lines.${i}.supplierId`, 'replenishment.lineWithoutSupplier', { line: i + 1, sku });
    if (!suppliers.has(l.supplierId)) throw fail.field(`lines.${i}.supplierId`, 'replenishment.lineSupplierUnknown', { line: i + 1 });
  });
  const deadline = body.deliveryDeadline ?? new Date(Date.now() + 7 * 86_400_000).toISOString();
  const bySupplier = new Map<number, DraftOrderRequest>();
  for (const l of body.lines) {
    const s = l.supplierId as number;
    const request = bySupplier.get(s) ?? { supplierId: s, warehouseId: body.warehouseId, deliveryDeadline: deadline, lines: [] };
    request.lines.push({ skuId: l.skuId, qty: l.qty });
    bySupplier.set(s, request);
  }
  const requests = [...bySupplier.values()].sort((a, b) => a.supplierId - b.supplierId);
  const saved = await db.transaction((tx) => saveDraftOrders(tx, actor, requests));
  const found = await rows<{ id: number; total_qty: string }>(
    db,
    sql`select id, total_qty::text as total_qty from document where id = any(${idArray(saved.map((s) => Number(s.id)))})`,
  );
  const totals = new Map(found.map((r) => [Number(r.id), r.total_qty]));
  return {
    orders: saved.map((s, i) => ({
      id: s.id,
      billNo: s.billNo,
      supplierId: String(requests[i].supplierId),
      supplierName: suppliers.get(requests[i].supplierId)?.name ?? '',
      lineCount: requests[i].lines.length,
      totalQty: plain(totals.get(Number(s.id)) ?? '0'),
    })),
  };
}
