// Every purchasing rule's refusal, as the user reads it (zh-CN, the default; English once):
// orders, receipts, return applications, returns, payments, closing a line, removing a line.
import { type DocumentDetailView, type DocumentOperationResult, ErrorCode, type OpenEntryView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

const ports = useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const group = (await t.given.defaultGroup()).id;
await ensureReferenceData(t.db);

type Reply<T> = { status: number; body: { code: number; msg: string; data: T; errors?: { field: string; message: string }[] } };
async function ok<T>(p: Promise<Reply<T>>): Promise<T> {
  const res = await p;
  if (res.body.code !== 200) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
type Kind = 'purchaseOrder' | 'purchaseReceive' | 'purchaseReturnApply' | 'purchaseReturn' | 'payment' | 'prepayment';
const zh = { language: 'zh-CN' };
const save = (kind: Kind, body: Record<string, unknown>) =>
  t.call<DocumentOperationResult>(admin, 'PUT', `/api/order/${kind}/add`, { billDate: today(), ...body }, zh);
const operate = (kind: Kind, operation: string, doc: { id: string; version: number }, lang = zh) =>
  t.call<DocumentOperationResult>(admin, 'POST', `/api/order/${kind}/${operation}`, { id: doc.id, version: doc.version }, lang);
const detail = (kind: Kind, id: string) => ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/${kind}/${id}`));
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const closeLine = (id: string, version: number, lang = zh) =>
  t.call<DocumentOperationResult>(admin, 'POST', '/api/order/purchaseOrderItem/close', { id, version }, lang);

/** A supplier, a warehouse and SKUs of their own. */
async function world(skuCount = 2) {
  const supplier = await addSupplier(t, admin);
  return { supplier, w: String(freshId()), skus: Array.from({ length: skuCount }, () => String(freshId())) };
}

async function reviewedOrder(supplierId: string, w: string, lines: { skuId: string; qty: string }[]) {
  const saved = await ok(
    save('purchaseOrder', {
      supplierId,
      warehouseId: w,
      deliveryDeadline: tomorrow(),
      lines: lines.map((l) => ({ ...l, price: '1.13', taxRate: '0.13' })),
    }),
  );
  await ok(operate('purchaseOrder', 'review', saved));
  return detail('purchaseOrder', saved.id);
}

async function postedReceipt(supplierId: string, w: string, lines: { skuId: string; qty: string; sourceLineId?: string }[]) {
  const saved = await ok(
    save('purchaseReceive', { supplierId, warehouseId: w, lines: lines.map((l) => ({ ...l, price: '1.13', taxRate: '0.13' })) }),
  );
  await ok(operate('purchaseReceive', 'complete', saved));
  return detail('purchaseReceive', saved.id);
}

describe('purchase orders (error)', () => {
  it('refuses a delivery deadline that is not later than now, and a zero price when the configuration forbids it', async () => {
    const { supplier, w, skus } = await world(1);
    const order = { supplierId: supplier.id, warehouseId: w, lines: [{ skuId: skus[0], qty: '1', price: '3', taxRate: '0.13' }] };
    const late = await save('purchaseOrder', { ...order, deliveryDeadline: new Date(Date.now() - 1000).toISOString() });
    expect(late.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(late.body.msg).toBe('要求到货日期已过，请修改交货期限');
    expect(late.body.errors?.[0].field).toBe('deliveryDeadline');

    ports.setConfig(group, { ifZeroPrice: false });
    const zero = await save('purchaseOrder', { ...order, deliveryDeadline: tomorrow(), lines: [{ ...order.lines[0], price: '0' }] });
    expect(zero.body.msg).toBe('业务配置不允许零单价：第1行单价为0');
    expect(zero.body.errors?.[0].field).toBe('lines.0.price');
    const zeroReceipt = await save('purchaseReceive', { ...order, lines: [{ ...order.lines[0], price: '0' }] });
    expect(zeroReceipt.body.msg).toBe('业务配置不允许零单价：第1行单价为0');
    ports.setConfig(group, {});
  });

  it('refuses to reverse the review of an order once a receipt draws on it, naming the receipt', async () => {
    const { supplier, w, skus } = await world(1);
    const order = await reviewedOrder(supplier.id, w, [{ skuId: skus[0], qty: '5' }]);
    const receipt = await postedReceipt(supplier.id, w, [{ skuId: skus[0], qty: '1', sourceLineId: order.lines[0].id }]);
    const back = await operate('purchaseOrder', 'decline', await detail('purchaseOrder', order.id));
    expect(back.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect(back.body.msg).toBe(`单据${order.billNo}已有下游单据${receipt.billNo}，不能反审核`);
  });
});

describe('purchase receipts (error)', () => {
  it('refuses a receipt beyond the over-order ceiling, naming the order line and the ceiling', async () => {
    ports.setConfig(group, { overOrderCeilingRatio: '0.1' });
    const { supplier, w, skus } = await world(2);
    const order = await reviewedOrder(supplier.id, w, [
      { skuId: skus[0], qty: '10' },
      { skuId: skus[1], qty: '20' },
    ]);
    await postedReceipt(supplier.id, w, [{ skuId: skus[1], qty: '15', sourceLineId: order.lines[1].id }]);
    const over = await ok(
      save('purchaseReceive', {
        supplierId: supplier.id,
        warehouseId: w,
        lines: [{ skuId: skus[1], qty: '7.5', price: '1.13', taxRate: '0.13', sourceLineId: order.lines[1].id }],
      }),
    );
    const refused = await operate('purchaseReceive', 'complete', over);
    expect(refused.body.msg).toBe(`入库数量不能超过来源订单数量：采购订单${order.billNo}第2行最多可入库22（含超订比例），还可入库7`);
    const en = await operate('purchaseReceive', 'complete', over, { language: 'en-US' });
    expect(en.body.msg).toBe(
      `Received quantity must not exceed the source order quantity: line 2 of purchase order ${order.billNo} takes at most 22 (over-order ratio included), 7 remain`,
    );
    ports.setConfig(group, {});
  });
});

describe('return applications and returns (error)', () => {
  it('refuses more than received less applied, more than applied, and two receipts on one return', async () => {
    const { supplier, w, skus } = await world(2);
    const a = await postedReceipt(supplier.id, w, [{ skuId: skus[0], qty: '10' }]);
    const b = await postedReceipt(supplier.id, w, [{ skuId: skus[1], qty: '10' }]);
    const line = (source: DocumentDetailView, qty: string) => ({
      skuId: source.lines[0].skuId,
      qty,
      price: '1.13',
      taxRate: '0.13',
      sourceLineId: source.lines[0].id,
    });
    const apply = (lines: ReturnType<typeof line>[]) =>
      save('purchaseReturnApply', { supplierId: supplier.id, warehouseId: w, reason: '质量问题', lines });

    const two = await apply([line(a, '1'), line(b, '1')]);
    expect(two.body.msg).toBe('一张退货单只能关联一张采购入库单');

    const first = await ok(apply([line(a, '6')]));
    await ok(operate('purchaseReturnApply', 'review', first));
    const second = await ok(apply([line(a, '5')]));
    const overApplied = await operate('purchaseReturnApply', 'review', second);
    expect(overApplied.body.msg).toBe(`退货数量不能超过入库数量减已退数量：采购入库单${a.billNo}第1行入库10，还可退4`);

    const applied = await detail('purchaseReturnApply', first.id);
    const ret = await ok(save('purchaseReturn', { supplierId: supplier.id, warehouseId: w, lines: [line(applied, '7')] }));
    const overReturned = await operate('purchaseReturn', 'complete', ret);
    expect(overReturned.body.msg).toBe(`退货数量不能超过申请数量：退货申请单${applied.billNo}第1行申请6，还可退6`);
  });

  it('removes no line of an application that is not a draft, and never its last line', async () => {
    const { supplier, w, skus } = await world(2);
    const receipt = await postedReceipt(supplier.id, w, [
      { skuId: skus[0], qty: '10' },
      { skuId: skus[1], qty: '10' },
    ]);
    const lines = receipt.lines.map((l) => ({ skuId: l.skuId, qty: '1', price: '1.13', taxRate: '0.13', sourceLineId: l.id }));
    const draft = await ok(save('purchaseReturnApply', { supplierId: supplier.id, warehouseId: w, reason: '破损', lines: [lines[0]] }));
    const only = (await detail('purchaseReturnApply', draft.id)).lines[0];
    const last = await t.call(admin, 'DELETE', `/api/order/purchaseReturnApplyOrderItem?id=${only.id}`, undefined, zh);
    expect(last.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect(last.body.msg).toBe(`第1行是单据${draft.billNo}的最后一行，不能删除；如不再需要，请删除整张单据`);

    const reviewed = await ok(save('purchaseReturnApply', { supplierId: supplier.id, warehouseId: w, reason: '破损', lines }));
    await ok(operate('purchaseReturnApply', 'review', reviewed));
    const line = (await detail('purchaseReturnApply', reviewed.id)).lines[0];
    const notDraft = await t.call(admin, 'DELETE', `/api/order/purchaseReturnApplyOrderItem?id=${line.id}`, undefined, zh);
    expect(notDraft.body.msg).toBe(`采购退货申请单${reviewed.billNo}不是草稿，不能删除明细行`);
    const stale = await t.call(admin, 'DELETE', `/api/order/purchaseReturnApplyOrderItem?id=${only.id}&version=99`, undefined, zh);
    expect(stale.body.code).toBe(ErrorCode.VERSION_CONFLICT);
  });
});

describe('closing an order line (error)', () => {
  it('refuses a draft order, a closed line, a fully received line or order, and a receipt on a closed line', async () => {
    const { supplier, w, skus } = await world(2);
    const draft = await ok(
      save('purchaseOrder', {
        supplierId: supplier.id,
        warehouseId: w,
        deliveryDeadline: tomorrow(),
        lines: [{ skuId: skus[0], qty: '1', price: '1', taxRate: '0' }],
      }),
    );
    const draftLine = (await detail('purchaseOrder', draft.id)).lines[0];
    const unreviewed = await closeLine(draftLine.id, draft.version);
    expect(unreviewed.body.msg).toBe(`采购订单${draft.billNo}当前为草稿状态，只有已审核的订单可以关闭行`);

    const order = await reviewedOrder(supplier.id, w, [
      { skuId: skus[0], qty: '10' },
      { skuId: skus[1], qty: '5' },
    ]);
    // A receipt drafted before the close, posted after it: refused under the line's lock.
    const pending = await ok(
      save('purchaseReceive', {
        supplierId: supplier.id,
        warehouseId: w,
        lines: [{ skuId: skus[0], qty: '1', price: '1.13', taxRate: '0.13', sourceLineId: order.lines[0].id }],
      }),
    );
    await postedReceipt(supplier.id, w, [{ skuId: skus[1], qty: '5', sourceLineId: order.lines[1].id }]);
    const full = await closeLine(order.lines[1].id, (await detail('purchaseOrder', order.id)).version);
    expect(full.body.msg).toBe(`采购订单${order.billNo}第2行已全部入库，无需关闭`);

    const closed = await ok(closeLine(order.lines[0].id, (await detail('purchaseOrder', order.id)).version));
    expect(closed.status).toBe('CLOSED');
    const again = await closeLine(order.lines[0].id, closed.version);
    expect(again.body.msg).toBe(`采购订单${order.billNo}当前为已关闭状态，只有已审核的订单可以关闭行`);

    const posted = await operate('purchaseReceive', 'complete', pending);
    expect(posted.body.code).not.toBe(200);
    expect(posted.body.msg).toContain(order.billNo);

    // An order whose lines are all received: nothing to close.
    const received = await reviewedOrder(supplier.id, w, [{ skuId: skus[0], qty: '2' }]);
    await postedReceipt(supplier.id, w, [{ skuId: skus[0], qty: '2', sourceLineId: received.lines[0].id }]);
    const nothing = await closeLine(received.lines[0].id, (await detail('purchaseOrder', received.id)).version);
    expect(nothing.body.msg).toBe(`采购订单${received.billNo}已全部入库，没有可关闭的行`);

    // A closed line of an order still open: a receipt naming it is refused on save, naming it.
    const open = await reviewedOrder(supplier.id, w, [
      { skuId: skus[0], qty: '3' },
      { skuId: skus[1], qty: '3' },
    ]);
    await ok(closeLine(open.lines[0].id, open.version));
    const onClosed = await save('purchaseReceive', {
      supplierId: supplier.id,
      warehouseId: w,
      lines: [{ skuId: skus[0], qty: '1', price: '1.13', taxRate: '0.13', sourceLineId: open.lines[0].id }],
    });
    expect(onClosed.body.msg).toBe(`采购订单${open.billNo}第1行已关闭，不能再入库`);
    expect(onClosed.body.errors?.[0].field).toBe('lines.0.sourceLineId');
    const twice = await closeLine(open.lines[0].id, (await detail('purchaseOrder', open.id)).version, { language: 'en-US' });
    expect(twice.body.msg).toBe(`Line 1 of purchase order ${open.billNo} is already closed`);
    const stale = await closeLine(open.lines[1].id, open.version);
    expect(stale.body.code).toBe(ErrorCode.VERSION_CONFLICT);
  });
});

describe('payments (error)', () => {
  it('refuses a line amount of 0 or less, a total other than the sum of the lines, and settling more than is open', async () => {
    const { supplier, w, skus } = await world(1);
    await postedReceipt(supplier.id, w, [{ skuId: skus[0], qty: '100' }]); // 113.00 payable
    const account = await ok(
      t.call<{ id: string }>(admin, 'PUT', '/api/basic/companyAccount/add', {
        name: `付款户${freshId()}`,
        bankName: '招商银行',
        accountNo: `6214${freshId()}`,
        accountType: 'BASIC',
        currencyCode: 'CNY',
      }),
    );
    const [entry] = (
      await ok(t.call<{ entries: OpenEntryView[] }>(admin, 'POST', '/api/order/payment/openEntries', { supplierId: supplier.id }))
    ).entries;
    const body = { supplierId: supplier.id, accountId: account.id, paymentType: 'BANK_TRANSFER' };

    for (const amount of ['0', '-5']) {
      const res = await save('payment', { ...body, lines: [{ entryId: entry.id, amount }] });
      expect(res.status, amount).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toEqual(['lines.0.amount']);
    }
    const total = await save('payment', {
      ...body,
      totalAmount: '100.00',
      lines: [{ entryId: entry.id, amount: '90' }],
    });
    expect(total.body.msg).toBe('付款金额合计100.00与明细金额之和90.00不一致');
    expect(total.body.errors?.[0].field).toBe('totalAmount');
    expect((await save('payment', { ...body, totalAmount: '90', lines: [{ entryId: entry.id, amount: '90.00' }] })).body.code).toBe(200);

    const over = await save('payment', { ...body, lines: [{ entryId: entry.id, amount: '113.01' }] });
    expect(over.body.msg).toBe(`${entry.billNo}未结金额为113.00，本次核销113.01超出未结金额`);
    expect(over.body.errors?.[0].field).toBe('lines.0.amount');
  });
});
