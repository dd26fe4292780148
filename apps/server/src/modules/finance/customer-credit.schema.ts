// What a reviewed customer credit sheet (客户授信单) grants, one row per sheet in effect: a
// permanent sheet with the limit and credit control it replaced (put back when the sheet is
// undone), a temporary one with its validity. Deleted when the sheet is unreviewed or voided;
// the sheet's audit trail keeps the history.
import type { CreditType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn } from '../../platform/db/columns';

export const customerCreditGrant = pgTable(
  'customer_credit_grant',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id').notNull(),
    documentId: refColumn('document_id').notNull(),
    billNo: text('bill_no').notNull(),
    creditType: text('credit_type').$type<CreditType>().notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** TEMPORARY: the first and last day it counts. */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** PERMANENT: the customer's credit control and limit before this sheet took effect. */
    replacedIfCreditLimit: boolean('replaced_if_credit_limit'),
    replacedCreditLimit: numeric('replaced_credit_limit', { precision: 18, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_credit_grant_document_uq').on(t.documentId),
    // The latest permanent sheet of a customer (only it may be undone).
    index('customer_credit_grant_permanent_idx').on(t.businessGroupId, t.customerId, t.id).where(sql`credit_type = 'PERMANENT'`),
    // The temporary credits of customers valid on a day (the credit summary).
    index('customer_credit_grant_temporary_idx').on(t.businessGroupId, t.customerId, t.validTo).where(sql`credit_type = 'TEMPORARY'`),
  ],
);
