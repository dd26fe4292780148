// The demo company's customers' money: made through the document engine after wholesale, the
// collection, pre-receipt and discount screens have rows, and the money ledger verifies.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { reconciliationOf, verifyMoneyLedger } from './index';

const t = await startTestApp();
await seedDemo(t.db);

describe('demo customers’ money', () => {
  it('has posted pre-receipts, a posted and a draft collection (one online line with its code), a posted discount, and a ledger that verifies', async () => {
    const docs = await rows<{ type: string; status: string; n: number }>(
      t.db,
      sql`select type, status, count(*)::int as n from document
          where type in ('SETTLEMENT', 'PRE_RECEIPT', 'DISCOUNT') group by type, status`,
    );
    const count = (type: string, status: string) => docs.find((d) => d.type === type && d.status === status)?.n ?? 0;
    expect(count('PRE_RECEIPT', 'COMPLETE')).toBeGreaterThanOrEqual(2);
    expect(count('SETTLEMENT', 'COMPLETE')).toBeGreaterThanOrEqual(1);
    expect(count('SETTLEMENT', 'DRAFT')).toBeGreaterThanOrEqual(1);
    expect(count('DISCOUNT', 'COMPLETE')).toBeGreaterThanOrEqual(1);
    const [online] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from document, jsonb_array_elements(header -> 'payments') p
          where type = 'SETTLEMENT' and p ->> 'paymentType' = 'WECHAT' and p ->> 'reference' is not null`,
    );
    expect(online.n).toBeGreaterThanOrEqual(1);
    // Paid within the demo's 2/10, 1/30 terms: the posted collection took its payment discount, posted as a discount entry.
    const [discounted] = await rows<{ n: number; entries: string }>(
      t.db,
      sql`select count(distinct d.id)::int as n, coalesce(sum(-m.amount), 0)::text as entries
          from document d join money_entry m on m.document_id = d.id and m.kind = 'DISCOUNT'
          where d.type = 'SETTLEMENT' and d.status = 'COMPLETE' and (d.header ->> 'paymentDiscount')::numeric > 0`,
    );
    expect(discounted.n).toBeGreaterThanOrEqual(1);
    expect(Number(discounted.entries)).toBeGreaterThan(0);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('has a receivable control plan that stops one customer (STOP_SEND), whose old delivery shows under 应收记录 禁止', async () => {
    const [plan] = await rows<{ customers: number; deadlines: number }>(
      t.db,
      sql`select (select count(*)::int from account_clear_plan_customer c where c.plan_id = p.id) as customers,
                 (select count(*)::int from account_clear_plan_deadline d where d.plan_id = p.id) as deadlines
          from account_clear_plan p where p.name = '月结客户回款方案' limit 1`,
    );
    expect(plan.customers).toBe(1);
    expect(plan.deadlines).toBeGreaterThanOrEqual(1);
    const stops = await rows<{ customer_id: number; amount: string }>(
      t.db,
      sql`select customer_id, amount::text as amount from account_clear_plan_log where balance_status = 'STOP_SEND'`,
    );
    expect(stops.length).toBeGreaterThanOrEqual(1);
    expect(Number(stops[0].amount)).toBeGreaterThan(0);
  });

  it('has this month’s statement of a customer, reviewed, its equation holding and agreeing with the ledger', async () => {
    const [doc] = await rows<{ status: string; header: Record<string, string>; partner_id: number; business_group_id: number }>(
      t.db,
      sql`select status, header, partner_id, business_group_id from document where type = 'RECONCILIATION' order by id limit 1`,
    );
    expect(doc.status).toBe('REVIEWED');
    const h = doc.header;
    const sum = [h.opening, h.sales, `-${h.returns}`, `-${h.collections}`, `-${h.discounts}`, h.otherAdjustments].reduce(
      (s, v) => s + Math.round(Number(v) * 100),
      0,
    );
    expect(sum).toBe(Math.round(Number(h.closing) * 100));
    expect(Number(h.sales)).toBeGreaterThan(0);
    const now = await reconciliationOf(t.db, Number(doc.business_group_id), Number(doc.partner_id), {
      dateFrom: h.dateFrom,
      dateTo: h.dateTo,
    });
    expect(now.closing).toBe(h.closing);
  });
});

describe('demo customer credit', () => {
  it('has a reviewed permanent sheet that set its customer’s limit and a reviewed temporary sheet valid today', async () => {
    const sheets = await rows<{ credit_type: string; amount: string; limit: string | null; valid_today: boolean | null }>(
      t.db,
      sql`select g.credit_type, g.amount::text as amount, c.credit_limit::text as limit,
                 (g.valid_from <= current_date and g.valid_to >= current_date) as valid_today
          from customer_credit_grant g join customer_info c on c.id = g.customer_id
          join document d on d.id = g.document_id and d.status = 'REVIEWED'`,
    );
    const permanent = sheets.find((s) => s.credit_type === 'PERMANENT');
    expect(permanent?.limit).toBe(permanent?.amount);
    expect(sheets.find((s) => s.credit_type === 'TEMPORARY')?.valid_today).toBe(true);
  });
});
