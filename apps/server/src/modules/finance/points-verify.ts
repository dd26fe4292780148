// The points ledger's invariants, checked from the tables themselves (`npm run verify`, tests).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import type { MoneyBreach } from './money-verify';

const LIMIT = 50;

type Check = { name: string; query: SQL; describe: (r: Record<string, unknown>) => string };

const CHECKS: Check[] = [
  {
    name: 'points balance = Σ points entries',
    query: sql`
      with e as (select business_group_id as g, customer_id as c, sum(points) as points from points_entry group by 1, 2)
      select coalesce(b.business_group_id, e.g) as g, coalesce(b.customer_id, e.c) as c,
             coalesce(b.points, 0)::text as balance, coalesce(e.points, 0)::text as entries
      from points_balance b
      full join e on e.g = b.business_group_id and e.c = b.customer_id
      where coalesce(b.points, 0) <> coalesce(e.points, 0)
      limit ${LIMIT}`,
    describe: (r) => `group ${r.g} customer ${r.c}: points ${r.balance} vs entries ${r.entries}`,
  },
  {
    name: 'every points entry belongs to a posted document of its type and group',
    query: sql`
      select p.id, p.document_id, p.bill_no, d.status from points_entry p
      left join document d on d.id = p.document_id and d.business_group_id = p.business_group_id and d.type = p.document_type
      where d.id is null or d.status <> 'COMPLETE' limit ${LIMIT}`,
    describe: (r) => `points entry ${r.id} of ${r.bill_no} (document ${r.document_id}, ${r.status ?? 'missing'})`,
  },
];

/** Every breach of the points ledger's invariants; empty when it is sound. */
export async function verifyPointsLedger(executor: Executor): Promise<MoneyBreach[]> {
  const breaches: MoneyBreach[] = [];
  for (const check of CHECKS) {
    for (const r of await rows<Record<string, unknown>>(executor, check.query))
      breaches.push({ check: check.name, detail: check.describe(r) });
  }
  return breaches;
}

export const POINTS_CHECKS = CHECKS.map((c) => c.name);
