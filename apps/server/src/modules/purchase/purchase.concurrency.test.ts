// Receipts racing for the last quantity of an order line, on PostgreSQL only (PGlite is one
// session: its locks exclude nothing). The order line's row lock orders them: one wins.
import type { DocumentDetailView, DocumentOperationResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { verifyMoneyLedger } from '../finance/index';
import { verifyLedger } from '../inventory/index';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
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

describe.skipIf(!onPostgres)('receipts under concurrency (PostgreSQL)', () => {
  it('lets one of two receipts take the last quantity an order line allows at its ceiling; the other is refused', async () => {
    ports.setConfig(group, { overOrderCeilingRatio: '0.1' });
    const supplier = await addSupplier(t, admin);
    const w = String(freshId());
    const sku = String(freshId());
    const order = await ok(
      t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/purchaseOrder/add', {
        billDate: today(),
        supplierId: supplier.id,
        warehouseId: w,
        deliveryDeadline: new Date(Date.now() + 86_400_000).toISOString(),
        lines: [{ skuId: sku, qty: '10', price: '1.13', taxRate: '0.13' }],
      }),
    );
    await ok(t.call(admin, 'POST', '/api/order/purchaseOrder/review', { id: order.id, version: order.version }));
    const line = (await ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/purchaseOrder/${order.id}`))).lines[0].id;
    const draft = () =>
      ok(
        t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/purchaseReceive/add', {
          billDate: today(),
          supplierId: supplier.id,
          warehouseId: w,
          lines: [{ skuId: sku, qty: '6', price: '1.13', taxRate: '0.13', sourceLineId: line }],
        }),
      );
    const [a, b] = [await draft(), await draft()];
    // 6 + 6 = 12 > 10 × 1.1 = 11: only one of them fits.
    const results = await Promise.all(
      [a, b].map((d) => t.call(admin, 'POST', '/api/order/purchaseReceive/complete', { id: d.id, version: d.version })),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const refused = results.find((r) => r.body.code !== 200);
    expect(refused?.body.msg).toContain(order.billNo);
    const fulfilled = (await ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/purchaseOrder/${order.id}`))).lines[0].fulfilledQty;
    expect(Number(fulfilled)).toBe(6);
    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('orders a line close and a receipt on that line by the line lock: never more received plus closed than ordered', async () => {
    ports.setConfig(group, { overOrderCeilingRatio: '0' });
    const supplier = await addSupplier(t, admin);
    const w = String(freshId());
    const sku = String(freshId());
    for (let round = 0; round < 4; round++) {
      const order = await ok(
        t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/purchaseOrder/add', {
          billDate: today(),
          supplierId: supplier.id,
          warehouseId: w,
          deliveryDeadline: new Date(Date.now() + 86_400_000).toISOString(),
          lines: [{ skuId: sku, qty: '10', price: '1.13', taxRate: '0.13' }],
        }),
      );
      const reviewed = await ok(
        t.call<DocumentOperationResult>(admin, 'POST', '/api/order/purchaseOrder/review', { id: order.id, version: order.version }),
      );
      const line = (await ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/purchaseOrder/${order.id}`))).lines[0].id;
      const receipt = await ok(
        t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/purchaseReceive/add', {
          billDate: today(),
          supplierId: supplier.id,
          warehouseId: w,
          lines: [{ skuId: sku, qty: '4', price: '1.13', taxRate: '0.13', sourceLineId: line }],
        }),
      );
      const [posted, closed] = await Promise.all([
        t.call(admin, 'POST', '/api/order/purchaseReceive/complete', { id: receipt.id, version: receipt.version }),
        t.call(admin, 'POST', '/api/order/purchaseOrderItem/close', { id: line, version: reviewed.version }),
      ]);
      expect([posted.status, closed.status].filter((s) => s >= 500)).toEqual([]);
      // The close always lands (it reads the line after the receipt, or before it).
      expect(closed.body.code, JSON.stringify(closed.body)).toBe(200);
      const after = (await ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/purchaseOrder/${order.id}`))).lines[0];
      const received = Number(after.fulfilledQty);
      expect(received + Number(after.closedQty)).toBe(10);
      expect(received).toBe(posted.body.code === 200 ? 4 : 0);
    }
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
