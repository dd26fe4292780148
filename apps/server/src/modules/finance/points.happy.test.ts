// Points (积分, DOMAIN 14), worked by hand. A customer with a reward ratio of 10 % (points =
// floor(eligible amount × 10 / 100)) buys 10 pens of return-point goods at 12.345 = 123.45 and
// 3 erasers at 5.00 = 15.00 that are not on the list: 12 points (12.345 floored). A linked
// return of 5 pens takes back floor(12 × 5 / 10) = 6. A reversal (红冲) takes back exactly what
// its sale gave, even below zero once the customer has redeemed them.
import type { CustomerDetail, DocumentDetailView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from '../wholesale/wholesale.test-kit';
import { verifyMoneyLedger } from './index';
import { POINTS, pointsClerk, returnPointsList } from './points.test-kit';
import { verifyPointsLedger } from './points-verify';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const group = (await t.given.defaultGroup()).id;
const c = salesClerk(t, admin);
const p = pointsClerk(t, admin);

type Line = DocumentDetailView['lines'][number] & { points?: number };

describe('points from sales and returns', () => {
  it('ratio 10 %: a sale of 123.45 of return-point goods earns 12; a linked return of half takes back 6', async () => {
    const customer = await addCustomer(t, admin, { rewardRatio: '10' });
    const [w, pen, eraser] = [freshId(), freshId(), freshId()];
    await returnPointsList(t, group, [pen]);
    await c.receive(w, pen, '100', '8');
    await c.receive(w, eraser, '100', '2');
    const sale = await c.ok(
      c.save('wholesaleSale', {
        customerId: customer.id,
        warehouseId: String(w),
        saleSource: 'IN_STORE',
        lines: [
          { skuId: String(pen), qty: '10', price: '12.345' },
          { skuId: String(eraser), qty: '3', price: '5' },
        ],
      }),
    );
    expect(await p.balance(customer.id)).toBe(0);
    await c.ok(c.op('wholesaleSale', 'complete', await c.ok(c.op('wholesaleSale', 'review', sale))));
    const posted = await c.detail('wholesaleSale', sale.id);
    const [penLine, eraserLine] = posted.lines as Line[];
    expect([penLine?.amount, penLine?.points]).toEqual(['123.45', 12]);
    expect(eraserLine?.points).toBeUndefined();
    expect(await p.balance(customer.id)).toBe(12);

    const ret = await c.ok(
      c.save('wholesaleReturn', {
        customerId: customer.id,
        warehouseId: String(w),
        lines: [{ skuId: String(pen), qty: '5', price: '12.345', sourceLineId: penLine?.id }],
      }),
    );
    await c.ok(c.op('wholesaleReturn', 'complete', ret));
    expect(((await c.detail('wholesaleReturn', ret.id)).lines[0] as Line).points).toBe(-6);
    expect(await p.balance(customer.id)).toBe(6);
    // The customer's record shows the same balance (客户档案).
    const record = await c.ok(t.call<CustomerDetail>(admin, 'GET', `/api/customer/jcCustomerInfo/itemList/${customer.id}`));
    expect(record.points).toBe(6);
    expect(await verifyPointsLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('a sale reversal (红冲) takes back exactly what the sale gave; goods off the list or a ratio of 0 earn nothing', async () => {
    const customer = await addCustomer(t, admin, { rewardRatio: '2.5' });
    const none = await addCustomer(t, admin, { rewardRatio: '0' });
    const [w, pen] = [freshId(), freshId()];
    await returnPointsList(t, group, [pen]);
    await c.receive(w, pen, '100', '8');
    const sell = async (customerId: string, qty: string) => {
      const saved = await c.ok(
        c.save('wholesaleSale', {
          customerId,
          warehouseId: String(w),
          saleSource: 'IN_STORE',
          lines: [{ skuId: String(pen), qty, price: '39.9' }],
        }),
      );
      return c.ok(c.op('wholesaleSale', 'complete', await c.ok(c.op('wholesaleSale', 'review', saved))));
    };
    // 20 × 39.90 = 798.00 × 2.5 % = 19.95 → 19 points.
    const sale = await sell(customer.id, '20');
    expect(await p.balance(customer.id)).toBe(19);
    await sell(none.id, '20');
    expect(await p.balance(none.id)).toBe(0);

    // The customer redeems 15 of them, then the sale is reversed: back to 19 − 15 − 19 = −15, on record.
    await p.adjust(customer.id, -15, '兑换礼品');
    expect(await p.balance(customer.id)).toBe(4);
    const reversed = await c.ok(c.op('wholesaleSale', 'reverse', sale));
    expect(await p.balance(customer.id)).toBe(-15);
    const reversal = (reversed as unknown as { reversal: { id: string } }).reversal;
    expect(((await c.detail('wholesaleSale', reversal.id)).lines[0] as Line).points).toBe(-19);
    expect(await verifyPointsLedger(t.db)).toEqual([]);
  });

  it('an unlinked return takes back floor(amount × the ratio today / 100)', async () => {
    const customer = await addCustomer(t, admin, { rewardRatio: '10' });
    const [w, pen] = [freshId(), freshId()];
    await returnPointsList(t, group, [pen]);
    await c.receive(w, pen, '100', '8');
    await p.adjust(customer.id, 50, '开户赠送');
    const ret = await c.ok(
      c.save('wholesaleReturn', {
        customerId: customer.id,
        warehouseId: String(w),
        lines: [{ skuId: String(pen), qty: '3', price: '12.5' }],
      }),
    );
    await c.ok(c.op('wholesaleReturn', 'complete', ret));
    // 3 × 12.50 = 37.50 × 10 % = 3.75 → 3.
    expect(await p.balance(customer.id)).toBe(47);
  });
});

describe('points adjustment (积分调整单)', () => {
  it('grants, redeems within the balance and is reversed exactly', async () => {
    const customer = await addCustomer(t, admin, { rewardRatio: '1' });
    const grant = await p.adjust(customer.id, 100, '老客户回馈');
    expect(grant.billNo).toMatch(/^JFTZ\d{13}$/);
    expect(grant.status).toBe('COMPLETE');
    expect(await p.balance(customer.id)).toBe(100);
    const redeem = await p.adjust(customer.id, '-100', '兑换礼品');
    expect(await p.balance(customer.id)).toBe(0);
    const reversed = await p.ok(p.op('reverse', redeem));
    expect(await p.balance(customer.id)).toBe(100);
    const reversal = (reversed as unknown as { reversal: { id: string } }).reversal;
    const undone = await p.ok(t.call<DocumentDetailView>(admin, 'GET', `${POINTS.base}/${reversal.id}`));
    expect([undone.points, undone.lines[0]?.points]).toEqual([100, 100]);
    const detail = await p.ok(t.call<DocumentDetailView>(admin, 'GET', `${POINTS.base}/${redeem.id}`));
    expect([detail.reason, detail.points, detail.customerId]).toEqual(['兑换礼品', -100, customer.id]);
    const page = await p.ok(
      t.call<{ list: { billNo: string; points: number }[] }>(admin, 'POST', `${POINTS.base}/page`, { pageNum: 1, pageSize: 50 }),
    );
    expect(page.list.find((r) => r.billNo === grant.billNo)?.points).toBe(100);
    expect(await verifyPointsLedger(t.db)).toEqual([]);
  });
});
