// Rebates (DOMAIN 13), worked by hand. A cash-back customer at 5 % buys 200.00 of rebate goods
// and 100.00 of other goods: 10.00 cash back, receivable 290.00; a linked return of half the
// rebate goods gives back 5.00 of it (receivable 195.00). A periodic customer at 4 % buys 250.00
// of rebate goods: 10.00 accrued, receivable 250.00; an AMOUNT sheet of 6.00 settles 6.00 of it
// (accrued 4.00, receivable 244.00) and undoing it puts both back exactly. A RATIO sheet sets the
// customer's ratio and type and undoing it puts back what it replaced.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { verifyMoneyLedger } from './index';
import { rebateClerk } from './rebate.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const r = rebateClerk(t, admin);
const c = r.c;

describe('rebates', () => {
  it('cash back: 5 % of 200.00 of rebate goods (not the 100.00 of others) = 10.00 off the receivable; a linked half return gives 5.00 back', async () => {
    const customer = await r.customer('5', 'CASH_BACK');
    const [w, rebated, other] = [freshId(), freshId(), freshId()];
    await r.list(customer.id, 'REBATE', [rebated]);
    const sale = await r.sell(customer.id, w, [
      { skuId: rebated, qty: '2', price: '100' },
      { skuId: other, qty: '2', price: '50' },
    ]);
    expect(await r.balance(customer.id)).toEqual({ balance: '290.00', rebate: '0.00' });
    const lines = await r.lineRebates(sale.id);
    expect(lines.map((l) => l.rebate)).toEqual(['10.00', null]);
    expect(await r.summary(customer.id)).toEqual({
      customerId: customer.id,
      rebateRatio: '5.00',
      rebateType: 'CASH_BACK',
      accrued: '0.00',
      credited: '10.00',
    });

    // Half the rebate goods come back, linked to the sale line: 100.00 off, 5.00 of rebate back.
    const ret = await c.ok(
      c.save('wholesaleReturn', {
        customerId: customer.id,
        warehouseId: String(w),
        reason: '破损',
        lines: [{ skuId: String(rebated), qty: '1', price: '100', sourceLineId: lines[0]?.id }],
      }),
    );
    await c.ok(c.op('wholesaleReturn', 'complete', ret));
    expect((await r.lineRebates(ret.id)).map((l) => l.rebate)).toEqual(['5.00']);
    expect(await r.balance(customer.id)).toEqual({ balance: '195.00', rebate: '0.00' });
    expect((await r.summary(customer.id)).credited).toBe('5.00');

    // The other half, unlinked, at the customer's current ratio: the rest of it back.
    const ret2 = await c.ok(
      c.save('wholesaleReturn', {
        customerId: customer.id,
        warehouseId: String(w),
        reason: '退货',
        lines: [{ skuId: String(rebated), qty: '1', price: '100' }],
      }),
    );
    await c.ok(c.op('wholesaleReturn', 'complete', ret2));
    expect(await r.balance(customer.id)).toEqual({ balance: '100.00', rebate: '0.00' });
    expect((await r.summary(customer.id)).credited).toBe('0.00');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('a sale’s reversal (红冲) reverses its rebate exactly; no-discount goods take none', async () => {
    const customer = await r.customer('5', 'CASH_BACK');
    const [w, rebated, capped] = [freshId(), freshId(), freshId()];
    await r.list(customer.id, 'REBATE', [rebated, capped]);
    await r.list(customer.id, 'NO_DISCOUNT', [capped]);
    const sale = await r.sell(customer.id, w, [
      { skuId: rebated, qty: '3', price: '33.33' },
      { skuId: capped, qty: '1', price: '100' },
    ]);
    // 99.99 × 5 % = 4.9995 → 5.00; the no-discount line earns nothing.
    expect((await r.lineRebates(sale.id)).map((l) => l.rebate)).toEqual(['5.00', null]);
    expect(await r.balance(customer.id)).toEqual({ balance: '194.99', rebate: '0.00' });
    const posted = await c.detail('wholesaleSale', sale.id);
    await c.ok(c.op('wholesaleSale', 'reverse', { id: sale.id, version: posted.version }));
    expect(await r.balance(customer.id)).toEqual({ balance: '0.00', rebate: '0.00' });
    expect((await r.summary(customer.id)).credited).toBe('0.00');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('periodic: 4 % of 250.00 accrues 10.00; an AMOUNT sheet of 6.00 settles it off the receivable; undone, exactly back', async () => {
    const customer = await r.customer('4', 'PERIODIC');
    const [w, rebated] = [freshId(), freshId()];
    await r.list(customer.id, 'REBATE', [rebated]);
    await r.sell(customer.id, w, [{ skuId: rebated, qty: '5', price: '50' }]);
    expect(await r.balance(customer.id)).toEqual({ balance: '250.00', rebate: '10.00' });
    expect(await r.period(customer.id, today(), today())).toEqual({
      customerId: customer.id,
      from: today(),
      to: today(),
      accruedInPeriod: '10.00',
      settled: '0.00',
      takenBack: '0.00',
      unsettled: '10.00',
      months: [
        {
          month: today().slice(0, 7),
          from: today(),
          to: today(),
          accrued: '10.00',
          settled: '0.00',
          takenBack: '0.00',
          unsettled: '10.00',
        },
      ],
    });
    expect((await r.period(customer.id, '2020-01-01', '2020-01-31')).unsettled).toBe('0.00');

    const sheet = await r.amount(customer.id, '6');
    expect(sheet.billNo).toMatch(/^FLSH\d{13}$/);
    expect(sheet.status).toBe('REVIEWED');
    expect(await r.balance(customer.id)).toEqual({ balance: '244.00', rebate: '4.00' });
    expect(await r.summary(customer.id)).toMatchObject({ accrued: '4.00', credited: '6.00' });
    expect((await r.period(customer.id, today(), today())).unsettled).toBe('4.00');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);

    // Reverse review: both back; reviewed again and voided: both back again.
    const declined = await r.ok(r.op('decline', sheet));
    expect(await r.balance(customer.id)).toEqual({ balance: '250.00', rebate: '10.00' });
    const again = await r.ok(r.op('review', declined));
    expect(await r.balance(customer.id)).toEqual({ balance: '244.00', rebate: '4.00' });
    await r.ok(r.op('discard', again));
    expect(await r.balance(customer.id)).toEqual({ balance: '250.00', rebate: '10.00' });

    // A negative sheet takes accrued rebate back (not the receivable).
    await r.amount(customer.id, '-2.5');
    expect(await r.balance(customer.id)).toEqual({ balance: '250.00', rebate: '7.50' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('a RATIO sheet sets the ratio and type, undoing it puts back what it replaced unless changed since', async () => {
    const customer = await r.customer('5', 'CASH_BACK');
    const sheet = await r.ratio(customer.id, '7.5', 'PERIODIC');
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '7.50', type: 'PERIODIC' });
    const declined = await r.ok(r.op('decline', sheet));
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '5.00', type: 'CASH_BACK' });
    const again = await r.ok(r.op('review', declined));
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '7.50', type: 'PERIODIC' });
    // Changed on the customer screen since: voiding the sheet leaves it.
    await t.db.execute(sql`update customer_info set rebate_ratio = 3 where id = ${Number(customer.id)}`);
    await r.ok(r.op('discard', again));
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '3.00', type: 'PERIODIC' });

    // Two sheets in a row: undoing the first hands what it replaced to the second.
    const first = await r.ratio(customer.id, '4', 'CASH_BACK');
    const second = await r.ratio(customer.id, '6', 'CASH_BACK');
    await r.ok(r.op('decline', first));
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '6.00', type: 'CASH_BACK' });
    await r.ok(r.op('decline', second));
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '3.00', type: 'PERIODIC' });

    // The new ratio applies to the next sale: 6 % cash back now.
    const third = await r.ratio(customer.id, '6', 'CASH_BACK');
    expect(third.status).toBe('REVIEWED');
    const [w, rebated] = [freshId(), freshId()];
    await r.list(customer.id, 'REBATE', [rebated]);
    await r.sell(customer.id, w, [{ skuId: rebated, qty: '1', price: '100' }]);
    expect(await r.balance(customer.id)).toEqual({ balance: '94.00', rebate: '0.00' });
  });
});
