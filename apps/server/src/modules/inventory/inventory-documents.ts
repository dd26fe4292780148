// The inventory document types as definitions of the document engine: warehouse transfer
// (调拨单), profit and loss (报损报溢单), cost adjustment (成本调整单) and the system's own
// cost adjustment (系统成本调整单).
import {
  breakageLine,
  breakageSaveBody,
  costAdjustLine,
  costAdjustSaveBody,
  DOCUMENT_SCREENS,
  type DocumentType,
  type Language,
  transferLine,
  transferSaveBody,
} from '@quire/contracts';
import { z } from 'zod';
import { createAndPost, recordLineCosts } from '../../documents/document.service';
import {
  type Actor,
  type DocumentDefinition,
  type DocumentHooks,
  goodsLines,
  screenPermissions,
} from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Tx } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { Dec, text } from '../../platform/money';
import { productPort, warehousePort } from './inventory.ports';
import { revaluationsOf, revalueCosts, skusWithCost } from './stock-cost.service';
import { assertStockMasterData, ledgerDocument, stockHooks, warehouseMoves } from './stock-hooks';
import { transferRequestPort } from './transfer-request.port';

const qty = (v: string) => new Dec(v);

/**
 * The list export's warehouse columns: each header field holding a warehouse id (as the web
 * list shows it) becomes a column of the warehouse's name, one query per batch.
 */
function warehouseExport(
  columns: { field: string; key: string; header: Record<Language, string> }[],
): Pick<DocumentDefinition, 'exportColumns' | 'exportFields'> {
  return {
    exportColumns: columns.map((c) => ({ key: c.key, header: c.header, width: 18 })),
    exportFields: async (executor, businessGroupId, headers) => {
      const ids = new Set<number>();
      for (const h of headers) for (const c of columns) if (typeof h[c.field] === 'string') ids.add(Number(h[c.field]));
      const names = await warehousePort().warehouses(executor, businessGroupId, [...ids]);
      return headers.map((h) =>
        Object.fromEntries(columns.map((c) => [c.key, typeof h[c.field] === 'string' ? (names.get(Number(h[c.field]))?.name ?? '') : ''])),
      );
    },
  };
}

const WAREHOUSE_HEADER = { 'zh-CN': '仓库', 'en-US': 'Warehouse', 'id-ID': 'Gudang' };

// ---- warehouse transfer ----------------------------------------------------------------

/**
 * Submit (REVIEW) locks the goods in the transfer-out warehouse; return (DECLINE) releases
 * them; complete (COMPLETE) moves them out and in at the current average cost, the in-move
 * mirroring the out-move's value so the transfer changes no stock value.
 */
export const warehouseTransfer = registerDocumentType({
  type: 'WAREHOUSE_TRANSFER',
  prefix: prefixOf('WAREHOUSE_TRANSFER'),
  body: transferSaveBody,
  header: z.object({
    outWarehouseId: z.string(),
    inWarehouseId: z.string(),
    /** 配货 by transfer: the distribution request(s) its lines fulfil, set by the server from the lines. */
    distributionRequestId: z.string().nullable().optional(),
    distributionRequestNo: z.string().nullable().optional(),
  }),
  line: transferLine,
  ...lifecycleOf('WAREHOUSE_TRANSFER'),
  balancedMoves: true,
  amountIsCost: true,
  headerColumns: { warehouseId: 'outWarehouseId', toWarehouseId: 'inWarehouseId' },
  ...warehouseExport([
    { field: 'warehouseId', key: 'outWarehouse', header: { 'zh-CN': '调出仓库', 'en-US': 'From warehouse', 'id-ID': 'Gudang asal' } },
    { field: 'toWarehouseId', key: 'inWarehouse', header: { 'zh-CN': '调入仓库', 'en-US': 'To warehouse', 'id-ID': 'Gudang tujuan' } },
  ]),
  validate: async (tx, draft, { actor }) => {
    await assertStockMasterData(
      tx,
      actor,
      [
        { field: 'outWarehouseId', id: draft.warehouseId },
        { field: 'inWarehouseId', id: draft.toWarehouseId },
      ],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    // 配货 by transfer: lines naming distribution request lines addressed to the group.
    await transferRequestPort().assert(tx, actor, draft);
  },
  hooks: transferHooks(),
  permissions: screenPermissions(DOCUMENT_SCREENS.WAREHOUSE_TRANSFER),
});

/**
 * The transfer's stock effects, and 配货: posting counts the lines naming distribution request
 * lines as sent (their locks taken before any stock row), a reversal gives it back.
 */
function transferHooks(): DocumentHooks {
  const stock = transferStockHooks();
  return {
    ...stock,
    onComplete: async (tx, doc, ctx) => {
      await transferRequestPort().apply(tx, doc, 1);
      await stock.onComplete?.(tx, doc, ctx);
    },
    onReverse: async (tx, original, reversal, ctx) => {
      await transferRequestPort().apply(tx, original, -1);
      await stock.onReverse?.(tx, original, reversal, ctx);
    },
  };
}

function transferStockHooks(): DocumentHooks {
  return stockHooks({
    locks: (doc) =>
      goodsLines(doc.lines).map((l) => ({ lineId: l.id, warehouseId: doc.warehouseId as number, skuId: l.skuId, qty: qty(l.qty) })),
    moves: (doc) =>
      goodsLines(doc.lines).flatMap((l, i) => [
        {
          lineId: l.id,
          warehouseId: doc.warehouseId as number,
          skuId: l.skuId,
          qty: qty(l.qty).negated(),
          cost: { kind: 'CURRENT' as const },
        },
        {
          lineId: l.id,
          warehouseId: doc.toWarehouseId as number,
          skuId: l.skuId,
          qty: qty(l.qty),
          cost: { kind: 'MIRROR' as const, of: 2 * i },
        },
      ]),
    lineCosts: (_doc, posted) =>
      posted.filter((p) => p.qty.lt(0)).map((p) => ({ lineId: p.lineId as number, unitCost: p.unitCost, amount: p.amount.negated() })),
  });
}

// ---- profit and loss -------------------------------------------------------------------

/**
 * A line with qty > 0 is a gain (报溢: in at the current average, or the SKU's purchase price
 * when it has no cost yet); qty < 0 a loss (报损: out at the current average, locked when
 * the sheet is reviewed).
 */
export const stockBreakage = registerDocumentType({
  type: 'STOCK_BREAKAGE',
  prefix: prefixOf('STOCK_BREAKAGE'),
  body: breakageSaveBody,
  header: z.object({ warehouseId: z.string(), reason: z.string().nullable().optional() }),
  line: breakageLine,
  ...lifecycleOf('STOCK_BREAKAGE'),
  amountIsCost: true,
  ...warehouseExport([{ field: 'warehouseId', key: 'warehouse', header: WAREHOUSE_HEADER }]),
  validate: (tx, draft, { actor }) =>
    assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    ),
  hooks: stockHooks({
    locks: (doc) =>
      goodsLines(doc.lines)
        .filter((l) => qty(l.qty).lt(0))
        .map((l) => ({ lineId: l.id, warehouseId: doc.warehouseId as number, skuId: l.skuId, qty: qty(l.qty).negated() })),
    moves: (doc) => warehouseMoves(doc, (l) => ({ qty: qty(l.qty), cost: { kind: 'CURRENT' } })),
  }),
  permissions: screenPermissions(DOCUMENT_SCREENS.STOCK_BREAKAGE),
});

// ---- cost adjustment -------------------------------------------------------------------

/**
 * Sets the moving-average unit cost of SKUs in the business group: the stock value becomes
 * quantity × new cost. Only SKUs that have a cost record (that have moved in the group)
 * qualify (spec §5). A posted line shows the quantity revalued, the old cost (costPrice), the
 * new one (unitCost) and the change of value (costAmount). A reversal restores the old cost.
 */
function costAdjustHooks(): DocumentHooks {
  return {
    onComplete: async (tx, doc, ctx) => {
      const results = await revalueCosts(
        tx,
        ledgerDocument(doc),
        goodsLines(doc.lines).map((l) => ({ lineId: l.id, skuId: l.skuId, unitCost: new Dec(l.unitCost ?? 0) })),
        ctx.config,
      );
      await recordLineCosts(
        tx,
        doc.id,
        results.map((r) => ({
          lineId: r.lineId as number,
          unitCost: text(r.unitCostAfter),
          amount: text(r.amount),
          qty: text(r.qtyAt),
          extra: { costPrice: text(r.unitCostBefore, 6) },
        })),
      );
    },
    onReverse: async (tx, original, reversal, ctx) => {
      const lineOf = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
      const before = await revaluationsOf(tx, original.id);
      const results = await revalueCosts(
        tx,
        ledgerDocument(reversal),
        before.map((b) => ({
          lineId: b.lineId === null ? null : (lineOf.get(b.lineId) ?? null),
          skuId: b.skuId,
          unitCost: b.unitCostBefore,
        })),
        ctx.config,
      );
      await recordLineCosts(
        tx,
        reversal.id,
        results.flatMap((r) =>
          r.lineId === null
            ? []
            : [
                {
                  lineId: r.lineId,
                  unitCost: text(r.unitCostAfter),
                  amount: text(r.amount),
                  qty: text(r.qtyAt),
                  extra: { costPrice: text(r.unitCostBefore, 6) },
                },
              ],
        ),
      );
    },
  };
}

async function assertSkusHaveCost(tx: Parameters<NonNullable<DocumentDefinition['validate']>>[0], actor: Actor, skuIds: number[]) {
  await assertStockMasterData(tx, actor, [], skuIds);
  const withCost = await skusWithCost(tx, actor.businessGroupId, skuIds);
  const i = skuIds.findIndex((s) => !withCost.has(s));
  if (i >= 0) {
    const sku = (await productPort().skus(tx, [skuIds[i]])).get(skuIds[i]);
    throw fail.field(`lines.${i}.skuId`, 'inventory.noCostRecord', {
      sku: sku ? `${sku.code ?? ''} ${sku.name ?? ''}`.trim() : `#${skuIds[i]}`,
    });
  }
}

function costAdjustDefinition(
  type: Extract<DocumentType, 'COST_ADJUST' | 'SYSTEM_COST_ADJUST'>,
  permissions: DocumentDefinition['permissions'],
): DocumentDefinition {
  return {
    type,
    prefix: prefixOf(type),
    body: costAdjustSaveBody,
    header: z.object({}),
    line: costAdjustLine,
    ...lifecycleOf(type),
    amountIsCost: true,
    validate: (tx, draft, { actor }) =>
      assertSkusHaveCost(
        tx,
        actor,
        goodsLines(draft.lines).map((l) => l.skuId),
      ),
    hooks: costAdjustHooks(),
    permissions,
  };
}

export const costAdjust = registerDocumentType(costAdjustDefinition('COST_ADJUST', screenPermissions(DOCUMENT_SCREENS.COST_ADJUST)));

/**
 * Cost adjustments the system makes itself (a later module correcting a posted cost): created
 * and posted in one go by `postSystemCostAdjust`; users read them (and may reverse them)
 * under the cost-adjustment screen.
 */
export const systemCostAdjust = registerDocumentType(
  costAdjustDefinition('SYSTEM_COST_ADJUST', {
    menu: DOCUMENT_SCREENS.COST_ADJUST.menu,
    reverse: screenPermissions(DOCUMENT_SCREENS.COST_ADJUST).reverse,
  }),
);

export function postSystemCostAdjust(
  tx: Tx,
  actor: Actor,
  input: { billDate: string; remark?: string | null; lines: { skuId: number; unitCost: string; remark?: string | null }[] },
) {
  return createAndPost(tx, actor, systemCostAdjust, {
    billDate: input.billDate,
    remark: input.remark ?? null,
    lines: input.lines.map((l) => ({ skuId: l.skuId, unitCost: l.unitCost, remark: l.remark ?? null })),
  });
}
