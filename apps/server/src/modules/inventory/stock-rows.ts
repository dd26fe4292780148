// The rows a posting locks and writes: balance and cost rows created if missing and locked in
// one global order, and the SQL pieces of a posting's one write statement.

import type { DocumentType } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { together } from '../../platform/db/sql-helpers';
import { idArray, jsonTable, jsonValue, preparedRows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, text } from '../../platform/money';
import { productPort, warehousePort } from './inventory.ports';
import type { CostState } from './moving-average';

/** The document a ledger change belongs to. */
export type LedgerDocument = {
  businessGroupId: number;
  documentType: DocumentType;
  documentId: number;
  billNo: string;
  billDate: string;
};

export type Key = { warehouseId: number; skuId: number };
export type Balance = Key & { id: number; onHand: Dec; locked: Dec };

export const keyOf = (k: Key) => `${k.warehouseId}:${k.skuId}`;
export const byKey = (a: Key, b: Key) => a.warehouseId - b.warehouseId || a.skuId - b.skuId;

export function uniqueKeys(keys: Key[]): Key[] {
  const seen = new Map<string, Key>();
  for (const k of keys) seen.set(keyOf(k), { warehouseId: k.warehouseId, skuId: k.skuId });
  return [...seen.values()].sort(byKey);
}

/** A document's open locks per (warehouse, SKU), as a CTE body. */
export const locksOf = (documentId: number) =>
  sql`select warehouse_id, sku_id, sum(qty) as qty from stock_lock where document_id = ${documentId} group by warehouse_id, sku_id`;

/**
 * Creates the missing balance rows of these keys and, with `skus`, the missing cost rows, in
 * one statement, each table in key order. Answers the SKUs whose cost row is new (their first
 * cost is then the purchase price).
 */
export async function ensureRows(tx: Executor, businessGroupId: number, keys: Key[], skus: number[]): Promise<number[]> {
  const sorted = uniqueKeys(keys);
  const balances = sql`insert into stock_balance (business_group_id, warehouse_id, sku_id)
    select ${businessGroupId}::bigint, k.w, k.s from ${jsonTable(
      sorted.map((k) => ({ w: k.warehouseId, s: k.skuId })),
      'k',
      'w bigint, s bigint',
    )} order by k.w, k.s
    on conflict (business_group_id, warehouse_id, sku_id) do nothing`;
  if (skus.length === 0) {
    if (sorted.length > 0) await preparedRows(tx, balances);
    return [];
  }
  const costs = sql`insert into sku_cost (business_group_id, sku_id)
    select ${businessGroupId}::bigint, s from unnest(${idArray([...new Set(skus)].sort((a, b) => a - b))}) as s order by s
    on conflict (business_group_id, sku_id) do nothing returning sku_id`;
  const created = await preparedRows<{ sku_id: number }>(tx, sorted.length > 0 ? sql`with b as (${balances}) ${costs}` : costs);
  return created.map((r) => Number(r.sku_id));
}

/** Balance rows `s` of these (sorted, unique) keys, as a condition. */
function keysMatch(sorted: Key[]): SQL {
  // The = any() conditions let the planner use the (group, warehouse, SKU) index.
  return sql`(s.warehouse_id = any(${idArray([...new Set(sorted.map((k) => k.warehouseId))])})
               and s.sku_id = any(${idArray([...new Set(sorted.map((k) => k.skuId))])})
               and (s.warehouse_id, s.sku_id) in (select k.w, k.s from ${jsonTable(
                 sorted.map((k) => ({ w: k.warehouseId, s: k.skuId })),
                 'k',
                 'w bigint, s bigint',
               )}))`;
}

/** What a plain read (no lock, no wait) found of a posting's rows: see `peekRows`. */
export type Peek = {
  /** The balance rows that exist, as of the read (committed, or this transaction's own). */
  balances: Map<string, Balance>;
  /** The cost rows that exist, as of the read. */
  costs: Map<number, CostState>;
  /** The document's own open locks per key (with `documentId`). */
  mine: Map<string, Dec>;
  /** Keys without a balance row, SKUs without a cost row: for `ensureRows`. */
  missingKeys: Key[];
  missingSkus: number[];
  /** The value of each probe read with the rows (stock guards), as text or null. */
  probed: (string | null)[];
};

/** A row of the peek: a balance (B), a cost (C), one of the document's locks (M) or a probe's value (G). */
export type PeekRow = {
  kind: 'B' | 'C' | 'M' | 'G';
  id: number | null;
  w: number | null;
  s: number;
  x: string | null;
  y: string | null;
  z: string | null;
};

/** What a peek asks: the keys and SKUs of a posting, the document whose own locks count, the guards' probes. */
export type PeekQuery = { businessGroupId: number; keys: Key[]; skus: number[]; documentId: number | null; probes: SQL[] };

/**
 * The peek as one select: without locking or waiting, the balance rows of these keys, the
 * cost rows of `skus`, the document's open locks and the probes' values. No posting in flight
 * holds it up. It runs on its own (peekRows) or inside the transition's statement (a posting's
 * prefetch: one round trip fewer).
 */
export function peekSql(q: PeekQuery): SQL {
  const sorted = uniqueKeys(q.keys);
  const sortedSkus = [...new Set(q.skus)].sort((a, b) => a - b);
  return sql`select 'B' as kind, s.id, s.warehouse_id as w, s.sku_id as s, s.on_hand::text as x, s.locked::text as y, null::text as z
        from stock_balance s
        where s.business_group_id = ${q.businessGroupId} and ${sorted.length > 0 ? keysMatch(sorted) : sql`false`}
      union all select 'C', null, null, c.sku_id, c.qty::text, c.amount::text, c.unit_cost::text from sku_cost c
        where c.business_group_id = ${q.businessGroupId} and c.sku_id = any(${idArray(sortedSkus)})
      union all select 'M', null, m.warehouse_id, m.sku_id, m.qty::text, null, null from (${
        q.documentId !== null
          ? locksOf(q.documentId)
          : sql`select null::bigint as warehouse_id, null::bigint as sku_id, null::numeric as qty where false`
      }) m${sql.join(
        q.probes.map((probe, i) => sql` union all select 'G', null, null, ${i}::bigint, (${probe})::text, null, null`),
        sql``,
      )}`;
}

/**
 * Reads the peek (peekSql) on its own. A posting refuses a shortage this read already shows
 * before it takes any lock (stock only left since: the caller could have come a moment
 * earlier), and creates only the rows missing.
 */
export async function peekRows(tx: Executor, q: PeekQuery): Promise<Peek> {
  return peekOf(q, await preparedRows<PeekRow>(tx, peekSql(q)));
}

/** The peek as one json value, named by what it reads: run inside another statement (a posting's prefetch). */
export function peekPrefetch(q: PeekQuery): SQL {
  return sql`json_build_object('for', ${peekSignature(q)}::text, 'rows', coalesce((select json_agg(p) from (${peekSql(q)}) p), '[]'::json))`;
}

/** The peek a prefetch read, if it read these rows; otherwise null (they are read again). */
export function prefetchedPeek(q: PeekQuery, value: unknown): Peek | null {
  if (value === undefined || value === null) return null;
  const read = jsonValue<{ for: string; rows: PeekRow[] }>(value as string);
  return read.for === peekSignature(q) ? peekOf(q, read.rows) : null;
}

const peekSignature = (q: PeekQuery) =>
  `${q.businessGroupId}|${q.documentId ?? ''}|${uniqueKeys(q.keys).map(keyOf).join(',')}|${[...new Set(q.skus)].sort((a, b) => a - b).join(',')}|${q.probes.length}`;

/** The peek from its rows, read on their own or with the transition. */
function peekOf(q: PeekQuery, found: readonly PeekRow[]): Peek {
  const sorted = uniqueKeys(q.keys);
  const sortedSkus = [...new Set(q.skus)].sort((a, b) => a - b);
  const peek: Peek = {
    balances: new Map(),
    costs: new Map(),
    mine: new Map(),
    missingKeys: [],
    missingSkus: [],
    probed: q.probes.map(() => null),
  };
  for (const r of found) {
    if (r.kind === 'B') {
      const b = {
        id: Number(r.id),
        warehouseId: Number(r.w),
        skuId: Number(r.s),
        onHand: new Dec(r.x as string),
        locked: new Dec(r.y as string),
      };
      peek.balances.set(keyOf(b), b);
    } else if (r.kind === 'C') {
      peek.costs.set(Number(r.s), { qty: new Dec(r.x as string), amount: new Dec(r.y as string), unitCost: new Dec(r.z as string) });
    } else if (r.kind === 'G') peek.probed[Number(r.s)] = r.x;
    else peek.mine.set(keyOf({ warehouseId: Number(r.w), skuId: Number(r.s) }), new Dec(r.x as string));
  }
  peek.missingKeys = sorted.filter((k) => !peek.balances.has(keyOf(k)));
  peek.missingSkus = sortedSkus.filter((s) => !peek.costs.has(s));
  return peek;
}

export type Locked = { balances: Map<string, Balance>; costs: Map<number, CostState>; mine: Map<string, Dec> };

/**
 * Locks, in one statement, the balance rows of these keys (and of the document's own locks)
 * in (warehouse, SKU) order, then the cost rows of `skus` in SKU order; answers them with the
 * document's open locks. Every posting locks in this one order: no deadlock between them.
 */
export async function lockRows(
  tx: Executor,
  businessGroupId: number,
  keys: Key[],
  skus: number[],
  documentId: number | null,
): Promise<Locked> {
  const sorted = uniqueKeys(keys);
  const keyMatch = [
    ...(sorted.length > 0 ? [keysMatch(sorted)] : []),
    ...(documentId !== null
      ? [
          sql`s.id = any(array(select b.id from stock_balance b join m on b.business_group_id = ${businessGroupId} and b.warehouse_id = m.warehouse_id and b.sku_id = m.sku_id))`,
        ]
      : []),
  ];
  const sortedSkus = [...new Set(skus)].sort((a, b) => a - b);
  const found = await preparedRows<{
    kind: 'B' | 'C' | 'M';
    id: number | null;
    w: number | null;
    s: number;
    x: string;
    y: string;
    z: string | null;
  }>(
    tx,
    sql`with m as (${documentId !== null ? locksOf(documentId) : sql`select null::bigint as warehouse_id, null::bigint as sku_id, null::numeric as qty where false`}),
      b as (select s.id, s.warehouse_id, s.sku_id, s.on_hand, s.locked from stock_balance s
            where s.business_group_id = ${businessGroupId} and (${keyMatch.length > 0 ? sql.join(keyMatch, sql` or `) : sql`false`})
            order by s.warehouse_id, s.sku_id for update),
      c as (select sku_id, qty, amount, unit_cost from sku_cost
            where business_group_id = ${businessGroupId} and sku_id = any(${idArray(sortedSkus)})
            order by sku_id for update)
    select 'B' as kind, id, warehouse_id as w, sku_id as s, on_hand::text as x, locked::text as y, null::text as z from b
    union all select 'C', null, null, sku_id, qty::text, amount::text, unit_cost::text from c
    union all select 'M', null, warehouse_id, sku_id, qty::text, null, null from m`,
  );
  const locked: Locked = { balances: new Map(), costs: new Map(), mine: new Map() };
  for (const r of found) {
    if (r.kind === 'B') {
      const b = { id: Number(r.id), warehouseId: Number(r.w), skuId: Number(r.s), onHand: new Dec(r.x), locked: new Dec(r.y) };
      locked.balances.set(keyOf(b), b);
    } else if (r.kind === 'C') {
      locked.costs.set(Number(r.s), { qty: new Dec(r.x), amount: new Dec(r.y), unitCost: new Dec(r.z as string) });
    } else {
      locked.mine.set(keyOf({ warehouseId: Number(r.w), skuId: Number(r.s) }), new Dec(r.x));
    }
  }
  return locked;
}

export type Shortage = Key & { shortfall: Dec; available: Dec };

/** 'available stock insufficient', naming the SKU, the warehouse and the shortfall. */
export async function refuseShortage(tx: Executor, businessGroupId: number, shortages: Shortage[]): Promise<never> {
  const first = shortages.sort(byKey)[0];
  const [skus, warehouses] = await together(tx, [
    () => productPort().skus(tx, [first.skuId]),
    () => warehousePort().warehouses(tx, businessGroupId, [first.warehouseId]),
  ] as const);
  const sku = skus.get(first.skuId);
  const warehouse = warehouses.get(first.warehouseId);
  throw fail.rule('inventory.insufficient', {
    sku: sku ? `${sku.code ?? ''} ${sku.name ?? ''}`.trim() : `#${first.skuId}`,
    warehouse: warehouse?.name ?? `#${first.warehouseId}`,
    available: text(first.available),
    shortfall: text(first.shortfall),
    more: shortages.length - 1,
  });
}

export function balanceUpdate(balances: Balance[]): SQL {
  return sql`update stock_balance s set on_hand = v.on_hand, locked = v.locked, updated_at = now()
    from ${jsonTable(
      balances.map((b) => ({ id: b.id, on_hand: text(b.onHand), locked: text(b.locked) })),
      'v',
      'id bigint, on_hand numeric, locked numeric',
    )}
    where s.id = v.id and s.id = any(${idArray(balances.map((b) => b.id))})`;
}

export function costUpdate(businessGroupId: number, costs: Map<number, CostState>): SQL {
  return sql`update sku_cost s set qty = v.qty, amount = v.amount, unit_cost = v.unit_cost, updated_at = now()
    from ${jsonTable(
      [...costs].map(([sku, c]) => ({ sku_id: sku, qty: text(c.qty), amount: text(c.amount), unit_cost: text(c.unitCost) })),
      'v',
      'sku_id bigint, qty numeric, amount numeric, unit_cost numeric',
    )}
    where s.business_group_id = ${businessGroupId} and s.sku_id = v.sku_id and s.sku_id = any(${idArray([...costs.keys()])})`;
}

export type Revaluation = { skuId: number; lineId: number | null; qtyAt: Dec; before: Dec; after: Dec; amount: Dec };

export function revaluationInsert(doc: LedgerDocument, kind: 'ADJUST' | 'VARIANCE', items: Revaluation[]): SQL {
  return sql`insert into cost_revaluation (business_group_id, sku_id, kind, document_type, document_id, document_line_id, bill_no,
      qty_at, unit_cost_before, unit_cost_after, amount, bill_date)
    select ${doc.businessGroupId}::bigint, v.sku_id, ${kind}, ${doc.documentType}, ${doc.documentId}::bigint, v.line_id, ${doc.billNo},
      v.qty_at, v.unit_cost_before, v.unit_cost_after, v.amount, ${doc.billDate}::date
    from ${jsonTable(
      items.map((r) => ({
        sku_id: r.skuId,
        line_id: r.lineId,
        qty_at: text(r.qtyAt),
        unit_cost_before: text(r.before),
        unit_cost_after: text(r.after),
        amount: text(r.amount),
      })),
      'v',
      'sku_id bigint, line_id bigint, qty_at numeric, unit_cost_before numeric, unit_cost_after numeric, amount numeric',
    )}`;
}
