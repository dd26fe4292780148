// One line at a time: closing an order line (its remainder stops; the last open line closes
// the order), removing a line of a draft return application, and the pick dialogs' one call
// answering what is still open on the supplier's source lines.
import type { DocumentDetailView, DocumentOperationResult, Page, PurchasePickLineView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

const ports = useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const group = (await t.given.defaultGroup()).id;

type Reply<T> = { status: number; body: { code: number; msg: string; data: T } };
async function ok<T>(p: Promise<Reply<T>>): Promise<T> {
  const res = await p;
  if (res.body.code !== 200) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
type Kind = 'purchaseOrder' | 'purchaseReceive' | 'purchaseReturnApply' | 'purchaseReturn';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const save = (kind: Kind, body: Record<string, unknown>) =>
  ok(t.call<DocumentOperationResult>(admin, 'PUT', `/api/order/${kind}/add`, { billDate: today(), ...body }));
const operate = (kind: Kind, operation: string, doc: { id: string; version: number }) =>
  ok(t.call<DocumentOperationResult>(admin, 'POST', `/api/order/${kind}/${operation}`, { id: doc.id, version: doc.version }));
const detail = (kind: Kind, id: string) => ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/${kind}/${id}`));
const receiptState = async (billNo: string) =>
  (
    await ok(
      t.call<{ list: { billNo: string; receiptState: unknown }[] }>(admin, 'POST', '/api/order/purchaseOrder/page', {
        pageNum: 1,
        pageSize: 10,
        billNo,
      }),
    )
  ).list[0]?.receiptState;
const pick = (url: string, body: Record<string, unknown>) =>
  ok(t.call<Page<PurchasePickLineView>>(admin, 'POST', url, { pageNum: 1, pageSize: 50, ...body }));

/** A reviewed order of three lines (10, 5, 4 at 1.13) and its detail. */
async function reviewedOrder(supplierId: string, w: number, skus: number[]) {
  const saved = await save('purchaseOrder', {
    supplierId,
    warehouseId: String(w),
    deliveryDeadline: tomorrow(),
    lines: skus.map((sku, i) => ({ skuId: String(sku), qty: ['10', '5', '4'][i], price: '1.13', taxRate: '0.13' })),
  });
  await operate('purchaseOrder', 'review', saved);
  return detail('purchaseOrder', saved.id);
}

async function receive(supplierId: string, w: number, lines: [DocumentDetailView['lines'][number], string][]) {
  const saved = await save('purchaseReceive', {
    supplierId,
    warehouseId: String(w),
    lines: lines.map(([l, qty]) => ({ skuId: l.skuId, qty, price: '1.13', taxRate: '0.13', sourceLineId: l.id })),
  });
  return operate('purchaseReceive', 'complete', saved);
}

describe('closing a purchase order line', () => {
  it('stops the remainder of a line, keeps the order open while other lines are, and closes it with the last one', async () => {
    ports.setConfig(group, { overOrderCeilingRatio: '0' });
    const supplier = await addSupplier(t, admin);
    const w = freshId();
    const skus = [freshId(), freshId(), freshId()];
    const order = await reviewedOrder(supplier.id, w, skus);
    const [a, b, c] = order.lines;
    await receive(supplier.id, w, [
      [a, '6'],
      [b, '5'],
    ]);
    expect(await receiptState(order.billNo)).toBe('PARTIAL');

    // Line 1: 6 of 10 received, the other 4 are not coming.
    const before = await detail('purchaseOrder', order.id);
    const closed = await ok(
      t.call<DocumentOperationResult>(admin, 'POST', '/api/order/purchaseOrderItem/close', {
        id: a.id,
        version: before.version,
        reason: '供应商缺货',
      }),
    );
    expect(closed).toMatchObject({ id: order.id, status: 'REVIEWED', version: before.version + 1 });
    const after = await detail('purchaseOrder', order.id);
    expect(after.lines[0]).toMatchObject({ closedQty: '4', fulfilledQty: '6.0000' });
    expect(after.lines[2].closedQty).toBeUndefined();
    expect(after.audit.at(-1)).toMatchObject({ operation: 'CLOSE', fromStatus: 'REVIEWED', toStatus: 'REVIEWED', reason: '#1 供应商缺货' });
    expect(await receiptState(order.billNo)).toBe('PARTIAL');

    // The pick dialog no longer offers line 1 (nor the fully received line 2): only line 3.
    const open = await pick('/api/order/purchaseReceive/pickOrderLines', { supplierId: supplier.id });
    expect(open.list.map((l) => [l.billNo, l.lineNo, Number(l.open)])).toEqual([[order.billNo, 3, 4]]);

    // Line 3 is the last open one: closing it closes the order (已关闭).
    const last = await ok(
      t.call<DocumentOperationResult>(admin, 'POST', '/api/order/purchaseOrderItem/close', { id: c.id, version: after.version }),
    );
    expect(last.status).toBe('CLOSED');
    expect(await receiptState(order.billNo)).toBe('CLOSED');
    const done = await detail('purchaseOrder', order.id);
    expect(done.lines.map((l) => l.closedQty ?? null)).toEqual(['4', null, '4']);
    expect(done.audit.slice(-2).map((x) => [x.operation, x.toStatus])).toEqual([
      ['CLOSE', 'REVIEWED'],
      ['CLOSE', 'CLOSED'],
    ]);
    expect((await pick('/api/order/purchaseReceive/pickOrderLines', { supplierId: supplier.id })).list).toEqual([]);
  });
});

describe('reverse review of an order with a closed line', () => {
  it('reopens the line: the draft is whole again', async () => {
    const supplier = await addSupplier(t, admin);
    const w = freshId();
    const order = await reviewedOrder(supplier.id, w, [freshId(), freshId()]);
    await ok(t.call(admin, 'POST', '/api/order/purchaseOrderItem/close', { id: order.lines[0].id, version: order.version }));
    const closed = await detail('purchaseOrder', order.id);
    expect(closed.lines[0].closedQty).toBe('10');
    const back = await operate('purchaseOrder', 'decline', closed);
    expect(back.status).toBe('DRAFT');
    expect((await detail('purchaseOrder', order.id)).lines.map((l) => l.closedQty ?? null)).toEqual([null, null]);
  });
});

describe('removing a line of a draft return application', () => {
  it('removes the line, numbers the rest again and recomputes the totals', async () => {
    const supplier = await addSupplier(t, admin);
    const w = freshId();
    const [pen, clip, ink] = [freshId(), freshId(), freshId()];
    const receipt = await save('purchaseReceive', {
      supplierId: supplier.id,
      warehouseId: String(w),
      lines: [pen, clip, ink].map((sku) => ({ skuId: String(sku), qty: '10', price: '2.26', taxRate: '0.13' })),
    });
    await operate('purchaseReceive', 'complete', receipt);
    const received = await detail('purchaseReceive', receipt.id);
    const application = await save('purchaseReturnApply', {
      supplierId: supplier.id,
      warehouseId: String(w),
      reason: '破损',
      lines: received.lines.map((l, i) => ({ skuId: l.skuId, qty: String(i + 1), price: '2.26', taxRate: '0.13', sourceLineId: l.id })),
    });
    const drafted = await detail('purchaseReturnApply', application.id);
    expect(drafted).toMatchObject({ totalQty: '6.0000', totalAmount: '13.56' });

    const removed = await ok(
      t.call<DocumentOperationResult>(
        admin,
        'DELETE',
        `/api/order/purchaseReturnApplyOrderItem?id=${drafted.lines[1].id}&version=${drafted.version}`,
      ),
    );
    expect(removed).toMatchObject({ id: application.id, status: 'DRAFT', version: drafted.version + 1 });
    const after = await detail('purchaseReturnApply', application.id);
    expect(after.lines.map((l) => [l.lineNo, l.skuId, Number(l.qty)])).toEqual([
      [1, String(pen), 1],
      [2, String(ink), 3],
    ]);
    expect(after).toMatchObject({ totalQty: '4.0000', totalAmount: '9.04' });

    // Still a good draft: reviewed, it applies for what is left.
    await operate('purchaseReturnApply', 'review', after);
    const receiptLines = await pick('/api/order/purchaseReturnApply/pickReceiptLines', { supplierId: supplier.id });
    expect(receiptLines.list.map((l) => [l.lineNo, Number(l.open)])).toEqual([
      [1, 9],
      [2, 10],
      [3, 7],
    ]);
    const applicationLines = await pick('/api/order/purchaseReturn/pickApplicationLines', { supplierId: supplier.id });
    expect(applicationLines.list.map((l) => [l.billNo, l.lineNo, Number(l.open), l.price])).toEqual([
      [after.billNo, 1, 1, '2.26'],
      [after.billNo, 2, 3, '2.26'],
    ]);
  });
});

describe('the pick dialogs’ one call', () => {
  it('answers what remains on each order line after partial receipts, newest order first, with paging and filters', async () => {
    ports.setConfig(group, { overOrderCeilingRatio: '0.1' });
    const supplier = await addSupplier(t, admin);
    const other = await addSupplier(t, admin);
    const w = freshId();
    const skus = [freshId(), freshId(), freshId()];
    const first = await reviewedOrder(supplier.id, w, skus);
    const second = await reviewedOrder(supplier.id, w, skus);
    await reviewedOrder(other.id, w, skus);
    // A draft order of the supplier is not offered.
    await save('purchaseOrder', {
      supplierId: supplier.id,
      warehouseId: String(w),
      deliveryDeadline: tomorrow(),
      lines: [{ skuId: String(skus[0]), qty: '1', price: '1', taxRate: '0' }],
    });
    await receive(supplier.id, w, [
      [first.lines[0], '3'],
      [first.lines[1], '5'],
    ]);
    await receive(supplier.id, w, [[first.lines[0], '2.5']]);
    // Over the order (11 of 10, within the 10 % ceiling): nothing open, never negative.
    await receive(supplier.id, w, [[second.lines[2], '4.4']]);

    const url = '/api/order/purchaseReceive/pickOrderLines';
    const all = await pick(url, { supplierId: supplier.id });
    expect(all.total).toBe(4);
    expect(all.list.map((l) => [l.billNo, l.lineNo, Number(l.qty), Number(l.fulfilledQty), Number(l.open)])).toEqual([
      [second.billNo, 1, 10, 0, 10],
      [second.billNo, 2, 5, 0, 5],
      [first.billNo, 1, 10, 5.5, 4.5],
      [first.billNo, 3, 4, 0, 4],
    ]);
    expect(all.list[0]).toMatchObject({ price: '1.13', taxRate: '0.13', warehouseId: String(w), skuId: String(skus[0]) });

    const paged = await pick(url, { supplierId: supplier.id, pageNum: 2, pageSize: 3 });
    expect(paged).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(paged.list.map((l) => [l.billNo, l.lineNo])).toEqual([[first.billNo, 3]]);
    expect((await pick(url, { supplierId: supplier.id, billNo: first.billNo.slice(-5) })).list.map((l) => l.lineNo)).toEqual([1, 3]);
    expect((await pick(url, { supplierId: supplier.id, skuId: String(skus[0]) })).list.map((l) => l.billNo)).toEqual([
      second.billNo,
      first.billNo,
    ]);
    expect((await pick(url, { supplierId: supplier.id, dateFrom: '2000-01-01', dateTo: '2000-12-31' })).total).toBe(0);
    expect((await pick(url, { supplierId: supplier.id, dateFrom: today(), dateTo: today() })).total).toBe(4);
  });
});
