// Selling, worked by hand to the fen: an order priced by the price resolution, transferred into
// a sale after the credit warning, posted out at the moving average with its receivable; a
// linked return at the delivery cost; line close and whole-order close; the list's derived state.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { financeClerk } from '../finance/collection.test-kit';
import { partnerBalances, verifyMoneyLedger } from '../finance/index';
import { verifyLedger } from '../inventory/index';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from './wholesale.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const stock = clerk(t, admin);
const c = salesClerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const receivable = async (customerId: string) =>
  (await partnerBalances(t.db, group, { partnerKind: 'CUSTOMER', partnerId: Number(customerId) })).balance;

describe('wholesale order, sale and return', () => {
  it('sells 60 at 2.00 from stock averaging 1.30: revenue 120.00, cost 78.00, receivable 120.00; a linked return of 10 restores 13.00 and 20.00', async () => {
    const customer = await addCustomer(t, admin);
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '100', '1.3');

    const order = await c.ok(
      c.save('saleOrder', {
        customerId: customer.id,
        warehouseId: String(w),
        saleSource: 'TELESALES',
        lines: [{ skuId: String(pen), qty: '60', price: '2', priceSource: 'WHOLESALE_PRICE' }],
      }),
    );
    const saved = await c.detail('saleOrder', order.id);
    // The customer's default address comes with the order.
    expect(String(saved.deliveryAddress)).toContain('张杨路 100 号');
    expect(saved.saleSource).toBe('TELESALES');
    expect((await c.orderRow(order.billNo))?.transferState).toBe('NONE');
    const reviewed = await c.ok(c.op('saleOrder', 'review', order));

    const draft = await c.ok(c.transfer(reviewed));
    const sale = await c.detail('wholesaleSale', draft.id);
    expect(sale.lines.map((l) => [Number(l.qty), l.price, l.amount, l.sourceLineId])).toEqual([[60, '2', '120.00', saved.lines[0].id]]);
    // Reviewing the sale locks the stock and counts against the order line.
    const saleReviewed = await c.ok(c.op('wholesaleSale', 'review', draft));
    expect(Number((await stock.stock(w, pen)).locked)).toBe(60);
    const row = await c.orderRow(order.billNo);
    expect(row?.transferState).toBe('ALL');
    expect(row?.fulfilmentRate).toBe('100.00');
    await c.ok(c.op('wholesaleSale', 'complete', saleReviewed));

    const posted = await c.detail('wholesaleSale', draft.id);
    expect(posted.lines[0].amount).toBe('120.00');
    expect([posted.lines[0].costAmount, posted.lines[0].grossMargin]).toEqual(['78.00', '42.00']);
    expect(await receivable(customer.id)).toBe('120.00');
    const after = await stock.stock(w, pen);
    expect([Number(after.onHand), Number(after.locked)]).toEqual([40, 0]);

    // A linked return of 10 enters at the sale's 1.30 (13.00) and lowers the receivable by 20.00.
    const ret = await c.ok(
      c.save('wholesaleReturn', {
        customerId: customer.id,
        warehouseId: String(w),
        lines: [{ skuId: String(pen), qty: '10', price: '2', sourceLineId: posted.lines[0].id }],
      }),
    );
    await c.ok(c.op('wholesaleReturn', 'complete', ret));
    expect(await receivable(customer.id)).toBe('100.00');
    const back = await stock.stock(w, pen);
    expect(Number(back.onHand)).toBe(50);
    // 40 left at 1.30 (52.00) + 10 back at 1.30 (13.00).
    expect(back.stockValue).toBe('65.00');

    // Returned ≤ sold − returned: 50 more of the same line are refused.
    const tooMany = await c.save('wholesaleReturn', {
      customerId: customer.id,
      warehouseId: String(w),
      lines: [{ skuId: String(pen), qty: '51', price: '2', sourceLineId: posted.lines[0].id }],
    });
    const refused = await c.op('wholesaleReturn', 'complete', tooMany.body.data);
    expect(refused.body.code).not.toBe(200);

    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('warns on credit at transfer, continues when confirmed, and blocks a customer who is not NORMAL', async () => {
    const customer = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '100' });
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '100', '1');
    const order = await c.ok(
      c.save('saleOrder', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '60', price: '2' }] }),
    );
    const reviewed = await c.ok(c.op('saleOrder', 'review', order));
    const warned = await c.transfer(reviewed);
    expect(warned.body.code).toBe(4003030);
    // 100.00 of credit left, 120.00 unsent on the order.
    expect(warned.body.msg).toContain('100.00');
    expect(warned.body.msg).toContain('120.00');
    const draft = await c.ok(c.transfer(reviewed, ['CREDIT']));
    expect(draft.billNo).toMatch(/^PFXS/);

    const other = await addCustomer(t, admin);
    const second = await c.ok(
      c.save('saleOrder', { customerId: other.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '1', price: '2' }] }),
    );
    const secondReviewed = await c.ok(c.op('saleOrder', 'review', second));
    await c.ok(t.call(admin, 'PUT', '/api/customer/jcCustomerInfo/status', { ids: [other.id], status: 'DISABLED' }));
    const blocked = await c.transfer(secondReviewed, ['CREDIT', 'STOP_SEND']);
    expect(blocked.body.code).toBe(4000422);
  });

  it('asks before transferring for a customer with a collection not yet posted, naming it, and goes on when told', async () => {
    await ensureReferenceData(t.db);
    const f = financeClerk(t, admin);
    const customer = await addCustomer(t, admin);
    const sale = await f.delivery(customer.id, '10', '2');
    const receivable = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo);
    const draft = await f.ok(
      f.save('settlementOrder', {
        customerId: customer.id,
        accountId: await f.account(),
        payments: [{ paymentType: 'CASH', amount: '20' }],
        totalAmount: '20.00',
        lines: [{ entryId: receivable?.id, amount: '20' }],
      }),
    );
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '10', '1');
    const order = await c.ok(
      c.save('saleOrder', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '2', price: '2' }] }),
    );
    const reviewed = await c.ok(c.op('saleOrder', 'review', order));
    const asked = await c.transfer(reviewed);
    expect(asked.body.code).toBe(4003036);
    expect(asked.body.msg).toContain(draft.billNo);
    const sale2 = await c.ok(c.transfer(reviewed, ['UNFINISHED_COLLECTION']));
    expect(sale2.billNo).toMatch(/^PFXS/);

    // Once the collection is posted, a transfer no longer asks.
    await f.ok(f.op('settlementOrder', 'complete', draft));
    const next = await c.ok(
      c.save('saleOrder', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '1', price: '2' }] }),
    );
    const nextReviewed = await c.ok(c.op('saleOrder', 'review', next));
    expect((await c.transfer(nextReviewed)).body.code).toBe(200);
  });

  it('closes a line, then the whole order; a closed line is not transferred', async () => {
    const customer = await addCustomer(t, admin);
    const [w, pen, clip] = [freshId(), freshId(), freshId()];
    const order = await c.ok(
      c.save('saleOrder', {
        customerId: customer.id,
        warehouseId: String(w),
        lines: [
          { skuId: String(pen), qty: '10', price: '2' },
          { skuId: String(clip), qty: '5', price: '1', discount: '0.5' },
          { skuId: String(pen), qty: '1', price: '0', gift: true },
        ],
      }),
    );
    const reviewed = await c.ok(c.op('saleOrder', 'review', order));
    const detail = await c.detail('saleOrder', order.id);
    const closed = await c.ok(
      t.call<{ version: number }>(admin, 'POST', '/api/order/saleOrderItem/close', { id: detail.lines[0].id, version: reviewed.version }),
    );
    // 从批发订单选择 lists what is open: the closed line is gone; the discount and the gift come along.
    const picked = await c.ok(
      t.call<{ list: { id: string; open: string; discount: string | null; gift: boolean }[] }>(
        admin,
        'POST',
        '/api/order/wholesaleSale/pickOrderLines',
        { customerId: customer.id },
      ),
    );
    expect(picked.list.map((l) => [l.id, Number(l.open), l.discount === null ? null : Number(l.discount), l.gift])).toEqual([
      [detail.lines[1].id, 5, 0.5, false],
      [detail.lines[2].id, 1, 0, true],
    ]);
    const draft = await c.ok(c.transfer({ id: order.id }));
    const sale = await c.detail('wholesaleSale', draft.id);
    expect(sale.lines.map((l) => l.sourceLineId)).toEqual([detail.lines[1].id, detail.lines[2].id]);
    expect(sale.lines[1].gift).toBe(true);
    const settled = await c.ok(c.op('saleOrder', 'settleClose', { id: order.id, version: closed.version }));
    expect(settled.status).toBe('CLOSED');
    expect((await c.orderRow(order.billNo))?.transferState).toBe('CLOSED');
  });
  it('transfers part of an order (部分转单), then the rest; and combines two orders of one customer into one sale (合并转单)', async () => {
    const customer = await addCustomer(t, admin);
    const [w, pen, clip] = [freshId(), freshId(), freshId()];
    const order = await c.ok(
      c.save('saleOrder', {
        customerId: customer.id,
        warehouseId: String(w),
        lines: [
          { skuId: String(pen), qty: '10', price: '2' },
          { skuId: String(clip), qty: '5', price: '1' },
        ],
      }),
    );
    await c.ok(c.op('saleOrder', 'review', order));
    const lines = (await c.detail('saleOrder', order.id)).lines;
    const part = await c.ok(
      t.call<{ id: string }>(admin, 'POST', '/api/order/saleOrder/transfer', { id: order.id, lines: [{ lineId: lines[0].id, qty: '4' }] }),
    );
    const first = await c.detail('wholesaleSale', part.id);
    expect(first.lines.map((l) => [l.sourceLineId, Number(l.qty)])).toEqual([[lines[0].id, 4]]);
    // The rest: 6 pens and the 5 clips (the first draft keeps its 4); then nothing is left.
    const rest = await c.detail('wholesaleSale', (await c.ok(c.transfer({ id: order.id }))).id);
    expect(rest.lines.map((l) => [l.sourceLineId, Number(l.qty)])).toEqual([
      [lines[0].id, 6],
      [lines[1].id, 5],
    ]);
    expect((await c.transfer({ id: order.id })).body.msg).toContain('nothing left to transfer');

    const orderOf = async (qty: string) => {
      const o = await c.ok(
        c.save('saleOrder', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty, price: '2' }] }),
      );
      return c.ok(c.op('saleOrder', 'review', o));
    };
    const [a, b] = [await orderOf('3'), await orderOf('7')];
    const combined = await c.ok(t.call<{ id: string }>(admin, 'POST', '/api/order/saleOrder/combineTransfer', { ids: [b.id, a.id] }));
    const sale = await c.detail('wholesaleSale', combined.id);
    const [aLine, bLine] = [(await c.detail('saleOrder', a.id)).lines[0], (await c.detail('saleOrder', b.id)).lines[0]];
    expect(sale.lines.map((l) => [l.sourceLineId, Number(l.qty)])).toEqual([
      [aLine.id, 3],
      [bLine.id, 7],
    ]);
  });
  it('names the lines sold below the moving average cost (net of discount and tax), never the cost', async () => {
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '10', '1.3');
    const asked = await c.ok(
      t.call<{ lines: number[] }>(admin, 'POST', '/api/order/wholesaleSale/belowCost', {
        lines: [
          { skuId: String(pen), qty: '10', price: '2' },
          { skuId: String(pen), qty: '10', price: '1.2' },
          // 1.40 with 13 % tax is 1.2389 without it.
          { skuId: String(pen), qty: '10', price: '1.4', taxRate: '0.13' },
          // 10 × 1.40 − 1.50 = 12.50: 1.25 a piece.
          { skuId: String(pen), qty: '10', price: '1.4', discount: '1.5' },
          { skuId: String(pen), qty: '10', price: '1.3' },
        ],
      }),
    );
    expect(asked).toEqual({ lines: [2, 3, 4] });
  });
});
