// The lifecycle of a document that moves stock, as hooks for the document engine: a type
// says what it locks when reviewed and what it moves when posted; reverse review, close and
// discard release the locks; a reversal negates the moves. Purchase receipts, deliveries,
// returns and requisitions will reuse this with their own `locks` and `moves`.
import type { DocumentConfig } from '../../documents/config.port';
import { lineCostWrites } from '../../documents/document.service';
import {
  type Actor,
  type DocumentHooks,
  type GoodsLine,
  goodsLines,
  type HookContext,
  type LoadedDocument,
} from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { type Dec, text } from '../../platform/money';
import { productPort, warehousePort } from './inventory.ports';
import {
  type LedgerDocument,
  type LockItem,
  lockingPeek,
  lockStock,
  type MoveCost,
  type MoveInput,
  type PostedMove,
  postingPeek,
  postMoves,
  releaseLocks,
  reverseMoves,
} from './stock-ledger.service';
import { peekPrefetch } from './stock-rows';

export const ledgerDocument = (doc: LoadedDocument): LedgerDocument => ({
  businessGroupId: doc.businessGroupId,
  documentType: doc.type,
  documentId: doc.id,
  billNo: doc.billNo,
  billDate: doc.billDate,
});

export type LineCost = { lineId: number; unitCost: Dec; amount: Dec; extra?: Record<string, unknown> };

export type StockEffects = {
  /** Stock the document takes out: locked when reviewed. */
  locks?: (doc: LoadedDocument) => LockItem[];
  /** The moves of the posting, in line order (given the configuration, for rounding). */
  moves: (doc: LoadedDocument, config: DocumentConfig) => MoveInput[];
  /** What each line moved at; by default its first move, as is. */
  lineCosts?: (doc: LoadedDocument, posted: PostedMove[]) => LineCost[];
  /** The posting may take stock other documents locked (postMoves' `takeLocked`), asked at posting. */
  takeLocked?: (tx: Executor, doc: LoadedDocument) => Promise<boolean>;
};

function firstMovePerLine(posted: PostedMove[]): LineCost[] {
  const seen = new Map<number, LineCost>();
  for (const p of posted)
    if (p.lineId !== null && !seen.has(p.lineId)) seen.set(p.lineId, { lineId: p.lineId, unitCost: p.unitCost, amount: p.amount });
  return [...seen.values()];
}

/**
 * Each goods line of the document as a move in the document's warehouse: `move` gives its
 * signed quantity (> 0 in) and how it is valued.
 */
export function warehouseMoves(
  doc: LoadedDocument,
  move: (line: GoodsLine<LoadedDocument['lines'][number]>) => { qty: Dec; cost: MoveCost },
): MoveInput[] {
  return goodsLines(doc.lines).map((l) => ({ lineId: l.id, warehouseId: doc.warehouseId as number, skuId: l.skuId, ...move(l) }));
}

export function stockHooks(effects: StockEffects): DocumentHooks {
  const release = async (tx: Executor, doc: LoadedDocument) => releaseLocks(tx, doc.businessGroupId, doc.id);
  // The document's own review locks are what its posting takes, unless it is reviewed and posted at once.
  const consumesLocks = (ctx: HookContext) => Boolean(effects.locks) && !ctx.autoReview;
  return {
    // The first read of a posting's stock rows (or of a review's, which locks) goes with the transition's statement.
    prefetch: (doc, ctx) => {
      if (ctx.operation === 'COMPLETE') {
        return peekPrefetch(postingPeek(ledgerDocument(doc), effects.moves(doc, ctx.config), consumesLocks(ctx)));
      }
      if (ctx.operation === 'REVIEW' && effects.locks && !ctx.autoReview) {
        return peekPrefetch(lockingPeek(ledgerDocument(doc), effects.locks(doc)));
      }
      return null;
    },
    onReview: async (tx, doc, ctx) => {
      // Reviewed and posted in one go: the posting itself checks and takes the stock.
      if (effects.locks && !ctx.autoReview) await lockStock(tx, ledgerDocument(doc), effects.locks(doc), ctx.config, ctx.prefetched);
    },
    onComplete: async (tx, doc, ctx) => {
      await postMoves(tx, ledgerDocument(doc), effects.moves(doc, ctx.config), {
        config: ctx.config,
        consumeLocks: consumesLocks(ctx),
        prefetched: ctx.prefetched,
        takeLocked: effects.takeLocked ? await effects.takeLocked(tx, doc) : false,
        alsoWrite: (posted) =>
          lineCostWrites(
            doc.id,
            (effects.lineCosts ? effects.lineCosts(doc, posted) : firstMovePerLine(posted)).map((c) => ({
              lineId: c.lineId,
              unitCost: text(c.unitCost),
              amount: text(c.amount),
              ...(c.extra ? { extra: c.extra } : {}),
            })),
          ),
      });
    },
    onDecline: release,
    onClose: release,
    onDiscard: release,
    onReverse: async (tx, original, reversal, ctx) => {
      const lineMap = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
      await reverseMoves(tx, ledgerDocument(reversal), original.id, lineMap, ctx.config);
    },
  };
}

/**
 * Master data a stock document names must exist and be enabled (through the product and
 * warehouse modules; skipped by ports that do not check). Refusals name the field. The SKUs
 * are then marked used, so the product module keeps them from being deleted.
 */
export async function assertStockMasterData(
  tx: Executor,
  actor: Actor,
  warehouses: { field: string; id: number | null }[],
  skuIds: number[],
): Promise<void> {
  const wp = warehousePort();
  if (wp.available) {
    const ids = warehouses.flatMap((w) => (w.id === null ? [] : [w.id]));
    const found = await wp.warehouses(tx, actor.businessGroupId, ids);
    for (const w of warehouses) {
      if (w.id === null) continue;
      const info = found.get(w.id);
      if (!info) throw fail.field(w.field, 'inventory.warehouseUnknown', { id: w.id });
      if (!info.enabled) throw fail.field(w.field, 'inventory.warehouseDisabled', { name: info.name ?? w.id });
    }
  }
  const pp = productPort();
  if (pp.available && skuIds.length > 0) {
    const found = await pp.skus(tx, skuIds);
    for (const [i, id] of skuIds.entries()) {
      const info = found.get(id);
      if (!info) throw fail.field(`lines.${i}.skuId`, 'inventory.skuUnknown', { id });
      if (!info.enabled)
        throw fail.field(`lines.${i}.skuId`, 'inventory.skuDisabled', { sku: `${info.code ?? ''} ${info.name ?? ''}`.trim() });
    }
  }
  await pp.markUsed(tx, skuIds);
}
