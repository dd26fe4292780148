// Test helpers of customers' money (not a test file): a posted delivery of a known amount, a
// receiving account, and the calls a finance clerk makes on collections, pre-receipts and
// discount sheets.
import type { CustomerOpenEntriesView, DocumentDetailView, DocumentOperationResult } from '@quire/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { freshId, today } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;
export type Res<T> = { status: number; body: { code: number; msg: string; data: T; errors?: { field: string; message: string }[] } };
export type MoneyKind = 'settlementOrder' | 'preReceipt' | 'discount';

export function financeClerk(t: TestApp, s: Session) {
  const ok = async <T>(p: Promise<Res<T>>): Promise<T> => {
    const res = await p;
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const api = {
    ok,
    save: (kind: MoneyKind, body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(s, 'PUT', `/api/order/${kind}/add`, { billDate: today(), ...body }) as Promise<
        Res<DocumentOperationResult>
      >,
    op: (kind: MoneyKind, operation: string, doc: { id: string; version: number }, extra: Record<string, unknown> = {}) =>
      t.call<DocumentOperationResult>(s, 'POST', `/api/order/${kind}/${operation}`, {
        id: doc.id,
        version: doc.version,
        ...extra,
      }) as Promise<Res<DocumentOperationResult>>,
    /** Saves and posts, expecting both to succeed. */
    post: async (kind: MoneyKind, body: Record<string, unknown>) => {
      const saved = await ok(api.save(kind, body));
      return ok(api.op(kind, 'complete', saved));
    },
    detail: (kind: MoneyKind, id: string) => ok(t.call<DocumentDetailView>(s, 'GET', `/api/order/${kind}/${id}`)),
    open: (customerId: string) =>
      ok(
        t.call<CustomerOpenEntriesView>(s, 'POST', '/api/order/settlementOrder/openEntries', { customerId }) as Promise<
          Res<CustomerOpenEntriesView>
        >,
      ),
    /** An enabled receiving account of the active group. */
    account: async () =>
      (
        await ok(
          t.call<{ id: string }>(s, 'PUT', '/api/basic/companyAccount/add', {
            name: `收款户${freshId()}`,
            bankName: '工商银行',
            accountNo: `6222${freshId()}`,
            accountType: 'BASIC',
            currencyCode: 'CNY',
          }) as Promise<Res<{ id: string }>>,
        )
      ).id,
    /** A posted wholesale delivery of `qty` × `price` to the customer (goods received first at cost 1.00), dated today unless told. */
    delivery: async (customerId: string, qty: string, price: string, billDate = today()): Promise<DocumentOperationResult> => {
      const [w, sku] = [String(freshId()), String(freshId())];
      const supplier = await addSupplier(t, s);
      const receipt = await ok(
        t.call<DocumentOperationResult>(s, 'PUT', '/api/order/purchaseReceive/add', {
          billDate,
          supplierId: supplier.id,
          warehouseId: w,
          lines: [{ skuId: sku, qty, price: '1', taxRate: '0' }],
        }) as Promise<Res<DocumentOperationResult>>,
      );
      await ok(
        t.call(s, 'POST', '/api/order/purchaseReceive/complete', { id: receipt.id, version: receipt.version }) as Promise<Res<unknown>>,
      );
      const sale = await ok(
        t.call<DocumentOperationResult>(s, 'PUT', '/api/order/wholesaleSale/add', {
          billDate,
          customerId,
          warehouseId: w,
          lines: [{ skuId: sku, qty, price }],
        }) as Promise<Res<DocumentOperationResult>>,
      );
      return ok(
        t.call<DocumentOperationResult>(s, 'POST', '/api/order/wholesaleSale/complete', { id: sale.id, version: sale.version }) as Promise<
          Res<DocumentOperationResult>
        >,
      );
    },
  };
  return api;
}
