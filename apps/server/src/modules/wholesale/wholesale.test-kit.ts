// Test helpers of the wholesale module (not a test file): goods on hand at a known cost, and the
// calls a sales clerk makes.
import type { DocumentDetailView, DocumentOperationResult } from '@quire/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { today } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;
type Res<T> = { status: number; body: { code: number; msg: string; data: T; errors?: { field: string }[] } };

export type WholesaleKind = 'saleOrder' | 'wholesaleSale' | 'wholesaleReturn';

export function salesClerk(t: TestApp, s: Session) {
  const ok = async <T>(p: Promise<Res<T>>): Promise<T> => {
    const res = await p;
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const api = {
    ok,
    save: (kind: WholesaleKind, body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(s, 'PUT', `/api/order/${kind}/add`, { billDate: today(), ...body }),
    op: (kind: WholesaleKind, operation: string, doc: { id: string; version: number }, extra: Record<string, unknown> = {}) =>
      t.call<DocumentOperationResult>(s, 'POST', `/api/order/${kind}/${operation}`, { id: doc.id, version: doc.version, ...extra }),
    detail: (kind: WholesaleKind, id: string) => ok(t.call<DocumentDetailView>(s, 'GET', `/api/order/${kind}/${id}`)),
    transfer: (order: { id: string; version?: number }, confirmed: string[] = []) =>
      t.call<DocumentOperationResult>(s, 'POST', '/api/order/saleOrder/transfer', { id: order.id, confirmed }),
    /** The order's list row: derived state and fulfilment rate. */
    orderRow: async (billNo: string) => {
      const page = await ok(
        t.call<{ list: { billNo: string; transferState: unknown; fulfilmentRate: unknown }[] }>(s, 'POST', '/api/order/saleOrder/page', {
          pageNum: 1,
          pageSize: 10,
          billNo,
        }),
      );
      return page.list.find((r) => r.billNo === billNo);
    },
    /** Puts `qty` of a SKU into a warehouse at `unitCost` (a posted purchase receipt, no tax). */
    receive: async (warehouseId: number, skuId: number, qty: string, unitCost: string) => {
      const supplier = await addSupplier(t, s);
      const receipt = await ok(
        t.call<DocumentOperationResult>(s, 'PUT', '/api/order/purchaseReceive/add', {
          billDate: today(),
          supplierId: supplier.id,
          warehouseId: String(warehouseId),
          lines: [{ skuId: String(skuId), qty, price: unitCost, taxRate: '0' }],
        }),
      );
      await ok(
        t.call<DocumentOperationResult>(s, 'POST', '/api/order/purchaseReceive/complete', { id: receipt.id, version: receipt.version }),
      );
    },
  };
  return api;
}
