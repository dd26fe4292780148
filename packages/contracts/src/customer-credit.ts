import { z } from 'zod';
import { optionalText } from './common';
import { day, documentSaveBody, wireId } from './document';

// ---- customer credit sheet (客户授信单, DOMAIN 9) ------------------------------------------

/** PERMANENT sets the customer's credit limit; TEMPORARY adds to it within a validity period. */
export const CREDIT_TYPES = ['PERMANENT', 'TEMPORARY'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

/** Spec §5: a credit amount > 0, at most 2 decimals; one below 0 (or 0) is refused naming the field. */
export const creditAmount = z
  .union([z.string(), z.number()], { error: 'must not be empty' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { message: 'must not be empty', abort: true })
  .refine((v) => /^[+-]?\d{1,14}(\.\d{1,2})?$/.test(v), { message: 'must be an amount with at most 2 decimals', abort: true })
  .refine((v) => Number(v) > 0, 'the credit amount must be greater than 0')
  .transform((v) => Number(v.replace('+', '')).toFixed(2));

/** The sheet's one line: the amount granted (授信额度). */
export const customerCreditLine = z.object({ amount: creditAmount, remark: optionalText(200) });

export const customerCreditSaveBody = documentSaveBody(
  {
    customerId: wireId,
    creditType: z.enum(CREDIT_TYPES),
    /** TEMPORARY only: the first and last day it counts (both included). */
    validFrom: day.optional().nullable(),
    validTo: day.optional().nullable(),
    reason: optionalText(200),
  },
  customerCreditLine,
).superRefine((body, ctx) => {
  if (body.lines.length > 1) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'a credit sheet grants one amount' });
  if (body.creditType !== 'TEMPORARY') return;
  if (!body.validFrom) ctx.addIssue({ code: 'custom', path: ['validFrom'], message: 'a temporary credit needs its start date' });
  if (!body.validTo) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'a temporary credit needs its end date' });
  if (body.validFrom && body.validTo && body.validTo < body.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before the start date' });
  }
});
export type CustomerCreditSaveBody = z.input<typeof customerCreditSaveBody>;

/** The credit summaries of some customers of the active group (at most 200). */
export const customerCreditSummaryBody = z.object({ customerIds: z.array(wireId).min(1).max(200) });
export type CustomerCreditSummaryBody = z.input<typeof customerCreditSummaryBody>;

/**
 * A customer's credit today (spec §3 creditSummaryItems): the permanent limit, the temporary
 * credits valid today, their sum (totalCreditAmt), what is occupied (totalCreditLockAmt: open
 * receivables + the unsent amount of open reviewed orders) and what remains.
 */
export type CustomerCreditSummaryView = {
  customerId: string;
  /** Credit control (信用控制) on: the transfer checks the remaining credit. */
  ifCreditLimit: boolean;
  /** The permanent limit, null when none is set. */
  creditLimit: string | null;
  temporaryCredit: string;
  totalCreditAmt: string;
  receivable: string;
  unsentOrders: string;
  totalCreditLockAmt: string;
  remainingCredit: string;
};
