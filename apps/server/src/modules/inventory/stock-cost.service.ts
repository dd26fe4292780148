// Cost adjustment of the moving average: revaluing SKUs without moving stock.
import { sql } from 'drizzle-orm';
import type { DocumentConfig } from '../../documents/config.port';
import type { Executor } from '../../platform/db/client';
import { idArray, preparedRows, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { productPort } from './inventory.ports';
import { type CostState, revalue } from './moving-average';
import type { LedgerDocument } from './stock-ledger.service';
import { costUpdate, lockRows, revaluationInsert } from './stock-rows';

// ---- cost ------------------------------------------------------------------------------

/** SKUs among these that have a cost record in the group (have ever moved there). */
export async function skusWithCost(tx: Executor, businessGroupId: number, skuIds: number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const found = await rows<{ sku_id: number }>(
    tx,
    sql`select sku_id from sku_cost where business_group_id = ${businessGroupId} and sku_id = any(${idArray(skuIds)})`,
  );
  return new Set(found.map((r) => Number(r.sku_id)));
}

export type RevaluationResult = { lineId: number | null; skuId: number; qtyAt: Dec; unitCostBefore: Dec; unitCostAfter: Dec; amount: Dec };

/**
 * Sets SKUs' unit cost (a cost adjustment): value becomes quantity × new cost, the change is
 * recorded as an ADJUST revaluation. Refused for an SKU without a cost record.
 */
export async function revalueCosts(
  tx: Executor,
  doc: LedgerDocument,
  items: { lineId: number | null; skuId: number; unitCost: Dec }[],
  config: DocumentConfig,
): Promise<RevaluationResult[]> {
  if (items.length === 0) return [];
  const g = doc.businessGroupId;
  const { costs } = await lockRows(
    tx,
    g,
    [],
    items.map((i) => i.skuId),
    null,
  );
  const missing = items.find((i) => !costs.has(i.skuId));
  if (missing) {
    const sku = (await productPort().skus(tx, [missing.skuId])).get(missing.skuId);
    throw fail.rule('inventory.noCostRecord', { sku: sku ? `${sku.code ?? ''} ${sku.name ?? ''}`.trim() : `#${missing.skuId}` });
  }
  const touched = new Map<number, CostState>();
  const results: RevaluationResult[] = [];
  for (const i of items) {
    const before = costs.get(i.skuId) as CostState;
    const r = revalue(before, i.unitCost, config);
    costs.set(i.skuId, r.state);
    touched.set(i.skuId, r.state);
    results.push({
      lineId: i.lineId,
      skuId: i.skuId,
      qtyAt: before.qty,
      unitCostBefore: before.unitCost,
      unitCostAfter: r.state.unitCost,
      amount: r.delta,
    });
  }
  await preparedRows(
    tx,
    sql`
    with c as (${costUpdate(g, touched)})
    ${revaluationInsert(
      doc,
      'ADJUST',
      results.map((r) => ({
        skuId: r.skuId,
        lineId: r.lineId,
        qtyAt: r.qtyAt,
        before: r.unitCostBefore,
        after: r.unitCostAfter,
        amount: r.amount,
      })),
    )}`,
  );
  return results;
}

/** The ADJUST revaluations a document posted, in order (to reverse a cost adjustment). */
export async function revaluationsOf(
  tx: Executor,
  documentId: number,
): Promise<{ lineId: number | null; skuId: number; unitCostBefore: Dec }[]> {
  const found = await rows<{ document_line_id: number | null; sku_id: number; unit_cost_before: string }>(
    tx,
    sql`select document_line_id, sku_id, unit_cost_before::text as unit_cost_before from cost_revaluation
        where document_id = ${documentId} and kind = 'ADJUST' order by id`,
  );
  return found.map((r) => ({
    lineId: r.document_line_id === null ? null : Number(r.document_line_id),
    skuId: Number(r.sku_id),
    unitCostBefore: new Dec(r.unit_cost_before),
  }));
}

/** Of these warehouse ids, those with a stock balance row (stock has moved or been locked there). */
