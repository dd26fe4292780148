import { z } from 'zod';
import { optionalText } from './common';
import { DOCUMENT_STATUSES, type DocumentType, documentSaveBody, wireId } from './document';
import {
  customerLedgerDetailBody,
  customerLedgerSummaryBody,
  nonNegativeMoney,
  ONLINE_PAYMENT_TYPES,
  PAYMENT_TYPE_CODES,
  type PaymentType,
  positiveMoney,
} from './finance';

// ---- collections (收款单), pre-receipts (预收款单), discount sheets (折让单) ---------------------

const lineRemark = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** An amount other than 0 with at most 2 decimals, either sign (a return settles as a negative line). */
export const signedMoney = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^[+-]?\d{1,14}(\.\d{1,2})?$/.test(v), 'must be an amount with at most 2 decimals')
  .refine((v) => Number(v) !== 0, 'must not be 0')
  .transform((v) => Number(v.replace('+', '')).toFixed(2));

const fenOf = (v: string) => Math.round(Number(v) * 100);

/**
 * A collection line settles one open entry of the customer: a receivable by an amount > 0, a
 * return's credit (open below zero) by a negative amount; never beyond what is open.
 */
export const settlementLine = z.object({
  entryId: wireId,
  amount: signedMoney,
  /**
   * 付款折扣 (DOMAIN 17): of the amount settled, what a reviewed payment discount takes off
   * (settled, not received): 0, or exactly what the rule gives (the server recomputes it).
   */
  paymentDiscount: nonNegativeMoney.optional().default('0.00'),
  remark: lineRemark,
});

/** A payment-code scan: what a USB scanner types (digits, at most 32), kept as the line's reference. */
export const paymentReference = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{6,32}$/, 'must be the scanned payment code (6 to 32 letters or digits)');

/** How the money came in (收款明细): a method and an amount > 0; an online method carries the scanned code. */
export const settlementPayment = z.object({
  paymentType: z.enum(PAYMENT_TYPE_CODES),
  amount: positiveMoney,
  reference: paymentReference.optional().nullable(),
});

export const isOnlinePayment = (t: PaymentType) => ONLINE_PAYMENT_TYPES.includes(t);

export const settlementSaveBody = documentSaveBody(
  {
    customerId: wireId,
    /** The company account the money goes into (收款账户). */
    accountId: wireId,
    /** Of the lines' total, what the customer's pre-receipt balance pays (使用预收). */
    downPaymentUsed: nonNegativeMoney.optional().default('0.00'),
    /** Waived at collection (优惠金额): settled, not received. */
    concession: nonNegativeMoney.optional().default('0.00'),
    /** How the money came in (收款明细): empty when the down payment and concession cover it all. */
    payments: z.array(settlementPayment).max(10),
    /** The total the user saw (本次收款合计): when sent, it must equal the sum of the lines. */
    totalAmount: z.union([z.string(), z.number()]).optional(),
  },
  settlementLine,
).superRefine((body, ctx) => {
  const seen = new Set<number>();
  body.lines.forEach((line, i) => {
    if (seen.has(line.entryId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'entryId'], message: 'settled twice in one collection' });
    seen.add(line.entryId);
  });
  let online = 0;
  body.payments.forEach((p, i) => {
    if (!isOnlinePayment(p.paymentType)) return;
    online += 1;
    if (online > 1) ctx.addIssue({ code: 'custom', path: ['payments', i, 'paymentType'], message: 'only one online payment detail' });
    if (!p.reference) ctx.addIssue({ code: 'custom', path: ['payments', i, 'reference'], message: "scan the customer's payment code" });
  });
  // Compared only over good figures: a line refused for its own amount says so, once.
  const good = (v: unknown) => typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v);
  if (!body.lines.every((l) => good(l.amount) && good(l.paymentDiscount)) || !body.payments.every((p) => good(p.amount))) return;
  let discounts = 0;
  body.lines.forEach((l, i) => {
    const off = fenOf(l.paymentDiscount);
    if (off > 0 && off >= fenOf(l.amount)) {
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'paymentDiscount'], message: 'must be below the amount settled' });
    }
    discounts += off;
  });
  // What must be received: the lines less their payment discounts (settled by the discount).
  const due = body.lines.reduce((s, l) => s + fenOf(l.amount), 0) - discounts;
  if (due < 0) {
    ctx.addIssue({ code: 'custom', path: ['lines'], message: 'the lines must not total below 0' });
    return;
  }
  const used = fenOf(body.downPaymentUsed);
  if (used > due) ctx.addIssue({ code: 'custom', path: ['downPaymentUsed'], message: 'must not exceed the total of the lines' });
  const paid = body.payments.reduce((s, p) => s + fenOf(p.amount), 0) + used + fenOf(body.concession);
  if (paid < due) ctx.addIssue({ code: 'custom', path: ['payments'], message: 'payment amount cannot be less than receivable' });
  if (paid > due) ctx.addIssue({ code: 'custom', path: ['payments'], message: 'payment amount cannot exceed receivable' });
});
export type SettlementSaveBody = z.input<typeof settlementSaveBody>;

/** A pre-receipt: a customer's down payment, in amounts with a purpose each. */
export const preReceiptLine = z.object({ amount: positiveMoney, remark: lineRemark });
export const preReceiptSaveBody = documentSaveBody(
  {
    customerId: wireId,
    accountId: wireId,
    paymentType: z.enum(PAYMENT_TYPE_CODES),
    reference: paymentReference.optional().nullable(),
  },
  preReceiptLine,
);
export type PreReceiptSaveBody = z.input<typeof preReceiptSaveBody>;

/** A discount amount (spec §5): not empty, not 0, > 0, at most 2 decimals. */
const discountAmount = z
  .union([z.string(), z.number()], { error: 'must not be empty' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { message: 'must not be empty', abort: true })
  .refine((v) => /^[+-]?\d{1,14}(\.\d{1,2})?$/.test(v), { message: 'must be an amount with at most 2 decimals', abort: true })
  .refine((v) => Number(v) > 0, 'must be greater than 0')
  .transform((v) => Number(v.replace('+', '')).toFixed(2));

/** A discount line lowers one open receivable of the customer by an amount ≤ what is open. */
export const discountLine = z.object({ entryId: wireId, amount: discountAmount, remark: lineRemark });
export const discountSaveBody = documentSaveBody(
  { customerId: wireId, reason: z.string().trim().min(1, 'must not be empty').max(200) },
  discountLine,
).superRefine((body, ctx) => {
  const seen = new Set<number>();
  body.lines.forEach((line, i) => {
    if (seen.has(line.entryId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'entryId'], message: 'discounted twice in one sheet' });
    seen.add(line.entryId);
  });
});
export type DiscountSaveBody = z.input<typeof discountSaveBody>;

export const customerOpenEntriesBody = z.object({ customerId: wireId });
export const settlementCustomerQuery = z.object({ customerId: wireId });

/** spec §7 settlementOrder/statusChange: move one collection to a status (审核, 反审核, 过账). */
export const settlementStatusChangeBody = z.object({
  id: wireId,
  version: z.number().int().min(0),
  status: z.enum(DOCUMENT_STATUSES).refine((s) => ['REVIEWED', 'DRAFT', 'COMPLETE'].includes(s), 'must be REVIEWED, DRAFT or COMPLETE'),
  reason: optionalText(500),
});

/** What the collection screen reads for a customer: what is open, the balances, the pop-up flag. */
export type CustomerOpenEntriesView = {
  balance: string;
  downPayment: string;
  /** The business configuration's ifThirdPayPopup: confirm an online payment before posting. */
  ifThirdPayPopup: boolean;
  entries: {
    id: string;
    documentType: DocumentType;
    documentId: string;
    billNo: string;
    billDate: string;
    amount: string;
    openAmount: string;
    dueDate: string | null;
  }[];
};

/** spec §7 settlementOrder/sum: the filtered collections' count and totals. */
export type SettlementSumView = {
  count: number;
  totalAmount: string;
  downPaymentUsed: string;
  concession: string;
  /** Taken off by payment discounts (付款折扣): settled, not received. */
  paymentDiscount: string;
  received: string;
};

/** spec §7 existsDocument: the customer's collection not yet posted (offer to open it). */
export type SettlementExistsView = { exists: boolean; id: string | null; billNo: string | null };
/** spec §7 existsOrder: whether the customer has anything open to collect. */
export type SettlementOpenView = { exists: boolean; count: number; openAmount: string };

// ---- payment discount at collection (付款折扣, DOMAIN 17) ------------------------------------

/**
 * What the collection screen asks when its customer, lines, date or payment methods change:
 * the payment discount each line earns, paid on `billDate` by `payments`' method.
 */
export const settlementPaymentDiscountBody = z.object({
  customerId: wireId,
  billDate: z.iso.date(),
  payments: z
    .array(z.object({ paymentType: z.enum(PAYMENT_TYPE_CODES) }))
    .max(10)
    .optional()
    .default([]),
  lines: z.array(z.object({ entryId: wireId, amount: signedMoney })).max(500),
});
export type SettlementPaymentDiscountBody = z.input<typeof settlementPaymentDiscountBody>;

/** A line's payment discount: none (percent null, amount 0.00), or the document that gives it. */
export type SettlementPaymentDiscountLine = {
  entryId: string;
  amount: string;
  percent: string | null;
  paymentDiscount: string;
  billNo: string | null;
  documentId: string | null;
};
export type SettlementPaymentDiscountView = { lines: SettlementPaymentDiscountLine[]; total: string };

// ---- spec §7 order service: customer bill summary, customer order log ----------------------

/**
 * `customerBillSummary/list`: every customer's receivable over a period (the customer ledger's
 * summary under the order service's name). `customerId` narrows it to one customer.
 */
export const customerBillSummaryListBody = customerLedgerSummaryBody;
export type CustomerBillSummaryListBody = z.input<typeof customerBillSummaryListBody>;

/** One customer's row: opening, billed (sales), collected (returns, collections, discounts), balance. */
export type CustomerBillSummaryRow = {
  customerId: string;
  customerCode: string | null;
  customerName: string | null;
  openingBalanceAmt: string;
  /** What raised the receivable in the period (deliveries). */
  billAmt: string;
  /** What lowered it (collections, returns, discounts), as a positive figure. */
  collectAmt: string;
  /** The receivable at the period's end (the customer list's `billSummaryItems.sumNewBalanceAmt`). */
  sumNewBalanceAmt: string;
  /** Pre-receipt (down payment) balance at the period's end. */
  downPaymentAmt: string;
};

export type CustomerBillSummaryListView = {
  list: CustomerBillSummaryRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  totals: Omit<CustomerBillSummaryRow, 'customerId' | 'customerCode' | 'customerName'>;
};

/** `customerOrderLog/list` and `/total`: one customer's documents on the receivable over a period. */
export const customerOrderLogBody = customerLedgerDetailBody;
export type CustomerOrderLogBody = z.input<typeof customerOrderLogBody>;

/** `customerOrderLog/total`: the sums of the same filter. */
export type CustomerOrderLogTotalView = {
  count: number;
  openingBalanceAmt: string;
  billAmt: string;
  collectAmt: string;
  closingBalanceAmt: string;
};
