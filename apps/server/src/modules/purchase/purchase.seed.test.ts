// The demo company's month of purchasing: made through the document engine, every purchasing
// screen has documents in each state, and the stock and money ledgers agree with themselves.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { verifyMoneyLedger } from '../finance/index';
import { verifyLedger } from '../inventory/index';

const t = await startTestApp();
await seedDemo(t.db);

describe('demo purchasing', () => {
  it('has orders in every receipt state, receipts, a return and payments, and ledgers that verify', async () => {
    const docs = await rows<{ type: string; status: string; n: number }>(
      t.db,
      sql`select type, status, count(*)::int as n from document
          where type in ('PURCHASE_ORDER', 'PURCHASE_RECEIVE', 'PURCHASE_RETURN_APPLY', 'PURCHASE_RETURN', 'PAYMENT', 'PREPAYMENT', 'SUPPLIER_PRICE')
          group by type, status order by type, status`,
    );
    const count = (type: string, status: string) => docs.find((d) => d.type === type && d.status === status)?.n ?? 0;
    expect(count('PURCHASE_ORDER', 'DRAFT')).toBeGreaterThan(0);
    expect(count('PURCHASE_ORDER', 'REVIEWED')).toBeGreaterThanOrEqual(3);
    expect(count('PURCHASE_ORDER', 'CLOSED')).toBeGreaterThan(0);
    expect(count('PURCHASE_RECEIVE', 'COMPLETE')).toBeGreaterThanOrEqual(3);
    expect(count('PURCHASE_RETURN_APPLY', 'REVIEWED')).toBeGreaterThan(0);
    expect(count('PURCHASE_RETURN', 'COMPLETE')).toBeGreaterThan(0);
    expect(count('PREPAYMENT', 'COMPLETE')).toBeGreaterThan(0);
    expect(count('PAYMENT', 'COMPLETE')).toBeGreaterThan(0);
    expect(count('SUPPLIER_PRICE', 'REVIEWED')).toBeGreaterThan(0);
    expect(count('SUPPLIER_PRICE', 'DRAFT')).toBeGreaterThan(0);

    const states = await rows<{ state: string }>(
      t.db,
      sql`select case when d.status = 'CLOSED' then 'CLOSED' when bool_and(l.fulfilled_qty >= l.qty) then 'ALL'
                      when bool_or(l.fulfilled_qty > 0) then 'PARTIAL' else 'NONE' end as state
          from document d join document_line l on l.document_id = d.id
          where d.type = 'PURCHASE_ORDER' group by d.id, d.status`,
    );
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(['NONE', 'PARTIAL', 'ALL', 'CLOSED']));
    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('grants the buyer (buy01) the order import, and the warehouse keeper (wh01) the receipt screen and a read of the orders (its replenishment drafts them) but no order button', async () => {
    const grants = await rows<{ code: string; path: string }>(
      t.db,
      sql`select r.code, m.path from role r join role_menu rm on rm.role_id = r.id join menu m on m.id = rm.menu_id
          where r.code in ('PURCHASE', 'WAREHOUSE')`,
    );
    const of = (code: string) => new Set(grants.filter((g) => g.code === code).map((g) => g.path));
    expect(of('PURCHASE').has('purchase:purchaseOrder:import')).toBe(true);
    expect(of('PURCHASE').has('purchase:purchaseOrder:close')).toBe(true);
    expect(of('WAREHOUSE').has('/purchase/purchaseReceive')).toBe(true);
    expect(of('WAREHOUSE').has('/purchase/purchaseOrder')).toBe(true);
    expect([...of('WAREHOUSE')].filter((p) => p.startsWith('purchase:purchaseOrder:'))).toEqual(['purchase:purchaseOrder:detail']);
  });
});
