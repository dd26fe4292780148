// The points ledger (积分, DOMAIN 14): append-only entries and a balance row per customer.
//
// Locking, as the money ledger (money-ledger.service.ts): the customer's balance row is locked
// (SELECT … FOR UPDATE; created first when missing, INSERT … ON CONFLICT DO NOTHING) before the
// balance is read, checked and written with its entries in the same transaction. Every posting
// of points is for one customer and takes that one lock, so two redemptions of one customer
// wait for each other and the second sees what the first took: a redemption never goes beyond
// the balance.
//
// What may take the balance below zero: only taking back what a document gave (a return, a
// reversal 红冲 of a sale or of an adjustment). The customer may have redeemed the points of a
// sale before returning its goods; the return still takes them back, as a serious ERP does, and
// the negative balance stays on record until new points cover it. A redemption (a negative
// adjustment) is refused beyond the balance.
import type { DocumentType } from '@quire/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { idArray, jsonTable, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { customerInfo } from '../partner/index';

/** The document points entries belong to. */
export type PointsDocument = {
  businessGroupId: number;
  documentType: DocumentType;
  documentId: number;
  billNo: string;
  billDate: string;
};

/** One entry: signed whole points, from a line of the document or none. */
export type PointsEntryInput = { lineId: number | null; points: number };

/**
 * Locks the customer's balance row, created the first time (then locked again: one statement
 * once it exists, the fewer between the lock and the commit); answers the balance.
 */
async function lockBalance(tx: Executor, g: number, customerId: number): Promise<number> {
  const lock = () =>
    rows<{ points: string | number }>(
      tx,
      sql`select points from points_balance where business_group_id = ${g} and customer_id = ${customerId} for update`,
    );
  let [row] = await lock();
  if (!row) {
    await tx.execute(
      sql`insert into points_balance (business_group_id, customer_id) values (${g}, ${customerId})
          on conflict (business_group_id, customer_id) do nothing`,
    );
    [row] = await lock();
  }
  return Number(row?.points ?? 0);
}

/**
 * Posts a document's points entries for one customer (zero entries are left out) under the
 * balance row's lock. `redemption`: the field a refusal names when the balance would go below
 * zero ('积分不足，当前积分 N'); without it the balance may go negative (taking back).
 * Answers the balance after.
 */
export async function postPoints(
  tx: Executor,
  doc: PointsDocument,
  customerId: number,
  inputs: PointsEntryInput[],
  redemption?: { field: string },
): Promise<number> {
  const entries = inputs.filter((e) => e.points !== 0);
  if (entries.length === 0) return (await pointsBalances(tx, doc.businessGroupId, [customerId])).get(customerId) ?? 0;
  const g = doc.businessGroupId;
  const before = await lockBalance(tx, g, customerId);
  const change = entries.reduce((sum, e) => sum + e.points, 0);
  const after = before + change;
  if (redemption && change < 0 && after < 0) {
    throw fail.field(redemption.field, 'finance.pointsInsufficient', { balance: before, points: -change });
  }
  await tx.execute(
    sql`with b as (update points_balance set points = ${after}, updated_at = now()
                   where business_group_id = ${g} and customer_id = ${customerId})
        insert into points_entry (business_group_id, customer_id, document_type, document_id, document_line_id, bill_no, bill_date, points)
        select ${g}::bigint, ${customerId}::bigint, ${doc.documentType}, ${doc.documentId}::bigint, v.line_id, ${doc.billNo},
               ${doc.billDate}::date, v.points
        from ${jsonTable(
          entries.map((e) => ({ line_id: e.lineId, points: e.points })),
          'v',
          'line_id bigint, points integer',
        )}`,
  );
  return after;
}

/**
 * A reversal (红冲) takes back exactly what its original's entries gave, line by line
 * (`lineMap`: original line id → reversal line id), even below zero. Answers what it posted.
 */
export async function reversePoints(
  tx: Executor,
  reversal: PointsDocument,
  originalId: number,
  lineMap: Map<number, number>,
): Promise<PointsEntryInput[]> {
  const found = await rows<{ customer_id: number; document_line_id: number | null; points: number }>(
    tx,
    sql`select customer_id, document_line_id, points from points_entry
        where business_group_id = ${reversal.businessGroupId} and document_id = ${originalId} order by id`,
  );
  const byCustomer = new Map<number, PointsEntryInput[]>();
  for (const e of found) {
    const line = e.document_line_id === null ? null : (lineMap.get(Number(e.document_line_id)) ?? null);
    const list = byCustomer.get(Number(e.customer_id)) ?? [];
    list.push({ lineId: line, points: -Number(e.points) });
    byCustomer.set(Number(e.customer_id), list);
  }
  for (const [customerId, entries] of [...byCustomer].sort((a, b) => a[0] - b[0])) {
    await postPoints(tx, reversal, customerId, entries);
  }
  return [...byCustomer.values()].flat();
}

/** The customers' points balances in the group (0 for a customer without any entry). */
export async function pointsBalances(executor: Executor, g: number, customerIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(customerIds)];
  const out = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return out;
  const found = await rows<{ customer_id: number; points: string | number }>(
    executor,
    sql`select customer_id, points from points_balance where business_group_id = ${g} and customer_id = any(${idArray(ids)})`,
  );
  for (const r of found) out.set(Number(r.customer_id), Number(r.points));
  return out;
}

/** The reward ratios (percent) of the group's customers by id; others are left out. */
export async function customerRewardRatios(executor: Executor, g: number, customerIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const found = await executor
    .select({ id: customerInfo.id, rewardRatio: customerInfo.rewardRatio })
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, g), inArray(customerInfo.id, ids)));
  return new Map(found.map((r) => [r.id, new Dec(r.rewardRatio).toFixed(2)]));
}
