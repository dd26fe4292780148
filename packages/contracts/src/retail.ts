import { z } from 'zod';
import { optionalText } from './common';
import { documentSaveBody, unitPrice, wireId } from './document';
import { nonNegativeMoney, PAYMENT_TYPE_CODES } from './finance';
import { taxRate } from './purchase';
import {
  lineDiscount,
  lineRemark,
  noDuplicateSku,
  positiveQty,
  refineSaleLine,
  saleAmount,
  saleLineFields,
  withSaleAmount,
} from './wholesale';

// ---- retail (零售): the walk-in sale paid on the spot and its return -----------------------

/** The walk-in buyer, both optional (no customer record): a name and a phone, ≤ 50 characters. */
const buyer = { buyerName: optionalText(50), buyerPhone: optionalText(50) };

/** A retail line: SKU, quantity, price (by default the SKU's retail price), gift, discount within the clerk's sales cap. */
export const retailSaleLine = z.object(saleLineFields).superRefine(refineSaleLine).transform(withSaleAmount);

/**
 * 零售单: paid at the till. `received` is what the buyer hands over: at least the total for
 * cash (the server computes `change`), exactly the total for any other payment type.
 */
export const retailSaleSaveBody = documentSaveBody(
  {
    ...buyer,
    warehouseId: wireId,
    paymentType: z.enum(PAYMENT_TYPE_CODES),
    received: nonNegativeMoney,
  },
  retailSaleLine,
).superRefine((b, ctx) => noDuplicateSku(b.lines, ctx));
export type RetailSaleSaveBody = z.input<typeof retailSaleSaveBody>;

/** A retail return line: of a posted retail sale's line (at its cost, ≤ sold − returned) or unlinked (current average). */
export const retailReturnLine = z
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

/** 零售退货单: the refund is the return's total, paid back with `paymentType` (the server sets `refund`). */
export const retailReturnSaveBody = documentSaveBody(
  { ...buyer, warehouseId: wireId, paymentType: z.enum(PAYMENT_TYPE_CODES), reason: optionalText(200) },
  retailReturnLine,
).superRefine((b, ctx) => noDuplicateSku(b.lines, ctx));
export type RetailReturnSaveBody = z.input<typeof retailReturnSaveBody>;
