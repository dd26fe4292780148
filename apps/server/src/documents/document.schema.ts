// Tables of the document engine: one generic header and line table for every document type
// (the type's own fields live in `header` / `extra` jsonb, the fields lists filter and join on
// are typed columns), the audit trail, the bill-number counters and the idempotency keys.
// SKUs, warehouses and partners belong to other modules: their ids are plain indexed bigints,
// never foreign keys.
import type { DocumentOperation, DocumentStatus, DocumentType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, tsColumn, updatedAt } from '../platform/db/columns';

export const document = pgTable(
  'document',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    type: text('type').$type<DocumentType>().notNull(),
    billNo: text('bill_no').notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    /** Bumped by every change; every transition is a compare-and-set on (status, version). */
    version: integer('version').notNull().default(0),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** The warehouse of the document (the transfer-out warehouse of a transfer). */
    warehouseId: refColumn('warehouse_id'),
    /** The transfer-in warehouse of a transfer. */
    toWarehouseId: refColumn('to_warehouse_id'),
    /** The customer or supplier. */
    partnerId: refColumn('partner_id'),
    remark: text('remark'),
    totalQty: numeric('total_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** The type's own header fields. */
    header: jsonb('header').$type<Record<string, unknown>>().notNull().default({}),
    /** On a reversal (红冲单): the document it reverses; unique, so a document is reversed once. */
    reversalOfId: refColumn('reversal_of_id'),
    createdBy: refColumn('created_by'),
    reviewedBy: refColumn('reviewed_by'),
    completedBy: refColumn('completed_by'),
    reviewedAt: tsColumn('reviewed_at'),
    completedAt: tsColumn('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_group_type_bill_no_uq').on(t.businessGroupId, t.type, t.billNo),
    // Bill-number search by any part of the number (pg_trgm is created before migrations).
    index('document_bill_no_trgm_idx').using('gin', t.billNo.op('gin_trgm_ops')),
    index('document_group_type_date_idx').on(t.businessGroupId, t.type, t.billDate, t.id),
    index('document_group_type_status_idx').on(t.businessGroupId, t.type, t.status, t.billDate),
    index('document_group_type_warehouse_idx').on(t.businessGroupId, t.type, t.warehouseId, t.billDate),
    index('document_group_type_to_warehouse_idx').on(t.businessGroupId, t.type, t.toWarehouseId, t.billDate),
    index('document_group_partner_idx').on(t.businessGroupId, t.partnerId, t.billDate),
    // The sale order list's 导入 filter (wholesale's sale-order-origin.ts): imported orders are few among many.
    index('document_imported_idx').on(t.businessGroupId, t.type, t.billDate, t.id).where(sql`(header ->> 'origin') = 'IMPORT'`),
    uniqueIndex('document_reversal_of_uq').on(t.reversalOfId).where(sql`reversal_of_id is not null`),
  ],
);

export const documentLine = pgTable(
  'document_line',
  {
    id: idColumn(),
    documentId: refColumn('document_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
    businessGroupId: refColumn('business_group_id').notNull(),
    lineNo: integer('line_no').notNull(),
    /** Null on a line of money (a payment line settles an entry, it moves no goods). */
    skuId: refColumn('sku_id'),
    warehouseId: refColumn('warehouse_id'),
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
    /** Unit price or, once posted, the unit cost the line moved at. */
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    /** Lineage: the line this one fulfils (order line → delivery line, receipt line → return line). */
    sourceLineId: refColumn('source_line_id'),
    /** On a source line: how much downstream documents have fulfilled. */
    fulfilledQty: numeric('fulfilled_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('document_line_doc_line_uq').on(t.documentId, t.lineNo),
    index('document_line_source_idx').on(t.sourceLineId),
    index('document_line_group_sku_idx').on(t.businessGroupId, t.skuId),
  ],
);

/** Who did what to a document, when, from which status to which. Kept after a draft is deleted. */
export const documentAudit = pgTable(
  'document_audit',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    documentId: refColumn('document_id').notNull(),
    operation: text('operation').$type<DocumentOperation>().notNull(),
    fromStatus: text('from_status').$type<DocumentStatus>(),
    toStatus: text('to_status').$type<DocumentStatus>(),
    employeeId: refColumn('employee_id'),
    at: tsColumn('at').notNull().defaultNow(),
    reason: text('reason'),
  },
  (t) => [index('document_audit_doc_idx').on(t.documentId, t.id)],
);

/**
 * Gap-free bill numbers: the counter row of (group, type, day) is bumped in the transaction
 * that inserts the document, so a rolled-back insert gives its number back.
 */
export const documentNumberCounter = pgTable(
  'document_number_counter',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    type: text('type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessGroupId, t.type, t.day] })],
);

/**
 * Idempotency-Key of a mutating document call: the first answer is replayed for the same
 * key and payload; the row is written in the operation's own transaction.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    id: idColumn(),
    employeeId: refColumn('employee_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_key_employee_key_uq').on(t.employeeId, t.key), index('idempotency_key_created_idx').on(t.createdAt)],
);
