import type { GoodsHit, Page } from '@quire/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { searchSkus } from './index';
import { nextEan13, productKit } from './product.test-kit';

const t = await startTestApp();
const kit = productKit(t);

const search = (body: object) => kit.ok<Page<GoodsHit>>('POST', '/api/product/goodsCache/page', { pageNum: 1, pageSize: 20, ...body });
const codes = (page: Page<GoodsHit>) => page.list.map((h) => h.code);

describe('goods quick search (happy)', () => {
  let pen: GoodsHit;
  beforeAll(async () => {
    const category = await kit.category();
    await kit.sku({ code: 'DL1001', name: '得力中性笔 0.5mm 黑色', categoryId: category.id });
    await kit.sku({ code: 'DL1002', name: '得力圆珠笔 0.7mm 蓝色', categoryId: category.id });
    await kit.sku({ code: 'MG2001', name: '晨光中性笔芯 0.5mm', categoryId: category.id });
    await kit.sku({ code: 'DL10', name: '得力订书机', categoryId: category.id, unit: '台', packages: [] });
    await kit.sku({ code: 'OLD001', name: '停用的铅笔', categoryId: category.id, status: 'DISABLE' });
    pen = (await search({ keyword: 'DL1001' })).list[0];
  });

  it('finds 得力中性笔 by its mnemonic DLZXB and by the prefix dlz', async () => {
    expect(codes(await search({ keyword: 'DLZXB' }))).toEqual(['DL1001']);
    expect(codes(await search({ keyword: 'dlz' }))).toEqual(['DL1001']);
  });

  it('finds a mnemonic fragment of three or more letters inside the mnemonic (zxb → 中性笔)', async () => {
    // 得力中性笔 … → DLZXB…, 晨光中性笔芯 … → CGZXBX…: both hold ZXB after the brand.
    expect(codes(await search({ keyword: 'zxb' })).sort()).toEqual(['DL1001', 'MG2001']);
    expect(codes(await search({ keyword: 'zx' }))).toEqual([]);
  });

  it('ranks an exact code before code prefixes', async () => {
    expect(codes(await search({ keyword: 'dl10' }))).toEqual(['DL10', 'DL1001', 'DL1002']);
  });

  it('finds by exact barcode, of the SKU or of a package (marking the package)', async () => {
    const byBarcode = await search({ keyword: pen.barcodes[0] });
    expect(codes(byBarcode)).toEqual(['DL1001']);
    expect(byBarcode.list[0].matchedPackageId).toBeNull();
    const box = pen.packages.find((p) => p.unitName === '盒')!;
    const byBox = await search({ keyword: box.barcode });
    expect(codes(byBox)).toEqual(['DL1001']);
    expect(byBox.list[0].matchedPackageId).toBe(box.id);
    expect(byBox.list[0].barcode).toBe(box.barcode);
  });

  it('finds name fragments of two and of more characters', async () => {
    expect(codes(await search({ keyword: '中性' })).sort()).toEqual(['DL1001', 'MG2001']);
    expect(codes(await search({ keyword: '中性笔芯' }))).toEqual(['MG2001']);
    expect(codes(await search({ keyword: '0.7MM' }))).toEqual(['DL1002']);
  });

  it('offers enabled SKUs only unless asked, and pages with a total', async () => {
    expect(codes(await search({ keyword: '铅笔' }))).toEqual([]);
    expect(codes(await search({ keyword: '铅笔', includeDisabled: true }))).toEqual(['OLD001']);
    const first = await search({ keyword: '得力', pageSize: 2 });
    const second = await search({ keyword: '得力', pageSize: 2, pageNum: 2 });
    expect(first.total).toBe(3);
    expect([...codes(first), ...codes(second)].sort()).toEqual(['DL10', 'DL1001', 'DL1002']);
    const all = await search({});
    expect(all.total).toBe(4);
  });

  it('ranks exact code and barcode first, then code prefixes, then name and mnemonic matches, each by code', async () => {
    const category = await kit.category();
    // Created out of order, so an unsorted answer (insertion or id order) cannot pass.
    await kit.sku({ code: 'ZQ900', name: 'RKX记号笔', categoryId: category.id });
    await kit.sku({ code: 'RKX9', name: '排序测试九', categoryId: category.id });
    await kit.sku({ code: 'AQ100', name: '记事纸RKX本', categoryId: category.id });
    await kit.sku({ code: 'RKX', name: '排序测试', categoryId: category.id });
    await kit.sku({ code: 'RKX2', name: '排序测试二', categoryId: category.id });
    expect(codes(await search({ keyword: 'rkx' }))).toEqual(['RKX', 'RKX2', 'RKX9', 'AQ100', 'ZQ900']);

    // An exact barcode comes before a code that starts with the same digits.
    const barcode = nextEan13();
    await kit.sku({ code: `${barcode}A`, name: '条码前缀', categoryId: category.id });
    await kit.sku({ code: 'BC300', name: '条码精确', categoryId: category.id, barcodes: [barcode] });
    expect(codes(await search({ keyword: barcode }))).toEqual(['BC300', `${barcode}A`]);
  });

  it('pages name matches in one order, whether found in the first SKUs by code or by reading them all', async () => {
    const category = await kit.category();
    for (let n = 1; n <= 25; n++)
      await kit.sku({ code: `BQ${String(n).padStart(3, '0')}`, name: `测试便签 ${n}`, categoryId: category.id });
    // Pages 1 and 2 are found among the first SKUs by code, page 3 (30 wanted, 25 exist) by all.
    const pages = [];
    for (const pageNum of [1, 2, 3]) pages.push(await search({ keyword: '便签', pageSize: 10, pageNum }));
    expect(pages.map((p) => p.total)).toEqual([25, 25, 25]);
    const paged = pages.flatMap(codes);
    expect(paged).toEqual(Array.from({ length: 25 }, (_, i) => `BQ${String(i + 1).padStart(3, '0')}`));
    const whole = await search({ keyword: '便签', pageSize: 30 });
    expect(codes(whole)).toEqual(paged);
    expect(whole.total).toBe(25);
  });

  it('is exported for the inventory engine', async () => {
    const page = await searchSkus(t.db, { keyword: nextEan13(), pageNum: 1, pageSize: 10, includeDisabled: false });
    expect(page).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });
});
