// Purchasing behind its walls: another group's ids are not found on every purchase and payment
// route, each route wants its own permission (the pick dialogs the picking screen's), and
// oversize bodies and strings are refused naming the field.
import {
  DOCUMENT_LIFECYCLES,
  DOCUMENT_SCREENS,
  type DocumentDetailView,
  type DocumentOperationResult,
  ErrorCode,
  type Page,
  type PurchasePickLineView,
} from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);

type Reply<T> = { status: number; body: { code: number; msg: string; data: T; errors?: { field: string; message: string }[] } };
async function ok<T>(p: Promise<Reply<T>>): Promise<T> {
  const res = await p;
  if (res.body.code !== 200) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const SCREENS = {
  purchaseOrder: DOCUMENT_SCREENS.PURCHASE_ORDER,
  purchaseReceive: DOCUMENT_SCREENS.PURCHASE_RECEIVE,
  purchaseReturnApply: DOCUMENT_SCREENS.PURCHASE_RETURN_APPLY,
  purchaseReturn: DOCUMENT_SCREENS.PURCHASE_RETURN,
  payment: DOCUMENT_SCREENS.PAYMENT,
  prepayment: DOCUMENT_SCREENS.PREPAYMENT,
};
type Kind = keyof typeof SCREENS;
const TYPE_OF: Record<Kind, keyof typeof DOCUMENT_LIFECYCLES> = {
  purchaseOrder: 'PURCHASE_ORDER',
  purchaseReceive: 'PURCHASE_RECEIVE',
  purchaseReturnApply: 'PURCHASE_RETURN_APPLY',
  purchaseReturn: 'PURCHASE_RETURN',
  payment: 'PAYMENT',
  prepayment: 'PREPAYMENT',
};
const save = (kind: Kind, body: Record<string, unknown>) =>
  ok(t.call<DocumentOperationResult>(admin, 'PUT', `/api/order/${kind}/add`, { billDate: today(), ...body }));
const operate = (kind: Kind, operation: string, doc: { id: string; version: number }) =>
  ok(t.call<DocumentOperationResult>(admin, 'POST', `/api/order/${kind}/${operation}`, { id: doc.id, version: doc.version }));
const detail = (kind: Kind, id: string) => ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/${kind}/${id}`));

/** Every menu and button of the purchasing screens (the menu tree's own). */
const EVERY_PURCHASE_GRANT = Object.entries(SCREENS).flatMap(([kind, s]) => [
  s.menu,
  ...['add', 'edit', 'detail', 'delete', 'review', 'decline', 'complete', 'print', 'export'].map((b) => `${s.permission}:${b}`),
  ...(kind === 'purchaseOrder' || kind === 'purchaseReturnApply' ? [`${s.permission}:close`, `${s.permission}:settleClose`] : []),
  ...(kind === 'purchaseOrder' ? [`${s.permission}:import`] : []),
]);

/** Group A's documents of every purchase type, in each status the routes act on. */
async function documentsOfA() {
  const supplier = await addSupplier(t, admin);
  const w = String(freshId());
  const sku = String(freshId());
  const priced = (qty: string, sourceLineId?: string) => ({ skuId: sku, qty, price: '1.13', taxRate: '0.13', sourceLineId });
  const order = await save('purchaseOrder', {
    supplierId: supplier.id,
    warehouseId: w,
    deliveryDeadline: tomorrow(),
    lines: [priced('10')],
  });
  await operate('purchaseOrder', 'review', order);
  const orderLine = (await detail('purchaseOrder', order.id)).lines[0];
  const receipt = await save('purchaseReceive', { supplierId: supplier.id, warehouseId: w, lines: [priced('5', orderLine.id)] });
  await operate('purchaseReceive', 'complete', receipt);
  const receiptLine = (await detail('purchaseReceive', receipt.id)).lines[0];
  const application = await save('purchaseReturnApply', {
    supplierId: supplier.id,
    warehouseId: w,
    reason: '破损',
    lines: [priced('1', receiptLine.id)],
  });
  const applicationLine = (await detail('purchaseReturnApply', application.id)).lines[0];
  const account = await ok(
    t.call<{ id: string }>(admin, 'PUT', '/api/basic/companyAccount/add', {
      name: `付款户${freshId()}`,
      bankName: '招商银行',
      accountNo: `6214${freshId()}`,
      accountType: 'BASIC',
      currencyCode: 'CNY',
    }),
  );
  const prepayment = await save('prepayment', {
    supplierId: supplier.id,
    accountId: account.id,
    paymentType: 'BANK_TRANSFER',
    lines: [{ amount: '10' }],
  });
  const ids: Record<Kind, string> = {
    purchaseOrder: order.id,
    purchaseReceive: receipt.id,
    purchaseReturnApply: application.id,
    purchaseReturn: application.id,
    payment: prepayment.id,
    prepayment: prepayment.id,
  };
  return { supplier, w, sku, order, orderLine, receipt, application, applicationLine, account, prepayment, ids };
}

describe('purchasing (security)', async () => {
  const a = await documentsOfA();
  const groupB = await t.given.businessGroup();
  const outsider = await t.given.session({ grants: EVERY_PURCHASE_GRANT, groups: [groupB.id] });

  it('answers another group’s ids "not found" on every purchase and payment route, and changes nothing', async () => {
    // A's own documents (a return and a payment route are given ids of other types: not found either way).
    const own: [Kind, string][] = [
      ['purchaseOrder', a.order.id],
      ['purchaseReceive', a.receipt.id],
      ['purchaseReturnApply', a.application.id],
      ['prepayment', a.prepayment.id],
    ];
    const before = await Promise.all(own.map(([kind, id]) => detail(kind, id)));
    const notFound: string[] = [];
    const expectNotFound = async (method: string, url: string, body?: unknown) => {
      const res = await t.call(outsider, method, url, body, { language: 'zh-CN' });
      if (res.body.code !== ErrorCode.DATA_NOT_FOUND || res.body.msg !== '数据不存在或已被删除')
        notFound.push(`${method} ${url}: ${res.status} ${res.body.code} ${res.body.msg}`);
    };
    for (const [kind, screen] of Object.entries(SCREENS) as [Kind, (typeof SCREENS)[Kind]][]) {
      const id = a.ids[kind];
      await expectNotFound('GET', `${screen.base}/${id}`);
      await expectNotFound('DELETE', `${screen.base}?ids=${id}`);
      const ops = new Set(Object.values(DOCUMENT_LIFECYCLES[TYPE_OF[kind]].operations).flat());
      const paths: Record<string, string> = {
        REVIEW: 'review',
        DECLINE: 'decline',
        COMPLETE: 'complete',
        CLOSE: 'close',
        SETTLE_CLOSE: 'settleClose',
        REVERSE: 'reverse',
      };
      for (const op of ops) if (paths[op]) await expectNotFound('POST', `${screen.base}/${paths[op]}`, { id, version: 0 });
    }
    // Updates name A's draft with a body B could otherwise save.
    await expectNotFound('POST', '/api/order/purchaseReturnApply/update', {
      id: a.application.id,
      version: 0,
      billDate: today(),
      supplierId: a.supplier.id,
      warehouseId: a.w,
      reason: 'x',
      lines: [{ skuId: a.sku, qty: '1', price: '1.13', taxRate: '0.13', sourceLineId: a.orderLine.id }],
    });
    await expectNotFound('POST', '/api/order/purchaseOrder/prices', {
      supplierId: a.supplier.id,
      billDate: today(),
      lines: [{ skuId: a.sku, qty: '1' }],
    });
    await expectNotFound('POST', '/api/order/payment/openEntries', { supplierId: a.supplier.id });
    await expectNotFound('POST', '/api/order/purchaseOrderItem/close', { id: a.orderLine.id, version: 1 });
    await expectNotFound('DELETE', `/api/order/purchaseReturnApplyOrderItem?id=${a.applicationLine.id}`);
    expect(notFound).toEqual([]);

    // The pick dialogs answer B nothing of A's supplier.
    for (const url of ['purchaseReceive/pickOrderLines', 'purchaseReturnApply/pickReceiptLines', 'purchaseReturn/pickApplicationLines']) {
      const res = await ok(t.call<Page<PurchasePickLineView>>(outsider, 'POST', `/api/order/${url}`, { supplierId: a.supplier.id }));
      expect(res, url).toMatchObject({ list: [], total: 0 });
    }
    const after = await Promise.all(own.map(([kind, id]) => detail(kind, id)));
    expect(after.map((d) => [d.status, d.version, d.lines.length])).toEqual(before.map((d) => [d.status, d.version, d.lines.length]));
  });

  it('wants each route’s own permission: closing a line the order’s close, removing a line the application’s edit', async () => {
    const viewer = await t.given.session({
      grants: ['/purchase/purchaseOrder', '/purchase/returnApply', 'purchase:purchaseOrder:settleClose'],
    });
    const close = await t.call(
      viewer,
      'POST',
      '/api/order/purchaseOrderItem/close',
      { id: a.orderLine.id, version: 1 },
      { language: 'zh-CN' },
    );
    expect(close.status).toBe(403);
    expect(close.body.msg).toBe('没有操作权限，请联系管理员');
    const remove = await t.call(viewer, 'DELETE', `/api/order/purchaseReturnApplyOrderItem?id=${a.applicationLine.id}`);
    expect(remove.status).toBe(403);
    const add = await t.call(viewer, 'PUT', '/api/order/purchaseOrder/add', {});
    expect(add.status).toBe(403);

    const closer = await t.given.session({ grants: ['purchase:purchaseOrder:close'] });
    const order = await detail('purchaseOrder', a.order.id);
    expect(
      (await t.call(closer, 'POST', '/api/order/purchaseOrderItem/close', { id: a.orderLine.id, version: order.version })).body.code,
    ).toBe(200);
  });

  it('lets a warehouse clerk (采购入库单, not 采购订单) pick order lines for a receipt, and refuses one without the receipt screen', async () => {
    const supplier = await addSupplier(t, admin);
    const w = String(freshId());
    const sku = String(freshId());
    const order = await save('purchaseOrder', {
      supplierId: supplier.id,
      warehouseId: w,
      deliveryDeadline: tomorrow(),
      lines: [{ skuId: sku, qty: '8', price: '2', taxRate: '0' }],
    });
    await operate('purchaseOrder', 'review', order);
    const clerk = await t.given.session({ grants: ['/purchase/purchaseReceive', 'purchase:purchaseReceive:add'] });
    const picked = await ok(
      t.call<Page<PurchasePickLineView>>(clerk, 'POST', '/api/order/purchaseReceive/pickOrderLines', { supplierId: supplier.id }),
    );
    expect(picked.list.map((l) => [l.billNo, Number(l.open), l.price])).toEqual([[order.billNo, 8, '2']]);
    // The order list itself stays the buyer's.
    expect((await t.call(clerk, 'POST', '/api/order/purchaseOrder/page', {})).status).toBe(403);

    const buyer = await t.given.session({ grants: ['/purchase/purchaseOrder'] });
    const refused = await t.call(buyer, 'POST', '/api/order/purchaseReceive/pickOrderLines', { supplierId: supplier.id });
    expect(refused.status).toBe(403);
    for (const url of ['purchaseReturnApply/pickReceiptLines', 'purchaseReturn/pickApplicationLines']) {
      expect((await t.call(clerk, 'POST', `/api/order/${url}`, { supplierId: supplier.id })).status, url).toBe(403);
    }
  });

  it('refuses oversize bodies and strings with 4xx, naming the field', async () => {
    const order = {
      billDate: today(),
      supplierId: a.supplier.id,
      warehouseId: a.w,
      deliveryDeadline: tomorrow(),
      lines: [{ skuId: a.sku, qty: '1', price: '1', taxRate: '0' }],
    };
    const fieldsOf = async (method: string, url: string, body: unknown) => {
      const res = await t.call(admin, method, url, body);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      return (res.body.errors ?? []).map((e) => e.field);
    };
    expect(await fieldsOf('PUT', '/api/order/purchaseOrder/add', { ...order, remark: 'x'.repeat(501) })).toEqual(['remark']);
    expect(
      await fieldsOf('PUT', '/api/order/purchaseOrder/add', { ...order, lines: [{ ...order.lines[0], remark: '长'.repeat(201) }] }),
    ).toEqual(['lines.0.remark']);
    expect(
      await fieldsOf('PUT', '/api/order/purchaseOrder/add', {
        ...order,
        lines: Array.from({ length: 1001 }, (_, i) => ({ ...order.lines[0], skuId: String(i + 1) })),
      }),
    ).toContain('lines');
    expect(
      await fieldsOf('PUT', '/api/order/purchaseOrder/add', { ...order, lines: [{ ...order.lines[0], qty: '1'.repeat(20) }] }),
    ).toEqual(['lines.0.qty']);
    expect(
      await fieldsOf('PUT', '/api/order/purchaseReturnApply/add', {
        billDate: today(),
        supplierId: a.supplier.id,
        warehouseId: a.w,
        reason: '因'.repeat(201),
        lines: [{ skuId: a.sku, qty: '1', price: '1.13', taxRate: '0.13', sourceLineId: a.orderLine.id }],
      }),
    ).toEqual(['reason']);
    expect(
      await fieldsOf('POST', '/api/order/purchaseOrderItem/close', { id: a.orderLine.id, version: 1, reason: 'r'.repeat(501) }),
    ).toEqual(['reason']);
    expect(
      await fieldsOf('POST', '/api/order/purchaseReceive/pickOrderLines', { supplierId: a.supplier.id, billNo: 'C'.repeat(41) }),
    ).toEqual(['billNo']);
    expect(await fieldsOf('POST', '/api/order/purchaseReceive/pickOrderLines', { supplierId: a.supplier.id, pageSize: 501 })).toEqual([
      'pageSize',
    ]);
    // More than the body limit (1 MB) is refused before it is read.
    const huge = await t.call(admin, 'PUT', '/api/order/purchaseOrder/add', { ...order, remark: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });
});
