import { z } from 'zod';
import { optionalText, pageFields } from './common';
import { day, documentSaveBody, type PickLineView, quantity, unitPrice, wireId } from './document';
import { nonNegativeMoney, PAYMENT_TYPE_CODES, positiveMoney } from './finance';

// ---- procurement (采购业务) --------------------------------------------------------------

const lineRemark = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const positiveQty = quantity.refine((v) => Number(v) > 0, 'must be greater than 0');

/** A tax rate in [0, 1) with up to 4 decimals: 0.13 is 13 %. */
export const taxRate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^0(\.\d{1,4})?$/.test(v), 'must be a rate from 0 to 0.9999');

/** Where an order line's price came from (spec: show which). */
export const PURCHASE_PRICE_SOURCES = ['SUPPLY_INFO', 'LAST_PURCHASE', 'PURCHASE_PRICE', 'MANUAL'] as const;
export type PurchasePriceSource = (typeof PURCHASE_PRICE_SOURCES)[number];

const SCALE = 10n ** 12n;
/** `a × b` of two decimal texts (≤ 6 decimals each), exact, then half up to 2 decimals. */
export function amountOf(qty: string, price: string): string {
  const fixed = (v: string) => {
    const [i, f = ''] = v.replace(/^[-+]/, '').split('.');
    const n = BigInt(i + f.padEnd(6, '0').slice(0, 6));
    return v.startsWith('-') ? -n : n;
  };
  const product = fixed(qty) * fixed(price); // 12 decimals
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const cents = (abs * 100n + SCALE / 2n) / SCALE;
  const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  return negative && cents !== 0n ? `-${text}` : text;
}

/** Refuses a second line of the same SKU (spec §5: no duplicate goods), naming the line. */
function noDuplicateSku(lines: { skuId: number; sourceLineId?: number | null }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const key = `${line.skuId}:${line.sourceLineId ?? ''}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'duplicate goods' });
    seen.add(key);
  });
}

/**
 * A priced line: quantity, tax-inclusive unit price (含税单价) and tax rate; the amount (价税合计)
 * is qty × price to the fen, computed here, never taken from the client.
 */
const pricedLine = {
  skuId: wireId,
  qty: positiveQty,
  price: unitPrice,
  taxRate,
  remark: lineRemark,
};
const withAmount = <T extends { qty: string; price: string }>(l: T) => ({ ...l, amount: amountOf(l.qty, l.price) });

// ---- purchase order (采购订单) -----------------------------------------------------------

export const purchaseOrderLine = z
  .object({ ...pricedLine, priceSource: z.enum(PURCHASE_PRICE_SOURCES).optional().default('MANUAL') })
  .transform(withAmount);
export const purchaseOrderSaveBody = documentSaveBody(
  {
    supplierId: wireId,
    warehouseId: wireId,
    /** Goods expected by then; must be later than now when saved (spec §5). */
    deliveryDeadline: z.iso.datetime({ offset: true }),
    currencyId: wireId.optional().nullable(),
    exchangeRate: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,6}(\.\d{1,8})?$/.test(v) && Number(v) > 0, 'must be a positive rate')
      .optional()
      .nullable(),
  },
  purchaseOrderLine,
).superRefine((body, ctx) => noDuplicateSku(body.lines, ctx));
export type PurchaseOrderSaveBody = z.input<typeof purchaseOrderSaveBody>;

// ---- purchase receipt (采购入库单) --------------------------------------------------------

/** A receipt line: from an order line (sourceLineId) or direct, without an order. */
export const purchaseReceiveLine = z.object({ ...pricedLine, sourceLineId: wireId.optional().nullable() }).transform(withAmount);
export const purchaseReceiveSaveBody = documentSaveBody({ supplierId: wireId, warehouseId: wireId }, purchaseReceiveLine).superRefine(
  (body, ctx) => noDuplicateSku(body.lines, ctx),
);
export type PurchaseReceiveSaveBody = z.input<typeof purchaseReceiveSaveBody>;

// ---- return application (采购退货申请单) and purchase return (采购退货单) --------------------

/**
 * A line returning goods of a source line: the receipt's line for an application, the
 * application's line for a return; price and tax rate are the receipt's (checked).
 */
const returnLine = z
  .object({ skuId: wireId, qty: positiveQty, price: unitPrice, taxRate, sourceLineId: wireId, remark: lineRemark })
  .transform(withAmount);

export const purchaseReturnApplyLine = returnLine;
export const purchaseReturnApplySaveBody = documentSaveBody(
  { supplierId: wireId, warehouseId: wireId, reason: z.string().trim().min(1).max(200) },
  purchaseReturnApplyLine,
).superRefine((body, ctx) => noDuplicateSku(body.lines, ctx));
export type PurchaseReturnApplySaveBody = z.input<typeof purchaseReturnApplySaveBody>;

export const purchaseReturnLine = returnLine;
export const purchaseReturnSaveBody = documentSaveBody({ supplierId: wireId, warehouseId: wireId }, purchaseReturnLine).superRefine(
  (body, ctx) => noDuplicateSku(body.lines, ctx),
);
export type PurchaseReturnSaveBody = z.input<typeof purchaseReturnSaveBody>;

// ---- payment slip (付款单) and prepayment (预付款单) ---------------------------------------

/** A payment line settles one open payable entry of the supplier, by an amount > 0. */
export const paymentLine = z.object({ entryId: wireId, amount: positiveMoney, remark: lineRemark });
export const paymentSaveBody = documentSaveBody(
  {
    supplierId: wireId,
    accountId: wireId,
    paymentType: z.enum(PAYMENT_TYPE_CODES),
    /** Of the total, what the supplier's prepayment balance pays (the rest leaves the account). */
    downPaymentUsed: nonNegativeMoney.optional().default('0.00'),
    /** The total the user saw (付款金额合计): when sent, it must equal the sum of the lines. */
    totalAmount: nonNegativeMoney.optional(),
  },
  paymentLine,
).superRefine((body, ctx) => {
  const seen = new Set<number>();
  let total = 0;
  body.lines.forEach((line, i) => {
    if (seen.has(line.entryId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'entryId'], message: 'settled twice in one payment' });
    seen.add(line.entryId);
    total += Math.round(Number(line.amount) * 100);
  });
  // Compared only over good lines: a line refused for its own amount says so, once.
  const linesValid = body.lines.every((line) => Number(line.amount) > 0);
  if (linesValid && Math.round(Number(body.downPaymentUsed) * 100) > total) {
    ctx.addIssue({ code: 'custom', path: ['downPaymentUsed'], message: 'must not exceed the total of the lines' });
  }
});
export type PaymentSaveBody = z.input<typeof paymentSaveBody>;

/** A prepayment pays a supplier ahead: its lines are amounts (a purpose each, if wanted). */
export const prepaymentLine = z.object({ amount: positiveMoney, remark: lineRemark });
export const prepaymentSaveBody = documentSaveBody(
  { supplierId: wireId, accountId: wireId, paymentType: z.enum(PAYMENT_TYPE_CODES) },
  prepaymentLine,
);
export type PrepaymentSaveBody = z.input<typeof prepaymentSaveBody>;

export const supplierOpenEntriesBody = z.object({ supplierId: wireId });

/** How far an order is received, on its list rows (receiptState): 未入库 / 部分入库 / 全部入库 / 已关闭. */
export const PURCHASE_RECEIPT_STATES = ['NONE', 'PARTIAL', 'ALL', 'CLOSED'] as const;
export type PurchaseReceiptState = (typeof PURCHASE_RECEIPT_STATES)[number];

// ---- supply information (供货信息单) -------------------------------------------------------

/** A supplier's price of a SKU from a minimum quantity on: the order takes the highest minimum ≤ its quantity. */
export const supplierPriceLine = z.object({
  skuId: wireId,
  minQty: quantity.refine((v) => Number(v) >= 0, 'must be 0 or more'),
  price: unitPrice.refine((v) => Number(v) > 0, 'must be greater than 0'),
  taxRate,
  remark: lineRemark,
});
export const supplierPriceSaveBody = documentSaveBody(
  { supplierId: wireId, validFrom: z.iso.date(), validTo: z.iso.date() },
  supplierPriceLine,
).superRefine((body, ctx) => {
  if (body.validTo < body.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before the start date' });
  const seen = new Set<string>();
  body.lines.forEach((line, i) => {
    const key = `${line.skuId}:${Number(line.minQty)}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'minQty'], message: 'the same goods and minimum quantity twice' });
    seen.add(key);
  });
});
export type SupplierPriceSaveBody = z.input<typeof supplierPriceSaveBody>;

/** The price an order line would take: supply information, else the last purchase, else the SKU's purchase price. */
export const purchasePriceQuery = z.object({
  supplierId: wireId,
  billDate: z.iso.date(),
  lines: z
    .array(z.object({ skuId: wireId, qty: quantity }))
    .min(1)
    .max(1000),
});
export type PurchasePriceView = {
  skuId: string;
  price: string | null;
  taxRate: string | null;
  source: PurchasePriceSource | null;
  billNo: string | null;
};

// ---- one line of a document ------------------------------------------------------------

/** Closing one line of a reviewed purchase order (关闭行): its remainder is no longer expected. */
export const purchaseOrderLineCloseBody = z.object({
  /** The order line. */
  id: wireId,
  /** The order's version the user saw. */
  version: z.number().int().min(0),
  reason: optionalText(500),
});
export type PurchaseOrderLineCloseBody = z.input<typeof purchaseOrderLineCloseBody>;

/** Removing one line of a draft return application (spec §7: DELETE purchaseReturnApplyOrderItem). */
export const purchaseReturnApplyLineDeleteQuery = z.object({
  /** The application line. */
  id: wireId,
  /** The application's version the user saw, if the screen has it. */
  version: z.coerce.number().int().min(0).optional(),
});

// ---- pick dialogs (从采购订单选择, 从入库单选择, 从退货申请单选择) --------------------------------

/**
 * The open lines of a supplier's source documents a picking screen may take, a page at a
 * time: the supplier, and optionally a bill number (any part), a bill date range and a SKU.
 */
export const purchasePickQuery = z.object({
  ...pageFields,
  supplierId: wireId,
  billNo: z.string().trim().max(40).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  skuId: wireId.optional(),
  /** Code, name, mnemonic or barcode of the SKU (as the quick search). */
  sku: z.string().trim().max(50).optional(),
});
export type PurchasePickQuery = z.input<typeof purchasePickQuery>;

/** A source line with what is still open on it (ordered − received − closed; received − applied; applied − returned). */
export type PurchasePickLineView = PickLineView & { closedQty: string };
