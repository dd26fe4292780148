import { z } from 'zod';
import { type DocumentType, wireId } from './document';

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
