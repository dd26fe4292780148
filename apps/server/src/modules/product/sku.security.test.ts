import { COST_PRICE_PERMISSION, type GoodsHit, type Page, type SkuDetail, type SkuView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { productKit } from './product.test-kit';

const t = await startTestApp();
const kit = productKit(t);

describe('SKUs (security)', () => {
  it('hides the purchase price from callers without costPrice, in pages, details, lists and the quick search', async () => {
    const sku = await kit.sku({ name: '成本可见性测试', purchasePrice: '0.8' });
    const clerk = await t.given.session({ grants: ['/product/sku'] });
    const buyer = await t.given.session({ grants: ['/product/sku', COST_PRICE_PERMISSION] });

    for (const [session, visible] of [
      [clerk, false],
      [buyer, true],
    ] as const) {
      const page = await kit.ok<Page<SkuView>>(
        'POST',
        '/api/product/sku/page',
        { keyword: '成本可见性', pageNum: 1, pageSize: 5 },
        session,
      );
      const detail = await kit.ok<SkuDetail>('GET', `/api/product/sku/${sku.id}`, undefined, session);
      const list = await kit.ok<SkuView[]>('POST', '/api/product/sku/list', { ids: [sku.id] }, session);
      const hits = await kit.ok<Page<GoodsHit>>('POST', '/api/product/goodsCache/page', { keyword: '成本可见性' }, session);
      for (const row of [page.list[0], detail, list[0], hits.list[0]]) {
        if (visible) expect(row.purchasePrice).toBe('0.8');
        else expect(row).not.toHaveProperty('purchasePrice');
        expect(row.wholesalePrice).toBe('1');
      }
    }
  });

  it('neither changes nor zeroes the purchase price when a caller without costPrice saves', async () => {
    const sku = await kit.sku({ purchasePrice: '0.8' });
    const clerk = await t.given.session({ grants: ['/product/sku', 'product:sku:edit', 'product:sku:add'] });
    const seen = await kit.ok<SkuDetail>('GET', `/api/product/sku/${sku.id}`, undefined, clerk);
    const { id, version, ...fields } = seen;
    await kit.ok('POST', '/api/product/sku/edit', { ...fields, id, version, name: '店员改名', purchasePrice: '0.01' }, clerk);
    await kit.ok('POST', '/api/product/sku/edit', { ...fields, id, name: '店员再改名' }, clerk);
    const after = await kit.ok<SkuDetail>('GET', `/api/product/sku/${sku.id}`);
    expect(after.name).toBe('店员再改名');
    expect(after.purchasePrice).toBe('0.8');

    const added = await kit.ok<SkuDetail>('PUT', '/api/product/sku', await kit.skuBody({ purchasePrice: '9' }), clerk);
    expect((await kit.ok<SkuDetail>('GET', `/api/product/sku/${added.id}`)).purchasePrice).toBe('0');
  });

  it('refuses writes to holders of the read permission only', async () => {
    const sku = await kit.sku();
    const reader = await t.given.session({ grants: ['/product/sku'] });
    const add = await t.call(reader, 'PUT', '/api/product/sku', await kit.skuBody());
    expect(add.status).toBe(403);
    const disable = await t.call(reader, 'POST', '/api/product/sku/disable', { ids: [sku.id] });
    expect(disable.status).toBe(403);
    const del = await t.call(reader, 'DELETE', `/api/product/sku?ids=${sku.id}`);
    expect(del.status).toBe(403);
  });

  it('keeps the combined-product screen to combined products', async () => {
    const plain = await kit.sku();
    const combinedClerk = await t.given.session({
      grants: ['product:combined:add', 'product:combined:edit', 'product:combined:status', '/product/combined'],
    });
    const addPlain = await t.call(combinedClerk, 'PUT', '/api/product/combined', await kit.skuBody());
    expect(addPlain.body.code).toBe(4000422);
    const editPlain = await t.call(combinedClerk, 'POST', '/api/product/combined/edit', {
      ...(await kit.skuBody()),
      id: plain.id,
      code: plain.code,
      categoryId: plain.categoryId,
      barcodes: plain.barcodes,
    });
    expect(editPlain.body.code).toBe(4000422);
    const disablePlain = await t.call(combinedClerk, 'POST', '/api/product/combined/disable', { ids: [plain.id] });
    expect(disablePlain.body.code).toBe(4000422);
    const readPlain = await t.call(combinedClerk, 'GET', `/api/product/combined/${plain.id}`);
    expect(readPlain.body.code).toBe(4000404);
    expect((await kit.ok<SkuDetail>('GET', `/api/product/sku/${plain.id}`)).status).toBe('ENABLE');
  });

  it('lets any signed-in employee use the goods picker, and nobody without a session', async () => {
    await kit.sku({ name: '选择器测试商品' });
    const finance = await t.given.session({ grants: ['/finance/customerLedger'] });
    const hits = await kit.ok<Page<GoodsHit>>('POST', '/api/product/goodsCache/page', { keyword: '选择器' }, finance);
    expect(hits.total).toBe(1);
    const anonymous = await t.call(null, 'POST', '/api/product/goodsCache/page', { keyword: '选择器' });
    expect(anonymous.body.code).toBe(4011021);
  });

  it('takes a LIKE wildcard in a keyword literally', async () => {
    await kit.sku({ name: '百分之百 100% 纯木浆' });
    const percent = await kit.ok<Page<GoodsHit>>('POST', '/api/product/goodsCache/page', { keyword: '0%' });
    expect(percent.list.map((h) => h.name)).toEqual(['百分之百 100% 纯木浆']);
    const underscore = await kit.ok<Page<SkuView>>('POST', '/api/product/sku/page', { keyword: '__', pageNum: 1, pageSize: 5 });
    expect(underscore.total).toBe(0);
  });
});
