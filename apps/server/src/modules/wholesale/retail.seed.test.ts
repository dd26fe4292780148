// The demo retail day: posted walk-in sales paid in cash (with change), WeChat and Alipay, a
// draft at the till and a linked return; the stock ledger agrees with itself.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { verifyLedger } from '../inventory/index';

const t = await startTestApp();
await seedDemo(t.db);

describe('demo retail', () => {
  it('has posted retail sales with their payments, a draft and a posted return', async () => {
    const docs = await rows<{ type: string; status: string; payment: string; change: string | null; n: number }>(
      t.db,
      sql`select type, status, header ->> 'paymentType' as payment, header ->> 'change' as change, count(*)::int as n from document
          where type in ('RETAIL_SALE', 'RETAIL_RETURN') group by 1, 2, 3, 4 order by 1, 2, 3`,
    );
    const sales = docs.filter((d) => d.type === 'RETAIL_SALE' && d.status === 'COMPLETE');
    expect(sales.map((d) => d.payment).sort()).toEqual(['ALIPAY', 'CASH', 'WECHAT']);
    expect(Number(sales.find((d) => d.payment === 'CASH')?.change)).toBeGreaterThan(0);
    expect(docs.some((d) => d.type === 'RETAIL_SALE' && d.status === 'DRAFT')).toBe(true);
    expect(docs.filter((d) => d.type === 'RETAIL_RETURN' && d.status === 'COMPLETE').length).toBe(1);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
