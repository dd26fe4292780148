// The stock ledger: append-only moves, balances per (warehouse, SKU) changed with them in the
// same transaction, stock locks of reviewed documents, and the moving-average cost.
//
// Locking: balance rows are created if missing (INSERT … ON CONFLICT DO NOTHING, in key
// order), then locked with one SELECT … ORDER BY warehouse_id, sku_id FOR UPDATE; cost rows
// likewise by sku_id, always after the balances. Every posting takes its locks in that one
// global order, so multi-line postings cannot deadlock, and a second posting of the same
// goods waits and then sees the first one's result.
import type { DocumentType } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
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
  byKey,
  costUpdate,
  ensureRows,
  type Key,
  keyOf,
  type Locked,
  lockRows,
  type Peek,
  type PeekQuery,
  peekRows,
  prefetchedPeek,
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
 * the goods of its scope in its warehouse). `probe` is read with the posting's first read of
 * its rows (one statement for both): null when nothing may refuse goods of these warehouses,
 * the common case; otherwise `refuse` is called with its value and throws to refuse.
 */
export type StockGuard = {
  probe: (businessGroupId: number, warehouseIds: number[]) => SQL;
  refuse: (tx: Executor, doc: LedgerDocument, items: readonly { warehouseId: number; skuId: number }[], probed: string) => Promise<void>;
};
const STOCK_GUARDS: StockGuard[] = [];

export function registerStockGuard(guard: StockGuard): void {
  if (!STOCK_GUARDS.includes(guard)) STOCK_GUARDS.push(guard);
}

/** The guards' probes of these items' warehouses, for peekRows. */
const probesOf = (g: number, items: readonly { warehouseId: number }[]) => {
  const warehouses = [...new Set(items.map((i) => i.warehouseId))].sort((a, b) => a - b);
  return STOCK_GUARDS.map((guard) => guard.probe(g, warehouses));
};

async function passGuards(
  tx: Executor,
  doc: LedgerDocument,
  items: readonly { warehouseId: number; skuId: number }[],
  probed: (string | null)[],
) {
  for (const [i, guard] of STOCK_GUARDS.entries()) {
    const found = probed[i];
    if (found !== null && found !== undefined) await guard.refuse(tx, doc, items, found);
  }
}

// ---- posting ---------------------------------------------------------------------------

/**
 * What postMoves first reads of these moves' rows (no lock): run by it, or beforehand inside
 * the document's transition statement (the stock hooks' prefetch), whose rows it is then given.
 */
export function postingPeek(doc: LedgerDocument, moves: readonly MoveInput[], consumeLocks: boolean): PeekQuery {
  const g = doc.businessGroupId;
  return {
    businessGroupId: g,
    keys: [...moves],
    skus: moves.map((m) => m.skuId),
    documentId: consumeLocks ? doc.documentId : null,
    probes: probesOf(g, moves),
  };
}

/**
 * The shortages moves would leave, from balances as read before the moves (a missing row is
 * zero): per (warehouse, SKU) an outbound move touches, on hand − locked (plus the document's
 * own locks, which its moves take; on hand alone with `takeLocked`) + the net of the moves.
 */
function shortagesOf(
  moves: readonly (Key & { qty: Dec })[],
  balances: Map<string, Balance>,
  mine: Map<string, Dec>,
  takeLocked: boolean,
): Shortage[] {
  const net = new Map<string, { key: Key; qty: Dec; out: boolean }>();
  for (const m of moves) {
    const k = keyOf(m);
    const n = net.get(k) ?? { key: m, qty: new Dec(0), out: false };
    n.qty = n.qty.plus(m.qty);
    n.out ||= m.qty.lt(0);
    net.set(k, n);
  }
  const shortages: Shortage[] = [];
  for (const [k, n] of net) {
    if (!n.out) continue;
    const b = balances.get(k);
    const onHand = b?.onHand ?? new Dec(0);
    const before = takeLocked ? onHand : onHand.minus((b?.locked ?? new Dec(0)).minus(mine.get(k) ?? 0));
    const after = before.plus(n.qty);
    if (after.lt(0)) shortages.push({ warehouseId: n.key.warehouseId, skuId: n.key.skuId, shortfall: after.negated(), available: before });
  }
  return shortages;
}

/**
 * Posts moves: balances and costs locked in order, costs resolved in the given order,
 * negative stock refused unless the configuration allows it, then one statement writes the
 * moves, the balances, the costs and any variance. `consumeLocks`: the document's own stock
 * locks (taken at review) are released as its moves take the stock.
 *
 * The rows are first read without a lock (`peekRows`): a shortage that read shows is refused
 * at once. A posting of issues at the current average (`deltaPost`) is then written by one
 * statement that locks its rows and applies its changes as deltas, when they still hold on the
 * rows as locked: the balance rows stay locked for that statement and the commit alone.
 * Otherwise (or when they no longer hold) the moves are costed on the rows as locked.
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
    /** The value of `peekPrefetch(postingPeek(…))` read with the transition: rows it read are not read again. */
    prefetched?: unknown;
  },
): Promise<PostedMove[]> {
  if (moves.length === 0) return [];
  const g = doc.businessGroupId;
  const { config } = options;
  const takeLocked = options.takeLocked ?? false;
  const skus = moves.map((m) => m.skuId);
  const own = options.consumeLocks ? doc.documentId : null;
  // A plain read first, which no posting in flight holds up: a shortage it already shows is
  // refused before any lock is taken (the last units gone, the rest of a rush is answered at
  // once instead of queueing for the balance row), and only missing rows are created. The
  // guards' probes come with it; a guard's refusal comes before a shortage's.
  const query = postingPeek(doc, moves, options.consumeLocks ?? false);
  const peek = prefetchedPeek(query, options.prefetched) ?? (await peekRows(tx, query));
  await passGuards(tx, doc, moves, peek.probed);
  if (!config.ifNegativeInventory) {
    const early = shortagesOf(moves, peek.balances, peek.mine, takeLocked);
    if (early.length > 0) await refuseShortage(tx, g, early);
  }

  let locked: Locked | undefined;
  const delta = deltaPlan(moves, peek, config);
  if (delta) {
    const outcome = await deltaPost(tx, doc, delta, { config, takeLocked, mine: peek.mine, alsoWrite: options.alsoWrite });
    if (outcome.posted) return outcome.posted;
    locked = { ...outcome.locked, mine: peek.mine };
  }

  const created =
    !locked && peek.missingKeys.length + peek.missingSkus.length > 0 ? await ensureRows(tx, g, peek.missingKeys, peek.missingSkus) : [];
  const { balances, costs, mine } = locked ?? (await lockRows(tx, g, moves, skus, own));
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

  const { posted, touchedCosts, variances } = costMoves(moves, balances, costs, config);

  if (!config.ifNegativeInventory) {
    const shortages: Shortage[] = [];
    for (const k of new Set(posted.filter((p) => p.qty.lt(0)).map(keyOf))) {
      const b = balances.get(k) as Balance;
      const available = takeLocked ? b.onHand : b.onHand.minus(b.locked);
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
 * Costs moves in the given order on these balances and cost states (changed in place): each
 * move's unit cost and value, the costs it touched, the variances written off.
 */
function costMoves(
  moves: readonly MoveInput[],
  balances: Map<string, Balance>,
  costs: Map<number, CostState>,
  config: DocumentConfig,
): { posted: PostedMove[]; touchedCosts: Map<number, CostState>; variances: Revaluation[] } {
  const touchedCosts = new Map<number, CostState>();
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
    posted.push({ lineId: m.lineId, warehouseId: m.warehouseId, skuId: m.skuId, qty: m.qty, unitCost, amount, balanceQtyAfter: b.onHand });
  }
  return { posted, touchedCosts, variances };
}

/** A posting that can be written as deltas: its moves costed on the rows as read, per key and SKU the net change. */
type DeltaPlan = {
  posted: PostedMove[];
  keys: { id: number; warehouseId: number; skuId: number; qty: Dec }[];
  costs: { skuId: number; unitCost: Dec; qty: Dec; amount: Dec }[];
};

/**
 * Whether the moves can be written as deltas on whatever the rows hold by then: only issues
 * at the current average (they take value at the unit cost and never change it), on rows that
 * exist, leaving each SKU with stock and a value ≥ 0 (no variance), the document's own locks
 * all on keys it moves. Then, on any state with the same unit cost where the SKU's quantity
 * stays > 0 and value ≥ 0, the moving average gives the same values and changes: the deltas.
 */
function deltaPlan(moves: readonly MoveInput[], peek: Peek, config: DocumentConfig): DeltaPlan | null {
  if (peek.missingKeys.length > 0 || peek.missingSkus.length > 0) return null;
  if (!moves.every((m) => m.qty.lt(0) && m.cost.kind === 'CURRENT')) return null;
  const keys = new Set(moves.map(keyOf));
  if ([...peek.mine.keys()].some((k) => !keys.has(k))) return null;
  const balances = new Map([...peek.balances].map(([k, b]) => [k, { ...b }]));
  const costs = new Map([...peek.costs].map(([s, c]) => [s, { ...c }]));
  if ([...costs.values()].some((c) => c.unitCost.lt(0))) return null;
  const { posted, touchedCosts, variances } = costMoves(moves, balances, costs, config);
  if (variances.length > 0) return null;
  if ([...touchedCosts.values()].some((c) => !c.qty.gt(0) || c.amount.lt(0))) return null;
  const net = new Map<string, DeltaPlan['keys'][number]>();
  const perSku = new Map<number, DeltaPlan['costs'][number]>();
  for (const p of posted) {
    const b = peek.balances.get(keyOf(p)) as Balance;
    const n = net.get(keyOf(p)) ?? { id: b.id, warehouseId: b.warehouseId, skuId: b.skuId, qty: new Dec(0) };
    n.qty = n.qty.plus(p.qty);
    net.set(keyOf(p), n);
    const c = perSku.get(p.skuId) ?? { skuId: p.skuId, unitCost: p.unitCost, qty: new Dec(0), amount: new Dec(0) };
    c.qty = c.qty.plus(p.qty);
    c.amount = c.amount.plus(p.amount);
    perSku.set(p.skuId, c);
  }
  return { posted, keys: [...net.values()].sort(byKey), costs: [...perSku.values()].sort((a, b) => a.skuId - b.skuId) };
}

/**
 * One statement: locks the balance rows (key order), then the cost rows (SKU order), and, if
 * the deltas still hold on them (unit cost unchanged, quantity stays > 0 and value ≥ 0, the
 * stock suffices as configured), applies them and writes the moves with their running balance,
 * answering those. Otherwise it changes nothing and answers the rows as locked, for the costing
 * on them.
 */
async function deltaPost(
  tx: Executor,
  doc: LedgerDocument,
  plan: DeltaPlan,
  options: {
    config: DocumentConfig;
    takeLocked: boolean;
    mine: Map<string, Dec>;
    alsoWrite?: (posted: PostedMove[]) => CteWrite[];
  },
): Promise<{ posted: PostedMove[]; locked?: never } | { posted?: never; locked: Omit<Locked, 'mine'> }> {
  const g = doc.businessGroupId;
  const ids = plan.keys.map((k) => k.id);
  const skus = plan.costs.map((c) => c.skuId);
  const enough = options.config.ifNegativeInventory
    ? sql`true`
    : options.takeLocked
      ? sql`lb.on_hand + kb.dq >= 0`
      : sql`lb.on_hand + kb.dq - (lb.locked - kb.mine) >= 0`;
  const writes = options.alsoWrite?.(plan.posted) ?? [];
  const found = await preparedRows<{
    kind: 'K' | 'B' | 'C' | 'A';
    n: number | null;
    w: number | null;
    s: number | null;
    x: string | null;
    y: string | null;
    z: string | null;
  }>(
    tx,
    sql`with kb as (select * from ${jsonTable(
      plan.keys.map((k) => ({ id: k.id, dq: text(k.qty), mine: text(options.mine.get(keyOf(k)) ?? 0) })),
      'k',
      'id bigint, dq numeric, mine numeric',
    )}),
    kc as (select * from ${jsonTable(
      plan.costs.map((c) => ({ sku_id: c.skuId, u: text(c.unitCost), dq: text(c.qty), da: text(c.amount) })),
      'c',
      'sku_id bigint, u numeric, dq numeric, da numeric',
    )}),
    v as (select * from ${jsonTable(
      plan.posted.map((p, i) => ({
        n: i,
        line_id: p.lineId,
        w: p.warehouseId,
        s: p.skuId,
        qty: text(p.qty),
        unit_cost: text(p.unitCost),
        amount: text(p.amount),
      })),
      'v',
      'n int, line_id bigint, w bigint, s bigint, qty numeric, unit_cost numeric, amount numeric',
    )}),
    lb as (select s.id, s.warehouse_id, s.sku_id, s.on_hand, s.locked from stock_balance s
           where s.id = any(${idArray(ids)}) order by s.warehouse_id, s.sku_id for update),
    lc as (select s.sku_id, s.qty, s.amount, s.unit_cost from sku_cost s
           where s.business_group_id = ${g} and s.sku_id = any(${idArray(skus)}) order by s.sku_id for update),
    ok as (select (select count(*) from lb join kb on kb.id = lb.id where ${enough}) = ${plan.keys.length}
             and (select count(*) from lc join kc on kc.sku_id = lc.sku_id
                  where lc.unit_cost = kc.u and lc.qty + kc.dq > 0 and lc.amount + kc.da >= 0) = ${plan.costs.length} as ok),
    b as (update stock_balance s set on_hand = s.on_hand + kb.dq, locked = s.locked - kb.mine, updated_at = now()
          from kb where s.id = kb.id and s.id = any(${idArray(ids)}) and (select ok from ok)
          returning s.warehouse_id, s.sku_id, s.on_hand),
    c as (update sku_cost s set qty = s.qty + kc.dq, amount = s.amount + kc.da, updated_at = now()
          from kc where s.business_group_id = ${g} and s.sku_id = kc.sku_id and s.sku_id = any(${idArray(skus)}) and (select ok from ok)),
    ${options.mine.size > 0 ? sql`l as (delete from stock_lock where document_id = ${doc.documentId} and (select ok from ok)),` : sql``}
    ${sql.join(
      writes.map((w) => sql`${sql.raw(w.name)} as (${w.body}),`),
      sql` `,
    )}
    a as (select v.*, b.on_hand - coalesce(sum(v.qty) over (partition by v.w, v.s order by v.n
            rows between 1 following and unbounded following), 0) as balance_qty_after
          from v join b on b.warehouse_id = v.w and b.sku_id = v.s),
    m as (insert into stock_move (business_group_id, document_type, document_id, document_line_id, bill_no, warehouse_id, sku_id,
            qty, unit_cost, amount, balance_qty_after, bill_date)
          select ${g}::bigint, ${doc.documentType}, ${doc.documentId}::bigint, a.line_id, ${doc.billNo}, a.w, a.s,
            a.qty, a.unit_cost, a.amount, a.balance_qty_after, ${doc.billDate}::date
          from a order by a.n)
    select 'K' as kind, null::int as n, null::bigint as w, null::bigint as s, ok::text as x, null::text as y, null::text as z from ok
    union all select 'B', lb.id, lb.warehouse_id, lb.sku_id, lb.on_hand::text, lb.locked::text, null from lb where not (select ok from ok)
    union all select 'C', null, null, lc.sku_id, lc.qty::text, lc.amount::text, lc.unit_cost::text from lc where not (select ok from ok)
    union all select 'A', a.n, null, null, a.balance_qty_after::text, null, null from a`,
  );
  if (found.some((r) => r.kind === 'K' && r.x === 'true')) {
    for (const r of found) if (r.kind === 'A') plan.posted[Number(r.n)].balanceQtyAfter = new Dec(r.x as string);
    return { posted: plan.posted };
  }
  const locked: Omit<Locked, 'mine'> = { balances: new Map(), costs: new Map() };
  for (const r of found) {
    if (r.kind === 'B') {
      const b = {
        id: Number(r.n),
        warehouseId: Number(r.w),
        skuId: Number(r.s),
        onHand: new Dec(r.x as string),
        locked: new Dec(r.y as string),
      };
      locked.balances.set(keyOf(b), b);
    } else if (r.kind === 'C') {
      locked.costs.set(Number(r.s), { qty: new Dec(r.x as string), amount: new Dec(r.y as string), unitCost: new Dec(r.z as string) });
    }
  }
  return { locked };
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

/** What lockStock first reads of these items' rows (no lock): on its own, or with the transition (see postingPeek). */
export function lockingPeek(doc: LedgerDocument, items: readonly LockItem[]): PeekQuery {
  const wanted = items.filter((i) => i.qty.gt(0));
  const g = doc.businessGroupId;
  return { businessGroupId: g, keys: wanted, skus: [], documentId: null, probes: probesOf(g, wanted) };
}

/**
 * Locks stock for a reviewed document (locked += qty, on hand unchanged). Available stock must
 * suffice unless negative inventory is allowed; with virtual stock, quantities on their way
 * into the warehouse (reviewed inbound documents) count as available for the lock — the move
 * itself still needs the goods on hand.
 */
export async function lockStock(
  tx: Executor,
  doc: LedgerDocument,
  items: LockItem[],
  config: DocumentConfig,
  /** The value of `peekPrefetch(lockingPeek(…))` read with the transition: rows it read are not read again. */
  prefetched?: unknown,
): Promise<void> {
  const wanted = items.filter((i) => i.qty.gt(0));
  if (wanted.length === 0) return;
  const g = doc.businessGroupId;
  // As a posting: a plain read first (with the guards' probes); a shortage it shows (virtual stock aside) is refused before any lock.
  const query = lockingPeek(doc, wanted);
  const peek = prefetchedPeek(query, prefetched) ?? (await peekRows(tx, query));
  await passGuards(tx, doc, wanted, peek.probed);
  if (!config.ifNegativeInventory && !config.ifVirtualStock) {
    const early = shortagesOf(
      wanted.map((i) => ({ ...i, qty: i.qty.negated() })),
      peek.balances,
      peek.mine,
      false,
    );
    if (early.length > 0) await refuseShortage(tx, g, early);
  }
  if (peek.missingKeys.length > 0) await ensureRows(tx, g, peek.missingKeys, []);
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
