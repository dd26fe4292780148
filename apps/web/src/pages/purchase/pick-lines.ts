import type { DocumentLineView } from '@quire/contracts';
import { type LineValue, rateToPercent } from '../../kit/document/line-kinds';

/** A line of a source document (an order, a receipt, an application) the user may take, with what is still open. */
export type PickableLine = { line: DocumentLineView; billNo: string; open: string };

/** What of a source line is still open: its quantity less what later documents fulfilled (never below 0). */
export function openQty(line: Pick<DocumentLineView, 'qty' | 'fulfilledQty'>): string {
  const scale = 10_000;
  const open = Math.round(Number(line.qty) * scale) - Math.round(Number(line.fulfilledQty) * scale);
  return String(Math.max(0, open) / scale);
}

/**
 * The lines the user ticked (with the quantity to take now) as priced grid lines naming their
 * source line, at the source's price and tax rate; they replace lines of the same source and the
 * empty lines, and follow the lines already entered.
 */
export function pickedLines(existing: readonly LineValue[], picks: readonly { line: DocumentLineView; qty: string }[]): LineValue[] {
  const taken = new Set(picks.map((p) => p.line.id));
  const kept = existing.filter((l) => l.skuId && !(l.sourceLineId && taken.has(l.sourceLineId)));
  const added = picks
    .filter((p) => Number(p.qty) > 0)
    .map(
      (p): LineValue => ({
        key: `s${p.line.id}`,
        skuId: p.line.skuId ?? undefined,
        qty: p.qty,
        price: p.line.price === undefined || p.line.price === null ? null : String(p.line.price),
        taxPercent: rateToPercent(p.line.taxRate as string | null | undefined),
        priceSource: null,
        sourceLineId: p.line.id,
        remark: null,
      }),
    );
  return [...kept, ...added];
}
