// Returning goods to a supplier: the return application (采购退货申请单) names the receipt
// lines and quantities to return, and once reviewed the purchase return (采购退货单) sends them
// back, from one receipt only, at that receipt's cost, lowering the payable (DOMAIN 19, 22).
import {
  DOCUMENT_SCREENS,
  purchaseReturnApplyLine,
  purchaseReturnApplySaveBody,
  purchaseReturnLine,
  purchaseReturnSaveBody,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor, Draft, LoadedDocument } from '../../documents/document-definition';
import { goodsLines, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, type Rounding, roundAmount } from '../../platform/money';
import { postReturnCredit, reverseMoney } from '../finance/index';
import { assertStockMasterData, ledgerDocument, lineMoveCosts, stockHooks } from '../inventory/index';
import { assertSupplier } from './purchase-documents';

type SourceRow = {
  id: number;
  document_id: number;
  bill_no: string;
  type: string;
  status: string;
  partner_id: number | null;
  warehouse_id: number | null;
  reversed: boolean;
  price: string | null;
  tax_rate: string | null;
  receipt_line_id: number | null;
  receipt_id: number | null;
};

/** The source lines of a draft with their document, and (for application lines) the receipt line behind them. */
async function sourcesOf(tx: Executor, actor: Actor, draft: Draft): Promise<Map<number, SourceRow>> {
  const ids = draft.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
  const found = await rows<SourceRow>(
    tx,
    sql`select l.id, l.document_id, d.bill_no, d.type, d.status, d.partner_id, d.warehouse_id,
               exists (select 1 from document r where r.reversal_of_id = d.id) as reversed,
               l.extra ->> 'price' as price, l.extra ->> 'taxRate' as tax_rate,
               l.source_line_id as receipt_line_id, rl.document_id as receipt_id
        from document_line l join document d on d.id = l.document_id
        left join document_line rl on rl.id = l.source_line_id
        where l.id = any(${idArray(ids)}) and d.business_group_id = ${actor.businessGroupId}`,
  );
  return new Map(found.map((r) => [Number(r.id), r]));
}

/** A line's source is of the expected type, supplier and warehouse, priced as it was received. */
function assertSourceLine(draft: Draft, i: number, source: SourceRow | undefined, type: string): SourceRow {
  const line = draft.lines[i];
  if (!source || source.type !== type)
    throw fail.field(`lines.${i}.sourceLineId`, 'document.sourceLineInvalid', { billNo: source?.bill_no ?? '' });
  if (Number(source.partner_id) !== draft.partnerId) {
    throw fail.field(`lines.${i}.sourceLineId`, 'purchase.otherSupplier', { line: i + 1, billNo: source.bill_no });
  }
  if (Number(source.warehouse_id) !== draft.warehouseId) {
    throw fail.field(`lines.${i}.sourceLineId`, 'purchase.otherWarehouse', { line: i + 1, billNo: source.bill_no });
  }
  if (!new Dec(String(line.extra.price)).eq(source.price ?? '0') || !new Dec(String(line.extra.taxRate)).eq(source.tax_rate ?? '0')) {
    throw fail.field(`lines.${i}.price`, 'purchase.returnPriceMismatch', {
      line: i + 1,
      billNo: source.bill_no,
      price: source.price ?? '0',
    });
  }
  return source;
}

async function validateReturnDraft(tx: Executor, actor: Actor, draft: Draft, sourceType: 'PURCHASE_RECEIVE' | 'PURCHASE_RETURN_APPLY') {
  await assertSupplier(tx, actor, draft.partnerId);
  await assertStockMasterData(
    tx,
    actor,
    [{ field: 'warehouseId', id: draft.warehouseId }],
    goodsLines(draft.lines).map((l) => l.skuId),
  );
  const sources = await sourcesOf(tx, actor, draft);
  const receipts = new Set<number>();
  for (const [i, line] of draft.lines.entries()) {
    const source = assertSourceLine(draft, i, sources.get(line.sourceLineId as number), sourceType);
    if (sourceType === 'PURCHASE_RECEIVE' && source.reversed) {
      throw fail.field(`lines.${i}.sourceLineId`, 'purchase.receiptReversed', { billNo: source.bill_no });
    }
    receipts.add(Number(sourceType === 'PURCHASE_RECEIVE' ? source.document_id : source.receipt_id));
  }
  // Spec §5: only one purchase receipt may be linked to a return (and to its application).
  if (receipts.size > 1) throw fail.field('lines', 'purchase.oneReceipt');
}

// ---- return application ----------------------------------------------------------------

/**
 * Reviewed, its lines count against the receipt lines they name (applied ≤ received); reverse
 * review, close or discard give the quantities back. A return then sends them back.
 */
export const purchaseReturnApply = registerDocumentType({
  type: 'PURCHASE_RETURN_APPLY',
  prefix: prefixOf('PURCHASE_RETURN_APPLY'),
  body: purchaseReturnApplySaveBody,
  header: z.object({ supplierId: z.string(), warehouseId: z.string(), reason: z.string() }),
  line: purchaseReturnApplyLine,
  ...lifecycleOf('PURCHASE_RETURN_APPLY'),
  headerColumns: { partnerId: 'supplierId' },
  validate: (tx, draft, { actor }) => validateReturnDraft(tx, actor, draft, 'PURCHASE_RECEIVE'),
  lineage: { sourceTypes: ['PURCHASE_RECEIVE'], on: 'REVIEW', sourceStatuses: ['COMPLETE'], overFulfilled: 'purchase.overApplied' },
  hooks: {},
  permissions: screenPermissions(DOCUMENT_SCREENS.PURCHASE_RETURN_APPLY),
});

// ---- purchase return -------------------------------------------------------------------

/** Each line's receipt line (through its application line). */
async function receiptLinesOf(tx: Executor, doc: LoadedDocument): Promise<Map<number, { receiptLineId: number; receiptId: number }>> {
  const ids = doc.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
  const found = await rows<{ id: number; receipt_line_id: number; receipt_id: number }>(
    tx,
    sql`select a.id, a.source_line_id as receipt_line_id, r.document_id as receipt_id
        from document_line a join document_line r on r.id = a.source_line_id
        where a.id = any(${idArray(ids)}) and a.business_group_id = ${doc.businessGroupId}`,
  );
  const byApplicationLine = new Map(
    found.map((f) => [Number(f.id), { receiptLineId: Number(f.receipt_line_id), receiptId: Number(f.receipt_id) }]),
  );
  return new Map(
    doc.lines.map((l) => [l.id, byApplicationLine.get(l.sourceLineId as number) as { receiptLineId: number; receiptId: number }]),
  );
}

export const purchaseReturn = registerDocumentType({
  type: 'PURCHASE_RETURN',
  prefix: prefixOf('PURCHASE_RETURN'),
  body: purchaseReturnSaveBody,
  header: z.object({ supplierId: z.string(), warehouseId: z.string() }),
  line: purchaseReturnLine,
  ...lifecycleOf('PURCHASE_RETURN'),
  headerColumns: { partnerId: 'supplierId' },
  validate: (tx, draft, { actor }) => validateReturnDraft(tx, actor, draft, 'PURCHASE_RETURN_APPLY'),
  // Returned ≤ applied, per application line.
  lineage: { sourceTypes: ['PURCHASE_RETURN_APPLY'], on: 'COMPLETE', overFulfilled: 'purchase.overReturned' },
  hooks: (() => {
    const stock = (costs: Map<number, string>, receiptLines: Map<number, { receiptLineId: number }>, rounding?: Rounding) =>
      stockHooks({
        locks: (doc) =>
          goodsLines(doc.lines).map((l) => ({ lineId: l.id, warehouseId: doc.warehouseId as number, skuId: l.skuId, qty: new Dec(l.qty) })),
        moves: (doc) =>
          goodsLines(doc.lines).map((l) => {
            const unitCost = new Dec(costs.get(receiptLines.get(l.id)?.receiptLineId as number) ?? 0);
            return {
              lineId: l.id,
              warehouseId: doc.warehouseId as number,
              skuId: l.skuId,
              qty: new Dec(l.qty).negated(),
              // Out at the receipt's cost (DOMAIN 19): the value it came in at leaves with it.
              cost: { kind: 'FIXED' as const, unitCost, amount: roundAmount(unitCost.times(l.qty), rounding as Rounding).negated() },
            };
          }),
        lineCosts: () => [],
      });
    const locking = stock(new Map(), new Map());
    return {
      onReview: locking.onReview,
      onDecline: locking.onDecline,
      onClose: locking.onClose,
      onDiscard: locking.onDiscard,
      onComplete: async (tx, doc, ctx) => {
        const receiptLines = await receiptLinesOf(tx, doc);
        const costs = await lineMoveCosts(
          tx,
          doc.businessGroupId,
          [...receiptLines.values()].map((r) => r.receiptLineId),
        );
        await stock(costs, receiptLines, ctx.config).onComplete?.(tx, doc, ctx);
        const receiptId = [...receiptLines.values()][0]?.receiptId;
        await postReturnCredit(tx, doc, ctx.config, {
          partnerKind: 'SUPPLIER',
          kind: 'PURCHASE_RETURN',
          source: receiptId === undefined ? undefined : { documentId: receiptId, kind: 'PURCHASE' },
        });
      },
      onReverse: async (tx, original, reversal, ctx) => {
        await locking.onReverse?.(tx, original, reversal, ctx);
        const lineMap = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
        await reverseMoney(tx, ledgerDocument(reversal), original.id, lineMap);
      },
    };
  })(),
  permissions: screenPermissions(DOCUMENT_SCREENS.PURCHASE_RETURN),
});
