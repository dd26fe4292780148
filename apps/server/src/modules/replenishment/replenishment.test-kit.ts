// Test helpers of the replenishment suites (not a test file): real master data (warehouse,
// SKUs, suppliers), stock put in by a posted gain, and sales as the wholesale module posts
// them (sale moves of the ledger, returns in), dated days back.
import type { DocumentOperationResult, ReplenishmentLineView, ReplenishmentSuggestView } from '@quire/contracts';
import { Decimal } from 'decimal.js';
import { expect } from 'vitest';
import type { Session as AnySession, TestApp } from '../../../test/harness';
import { DEFAULT_DOCUMENT_CONFIG } from '../../documents/config.port';
import { postMoves } from '../inventory/index';
import { clerk } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;
type Res<T> = { status: number; body: { code: number; msg: string; data: T; errors?: { field: string }[] } };

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
let documentSeq = 7_000_000 + Math.floor(Math.random() * 100_000);

export function replenishmentKit(t: TestApp, admin: Session, businessGroupId: number) {
  const products = productKit(t);
  const places = warehouseHelpers(t);
  const stock = clerk(t, admin);
  const ok = async <T>(p: Promise<Res<T>>): Promise<T> => {
    const res = await p;
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const kit = {
    ok,
    stock,
    products,
    async warehouse(): Promise<number> {
      const physical = await places.physical(admin);
      return Number((await places.logical(admin, physical.id)).id);
    },
    async sku(values: Record<string, unknown> = {}): Promise<number> {
      return Number((await products.sku(values)).id);
    },
    supplier: async () => Number((await addSupplier(t, admin)).id),
    /** Sale moves (qty > 0 sold, < 0 returned) of one SKU on a day, as a posted wholesale sale leaves them. */
    async sell(warehouseId: number, skuId: number, qty: string, back: number) {
      const returned = qty.startsWith('-');
      await t.db.transaction((tx) =>
        postMoves(
          tx,
          {
            businessGroupId,
            documentType: returned ? 'WHOLESALE_RETURN' : 'WHOLESALE_SALE',
            documentId: ++documentSeq,
            billNo: `PF${documentSeq}`,
            billDate: daysAgo(back),
          },
          [{ lineId: null, warehouseId, skuId, qty: new Decimal(qty).negated(), cost: { kind: 'CURRENT' } }],
          { config: DEFAULT_DOCUMENT_CONFIG },
        ),
      );
    },
    config: (body: Record<string, unknown>, s: AnySession = admin) =>
      t.call<{ id: string }>(s, 'PUT', '/api/stock/replenishmentConfig', body),
    suggest: (body: Record<string, unknown>, s: AnySession = admin) =>
      t.call<ReplenishmentSuggestView>(s, 'POST', '/api/stock/replenishment/suggest', body),
    async lines(warehouseId: number, extra: Record<string, unknown> = {}): Promise<ReplenishmentLineView[]> {
      return (await ok(kit.suggest({ warehouseId: String(warehouseId), ...extra }))).list;
    },
    async line(warehouseId: number, skuId: number): Promise<ReplenishmentLineView | undefined> {
      return (await kit.lines(warehouseId)).find((l) => l.skuId === String(skuId));
    },
    /** A purchase order of `qty`, reviewed unless told. */
    async order(supplierId: number, warehouseId: number, skuId: number, qty: string, review = true): Promise<DocumentOperationResult> {
      const saved = await ok(
        t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/purchaseOrder/add', {
          billDate: daysAgo(0),
          supplierId: String(supplierId),
          warehouseId: String(warehouseId),
          deliveryDeadline: new Date(Date.now() + 86_400_000).toISOString(),
          lines: [{ skuId: String(skuId), qty, price: '1', taxRate: '0.13' }],
        }),
      );
      if (!review) return saved;
      return ok(
        t.call<DocumentOperationResult>(admin, 'POST', '/api/order/purchaseOrder/review', { id: saved.id, version: saved.version }),
      );
    },
  };
  return kit;
}
