import { z } from 'zod';
import { enableStatus, optionalText, pageFields } from './common';
import { day, wireId } from './document';
import { nonNegativeMoney } from './finance';

// ---- receivable control plans (应收管控方案, spec §2 account-clearing plan, DOMAIN 10) ---------

/**
 * One deadline of a plan: the receivables billed in [billFrom, billTo] must be collected by the
 * deadline (a day, optionally a time: end of that day without one), down to at most
 * `allowedAmount` still open. Missed, the daily check stops the customer (STOP_SEND).
 */
const deadlineRow = z.object({
  billFrom: day,
  billTo: day,
  deadlineDate: day,
  /** HH:mm; none is the end of the day. */
  deadlineTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm')
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  allowedAmount: nonNegativeMoney.default('0.00'),
});
export type ClearPlanDeadlineInput = z.input<typeof deadlineRow>;

/** The deadline as one comparable text: the day and the time (end of day without one). */
const deadlineKey = (d: { deadlineDate: string; deadlineTime: string | null }) => `${d.deadlineDate} ${d.deadlineTime ?? '24:00'}`;

const planFields = z.object({
  name: z.string().trim().min(1).max(50),
  /** The customers the plan covers; a customer is covered by at most one plan. */
  customerIds: z.array(wireId).max(2000).default([]),
  deadlines: z.array(deadlineRow).min(1, 'at least one deadline').max(100),
  remark: optionalText(200),
});

function checkPlan(body: z.output<typeof planFields>, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  body.customerIds.forEach((id, i) => {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['customerIds', i], message: 'listed twice' });
    seen.add(id);
  });
  body.deadlines.forEach((d, i) => {
    if (d.billTo < d.billFrom)
      ctx.addIssue({ code: 'custom', path: ['deadlines', i, 'billTo'], message: 'must not be before the start date' });
    if (d.deadlineDate < d.billTo) {
      ctx.addIssue({ code: 'custom', path: ['deadlines', i, 'deadlineDate'], message: 'must not be before the end of the billing period' });
    }
    for (let j = 0; j < i; j++) {
      const o = body.deadlines[j];
      if (d.billFrom <= o.billTo && o.billFrom <= d.billTo) {
        ctx.addIssue({ code: 'custom', path: ['deadlines', i, 'billFrom'], message: `billing period overlaps deadline row ${j + 1}` });
      }
      if (deadlineKey(d) === deadlineKey(o)) {
        ctx.addIssue({
          code: 'custom',
          path: ['deadlines', i, d.deadlineTime ? 'deadlineTime' : 'deadlineDate'],
          message: `same deadline as row ${j + 1}`,
        });
      }
    }
  });
}

export const clearPlanAddBody = planFields.superRefine(checkPlan);
export const clearPlanUpdateBody = planFields.extend({ id: wireId }).superRefine(checkPlan);
export type ClearPlanSaveBody = z.input<typeof planFields> & { id?: string };

/** 客户档案's batch action (spec §7 `PUT accountCleanPlan`): the customers' plan, or none. */
export const customerClearPlanBody = z.object({
  customerIds: z.array(wireId).min(1).max(500),
  planId: wireId.nullable(),
});

export const clearPlanStatusBody = z.object({ ids: z.array(wireId).min(1).max(500), status: enableStatus });

export const clearPlanPageBody = z.object({
  ...pageFields,
  keyword: z.string().trim().max(50).optional(),
  status: enableStatus.optional(),
  customerId: wireId.optional(),
});
export type ClearPlanPageBody = z.input<typeof clearPlanPageBody>;

export type ClearPlanDeadlineView = {
  id: string;
  lineNo: number;
  billFrom: string;
  billTo: string;
  deadlineDate: string;
  deadlineTime: string | null;
  allowedAmount: string;
};

export type ClearPlanView = {
  id: string;
  name: string;
  status: 'ENABLE' | 'DISABLE';
  remark: string | null;
  customerCount: number;
  customers: { id: string; code: string; name: string }[];
  deadlines: ClearPlanDeadlineView[];
  /** Customers of the plan stopped now (STOP_SEND). */
  stoppedCount: number;
  createTime: string;
  updateTime: string;
};

// ---- the plan log (account clean plan log) ------------------------------------------------

/**
 * STOP_SEND 禁止发货: a deadline was missed, the customer is stopped; CLEARED: collections
 * covered the shortfall; CANCELLED: a finance user lifted the stop by hand (with a reason).
 */
export const BALANCE_STATUSES = ['STOP_SEND', 'CLEARED', 'CANCELLED'] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

const logFilters = {
  customerId: wireId.optional(),
  planId: wireId.optional(),
  balanceStatus: z.enum(BALANCE_STATUSES).optional(),
  /** When the customer was stopped, by day. */
  stoppedFrom: day.optional(),
  stoppedTo: day.optional(),
};
const stoppedBounds: [(p: { stoppedFrom?: string; stoppedTo?: string }) => boolean, { path: string[]; message: string }] = [
  (p) => !p.stoppedFrom || !p.stoppedTo || p.stoppedFrom <= p.stoppedTo,
  { path: ['stoppedTo'], message: 'must not be before the start date' },
];

export const clearPlanLogFilterBody = z.object(logFilters).refine(...stoppedBounds);
export type ClearPlanLogFilterBody = z.input<typeof clearPlanLogFilterBody>;
export const clearPlanLogPageBody = z.object({ ...logFilters, ...pageFields }).refine(...stoppedBounds);
export type ClearPlanLogPageBody = z.input<typeof clearPlanLogPageBody>;

export const clearPlanLogCancelBody = z.object({
  ids: z.array(wireId).min(1).max(200),
  reason: z.string().trim().min(1).max(200),
});

export type ClearPlanLogRow = {
  id: string;
  customerId: string;
  customerCode: string | null;
  customerName: string | null;
  planId: string;
  planName: string;
  billFrom: string;
  billTo: string;
  deadlineDate: string;
  deadlineTime: string | null;
  allowedAmount: string;
  /** What was open of the period's receivables beyond the allowed amount when the customer was stopped. */
  amount: string;
  balanceStatus: BalanceStatus;
  stoppedAt: string;
  clearedAt: string | null;
  /** JOB, COLLECTION or the employee who cancelled. */
  clearedBy: string | null;
  cancelReason: string | null;
};

export type ClearPlanLogSum = {
  count: number;
  amount: string;
  byStatus: { balanceStatus: BalanceStatus; count: number; amount: string }[];
  /** Customers stopped now. */
  stoppedCustomers: number;
};

/** What one run of the check did. */
export type ClearPlanCheckResult = { stopped: number; cleared: number };
