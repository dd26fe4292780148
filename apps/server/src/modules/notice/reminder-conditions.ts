import type { ReminderCondition } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { netSaleMovesSql } from '../inventory/index';
import type { NoticeMessageKey } from './notice.messages';

/**
 * What a reminder reports: a title (message key + params, worded in each reader's language),
 * the key that makes it reported once, and, for conditions about one person (their import
 * finished, drafts they did not write), who it is for; otherwise everyone in scope.
 */
export type Finding = {
  dedupeKey: string;
  title: NoticeMessageKey;
  content: NoticeMessageKey;
  params: Record<string, string | number>;
  only?: number[];
};

export type ConditionContext = { db: Executor; groupId: number; dueDays: number; today: string; since: Date | null; recipients: number[] };

// These are read-only reports over other modules' tables (documents, stock, receivables,
// customers, download-center tasks), by table name like a report query: the module only reads
// them, never writes, and owns nothing of theirs.
type Row = Record<string, unknown>;
const rowsOf = async (db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};

/** Drafts waiting for review, per recipient: those someone else wrote (a second reviewer reviews them). Once a day. */
async function reviewWaiting(c: ConditionContext): Promise<Finding[]> {
  if (c.recipients.length === 0) return [];
  const rows = await rowsOf(
    c.db,
    sql`select e.id as employee_id, count(d.id) as n
          from unnest(${sql.raw(`array[${c.recipients.join(',')}]::bigint[]`)}) as e(id)
          join document d on d.business_group_id = ${c.groupId} and d.status = 'DRAFT'
                         and (d.created_by is null or d.created_by <> e.id)
         group by e.id`,
  );
  return rows
    .filter((r) => Number(r.n) > 0)
    .map((r) => ({
      dedupeKey: `review:${c.today}:${r.employee_id}`,
      title: 'notice.remind.reviewWaiting.title',
      content: 'notice.remind.reviewWaiting.content',
      params: { count: Number(r.n) },
      only: [Number(r.employee_id)],
    }));
}

/**
 * SKUs whose available stock in the group is below the replenishment lower limit: the
 * average daily net sale (the inventory module's sale moves over the configured average-sales
 * days) times the lower days of the business configuration. Once a day.
 */
async function lowStock(c: ConditionContext): Promise<Finding[]> {
  const rows = await rowsOf(
    c.db,
    sql`with cfg as (
          select coalesce(max(average_sales_days), 30) as sales_days, coalesce(max(replenishment_lower_days), 7) as lower_days
            from business_config where business_group_id = ${c.groupId}
        ), sold as (
          select m.sku_id, sum(m.qty) / (select sales_days from cfg) as per_day
            from (${netSaleMovesSql(c.groupId, { from: sql`${c.today}::date - (select sales_days from cfg)::int + 1`, to: c.today })}) m
           group by m.sku_id having sum(m.qty) > 0
        ), stock as (
          select sku_id, sum(on_hand - locked) as available from stock_balance
           where business_group_id = ${c.groupId} group by sku_id
        )
        select count(*) as n from sold
          left join stock on stock.sku_id = sold.sku_id
         where coalesce(stock.available, 0) < sold.per_day * (select lower_days from cfg)`,
  );
  const n = Number(rows[0]?.n ?? 0);
  if (n === 0) return [];
  return [
    {
      dedupeKey: `low-stock:${c.today}`,
      title: 'notice.remind.lowStock.title',
      content: 'notice.remind.lowStock.content',
      params: { count: n },
    },
  ];
}

/** Open receivables due within the reminder's days or already overdue. Once a day. */
async function receivableDue(c: ConditionContext): Promise<Finding[]> {
  const rows = await rowsOf(
    c.db,
    sql`select count(*) filter (where due_date < ${c.today}::date) as overdue,
               count(*) filter (where due_date >= ${c.today}::date) as due,
               coalesce(sum(open_amount), 0)::text as amount
          from money_entry
         where business_group_id = ${c.groupId} and partner_kind = 'CUSTOMER' and account = 'BALANCE'
           and open_amount > 0 and due_date is not null and due_date <= (${c.today}::date + ${c.dueDays}::int)`,
  );
  const overdue = Number(rows[0]?.overdue ?? 0);
  const due = Number(rows[0]?.due ?? 0);
  if (overdue + due === 0) return [];
  return [
    {
      dedupeKey: `receivable:${c.today}`,
      title: 'notice.remind.receivableDue.title',
      content: 'notice.remind.receivableDue.content',
      params: { overdue, due, days: c.dueDays, amount: String(rows[0]?.amount ?? '0') },
    },
  ];
}

/** Customers stopped (or closed) since the reminder last ran: one notice each time a customer stops. */
async function customerStopped(c: ConditionContext): Promise<Finding[]> {
  const rows = await rowsOf(
    c.db,
    sql`select id, customer_name as name, (extract(epoch from updated_at) * 1000)::bigint::text as stamp from customer_info
         where business_group_id = ${c.groupId} and customer_status in ('STOPPED', 'CLOSED')
           and updated_at > ${(c.since ?? new Date(Date.now() - 86_400_000)).toISOString()}::timestamptz
         order by id limit 100`,
  );
  return rows.map((r) => ({
    dedupeKey: `customer:${r.id}:${r.stamp}`,
    title: 'notice.remind.customerStopped.title',
    content: 'notice.remind.customerStopped.content',
    params: { name: String(r.name) },
  }));
}

/** Imports and exports that finished since the reminder last ran: told to the one who started them. */
async function excelTaskDone(c: ConditionContext): Promise<Finding[]> {
  const rows = await rowsOf(
    c.db,
    sql`select id, employee_id, kind, file_name, status from excel_task
         where business_group_id = ${c.groupId} and status in ('FINISHED', 'DOWNLOADED', 'FAILED')
           and finished_at > ${(c.since ?? new Date(Date.now() - 86_400_000)).toISOString()}::timestamptz
         order by id limit 500`,
  );
  return rows
    .filter((r) => c.recipients.includes(Number(r.employee_id)))
    .map((r) => ({
      dedupeKey: `excel:${r.id}`,
      title: r.status === 'FAILED' ? 'notice.remind.excelFailed.title' : 'notice.remind.excelDone.title',
      content: 'notice.remind.excelDone.content',
      params: { file: String(r.file_name) },
      only: [Number(r.employee_id)],
    }));
}

export const CONDITIONS: Record<ReminderCondition, (c: ConditionContext) => Promise<Finding[]>> = {
  REVIEW_WAITING: reviewWaiting,
  LOW_STOCK: lowStock,
  RECEIVABLE_DUE: receivableDue,
  CUSTOMER_STOPPED: customerStopped,
  EXCEL_TASK_DONE: excelTaskDone,
};
