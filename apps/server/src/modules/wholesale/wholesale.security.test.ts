// Wholesale behind its walls: another group's ids are not found on the wholesale routes, each
// operation wants its own button, and oversize input is refused naming the field.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer, fieldsOf } from '../partner/partner.test-kit';
import { salesClerk } from './wholesale.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = salesClerk(t, admin);

const EVERY_GRANT = [
  '/wholesale/saleOrder',
  'wholesale:saleOrder:add',
  'wholesale:saleOrder:review',
  'wholesale:saleOrder:close',
  'wholesale:saleOrder:settleClose',
  'wholesale:saleOrder:transfer',
  '/wholesale/wholesaleSale',
  'wholesale:wholesaleSale:add',
  'wholesale:wholesaleSale:complete',
  '/wholesale/wholesaleReturn',
  'wholesale:wholesaleReturn:add',
];

async function orderOfA() {
  const customer = await addCustomer(t, admin);
  const order = await c.ok(
    c.save('saleOrder', {
      customerId: customer.id,
      warehouseId: String(freshId()),
      lines: [{ skuId: String(freshId()), qty: '3', price: '2' }],
    }),
  );
  const reviewed = await c.ok(c.op('saleOrder', 'review', order));
  const line = (await c.detail('saleOrder', order.id)).lines[0];
  return { customer, order, reviewed, line };
}

describe('wholesale (security)', async () => {
  const a = await orderOfA();
  const groupB = await t.given.businessGroup();
  const outsider = await t.given.session({ grants: EVERY_GRANT, groups: [groupB.id] });

  it('answers another group’s ids "not found" and changes nothing', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', `/api/order/saleOrder/${a.order.id}`, undefined],
      ['POST', '/api/order/saleOrder/transfer', { id: a.order.id, confirmed: ['CREDIT'] }],
      ['POST', '/api/order/saleOrderItem/close', { id: a.line.id, version: a.reviewed.version }],
      ['POST', '/api/order/saleOrder/settleClose', { id: a.order.id, version: a.reviewed.version }],
      ['POST', '/api/order/wholesaleSale/pickOrderLines', { customerId: a.customer.id }],
      ['POST', '/api/order/wholesaleReturn/pickSaleLines', { customerId: a.customer.id }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(outsider, method, url, body);
      expect(res.body.code, `${method} ${url}`).toBe(ErrorCode.DATA_NOT_FOUND);
    }
    // Saving a sale for A's customer from group B: the customer is unknown there.
    const sale = await t.call(outsider, 'PUT', '/api/order/wholesaleSale/add', {
      billDate: new Date().toISOString().slice(0, 10),
      customerId: a.customer.id,
      warehouseId: String(freshId()),
      lines: [{ skuId: String(freshId()), qty: '1', price: '2', sourceLineId: a.line.id }],
    });
    expect(fieldsOf(sale.body)).toEqual(['customerId']);
    const after = await c.detail('saleOrder', a.order.id);
    expect([after.status, after.version, after.lines[0].fulfilledQty]).toEqual(['REVIEWED', a.reviewed.version, a.line.fulfilledQty]);
  });

  it('wants the transfer and close buttons of the sale order screen', async () => {
    const group = (await t.given.defaultGroup()).id;
    const viewer = await t.given.session({ grants: ['/wholesale/saleOrder'], groups: [group] });
    const transfer = await t.call(viewer, 'POST', '/api/order/saleOrder/transfer', { id: a.order.id });
    expect(transfer.body.code).toBe(ErrorCode.FORBIDDEN);
    const close = await t.call(viewer, 'POST', '/api/order/saleOrderItem/close', { id: a.line.id, version: a.reviewed.version });
    expect(close.body.code).toBe(ErrorCode.FORBIDDEN);
    const page = await t.call(viewer, 'POST', '/api/order/saleOrder/page', { pageNum: 1, pageSize: 10 });
    expect(page.body.code).toBe(200);
  });

  it('refuses oversize input naming the field', async () => {
    const res = await c.save('saleOrder', {
      customerId: a.customer.id,
      warehouseId: String(freshId()),
      deliveryAddress: 'x'.repeat(301),
      lines: [{ skuId: String(freshId()), qty: '1', price: '2', remark: 'y'.repeat(201) }],
    });
    expect(fieldsOf(res.body).sort()).toEqual(['deliveryAddress', 'lines.0.remark']);
    const transfer = await t.call(admin, 'POST', '/api/order/saleOrder/transfer', {
      id: a.order.id,
      confirmed: ['CREDIT', 'STOP_SEND', 'UNFINISHED_COLLECTION', 'X'],
    });
    expect(fieldsOf(transfer.body)).toContain('confirmed');
  });
});
