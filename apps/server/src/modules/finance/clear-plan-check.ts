// The receivable control check (DOMAIN 10), run daily by the job, when a plan is saved, and (to
// clear only) when a collection posts. For every enabled plan's deadline that has passed and
// every customer of the plan: the customer's open receivables billed in the deadline's period,
// above the allowed amount, write one STOP_SEND entry in the plan log (禁止发货, with the
// deadline and the amount); once they are back within the allowed amount, the entry is
// CLEARED. Set-based and idempotent: an active stop is unique per deadline and customer, a
// stop lifted by hand (CANCELLED) is never written again for the same deadline.
import type { ClearPlanCheckResult } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';

type Scope = {
  businessGroupId?: number;
  customerId?: number;
  /** The moment to check at, local time 'YYYY-MM-DD HH:mm:ss' (tests); now unless told. */
  at?: string;
};

/** What is open of a customer's receivables billed in a period (l: the log or c/d: the plan). */
const openIn = (group: SQL, customer: SQL, from: SQL, to: SQL) =>
  sql`(select coalesce(sum(e.open_amount), 0) from money_entry e
       where e.business_group_id = ${group} and e.partner_kind = 'CUSTOMER' and e.partner_id = ${customer}
         and e.account = 'BALANCE' and e.settles_entry_id is null and e.bill_date between ${from} and ${to})`;

function scopeOf(alias: 'p' | 'l', scope: Scope, customer: SQL): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.businessGroupId !== undefined) parts.push(sql`${sql.raw(alias)}.business_group_id = ${scope.businessGroupId}`);
  if (scope.customerId !== undefined) parts.push(sql`${customer} = ${scope.customerId}`);
  return sql.join(parts, sql` and `);
}

/** Lifts the active stops whose receivables are covered now, or whose plan no longer asks (disabled, deadline or customer removed). */
export async function clearCoveredStops(executor: Executor, scope: Scope, by: 'JOB' | 'COLLECTION' = 'JOB'): Promise<number> {
  const cleared = await rows<{ id: number }>(
    executor,
    sql`update account_clear_plan_log l
        set balance_status = 'CLEARED', cleared_at = now(),
            cleared_by = case when ${openIn(sql`l.business_group_id`, sql`l.customer_id`, sql`l.bill_from`, sql`l.bill_to`)} <= l.allowed_amount
                              then ${by} else 'PLAN_CHANGED' end
        where l.balance_status = 'STOP_SEND' and ${scopeOf('l', scope, sql`l.customer_id`)}
          and (${openIn(sql`l.business_group_id`, sql`l.customer_id`, sql`l.bill_from`, sql`l.bill_to`)} <= l.allowed_amount
               or not exists (select 1 from account_clear_plan_deadline d
                              join account_clear_plan p on p.id = d.plan_id and p.status = 'ENABLE'
                              join account_clear_plan_customer c on c.plan_id = p.id and c.customer_id = l.customer_id
                              where d.id = l.deadline_id))
        returning l.id`,
  );
  return cleared.length;
}

/** Writes a STOP_SEND for each missed deadline not yet stopped (nor lifted by hand). */
async function stopMissed(executor: Executor, scope: Scope): Promise<number> {
  const at = scope.at ? sql`${scope.at}::timestamp` : sql`localtimestamp`;
  const stopped = await rows<{ id: number }>(
    executor,
    sql`insert into account_clear_plan_log (business_group_id, customer_id, plan_id, deadline_id, bill_from, bill_to,
            deadline_date, deadline_time, allowed_amount, amount, balance_status)
        select p.business_group_id, c.customer_id, p.id, d.id, d.bill_from, d.bill_to, d.deadline_date, d.deadline_time,
               d.allowed_amount, o.open - d.allowed_amount, 'STOP_SEND'
        from account_clear_plan p
        join account_clear_plan_deadline d on d.plan_id = p.id
        join account_clear_plan_customer c on c.plan_id = p.id and c.business_group_id = p.business_group_id
        cross join lateral (select ${openIn(sql`p.business_group_id`, sql`c.customer_id`, sql`d.bill_from`, sql`d.bill_to`)} as open) o
        where p.status = 'ENABLE' and ${scopeOf('p', scope, sql`c.customer_id`)}
          and d.deadline_date + coalesce(d.deadline_time::time, time '24:00') <= ${at}
          and o.open > d.allowed_amount
          and not exists (select 1 from account_clear_plan_log x
                          where x.deadline_id = d.id and x.customer_id = c.customer_id and x.balance_status in ('STOP_SEND', 'CANCELLED'))
        order by p.business_group_id, c.customer_id, d.id
        on conflict do nothing
        returning id`,
  );
  return stopped.length;
}

/** One run of the check over the scope (every group unless told): clears first, then stops. */
export async function checkClearPlans(executor: Executor, scope: Scope = {}): Promise<ClearPlanCheckResult> {
  const cleared = await clearCoveredStops(executor, scope);
  const stopped = await stopMissed(executor, scope);
  return { stopped, cleared };
}

/** The customer's active stop (STOP_SEND), the earliest deadline first, or null: what the transfer check reads. */
export async function activeStopSend(
  executor: Executor,
  businessGroupId: number,
  customerId: number,
): Promise<{ deadlineDate: string; deadlineTime: string | null; amount: string } | null> {
  const [found] = await rows<{ deadline_date: string; deadline_time: string | null; amount: string }>(
    executor,
    sql`select deadline_date::text as deadline_date, deadline_time, amount::text as amount from account_clear_plan_log
        where business_group_id = ${businessGroupId} and customer_id = ${customerId} and balance_status = 'STOP_SEND'
        order by deadline_date, id limit 1`,
  );
  return found ? { deadlineDate: found.deadline_date, deadlineTime: found.deadline_time, amount: found.amount } : null;
}

/** A receivable (money_entry `e`) held by an active stop: its customer's, billed in the stopped period. */
export const heldByStop = sql`exists (select 1 from account_clear_plan_log hl
  where hl.business_group_id = e.business_group_id and hl.customer_id = e.partner_id and hl.balance_status = 'STOP_SEND'
    and e.bill_date between hl.bill_from and hl.bill_to)`;
