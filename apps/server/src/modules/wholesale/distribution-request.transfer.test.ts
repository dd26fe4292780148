// 配货 by transfer (调拨配货): the centre fulfils a dealer's distribution request by a warehouse
// transfer whose lines name the request lines: posting counts as sent (never beyond what is
// open), a reversal gives it back, the request is 全部发货 when every line is served.
import type { DocumentDetailView, DocumentOperationResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { member } from '../partner/partner.test-kit';
import { givenDealer, REQUEST_GRANTS } from './distribution-request.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();

const TRANSFER = '/api/stock/transfer';
const REQUEST = '/api/order/distributionRequest';

describe('distribution requests fulfilled by warehouse transfers', async () => {
  const g = await givenDealer(t, admin);
  const inWarehouse = freshId();
  const saveTransfer = (lines: Record<string, unknown>[], out = g.centreWarehouse) =>
    t.call<DocumentOperationResult>(admin, 'PUT', `${TRANSFER}/add`, {
      billDate: today(),
      outWarehouseId: String(out),
      inWarehouseId: String(inWarehouse),
      lines,
    });
  const op = (operation: string, doc: { id: string; version: number }) =>
    t.call<DocumentOperationResult>(admin, 'POST', `${TRANSFER}/${operation}`, { id: doc.id, version: doc.version });
  const post = async (doc: { id: string; version: number }) => g.c.ok(op('complete', await g.c.ok(op('review', doc))));
  const transferDetail = (id: string) => g.c.ok(t.call<DocumentDetailView>(admin, 'GET', `${TRANSFER}/${id}`));
  const byTransfer = (s: Parameters<typeof t.call>[0], id: string, version?: number) =>
    t.call<DocumentOperationResult>(s, 'POST', `${REQUEST}/fulfilByTransfer`, {
      id,
      version,
      outWarehouseId: String(g.centreWarehouse),
      inWarehouseId: String(inWarehouse),
    });

  it('a posted transfer line counts toward its request line: 4 → partial, 6 more → full; nothing counts before posting', async () => {
    const req = await g.sentRequest([{ qty: '10' }]);
    const first = await g.c.ok(saveTransfer([{ skuId: String(g.sku), qty: '4', requestLineId: req.lines[0].id }]));
    const reviewed = await g.c.ok(op('review', first));
    expect(await g.fulfilled(admin, req.id)).toEqual([0]);
    await g.c.ok(op('complete', reviewed));
    expect(await g.fulfilled(g.dealerClerk, req.id)).toEqual([4]);
    expect(await g.row(g.dealerClerk, req.billNo)).toMatchObject({ shipState: 'PARTIAL', fulfilmentRate: '40.00' });

    const detail = await transferDetail(first.id);
    expect(detail.distributionRequestNo).toBe(req.billNo);
    expect(String(detail.lines[0].requestLineId)).toBe(req.lines[0].id);

    await post(await g.c.ok(saveTransfer([{ skuId: String(g.sku), qty: '6', requestLineId: req.lines[0].id }])));
    expect(await g.row(g.dealerClerk, req.billNo)).toMatchObject({ shipState: 'ALL', fulfilmentRate: '100.00' });
    // Fully served: neither way may send more.
    expect((await byTransfer(admin, req.id)).body.code).not.toBe(200);
    expect((await g.fulfilAction(admin, req.id)).body.code).not.toBe(200);
  });

  it('a reversal (红冲) of the posted transfer gives its quantity back', async () => {
    const req = await g.sentRequest([{ qty: '10' }]);
    const posted = await post(await g.c.ok(saveTransfer([{ skuId: String(g.sku), qty: '7', requestLineId: req.lines[0].id }])));
    expect(await g.fulfilled(admin, req.id)).toEqual([7]);
    await g.c.ok(op('reverse', posted));
    expect(await g.fulfilled(admin, req.id)).toEqual([0]);
    expect((await g.row(g.dealerClerk, req.billNo))?.shipState).toBe('NONE');
  });

  it('sales and transfers share one remainder: a transfer beyond what is open is refused, naming the line', async () => {
    const req = await g.sentRequest([{ qty: '10' }]);
    expect((await g.fulfil(req.lines[0].id, '6')).body.code).toBe(200);
    const over = await saveTransfer([{ skuId: String(g.sku), qty: '5', requestLineId: req.lines[0].id }]);
    expect(over.body.code).not.toBe(200);
    expect(over.body.errors?.[0]?.field).toBe('lines.0.qty');
    expect(over.body.msg).toContain('4');

    // Two submitted transfers within the remainder each: the second posting finds only what the first left.
    const a = await g.c.ok(saveTransfer([{ skuId: String(g.sku), qty: '4', requestLineId: req.lines[0].id }]));
    const b = await g.c.ok(saveTransfer([{ skuId: String(g.sku), qty: '3', requestLineId: req.lines[0].id }]));
    const bSubmitted = await g.c.ok(op('review', b));
    await post(a);
    const late = await op('complete', bSubmitted);
    expect(late.body.code).not.toBe(200);
    expect(late.body.errors?.[0]?.field).toBe('lines.0.qty');
    expect(await g.fulfilled(admin, req.id)).toEqual([10]);
  });

  it('a line of another SKU, a closed line or a request not addressed to the group is refused', async () => {
    const req = await g.sentRequest([{ qty: '10' }]);
    const other = freshId();
    await g.c.receive(g.centreWarehouse, other, '10', '1');
    const wrongSku = await saveTransfer([{ skuId: String(other), qty: '1', requestLineId: req.lines[0].id }]);
    expect(wrongSku.body.errors?.[0]?.field).toBe('lines.0.requestLineId');

    const before = await g.request(admin, req.id);
    expect((await g.closeLine(admin, req.lines[0].id, before.version)).body.code).toBe(200);
    const closed = await saveTransfer([{ skuId: String(g.sku), qty: '1', requestLineId: req.lines[0].id }]);
    expect(closed.body.errors?.[0]?.field).toBe('lines.0.requestLineId');

    // The dealer's clerk cannot name a request of its own in a transfer of the dealer.
    const own = await g.sentRequest([{ qty: '3' }]);
    const dealerTransfer = await t.call<DocumentOperationResult>(g.dealerClerk, 'PUT', `${TRANSFER}/add`, {
      billDate: today(),
      outWarehouseId: String(g.dealerWarehouse),
      inWarehouseId: String(freshId()),
      lines: [{ skuId: String(g.sku), qty: '1', requestLineId: own.lines[0].id }],
    });
    expect(dealerTransfer.body.code).not.toBe(200);
  });

  it('调拨配货 makes a draft transfer of the open remainder less what drafts already name; the dealer may not reverse-review it then', async () => {
    const req = await g.sentRequest([{ qty: '10' }]);
    expect((await g.fulfil(req.lines[0].id, '2')).body.code).toBe(200);
    await g.c.ok(g.saleDraft(req.lines[0].id, '3'));
    const made = await g.c.ok(byTransfer(admin, req.id));
    const transfer = await transferDetail(made.id);
    expect(transfer.status).toBe('DRAFT');
    expect(transfer.distributionRequestNo).toBe(req.billNo);
    expect(String(transfer.warehouseId)).toBe(String(g.centreWarehouse));
    expect(String(transfer.toWarehouseId)).toBe(String(inWarehouse));
    expect(transfer.lines.map((l) => [Number(l.qty), String(l.requestLineId)])).toEqual([[5, req.lines[0].id]]);
    // The draft transfer names the rest: neither way has anything more to send.
    expect((await byTransfer(admin, req.id)).body.code).not.toBe(200);
    expect((await g.fulfilAction(admin, req.id)).body.code).not.toBe(200);
    // A transfer names the request: the dealer may no longer take it back.
    const declined = await t.call(g.dealerClerk, 'POST', `${REQUEST}/decline`, {
      id: req.id,
      version: (await g.request(g.dealerClerk, req.id)).version,
    });
    expect(declined.body.code).not.toBe(200);
    await post(made);
    expect(await g.fulfilled(admin, req.id)).toEqual([7]);
  });

  it('调拨配货 needs its own permission and same warehouses are refused by field', async () => {
    const req = await g.sentRequest([{ qty: '2' }]);
    const clerk = await member(t, [g.centre.id], REQUEST_GRANTS);
    expect((await byTransfer(clerk, req.id)).status).toBe(403);
    const same = await t.call(admin, 'POST', `${REQUEST}/fulfilByTransfer`, {
      id: req.id,
      outWarehouseId: String(g.centreWarehouse),
      inWarehouseId: String(g.centreWarehouse),
    });
    expect(same.status).toBe(400);
    expect(same.body.errors?.[0]?.field).toBe('inWarehouseId');
    // Another group's request is not found.
    expect((await byTransfer(g.dealerClerk, req.id)).body.code).not.toBe(200);
  });
});
