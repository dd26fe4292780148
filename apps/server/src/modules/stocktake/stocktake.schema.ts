// Tables of stocktaking (盘点): a task's own fields beside its engine document row (the row
// gives it a bill number and an id in the documents' id space, so its stock moves link to it),
// the book quantities snapshotted when it starts, its counting sheets with their lines, and
// the difference report written when the difference is confirmed.
import type { StockCheckGapMode, StockCheckScope, StockCheckSheetMode, StockCheckStatus } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { document } from '../../documents/document.schema';
import { createdAt, idColumn, refColumn, tsColumn } from '../../platform/db/columns';

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 });

export const stockCheckTask = pgTable(
  'stock_check_task',
  {
    /** The task's document row (type STOCK_CHECK_TASK). */
    documentId: refColumn('document_id')
      .primaryKey()
      .references(() => document.id, { onDelete: 'cascade' }),
    businessGroupId: refColumn('business_group_id').notNull(),
    warehouseId: refColumn('warehouse_id').notNull(),
    status: text('status').$type<StockCheckStatus>().notNull(),
    version: integer('version').notNull().default(0),
    scope: text('scope').$type<StockCheckScope>().notNull(),
    scopeIds: jsonb('scope_ids').$type<number[]>().notNull().default([]),
    locations: jsonb('locations').$type<string[]>().notNull().default([]),
    gapMode: text('gap_mode').$type<StockCheckGapMode>().notNull(),
    freeze: boolean('freeze_stock').notNull().default(false),
    createdBy: refColumn('created_by'),
    startedAt: tsColumn('started_at').notNull().defaultNow(),
    completedAt: tsColumn('completed_at'),
    confirmedAt: tsColumn('confirmed_at'),
    terminatedAt: tsColumn('terminated_at'),
  },
  (t) => [
    index('stock_check_task_group_idx').on(t.businessGroupId, t.documentId),
    // The freeze check of every stock posting: running frozen tasks of a warehouse.
    index('stock_check_task_frozen_idx').on(t.businessGroupId, t.warehouseId).where(sql`status = 'IN_PROGRESS' and freeze_stock`),
  ],
);

/** Book quantity per SKU of the task's scope when the task started. */
export const stockCheckSnapshot = pgTable(
  'stock_check_snapshot',
  {
    taskId: refColumn('task_id')
      .notNull()
      .references(() => stockCheckTask.documentId, { onDelete: 'cascade' }),
    businessGroupId: refColumn('business_group_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    bookQty: qty('book_qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.skuId] })],
);

/** A counting sheet (盘点单) or recount sheet (复盘单) of a task; one counter, one area. */
export const stockCheckSheet = pgTable(
  'stock_check_sheet',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    taskId: refColumn('task_id')
      .notNull()
      .references(() => stockCheckTask.documentId, { onDelete: 'cascade' }),
    billNo: text('bill_no').notNull(),
    mode: text('mode').$type<StockCheckSheetMode>().notNull(),
    location: text('location').notNull().default(''),
    version: integer('version').notNull().default(0),
    remark: text('remark'),
    createdBy: refColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_check_sheet_group_bill_no_uq').on(t.businessGroupId, t.billNo),
    index('stock_check_sheet_task_idx').on(t.taskId, t.id),
    index('stock_check_sheet_group_idx').on(t.businessGroupId, t.id),
  ],
);

/** A counted quantity of a SKU at a location on one sheet; null on a recount line not yet counted. */
export const stockCheckLine = pgTable(
  'stock_check_line',
  {
    id: idColumn(),
    sheetId: refColumn('sheet_id')
      .notNull()
      .references(() => stockCheckSheet.id, { onDelete: 'cascade' }),
    taskId: refColumn('task_id').notNull(),
    businessGroupId: refColumn('business_group_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    location: text('location').notNull().default(''),
    qty: qty('qty'),
  },
  (t) => [
    uniqueIndex('stock_check_line_sheet_sku_location_uq').on(t.sheetId, t.skuId, t.location),
    index('stock_check_line_task_sku_idx').on(t.taskId, t.skuId),
  ],
);

/** The difference report as confirmed: what was posted per SKU. */
export const stockCheckResult = pgTable(
  'stock_check_result',
  {
    taskId: refColumn('task_id')
      .notNull()
      .references(() => stockCheckTask.documentId, { onDelete: 'cascade' }),
    businessGroupId: refColumn('business_group_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    bookQty: qty('book_qty').notNull(),
    movedQty: qty('moved_qty').notNull(),
    countedQty: qty('counted_qty'),
    diffQty: qty('diff_qty').notNull(),
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    recounted: boolean('recounted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.skuId] })],
);
