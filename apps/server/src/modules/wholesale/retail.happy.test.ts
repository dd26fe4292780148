// Retail at the till, worked to the fen: 3 × 12.50 = 37.50 paid with 50.00 in cash gives 12.50
// change and takes 3 out at the moving average; a linked return of 1 comes back at the sale's
// cost; a reversal undoes; the inventory priority decides who gets the last units.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { verifyLedger } from '../inventory/index';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { tillClerk } from './retail.test-kit';
import { salesClerk } from './wholesale.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const stock = clerk(t, admin);
const c = salesClerk(t, admin);
const till = tillClerk(t, admin);

describe('retail sale and return', () => {
  it('sells 3 × 12.50 = 37.50 for 50.00 cash: change 12.50, stock −3 at the average 8.00; a linked return of 1 comes back at 8.00', async () => {
    const [w, pen] = [freshId(), freshId()];
    // 10 at 7.00 and 10 at 9.00: the average is 8.00.
    await c.receive(w, pen, '10', '7');
    await c.receive(w, pen, '10', '9');

    const saved = await c.ok(
      till.save('retailSale', {
        buyerName: '王女士',
        buyerPhone: '13800000000',
        warehouseId: String(w),
        paymentType: 'CASH',
        received: '50',
        lines: [{ skuId: String(pen), qty: '3', price: '12.5' }],
      }),
    );
    expect(saved.billNo).toMatch(/^LSD\d{13}$/);
    const draft = await c.ok(till.detail('retailSale', saved.id));
    expect([draft.totalAmount, draft.received, draft.change, draft.paymentType, draft.buyerName]).toEqual([
      '37.50',
      '50.00',
      '12.50',
      'CASH',
      '王女士',
    ]);
    // F6: posted straight from the draft (review policy NONE).
    await c.ok(till.op('retailSale', 'complete', saved));
    const posted = await c.ok(till.detail('retailSale', saved.id));
    expect(posted.status).toBe('COMPLETE');
    expect([posted.lines[0].amount, posted.lines[0].costAmount, posted.lines[0].grossMargin]).toEqual(['37.50', '24.00', '13.50']);
    const after = await stock.stock(w, pen);
    expect([Number(after.onHand), after.stockValue]).toEqual([17, '136.00']);

    // A linked return of 1 at 12.50, refunded 12.50 by WeChat, enters at the sale's 8.00.
    const ret = await c.ok(
      till.save('retailReturn', {
        warehouseId: String(w),
        paymentType: 'WECHAT',
        lines: [{ skuId: String(pen), qty: '1', price: '12.5', sourceLineId: posted.lines[0].id }],
      }),
    );
    expect(ret.billNo).toMatch(/^LSTH/);
    await c.ok(till.op('retailReturn', 'complete', ret));
    const returned = await c.ok(till.detail('retailReturn', ret.id));
    expect([returned.refund, returned.paymentType, returned.lines[0].costAmount]).toEqual(['12.50', 'WECHAT', '8.00']);
    const back = await stock.stock(w, pen);
    expect([Number(back.onHand), back.stockValue]).toEqual([18, '144.00']);

    // Reversing the return takes the unit out again at 8.00.
    const reversed = await till.op('retailReturn', 'reverse', { id: ret.id, version: returned.version });
    expect(reversed.body.code, JSON.stringify(reversed.body)).toBe(200);
    const undone = await stock.stock(w, pen);
    expect([Number(undone.onHand), undone.stockValue]).toEqual([17, '136.00']);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('a card payment must be exactly the total (no change); reversing the sale puts the stock back', async () => {
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '5', '2');
    const saved = await c.ok(
      till.save('retailSale', {
        warehouseId: String(w),
        paymentType: 'ALIPAY',
        received: '7.00',
        lines: [
          { skuId: String(pen), qty: '2', price: '3.5' },
          { skuId: String(pen), qty: '1', price: '0', gift: true },
        ],
      }),
    );
    await c.ok(till.op('retailSale', 'complete', saved));
    const posted = await c.ok(till.detail('retailSale', saved.id));
    expect([posted.totalAmount, posted.change]).toEqual(['7.00', '0.00']);
    expect(Number((await stock.stock(w, pen)).onHand)).toBe(2);
    await c.ok(till.op('retailSale', 'reverse', posted));
    const back = await stock.stock(w, pen);
    expect([Number(back.onHand), back.stockValue]).toEqual([5, '10.00']);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});

describe('inventory priority', () => {
  /** 5 on hand, all 5 locked by a reviewed wholesale sale. */
  async function lockedByWholesale() {
    const customer = await addCustomer(t, admin);
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '5', '1');
    const sale = await c.ok(
      c.save('wholesaleSale', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '5', price: '2' }] }),
    );
    const reviewed = await c.ok(c.op('wholesaleSale', 'review', sale));
    const retail = await c.ok(
      till.save('retailSale', {
        warehouseId: String(w),
        paymentType: 'CASH',
        received: '3',
        lines: [{ skuId: String(pen), qty: '1', price: '3' }],
      }),
    );
    return { w, pen, reviewed, retail };
  }

  it('WHOLESALE_FIRST (default): stock locked by a reviewed wholesale sale is not available to retail', async () => {
    await c.ok(till.setPriority('WHOLESALE_FIRST'));
    const { w, pen, reviewed, retail } = await lockedByWholesale();
    const refused = await till.op('retailSale', 'complete', retail);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/可用库存不足|insufficient/i);
    const s = await stock.stock(w, pen);
    expect([Number(s.onHand), Number(s.locked)]).toEqual([5, 5]);
    expect((await c.ok(till.detail('retailSale', retail.id))).status).toBe('DRAFT');
    // The wholesale sale still posts all 5.
    await c.ok(c.op('wholesaleSale', 'complete', reviewed));
    expect(Number((await stock.stock(w, pen)).onHand)).toBe(0);
  });

  it('RETAIL_FIRST: the retail sale takes a locked unit, the wholesale posting refuses with the shortfall', async () => {
    await c.ok(till.setPriority('RETAIL_FIRST'));
    try {
      const { w, pen, reviewed, retail } = await lockedByWholesale();
      await c.ok(till.op('retailSale', 'complete', retail));
      const s = await stock.stock(w, pen);
      // The stock query shows more locked than on hand.
      expect([Number(s.onHand), Number(s.locked)]).toEqual([4, 5]);
      const refused = await c.op('wholesaleSale', 'complete', reviewed);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain('1');
      expect(Number((await stock.stock(w, pen)).onHand)).toBe(4);
      expect(await verifyLedger(t.db)).toEqual([]);
    } finally {
      await c.ok(till.setPriority('WHOLESALE_FIRST'));
    }
  });
});
