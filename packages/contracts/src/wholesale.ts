import { z } from 'zod';
import { optionalText } from './common';
import { documentPageQuery, documentSaveBody, type PickLineView, quantity, unitPrice, wireId } from './document';
import { PRICE_REASONS, SALE_SOURCES } from './pricing';
import { amountOf, taxRate } from './purchase';

// ---- wholesale (批发业务): sale orders, wholesale sales, wholesale returns ---------------------

export const lineRemark = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const positiveQty = quantity.refine((v) => Number(v) > 0, 'must be greater than 0');
/** A line discount (行折扣额): money off the line, 0 or more, at most 2 decimals. */
export const lineDiscount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim() || '0')
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'must be an amount of 0 or more with at most 2 decimals');

/** Where a sale line's price came from: a reason of the price resolution, or typed by hand. */
export const SALE_PRICE_SOURCES = [...PRICE_REASONS, 'MANUAL'] as const;
export type SalePriceSource = (typeof SALE_PRICE_SOURCES)[number];

/** The amount of a sale line: quantity × price less its discount, to the fen. */
export function saleAmount(qty: string, price: string, discount: string): string {
  const gross = amountOf(qty, price);
  const cents = Math.round(Number(gross) * 100) - Math.round(Number(discount) * 100);
  return (cents / 100).toFixed(2);
}

export const saleLineFields = {
  skuId: wireId,
  qty: positiveQty,
  price: unitPrice,
  taxRate: taxRate.optional().default('0'),
  priceSource: z.enum(SALE_PRICE_SOURCES).optional().default('MANUAL'),
  /** A gift line (赠品): at price zero, and takes no discount. */
  gift: z.boolean().optional().default(false),
  discount: lineDiscount.optional().default('0'),
  remark: lineRemark,
};

type SaleLineIn = { qty: string; price: string; gift: boolean; discount: string };
export function refineSaleLine(l: SaleLineIn, ctx: z.RefinementCtx) {
  // Runs even when a field failed its own check: only well-formed numbers are compared.
  const decimal = /^-?\d+(\.\d+)?$/;
  if (![l.qty, l.price, l.discount].every((v) => typeof v === 'string' && decimal.test(v))) return;
  if (l.gift && Number(l.price) !== 0) ctx.addIssue({ code: 'custom', path: ['price'], message: 'a gift line is priced at 0' });
  if (Number(l.discount) > 0 && Number(l.discount) > Number(amountOf(l.qty, l.price)))
    ctx.addIssue({ code: 'custom', path: ['discount'], message: 'must not exceed the line amount' });
}
export const withSaleAmount = <T extends SaleLineIn>(l: T) => ({ ...l, amount: saleAmount(l.qty, l.price, l.discount) });

/** Refuses a second line of the same SKU and source (spec §5: no duplicate goods); a gift line may repeat a SKU. */
export function noDuplicateSku(
  lines: { skuId: number; gift?: boolean; sourceLineId?: number | null; requestLineId?: number | null }[],
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const key = `${line.skuId}:${line.gift ? 'g' : ''}:${line.sourceLineId ?? ''}:${line.requestLineId ?? ''}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'duplicate goods' });
    seen.add(key);
  });
}

const saleHeader = {
  customerId: wireId,
  warehouseId: wireId,
  saleSource: z.enum(SALE_SOURCES).optional().default('IN_STORE'),
  /** By default the customer's salesperson. */
  salespersonId: wireId.optional().nullable(),
  /** By default the customer's default delivery address. */
  deliveryAddress: optionalText(300),
};

// ---- sale order (批发订单, VERBAL_ORDER) ---------------------------------------------------

export const saleOrderLine = z.object(saleLineFields).superRefine(refineSaleLine).transform(withSaleAmount);
export const saleOrderSaveBody = documentSaveBody(saleHeader, saleOrderLine).superRefine((b, ctx) => noDuplicateSku(b.lines, ctx));
export type SaleOrderSaveBody = z.input<typeof saleOrderSaveBody>;

/**
 * How a sale order came to be (header `origin`): typed in by a clerk, or made by 导入建单
 * from an .xlsx. Set by the server only (a save body cannot carry it); orders stored before
 * it existed count as MANUAL. Only a MANUAL order may change its customer (spec §6).
 */
export const SALE_ORDER_ORIGINS = ['MANUAL', 'IMPORT'] as const;
export type SaleOrderOrigin = (typeof SALE_ORDER_ORIGINS)[number];

/** The sale order list's page body: the document list's filters and the origin (导入 / 手工). */
export const saleOrderPageQuery = documentPageQuery.extend({ origin: z.enum(SALE_ORDER_ORIGINS).optional() });
export type SaleOrderPageQuery = z.input<typeof saleOrderPageQuery>;

/** Which orders one of the caller's 导入建单 tasks made (the import dialog shows them when it finishes). */
export const saleOrderImportResultBody = z.object({ taskId: wireId });
export type SaleOrderImportResultBody = z.input<typeof saleOrderImportResultBody>;

export type SaleOrderImportResult = {
  taskId: string;
  /** In the order they were made (the file's order of customers and refs). */
  orders: { id: string; billNo: string; customerId: string | null; importRef: string | null; lineCount: number; totalAmount: string }[];
};

/**
 * A sale order's state on its list rows, derived (DOMAIN 4): pending (nothing transferred),
 * billing (a wholesale sale exists, lines remain: 仓库开单中), closed (closed, or every line
 * transferred or closed).
 */
export const SALE_ORDER_STATES = ['PENDING', 'BILLING', 'CLOSED'] as const;
export type SaleOrderState = (typeof SALE_ORDER_STATES)[number];

// ---- wholesale sale (批发销售单, WHOLESALE_SALE) --------------------------------------------

/** A sale line: from an order line (sourceLineId) or direct. */
export const wholesaleSaleLine = z
  .object({
    ...saleLineFields,
    sourceLineId: wireId.optional().nullable(),
    /** A line of a distribution request of a dealer (配货申请单) this line sends goods for. */
    requestLineId: wireId.optional().nullable(),
  })
  .superRefine(refineSaleLine)
  .transform(withSaleAmount);
export const wholesaleSaleSaveBody = documentSaveBody(
  {
    ...saleHeader,
    saleOrderId: wireId.optional().nullable(),
    /** The distribution request (配货申请单) the sale fulfils, its number carried on the sale. */
    distributionRequestId: wireId.optional().nullable(),
    distributionRequestNo: optionalText(40),
  },
  wholesaleSaleLine,
).superRefine((b, ctx) => noDuplicateSku(b.lines, ctx));
export type WholesaleSaleSaveBody = z.input<typeof wholesaleSaleSaveBody>;

// ---- wholesale return (批发退货单, WHOLESALE_RETURN) ----------------------------------------

/**
 * A return line: of a posted sale's line (at its delivery cost) or unlinked (current average);
 * price ≥ 0; a discount (退货折扣额) at most the line's amount, above the clerk's return discount
 * cap only with an authorizer's discount authorization code (spec §6).
 */
export const wholesaleReturnLine = z
  .object({
    skuId: wireId,
    qty: positiveQty,
    price: unitPrice,
    taxRate: taxRate.optional().default('0'),
    discount: lineDiscount.optional().default('0'),
    sourceLineId: wireId.optional().nullable(),
    remark: lineRemark,
  })
  .superRefine((l, ctx) => refineSaleLine({ ...l, gift: false }, ctx))
  .transform((l) => ({ ...l, amount: saleAmount(l.qty, l.price, l.discount) }));

/**
 * 折扣授权: who allows a return discount above the clerk's cap, by their employee number and
 * discount authorization code. Checked when the return is saved and never stored: the return
 * keeps who authorized it.
 */
export const discountAuthorization = z.object({
  employeeNo: z.string().trim().min(1).max(32),
  code: z.string().min(4).max(32),
});
export type DiscountAuthorization = z.infer<typeof discountAuthorization>;

export const wholesaleReturnSaveBody = documentSaveBody(
  { customerId: wireId, warehouseId: wireId, reason: optionalText(200), discountAuth: discountAuthorization.optional().nullable() },
  wholesaleReturnLine,
).superRefine((b, ctx) => noDuplicateSku(b.lines, ctx));
export type WholesaleReturnSaveBody = z.input<typeof wholesaleReturnSaveBody>;

/** The lines of a return as the clerk has them, asked before saving whether they need an authorization. */
export const returnDiscountCheckBody = z.object({
  lines: z
    .array(z.object({ qty: positiveQty, price: unitPrice, discount: lineDiscount.optional().default('0') }))
    .min(1)
    .max(500),
});
/** The highest line discount in percent of its line, the clerk's return discount cap, and whether it is above. */
export type ReturnDiscountCheckView = { percent: string; cap: string; needsAuthorization: boolean; lines: number[] };

// ---- order operations --------------------------------------------------------------------

/** The transfer checks (spec §4) a user has answered 'continue' to. */
export const TRANSFER_CHECKS = ['CREDIT', 'STOP_SEND', 'UNFINISHED_COLLECTION'] as const;
export type TransferCheck = (typeof TRANSFER_CHECKS)[number];

/** 部分转单: how much of one order line to transfer (≤ what is still unsent). */
export const transferLineQty = z.object({ lineId: wireId, qty: positiveQty });

/**
 * 转单: a reviewed order's remaining lines into a draft wholesale sale; with `lines`, only
 * those quantities (部分转单, its own permission).
 */
export const saleOrderTransferBody = z.object({
  id: wireId,
  version: z.number().int().min(0).optional(),
  /** Checks already answered with 'continue'. */
  confirmed: z.array(z.enum(TRANSFER_CHECKS)).max(3).optional().default([]),
  lines: z
    .array(transferLineQty)
    .min(1)
    .max(500)
    .optional()
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines?.forEach((l, i) => {
        if (seen.has(l.lineId)) ctx.addIssue({ code: 'custom', path: [i, 'lineId'], message: 'a line is named twice' });
        seen.add(l.lineId);
      });
    }),
});
export type SaleOrderTransferBody = z.input<typeof saleOrderTransferBody>;

/** 合并转单: the remaining lines of several reviewed orders of one customer into one draft sale. */
export const saleOrderCombineBody = z.object({
  ids: z
    .array(wireId)
    .min(2)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'an order is named twice'),
  confirmed: z.array(z.enum(TRANSFER_CHECKS)).max(3).optional().default([]),
});
export type SaleOrderCombineBody = z.input<typeof saleOrderCombineBody>;
export type SaleOrderTransferView = { id: string; billNo: string; version: number };

/** Page-handled answers of a transfer (spec §8): the web asks continue or cancel. */
export const TRANSFER_CHECK_CODES = { CREDIT: 4003030, STOP_SEND: 4003035, UNFINISHED_COLLECTION: 4003036 } as const satisfies Record<
  TransferCheck,
  number
>;

/** Closing one line of a reviewed sale order (关闭行). */
export const saleOrderLineCloseBody = z.object({ id: wireId, version: z.number().int().min(0), reason: optionalText(500) });
export type SaleOrderLineCloseBody = z.input<typeof saleOrderLineCloseBody>;

/** Open lines of a customer's reviewed orders (转单 picking) or posted sales (a linked return). */
export const wholesalePickQuery = z.object({
  customerId: wireId,
  billNo: z.string().trim().max(40).optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type WholesalePickQuery = z.input<typeof wholesalePickQuery>;

/** Returnable lines of the group's posted retail sales (a retail return linked to its receipt): no customer, found by bill number. */
export const retailPickQuery = wholesalePickQuery.omit({ customerId: true });
export type RetailPickQuery = z.input<typeof retailPickQuery>;

/** An open order or sale line as the wholesale pick dialogs list it: with the line's discount and gift, which a transfer carries over. */
export type WholesalePickLineView = PickLineView & { discount: string | null; gift: boolean };

/** A customer's receivable and pre-receipt balances (the money ledger). */
export const customerBalanceBody = z.object({ customerId: wireId });

/**
 * 低于成本: which of these sale lines sell below the SKU's moving average cost (the net price
 * after the line discount, without tax, against the cost without tax). The answer names the
 * lines only, never the cost.
 */
export const belowCostBody = z.object({
  lines: z
    .array(
      z.object({
        skuId: wireId,
        qty: positiveQty,
        price: unitPrice,
        taxRate: taxRate.optional().default('0'),
        discount: lineDiscount.optional().default('0'),
      }),
    )
    .min(1)
    .max(500),
});
export type BelowCostBody = z.input<typeof belowCostBody>;
/** The 1-based numbers of the lines below cost. */
export type BelowCostView = { lines: number[] };
export type CustomerBalanceView = { balance: string; downPayment: string };
