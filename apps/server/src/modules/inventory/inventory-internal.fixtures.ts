// Test helpers of the requisition and processing suites (not a test file): real SKUs (a pen,
// a box and a kit of 2 pens and 1 box), a warehouse, and the clerk's calls.
import type { DocumentOperationResult, SkuDetail } from '@quire/contracts';
import type { Session, TestApp } from '../../../test/harness';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { clerk, today } from './inventory.fixtures';

export function internalKit(t: TestApp, admin: Session) {
  const kit = productKit(t);
  const wh = warehouseHelpers(t);
  const c = clerk(t, admin as Parameters<typeof clerk>[1]);
  const api = {
    c,
    kit,
    /** A logical warehouse of the admin's group. */
    warehouse: async () => {
      const physical = await wh.physical(admin);
      return Number((await wh.logical(admin, physical.id)).id);
    },
    /** A plain SKU at this purchase price (a gain brings it in at that cost). */
    sku: (purchasePrice: string, name?: string) => kit.sku({ purchasePrice, ...(name ? { name } : {}) }),
    /** A combined product of these components (SKU, quantity per set). */
    combined: async (parts: [SkuDetail, string][], name = '文具礼盒') =>
      kit.ok<SkuDetail>(
        'PUT',
        '/api/product/combined',
        await kit.skuBody({
          name,
          unit: '套',
          packages: [],
          barcodes: [],
          isCombined: true,
          components: parts.map(([s, quantity]) => ({ skuId: s.id, quantity })),
        }),
        admin,
      ),
    requisition: (body: Record<string, unknown>, s: Session = admin) =>
      t.call<DocumentOperationResult>(s, 'PUT', '/api/stock/materialReceive/add', { billDate: today(), ...body }),
    process: (body: Record<string, unknown>, s: Session = admin) =>
      t.call<DocumentOperationResult>(s, 'PUT', '/api/stock/skuProcess/add', { billDate: today(), ...body }),
    /** The body of a processing of `qty` sets of `product` in `warehouseId`, components from its BOM. */
    processBody: (warehouseId: number, product: SkuDetail, qty: string, direction: 'ASSEMBLE' | 'DISASSEMBLE' = 'ASSEMBLE') => ({
      warehouseId: String(warehouseId),
      direction,
      productSkuId: product.id,
      productQty: qty,
      lines: product.components.map((p) => ({ skuId: p.skuId, qty: String(Number(p.quantity) * Number(qty)) })),
    }),
  };
  return api;
}
