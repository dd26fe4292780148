import type { DocumentLineView, WholesalePickLineView } from '@quire/contracts';
import { type LineValue, rateToPercent } from '../../kit/document/line-kinds';

/** An open line of a customer's order (to sell) or posted sale (to return), as the pick call answers it. */
export type SalePickLine = WholesalePickLineView;

/** A quantity as the server writes it (10.5000) as the user types it (10.5). */
export const plainQty = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** The share of a source line's discount that goes with part of its quantity, to the fen, rounded down (as 转单 does). */
export function discountShare(discount: string | null, qty: string, of: string): string | null {
  const d = Number(discount ?? 0);
  if (!d || !(Number(of) > 0)) return null;
  const fen = Math.floor((Math.round(d * 100) * Number(qty)) / Number(of) + 1e-9);
  return fen > 0 ? (fen / 100).toFixed(2) : null;
}

/**
 * The ticked source lines (with the quantity to take now) as priced grid lines naming their
 * source line, at its price and tax rate; a sale line keeps the order line's gift and its share
 * of the discount (a return line takes neither). They replace lines of the same source and the
 * empty lines, and follow the lines already entered.
 */
export function salePickedLines(
  existing: readonly LineValue[],
  picks: readonly { line: SalePickLine; qty: string }[],
  withSaleFields: boolean,
): LineValue[] {
  const taken = new Set(picks.map((p) => p.line.id));
  const kept = existing.filter((l) => l.skuId && !(l.sourceLineId && taken.has(l.sourceLineId)));
  const added = picks
    .filter((p) => Number(p.qty) > 0)
    .map((p): LineValue => {
      const l = p.line;
      const sale = withSaleFields
        ? { gift: l.gift === true ? true : null, discount: l.gift ? null : discountShare(l.discount, p.qty, l.qty) }
        : {};
      return {
        key: `s${l.id}`,
        skuId: l.skuId ?? undefined,
        qty: p.qty,
        price: l.price === null ? null : String(l.price),
        taxPercent: rateToPercent(l.taxRate) ?? '0',
        priceSource: withSaleFields ? 'MANUAL' : null,
        sourceLineId: l.id,
        ...sale,
        remark: null,
      };
    });
  return [...kept, ...added];
}

/** A pick line as a document line (the grid's SKU names). */
export const asDocumentLine = (l: SalePickLine): DocumentLineView => ({
  id: l.id,
  lineNo: l.lineNo,
  skuId: l.skuId,
  warehouseId: l.warehouseId,
  qty: l.qty,
  sourceLineId: null,
  fulfilledQty: l.fulfilledQty,
});
