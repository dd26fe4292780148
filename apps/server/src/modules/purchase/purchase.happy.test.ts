// Buying, worked by hand to the fen: an order, two receipts from it (the second at another
// price, up to the over-order ceiling), one refused beyond it, a reversal (红冲) that restores
// stock, average cost, payable and the order's received quantity.
import type { DocumentDetailView, DocumentOperationResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { partnerBalances, verifyMoneyLedger } from '../finance/index';
import { verifyLedger } from '../inventory/index';
import { clerk, freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

const ports = useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const stock = clerk(t, admin);
const group = (await t.given.defaultGroup()).id;

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function ok<T>(p: Promise<{ status: number; body: { code: number; msg: string; data: T } }>): Promise<T> {
  const res = await p;
  expect(res.body.msg, JSON.stringify(res.body)).toBe(res.body.code === 200 ? res.body.msg : 'success');
  return res.body.data;
}

type Kind = 'purchaseOrder' | 'purchaseReceive' | 'purchaseReturnApply' | 'purchaseReturn';
const save = (kind: Kind, body: Record<string, unknown>) =>
  t.call<DocumentOperationResult>(admin, 'PUT', `/api/order/${kind}/add`, { billDate: today(), ...body });
const operate = (kind: Kind, operation: string, doc: DocumentOperationResult, extra = {}) =>
  t.call<DocumentOperationResult>(admin, 'POST', `/api/order/${kind}/${operation}`, { id: doc.id, version: doc.version, ...extra });
/** The order's receipt state on its list row (未入库 / 部分入库 / 全部入库 / 已关闭). */
const receiptState = async (billNo: string) => {
  const page = await ok(
    t.call<{ list: { billNo: string; receiptState: unknown }[] }>(admin, 'POST', '/api/order/purchaseOrder/page', {
      pageNum: 1,
      pageSize: 10,
      billNo,
    }),
  );
  return page.list.find((r) => r.billNo === billNo)?.receiptState;
};
const detail = (kind: Kind, id: string) => ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/${kind}/${id}`));

describe('purchase order and receipt', () => {
  it('receives an order in two receipts, refuses beyond the ceiling, and a reversal restores stock, cost and payable', async () => {
    const supplier = await addSupplier(t, admin);
    const w = freshId();
    const [pen, clip] = [freshId(), freshId()];
    ports.setConfig(group, { overOrderCeilingRatio: '0.1' });

    const order = await ok(
      save('purchaseOrder', {
        supplierId: supplier.id,
        warehouseId: String(w),
        deliveryDeadline: tomorrow(),
        lines: [
          { skuId: String(pen), qty: '10', price: '11.3', taxRate: '0.13', priceSource: 'PURCHASE_PRICE' },
          { skuId: String(clip), qty: '5', price: '2.26', taxRate: '0.13' },
        ],
      }),
    );
    expect(await receiptState(order.billNo)).toBe('NONE');
    const reviewed = await ok(operate('purchaseOrder', 'review', order));
    const ordered = await detail('purchaseOrder', order.id);
    expect(ordered.lines.map((l) => [Number(l.qty), l.amount, l.price])).toEqual([
      [10, '113.00', '11.3'],
      [5, '11.30', '2.26'],
    ]);
    expect(ordered.partnerId).toBe(supplier.id);

    // Receipt 1: six pens and every clip; in at the tax-exclusive cost, 79.10 payable.
    const first = await ok(
      save('purchaseReceive', {
        supplierId: supplier.id,
        warehouseId: String(w),
        lines: [
          { skuId: String(pen), qty: '6', price: '11.3', taxRate: '0.13', sourceLineId: ordered.lines[0].id },
          { skuId: String(clip), qty: '5', price: '2.26', taxRate: '0.13', sourceLineId: ordered.lines[1].id },
        ],
      }),
    );
    await ok(operate('purchaseReceive', 'complete', first));
    expect(await stock.stock(w, pen)).toMatchObject({ onHand: '6.0000', avgCost: '10.000000' });
    expect(await stock.stock(w, clip)).toMatchObject({ onHand: '5.0000', avgCost: '2.000000' });
    expect(await partnerBalances(t.db, group, { partnerKind: 'SUPPLIER', partnerId: Number(supplier.id) })).toEqual({
      balance: '79.10',
      downPayment: '0.00',
    });
    expect((await detail('purchaseOrder', order.id)).lines.map((l) => Number(l.fulfilledQty))).toEqual([6, 5]);
    expect(await receiptState(order.billNo)).toBe('PARTIAL');
    // The supplier's orders, as the receipt's 从采购订单选择 asks for them.
    const theirs = await ok(
      t.call<{ list: { billNo: string }[] }>(admin, 'POST', '/api/order/purchaseOrder/page', {
        pageNum: 1,
        pageSize: 10,
        status: 'REVIEWED',
        partnerId: supplier.id,
      }),
    );
    expect(theirs.list.map((r) => r.billNo)).toEqual([order.billNo]);

    // Receipt 2: five more pens (11 of 10 ordered: the 10 % ceiling) at 12.43, i.e. 11.00 net.
    const second = await ok(
      save('purchaseReceive', {
        supplierId: supplier.id,
        warehouseId: String(w),
        lines: [{ skuId: String(pen), qty: '5', price: '12.43', taxRate: '0.13', sourceLineId: ordered.lines[0].id }],
      }),
    );
    await ok(operate('purchaseReceive', 'complete', second));
    // (6 × 10.00 + 5 × 11.00) ÷ 11 = 10.454545…
    expect(await stock.stock(w, pen)).toMatchObject({ onHand: '11.0000', avgCost: '10.454545' });
    expect((await partnerBalances(t.db, group, { partnerKind: 'SUPPLIER', partnerId: Number(supplier.id) })).balance).toBe('141.25');
    expect(await receiptState(order.billNo)).toBe('ALL');

    // Half a pen more passes the ceiling: refused, naming the order line and what remains.
    const third = await ok(
      save('purchaseReceive', {
        supplierId: supplier.id,
        warehouseId: String(w),
        lines: [{ skuId: String(pen), qty: '0.5', price: '11.3', taxRate: '0.13', sourceLineId: ordered.lines[0].id }],
      }),
    );
    const over = await operate('purchaseReceive', 'complete', third);
    expect(over.body.code).not.toBe(200);
    expect(over.body.msg).toContain(order.billNo);
    expect(over.body.msg).toMatch(/line 1 of purchase order .* takes at most 11 .*, 0 remain/);

    // The order cannot be un-reviewed once received.
    const back = await operate('purchaseOrder', 'decline', reviewed);
    expect(back.body.msg).toContain(first.billNo.slice(0, 4));

    // 红冲 of the second receipt: stock, average cost, payable and the order line as before it.
    const posted = await detail('purchaseReceive', second.id);
    await ok(operate('purchaseReceive', 'reverse', { ...second, version: posted.version }, { reason: '价格录错' }));
    expect(await stock.stock(w, pen)).toMatchObject({ onHand: '6.0000', avgCost: '10.000000' });
    expect((await partnerBalances(t.db, group, { partnerKind: 'SUPPLIER', partnerId: Number(supplier.id) })).balance).toBe('79.10');
    expect((await detail('purchaseOrder', order.id)).lines.map((l) => Number(l.fulfilledQty))).toEqual([6, 5]);

    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('refuses an unknown supplier, a passed deadline, a forbidden zero price and another supplier’s order, naming the field', async () => {
    const supplier = await addSupplier(t, admin);
    const other = await addSupplier(t, admin);
    const w = freshId();
    const sku = freshId();
    const line = { skuId: String(sku), qty: '1', price: '3', taxRate: '0.13' };
    const order = { supplierId: supplier.id, warehouseId: String(w), deliveryDeadline: tomorrow(), lines: [line] };

    const unknown = await save('purchaseOrder', { ...order, supplierId: '987654321' });
    expect(unknown.body.code).not.toBe(200);
    expect(JSON.stringify(unknown.body)).toContain('supplierId');

    const late = await save('purchaseOrder', { ...order, deliveryDeadline: new Date(Date.now() - 60_000).toISOString() });
    expect(late.body.code).not.toBe(200);
    expect(JSON.stringify(late.body)).toContain('deliveryDeadline');

    ports.setConfig(group, { ifZeroPrice: false });
    const zero = await save('purchaseOrder', { ...order, lines: [{ ...line, price: '0' }] });
    expect(zero.body.code).not.toBe(200);
    expect(JSON.stringify(zero.body)).toContain('lines.0.price');
    ports.setConfig(group, {});

    const theirs = await ok(save('purchaseOrder', { ...order, supplierId: other.id }));
    await ok(operate('purchaseOrder', 'review', theirs));
    const theirLine = (await detail('purchaseOrder', theirs.id)).lines[0].id;
    const wrong = await save('purchaseReceive', {
      supplierId: supplier.id,
      warehouseId: String(w),
      lines: [{ ...line, sourceLineId: theirLine }],
    });
    expect(wrong.body.code).not.toBe(200);
    expect(JSON.stringify(wrong.body)).toContain(theirs.billNo);

    // Closed, an order reads 已关闭 on its list whatever it received.
    const reviewedTheirs = await detail('purchaseOrder', theirs.id);
    await ok(operate('purchaseOrder', 'close', { ...theirs, version: reviewedTheirs.version }));
    expect(await receiptState(theirs.billNo)).toBe('CLOSED');
  });

  it('returns goods of one receipt at that receipt’s cost through a reviewed application, and a reversal undoes it', async () => {
    const supplier = await addSupplier(t, admin);
    const w = freshId();
    const pen = freshId();
    const payable = async () => (await partnerBalances(t.db, group, { partnerKind: 'SUPPLIER', partnerId: Number(supplier.id) })).balance;
    const receive = async (price: string) => {
      const saved = await ok(
        save('purchaseReceive', {
          supplierId: supplier.id,
          warehouseId: String(w),
          lines: [{ skuId: String(pen), qty: '10', price, taxRate: '0.13' }],
        }),
      );
      await ok(operate('purchaseReceive', 'complete', saved));
      return detail('purchaseReceive', saved.id);
    };
    const a = await receive('11.3'); // 10.00 net
    const b = await receive('13.56'); // 12.00 net
    expect(await stock.stock(w, pen)).toMatchObject({ onHand: '20.0000', avgCost: '11.000000' });
    expect(await payable()).toBe('248.60');

    const returnLine = (sourceLineId: string, qty: string, price = '13.56') => ({
      skuId: String(pen),
      qty,
      price,
      taxRate: '0.13',
      sourceLineId,
    });
    // An application naming two receipts is refused: a return links one receipt only.
    const twoReceipts = await save('purchaseReturnApply', {
      supplierId: supplier.id,
      warehouseId: String(w),
      reason: '质量问题',
      lines: [returnLine(b.lines[0].id, '1'), returnLine(a.lines[0].id, '1', '11.3')],
    });
    expect(twoReceipts.body.msg).toMatch(/Only one purchase receipt/);
    // A price other than the receipt's is refused, naming the line.
    const otherPrice = await save('purchaseReturnApply', {
      supplierId: supplier.id,
      warehouseId: String(w),
      reason: '质量问题',
      lines: [returnLine(b.lines[0].id, '4', '13.5')],
    });
    expect(JSON.stringify(otherPrice.body)).toContain('lines.0.price');

    const application = await ok(
      save('purchaseReturnApply', {
        supplierId: supplier.id,
        warehouseId: String(w),
        reason: '质量问题',
        lines: [returnLine(b.lines[0].id, '4')],
      }),
    );
    await ok(operate('purchaseReturnApply', 'review', application));
    const applied = await detail('purchaseReturnApply', application.id);

    // More than applied: refused when posted.
    const tooMany = await ok(
      save('purchaseReturn', { supplierId: supplier.id, warehouseId: String(w), lines: [returnLine(applied.lines[0].id, '5')] }),
    );
    const refused = await operate('purchaseReturn', 'complete', tooMany);
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.msg).toContain(applied.billNo);

    const ret = await ok(
      save('purchaseReturn', { supplierId: supplier.id, warehouseId: String(w), lines: [returnLine(applied.lines[0].id, '4')] }),
    );
    const returned = await ok(operate('purchaseReturn', 'complete', ret));
    // 4 out at receipt B's 12.00: (100.00 + 72.00) ÷ 16 = 10.75, as if B had brought 6.
    expect(await stock.stock(w, pen)).toMatchObject({ onHand: '16.0000', avgCost: '10.750000' });
    // 248.60 − 4 × 13.56
    expect(await payable()).toBe('194.36');

    // Receipt B is named by the application: it is not reversed under it.
    const underIt = await operate('purchaseReceive', 'reverse', { id: b.id, billNo: b.billNo, status: b.status, version: b.version });
    expect(underIt.body.msg).toContain(application.billNo);

    await ok(operate('purchaseReturn', 'reverse', returned, { reason: '退货取消' }));
    expect(await stock.stock(w, pen)).toMatchObject({ onHand: '20.0000', avgCost: '11.000000' });
    expect(await payable()).toBe('248.60');
    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });
});
