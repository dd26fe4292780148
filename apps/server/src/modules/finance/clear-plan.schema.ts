// Tables of the receivable control plans (应收管控方案, DOMAIN 10): a plan, its deadlines, the
// customers it covers (each customer by at most one plan of its group, as the customer's
// 'receivable control plan' label reads), and the plan log the daily check writes.
import type { BalanceStatus } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, recordStamps, refColumn, statusColumn, tsColumn } from '../../platform/db/columns';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

export const clearPlan = pgTable(
  'account_clear_plan',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    name: text('name').notNull(),
    remark: text('remark'),
    status: statusColumn(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('account_clear_plan_name_uq').on(t.businessGroupId, t.name)],
);

/** Receivables billed in [bill_from, bill_to] collected by the deadline down to the allowed amount. */
export const clearPlanDeadline = pgTable(
  'account_clear_plan_deadline',
  {
    id: idColumn(),
    planId: refColumn('plan_id')
      .notNull()
      .references(() => clearPlan.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    billFrom: date('bill_from', { mode: 'string' }).notNull(),
    billTo: date('bill_to', { mode: 'string' }).notNull(),
    deadlineDate: date('deadline_date', { mode: 'string' }).notNull(),
    /** HH:mm, or none: the end of the day. */
    deadlineTime: text('deadline_time'),
    allowedAmount: money('allowed_amount').notNull().default('0'),
  },
  (t) => [index('account_clear_plan_deadline_plan_idx').on(t.planId, t.deadlineDate)],
);

/** The customers a plan covers: one plan per customer in its group. */
export const clearPlanCustomer = pgTable(
  'account_clear_plan_customer',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id').notNull(),
    planId: refColumn('plan_id')
      .notNull()
      .references(() => clearPlan.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('account_clear_plan_customer_uq').on(t.businessGroupId, t.customerId),
    index('account_clear_plan_customer_plan_idx').on(t.planId),
  ],
);

/**
 * The plan log: one entry each time a customer misses a deadline (STOP_SEND), closed when
 * collections cover it (CLEARED) or a finance user lifts it (CANCELLED). The deadline's terms
 * are copied, so a later change of the plan leaves the log as it was.
 */
export const clearPlanLog = pgTable(
  'account_clear_plan_log',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id').notNull(),
    planId: refColumn('plan_id').notNull(),
    deadlineId: refColumn('deadline_id').notNull(),
    billFrom: date('bill_from', { mode: 'string' }).notNull(),
    billTo: date('bill_to', { mode: 'string' }).notNull(),
    deadlineDate: date('deadline_date', { mode: 'string' }).notNull(),
    deadlineTime: text('deadline_time'),
    allowedAmount: money('allowed_amount').notNull(),
    /** Open beyond the allowed amount when stopped. */
    amount: money('amount').notNull(),
    balanceStatus: text('balance_status').$type<BalanceStatus>().notNull(),
    stoppedAt: tsColumn('stopped_at').notNull().defaultNow(),
    clearedAt: tsColumn('cleared_at'),
    /** JOB, COLLECTION, or the employee id (as text) who cancelled. */
    clearedBy: text('cleared_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    // One active stop per deadline and customer: the check inserts with on conflict do nothing.
    uniqueIndex('account_clear_plan_log_active_uq').on(t.deadlineId, t.customerId).where(sql`balance_status = 'STOP_SEND'`),
    // Is this customer stopped (the transfer check, 应收记录's 禁止 tab).
    index('account_clear_plan_log_customer_idx').on(t.businessGroupId, t.customerId).where(sql`balance_status = 'STOP_SEND'`),
    // The log page, newest first.
    index('account_clear_plan_log_group_idx').on(t.businessGroupId, t.id),
    index('account_clear_plan_log_deadline_idx').on(t.deadlineId, t.customerId),
  ],
);
