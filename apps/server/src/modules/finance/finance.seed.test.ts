// The demo company's customers' money: made through the document engine after wholesale, the
// collection, pre-receipt and discount screens have rows, and the money ledger verifies.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { verifyMoneyLedger } from './index';

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
