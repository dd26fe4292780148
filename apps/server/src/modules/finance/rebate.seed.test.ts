// The demo company's rebates: the demo sales credited their cash-back customer and accrued for
// their periodic one, a reviewed RATIO sheet and a reviewed AMOUNT settlement are on the screen,
// and the money ledger verifies.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { verifyMoneyLedger } from './index';

const t = await startTestApp();
await seedDemo(t.db);

describe('demo rebates', () => {
  it('has cash back credited, periodic rebate accrued and left to settle, a reviewed RATIO and AMOUNT sheet', async () => {
    const sheets = await rows<{ kind: string; n: number }>(
      t.db,
      sql`select header ->> 'adjustKind' as kind, count(*)::int as n from document
          where type = 'REBATE_RATIO_AUDIT' and status = 'REVIEWED' group by 1`,
    );
    expect(sheets.find((s) => s.kind === 'RATIO')?.n ?? 0).toBeGreaterThanOrEqual(1);
    expect(sheets.find((s) => s.kind === 'AMOUNT')?.n ?? 0).toBeGreaterThanOrEqual(1);
    const [cashBack] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from money_entry where kind = 'REBATE' and account = 'BALANCE' and document_type = 'WHOLESALE_SALE'`,
    );
    expect(cashBack?.n).toBeGreaterThanOrEqual(1);
    const [accrued] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from partner_balance where rebate > 0`);
    expect(accrued?.n).toBeGreaterThanOrEqual(1);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });
});
