// Tables of the inventory module: the append-only stock ledger, the balance per
// (warehouse, SKU), open stock locks, and the moving-average cost per (business group, SKU).
// SKUs and warehouses belong to other modules: plain indexed bigint ids, no foreign keys.
import type { DocumentType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, tsColumn, updatedAt } from '../../platform/db/columns';

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 });
const unitCost = (name: string) => numeric(name, { precision: 18, scale: 6 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** One move of stock, never updated or deleted: a correction is a reversal's own moves. */
export const stockMove = pgTable(
  'stock_move',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    documentId: refColumn('document_id').notNull(),
    documentLineId: refColumn('document_line_id'),
    billNo: text('bill_no').notNull(),
    warehouseId: refColumn('warehouse_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    /** Signed: > 0 in, < 0 out. */
    qty: qty('qty').notNull(),
    unitCost: unitCost('unit_cost').notNull(),
    /** Signed value moved: qty × unit cost at the configured rounding. */
    amount: money('amount').notNull(),
    /** On hand in this warehouse right after this move. */
    balanceQtyAfter: qty('balance_qty_after').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    movedAt: tsColumn('moved_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_move_group_sku_idx').on(t.businessGroupId, t.skuId, t.id),
    index('stock_move_group_warehouse_idx').on(t.businessGroupId, t.warehouseId, t.id),
    index('stock_move_group_date_idx').on(t.businessGroupId, t.billDate, t.id),
    index('stock_move_document_idx').on(t.documentId),
    // The movement list without filters, or by warehouse and dates, newest first: the page's
    // ids and the capped count read from these indexes alone (index-only scans).
    index('stock_move_group_id_idx').on(t.businessGroupId, t.id),
    // Migration 0019 adds INCLUDE (sku_id, qty, document_type): the replenishment reads sale moves from it alone.
    index('stock_move_group_warehouse_date_idx').on(t.businessGroupId, t.warehouseId, t.billDate, t.id),
  ],
);

/** What a warehouse holds of a SKU; changed only with its moves, in the same transaction. */
export const stockBalance = pgTable(
  'stock_balance',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    warehouseId: refColumn('warehouse_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    onHand: qty('on_hand').notNull().default('0'),
    locked: qty('locked').notNull().default('0'),
    available: qty('available').generatedAlwaysAs(sql`on_hand - locked`),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_balance_group_warehouse_sku_uq').on(t.businessGroupId, t.warehouseId, t.skuId),
    index('stock_balance_group_sku_idx').on(t.businessGroupId, t.skuId),
    // The stock query sorted by available stock, over all warehouses or within one.
    index('stock_balance_group_available_idx').on(t.businessGroupId, t.available, t.warehouseId, t.skuId),
    index('stock_balance_group_warehouse_available_idx').on(t.businessGroupId, t.warehouseId, t.available, t.skuId),
  ],
);

/** Stock a reviewed document holds for itself: locked = Σ open locks, per (warehouse, SKU). */
export const stockLock = pgTable(
  'stock_lock',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    documentId: refColumn('document_id').notNull(),
    documentLineId: refColumn('document_line_id'),
    warehouseId: refColumn('warehouse_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    qty: qty('qty').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_lock_document_idx').on(t.documentId),
    index('stock_lock_group_warehouse_sku_idx').on(t.businessGroupId, t.warehouseId, t.skuId),
  ],
);

/**
 * Moving weighted-average cost of a SKU in a business group: quantity and value over every
 * warehouse of the group; unit cost to 6 decimals. A row exists once the SKU has moved.
 */
export const skuCost = pgTable(
  'sku_cost',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    qty: qty('qty').notNull().default('0'),
    amount: money('amount').notNull().default('0'),
    unitCost: unitCost('unit_cost').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.businessGroupId, t.skuId] })],
);

/**
 * A change of stock value without a move: a cost adjustment (ADJUST) or the value left when
 * the quantity reached zero, written off (VARIANCE). Append-only, like the moves:
 * sku_cost.amount = Σ moves.amount + Σ revaluations.amount.
 */
export const costRevaluation = pgTable(
  'cost_revaluation',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    kind: text('kind').$type<'ADJUST' | 'VARIANCE'>().notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    documentId: refColumn('document_id').notNull(),
    documentLineId: refColumn('document_line_id'),
    billNo: text('bill_no').notNull(),
    qtyAt: qty('qty_at').notNull(),
    unitCostBefore: unitCost('unit_cost_before').notNull(),
    unitCostAfter: unitCost('unit_cost_after').notNull(),
    amount: money('amount').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cost_revaluation_group_sku_idx').on(t.businessGroupId, t.skuId, t.id),
    index('cost_revaluation_document_idx').on(t.documentId),
  ],
);
