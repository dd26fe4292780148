// Replenishment worked by hand (DOMAIN 21): d = net sales of the last N days ÷ N; available =
// on hand + in transit − locked; below d × lower days, suggest d × upper days − available,
// rounded up to the purchase package; then draft purchase orders, one per supplier.
import type { DocumentDetailView, ReplenishmentOrdersView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { replenishmentKit } from './replenishment.test-kit';

const t = await startTestApp();
const admin = await t.given.admin();
const group = (await t.given.defaultGroup()).id;
const k = replenishmentKit(t, admin, group);

/** A warehouse holding `onHand` of a new SKU after selling `sold` over the last days. */
async function soldDown(onHand: number, sold: number, values: Record<string, unknown> = {}) {
  const w = await k.warehouse();
  // Sold by the piece (a package factor of 1) unless told.
  const sku = await k.sku({ packages: [{ unitName: '支', factor: '1' }], ...values });
  await k.stock.gain(w, [[sku, String(onHand + sold)]]);
  if (sold > 0) await k.sell(w, sku, String(sold), 3);
  return { w, sku };
}

describe('replenishment suggestion', () => {
  it('works the DOMAIN 21 example: 60 sold in 30 days, 5 on hand, 3 in transit → 22, rounded up to a box of 12 → 24', async () => {
    const supplier = await k.supplier();
    const w = await k.warehouse();
    const sku = await k.sku();
    await k.stock.gain(w, [[sku, '65']]);
    // Net 60 in the window: 62 sold, 2 returned; 100 sold 31 days ago is outside N = 30.
    await k.sell(w, sku, '40', 20);
    await k.sell(w, sku, '22', 5);
    await k.sell(w, sku, '-2', 4);
    await k.stock.gain(w, [[sku, '100']]);
    await k.sell(w, sku, '100', 31);
    await k.order(supplier, w, sku, '3');
    await k.ok(
      k.config({
        warehouseId: String(w),
        supplierId: String(supplier),
        averageSalesDays: 30,
        lowerDays: 7,
        upperDays: 15,
        purchasePackage: '12',
      }),
    );

    expect(await k.line(w, sku)).toMatchObject({
      level: 'WAREHOUSE',
      supplierId: String(supplier),
      averageSalesDays: 30,
      soldQty: '60',
      dailySales: '2',
      onHand: '5',
      inTransit: '3',
      locked: '0',
      available: '8',
      lowerDays: 7,
      upperDays: 15,
      lowerLimit: '14',
      upperLimit: '30',
      purchasePackage: '12',
      suggestedQty: '24',
    });
  });

  it('suggests nothing at or above the lower limit, and something one unit below it', async () => {
    // 30 sold in 30 days: d = 1, lower 7 (business configuration defaults: N 30, lower 7, upper 15).
    const at = await soldDown(7, 30);
    expect(await k.line(at.w, at.sku)).toBeUndefined();
    const below = await soldDown(6, 30);
    expect(await k.line(below.w, below.sku)).toMatchObject({
      level: 'BUSINESS_CONFIG',
      available: '6',
      lowerLimit: '7',
      suggestedQty: '9',
    });
    // Without a package configured, the SKU's own package factor (a case of 144) rounds it up.
    const boxed = await soldDown(6, 30, {
      packages: [
        { unitName: '支', factor: '1' },
        { unitName: '箱', factor: '144' },
      ],
    });
    expect(await k.line(boxed.w, boxed.sku)).toMatchObject({ purchasePackage: '144', suggestedQty: '144' });
  });

  it('counts as in transit the open remainder of purchase orders and reviewed transfers in, less what is locked', async () => {
    const supplier = await k.supplier();
    const { w, sku } = await soldDown(2, 60); // d = 2, lower 14, upper 30
    const other = await k.warehouse();
    await k.stock.gain(other, [[sku, '50']]);
    // Ordered 10, 4 received: 6 still coming.
    const order = await k.order(supplier, w, sku, '10');
    const detail = await k.ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/purchaseOrder/${order.id}`));
    const receipt = await k.ok(
      t.call<{ id: string; version: number }>(admin, 'PUT', '/api/order/purchaseReceive/add', {
        billDate: detail.billDate,
        supplierId: String(supplier),
        warehouseId: String(w),
        lines: [{ skuId: String(sku), qty: '4', price: '1', taxRate: '0.13', sourceLineId: detail.lines[0].id }],
      }),
    );
    await k.ok(t.call(admin, 'POST', '/api/order/purchaseReceive/complete', { id: receipt.id, version: receipt.version }));
    // A reviewed transfer of 5 into w counts; a draft one of 7 does not.
    const reviewed = await k.stock.transfer(other, w, [[sku, '5']]);
    await k.ok(k.stock.op('transfer', 'review', reviewed.id, reviewed.version));
    await k.stock.transfer(other, w, [[sku, '7']]);
    // 3 locked by a reviewed transfer out of w.
    const out = await k.stock.transfer(w, other, [[sku, '3']]);
    await k.ok(k.stock.op('transfer', 'review', out.id, out.version));

    // available 6 + 11 − 3 = 14 = the lower limit: no suggestion; sell one more and it appears.
    expect(await k.line(w, sku)).toBeUndefined();
    await k.sell(w, sku, '1', 1);
    expect(await k.line(w, sku)).toMatchObject({ onHand: '5', inTransit: '11', locked: '3', available: '13', suggestedQty: '18' });
  });

  it('takes the most specific configuration: category in the warehouse > warehouse > category > group > business configuration', async () => {
    const parent = await k.products.category();
    const child = await k.products.category({ parentId: parent.id });
    const { w, sku } = await soldDown(0, 30, { categoryId: child.id }); // d = 1
    const level = async () => {
      const l = await k.line(w, sku);
      return [l?.level, l?.lowerDays, l?.upperDays, l?.suggestedQty];
    };
    expect(await level()).toEqual(['BUSINESS_CONFIG', 7, 15, '15']);
    await k.ok(k.config({ averageSalesDays: 30, lowerDays: 2, upperDays: 20 }));
    expect(await level()).toEqual(['GROUP', 2, 20, '20']);
    await k.ok(k.config({ categoryId: parent.id, averageSalesDays: 30, lowerDays: 3, upperDays: 30 }));
    expect(await level()).toEqual(['CATEGORY', 3, 30, '30']);
    // The deeper category wins over its parent.
    await k.ok(k.config({ categoryId: child.id, averageSalesDays: 30, lowerDays: 4, upperDays: 31 }));
    expect(await level()).toEqual(['CATEGORY', 4, 31, '31']);
    await k.ok(k.config({ warehouseId: String(w), averageSalesDays: 30, lowerDays: 5, upperDays: 40 }));
    expect(await level()).toEqual(['WAREHOUSE', 5, 40, '40']);
    await k.ok(k.config({ warehouseId: String(w), categoryId: parent.id, averageSalesDays: 15, lowerDays: 6, upperDays: 45 }));
    // N 15: the 30 sold 3 days ago are within it, d = 2.
    expect(await level()).toEqual(['CATEGORY_WAREHOUSE', 6, 45, '90']);
    // The filters: by category (with subcategories) and by supplier.
    expect((await k.lines(w, { categoryId: parent.id })).map((l) => l.skuId)).toEqual([String(sku)]);
    expect(await k.lines(w, { categoryId: (await k.products.category()).id })).toEqual([]);
  });

  it('sums each SKU over its own N, whether a few Ns are in use or many', async () => {
    const [x, y, z, v] = [
      await k.products.category(),
      await k.products.category(),
      await k.products.category(),
      await k.products.category(),
    ];
    const w = await k.warehouse();
    const a = await k.sku({ categoryId: x.id, packages: [{ unitName: '支', factor: '1' }] });
    const b = await k.sku({ categoryId: y.id, packages: [{ unitName: '支', factor: '1' }] });
    for (const sku of [a, b]) {
      await k.stock.gain(w, [[sku, '20']]);
      await k.sell(w, sku, '10', 15);
      await k.sell(w, sku, '10', 5);
    }
    const sold = async () => [(await k.line(w, a))?.soldQty, (await k.line(w, b))?.soldQty];
    await k.ok(k.config({ warehouseId: String(w), categoryId: x.id, averageSalesDays: 10, lowerDays: 7, upperDays: 15 }));
    await k.ok(k.config({ warehouseId: String(w), categoryId: y.id, averageSalesDays: 20, lowerDays: 7, upperDays: 15 }));
    // N 10 takes the sale 5 days ago only; N 20 both.
    expect(await sold()).toEqual(['10', '20']);
    // More Ns in use (the other way of summing): the same figures.
    await k.ok(k.config({ warehouseId: String(w), categoryId: z.id, averageSalesDays: 11, lowerDays: 7, upperDays: 15 }));
    await k.ok(k.config({ warehouseId: String(w), categoryId: v.id, averageSalesDays: 12, lowerDays: 7, upperDays: 15 }));
    await k.ok(k.config({ warehouseId: String(w), averageSalesDays: 13, lowerDays: 7, upperDays: 15 }));
    expect(await sold()).toEqual(['10', '20']);
  });

  it('turns the chosen lines into draft purchase orders grouped by supplier, or refuses a line without a supplier and creates nothing', async () => {
    const [s1, s2] = [await k.supplier(), await k.supplier()];
    const w = await k.warehouse();
    const [a, b, c] = [await k.sku(), await k.sku(), await k.sku()];
    const body = (lines: [number, string, number | null][]) => ({
      warehouseId: String(w),
      lines: lines.map(([sku, qty, supplierId]) => ({
        skuId: String(sku),
        qty,
        supplierId: supplierId === null ? null : String(supplierId),
      })),
    });
    const refused = await t.call(
      admin,
      'POST',
      '/api/stock/replenishment/toPurchaseOrders',
      body([
        [a, '5', s1],
        [b, '6', null],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['lines.1.supplierId']);
    expect(refused.body.msg).toContain('Line 2');

    const made = await k.ok(
      t.call<ReplenishmentOrdersView>(
        admin,
        'POST',
        '/api/stock/replenishment/toPurchaseOrders',
        body([
          [a, '24', s1],
          [b, '6', s2],
          [c, '12', s1],
        ]),
      ),
    );
    expect(made.orders.map((o) => [o.supplierId, o.lineCount, o.totalQty])).toEqual([
      [String(s1), 2, '36'],
      [String(s2), 1, '6'],
    ]);
    const first = await k.ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/purchaseOrder/${made.orders[0].id}`));
    expect(first.status).toBe('DRAFT');
    expect(first.warehouseId).toBe(String(w));
    expect(first.lines.map((l) => [l.skuId, Number(l.qty)])).toEqual([
      [String(a), 24],
      [String(c), 12],
    ]);
  });
});
