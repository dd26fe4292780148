// Demo customers' money of this month, on an empty database (SEED=demo), through the document
// engine: pre-receipts, a posted collection that settles part of a delivery (some from the
// down payment, some by the payment discount when paid within its terms, the rest in cash and
// by a scanned WeChat code), a draft collection, and a
// posted discount sheet. Runs after wholesale, whose posted sales are the receivables.
import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor, DocumentDefinition } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import { seedDemoClearPlans } from './clear-plan.seed';
import { paymentDiscountsOfLines } from './collection-discount';
import { openEntries } from './money-ledger.service';
import { discountSheet, preReceipt, settlement } from './receipt-documents';
import { seedDemoReconciliation } from './reconciliation.seed';

type Saved = { id: string; version: number };

export async function seedDemoFinance(db: Db, ctx: DemoContext): Promise<void> {
  const today = new Date();
  const day = (n: number) => new Date(today.getFullYear(), today.getMonth(), Math.min(n, today.getDate())).toLocaleDateString('sv-SE');
  for (const businessGroupId of ctx.businessGroupIds) {
    const [account] = await rows<{ id: number }>(
      db,
      sql`select id from company_account where business_group_id = ${businessGroupId} and status = 'ENABLE' order by id limit 1`,
    );
    // Customers with something open to collect, the one owing most first.
    const owing = await rows<{ partner_id: number }>(
      db,
      sql`select partner_id from money_entry
          where business_group_id = ${businessGroupId} and partner_kind = 'CUSTOMER' and account = 'BALANCE' and open_amount > 0
          group by partner_id order by sum(open_amount) desc, partner_id limit 2`,
    );
    if (!account || owing.length === 0) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const save = (def: DocumentDefinition, body: Record<string, unknown>) =>
      saveDocument(db, actor, def, parseSaveBody(def, body)) as Promise<Saved>;
    const post = async (def: DocumentDefinition, body: Record<string, unknown>) => {
      const saved = await save(def, body);
      return operateDocument(db, actor, def, 'COMPLETE', { id: Number(saved.id), version: saved.version });
    };
    const accountId = String(account.id);

    for (const [i, { partner_id }] of owing.entries()) {
      const customerId = String(partner_id);
      // 1. A down payment ahead of the next order.
      await post(preReceipt, {
        billDate: day(2 + i),
        customerId,
        accountId,
        paymentType: 'BANK_TRANSFER',
        reference: `20260${i + 1}88001234`,
        lines: [{ amount: i === 0 ? '200' : '150', remark: '订货定金' }],
      });
      const [receivable] = (await openEntries(db, businessGroupId, { partnerKind: 'CUSTOMER', partnerId: partner_id })).filter((e) =>
        new Dec(e.openAmount).gt(1),
      );
      if (!receivable) continue;
      const open = new Dec(receivable.openAmount);
      if (i === 0) {
        // 2. Half of the delivery collected: half of that (up to 100.00) from the down payment, the rest half cash, half WeChat.
        const half = open.div(2).toDecimalPlaces(2, Dec.ROUND_DOWN);
        const used = Dec.min(half.div(2).toDecimalPlaces(2, Dec.ROUND_DOWN), 100);
        // Paid within the demo's payment discount terms (2/10, 1/30), never before the delivery:
        // the discount is taken off what is received.
        const paidOn = receivable.billDate > day(16) ? receivable.billDate : day(16);
        const [earned] = await paymentDiscountsOfLines(db, businessGroupId, {
          customerId: partner_id,
          billDate: paidOn,
          paymentType: null,
          lines: [{ entryId: receivable.id, amount: half.toFixed(2) }],
        });
        const paymentDiscount = new Dec(earned?.paymentDiscount ?? '0');
        const rest = half.minus(used).minus(paymentDiscount);
        const cash = rest.div(2).toDecimalPlaces(2, Dec.ROUND_DOWN);
        const payments = [
          { paymentType: 'CASH', amount: cash.toFixed(2) },
          { paymentType: 'WECHAT', amount: rest.minus(cash).toFixed(2), reference: '134628970015328861' },
        ].filter((p) => new Dec(p.amount).gt(0));
        await post(settlement, {
          billDate: paidOn,
          customerId,
          accountId,
          downPaymentUsed: used.toFixed(2),
          payments,
          lines: [{ entryId: String(receivable.id), amount: half.toFixed(2), paymentDiscount: paymentDiscount.toFixed(2) }],
        });
        // 3. A draft collection of 10.00 in cash (of what is left), to be posted.
        const draft = Dec.min(open.minus(half), 10).toFixed(2);
        await save(settlement, {
          billDate: day(18),
          customerId,
          accountId,
          remark: '待财务确认',
          payments: [{ paymentType: 'CASH', amount: draft }],
          lines: [{ entryId: String(receivable.id), amount: draft }],
        });
      } else {
        // 4. A discount of 5 % of a delivery for damaged packaging.
        await post(discountSheet, {
          billDate: day(17),
          customerId,
          reason: '包装破损让利',
          lines: [{ entryId: String(receivable.id), amount: open.times('0.05').toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2) }],
        });
      }
    }
  }
  await seedDemoClearPlans(db, ctx);
  // 5. This month's statement of the busiest customer, reviewed.
  await seedDemoReconciliation(db, ctx);
}
