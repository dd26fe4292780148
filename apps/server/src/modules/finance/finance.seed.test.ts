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
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
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
