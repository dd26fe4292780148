// Demo 应收管控方案 (SEED=demo), after the demo collections: one plan over a customer with an
// old delivery still open, whose first deadline (the end of that delivery's day) has passed,
// so the plan's check stops it (STOP_SEND); the second deadline covers the rest of the month.
// The customer is the third biggest ower, away from the two the demo collections settle.
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { saveClearPlan } from './clear-plan.service';

const iso = (d: Date) => d.toLocaleDateString('sv-SE');

export async function seedDemoClearPlans(db: Db, ctx: DemoContext): Promise<void> {
  const today = iso(new Date());
  for (const businessGroupId of ctx.businessGroupIds) {
    // Owing customers with something open billed before today, the one owing most first; the
    // two the demo collections work with (the top two owers) are left to them when others owe.
    const owers = await rows<{ partner_id: number; first_bill: string }>(
      db,
      sql`select partner_id, min(bill_date)::text as first_bill from money_entry
          where business_group_id = ${businessGroupId} and partner_kind = 'CUSTOMER' and account = 'BALANCE'
            and settles_entry_id is null and open_amount > 0 and bill_date <= ${today}::date
          group by partner_id
          order by min(bill_date) < ${today}::date desc, sum(open_amount) desc, partner_id limit 3`,
    );
    const owing = owers.length === 3 ? owers[2] : owers[0];
    if (!owing) continue;
    const first = new Date(`${owing.first_bill}T00:00:00`);
    const monthStart = iso(new Date(first.getFullYear(), first.getMonth(), 1));
    const dayAfter = iso(new Date(first.getFullYear(), first.getMonth(), first.getDate() + 1));
    const monthEnd = iso(new Date(first.getFullYear(), first.getMonth() + 1, 0));
    const next = iso(new Date(first.getFullYear(), first.getMonth() + 1, 10));
    const auth = { belongId: businessGroupId, employeeId: ctx.adminId } as AuthContext;
    await db.transaction((tx) =>
      saveClearPlan(tx, auth, {
        name: '月结客户回款方案',
        remark: '当日发货当日结清；其余月底发货次月10日前结清',
        customerIds: [Number(owing.partner_id)],
        deadlines: [
          {
            billFrom: monthStart,
            billTo: owing.first_bill,
            deadlineDate: owing.first_bill,
            // A delivery of today (on the 1st of a month) is due at midnight, so the demo still shows a stop.
            deadlineTime: owing.first_bill === today ? '00:00' : null,
            allowedAmount: '0.00',
          },
          ...(dayAfter <= monthEnd
            ? [{ billFrom: dayAfter, billTo: monthEnd, deadlineDate: next, deadlineTime: '18:00', allowedAmount: '50.00' }]
            : []),
        ],
      }),
    );
  }
}
