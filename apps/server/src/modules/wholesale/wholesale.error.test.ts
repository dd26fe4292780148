// Refusals of wholesale documents: each names the field or the rule, and changes nothing.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer, fieldsOf, member } from '../partner/partner.test-kit';
import { salesClerk } from './wholesale.test-kit';

const ports = useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const stock = clerk(t, admin);
const c = salesClerk(t, admin);
const group = (await t.given.defaultGroup()).id;

describe('wholesale (errors)', () => {
  it('refuses a sale beyond available stock, naming the SKU and the shortfall', async () => {
    const customer = await addCustomer(t, admin);
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '5', '1');
    const sale = await c.ok(
      c.save('wholesaleSale', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '8', price: '2' }] }),
    );
    const refused = await c.op('wholesaleSale', 'review', sale);
    expect(refused.body.code).toBe(4000422);
    expect(refused.body.msg).toContain(String(pen));
    expect(refused.body.msg).toMatch(/\b3\b/);
    expect(Number((await stock.stock(w, pen)).locked)).toBe(0);
  });

  it('refuses a zero price when the configuration forbids it, but not on a gift line', async () => {
    const customer = await addCustomer(t, admin);
    ports.setConfig(group, { ifZeroPrice: false });
    try {
      const zero = await c.save('saleOrder', {
        customerId: customer.id,
        warehouseId: String(freshId()),
        lines: [{ skuId: String(freshId()), qty: '1', price: '0' }],
      });
      expect(fieldsOf(zero.body)).toEqual(['lines.0.price']);
      const gift = await c.save('saleOrder', {
        customerId: customer.id,
        warehouseId: String(freshId()),
        lines: [
          { skuId: String(freshId()), qty: '1', price: '3' },
          { skuId: String(freshId()), qty: '1', price: '0', gift: true },
        ],
      });
      expect(gift.body.code).toBe(200);
    } finally {
      ports.setConfig(group, { ifZeroPrice: true });
    }
  });

  it('refuses a gift line with a price, a discount above the line, an unknown customer and a bad sale source', async () => {
    const customer = await addCustomer(t, admin);
    const base = { customerId: customer.id, warehouseId: String(freshId()) };
    const gift = await c.save('saleOrder', { ...base, lines: [{ skuId: String(freshId()), qty: '1', price: '3', gift: true }] });
    expect(fieldsOf(gift.body)).toEqual(['lines.0.price']);
    const discount = await c.save('saleOrder', { ...base, lines: [{ skuId: String(freshId()), qty: '1', price: '3', discount: '4' }] });
    expect(fieldsOf(discount.body)).toEqual(['lines.0.discount']);
    const unknown = await c.save('saleOrder', {
      ...base,
      customerId: '999999999',
      lines: [{ skuId: String(freshId()), qty: '1', price: '3' }],
    });
    expect(fieldsOf(unknown.body)).toEqual(['customerId']);
    const source = await c.save('saleOrder', {
      ...base,
      saleSource: 'DOOR_TO_DOOR',
      lines: [{ skuId: String(freshId()), qty: '1', price: '3' }],
    });
    expect(fieldsOf(source.body)).toEqual(['saleSource']);
  });

  it('refuses a sale above the unsent order quantity, from a closed line, and a transfer of a draft order', async () => {
    const customer = await addCustomer(t, admin);
    const [w, pen, clip] = [freshId(), freshId(), freshId()];
    const order = await c.ok(
      c.save('saleOrder', {
        customerId: customer.id,
        warehouseId: String(w),
        lines: [
          { skuId: String(pen), qty: '10', price: '2' },
          { skuId: String(clip), qty: '10', price: '2' },
        ],
      }),
    );
    const draftTransfer = await c.transfer(order);
    expect(draftTransfer.body.code).toBe(4000422);
    const reviewed = await c.ok(c.op('saleOrder', 'review', order));
    const lines = (await c.detail('saleOrder', order.id)).lines;
    const over = await c.save('wholesaleSale', {
      customerId: customer.id,
      warehouseId: String(w),
      lines: [{ skuId: String(pen), qty: '11', price: '2', sourceLineId: lines[0].id }],
    });
    expect(fieldsOf(over.body)).toEqual(['lines.0.qty']);
    expect(over.body.msg).toContain('10');
    await c.ok(t.call(admin, 'POST', '/api/order/saleOrderItem/close', { id: lines[1].id, version: reviewed.version }));
    const closed = await c.save('wholesaleSale', {
      customerId: customer.id,
      warehouseId: String(w),
      lines: [{ skuId: String(clip), qty: '1', price: '2', sourceLineId: lines[1].id }],
    });
    expect(fieldsOf(closed.body)).toEqual(['lines.0.sourceLineId']);
    // Another customer's order line is not this customer's to sell.
    const other = await addCustomer(t, admin);
    const foreign = await c.save('wholesaleSale', {
      customerId: other.id,
      warehouseId: String(w),
      lines: [{ skuId: String(pen), qty: '1', price: '2', sourceLineId: lines[0].id }],
    });
    expect(fieldsOf(foreign.body)).toEqual(['lines.0.sourceLineId']);
  });

  it('refuses a negative return price', async () => {
    const customer = await addCustomer(t, admin);
    const negative = await c.save('wholesaleReturn', {
      customerId: customer.id,
      warehouseId: String(freshId()),
      lines: [{ skuId: String(freshId()), qty: '1', price: '-1' }],
    });
    expect(fieldsOf(negative.body)).toEqual(['lines.0.price']);
  });
  it('refuses a partial transfer without its permission or above the remainder, and combining orders of two customers or a closed order', async () => {
    const [w, pen] = [freshId(), freshId()];
    const [one, two] = [await addCustomer(t, admin), await addCustomer(t, admin)];
    const reviewedOrder = async (customerId: string, qty: string) => {
      const o = await c.ok(c.save('saleOrder', { customerId, warehouseId: String(w), lines: [{ skuId: String(pen), qty, price: '2' }] }));
      return c.ok(c.op('saleOrder', 'review', o));
    };
    const order = await reviewedOrder(one.id, '10');
    const line = (await c.detail('saleOrder', order.id)).lines[0];

    const transferOnly = await member(t, [group], ['/wholesale/saleOrder', 'wholesale:saleOrder:transfer']);
    const refused = await t.call(transferOnly, 'POST', '/api/order/saleOrder/transfer', {
      id: order.id,
      lines: [{ lineId: line.id, qty: '1' }],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('No partial transfer permission');

    const above = await t.call(admin, 'POST', '/api/order/saleOrder/transfer', { id: order.id, lines: [{ lineId: line.id, qty: '11' }] });
    expect(above.body.errors?.[0]?.field).toBe('lines.0.qty');
    expect(above.body.msg).toContain('10');
    const zero = await t.call(admin, 'POST', '/api/order/saleOrder/transfer', { id: order.id, lines: [{ lineId: line.id, qty: '0' }] });
    expect(zero.status).toBe(400);

    const other = await reviewedOrder(two.id, '1');
    const mixed = await t.call(admin, 'POST', '/api/order/saleOrder/combineTransfer', { ids: [order.id, other.id] });
    expect(mixed.body.code).toBe(4000422);
    expect(mixed.body.msg).toContain('more than one customer');

    const closed = await reviewedOrder(one.id, '2');
    await c.ok(c.op('saleOrder', 'settleClose', closed));
    const withClosed = await t.call(admin, 'POST', '/api/order/saleOrder/combineTransfer', { ids: [order.id, closed.id] });
    expect(withClosed.body.code).toBe(4000422);
    expect(withClosed.body.msg).toContain(closed.billNo);
    // Nothing was transferred by the refusals.
    expect(Number((await c.detail('saleOrder', order.id)).lines[0].fulfilledQty)).toBe(0);
  });
  it('refuses a line discount above the clerk’s sales discount cap, naming the line and the percent', async () => {
    const customer = await addCustomer(t, admin);
    const clerk = await member(t, [group], ['/wholesale/saleOrder', 'wholesale:saleOrder:add']);
    const capped = await t.call(admin, 'PUT', '/api/user/discountAuth', {
      employeeId: String(clerk.employeeId),
      salesDiscountCap: '10',
      returnDiscountCap: '10',
      discountAuthCode: null,
    });
    expect(capped.body.code, JSON.stringify(capped.body)).toBe(200);
    const base = { billDate: new Date().toISOString().slice(0, 10), customerId: customer.id, warehouseId: String(freshId()) };
    // 20 × 1.00 = 20.00: 2.00 off is 10 %, 2.01 off is above it.
    const within = await t.call(clerk, 'PUT', '/api/order/saleOrder/add', {
      ...base,
      lines: [{ skuId: String(freshId()), qty: '20', price: '1', discount: '2' }],
    });
    expect(within.body.code, JSON.stringify(within.body)).toBe(200);
    const above = await t.call(clerk, 'PUT', '/api/order/saleOrder/add', {
      ...base,
      lines: [
        { skuId: String(freshId()), qty: '1', price: '5' },
        { skuId: String(freshId()), qty: '20', price: '1', discount: '2.01' },
      ],
    });
    expect(fieldsOf(above.body)).toEqual(['lines.1.discount']);
    expect(above.body.msg).toContain('10.05%');
  });

  it('asks an authorizer’s discount authorization code for a return discount above the clerk’s return cap, and keeps who authorized it', async () => {
    const customer = await addCustomer(t, admin);
    const clerk = await member(
      t,
      [group],
      ['/wholesale/wholesaleReturn', 'wholesale:wholesaleReturn:add', 'wholesale:wholesaleReturn:edit', 'wholesale:wholesaleReturn:review'],
    );
    const boss = await t.given.session({ groups: [group], grants: ['/wholesale/wholesaleReturn'] });
    const caps = async (s: { employeeId?: number }, returnDiscountCap: string, discountAuthCode: string | null) => {
      const set = await t.call(admin, 'PUT', '/api/user/discountAuth', {
        employeeId: String(s.employeeId),
        salesDiscountCap: '100',
        returnDiscountCap,
        discountAuthCode,
      });
      expect(set.body.code, JSON.stringify(set.body)).toBe(200);
    };
    await caps(clerk, '5', null);
    await caps(boss, '20', 'boss-2468');
    const base = { billDate: new Date().toISOString().slice(0, 10), customerId: customer.id, warehouseId: String(freshId()) };
    // 10 × 2.00 = 20.00: 1.00 off is 5 % (the clerk's cap), 3.00 off is 15 %.
    const line = (discount: string) => [{ skuId: String(freshId()), qty: '10', price: '2', discount }];
    const check = await t.call(clerk, 'POST', '/api/order/wholesaleReturn/discountCheck', { lines: [...line('1'), ...line('3')] });
    expect(check.body.data).toEqual({ percent: '15.00', cap: '5.00', needsAuthorization: true, lines: [2] });

    const within = await t.call(clerk, 'PUT', '/api/order/wholesaleReturn/add', { ...base, lines: line('1') });
    expect(within.body.code, JSON.stringify(within.body)).toBe(200);
    const asked = await t.call(clerk, 'PUT', '/api/order/wholesaleReturn/add', { ...base, lines: line('3') });
    expect(fieldsOf(asked.body)).toEqual(['lines.0.discount']);
    expect(asked.body.msg).toContain('15.00%');

    const who = String(boss.employee.employeeNo);
    const wrong = await t.call(clerk, 'PUT', '/api/order/wholesaleReturn/add', {
      ...base,
      lines: line('3'),
      discountAuth: { employeeNo: who, code: 'boss-1357' },
    });
    expect(fieldsOf(wrong.body)).toEqual(['discountAuth.code']);
    const stranger = await t.call(clerk, 'PUT', '/api/order/wholesaleReturn/add', {
      ...base,
      lines: line('3'),
      discountAuth: { employeeNo: 'nobody-here', code: 'boss-2468' },
    });
    expect(fieldsOf(stranger.body)).toEqual(['discountAuth.code']);
    // The authorizer's own cap (20 %) does not cover 25 %.
    const tooMuch = await t.call(clerk, 'PUT', '/api/order/wholesaleReturn/add', {
      ...base,
      lines: line('5'),
      discountAuth: { employeeNo: who, code: 'boss-2468' },
    });
    expect(fieldsOf(tooMuch.body)).toEqual(['discountAuth.employeeNo']);

    const granted = await t.call<{ id: string; version: number }>(clerk, 'PUT', '/api/order/wholesaleReturn/add', {
      ...base,
      lines: line('3'),
      discountAuth: { employeeNo: who, code: 'boss-2468' },
    });
    expect(granted.body.code, JSON.stringify(granted.body)).toBe(200);
    const saved = await c.detail('wholesaleReturn', granted.body.data.id);
    expect(saved.discountAuthorizedBy).toEqual({ employeeId: String(boss.employeeId), name: boss.employee.name, percent: '15.00' });
    expect(JSON.stringify(saved)).not.toContain('boss-2468');
    expect(saved.totalAmount).toBe('17.00');
    // Saved again without the code, the discount is asked about again.
    const edited = await t.call(clerk, 'POST', '/api/order/wholesaleReturn/update', {
      ...base,
      id: granted.body.data.id,
      version: granted.body.data.version,
      lines: line('3'),
    });
    expect(fieldsOf(edited.body)).toEqual(['lines.0.discount']);
    // Reviewed by the same clerk (cap 5 %), the authorization it was saved with stands.
    const reviewed = await t.call(clerk, 'POST', '/api/order/wholesaleReturn/review', {
      id: granted.body.data.id,
      version: granted.body.data.version,
    });
    expect(reviewed.body.code, JSON.stringify(reviewed.body)).toBe(200);
  });
});
