import { COST_PRICE_PERMISSION, type SkuDetail, type SkuView } from '@quire/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import type { AuthContext } from '../../platform/access/auth-context';
import { exportNow, importNow } from '../../platform/excel';
import { authOf, sheetRows, workbookOf } from '../../platform/excel/excel.fixture';
import { nextEan13, productKit } from './product.test-kit';
import { brandExport, brandImport, categoryExport, categoryImport, combinedExport, skuExport, skuImport } from './product-excel.routes';

const t = await startTestApp();
const kit = productKit(t);

let buyer: AuthContext;
let clerk: AuthContext;
beforeAll(async () => {
  const group = await t.given.defaultGroup();
  const e = await t.given.employee();
  buyer = authOf(e, group.id, ['product:sku:export', 'product:sku:import', COST_PRICE_PERMISSION]);
  clerk = authOf(e, group.id, ['product:sku:export', 'product:sku:import']);
});

/** Rows of a sheet as objects keyed by the header row. */
async function records(bytes: Buffer | undefined): Promise<Record<string, unknown>[]> {
  const [header, ...rows] = await sheetRows(bytes!);
  return rows.map((r) => Object.fromEntries(header.map((name, i) => [String(name), r[i]])));
}

const byCode = (code: string) => kit.ok<SkuView[]>('POST', '/api/product/sku/list', { codes: [code] }).then((l) => l[0]);

describe('product exports (happy)', () => {
  it('exports the goods list with its filters, with the purchase price only for costPrice holders', async () => {
    const brand = await kit.brand({ code: 'EXPB', name: '导出品牌' });
    const a = await kit.sku({ name: '导出测试中性笔', brandId: brand.id, purchasePrice: '0.85', retailPrice: '1.5' });
    await kit.sku({ name: '不导出的商品' });

    const withCost = await exportNow(t.db, skuExport, { auth: buyer, filters: { keyword: '导出测试' }, lang: 'zh-CN' });
    expect(withCost.task.status).toBe('FINISHED');
    const [row] = await records(withCost.file);
    expect((await records(withCost.file)).length).toBe(1);
    expect(row).toMatchObject({
      商品编码: a.code,
      商品名称: '导出测试中性笔',
      品牌编码: 'EXPB',
      基本单位: '支',
      条码: a.barcodes[0],
      包装1单位: '盒',
      包装1换算: 12,
      包装2单位: '箱',
      零售价: 1.5,
      采购价: 0.85,
      状态: '启用',
    });

    const without = await exportNow(t.db, skuExport, { auth: clerk, filters: { keyword: '导出测试' }, lang: 'en-US' });
    const [plain] = await records(without.file);
    expect(plain['SKU code']).toBe(a.code);
    expect(plain).not.toHaveProperty('Purchase price');
    expect(Object.values(plain)).not.toContain(0.85);
  });

  it('exports the combined-product list: the goods export limited to combined products', async () => {
    const plain = await kit.sku({ name: '组合导出普通笔' });
    const combined = await exportNow(t.db, combinedExport, { auth: clerk, filters: { keyword: '组合导出' }, lang: 'zh-CN' });
    expect(combined.task.status).toBe('FINISHED');
    const codes = (await records(combined.file)).map((r) => r.商品编码);
    expect(codes).not.toContain(plain.code);
    const all = await exportNow(t.db, skuExport, { auth: clerk, filters: { keyword: '组合导出' }, lang: 'zh-CN' });
    expect((await records(all.file)).map((r) => r.商品编码)).toContain(plain.code);
  });

  it('exports brands and categories with their filters', async () => {
    const root = await kit.category({ code: 'EXP1', name: '导出根' });
    await kit.category({ code: 'EXP101', name: '导出子', parentId: root.id });
    const categories = await records((await exportNow(t.db, categoryExport, { auth: buyer, filters: { ancestorId: root.id } })).file);
    expect(categories.map((c) => [c.分类编码, c.上级分类编码 ?? null, c.分类全称])).toEqual([
      ['EXP1', null, '导出根'],
      ['EXP101', 'EXP1', '导出根 / 导出子'],
    ]);
    await kit.brand({ code: 'EXPBR2', name: '导出品牌二' });
    const brands = await records((await exportNow(t.db, brandExport, { auth: buyer, filters: { keyword: 'EXPBR' } })).file);
    expect(brands.map((b) => b.品牌编码)).toEqual(['EXPBR2']);
  });
});

describe('product imports (happy)', () => {
  const header = [
    '商品编码',
    '商品名称',
    '分类编码',
    '品牌编码',
    '基本单位',
    '税目编码',
    '条码',
    '包装1单位',
    '包装1换算',
    '包装1条码',
    '批发价',
    '零售价',
    '采购价',
    '状态',
  ];

  it('adds SKUs with packages and barcodes, and with a second file updates them: packages replaced, empty cells kept', async () => {
    await kit.category({ code: 'IMP01', name: '导入分类' });
    await kit.brand({ code: 'IMPB', name: '导入品牌' });
    const [b1, b2, box] = [nextEan13(), nextEan13(), nextEan13()];
    const file = await workbookOf([
      header,
      ['imp-001', '导入中性笔 黑色', 'imp01', 'IMPB', '支', 'VAT13', `${b1},${b2}`, '盒', '12', box, '1.05', '1.50', '0.85', '启用'],
      ['IMP-002', '导入笔记本 A5', 'IMP01', '', '本', 'VAT13', '', '', '', '', '2', '3', '1.2', 'Disabled'],
    ]);
    const first = await importNow(t.db, skuImport, { auth: buyer, file, mode: 'ALL_OR_NOTHING' });
    expect(first.task).toMatchObject({ status: 'FINISHED', okRows: 2, failedRows: 0 });

    const pen = await kit.ok<SkuDetail>('GET', `/api/product/sku/${(await byCode('IMP-001')).id}`);
    expect(pen).toMatchObject({
      name: '导入中性笔 黑色',
      brandCode: 'IMPB',
      barcodes: [b1, b2],
      purchasePrice: '0.85',
      mnemonic: 'DRZXBHS',
      status: 'ENABLE',
    });
    expect(pen.packages.map((p) => [p.unitName, p.factor, p.barcode])).toEqual([
      ['支', '1', null],
      ['盒', '12', box],
    ]);
    expect((await byCode('IMP-002')).status).toBe('DISABLE');

    const update = await workbookOf([
      ['商品编码', '商品名称', '分类编码', '基本单位', '税目编码', '包装1单位', '包装1换算', '包装2单位', '包装2换算'],
      ['IMP-001', '导入中性笔 黑色 新版', 'IMP01', '支', 'VAT13', '盒', '10', '箱', '200'],
    ]);
    const second = await importNow(t.db, skuImport, { auth: buyer, file: update, mode: 'SKIP_FAILED' });
    expect(second.task).toMatchObject({ status: 'FINISHED', okRows: 1 });
    const after = await kit.ok<SkuDetail>('GET', `/api/product/sku/${pen.id}`);
    expect(after.packages.map((p) => [p.unitName, p.factor, p.barcode])).toEqual([
      ['支', '1', null],
      ['盒', '10', null],
      ['箱', '200', null],
    ]);
    expect(after).toMatchObject({
      name: '导入中性笔 黑色 新版',
      barcodes: [b1, b2],
      wholesalePrice: '1.05',
      purchasePrice: '0.85',
      brandCode: 'IMPB',
    });
    // The box barcode left with the old box: it can be used again.
    await kit.sku({ barcodes: [box] });
  });

  it('reads back its own export (a round trip changes nothing but the package ids)', async () => {
    const sku = await kit.sku({ name: '往返测试商品', purchasePrice: '2.5', listingDate: '2025-05-01' });
    const exported = await exportNow(t.db, skuExport, { auth: buyer, filters: { keyword: '往返测试' }, lang: 'en-US' });
    const result = await importNow(t.db, skuImport, { auth: buyer, file: exported.file!, mode: 'ALL_OR_NOTHING', lang: 'en-US' });
    expect(result.task).toMatchObject({ status: 'FINISHED', okRows: 1, failedRows: 0 });
    const after = await kit.ok<SkuDetail>('GET', `/api/product/sku/${sku.id}`);
    const comparable = (d: SkuDetail) => {
      const { version: _v, updateTime: _u, packages, ...rest } = d;
      return { ...rest, packages: packages.map(({ id: _id, ...p }) => p) };
    };
    expect(comparable(after)).toEqual(comparable(sku));
  });

  it('ignores the purchase price column for an importer without costPrice', async () => {
    const category = await kit.category();
    const file = await workbookOf([
      ['商品编码', '商品名称', '分类编码', '基本单位', '税目编码', '采购价'],
      ['NOCOST-1', '无成本权限导入', category.code, '支', 'VAT13', '9.99'],
    ]);
    const result = await importNow(t.db, skuImport, { auth: clerk, file });
    expect(result.task.status).toBe('FINISHED');
    expect((await kit.ok<SkuDetail>('GET', `/api/product/sku/${(await byCode('NOCOST-1')).id}`)).purchasePrice).toBe('0');
  });

  it('imports brands (the same code updates) and categories whose parent comes earlier in the file', async () => {
    const brands = await workbookOf([
      ['品牌编码', '品牌名称', '英文名称', '状态'],
      ['IMPBR1', '导入品牌一', 'Brand One', '启用'],
      ['IMPBR2', '导入品牌二', '', '停用'],
    ]);
    expect((await importNow(t.db, brandImport, { auth: buyer, file: brands })).task).toMatchObject({ status: 'FINISHED', okRows: 2 });
    const again = await workbookOf([
      ['品牌编码', '品牌名称'],
      ['IMPBR1', '导入品牌一（新）'],
    ]);
    await importNow(t.db, brandImport, { auth: buyer, file: again });
    const list = await kit.ok<{ code: string; name: string; status: string }[]>('POST', '/api/product/brand/list', { keyword: 'IMPBR' });
    expect(list.map((b) => [b.code, b.name, b.status])).toEqual([
      ['IMPBR1', '导入品牌一（新）', 'ENABLE'],
      ['IMPBR2', '导入品牌二', 'DISABLE'],
    ]);

    const categories = await workbookOf([
      ['分类编码', '分类名称', '上级分类编码', '排序'],
      ['IC1', '导入一级', '', '1'],
      ['IC101', '导入二级', 'IC1', '2'],
      ['IC10101', '导入三级', 'ic101', ''],
    ]);
    expect((await importNow(t.db, categoryImport, { auth: buyer, file: categories })).task).toMatchObject({
      status: 'FINISHED',
      okRows: 3,
    });
    const page = await kit.ok<{ list: { code: string; level: number; fullName: string }[] }>('POST', '/api/product/category/page', {
      keyword: '导入三级',
      pageNum: 1,
      pageSize: 5,
    });
    expect(page.list[0]).toMatchObject({ code: 'IC10101', level: 3, fullName: '导入一级 / 导入二级 / 导入三级' });
  });
});
