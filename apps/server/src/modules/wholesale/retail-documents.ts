// Retail (零售): the walk-in sale paid at the till (零售单, RETAIL_SALE) and its return (零售退货单,
// RETAIL_RETURN). No customer and no receivable: the document keeps how it was paid. Stock leaves
// at the moving average (cost and margin per line, as a wholesale sale); a linked return comes
// back at the sale's cost, an unlinked one at the current average. The business configuration's
// inventory priority decides whether a retail sale may take stock reviewed wholesale sales locked.
import {
  DOCUMENT_SCREENS,
  type PaymentType,
  retailReturnLine,
  retailReturnSaveBody,
  retailSaleLine,
  retailSaleSaveBody,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DocumentConfig } from '../../documents/config.port';
import type { Actor, Draft, LoadedDocument } from '../../documents/document-definition';
import { goodsLines, linesAmount, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, type Rounding, roundAmount } from '../../platform/money';
import { getBusinessConfig } from '../basic/index';
import { assertStockMasterData, lineMoveCosts, stockHooks } from '../inventory/index';
import { returnInEffects, saleOutEffects } from './sale-stock';
import { assertDiscountCap, assertPrices } from './wholesale-documents';

/** What the buyer pays: the lines' amounts, rounded as the configuration rounds amounts. */
const payableOf = (lines: readonly { amount: string | null }[], rounding: Rounding): Dec => roundAmount(linesAmount(lines), rounding);

/**
 * Cash may be more than the total (the server gives the change); any other payment type is
 * exactly the total. Sets `payable` and `change` on the header.
 */
function settlePayment(draft: Draft, config: DocumentConfig): void {
  const payable = payableOf(draft.lines, config);
  const received = new Dec(String(draft.header.received ?? '0'));
  const paymentType = draft.header.paymentType as PaymentType;
  if (received.lt(payable))
    throw fail.field('received', 'retail.receivedBelowTotal', { received: received.toFixed(2), total: payable.toFixed(2) });
  if (paymentType !== 'CASH' && !received.eq(payable))
    throw fail.field('received', 'retail.receivedNotTotal', { received: received.toFixed(2), total: payable.toFixed(2) });
  draft.header.received = received.toFixed(2);
  draft.header.payable = payable.toFixed(2);
  draft.header.change = received.minus(payable).toFixed(2);
}

/** RETAIL_FIRST: a retail sale may take stock that reviewed wholesale sales locked. */
async function retailFirst(tx: Executor, doc: LoadedDocument): Promise<boolean> {
  return (await getBusinessConfig(tx, doc.businessGroupId)).inventoryPriority === 'RETAIL_FIRST';
}

const buyerHeader = { buyerName: z.string().nullable().optional(), buyerPhone: z.string().nullable().optional() };

// ---- retail sale -----------------------------------------------------------------------

export const retailSale = registerDocumentType({
  type: 'RETAIL_SALE',
  prefix: prefixOf('RETAIL_SALE'),
  body: retailSaleSaveBody,
  header: z.object({
    ...buyerHeader,
    warehouseId: z.string(),
    paymentType: z.string(),
    received: z.string(),
    payable: z.string().optional(),
    change: z.string().optional(),
  }),
  line: retailSaleLine,
  ...lifecycleOf('RETAIL_SALE'),
  validate: async (tx, draft, { actor, config }) => {
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    assertPrices(draft, config.ifZeroPrice);
    await assertDiscountCap(tx, actor, draft);
    settlePayment(draft, config);
  },
  hooks: stockHooks({
    ...saleOutEffects,
    takeLocked: retailFirst,
  }),
  permissions: screenPermissions(DOCUMENT_SCREENS.RETAIL_SALE),
});

// ---- retail return ---------------------------------------------------------------------

type SourceRow = { id: number; bill_no: string; type: string; line_no: number; qty: string; fulfilled_qty: string; reversed: boolean };

/** Linked lines name lines of the group's posted, unreversed retail sales, within sold − returned. */
async function assertSourceRetailSales(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const ids = draft.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
  if (ids.length === 0) return;
  const found = await rows<SourceRow>(
    tx,
    sql`select l.id, d.bill_no, d.type, l.line_no, l.qty::text as qty, l.fulfilled_qty::text as fulfilled_qty,
               exists (select 1 from document r where r.reversal_of_id = d.id) as reversed
        from document_line l join document d on d.id = l.document_id
        where l.id = any(${idArray(ids)}) and d.business_group_id = ${actor.businessGroupId} and d.status = 'COMPLETE'`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  for (const [i, line] of draft.lines.entries()) {
    if (line.sourceLineId === null) continue;
    const source = byId.get(line.sourceLineId);
    if (source?.type !== 'RETAIL_SALE')
      throw fail.field(`lines.${i}.sourceLineId`, 'document.sourceLineInvalid', { billNo: source?.bill_no ?? '' });
    if (source.reversed) throw fail.field(`lines.${i}.sourceLineId`, 'retail.saleReversed', { billNo: source.bill_no });
    const remaining = new Dec(source.qty).minus(source.fulfilled_qty);
    if (new Dec(line.qty).gt(remaining)) {
      throw fail.field(`lines.${i}.qty`, 'retail.overReturned', {
        billNo: source.bill_no,
        lineNo: source.line_no,
        remaining: remaining.toFixed(),
      });
    }
  }
}

const returnStock = (costs: Map<number, string>, rounding: Rounding) => stockHooks(returnInEffects(costs, rounding));

export const retailReturn = registerDocumentType({
  type: 'RETAIL_RETURN',
  prefix: prefixOf('RETAIL_RETURN'),
  body: retailReturnSaveBody,
  header: z.object({
    ...buyerHeader,
    warehouseId: z.string(),
    paymentType: z.string(),
    reason: z.string().nullable().optional(),
    refund: z.string().optional(),
  }),
  line: retailReturnLine,
  ...lifecycleOf('RETAIL_RETURN'),
  validate: async (tx, draft, { actor, config }) => {
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    await assertSourceRetailSales(tx, actor, draft);
    // The buyer gets the return's total back, by the payment type named.
    draft.header.refund = payableOf(draft.lines, config).toFixed(2);
  },
  // Returned ≤ sold − already returned, per sale line (checked again under the line's lock at posting).
  lineage: { sourceTypes: ['RETAIL_SALE'], on: 'COMPLETE', sourceStatuses: ['COMPLETE'], overFulfilled: 'retail.overReturned' },
  hooks: {
    onComplete: async (tx, doc, ctx) => {
      const sourceIds = doc.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
      const costs = await lineMoveCosts(tx, doc.businessGroupId, sourceIds);
      await returnStock(costs, ctx.config).onComplete?.(tx, doc, ctx);
    },
    onReverse: async (tx, original, reversal, ctx) => {
      await returnStock(new Map(), ctx.config).onReverse?.(tx, original, reversal, ctx);
    },
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.RETAIL_RETURN),
});
