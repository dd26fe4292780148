// The money ledger's invariants, checked from the tables themselves (`npm run verify`, tests).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { REBATE_CHECKS } from './rebate-verify';

export type MoneyBreach = { check: string; detail: string };

const LIMIT = 50;

type Check = { name: string; query: SQL; describe: (r: Record<string, unknown>) => string };

const CHECKS: Check[] = [
  {
    name: 'partner balance = Σ entries, down payment = Σ down-payment entries, rebate = Σ rebate entries',
    query: sql`
      with e as (select business_group_id as g, partner_kind as k, partner_id as p,
                        sum(amount) filter (where account = 'BALANCE') as balance,
                        sum(amount) filter (where account = 'DOWN_PAYMENT') as down_payment,
                        sum(amount) filter (where account = 'REBATE') as rebate
                 from money_entry group by 1, 2, 3)
      select coalesce(b.business_group_id, e.g) as g, coalesce(b.partner_kind, e.k) as k, coalesce(b.partner_id, e.p) as p,
             coalesce(b.balance, 0)::text as balance, coalesce(e.balance, 0)::text as entries,
             coalesce(b.down_payment, 0)::text as down_payment, coalesce(e.down_payment, 0)::text as down_entries,
             coalesce(b.rebate, 0)::text as rebate, coalesce(e.rebate, 0)::text as rebate_entries
      from partner_balance b
      full join e on e.g = b.business_group_id and e.k = b.partner_kind and e.p = b.partner_id
      where coalesce(b.balance, 0) <> coalesce(e.balance, 0) or coalesce(b.down_payment, 0) <> coalesce(e.down_payment, 0)
         or coalesce(b.rebate, 0) <> coalesce(e.rebate, 0)
      limit ${LIMIT}`,
    describe: (r) =>
      `group ${r.g} ${r.k} ${r.p}: balance ${r.balance} vs entries ${r.entries}; down payment ${r.down_payment} vs entries ${r.down_entries}; rebate ${r.rebate} vs entries ${r.rebate_entries}`,
  },
  {
    name: 'no down payment below zero',
    query: sql`select business_group_id as g, partner_kind as k, partner_id as p, down_payment::text as d from partner_balance
               where down_payment < 0 limit ${LIMIT}`,
    describe: (r) => `group ${r.g} ${r.k} ${r.p}: down payment ${r.d}`,
  },
  {
    name: 'open amount within the amount, with its sign',
    query: sql`select id, bill_no, amount::text as amount, open_amount::text as open from money_entry
               where open_amount <> 0 and (sign(open_amount) <> sign(amount) or abs(open_amount) > abs(amount)) limit ${LIMIT}`,
    describe: (r) => `entry ${r.id} of ${r.bill_no}: amount ${r.amount}, open ${r.open}`,
  },
  {
    name: 'open amount = amount − what it applied + what was applied to it (down payments are never open)',
    query: sql`
      select e.id, e.bill_no, e.amount::text as amount, e.open_amount::text as open,
             (case when e.account = 'BALANCE' then e.amount - e.applied else 0 end + coalesce(s.applied, 0))::text as expected
      from money_entry e
      left join (select settles_entry_id as id, sum(applied) as applied from money_entry
                 where settles_entry_id is not null group by 1) s on s.id = e.id
      where e.open_amount <> case when e.account = 'BALANCE' then e.amount - e.applied else 0 end + coalesce(s.applied, 0)
      limit ${LIMIT}`,
    describe: (r) => `entry ${r.id} of ${r.bill_no}: open ${r.open}, its settlements leave ${r.expected}`,
  },
  {
    name: 'a settled entry belongs to the same partner',
    query: sql`select e.id, e.bill_no, t.bill_no as target from money_entry e join money_entry t on t.id = e.settles_entry_id
               where t.business_group_id <> e.business_group_id or t.partner_kind <> e.partner_kind or t.partner_id <> e.partner_id
               limit ${LIMIT}`,
    describe: (r) => `entry ${r.id} of ${r.bill_no} settles ${r.target} of another partner`,
  },
  {
    name: 'every money entry belongs to a posted document of its type and group',
    query: sql`
      select m.id, m.document_id, m.bill_no, d.status from money_entry m
      left join document d on d.id = m.document_id and d.business_group_id = m.business_group_id and d.type = m.document_type
      -- A rebate sheet moves money at review (REBATE_CHECKS check what an undone one left).
      where d.id is null or (d.status <> 'COMPLETE' and not (d.type = 'REBATE_RATIO_AUDIT')) limit ${LIMIT}`,
    describe: (r) => `entry ${r.id} of ${r.bill_no} (document ${r.document_id}, ${r.status ?? 'missing'})`,
  },
  {
    name: 'a posted payment or collection settled its lines and used its down payment, no more, no less',
    query: sql`
      select d.id, d.bill_no, d.total_amount::text as total, coalesce(d.header ->> 'downPaymentUsed', '0') as used,
             coalesce(sum(m.amount) filter (where m.account = 'BALANCE'), 0)::text as settled,
             coalesce(sum(m.amount) filter (where m.account = 'DOWN_PAYMENT'), 0)::text as down
      from document d
      left join money_entry m on m.document_id = d.id and m.business_group_id = d.business_group_id
      where d.type in ('PAYMENT', 'SETTLEMENT') and d.status = 'COMPLETE'
      group by d.id
      having coalesce(sum(m.amount) filter (where m.account = 'BALANCE'), 0) <> -d.total_amount
          or coalesce(sum(m.amount) filter (where m.account = 'DOWN_PAYMENT'), 0)
             <> -(case when d.reversal_of_id is null then 1 else -1 end) * coalesce((d.header ->> 'downPaymentUsed')::numeric, 0)
      limit ${LIMIT}`,
    describe: (r) =>
      `document ${r.id} ${r.bill_no}: lines ${r.total}, down payment used ${r.used}; entries settled ${r.settled}, down payment ${r.down}`,
  },
  {
    // 付款折扣 (DOMAIN 17): what a collection's header says its payment discounts took off is what its discount entries settled.
    name: 'a posted collection booked its payment discounts as discount entries, no more, no less',
    query: sql`
      select d.id, d.bill_no, coalesce(d.header ->> 'paymentDiscount', '0') as header,
             coalesce(-sum(m.amount) filter (where m.kind = 'DISCOUNT'), 0)::text as entries
      from document d
      left join money_entry m on m.document_id = d.id and m.business_group_id = d.business_group_id
      where d.type = 'SETTLEMENT' and d.status = 'COMPLETE'
      group by d.id
      having coalesce(-sum(m.amount) filter (where m.kind = 'DISCOUNT'), 0)
             <> (case when d.reversal_of_id is null then 1 else -1 end) * coalesce((d.header ->> 'paymentDiscount')::numeric, 0)
      limit ${LIMIT}`,
    describe: (r) => `document ${r.id} ${r.bill_no}: payment discount ${r.header}, discount entries ${r.entries}`,
  },
  ...REBATE_CHECKS,
];

/** Every breach of the money ledger's invariants; empty when it is sound. */
export async function verifyMoneyLedger(executor: Executor): Promise<MoneyBreach[]> {
  const breaches: MoneyBreach[] = [];
  for (const check of CHECKS) {
    for (const r of await rows<Record<string, unknown>>(executor, check.query))
      breaches.push({ check: check.name, detail: check.describe(r) });
  }
  return breaches;
}

export const MONEY_CHECKS = CHECKS.map((c) => c.name);
