// 配货申请单: a dealer asks its centre for goods; the centre's sales fulfil it (partial, full)
// and the centre closes lines or the whole request.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';
import { givenDealer } from './distribution-request.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();

describe('distribution requests (happy)', async () => {
  const g = await givenDealer(t, admin);

  it('a sent request goes to the dealer’s parent: not shipped, 4 → partial, 6 more → full', async () => {
    const req = await g.sentRequest([{ qty: '10' }]);
    const detail = await g.request(g.dealerClerk, req.id);
    expect(detail.supplyGroupId).toBe(String(g.centre.id));
    expect(detail.partnerId).toBe(String(g.centre.id));
    expect(detail.status).toBe('REVIEWED');
    expect((await g.row(admin, req.billNo, { direction: 'TO_US' }))?.shipState).toBe('NONE');
    expect(await g.row(admin, req.billNo, { direction: 'OURS' })).toBeUndefined();
    expect(await g.row(g.dealerClerk, req.billNo, { direction: 'OURS' })).toBeDefined();

    const line = req.lines[0];
    expect((await g.fulfil(line.id, '4')).body.code).toBe(200);
    expect(await g.fulfilled(admin, req.id)).toEqual([4]);
    expect(await g.row(admin, req.billNo, { shipState: 'PARTIAL' })).toMatchObject({ shipState: 'PARTIAL', fulfilmentRate: '40.00' });

    expect((await g.fulfil(line.id, '6')).body.code).toBe(200);
    const full = await g.row(g.dealerClerk, req.billNo);
    expect(full).toMatchObject({ shipState: 'ALL', fulfilmentRate: '100.00' });
    expect(await g.row(g.dealerClerk, req.billNo, { shipState: 'PARTIAL' })).toBeUndefined();
  });

  it('reverse review of the fulfilling sale gives its quantity back', async () => {
    const req = await g.sentRequest([{ qty: '10' }]);
    const draft = await g.c.ok(g.saleDraft(req.lines[0].id, '3'));
    const reviewed = await g.c.ok(g.c.op('wholesaleSale', 'review', draft));
    expect(await g.fulfilled(admin, req.id)).toEqual([3]);
    await g.c.ok(g.c.op('wholesaleSale', 'decline', reviewed));
    expect(await g.fulfilled(admin, req.id)).toEqual([0]);
  });

  it('the centre closes one line: it takes nothing more; the last open line closes the request', async () => {
    const other = freshId();
    await g.c.receive(g.centreWarehouse, other, '100', '1');
    const req = await g.sentRequest([{ qty: '10' }, { skuId: other, qty: '5' }]);
    expect((await g.fulfil(req.lines[0].id, '4')).body.code).toBe(200);
    const before = await g.request(admin, req.id);
    const closed = await g.closeLine(admin, req.lines[0].id, before.version);
    expect(closed.body.code).toBe(200);
    const after = await g.request(g.dealerClerk, req.id);
    expect(after.status).toBe('REVIEWED');
    expect(after.lines[0].closedQty).toBe('6');
    const refused = await g.fulfil(req.lines[0].id, '1');
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.errors?.[0]?.field).toBe('lines.0.requestLineId');

    const last = await g.closeLine(admin, req.lines[1].id, after.version);
    expect(last.body.code).toBe(200);
    expect((await g.request(g.dealerClerk, req.id)).status).toBe('CLOSED');
    expect((await g.row(g.dealerClerk, req.billNo))?.shipState).toBe('CLOSED');
  });

  it('the centre closes a whole request (整单关闭)', async () => {
    const req = await g.sentRequest([{ qty: '8' }]);
    const res = await g.settleClose(admin, req.id, req.version);
    expect(res.body.code).toBe(200);
    expect(res.body.data.status).toBe('CLOSED');
    expect((await g.row(admin, req.billNo, { shipState: 'CLOSED' }))?.billNo).toBe(req.billNo);
    expect((await g.fulfil(req.lines[0].id, '1')).body.code).not.toBe(200);
  });

  it('the centre sees a request without any operation of the dealer’s lifecycle', async () => {
    const req = await g.sentRequest([{ qty: '2' }]);
    const seen = await g.request(admin, req.id);
    expect(seen.operations).toEqual([]);
    expect(seen.foreign).toBe(true);
    expect((await g.request(g.dealerClerk, req.id)).operations).toContain('DECLINE');
  });

  it('配货 makes a draft sale of the open remainder to the dealer’s customer record, priced, each line naming its request line', async () => {
    const sku = Number((await productKit(t).sku()).id);
    await g.c.receive(g.centreWarehouse, sku, '100', '0.5');
    const record = await addCustomer(t, admin, { customerCode: g.dealer.partnerCode as string });
    const req = await g.sentRequest([{ skuId: sku, qty: '10' }]);
    expect((await g.fulfil(req.lines[0].id, '4')).body.code).not.toBe(200); // the kit's sale sells its own SKU
    const first = await g.c.ok(
      g.c.save('wholesaleSale', {
        customerId: record.id,
        warehouseId: String(g.centreWarehouse),
        lines: [{ skuId: String(sku), qty: '4', price: '1', requestLineId: req.lines[0].id }],
      }),
    );
    await g.c.ok(g.c.op('wholesaleSale', 'review', first));
    const made = await g.c.ok(g.fulfilAction(admin, req.id));
    const sale = await g.c.detail('wholesaleSale', made.id);
    expect(sale.status).toBe('DRAFT');
    expect(sale.partnerId).toBe(String(record.id));
    expect(sale.distributionRequestNo).toBe(req.billNo);
    expect(sale.lines.map((l) => [Number(l.qty), l.price, String(l.requestLineId)])).toEqual([[6, '1', req.lines[0].id]]);
    // The draft already names the rest: nothing more to fulfil.
    expect((await g.fulfilAction(admin, req.id)).body.code).not.toBe(200);
    await g.c.ok(g.c.op('wholesaleSale', 'review', made));
    expect((await g.row(g.dealerClerk, req.billNo))?.shipState).toBe('ALL');
  });
});
