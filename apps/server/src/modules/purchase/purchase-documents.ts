// The procurement document types as definitions of the document engine: purchase order
// (采购订单) and purchase receipt (采购入库单).
import { DOCUMENT_SCREENS, purchaseOrderLine, purchaseOrderSaveBody, purchaseReceiveLine, purchaseReceiveSaveBody } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DocumentConfig, processPolicyOf } from '../../documents/config.port';
import type { Actor, DocumentHooks, Draft, LoadedDocument } from '../../documents/document-definition';
import { goodsLines, linesAmount, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, roundAmount } from '../../platform/money';
import { postMoney, reverseMoney } from '../finance/index';
import { assertStockMasterData, ledgerDocument, stockHooks, warehouseMoves } from '../inventory/index';
import { assertSupplierEnabled, getSupplierForPurchase } from '../partner/index';

/** The supplier exists in the caller's group and is enabled (refusals name the field). */
export async function assertSupplier(tx: Executor, actor: Actor, supplierId: number | null): Promise<void> {
  const found = supplierId === null ? null : await getSupplierForPurchase(tx, actor.businessGroupId, supplierId);
  if (!found) throw fail.field('supplierId', 'purchase.supplierUnknown');
  assertSupplierEnabled(found);
}

function assertPrices(draft: Draft, ifZeroPrice: boolean): void {
  if (ifZeroPrice) return;
  const i = draft.lines.findIndex((l) => new Dec(String(l.extra.price ?? '0')).isZero());
  if (i >= 0) throw fail.field(`lines.${i}.price`, 'purchase.zeroPriceForbidden', { line: i + 1 });
}

/** The tax-exclusive unit cost of a line: price ÷ (1 + tax rate), as the stock takes it in. */
export function netUnitCost(line: { extra: Record<string, unknown> }): Dec {
  return new Dec(String(line.extra.price ?? '0')).div(new Dec(1).plus(String(line.extra.taxRate ?? '0')));
}

// ---- purchase order --------------------------------------------------------------------

/**
 * An order to a supplier: reviewed, it is received by purchase receipts line by line (each
 * line's received quantity is its fulfilled quantity) and closed when the rest is not coming.
 */
export const purchaseOrder = registerDocumentType({
  type: 'PURCHASE_ORDER',
  prefix: prefixOf('PURCHASE_ORDER'),
  body: purchaseOrderSaveBody,
  header: z.object({
    supplierId: z.string(),
    warehouseId: z.string(),
    deliveryDeadline: z.string(),
    currencyId: z.string().nullable().optional(),
    exchangeRate: z.string().nullable().optional(),
  }),
  line: purchaseOrderLine,
  // An order moves neither stock nor money: not day-bound, it may be entered after daily checkout (DOMAIN 23).
  ...lifecycleOf('PURCHASE_ORDER'),
  headerColumns: { partnerId: 'supplierId' },
  listFulfilment: 'receiptState',
  validate: async (tx, draft, { actor, config }) => {
    await assertSupplier(tx, actor, draft.partnerId);
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    const deadline = Date.parse(String(draft.header.deliveryDeadline ?? ''));
    if (!(deadline > Date.now())) throw fail.field('deliveryDeadline', 'purchase.deadlinePassed');
    assertPrices(draft, config.ifZeroPrice);
  },
  hooks: {
    // Reverse review (refused once a receipt draws on it) reopens closed lines: the draft is
    // whole again, and closing a line is a step of the reviewed order only.
    onDecline: async (tx, doc) => {
      await tx.execute(
        sql`update document_line set extra = extra - 'closedQty' - 'closedBy' - 'closedAt' where document_id = ${doc.id} and extra ? 'closedQty'`,
      );
    },
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.PURCHASE_ORDER),
});

// ---- purchase receipt ------------------------------------------------------------------

/** Order lines a receipt names must be orders of its supplier, for its warehouse. */
async function assertSourceOrders(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const ids = draft.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
  if (ids.length === 0) return;
  const found = await rows<{
    id: number;
    bill_no: string;
    line_no: number;
    partner_id: number | null;
    warehouse_id: number | null;
    closed: boolean;
  }>(
    tx,
    sql`select l.id, d.bill_no, l.line_no, d.partner_id, d.warehouse_id, l.extra ? 'closedQty' as closed
        from document_line l join document d on d.id = l.document_id
        where l.id = any(${idArray(ids)}) and d.business_group_id = ${actor.businessGroupId} and d.type = 'PURCHASE_ORDER'`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  for (const [i, line] of draft.lines.entries()) {
    if (line.sourceLineId === null) continue;
    const source = byId.get(line.sourceLineId);
    if (!source) throw fail.field(`lines.${i}.sourceLineId`, 'document.sourceLineInvalid', { billNo: '' });
    if (Number(source.partner_id) !== draft.partnerId) {
      throw fail.field(`lines.${i}.sourceLineId`, 'purchase.otherSupplier', { line: i + 1, billNo: source.bill_no });
    }
    if (Number(source.warehouse_id) !== draft.warehouseId) {
      throw fail.field(`lines.${i}.sourceLineId`, 'purchase.otherWarehouse', { line: i + 1, billNo: source.bill_no });
    }
    if (source.closed)
      throw fail.field(`lines.${i}.sourceLineId`, 'purchase.lineClosed', { billNo: source.bill_no, lineNo: source.line_no });
  }
}

/**
 * Posting moves the goods in at the tax-exclusive unit cost into the moving average and books
 * the receipt's total (价税合计) as a payable to the supplier; a reversal (红冲) undoes both,
 * refused while a payment still settles the payable.
 */
function receiptHooks(): DocumentHooks {
  const stock = stockHooks({
    moves: (doc) => warehouseMoves(doc, (l) => ({ qty: new Dec(l.qty), cost: { kind: 'OWN', unitCost: netUnitCost(l) } })),
    // The line keeps its price and amount (价税合计); the cost it moved at is on the move.
    lineCosts: () => [],
  });
  const payable = (doc: LoadedDocument, rounding: Parameters<typeof roundAmount>[1]) => roundAmount(linesAmount(doc.lines), rounding);
  return {
    ...stock,
    onComplete: async (tx, doc, ctx) => {
      await stock.onComplete?.(tx, doc, ctx);
      await postMoney(tx, ledgerDocument(doc), [
        {
          partnerKind: 'SUPPLIER',
          partnerId: doc.partnerId as number,
          account: 'BALANCE',
          kind: 'PURCHASE',
          lineId: null,
          amount: payable(doc, ctx.config),
        },
      ]);
    },
    onReverse: async (tx, original, reversal, ctx) => {
      await stock.onReverse?.(tx, original, reversal, ctx);
      const lineMap = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
      await reverseMoney(tx, ledgerDocument(reversal), original.id, lineMap);
    },
  };
}

/** The process configuration may require every receipt line to come from a purchase order line. */
function assertReceiptFromOrder(draft: Draft, config: DocumentConfig): void {
  if (!processPolicyOf(config, 'PURCHASE_RECEIVE').receiptNeedsOrder) return;
  const i = draft.lines.findIndex((l) => l.sourceLineId === null || l.sourceLineId === undefined);
  if (i >= 0 || draft.lines.length === 0) throw fail.field(`lines.${Math.max(i, 0)}.sourceLineId`, 'purchase.receipt.orderRequired');
}

export const purchaseReceive = registerDocumentType({
  type: 'PURCHASE_RECEIVE',
  prefix: prefixOf('PURCHASE_RECEIVE'),
  body: purchaseReceiveSaveBody,
  header: z.object({ supplierId: z.string(), warehouseId: z.string() }),
  line: purchaseReceiveLine,
  ...lifecycleOf('PURCHASE_RECEIVE'),
  headerColumns: { partnerId: 'supplierId' },
  validate: async (tx, draft, { actor, config }) => {
    assertReceiptFromOrder(draft, config);
    await assertSupplier(tx, actor, draft.partnerId);
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    await assertSourceOrders(tx, actor, draft);
    assertPrices(draft, config.ifZeroPrice);
  },
  lineage: {
    sourceTypes: ['PURCHASE_ORDER'],
    on: 'COMPLETE',
    // Cumulative received ≤ ordered × (1 + over-order ceiling ratio) (DOMAIN 22); a closed
    // line takes nothing more (read under the line's lock, so a close just committed counts).
    ceiling: async (_tx, source, { config }) => {
      if (source.extra.closedQty !== undefined) throw fail.rule('purchase.lineClosed', { billNo: source.billNo, lineNo: source.lineNo });
      return new Dec(source.qty).times(new Dec(1).plus(config.overOrderCeilingRatio)).toFixed();
    },
    overFulfilled: 'purchase.overReceived',
  },
  hooks: receiptHooks(),
  permissions: screenPermissions(DOCUMENT_SCREENS.PURCHASE_RECEIVE),
});
