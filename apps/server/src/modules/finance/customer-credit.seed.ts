// Demo customer credit (客户授信单), on an empty database (SEED=demo), through the document
// engine: a reviewed permanent sheet raising a customer's limit, and a reviewed temporary sheet
// giving another customer extra credit for the school season (this month and the next).
import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import { customerCredit } from './customer-credit-document';

export async function seedDemoCustomerCredit(db: Db, ctx: DemoContext): Promise<void> {
  const now = new Date();
  const iso = (d: Date) => d.toLocaleDateString('sv-SE');
  const firstOfMonth = iso(new Date(now.getFullYear(), now.getMonth(), 1));
  const endOfNextMonth = iso(new Date(now.getFullYear(), now.getMonth() + 2, 0));
  for (const businessGroupId of ctx.businessGroupIds) {
    // Two customers under credit control, by code.
    const customers = await rows<{ id: number; credit_limit: string }>(
      db,
      sql`select id, credit_limit::text as credit_limit from customer_info
          where business_group_id = ${businessGroupId} and if_credit_limit and credit_limit is not null and customer_status = 'NORMAL'
          order by customer_code limit 2`,
    );
    if (customers.length < 2) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const grant = async (body: Record<string, unknown>) => {
      const saved = await saveDocument(db, actor, customerCredit, parseSaveBody(customerCredit, { billDate: firstOfMonth, ...body }));
      await operateDocument(db, actor, customerCredit, 'REVIEW', { id: Number(saved.id), version: saved.version });
    };
    const [first, second] = customers as [(typeof customers)[0], (typeof customers)[0]];
    await grant({
      customerId: String(first.id),
      creditType: 'PERMANENT',
      reason: '年度评审：回款及时，上调额度',
      lines: [{ amount: new Dec(first.credit_limit).times('1.2').toFixed(2), remark: '上调 20%' }],
    });
    await grant({
      customerId: String(second.id),
      creditType: 'TEMPORARY',
      validFrom: firstOfMonth,
      validTo: endOfNextMonth,
      reason: '开学季备货，临时增加额度',
      lines: [{ amount: '20000', remark: null }],
    });
  }
}
