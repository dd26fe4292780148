// How a sale and a return move stock, shared by the wholesale and the retail documents: a sale
// goes out at the moving average and its line keeps its cost and margin (毛利 = amount −
// costAmount); a return comes back at its sale line's cost when linked, at the average when not
// (DOMAIN 19), its line keeping the cost it entered at.
import type { LoadedDocument } from '../../documents/document-definition';
import { goodsLines } from '../../documents/document-definition';
import { Dec, type Rounding, roundAmount } from '../../platform/money';
import { type MoveInput, type StockEffects, warehouseMoves } from '../inventory/index';

const amountsOf = (doc: LoadedDocument) => new Map(doc.lines.map((l) => [l.id, new Dec(l.amount ?? 0)]));

/** Out at the moving average; each line keeps its sale amount, its cost and its margin. */
export const saleOutEffects: Pick<StockEffects, 'moves' | 'lineCosts'> = {
  moves: (doc) => warehouseMoves(doc, (l) => ({ qty: new Dec(l.qty).negated(), cost: { kind: 'CURRENT' } })),
  lineCosts: (doc, posted) => {
    const amounts = amountsOf(doc);
    return posted.flatMap((p) => {
      if (p.lineId === null) return [];
      const amount = amounts.get(p.lineId) ?? new Dec(0);
      const cost = p.amount.negated();
      return [
        {
          lineId: p.lineId,
          unitCost: p.unitCost,
          amount,
          extra: { costAmount: cost.toFixed(2), grossMargin: amount.minus(cost).toFixed(2) },
        },
      ];
    });
  },
};

function returnMoves(doc: LoadedDocument, costs: Map<number, string>, rounding: Rounding): MoveInput[] {
  return goodsLines(doc.lines).map((l) => {
    const qty = new Dec(l.qty);
    const unitCost = l.sourceLineId === null ? undefined : costs.get(l.sourceLineId);
    return {
      lineId: l.id,
      warehouseId: doc.warehouseId as number,
      skuId: l.skuId,
      qty,
      cost:
        unitCost === undefined
          ? { kind: 'CURRENT' as const }
          : { kind: 'FIXED' as const, unitCost: new Dec(unitCost), amount: roundAmount(new Dec(unitCost).times(qty), rounding) },
    };
  });
}

/** In at the sale lines' costs (`costs` by source line id) or the average; each line keeps its cost. */
export const returnInEffects = (costs: Map<number, string>, rounding: Rounding): Pick<StockEffects, 'moves' | 'lineCosts'> => ({
  moves: (doc) => returnMoves(doc, costs, rounding),
  lineCosts: (doc, posted) => {
    const amounts = amountsOf(doc);
    return posted.flatMap((p) =>
      p.lineId === null
        ? []
        : [
            {
              lineId: p.lineId,
              unitCost: p.unitCost,
              amount: amounts.get(p.lineId) ?? new Dec(0),
              extra: { costAmount: p.amount.toFixed(2) },
            },
          ],
    );
  },
});
