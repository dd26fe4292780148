// What a reviewed rebate sheet (返利比例审核单 / 客户返利调整) did, one row per sheet in effect:
// a RATIO sheet with the ratio and type it set and the ones it replaced (put back when the sheet
// is undone), an AMOUNT sheet with the last money entry of the sheet before its review (its
// review's entries are the ones after it, reversed when it is undone). Deleted when the sheet
// is unreviewed or voided; the sheet's audit trail keeps the history.
import type { RebateAdjustKind, RebateType } from '@quire/contracts';
import { index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn } from '../../platform/db/columns';

export const rebateAdjustment = pgTable(
  'rebate_adjustment',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id').notNull(),
    documentId: refColumn('document_id').notNull(),
    billNo: text('bill_no').notNull(),
    adjustKind: text('adjust_kind').$type<RebateAdjustKind>().notNull(),
    /** RATIO: what it set, and what it replaced. */
    rebateRatio: numeric('rebate_ratio', { precision: 5, scale: 2 }),
    rebateType: text('rebate_type').$type<RebateType>(),
    replacedRebateRatio: numeric('replaced_rebate_ratio', { precision: 5, scale: 2 }),
    replacedRebateType: text('replaced_rebate_type').$type<RebateType>(),
    /** AMOUNT: the sheet's money entries up to this id belong to earlier reviews (already reversed). */
    afterEntryId: refColumn('after_entry_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rebate_adjustment_document_uq').on(t.documentId),
    index('rebate_adjustment_customer_idx').on(t.businessGroupId, t.customerId, t.id),
  ],
);
