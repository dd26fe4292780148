// The plan log (account clean plan log, spec §7 page/sum/list/cancel/exportExcel): each stop a
// receivable control plan wrote, with its deadline, amount and status; a finance user may lift
// an active stop by hand with a reason (CANCELLED), which the check then respects.
import type { ClearPlanLogRow, ClearPlanLogSum, clearPlanLogFilterBody, Page } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor, Tx } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import type { PartnerNames } from './partner-ledger.service';

type Filters = z.output<typeof clearPlanLogFilterBody>;

function whereOf(groupId: number, f: Filters): SQL {
  const parts: SQL[] = [sql`l.business_group_id = ${groupId}`];
  if (f.customerId !== undefined) parts.push(sql`l.customer_id = ${f.customerId}`);
  if (f.planId !== undefined) parts.push(sql`l.plan_id = ${f.planId}`);
  if (f.balanceStatus) parts.push(sql`l.balance_status = ${f.balanceStatus}`);
  if (f.stoppedFrom) parts.push(sql`l.stopped_at >= ${f.stoppedFrom}::date`);
  if (f.stoppedTo) parts.push(sql`l.stopped_at < ${f.stoppedTo}::date + 1`);
  return sql.join(parts, sql` and `);
}

type Row = {
  id: number;
  customer_id: number;
  plan_id: number;
  plan_name: string | null;
  bill_from: string;
  bill_to: string;
  deadline_date: string;
  deadline_time: string | null;
  allowed_amount: string;
  amount: string;
  balance_status: ClearPlanLogRow['balanceStatus'];
  stopped_at: string | Date;
  cleared_at: string | Date | null;
  cleared_by: string | null;
  cancel_reason: string | null;
};

const columns = sql`l.id, l.customer_id, l.plan_id, p.name as plan_name, l.bill_from::text as bill_from, l.bill_to::text as bill_to,
  l.deadline_date::text as deadline_date, l.deadline_time, l.allowed_amount::text as allowed_amount, l.amount::text as amount,
  l.balance_status, l.stopped_at, l.cleared_at, l.cleared_by, l.cancel_reason`;
const from = sql`account_clear_plan_log l left join account_clear_plan p on p.id = l.plan_id`;

async function named(executor: Executor, groupId: number, found: Row[], names: PartnerNames): Promise<ClearPlanLogRow[]> {
  const byId = await names(executor, groupId, [...new Set(found.map((r) => Number(r.customer_id)))]);
  return found.map((r) => ({
    id: String(r.id),
    customerId: String(r.customer_id),
    customerCode: byId.get(Number(r.customer_id))?.code ?? null,
    customerName: byId.get(Number(r.customer_id))?.name ?? null,
    planId: String(r.plan_id),
    planName: r.plan_name ?? '',
    billFrom: r.bill_from,
    billTo: r.bill_to,
    deadlineDate: r.deadline_date,
    deadlineTime: r.deadline_time,
    allowedAmount: new Dec(r.allowed_amount).toFixed(2),
    amount: new Dec(r.amount).toFixed(2),
    balanceStatus: r.balance_status,
    stoppedAt: new Date(r.stopped_at).toISOString(),
    clearedAt: r.cleared_at === null ? null : new Date(r.cleared_at).toISOString(),
    clearedBy: r.cleared_by,
    cancelReason: r.cancel_reason,
  }));
}

/** One page of the log, newest stop first (ids run with the stops). */
export async function clearPlanLogPage(
  executor: Executor,
  groupId: number,
  q: Filters & { pageNum: number; pageSize: number },
  names: PartnerNames,
): Promise<Page<ClearPlanLogRow>> {
  const where = whereOf(groupId, q);
  const [count] = await rows<{ total: number }>(executor, sql`select count(*)::int as total from account_clear_plan_log l where ${where}`);
  const found = await rows<Row>(
    executor,
    sql`select ${columns} from ${from} where ${where}
        order by l.id desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
  );
  return { list: await named(executor, groupId, found, names), total: Number(count.total), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The same filter without paging (spec §7 `list`), at most 1,000 rows. */
export async function clearPlanLogList(executor: Executor, groupId: number, q: Filters, names: PartnerNames): Promise<ClearPlanLogRow[]> {
  return (await clearPlanLogPage(executor, groupId, { ...q, pageNum: 1, pageSize: 1000 }, names)).list;
}

/** Totals of the filter: entries and amount, per status, and how many customers are stopped. */
export async function clearPlanLogSum(executor: Executor, groupId: number, q: Filters): Promise<ClearPlanLogSum> {
  const found = await rows<{ balance_status: ClearPlanLogRow['balanceStatus']; count: number; amount: string; customers: number }>(
    executor,
    sql`select l.balance_status, count(*)::int as count, coalesce(sum(l.amount), 0)::text as amount,
               count(distinct l.customer_id)::int as customers
        from account_clear_plan_log l where ${whereOf(groupId, q)} group by l.balance_status order by l.balance_status`,
  );
  const total = found.reduce((s, r) => s.plus(r.amount), new Dec(0));
  return {
    count: found.reduce((s, r) => s + Number(r.count), 0),
    amount: total.toFixed(2),
    byStatus: found.map((r) => ({ balanceStatus: r.balance_status, count: Number(r.count), amount: new Dec(r.amount).toFixed(2) })),
    stoppedCustomers: Number(found.find((r) => r.balance_status === 'STOP_SEND')?.customers ?? 0),
  };
}

/** Lifts active stops by hand: each must be the group's and still STOP_SEND (named by its row otherwise). */
export async function cancelClearPlanLogs(tx: Tx, auth: AuthContext, ids: number[], reason: string): Promise<{ cancelled: number }> {
  const found = await rows<{ id: number; balance_status: string }>(
    tx,
    sql`select id, balance_status from account_clear_plan_log
        where business_group_id = ${auth.belongId} and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r.balance_status]));
  for (const [i, id] of ids.entries()) {
    const status = byId.get(id);
    if (status === undefined) throw fail.notFound();
    if (status !== 'STOP_SEND') throw fail.field(`ids.${i}`, 'finance.clearPlan.logNotStopped', { id });
  }
  await tx.execute(
    sql`update account_clear_plan_log set balance_status = 'CANCELLED', cleared_at = now(), cleared_by = ${auth.employeeNo},
          cancel_reason = ${reason}
        where business_group_id = ${auth.belongId} and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return { cancelled: new Set(ids).size };
}

/** The rows of a filter in batches for the export, newest stop first. */
export async function* clearPlanLogBatches(
  executor: Executor,
  groupId: number,
  q: Filters,
  names: PartnerNames,
  size = 2000,
): AsyncGenerator<ClearPlanLogRow[]> {
  const where = whereOf(groupId, q);
  let after: number | undefined;
  for (;;) {
    const found = await rows<Row>(
      executor,
      sql`select ${columns} from ${from} where ${where}
          ${after === undefined ? sql`` : sql`and l.id < ${after}`}
          order by l.id desc limit ${size}`,
    );
    if (found.length === 0) return;
    yield await named(executor, groupId, found, names);
    after = Number(found[found.length - 1].id);
  }
}
