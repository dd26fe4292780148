// What a reviewed rebate sheet (返利比例审核单 / 客户返利调整) did, one row per sheet in effect:
// a RATIO sheet with the ratio and type it set and the ones it replaced (put back when the sheet
// is undone), an AMOUNT sheet with the last money entry of the sheet before its review (its
// review's entries are the ones after it, reversed when it is undone). Deleted when the sheet
// is unreviewed or voided; the sheet's audit trail keeps the history.
import type { RebateAdjustKind, RebateType } from '@quire/contracts';
import { boolean, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * What a periodic customer's settling AMOUNT sheet (a reviewed 客户返利调整) cleared of the rebate
 * accrued on each day (the bill date of the sales and returns that accrued it): the sheet's
 * period first, oldest day first, then the other days oldest first. Summed over any period it
 * gives what of that period's accrual was settled (`takenBack`: cleared by a negative sheet,
 * which takes accrued rebate back rather than paying it), so 按期间结算 shows accrued, settled
 * and unsettled per period exactly. Deleted with the sheet's effect when it is undone.
 */
export const rebateSettlement = pgTable(
  'rebate_settlement',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id').notNull(),
    /** The rebate sheet (REBATE_RATIO_AUDIT) that settled it. */
    documentId: refColumn('document_id').notNull(),
    /** The day whose accrued rebate it cleared. */
    accrualDate: date('accrual_date', { mode: 'string' }).notNull(),
    /** > 0: what it cleared of that day's accrual. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    takenBack: boolean('taken_back').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('rebate_settlement_customer_idx').on(t.businessGroupId, t.customerId, t.accrualDate),
    index('rebate_settlement_document_idx').on(t.documentId),
  ],
);
