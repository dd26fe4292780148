// The receivable reconciliation statement (应收对账, 对账单 DZD, DOMAIN 12): per customer and
// period, opening receivable + sales − returns − collections − discounts = closing receivable,
// with the down payment and discount balances beside it and how the period's collections came
// in. The figures and entries are the server's, read from the money ledger and snapshotted
// when the draft is saved; the client sends only the customer and the period.
import { z } from 'zod';
import { optionalText } from './common';
import { type DocumentType, day, wireId } from './document';
import type { PaymentType } from './finance';

const period = { dateFrom: day, dateTo: day };
const inOrder = (p: { dateFrom: string; dateTo: string }) => p.dateFrom <= p.dateTo;
const notBefore = { path: ['dateTo'], message: 'must not be before the start date' };

/** A statement's figures for a customer and period (the 重新计算 of the screen). */
export const reconciliationPreviewBody = z.object({ customerId: wireId, ...period }).refine(inOrder, notBefore);
export type ReconciliationPreviewBody = z.input<typeof reconciliationPreviewBody>;

/**
 * A statement draft: the customer and the period. Lines are the ledger's entries in the period,
 * filled by the server when it saves; lines sent are ignored.
 */
export const reconciliationSaveBody = z
  .object({
    id: wireId.optional(),
    version: z.number().int().min(0).optional(),
    billDate: day,
    remark: optionalText(500),
    customerId: wireId,
    ...period,
    lines: z.array(z.unknown()).max(5000).optional().default([]),
  })
  .refine(inOrder, notBefore);
export type ReconciliationSaveBody = z.input<typeof reconciliationSaveBody>;

/** One statement's .xlsx (to the download center). */
export const reconciliationExportBody = z.object({ id: wireId });

/** How money of the period's collections came in: a payment method, the down payment used (DOWN_PAYMENT) or waived (CONCESSION). */
export type ReconciliationPaymentView = { paymentType: PaymentType | 'DOWN_PAYMENT' | 'CONCESSION'; amount: string };

/** The figures, all to the fen; returns, collections and discounts as positive figures that lower the receivable. */
export type ReconciliationFigures = {
  opening: string;
  sales: string;
  returns: string;
  collections: string;
  discounts: string;
  /** Anything else on the receivable in the period (a rebate credited): signed, 0.00 mostly. */
  otherAdjustments: string;
  closing: string;
  /** The pre-receipt (down payment) balance at the period's end. */
  downPaymentBalance: string;
  /** Discounts granted to the customer up to the period's end (every discount sheet is applied to a receivable when posted). */
  discountBalance: string;
  payments: ReconciliationPaymentView[];
};

/** An entry of the period on the customer's receivable, with the balance after it. */
export type ReconciliationEntryView = {
  entryId: string;
  billNo: string;
  billDate: string;
  documentType: DocumentType;
  documentId: string;
  kind: string;
  amount: string;
  balance: string;
};

export type ReconciliationPreviewView = ReconciliationFigures & { dateFrom: string; dateTo: string; entries: ReconciliationEntryView[] };
