import {
  documentTypeOfBillNo,
  type MovementView,
  type movementPageBody,
  type Page,
  type StockRowView,
  type stockQueryBody,
} from '@quire/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { documentConfig } from '../../documents/config.port';
import type { Executor } from '../../platform/db/client';
import { together } from '../../platform/db/sql-helpers';
import { Dec, roundAmount, text } from '../../platform/money';
import { productPort, warehousePort } from './inventory.ports';
import { skuCost, stockBalance, stockMove } from './inventory.schema';

export type StockQuery = z.output<typeof stockQueryBody>;
export type MovementQuery = z.output<typeof movementPageBody>;

const empty = <T>(q: { pageNum: number; pageSize: number }): Page<T> => ({ list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize });

const STOCK_SORTS = {
  skuId: stockBalance.skuId,
  warehouseId: stockBalance.warehouseId,
  onHand: stockBalance.onHand,
  locked: stockBalance.locked,
  available: stockBalance.available,
  updateTime: stockBalance.updatedAt,
} as const;

/**
 * Stock query (库存查询): on hand, locked and available per warehouse and SKU, with the
 * SKU's moving-average cost and the stock value (cost fields, stripped without costPrice).
 * Category, brand and keyword filters go through the product module.
 */
export async function stockPage(executor: Executor, businessGroupId: number, q: StockQuery): Promise<Page<StockRowView>> {
  let skuFilter: number[] | null = null;
  if (q.skuIds?.length) skuFilter = q.skuIds;
  if (q.skuId !== undefined) skuFilter = skuFilter ? skuFilter.filter((s) => s === q.skuId) : [q.skuId];
  // Category (with its subcategories) and brand filter through a product subquery.
  const byCatalogue =
    q.categoryId !== undefined || q.brandId !== undefined
      ? await productPort().skuIdsWhere(executor, { categoryId: q.categoryId, brandId: q.brandId })
      : null;
  if (q.keyword) {
    const found = await productPort().findSkuIds(executor, { keyword: q.keyword });
    if (found !== null) {
      const set = new Set(found);
      skuFilter = skuFilter ? skuFilter.filter((s) => set.has(s)) : found;
    }
  }
  if (skuFilter && skuFilter.length === 0) return empty(q);

  const where = and(
    eq(stockBalance.businessGroupId, businessGroupId),
    q.warehouseId !== undefined ? eq(stockBalance.warehouseId, q.warehouseId) : undefined,
    skuFilter ? inArray(stockBalance.skuId, skuFilter) : undefined,
    byCatalogue ? sql`${stockBalance.skuId} in (${byCatalogue})` : undefined,
    q.hideZero ? or(ne(stockBalance.onHand, '0'), ne(stockBalance.locked, '0')) : undefined,
  );
  const [field, dir] = (q.sort ?? 'skuId,asc').split(',') as [keyof typeof STOCK_SORTS, string | undefined];
  const order = dir === 'desc' ? desc(STOCK_SORTS[field]) : asc(STOCK_SORTS[field]);
  const [list, [{ n }], config] = await Promise.all([
    executor
      .select({ b: stockBalance, unitCost: skuCost.unitCost })
      .from(stockBalance)
      .leftJoin(skuCost, and(eq(skuCost.businessGroupId, stockBalance.businessGroupId), eq(skuCost.skuId, stockBalance.skuId)))
      .where(where)
      .orderBy(order, asc(stockBalance.warehouseId), asc(stockBalance.skuId))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    executor.select({ n: count() }).from(stockBalance).where(where),
    documentConfig(executor, businessGroupId),
  ]);
  const [skus, warehouses] = await together(executor, [
    () => productPort().skus(executor, [...new Set(list.map((r) => r.b.skuId))]),
    () => warehousePort().warehouses(executor, businessGroupId, [...new Set(list.map((r) => r.b.warehouseId))]),
  ] as const);
  return {
    list: list.map(({ b, unitCost }) => {
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
    }),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** Moves of the document with this bill number, through the document's unique (group, type, bill no) index. */
function billNoCondition(businessGroupId: number, billNo: string): SQL {
  const type = documentTypeOfBillNo(billNo);
  if (!type) return sql`false`;
  return and(
    eq(stockMove.documentType, type),
    sql`${stockMove.documentId} = any(array(select d.id from document d where d.business_group_id = ${businessGroupId} and d.type = ${type} and d.bill_no = ${billNo}))`,
  ) as SQL;
}

/**
 * Product movement records (商品出入库记录): every move, newest first, with its document
 * (type, bill no, id for the link), quantity, the warehouse's running balance and its cost.
 */
export async function movementPage(executor: Executor, businessGroupId: number, q: MovementQuery): Promise<Page<MovementView>> {
  const where: SQL | undefined = and(
    eq(stockMove.businessGroupId, businessGroupId),
    q.warehouseId !== undefined ? eq(stockMove.warehouseId, q.warehouseId) : undefined,
    q.skuId !== undefined ? eq(stockMove.skuId, q.skuId) : undefined,
    q.documentType ? eq(stockMove.documentType, q.documentType) : undefined,
    q.billNo ? billNoCondition(businessGroupId, q.billNo) : undefined,
    q.dateFrom ? gte(stockMove.billDate, q.dateFrom) : undefined,
    q.dateTo ? lte(stockMove.billDate, q.dateTo) : undefined,
    q.direction === 'IN' ? gt(stockMove.qty, '0') : q.direction === 'OUT' ? lt(stockMove.qty, '0') : undefined,
  );
  const [list, [{ n }]] = await Promise.all([
    executor
      .select()
      .from(stockMove)
      .where(where)
      .orderBy(desc(stockMove.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    executor.select({ n: count() }).from(stockMove).where(where),
  ]);
  const [skus, warehouses] = await Promise.all([
    productPort().skus(executor, [...new Set(list.map((m) => m.skuId))]),
    warehousePort().warehouses(executor, businessGroupId, [...new Set(list.map((m) => m.warehouseId))]),
  ]);
  return {
    list: list.map((m) => ({
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
      qty: m.qty,
      balanceQtyAfter: m.balanceQtyAfter,
      unitCost: m.unitCost,
      costAmount: m.amount,
    })),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
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
