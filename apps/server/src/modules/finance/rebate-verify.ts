// The rebate invariants of the money ledger (`npm run verify`, beside money-verify.ts's own):
// rebate entries belong to sales, returns and rebate sheets; a rebate sheet's entries are in
// effect only while it is reviewed (undone, they net to zero); a sale's or return's rebate entries
// are what its lines' extra.rebate say; a periodic customer's settling sheet is tied to accrual
// days (rebate_settlement) for exactly what it took off the REBATE account.
import { type SQL, sql } from 'drizzle-orm';

const LIMIT = 50;

type Check = { name: string; query: SQL; describe: (r: Record<string, unknown>) => string };

export const REBATE_CHECKS: Check[] = [
  {
    name: 'a rebate sheet’s entries net to zero unless it is reviewed; the REBATE account holds rebate entries only',
    query: sql`
      select d.id, d.bill_no, d.status, m.account, sum(m.amount)::text as net from money_entry m
      join document d on d.id = m.document_id and d.business_group_id = m.business_group_id
      where d.type = 'REBATE_RATIO_AUDIT' and d.status not in ('REVIEWED', 'COMPLETE')
      group by d.id, m.account having sum(m.amount) <> 0
      union all
      select d.id, d.bill_no, d.status, m.account, m.amount::text from money_entry m
      join document d on d.id = m.document_id
      where m.account = 'REBATE' and (m.kind <> 'REBATE' or d.type not in ('WHOLESALE_SALE', 'WHOLESALE_RETURN', 'REBATE_RATIO_AUDIT'))
      limit ${LIMIT}`,
    describe: (r) => `document ${r.id} ${r.bill_no} (${r.status}): ${r.account} ${r.net}`,
  },
  {
    name: 'a posted sale’s or return’s rebate entries = Σ its lines’ rebates',
    query: sql`
      with l as (select document_id, sum((extra ->> 'rebate')::numeric) as rebate from document_line
                 where extra ? 'rebate' group by 1),
           m as (select document_id, sum(abs(amount)) as rebate from money_entry where kind = 'REBATE' group by 1)
      select d.id, d.bill_no, coalesce(l.rebate, 0)::text as lines, coalesce(m.rebate, 0)::text as entries
      from document d left join l on l.document_id = d.id left join m on m.document_id = d.id
      where d.type in ('WHOLESALE_SALE', 'WHOLESALE_RETURN') and d.status = 'COMPLETE' and d.reversal_of_id is null
        and (l.document_id is not null or m.document_id is not null)
        and coalesce(l.rebate, 0) <> coalesce(m.rebate, 0)
      limit ${LIMIT}`,
    describe: (r) => `document ${r.id} ${r.bill_no}: lines' rebate ${r.lines}, rebate entries ${r.entries}`,
  },
  {
    name: 'a periodic rebate sheet in effect is tied to accrual days for exactly what it took off the REBATE account',
    query: sql`
      with m as (select a.document_id, -sum(e.amount) as taken from rebate_adjustment a
                 join money_entry e on e.document_id = a.document_id and e.account = 'REBATE' and e.id > coalesce(a.after_entry_id, 0)
                 where a.adjust_kind = 'AMOUNT' and a.rebate_type = 'PERIODIC' group by a.document_id),
           s as (select document_id, sum(amount) as tied from rebate_settlement group by document_id)
      select coalesce(m.document_id, s.document_id) as id, coalesce(m.taken, 0)::text as taken, coalesce(s.tied, 0)::text as tied
      from m full join s on s.document_id = m.document_id
      where coalesce(m.taken, 0) <> coalesce(s.tied, 0)
      limit ${LIMIT}`,
    describe: (r) => `rebate sheet ${r.id}: took ${r.taken} off the accrued rebate, tied ${r.tied} to accrual days`,
  },
];
