// The demo company's wholesale: made through the document engine after procurement, every
// wholesale screen has documents in each state, and the ledgers agree with themselves.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { verifyMoneyLedger } from '../finance/index';
import { verifyLedger } from '../inventory/index';

const t = await startTestApp();
await seedDemo(t.db);

describe('demo wholesale', () => {
  it('has orders pending, in billing, fully sent and closed, posted sales, a return, and ledgers that verify', async () => {
    const docs = await rows<{ type: string; status: string; n: number }>(
      t.db,
      sql`select type, status, count(*)::int as n from document
          where type in ('VERBAL_ORDER', 'WHOLESALE_SALE', 'WHOLESALE_RETURN') group by type, status`,
    );
    const count = (type: string, status: string) => docs.find((d) => d.type === type && d.status === status)?.n ?? 0;
    expect(count('VERBAL_ORDER', 'DRAFT')).toBeGreaterThan(0);
    const imported = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from document where type = 'VERBAL_ORDER' and header ->> 'origin' = 'IMPORT'`,
    );
    expect(imported[0].n).toBeGreaterThan(0);
    expect(count('VERBAL_ORDER', 'REVIEWED')).toBeGreaterThanOrEqual(2);
    expect(count('VERBAL_ORDER', 'CLOSED')).toBeGreaterThan(0);
    expect(count('WHOLESALE_SALE', 'COMPLETE')).toBeGreaterThanOrEqual(3);
    expect(count('WHOLESALE_RETURN', 'COMPLETE')).toBeGreaterThan(0);
    const receivables = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from money_entry where kind = 'SALE'`);
    expect(receivables[0].n).toBeGreaterThanOrEqual(3);
    const requests = await rows<{ status: string; state: string }>(
      t.db,
      sql`select d.status, case when bool_and(l.fulfilled_qty >= l.qty) then 'ALL' when bool_or(l.fulfilled_qty > 0) then 'PARTIAL' else 'NONE' end as state
          from document d join document_line l on l.document_id = d.id where d.type = 'DISTRIBUTION_REQUEST' group by d.id, d.status`,
    );
    const reviewedStates = requests.filter((r) => r.status === 'REVIEWED').map((r) => r.state);
    expect(reviewedStates.sort()).toEqual(['ALL', 'NONE', 'PARTIAL']);
    expect(requests.filter((r) => r.status === 'CLOSED')).toHaveLength(1);
    expect(requests.filter((r) => r.status === 'DRAFT')).toHaveLength(1);
    const picking = await rows<{ state: string; packed: boolean }>(
      t.db,
      sql`select state, packed_at is not null as packed from sale_picking order by state`,
    );
    expect(picking).toEqual(
      expect.arrayContaining([
        { state: 'PICKING', packed: false },
        { state: 'PICKED', packed: true },
      ]),
    );
    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });
});
