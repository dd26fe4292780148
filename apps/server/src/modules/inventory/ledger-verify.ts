// The ledger's invariants, checked from the tables themselves (`npm run verify`, tests).
import { type SQL, sql } from 'drizzle-orm';
import { documentDefinitions } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import './inventory-documents';

export type Breach = { check: string; detail: string };

const LIMIT = 50;

type Check = { name: string; query: () => SQL | null; describe: (r: Record<string, unknown>) => string };

function balancedTypes(): string[] {
  return documentDefinitions()
    .filter((d) => d.balancedMoves)
    .map((d) => d.type);
}

const CHECKS: Check[] = [
  {
    name: 'balance on hand = Σ moves per (warehouse, SKU)',
    query: () => sql`
      select coalesce(b.business_group_id, m.business_group_id) as g, coalesce(b.warehouse_id, m.warehouse_id) as w,
             coalesce(b.sku_id, m.sku_id) as s, coalesce(b.on_hand, 0)::text as on_hand, coalesce(m.qty, 0)::text as moved
      from stock_balance b
      full join (select business_group_id, warehouse_id, sku_id, sum(qty) as qty from stock_move group by 1, 2, 3) m
        on m.business_group_id = b.business_group_id and m.warehouse_id = b.warehouse_id and m.sku_id = b.sku_id
      where coalesce(b.on_hand, 0) <> coalesce(m.qty, 0)
      limit ${LIMIT}`,
    describe: (r) => `group ${r.g} warehouse ${r.w} SKU ${r.s}: on hand ${r.on_hand}, moves sum to ${r.moved}`,
  },
  {
    name: 'balance locked = Σ open locks per (warehouse, SKU)',
    query: () => sql`
      select coalesce(b.business_group_id, l.business_group_id) as g, coalesce(b.warehouse_id, l.warehouse_id) as w,
             coalesce(b.sku_id, l.sku_id) as s, coalesce(b.locked, 0)::text as locked, coalesce(l.qty, 0)::text as held
      from stock_balance b
      full join (select business_group_id, warehouse_id, sku_id, sum(qty) as qty from stock_lock group by 1, 2, 3) l
        on l.business_group_id = b.business_group_id and l.warehouse_id = b.warehouse_id and l.sku_id = b.sku_id
      where coalesce(b.locked, 0) <> coalesce(l.qty, 0)
      limit ${LIMIT}`,
    describe: (r) => `group ${r.g} warehouse ${r.w} SKU ${r.s}: locked ${r.locked}, open locks sum to ${r.held}`,
  },
  {
    name: 'a stock lock belongs to a reviewed document',
    query: () => sql`
      select l.id, l.document_id, d.bill_no, d.status from stock_lock l left join document d on d.id = l.document_id
      where d.id is null or d.status <> 'REVIEWED' limit ${LIMIT}`,
    describe: (r) => `lock ${r.id} of document ${r.document_id} (${r.bill_no ?? 'missing'}, ${r.status ?? '-'})`,
  },
  {
    name: 'running balance after each move = Σ moves up to it',
    query: () => sql`
      select id, warehouse_id as w, sku_id as s, balance_qty_after::text as after, run::text as run from (
        select id, warehouse_id, sku_id, balance_qty_after,
               sum(qty) over (partition by business_group_id, warehouse_id, sku_id order by id) as run
        from stock_move) x
      where run <> balance_qty_after limit ${LIMIT}`,
    describe: (r) => `move ${r.id} (warehouse ${r.w} SKU ${r.s}): balance after ${r.after}, running sum ${r.run}`,
  },
  {
    name: 'SKU cost = Σ moves (quantity) and Σ moves + revaluations (value) per (group, SKU)',
    query: () => sql`
      with m as (select business_group_id as g, sku_id as s, sum(qty) as q, sum(amount) as a from stock_move group by 1, 2),
      r as (select business_group_id as g, sku_id as s, sum(amount) as a from cost_revaluation group by 1, 2),
      e as (select coalesce(m.g, r.g) as g, coalesce(m.s, r.s) as s, coalesce(m.q, 0) as q, coalesce(m.a, 0) + coalesce(r.a, 0) as a
            from m full join r on m.g = r.g and m.s = r.s)
      select coalesce(c.business_group_id, e.g) as g, coalesce(c.sku_id, e.s) as s, coalesce(c.qty, 0)::text as qty,
             coalesce(c.amount, 0)::text as amount, coalesce(e.q, 0)::text as moved_qty, coalesce(e.a, 0)::text as moved_amount
      from sku_cost c full join e on e.g = c.business_group_id and e.s = c.sku_id
      where coalesce(c.qty, 0) <> coalesce(e.q, 0) or coalesce(c.amount, 0) <> coalesce(e.a, 0)
      limit ${LIMIT}`,
    describe: (r) => `group ${r.g} SKU ${r.s}: cost record ${r.qty} / ${r.amount}, ledger ${r.moved_qty} / ${r.moved_amount}`,
  },
  {
    name: 'no stock value without stock, no negative unit cost',
    query: () => sql`
      select business_group_id as g, sku_id as s, qty::text as qty, amount::text as amount, unit_cost::text as unit_cost from sku_cost
      where (qty = 0 and amount <> 0) or unit_cost < 0 or (qty > 0 and amount < 0) limit ${LIMIT}`,
    describe: (r) => `group ${r.g} SKU ${r.s}: quantity ${r.qty}, value ${r.amount}, unit cost ${r.unit_cost}`,
  },
  {
    name: 'a balanced document’s moves sum to zero per SKU (transfer out = in)',
    query: () => {
      const types = balancedTypes();
      if (types.length === 0) return null;
      return sql`
        select m.document_id, d.bill_no, m.sku_id as s, sum(m.qty)::text as qty, sum(m.amount)::text as amount
        from stock_move m join document d on d.id = m.document_id
        where d.type in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})
        group by 1, 2, 3 having sum(m.qty) <> 0 or sum(m.amount) <> 0 limit ${LIMIT}`;
    },
    describe: (r) => `${r.bill_no} SKU ${r.s}: moves sum to ${r.qty} / ${r.amount}`,
  },
  {
    name: 'every move belongs to a posted document of its type and group',
    query: () => sql`
      select m.id, m.document_id, m.bill_no, d.status from stock_move m
      left join document d on d.id = m.document_id and d.business_group_id = m.business_group_id and d.type = m.document_type
      where d.id is null or d.status <> 'COMPLETE' limit ${LIMIT}`,
    describe: (r) => `move ${r.id} of ${r.bill_no} (document ${r.document_id}, ${r.status ?? 'missing'})`,
  },
  {
    name: 'every revaluation belongs to a posted document',
    query: () => sql`
      select r.id, r.document_id, r.bill_no, d.status from cost_revaluation r
      left join document d on d.id = r.document_id and d.business_group_id = r.business_group_id
      where d.id is null or d.status <> 'COMPLETE' limit ${LIMIT}`,
    describe: (r) => `revaluation ${r.id} of ${r.bill_no} (document ${r.document_id}, ${r.status ?? 'missing'})`,
  },
];

/** Every breach of the ledger's invariants; empty when the ledger is sound. */
export async function verifyLedger(executor: Executor): Promise<Breach[]> {
  const breaches: Breach[] = [];
  for (const check of CHECKS) {
    const query = check.query();
    if (!query) continue;
    for (const r of await rows<Record<string, unknown>>(executor, query)) breaches.push({ check: check.name, detail: check.describe(r) });
  }
  return breaches;
}

export const LEDGER_CHECKS = CHECKS.map((c) => c.name);
