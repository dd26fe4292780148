// The points ledger (积分, DOMAIN 14): append-only entries per customer (what a sale gave, a
// return took back, an adjustment granted or redeemed) and one balance row per customer,
// changed with its entries in the same transaction under the row's lock. Invariant (npm run
// verify): balance = Σ entries.
import type { DocumentType } from '@quire/contracts';
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, updatedAt } from '../../platform/db/columns';

export const pointsEntry = pgTable(
  'points_entry',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    documentId: refColumn('document_id').notNull(),
    /** The sale or return line the points came from; null for an adjustment. */
    documentLineId: refColumn('document_line_id'),
    billNo: text('bill_no').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** Signed whole points: > 0 earned or granted, < 0 taken back or redeemed. */
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_entry_customer_idx').on(t.businessGroupId, t.customerId, t.id),
    index('points_entry_document_idx').on(t.documentId),
  ],
);

export const pointsBalance = pgTable(
  'points_balance',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id').notNull(),
    /** Σ entries; below zero only when a return took back points already redeemed. */
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.businessGroupId, t.customerId] })],
);
