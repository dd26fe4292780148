// The stock ledger: append-only moves, balances per (warehouse, SKU) changed with them in the
// same transaction, stock locks of reviewed documents, and the moving-average cost.
//
// Locking: balance rows are created if missing (INSERT … ON CONFLICT DO NOTHING, in key
// order), then locked with one SELECT … ORDER BY warehouse_id, sku_id FOR UPDATE; cost rows
// likewise by sku_id, always after the balances. Every posting takes its locks in that one
// global order, so multi-line postings cannot deadlock, and a second posting of the same
// goods waits and then sees the first one's result.
import type { DocumentType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { DocumentConfig } from '../../documents/config.port';
import { openInboundQty } from '../../documents/document-query';
import type { Executor } from '../../platform/db/client';
import { type CteWrite, idArray, jsonTable, preparedRows, rows } from '../../platform/db/sql-util';
import { Dec, roundUnitCost, text } from '../../platform/money';
import { productPort } from './inventory.ports';
import { applyMove, type CostState, moveAmount } from './moving-average';
/** The document a posting belongs to, as the ledger records it. */
import type { LedgerDocument } from './stock-rows';
import {
  type Balance,
  balanceUpdate,
  costUpdate,
  ensureRows,
  keyOf,
  lockRows,
  type Revaluation,
  refuseShortage,
  revaluationInsert,
  type Shortage,
} from './stock-rows';

export type { LedgerDocument };

/** Where a move's cost comes from. */
export type MoveCost =
  /** The SKU's current average (an issue; a receipt without a price, e.g. a stock gain). */
  | { kind: 'CURRENT' }
  /** Its own unit price (a purchase receipt). */
  | { kind: 'OWN'; unitCost: Dec }
  /** A given cost and value (a reversal or a linked return undoing its source). */
  | { kind: 'FIXED'; unitCost: Dec; amount: Dec }
  /** The other side of an earlier move of the same posting (the in-side of a transfer). */
  | { kind: 'MIRROR'; of: number }
  /**
   * Computed from the moves posted before it in the same posting and the current averages (as
   * locked, before this move): the product of an assembly carries the value its components left
   * with, the components of a disassembly share the product's value.
   */
  | { kind: 'COMPUTED'; compute: (posted: readonly PostedMove[], averageOf: (skuId: number) => Dec) => { unitCost: Dec; amount: Dec } };

export type MoveInput = { lineId: number | null; warehouseId: number; skuId: number; qty: Dec; cost: MoveCost };
export type PostedMove = {
  lineId: number | null;
  warehouseId: number;
  skuId: number;
  qty: Dec;
  unitCost: Dec;
  amount: Dec;
  balanceQtyAfter: Dec;
};
export type LockItem = { lineId: number | null; warehouseId: number; skuId: number; qty: Dec };

/**
 * A check every posting and every stock lock passes before it touches stock: a module that
 * must refuse stock documents for a while registers one (a frozen stocktaking task refuses
 * the goods of its scope in its warehouse). It throws to refuse.
 */
export type StockGuard = (tx: Executor, doc: LedgerDocument, items: readonly { warehouseId: number; skuId: number }[]) => Promise<void>;
const STOCK_GUARDS: StockGuard[] = [];

export function registerStockGuard(guard: StockGuard): void {
  if (!STOCK_GUARDS.includes(guard)) STOCK_GUARDS.push(guard);
}

async function passGuards(tx: Executor, doc: LedgerDocument, items: readonly { warehouseId: number; skuId: number }[]) {
  for (const guard of STOCK_GUARDS) await guard(tx, doc, items);
}

// ---- posting ---------------------------------------------------------------------------

/**
 * Posts moves: balances and costs locked in order, costs resolved in the given order,
 * negative stock refused unless the configuration allows it, then one statement writes the
 * moves, the balances, the costs and any variance. `consumeLocks`: the document's own stock
 * locks (taken at review) are released as its moves take the stock.
 */
export async function postMoves(
  tx: Executor,
  doc: LedgerDocument,
  moves: MoveInput[],
  options: {
    config: DocumentConfig;
    consumeLocks?: boolean;
    /**
     * Stock locked by other documents' reviews may be taken (库存优先级 RETAIL_FIRST for a retail
     * sale): the outbound check is against on hand, not on hand − locked, so the locks stay and
     * the locking document finds the shortfall when it posts.
     */
    takeLocked?: boolean;
    /** More writes of the posting (the lines' costs), run in the same statement as the moves. */
    alsoWrite?: (posted: PostedMove[]) => CteWrite[];
  },
): Promise<PostedMove[]> {
  if (moves.length === 0) return [];
  await passGuards(tx, doc, moves);
  const g = doc.businessGroupId;
  const { config } = options;
  const skus = moves.map((m) => m.skuId);
  const created = await ensureRows(tx, g, moves, skus);
  const { balances, costs, mine } = await lockRows(tx, g, moves, skus, options.consumeLocks ? doc.documentId : null);
  if (created.length > 0) {
    const info = await productPort().skus(tx, created);
    for (const s of created) {
      const c = costs.get(s) as CostState;
      if (c.qty.isZero() && c.amount.isZero()) c.unitCost = roundUnitCost(info.get(s)?.purchasePrice ?? 0);
    }
  }
  for (const [k, qty] of mine) {
    const b = balances.get(k);
    if (b) b.locked = b.locked.minus(qty);
  }

  const touchedCosts = new Map<number, CostState>();
  const outbound = new Set<string>();
  const variances: Revaluation[] = [];
  const posted: PostedMove[] = [];
  for (const m of moves) {
    const k = keyOf(m);
    const b = balances.get(k) as Balance;
    const c = costs.get(m.skuId) as CostState;
    let unitCost: Dec;
    let amount: Dec;
    switch (m.cost.kind) {
      case 'CURRENT':
        unitCost = c.unitCost;
        amount = moveAmount(m.qty, unitCost, config);
        break;
      case 'OWN':
        unitCost = roundUnitCost(m.cost.unitCost);
        amount = moveAmount(m.qty, unitCost, config);
        break;
      case 'FIXED':
        unitCost = m.cost.unitCost;
        amount = m.cost.amount;
        break;
      case 'MIRROR': {
        const source = posted[m.cost.of];
        unitCost = source.unitCost;
        amount = source.amount.negated();
        break;
      }
      case 'COMPUTED': {
        const computed = m.cost.compute(posted, (skuId) => (costs.get(skuId) as CostState).unitCost);
        unitCost = computed.unitCost;
        amount = computed.amount;
        break;
      }
    }
    const step = applyMove(c, { qty: m.qty, amount, unitCost, revalues: m.qty.gt(0) || m.cost.kind === 'FIXED' }, config);
    if (!step.variance.isZero()) {
      variances.push({
        skuId: m.skuId,
        lineId: m.lineId,
        qtyAt: step.state.qty,
        before: c.unitCost,
        after: step.state.unitCost,
        amount: step.variance,
      });
    }
    costs.set(m.skuId, step.state);
    touchedCosts.set(m.skuId, step.state);
    b.onHand = b.onHand.plus(m.qty);
    if (m.qty.lt(0)) outbound.add(k);
    posted.push({ lineId: m.lineId, warehouseId: m.warehouseId, skuId: m.skuId, qty: m.qty, unitCost, amount, balanceQtyAfter: b.onHand });
  }

  if (!config.ifNegativeInventory) {
    const shortages: Shortage[] = [];
    for (const k of outbound) {
      const b = balances.get(k) as Balance;
      const available = options.takeLocked ? b.onHand : b.onHand.minus(b.locked);
      if (available.lt(0)) {
        const moved = posted.filter((p) => keyOf(p) === k).reduce((s, p) => s.plus(p.qty), new Dec(0));
        shortages.push({ warehouseId: b.warehouseId, skuId: b.skuId, shortfall: available.negated(), available: available.minus(moved) });
      }
    }
    if (shortages.length > 0) await refuseShortage(tx, g, shortages);
  }

  const writes: CteWrite[] = [
    { name: 'b', body: balanceUpdate([...balances.values()]) },
    { name: 'c', body: costUpdate(g, touchedCosts) },
    ...(variances.length > 0 ? [{ name: 'r', body: revaluationInsert(doc, 'VARIANCE', variances) }] : []),
    ...(mine.size > 0 ? [{ name: 'l', body: sql`delete from stock_lock where document_id = ${doc.documentId}` }] : []),
    ...(options.alsoWrite?.(posted) ?? []),
  ];
  await preparedRows(
    tx,
    sql`
    with ${sql.join(
      writes.map((w) => sql`${sql.raw(w.name)} as (${w.body})`),
      sql`, `,
    )}
    insert into stock_move (business_group_id, document_type, document_id, document_line_id, bill_no, warehouse_id, sku_id,
      qty, unit_cost, amount, balance_qty_after, bill_date)
    select ${g}::bigint, ${doc.documentType}, ${doc.documentId}::bigint, v.line_id, ${doc.billNo}, v.warehouse_id, v.sku_id,
      v.qty, v.unit_cost, v.amount, v.balance_qty_after, ${doc.billDate}::date
    from ${jsonTable(
      posted.map((p) => ({
        line_id: p.lineId,
        warehouse_id: p.warehouseId,
        sku_id: p.skuId,
        qty: text(p.qty),
        unit_cost: text(p.unitCost),
        amount: text(p.amount),
        balance_qty_after: text(p.balanceQtyAfter),
      })),
      'v',
      'line_id bigint, warehouse_id bigint, sku_id bigint, qty numeric, unit_cost numeric, amount numeric, balance_qty_after numeric',
    )}`,
  );
  return posted;
}

/**
 * Posts the reversal of a document's moves (红冲): each move negated at its own cost and
 * value, on the reversal's lines (`lineMap`: original line id → reversal line id).
 */
export async function reverseMoves(
  tx: Executor,
  reversal: LedgerDocument,
  originalDocumentId: number,
  lineMap: Map<number, number>,
  config: DocumentConfig,
): Promise<PostedMove[]> {
  const original = await rows<{
    document_line_id: number | null;
    warehouse_id: number;
    sku_id: number;
    qty: string;
    unit_cost: string;
    amount: string;
  }>(
    tx,
    sql`select document_line_id, warehouse_id, sku_id, qty::text as qty, unit_cost::text as unit_cost, amount::text as amount
        from stock_move where document_id = ${originalDocumentId} order by id`,
  );
  const moves: MoveInput[] = original.map((m) => ({
    lineId: m.document_line_id === null ? null : (lineMap.get(Number(m.document_line_id)) ?? null),
    warehouseId: Number(m.warehouse_id),
    skuId: Number(m.sku_id),
    qty: new Dec(m.qty).negated(),
    cost: { kind: 'FIXED', unitCost: new Dec(m.unit_cost), amount: new Dec(m.amount).negated() },
  }));
  return postMoves(tx, reversal, moves, { config });
}

// ---- locks -----------------------------------------------------------------------------

/**
 * Locks stock for a reviewed document (locked += qty, on hand unchanged). Available stock must
 * suffice unless negative inventory is allowed; with virtual stock, quantities on their way
 * into the warehouse (reviewed inbound documents) count as available for the lock — the move
 * itself still needs the goods on hand.
 */
export async function lockStock(tx: Executor, doc: LedgerDocument, items: LockItem[], config: DocumentConfig): Promise<void> {
  const wanted = items.filter((i) => i.qty.gt(0));
  if (wanted.length === 0) return;
  await passGuards(tx, doc, wanted);
  const g = doc.businessGroupId;
  await ensureRows(tx, g, wanted, []);
  const { balances } = await lockRows(tx, g, wanted, [], null);
  const need = new Map<string, Dec>();
  for (const i of wanted) need.set(keyOf(i), (need.get(keyOf(i)) ?? new Dec(0)).plus(i.qty));

  if (!config.ifNegativeInventory) {
    let short = [...need].filter(([k, q]) => {
      const b = balances.get(k) as Balance;
      return b.onHand.minus(b.locked).minus(q).lt(0);
    });
    if (short.length > 0 && config.ifVirtualStock) {
      const keys = short.map(([k]) => balances.get(k) as Balance);
      const incoming = await openInboundQty(tx, g, inTransitTypes(), keys);
      short = short.filter(([k, q]) => {
        const b = balances.get(k) as Balance;
        return b.onHand
          .minus(b.locked)
          .plus(incoming.get(k) ?? 0)
          .minus(q)
          .lt(0);
      });
    }
    if (short.length > 0) {
      await refuseShortage(
        tx,
        g,
        short.map(([k, q]) => {
          const b = balances.get(k) as Balance;
          const available = b.onHand.minus(b.locked);
          return { warehouseId: b.warehouseId, skuId: b.skuId, available, shortfall: q.minus(available) };
        }),
      );
    }
  }
  for (const [k, q] of need) {
    const b = balances.get(k) as Balance;
    b.locked = b.locked.plus(q);
  }
  await preparedRows(
    tx,
    sql`
    with b as (${balanceUpdate([...balances.values()])})
    insert into stock_lock (business_group_id, document_id, document_line_id, warehouse_id, sku_id, qty)
    select ${g}::bigint, ${doc.documentId}::bigint, v.line_id, v.warehouse_id, v.sku_id, v.qty
    from ${jsonTable(
      wanted.map((i) => ({ line_id: i.lineId, warehouse_id: i.warehouseId, sku_id: i.skuId, qty: text(i.qty) })),
      'v',
      'line_id bigint, warehouse_id bigint, sku_id bigint, qty numeric',
    )}`,
  );
}

/** Releases every stock lock of a document (reverse review, close, discard). */
export async function releaseLocks(tx: Executor, businessGroupId: number, documentId: number): Promise<void> {
  const { balances, mine } = await lockRows(tx, businessGroupId, [], [], documentId);
  if (mine.size === 0) return;
  for (const [k, qty] of mine) {
    const b = balances.get(k) as Balance;
    b.locked = b.locked.minus(qty);
  }
  await preparedRows(
    tx,
    sql`
    with b as (${balanceUpdate([...balances.values()])})
    delete from stock_lock where document_id = ${documentId}`,
  );
}

const IN_TRANSIT_TYPES = new Set<DocumentType>(['WAREHOUSE_TRANSFER']);

/** Document types whose REVIEWED lines count as stock on its way in (virtual stock). */
export function registerInTransitType(type: DocumentType): void {
  IN_TRANSIT_TYPES.add(type);
}
export const inTransitTypes = (): DocumentType[] => [...IN_TRANSIT_TYPES];

export async function warehousesHoldingStock(tx: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ warehouse_id: number }>(
    tx,
    sql`select distinct warehouse_id from stock_balance where warehouse_id = any(${idArray(ids)})`,
  );
  return found.map((r) => Number(r.warehouse_id));
}
