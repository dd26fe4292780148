import { z } from 'zod';
import { type DocumentType, wireId } from './document';
import { AGEING_BUCKETS, type AgeingBucket } from './portal';

// ---- money -----------------------------------------------------------------------------

/** An amount of money > 0 with at most 2 decimals (fen), normalized: '12.5' → '12.50'. */
export const positiveMoney = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\+?\d{1,14}(\.\d{1,2})?$/.test(v) && Number(v) > 0, 'must be an amount greater than 0 with at most 2 decimals')
  .transform((v) => Number(v.replace('+', '')).toFixed(2));

/** An amount ≥ 0 with at most 2 decimals. */
export const nonNegativeMoney = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\+?\d{1,14}(\.\d{1,2})?$/.test(v), 'must be an amount of 0 or more with at most 2 decimals')
  .transform((v) => Number(v.replace('+', '')).toFixed(2));

/** Payment methods (付款方式 / 收款方式), spec §7 `paymentType/list`. */
export const PAYMENT_TYPES = [
  { code: 'CASH', zh: '现金', en: 'Cash', id: 'Tunai' },
  { code: 'BANK_TRANSFER', zh: '银行转账', en: 'Bank transfer', id: 'Transfer bank' },
  { code: 'WECHAT', zh: '微信', en: 'WeChat Pay', id: 'WeChat Pay', online: true },
  { code: 'ALIPAY', zh: '支付宝', en: 'Alipay', id: 'Alipay', online: true },
  { code: 'CHEQUE', zh: '支票', en: 'Cheque', id: 'Cek' },
  { code: 'ACCEPTANCE_BILL', zh: '承兑汇票', en: 'Bank acceptance bill', id: 'Wesel bank' },
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number]['code'];
export const PAYMENT_TYPE_CODES = PAYMENT_TYPES.map((t) => t.code) as unknown as readonly [PaymentType, ...PaymentType[]];

/** Online methods (线上支付): paid by scanning the customer's payment code; one such line per collection. */
export const ONLINE_PAYMENT_TYPES: readonly PaymentType[] = PAYMENT_TYPES.filter((t) => 'online' in t && t.online).map((t) => t.code);

export type PaymentTypeView = { code: PaymentType; name: string; online: boolean };

/** An entry of a partner's account still open (what a payment or collection line can settle). */
export type OpenEntryView = {
  id: string;
  documentType: DocumentType;
  documentId: string;
  billNo: string;
  billDate: string;
  amount: string;
  openAmount: string;
  dueDate: string | null;
};

/** A partner's balances: payable or receivable, and money paid ahead. */
export type PartnerBalanceView = { balance: string; downPayment: string };

// ---- partner ledger (供应商往来账 / 客户往来账) ---------------------------------------------

const ledgerPeriod = { dateFrom: z.iso.date(), dateTo: z.iso.date() };
const summaryPage = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
};
const detailPage = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
};
const periodInOrder: [(p: { dateFrom: string; dateTo: string }) => boolean, { path: string[]; message: string }] = [
  (p) => p.dateFrom <= p.dateTo,
  { path: ['dateTo'], message: 'must not be before the start date' },
];

/** Every partner's balances over a period (one row per partner with entries up to its end). */
export const supplierLedgerSummaryBody = z
  .object({ ...ledgerPeriod, supplierId: wireId.optional(), ...summaryPage })
  .refine(...periodInOrder);
export type SupplierLedgerSummaryBody = z.input<typeof supplierLedgerSummaryBody>;
export const customerLedgerSummaryBody = z
  .object({ ...ledgerPeriod, customerId: wireId.optional(), ...summaryPage })
  .refine(...periodInOrder);
export type CustomerLedgerSummaryBody = z.input<typeof customerLedgerSummaryBody>;

/** One partner's entries over a period, with the opening and closing balances. */
export const supplierLedgerDetailBody = z.object({ supplierId: wireId, ...ledgerPeriod, ...detailPage }).refine(...periodInOrder);
export type SupplierLedgerDetailBody = z.input<typeof supplierLedgerDetailBody>;
export const customerLedgerDetailBody = z.object({ customerId: wireId, ...ledgerPeriod, ...detailPage }).refine(...periodInOrder);
export type CustomerLedgerDetailBody = z.input<typeof customerLedgerDetailBody>;

export type LedgerSummaryRow = {
  partnerId: string;
  partnerCode: string | null;
  partnerName: string | null;
  /** Balance before the period. */
  opening: string;
  /** What raised it in the period (purchases; for customers, sales). */
  increase: string;
  /** What lowered it (returns, payments, discounts), as a positive figure. */
  decrease: string;
  closing: string;
  /** Money paid ahead, at the period's end. */
  downPayment: string;
};

export type LedgerEntryRow = {
  id: string;
  billDate: string;
  billNo: string;
  documentType: DocumentType;
  documentId: string;
  kind: string;
  /** Signed: > 0 raises the balance. */
  amount: string;
  /** The balance right after this entry. */
  balance: string;
};

export type LedgerDetailView = {
  opening: string;
  closing: string;
  list: LedgerEntryRow[];
  total: number;
  pageNum: number;
  pageSize: number;
};

// ---- receivable records (应收记录) ---------------------------------------------------------

/**
 * A receivable's status (spec §4): 未结清 something open and not held by a receivable control
 * plan; 已结清 nothing open; 禁止 open but held by a plan (STOP_SEND); 作废 its document reversed.
 */
export const RECEIVABLE_STATUSES = ['UNCLEARED', 'CLEARED', 'PROHIBITED', 'DISCARDED'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

const billNoFilter = z
  .string()
  .trim()
  .max(40)
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const dateBounds = (from: string, to: string): [(p: Record<string, unknown>) => boolean, { path: string[]; message: string }] => [
  (p) => p[from] === undefined || p[to] === undefined || String(p[from]) <= String(p[to]),
  { path: [to], message: 'must not be before the start date' },
];

const receivableFilters = {
  /** Which tab: uncleared receivables unless told. */
  status: z.enum(RECEIVABLE_STATUSES).default('UNCLEARED'),
  customerId: wireId.optional(),
  /** The source document's bill number, or any part of it. */
  billNo: billNoFilter,
  billDateFrom: z.iso.date().optional(),
  billDateTo: z.iso.date().optional(),
  /** When the receivable was cleared (its open amount reached zero), by day: on the cleared tab only, ignored on the others. */
  clearedFrom: z.iso.date().optional(),
  clearedTo: z.iso.date().optional(),
  /** Age from the bill date: 0–30, 31–60, 61–90, over 90 days. */
  ageing: z.enum(AGEING_BUCKETS).optional(),
};

/** The filters of the receivable records (list, summary, export). */
export const receivableRecordFilterBody = z
  .object(receivableFilters)
  .refine(...dateBounds('billDateFrom', 'billDateTo'))
  .refine(...dateBounds('clearedFrom', 'clearedTo'));
export type ReceivableRecordFilterBody = z.input<typeof receivableRecordFilterBody>;

/** One page of the receivable records, newest bill date first. */
export const receivableRecordPageBody = z
  .object({ ...receivableFilters, ...summaryPage })
  .refine(...dateBounds('billDateFrom', 'billDateTo'))
  .refine(...dateBounds('clearedFrom', 'clearedTo'));
export type ReceivableRecordPageBody = z.input<typeof receivableRecordPageBody>;

/** One receivable: a customer's delivery (or unlinked return) on its balance account. */
export type ReceivableRecordRow = {
  id: string;
  customerId: string;
  customerCode: string | null;
  customerName: string | null;
  documentType: DocumentType;
  documentId: string;
  billNo: string;
  billDate: string;
  dueDate: string | null;
  /** Days from the bill date to today. */
  ageDays: number;
  ageing: AgeingBucket;
  amount: string;
  /** What collections, returns and discounts took off it: amount − open. */
  settled: string;
  open: string;
  status: ReceivableStatus;
  /** When it was cleared (已结清 only). */
  clearedAt: string | null;
};

export type ReceivableRecordSummary = {
  count: number;
  amount: string;
  settled: string;
  open: string;
  /** The open amount by the age of its bill date. */
  ageing: { bucket: AgeingBucket; amount: string }[];
};
