import { date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn } from '../platform/db/columns';

/** A closed business day (日结) of one business group. */
export const checkoutRecord = pgTable(
  'checkout_record',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    /** MANUAL, AUTO, DEPLOY */
    source: text('source').notNull(),
    createdBy: refColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkout_record_group_date_uq').on(t.businessGroupId, t.checkoutDate),
    index('checkout_record_group_idx').on(t.businessGroupId, t.checkoutDate),
  ],
);
