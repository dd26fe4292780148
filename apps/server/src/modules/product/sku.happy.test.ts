import type { Page, SkuDetail, SkuView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { getSkusByIds, markSkusUsed, skuFacts } from './index';
import { nextEan13, productKit } from './product.test-kit';

const t = await startTestApp();
const kit = productKit(t);

describe('SKUs (happy)', () => {
  it('adds a SKU with barcodes, packages and a generated mnemonic, and reads it back', async () => {
    const brand = await kit.brand({ name: '得力' });
    const barcodes = [nextEan13(), nextEan13()];
    const created = await kit.sku({
      name: '得力中性笔',
      brandId: brand.id,
      barcodes,
      articleNo: 'S01-BK',
      model: 'S01',
      supplyMode: 'OEM',
      listingDate: '2025-03-01',
      delistingDate: '2027-03-01',
      presetPrice1: '0.95',
      memberPrice: 1.4 as unknown as string,
      length: '145',
      weight: '10.5',
    });
    expect(created.mnemonic).toBe('DLZXB');
    expect(created.barcodes).toEqual(barcodes);
    expect(created.brandName).toBe('得力');
    expect(created.taxRate).toBe('0.13');
    expect(created.memberPrice).toBe('1.4');
    expect(created.presetPrice2).toBe('0');
    expect(created.packageFactor).toBe('144');
    expect(created.packages.map((p) => [p.unitName, p.factor, p.isBase])).toEqual([
      ['支', '1', true],
      ['盒', '12', false],
      ['箱', '144', false],
    ]);
    expect(created.packages[1].barcode).toMatch(/^\d{13}$/);

    const read = await kit.ok<SkuDetail>('GET', `/api/product/sku/${created.id}`);
    expect(read).toEqual(created);
  });

  it('creates the base package from the unit when no packages are given', async () => {
    const sku = await kit.sku({ unit: '本', packages: [] });
    expect(sku.packages).toEqual([expect.objectContaining({ unitName: '本', factor: '1', isBase: true })]);
    expect(sku.packageFactor).toBe('1');
  });

  it('accepts 8, 12 and 14-digit GTINs with their check digits', async () => {
    const sku = await kit.sku({ barcodes: ['96385074', '036000291452', '10012345000017'] });
    expect(sku.barcodes).toEqual(['96385074', '036000291452', '10012345000017']);
  });

  it('keeps an edited mnemonic, and edits packages in place (ids kept, units swapped)', async () => {
    const sku = await kit.sku({ name: '晨光中性笔' });
    expect(sku.mnemonic).toBe('CGZXB');
    const [base, box, carton] = sku.packages;
    const body = {
      ...(await kit.skuBody()),
      id: sku.id,
      version: sku.version,
      code: sku.code,
      name: '晨光中性笔 0.5mm',
      categoryId: sku.categoryId,
      mnemonic: 'cgzxb05',
      barcodes: sku.barcodes,
      packages: [
        { id: base.id, unitName: '支', factor: '1' },
        { id: carton.id, unitName: '盒', factor: '10', barcode: box.barcode },
        { id: box.id, unitName: '箱', factor: '200' },
      ],
    };
    const edited = await kit.ok<SkuDetail>('POST', '/api/product/sku/edit', body);
    expect(edited.mnemonic).toBe('CGZXB05');
    expect(edited.version).toBe(sku.version + 1);
    expect(edited.packages.map((p) => [p.id, p.unitName, p.factor, p.barcode])).toEqual([
      [base.id, '支', '1', null],
      [carton.id, '盒', '10', box.barcode],
      [box.id, '箱', '200', null],
    ]);
  });

  it('pages SKUs by keyword, category subtree, brand, status, supply mode and listing dates, with an allowed sort', async () => {
    const root = await kit.category({ name: '书写工具' });
    const child = await kit.category({ name: '中性笔', parentId: root.id });
    const brand = await kit.brand();
    const a = await kit.sku({ name: '斑马按动笔', categoryId: child.id, brandId: brand.id, listingDate: '2025-01-10', retailPrice: '9' });
    const b = await kit.sku({ name: '斑马拔帽笔', categoryId: root.id, supplyMode: 'SELF', listingDate: '2025-02-10', retailPrice: '3' });
    const page = (body: object) => kit.ok<Page<SkuView>>('POST', '/api/product/sku/page', { pageNum: 1, pageSize: 20, ...body });

    expect((await page({ categoryId: root.id, sort: 'retailPrice,asc' })).list.map((s) => s.id)).toEqual([b.id, a.id]);
    expect((await page({ categoryId: child.id })).list.map((s) => s.id)).toEqual([a.id]);
    expect((await page({ brandId: brand.id })).total).toBe(1);
    expect((await page({ supplyMode: 'SELF', categoryId: root.id })).list.map((s) => s.id)).toEqual([b.id]);
    expect((await page({ keyword: '斑马', listingDateFrom: '2025-02-01', listingDateTo: '2025-02-28' })).list.map((s) => s.id)).toEqual([
      b.id,
    ]);
    expect((await page({ keyword: a.barcodes[0] })).list.map((s) => s.id)).toEqual([a.id]);
    expect((await page({ keyword: a.code.toLowerCase() })).list.map((s) => s.id)).toContain(a.id);
    expect(a.categoryFullName).toBe(`书写工具 / 中性笔`);
  });

  it('lists SKUs by ids and codes', async () => {
    const a = await kit.sku();
    const b = await kit.sku();
    const byIds = await kit.ok<SkuView[]>('POST', '/api/product/sku/list', { ids: [a.id, b.id] });
    expect(byIds.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    const byCodes = await kit.ok<SkuView[]>('POST', '/api/product/sku/list', { codes: [a.code.toLowerCase()] });
    expect(byCodes.map((s) => s.id)).toEqual([a.id]);
  });

  it('disables and enables SKUs, and deletes a never-used one with its packages and barcodes', async () => {
    const sku = await kit.sku();
    await kit.ok('POST', '/api/product/sku/disable', { ids: [sku.id] });
    expect((await kit.ok<SkuDetail>('GET', `/api/product/sku/${sku.id}`)).status).toBe('DISABLE');
    await kit.ok('POST', '/api/product/sku/enable', { ids: [sku.id] });
    expect((await kit.ok<SkuDetail>('GET', `/api/product/sku/${sku.id}`)).status).toBe('ENABLE');

    await kit.ok('DELETE', `/api/product/sku?ids=${sku.id}`);
    const gone = await t.call(await kit.admin(), 'GET', `/api/product/sku/${sku.id}`);
    expect(gone.body.code).toBe(4000404);
    // Its barcodes are free again.
    const again = await kit.sku({ barcodes: sku.barcodes });
    expect(again.barcodes).toEqual(sku.barcodes);
  });

  it('deletes a package that is not the base, with its barcode', async () => {
    const sku = await kit.sku();
    const box = sku.packages.find((p) => p.unitName === '盒')!;
    await kit.ok('DELETE', `/api/product/skuPackage?ids=${box.id}`);
    const read = await kit.ok<SkuDetail>('GET', `/api/product/sku/${sku.id}`);
    expect(read.packages.map((p) => p.unitName)).toEqual(['支', '箱']);
    await kit.sku({ barcodes: [box.barcode!] });
  });

  it('pages packages for the goods-pack screen', async () => {
    const sku = await kit.sku({ name: '包装测试商品' });
    const page = await kit.ok<Page<{ skuCode: string; unitName: string }>>('POST', '/api/product/skuPackage/page', {
      keyword: '包装测试',
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.total).toBe(3);
    expect(page.list.every((p) => p.skuCode === sku.code)).toBe(true);
  });

  it('adds a combined product with components through the combined screen', async () => {
    const pen = await kit.sku({ name: '套装用笔' });
    const ruler = await kit.sku({ name: '套装用尺', unit: '把', packages: [] });
    const combo = await kit.ok<SkuDetail>('PUT', '/api/product/combined', {
      ...(await kit.skuBody({ unit: '套', packages: [], barcodes: [] })),
      name: '开学套装',
      isCombined: true,
      components: [
        { skuId: pen.id, quantity: '3' },
        { skuId: ruler.id, quantity: 1 },
      ],
    });
    expect(combo.isCombined).toBe(true);
    expect(combo.components.map((c) => [c.code, c.quantity])).toEqual([
      [pen.code, '3'],
      [ruler.code, '1'],
    ]);
    const page = await kit.ok<Page<SkuView>>('POST', '/api/product/combined/page', { pageNum: 1, pageSize: 50 });
    expect(page.list.map((s) => s.id)).toEqual([combo.id]);
    expect((await kit.ok<SkuDetail>('GET', `/api/product/combined/${combo.id}`)).components).toHaveLength(2);
  });

  it('serves other modules: views by ids, a document line’s facts, and the used mark that blocks deletion', async () => {
    const sku = await kit.sku({ purchasePrice: '2.3400' });
    const [view] = await getSkusByIds(t.db, [Number(sku.id), 999_999]);
    expect(view.id).toBe(sku.id);
    expect(view.packages).toHaveLength(3);
    // What a document's lines check: the unknown id is absent, a repeated one answered once, the purchase price as its shortest text.
    expect(await skuFacts(t.db, [Number(sku.id), 999_999, Number(sku.id)])).toEqual([
      { id: Number(sku.id), code: sku.code, name: sku.name, unit: sku.unit, status: 'ENABLE', purchasePrice: '2.34' },
    ]);

    await markSkusUsed(t.db, [Number(sku.id)]);
    const refused = await t.call(await kit.admin(), 'DELETE', `/api/product/sku?ids=${sku.id}`);
    expect(refused.body.code).toBe(4000422);
    expect(refused.body.msg).toMatch(/disable it instead/);
  });
});
