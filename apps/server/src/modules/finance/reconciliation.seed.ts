// The demo's reconciliation statement: this month of the customer that owes most, saved (its
// figures read from the ledger the demo's sales, pre-receipt, collection and discount made)
// and reviewed by finance, so 应收对账 opens with a statement to read, export and print.
import { sql } from 'drizzle-orm';
import { operateInTx, parseSaveBody, saveInTx } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { reconciliation } from './reconciliation-document';

export async function seedDemoReconciliation(db: Db, ctx: DemoContext): Promise<void> {
  const today = new Date();
  const day = (d: Date) => d.toLocaleDateString('sv-SE');
  const dateFrom = day(new Date(today.getFullYear(), today.getMonth(), 1));
  const dateTo = day(today);
  for (const businessGroupId of ctx.businessGroupIds) {
    // The customer with the most activity this month (a collection if any).
    const [busiest] = await rows<{ partner_id: number }>(
      db,
      sql`select partner_id from money_entry
          where business_group_id = ${businessGroupId} and partner_kind = 'CUSTOMER' and account = 'BALANCE'
            and bill_date between ${dateFrom}::date and ${dateTo}::date
          group by partner_id order by count(*) filter (where kind = 'COLLECTION') desc, count(*) desc, partner_id limit 1`,
    );
    if (!busiest) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    await db.transaction(async (tx) => {
      const saved = await saveInTx(
        tx,
        actor,
        reconciliation,
        parseSaveBody(reconciliation, {
          billDate: dateTo,
          customerId: String(busiest.partner_id),
          dateFrom,
          dateTo,
          remark: '本月对账，已与客户确认',
        }),
      );
      // As the system: the demo's review policy may want a second reviewer.
      await operateInTx(tx, actor, reconciliation, 'REVIEW', { id: Number(saved.id), version: saved.version }, { system: true });
    });
  }
}
