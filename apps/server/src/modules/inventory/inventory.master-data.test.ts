// Stock documents against the real product, warehouse and business-configuration modules
// (no test ports): master data is checked, named and marked used.
import type { StockRowView } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { searchSkus } from '../product/index';
import { productSku } from '../product/product.schema';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { clerk } from './inventory.fixtures';
import { verifyLedger } from './ledger-verify';

const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const kit = productKit(t);
const wh = warehouseHelpers(t);

const physical = await wh.physical(admin);
const main = await wh.logical(admin, physical.id);
const branch = await wh.logical(admin, physical.id);

describe('stock documents with real master data', () => {
  it('posts a gain of a real SKU at its purchase price and shows its code and the warehouse’s name', async () => {
    const sku = await kit.sku({ name: '得力中性笔 0.5mm 黑', purchasePrice: '0.80' });
    await c.gain(Number(main.id), [[Number(sku.id), '12']]);
    const page = c.ok(
      await t.call<{ list: StockRowView[] }>(admin, 'POST', '/api/stock/stockQuery/page', { warehouseId: main.id, skuId: sku.id }),
    );
    expect(page.list[0]).toMatchObject({
      skuCode: sku.code,
      skuName: '得力中性笔 0.5mm 黑',
      unit: '支',
      warehouseName: main.name,
      onHand: '12.0000',
      avgCost: '0.800000',
      stockValue: '9.60',
    });
    const [row] = await t.db
      .select({ used: productSku.used })
      .from(productSku)
      .where(eq(productSku.id, Number(sku.id)));
    expect(row.used).toBe(true);
    const byKeyword = c.ok(
      await t.call<{ list: StockRowView[] }>(admin, 'POST', '/api/stock/stockQuery/page', { keyword: sku.code, warehouseId: main.id }),
    );
    expect(byKeyword.list.map((r) => r.skuId)).toEqual([sku.id]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('filters stock by keyword through a SQL join of the SKU match: the same rows as the quick search’s SKUs', async () => {
    const word = `钢笔${Date.now() % 100000}`;
    const [a, b, other] = [
      await kit.sku({ name: `${word} 蓝` }),
      await kit.sku({ name: `英雄${word} 红` }),
      await kit.sku({ name: '无关商品' }),
    ];
    for (const sku of [a, b, other]) await c.gain(Number(branch.id), [[Number(sku.id), '3']]);
    const query = async (keyword: string) =>
      c
        .ok(
          await t.call<{ list: StockRowView[]; total: number }>(admin, 'POST', '/api/stock/stockQuery/page', {
            keyword,
            warehouseId: branch.id,
          }),
        )
        .list.map((r) => r.skuId);
    // Before: the product search's SKU ids, then the balances among them.
    const searched = new Set(
      (await searchSkus(t.db, { keyword: word, pageNum: 1, pageSize: 100, includeDisabled: true })).list.map((h) => h.id),
    );
    expect(await query(word)).toEqual([a.id, b.id].filter((id) => searched.has(id)));
    expect(await query(word)).toEqual([a.id, b.id]);
    expect(await query(a.code)).toEqual([a.id]);
    expect(await query(a.code.toLowerCase())).toEqual([a.id]);
    const short = await t.call(admin, 'POST', '/api/stock/stockQuery/page', { keyword: '钢' });
    expect(short.body.code).not.toBe(200);
  });

  it('queries stock by category (with its subcategories) and by brand', async () => {
    const parent = await kit.category();
    const child = await kit.category({ parentId: parent.id });
    const brand = await kit.brand();
    const inChild = await kit.sku({ categoryId: child.id, brandId: brand.id });
    const inParent = await kit.sku({ categoryId: parent.id });
    const elsewhere = await kit.sku();
    for (const sku of [inChild, inParent, elsewhere]) await c.gain(Number(branch.id), [[Number(sku.id), '2']]);
    const query = async (filter: Record<string, unknown>) =>
      c
        .ok(await t.call<{ list: StockRowView[] }>(admin, 'POST', '/api/stock/stockQuery/page', { warehouseId: branch.id, ...filter }))
        .list.map((r) => r.skuId)
        .sort();
    expect(await query({ categoryId: parent.id })).toEqual([inChild.id, inParent.id].sort());
    expect(await query({ categoryId: child.id })).toEqual([inChild.id]);
    expect(await query({ brandId: brand.id })).toEqual([inChild.id]);
    expect(await query({ categoryId: parent.id, brandId: brand.id })).toEqual([inChild.id]);
  });

  it('refuses an unknown warehouse and a disabled SKU, naming the field', async () => {
    const sku = await kit.sku();
    const unknown = await c.add('transfer', { outWarehouseId: main.id, inWarehouseId: '987654321', lines: [{ skuId: sku.id, qty: '1' }] });
    expect(unknown.body.errors?.map((e) => e.field)).toEqual(['inWarehouseId']);
    c.ok(await t.call(admin, 'POST', '/api/product/sku/disable', { ids: [sku.id] }));
    const disabled = await c.add('breakage', { warehouseId: branch.id, lines: [{ skuId: sku.id, qty: '1' }] });
    expect(disabled.body.errors?.map((e) => e.field)).toEqual(['lines.0.skuId']);
    expect(disabled.body.msg).toMatch(/disabled/);
  });

  it('reads the review policy from the business configuration', async () => {
    const sku = await kit.sku();
    await c.gain(Number(main.id), [[Number(sku.id), '5']]);
    c.ok(await t.call(admin, 'PUT', '/api/basic/sysBusinessConfig', { reviewPolicy: 'SECOND_REVIEWER' }));
    try {
      const draft = await c.transfer(Number(main.id), Number(branch.id), [[Number(sku.id), '1']]);
      expect((await c.op('transfer', 'complete', draft.id, draft.version)).body.msg).toMatch(/must be reviewed/);
    } finally {
      c.ok(await t.call(admin, 'PUT', '/api/basic/sysBusinessConfig', { reviewPolicy: 'NONE' }));
    }
  });

  it('keeps a warehouse that holds stock from being deleted', async () => {
    const sku = await kit.sku();
    const spare = await wh.logical(admin, physical.id);
    await c.gain(Number(spare.id), [[Number(sku.id), '1']]);
    const res = await t.call(admin, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${spare.id}`);
    expect(res.body.code).not.toBe(200);
  });
});
