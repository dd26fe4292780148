import { z } from 'zod';
import { optionalText } from './common';
import { day, documentSaveBody, wireId } from './document';
import { REBATE_TYPES, type RebateType } from './partner';

// ---- rebate ratio audit (返利比例审核单 / 客户返利调整, DOMAIN 13) ------------------------------

/**
 * RATIO sets the customer's rebate ratio and type once reviewed; AMOUNT moves a signed rebate
 * amount: > 0 credits the receivable (a periodic customer's accrued rebate is settled by it),
 * < 0 takes rebate back.
 */
export const REBATE_ADJUST_KINDS = ['AMOUNT', 'RATIO'] as const;
export type RebateAdjustKind = (typeof REBATE_ADJUST_KINDS)[number];

export const REBATE_REASON_MAX = 200;

/** 0–100 with at most two decimals. */
export const rebateRatio = z
  .union([z.string(), z.number()], { error: 'must not be empty' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'must be 0–100 with at most two decimals')
  .transform((v) => Number(v).toFixed(2));

/** A signed rebate amount, not zero, at most 2 decimals. */
export const rebateAmount = z
  .union([z.string(), z.number()], { error: 'must not be empty' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { message: 'must not be empty', abort: true })
  .refine((v) => /^[+-]?\d{1,14}(\.\d{1,2})?$/.test(v), { message: 'must be an amount with at most 2 decimals', abort: true })
  .transform((v) => Number(v.replace('+', '')).toFixed(2));

/** The sheet's one line: the signed amount of an AMOUNT sheet (0.00 on a RATIO sheet). */
export const rebateAdjustLine = z.object({ amount: rebateAmount, remark: optionalText(200) });

export const rebateAdjustSaveBody = documentSaveBody(
  {
    customerId: wireId,
    adjustKind: z.enum(REBATE_ADJUST_KINDS),
    /** RATIO only: the new ratio and type. */
    rebateRatio: rebateRatio.optional().nullable(),
    rebateType: z.enum(REBATE_TYPES).optional().nullable(),
    /** Required: why the ratio or the amount changes. */
    reason: z.string({ error: 'required' }).trim().min(1, 'required').max(REBATE_REASON_MAX, `at most ${REBATE_REASON_MAX} characters`),
    /**
     * AMOUNT only, optional: the period the sheet settles (按期间结算). A periodic customer's
     * settlement clears that period's accrued rebate first, oldest day first.
     */
    periodFrom: day.optional().nullable(),
    periodTo: day.optional().nullable(),
  },
  rebateAdjustLine,
).superRefine((body, ctx) => {
  if (body.lines.length > 1) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'a rebate sheet has one line' });
  if (body.adjustKind === 'RATIO') {
    if (body.rebateRatio === undefined || body.rebateRatio === null) {
      ctx.addIssue({ code: 'custom', path: ['rebateRatio'], message: 'required' });
    } else if (Number(body.rebateRatio) > 0 && !body.rebateType) {
      ctx.addIssue({ code: 'custom', path: ['rebateType'], message: 'required when the rebate ratio is above 0' });
    }
    body.lines.forEach((l, i) => {
      if (Number(l.amount) !== 0) ctx.addIssue({ code: 'custom', path: ['lines', i, 'amount'], message: 'a ratio sheet moves no amount' });
    });
    if (body.periodFrom || body.periodTo)
      ctx.addIssue({ code: 'custom', path: ['periodFrom'], message: 'a ratio sheet settles no period' });
  } else {
    body.lines.forEach((l, i) => {
      if (Number(l.amount) === 0) ctx.addIssue({ code: 'custom', path: ['lines', i, 'amount'], message: 'must not be 0' });
    });
    if (!body.periodFrom !== !body.periodTo) {
      ctx.addIssue({
        code: 'custom',
        path: [body.periodFrom ? 'periodTo' : 'periodFrom'],
        message: 'required with the other end of the period',
      });
    } else if (body.periodFrom && body.periodTo && body.periodTo < body.periodFrom) {
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'must not be before the start date' });
    }
  }
});
export type RebateAdjustSaveBody = z.input<typeof rebateAdjustSaveBody>;

/** Customers' rebate terms and balances (at most 200). */
export const rebateSummaryBody = z.object({ customerIds: z.array(wireId).min(1).max(200) });
export type RebateSummaryBody = z.input<typeof rebateSummaryBody>;

/**
 * The rebate summary export (返利汇总): these customers, or (none given) every customer of the
 * group with a rebate ratio or any rebate so far.
 */
export const rebateSummaryExportBody = z.object({ customerIds: z.array(wireId).max(200).optional() });
export type RebateSummaryExportBody = z.input<typeof rebateSummaryExportBody>;

/** 按期间结算: the periodic rebate a customer accrued within a period and has not been settled. */
export const rebatePeriodBody = z
  .object({ customerId: wireId, from: day, to: day })
  .refine((b) => b.to >= b.from, { path: ['to'], message: 'must not be before the start date' });
export type RebatePeriodBody = z.input<typeof rebatePeriodBody>;

export type RebateSummaryView = {
  customerId: string;
  rebateRatio: string;
  rebateType: RebateType | null;
  /** Periodic rebate accrued and not yet settled (the REBATE account; > 0 is owed to the customer). */
  accrued: string;
  /** Rebate credited to the receivable so far, net of what was taken back. */
  credited: string;
};

/** One month of a period (the period's own ends cut its first and last month). */
export type RebatePeriodMonth = {
  /** YYYY-MM. */
  month: string;
  from: string;
  to: string;
  accrued: string;
  settled: string;
  takenBack: string;
  unsettled: string;
};

export type RebatePeriodView = {
  customerId: string;
  from: string;
  to: string;
  /** Periodic rebate accrued by sales and returns dated within the period (a return or a reversal lowers it). */
  accruedInPeriod: string;
  /** What of it reviewed rebate sheets settled (paid out: credited to the receivable). */
  settled: string;
  /** What of it negative rebate sheets took back (cleared without paying it). */
  takenBack: string;
  /**
   * accrued − settled − taken back, exactly: below 0 when a return or a reversal came after the
   * period's rebate was settled (the customer was paid more than the period finally accrued).
   */
  unsettled: string;
  /** The same figures month by month, oldest first (months with no accrual and no settlement left out). */
  months: RebatePeriodMonth[];
};
