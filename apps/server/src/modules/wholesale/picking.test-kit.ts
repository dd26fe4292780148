// Test helpers of picking and boxing (not a test file): a reviewed sale of real SKUs (with
// barcodes) from a real warehouse with stock, and the calls a picker makes.
import type { DocumentOperationResult, PickSheetView, PrintDocument, SkuDetail } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { hashSecret } from '../../platform/auth/password';
import { clerk } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';
import { employee } from '../system/access.schema';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { salesClerk } from './wholesale.test-kit';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;

export const BASE = '/api/order/deliveryPicking';
export const PICKING_GRANTS = ['/wholesale/picking', 'wholesale:picking:pick', 'wholesale:picking:box', 'wholesale:picking:print'];

type Res<T> = { status: number; body: { code: number; msg: string; data: T; errors?: { field: string; message: string }[] } };

export function pickingKit(t: TestApp, s: Session) {
  const products = productKit(t);
  const wh = warehouseHelpers(t);
  const stock = clerk(t, s);
  const sales = salesClerk(t, s);
  let physical: Promise<{ id: string }> | undefined;
  const ok = async <T>(p: Promise<Res<T>>): Promise<T> => {
    const res = await p;
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const api = {
    ok,
    sales,
    stock,
    /** A reviewed sale of `lines` (qty each, price 2.00) from a new warehouse holding `onHand` of each SKU. */
    async reviewedSale(lines: string[], onHand = '100') {
      physical ??= wh.physical(s);
      const w = (await wh.logical(s, (await physical).id)).id;
      const skus: SkuDetail[] = [];
      for (const _ of lines) skus.push(await products.sku());
      await stock.gain(
        Number(w),
        skus.map((k) => [Number(k.id), onHand]),
      );
      const customer = await addCustomer(t, s);
      const draft = await sales.ok(
        sales.save('wholesaleSale', {
          customerId: customer.id,
          warehouseId: w,
          lines: lines.map((qty, i) => ({ skuId: skus[i].id, qty, price: '2', priceSource: 'MANUAL' })),
        }),
      );
      const reviewed = await sales.ok(sales.op('wholesaleSale', 'review', draft));
      return { sale: reviewed, skus, warehouseId: Number(w), customer };
    },
    start: (id: string, as: Session = s) => t.call<DocumentOperationResult>(as, 'POST', `${BASE}/start`, { id }),
    sheet: (id: string, as: Session = s) => t.call<PickSheetView>(as, 'GET', `${BASE}/${id}`),
    scan: (id: string, code: string, extra: Record<string, unknown> = {}, as: Session = s) =>
      t.call<{ sheet: PickSheetView; lineId: string; added: string }>(as, 'POST', `${BASE}/skuScan`, { id, code, ...extra }),
    setQty: (id: string, lineId: string, pickedQty: string, as: Session = s) =>
      t.call<PickSheetView>(as, 'POST', `${BASE}/pickedQty`, { id, lineId, pickedQty }),
    complete: (id: string, extra: Record<string, unknown> = {}, as: Session = s) =>
      t.call<PickSheetView>(as, 'POST', `${BASE}/complete`, { id, ...extra }),
    box: (id: string, body: Record<string, unknown>, as: Session = s) => t.call<PickSheetView>(as, 'POST', `${BASE}/box`, { id, ...body }),
    print: (id: string, kind: 'PACKING_LIST' | 'BOX_LABEL', as: Session = s) =>
      t.call<PrintDocument[]>(as, 'POST', `${BASE}/print`, { id, kind }),
    page: (body: Record<string, unknown>, as: Session = s) =>
      t.call<{ list: { id: string; pickingState: string; packed: boolean }[]; total: number }>(as, 'POST', `${BASE}/page`, body),
    /** The picker's tolerances and picking authorization code (percent; code null for none). */
    async setPicker(employeeId: number, under: string, over: string, code: string | null = null) {
      await t.db
        .update(employee)
        .set({
          pickingUnderTolerance: under,
          pickingOverTolerance: over,
          pickingAuthCodeHash: code === null ? null : await hashSecret(code),
        })
        .where(eq(employee.id, employeeId));
    },
  };
  return api;
}
