import {
  COUNT_CAP,
  type MovementView,
  type movementFilterBody,
  type movementPageBody,
  type Page,
  type StockRowView,
  type StockTotalsView,
  type stockFilterBody,
  type stockQueryBody,
} from '@quire/contracts';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { documentConfig } from '../../documents/config.port';
import { document } from '../../documents/document.schema';
import type { Executor } from '../../platform/db/client';
import { cappedCount, cappedPage, likeContains, together } from '../../platform/db/sql-helpers';
import { idArray, rows } from '../../platform/db/sql-util';
import { Dec, type Rounding, roundAmount, text } from '../../platform/money';
import { productPort, warehousePort } from './inventory.ports';
import { skuCost, stockBalance, stockMove } from './inventory.schema';

export type StockQuery = z.output<typeof stockQueryBody>;
export type MovementQuery = z.output<typeof movementPageBody>;

const empty = <T>(q: { pageNum: number; pageSize: number }): Page<T> => ({ list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize });

/**
 * A keyword's total counts to here ("1,000+"): its SKU match (name fragments through the
 * trigram index) is the costly part, and the keyword filter took at most 1,000 SKUs before.
 */
export const KEYWORD_COUNT_CAP = 1000;

const STOCK_SORTS = {
  skuId: stockBalance.skuId,
  warehouseId: stockBalance.warehouseId,
  onHand: stockBalance.onHand,
  locked: stockBalance.locked,
  available: stockBalance.available,
  updateTime: stockBalance.updatedAt,
} as const;

export type StockFilter = z.output<typeof stockFilterBody>;

/**
 * The stock query's filter as SQL over stock_balance (null: nothing can match): the page,
 * its totals and its export read the same rows. Category, brand and keyword filter through
 * one product subquery, joined in SQL (the SKU table's trigram and pattern indexes), never a
 * list of ids.
 */
export async function stockWhere(executor: Executor, businessGroupId: number, q: StockFilter): Promise<SQL | null> {
  let skuFilter: number[] | null = null;
  if (q.skuIds?.length) skuFilter = q.skuIds;
  if (q.skuId !== undefined) skuFilter = skuFilter ? skuFilter.filter((s) => s === q.skuId) : [q.skuId];
  if (skuFilter && skuFilter.length === 0) return null;
  const bySku =
    q.categoryId !== undefined || q.brandId !== undefined || q.keyword
      ? await productPort().skuIdsWhere(executor, { categoryId: q.categoryId, brandId: q.brandId, keyword: q.keyword || undefined })
      : null;
  return and(
    eq(stockBalance.businessGroupId, businessGroupId),
    q.warehouseId !== undefined ? eq(stockBalance.warehouseId, q.warehouseId) : undefined,
    skuFilter ? inArray(stockBalance.skuId, skuFilter) : undefined,
    bySku ? sql`${stockBalance.skuId} in (${bySku})` : undefined,
    q.hideZero ? or(ne(stockBalance.onHand, '0'), ne(stockBalance.locked, '0')) : undefined,
  ) as SQL;
}

/** An amount rounded in SQL as roundAmount does (the configured mode and precision). */
function roundedSql(value: SQL, rounding: Rounding): SQL {
  if (rounding.roundingMode === 'NONE') return sql`round(${value}, 2)`;
  const digits = { YUAN: 0, JIAO: 1, FEN: 2 }[rounding.roundingPrecision];
  const places = sql.raw(String(digits));
  if (rounding.roundingMode === 'DOWN') return sql`trunc(${value}, ${places})`;
  // Away from zero, in numeric (an integer scale keeps it exact).
  const scale = sql.raw(String(10 ** digits));
  if (rounding.roundingMode === 'UP') return sql`(sign(${value}) * ceil(abs(${value}) * ${scale}) / ${scale})`;
  return sql`round(${value}, ${places})`;
}

/**
 * Totals of the whole filtered stock, in one aggregate: rows, on hand, locked, available and
 * the stock value (each row's onHand × average cost rounded as the row shows it, then summed;
 * a cost field, stripped from the answer without costPrice).
 */
export async function stockTotals(executor: Executor, businessGroupId: number, q: StockFilter): Promise<StockTotalsView> {
  const where = await stockWhere(executor, businessGroupId, q);
  if (!where) return { rows: 0, onHand: '0', locked: '0', available: '0', stockValue: '0.00' };
  const config = await documentConfig(executor, businessGroupId);
  const value = roundedSql(sql`${stockBalance.onHand} * coalesce(${skuCost.unitCost}, 0)`, config);
  const [row] = await executor
    .select({
      rows: sql<number>`count(*)::int`,
      onHand: sql<string>`coalesce(sum(${stockBalance.onHand}), 0)::text`,
      locked: sql<string>`coalesce(sum(${stockBalance.locked}), 0)::text`,
      available: sql<string>`coalesce(sum(${stockBalance.onHand} - ${stockBalance.locked}), 0)::text`,
      stockValue: sql<string>`coalesce(sum(${value}), 0)::text`,
    })
    .from(stockBalance)
    .leftJoin(skuCost, and(eq(skuCost.businessGroupId, stockBalance.businessGroupId), eq(skuCost.skuId, stockBalance.skuId)))
    .where(where);
  return {
    rows: Number(row.rows),
    onHand: text(row.onHand),
    locked: text(row.locked),
    available: text(row.available),
    stockValue: new Dec(row.stockValue).toFixed(2),
  };
}

/** One export batch of the filtered stock, by balance id (a keyset walk), with names and cost. */
export async function stockExportBatch(
  executor: Executor,
  businessGroupId: number,
  q: StockFilter,
  after: number | undefined,
  limit: number,
): Promise<(StockRowView & { id: number })[]> {
  const where = await stockWhere(executor, businessGroupId, q);
  if (!where) return [];
  const [rows, config] = await Promise.all([
    executor
      .select({ b: stockBalance, unitCost: skuCost.unitCost })
      .from(stockBalance)
      .leftJoin(skuCost, and(eq(skuCost.businessGroupId, stockBalance.businessGroupId), eq(skuCost.skuId, stockBalance.skuId)))
      .where(and(where, after === undefined ? undefined : gt(stockBalance.id, after)))
      .orderBy(asc(stockBalance.id))
      .limit(limit),
    documentConfig(executor, businessGroupId),
  ]);
  const views = await stockViews(executor, businessGroupId, rows, config);
  return views.map((v, i) => ({ ...v, id: rows[i].b.id }));
}

type BalanceWithCost = { b: typeof stockBalance.$inferSelect; unitCost: string | null };

async function stockViews(executor: Executor, businessGroupId: number, list: BalanceWithCost[], config: Rounding): Promise<StockRowView[]> {
  const [skus, warehouses] = await together(executor, [
    () => productPort().skus(executor, [...new Set(list.map((r) => r.b.skuId))]),
    () => warehousePort().warehouses(executor, businessGroupId, [...new Set(list.map((r) => r.b.warehouseId))]),
  ] as const);
  return list.map(({ b, unitCost }) => {
    const sku = skus.get(b.skuId);
    const warehouse = warehouses.get(b.warehouseId);
    const avg = new Dec(unitCost ?? 0);
    return {
      warehouseId: String(b.warehouseId),
      warehouseCode: warehouse?.code ?? null,
      warehouseName: warehouse?.name ?? null,
      skuId: String(b.skuId),
      skuCode: sku?.code ?? null,
      skuName: sku?.name ?? null,
      unit: sku?.unit ?? null,
      onHand: b.onHand,
      locked: b.locked,
      available: b.available ?? text(new Dec(b.onHand).minus(b.locked)),
      avgCost: unitCost ?? '0',
      stockValue: roundAmount(avg.times(b.onHand), config).toFixed(2),
      updateTime: b.updatedAt.toISOString(),
    };
  });
}

/**
 * Stock query (库存查询): on hand, locked and available per warehouse and SKU, with the
 * SKU's moving-average cost and the stock value (cost fields, stripped without costPrice).
 */
export async function stockPage(executor: Executor, businessGroupId: number, q: StockQuery): Promise<Page<StockRowView>> {
  const where = await stockWhere(executor, businessGroupId, q);
  if (!where) return empty(q);
  const [field, dir] = (q.sort ?? 'skuId,asc').split(',') as [keyof typeof STOCK_SORTS, string | undefined];
  const order = dir === 'desc' ? desc(STOCK_SORTS[field]) : asc(STOCK_SORTS[field]);
  const cap = q.keyword ? KEYWORD_COUNT_CAP : COUNT_CAP;
  const [rows, n, config] = await Promise.all([
    executor
      .select({ b: stockBalance, unitCost: skuCost.unitCost })
      .from(stockBalance)
      .leftJoin(skuCost, and(eq(skuCost.businessGroupId, stockBalance.businessGroupId), eq(skuCost.skuId, stockBalance.skuId)))
      .where(where)
      .orderBy(order, asc(stockBalance.warehouseId), asc(stockBalance.skuId))
      .limit(q.pageSize + 1)
      .offset((q.pageNum - 1) * q.pageSize),
    cappedCount(executor, stockBalance, where, cap),
    documentConfig(executor, businessGroupId),
  ]);
  const page = cappedPage(rows, n, q, cap);
  return { ...page, list: await stockViews(executor, businessGroupId, page.list, config) };
}

/**
 * Product movement records (商品出入库记录): every move, newest first, with its document
 * (type, bill no, id for the link), quantity, the warehouse's running balance and its cost.
 */
export type MovementFilter = z.output<typeof movementFilterBody>;

/** The movement list's filter as SQL over stock_move: the page and its export read the same rows. */
function movementWhere(executor: Executor, businessGroupId: number, q: MovementFilter): SQL {
  return and(
    eq(stockMove.businessGroupId, businessGroupId),
    q.warehouseId !== undefined ? eq(stockMove.warehouseId, q.warehouseId) : undefined,
    q.skuId !== undefined ? eq(stockMove.skuId, q.skuId) : undefined,
    q.documentType ? eq(stockMove.documentType, q.documentType) : undefined,
    // Any part of the bill number (TR20261121…): the documents that match, found through the
    // document table's trigram index, then their moves (stock_move_document_idx). A trigram
    // index on the moves themselves would cost every posting ten index entries.
    q.billNo
      ? inArray(
          stockMove.documentId,
          executor
            .select({ id: document.id })
            .from(document)
            .where(and(eq(document.businessGroupId, businessGroupId), ilike(document.billNo, likeContains(q.billNo)))),
        )
      : undefined,
    q.dateFrom ? gte(stockMove.billDate, q.dateFrom) : undefined,
    q.dateTo ? lte(stockMove.billDate, q.dateTo) : undefined,
    q.direction === 'IN' ? gt(stockMove.qty, '0') : q.direction === 'OUT' ? lt(stockMove.qty, '0') : undefined,
  ) as SQL;
}

export async function movementPage(executor: Executor, businessGroupId: number, q: MovementQuery): Promise<Page<MovementView>> {
  const where = movementWhere(executor, businessGroupId, q);
  // The page's ids first, read in id order from an index alone (deep OFFSET pages skip index
  // entries, not rows), then those rows; one more than the page says whether more follow.
  // A range of up to a quarter is read from its (…, bill_date, id) index and sorted; walking
  // the id order back to an old month would pass every newer move (the planner assumes the
  // dates spread evenly over the ids), so `id + 0` keeps it off that order.
  const narrowDates = q.dateFrom && q.dateTo && Date.parse(q.dateTo) - Date.parse(q.dateFrom) <= 92 * 86_400_000;
  const ids = executor
    .select({ id: stockMove.id })
    .from(stockMove)
    .where(where)
    .orderBy(narrowDates ? sql`${stockMove.id} + 0 desc` : desc(stockMove.id))
    .limit(q.pageSize + 1)
    .offset((q.pageNum - 1) * q.pageSize);
  const [rows, n] = await Promise.all([
    executor.select().from(stockMove).where(inArray(stockMove.id, ids)).orderBy(desc(stockMove.id)),
    cappedCount(executor, stockMove, where),
  ]);
  const page = cappedPage(rows, n, q);
  return { ...page, list: await movementViews(executor, businessGroupId, page.list) };
}

/** One export batch of the filtered moves, newest first (a keyset walk down the ids). */
export async function movementExportBatch(
  executor: Executor,
  businessGroupId: number,
  q: MovementFilter,
  before: number | undefined,
  limit: number,
): Promise<MovementView[]> {
  const rows = await executor
    .select()
    .from(stockMove)
    .where(and(movementWhere(executor, businessGroupId, q), before === undefined ? undefined : lt(stockMove.id, before)))
    .orderBy(desc(stockMove.id))
    .limit(limit);
  return movementViews(executor, businessGroupId, rows);
}

async function movementViews(
  executor: Executor,
  businessGroupId: number,
  list: (typeof stockMove.$inferSelect)[],
): Promise<MovementView[]> {
  const [skus, warehouses] = await together(executor, [
    () => productPort().skus(executor, [...new Set(list.map((m) => m.skuId))]),
    () => warehousePort().warehouses(executor, businessGroupId, [...new Set(list.map((m) => m.warehouseId))]),
  ] as const);
  return list.map((m) => ({
    id: String(m.id),
    documentType: m.documentType,
    documentId: String(m.documentId),
    billNo: m.billNo,
    billDate: m.billDate,
    movedAt: m.movedAt.toISOString(),
    warehouseId: String(m.warehouseId),
    warehouseName: warehouses.get(m.warehouseId)?.name ?? null,
    skuId: String(m.skuId),
    skuCode: skus.get(m.skuId)?.code ?? null,
    skuName: skus.get(m.skuId)?.name ?? null,
    unit: skus.get(m.skuId)?.unit ?? null,
    qty: m.qty,
    balanceQtyAfter: m.balanceQtyAfter,
    unitCost: m.unitCost,
    costAmount: m.amount,
  }));
}

/** The cost of SKUs in a group (for other modules: sale below cost, gross margin). */
export async function skuCosts(executor: Executor, businessGroupId: number, skuIds: number[]) {
  if (skuIds.length === 0) return new Map<number, { qty: string; amount: string; unitCost: string }>();
  const found = await executor
    .select()
    .from(skuCost)
    .where(and(eq(skuCost.businessGroupId, businessGroupId), inArray(skuCost.skuId, skuIds)));
  return new Map(found.map((c) => [c.skuId, { qty: c.qty, amount: c.amount, unitCost: c.unitCost }]));
}

/** The unit cost each of these document lines moved at (its first move), for returns at the source's cost. */
export async function lineMoveCosts(executor: Executor, businessGroupId: number, lineIds: number[]): Promise<Map<number, string>> {
  if (lineIds.length === 0) return new Map();
  const found = await rows<{ line_id: number; unit_cost: string }>(
    executor,
    sql`select distinct on (document_line_id) document_line_id as line_id, unit_cost::text as unit_cost from stock_move
        where business_group_id = ${businessGroupId} and document_line_id = any(${idArray(lineIds)})
        order by document_line_id, id`,
  );
  return new Map(found.map((r) => [Number(r.line_id), r.unit_cost]));
}
