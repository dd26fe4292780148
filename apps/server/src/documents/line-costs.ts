// What a posting writes back onto its lines: the cost they moved at.
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client';
import { type CteWrite, idArray, jsonTable, preparedRows, writeAll } from '../platform/db/sql-util';

export type LineCost = { lineId: number; unitCost: string; amount: string; qty?: string; extra?: Record<string, unknown> };

/**
 * What the lines moved at (unit cost, amount; a quantity or extra fields the posting fixed)
 * and the header's totals, as writes a posting runs in its own last statement: part of
 * posting, so the posted document shows its cost.
 */
export function lineCostWrites(documentId: number, items: LineCost[]): CteWrite[] {
  if (items.length === 0) return [];
  const table = jsonTable(
    items.map((i) => ({ id: i.lineId, unit_cost: i.unitCost, amount: i.amount, qty: i.qty ?? null, extra: i.extra ?? {} })),
    'v',
    'id bigint, unit_cost numeric, amount numeric, qty numeric, extra jsonb',
  );
  return [
    {
      name: 'lu',
      body: sql`update document_line l set unit_cost = v.unit_cost, amount = v.amount, qty = coalesce(v.qty, l.qty), extra = l.extra || v.extra
                from ${table} where l.id = v.id and l.id = any(${idArray(items.map((i) => i.lineId))}) returning l.amount, l.qty`,
    },
    {
      name: 'lh',
      // Only when they change (a sale's lines keep their amounts): no second row version of the header for nothing.
      body: sql`update document d set total_amount = t.amount, total_qty = t.qty
                from (select coalesce(sum(amount), 0) as amount, coalesce(sum(qty), 0) as qty from lu) t
                where d.id = ${documentId} and (d.total_amount, d.total_qty) is distinct from (t.amount, t.qty)`,
    },
  ];
}

/** Writes the lines' costs on their own (a posting without stock moves of its own). */
export async function recordLineCosts(tx: Executor, documentId: number, items: LineCost[]): Promise<void> {
  const writes = lineCostWrites(documentId, items);
  if (writes.length > 0) await preparedRows(tx, writeAll(writes));
}
