import { ErrorCode, type SkuDetail } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { nextEan13, productKit, withWrongCheckDigit } from './product.test-kit';

const t = await startTestApp();
const kit = productKit(t);
const admin = await kit.admin();
const group = (await t.given.defaultGroup()).id;
const owner = await t.given.admin();
const me = { id: owner.employeeId, employeeNo: owner.employee.employeeNo };

type Res = { body: { code: number; msg: string; errors?: { field: string }[] } };
const add = (body: object, session = admin) => t.call<unknown>(session, 'POST', '/api/product/skuPackage/add', body) as Promise<Res>;
const refusedOn = (res: Res) => (res.body.errors ?? []).map((e) => e.field);

describe('goods pack add (商品包装 · 新增)', () => {
  it('adds a package with its barcode and measures to a SKU, shown in the list and the SKU', async () => {
    const sku = await kit.sku({ code: 'GPK001', name: '得力长尾夹 19mm' });
    const barcode = nextEan13();
    const res = await add({
      skuId: sku.id,
      unitName: '中包',
      factor: '6',
      barcode,
      length: '80',
      width: '40',
      height: '30',
      weight: '120',
    });
    expect(res.body.code, res.body.msg).toBe(200);
    const detail = await kit.ok<SkuDetail>('GET', `/api/product/sku/${sku.id}`);
    const middle = detail.packages.find((p) => p.unitName === '中包');
    expect(middle).toMatchObject({ factor: '6', barcode, isBase: false, length: '80', weight: '120' });
    expect(detail.version).toBe(sku.version + 1);
    const page = await kit.ok<{ list: { unitName: string; skuCode: string }[] }>('POST', '/api/product/skuPackage/page', {
      keyword: barcode,
    });
    expect(page.list.map((p) => [p.skuCode, p.unitName])).toEqual([['GPK001', '中包']]);
  });

  it('refuses, naming the field, a unit the SKU has, factor 1, a repeated factor, a bad or used barcode, an unknown SKU', async () => {
    const sku = await kit.sku({ code: 'GPK002' });
    const other = await kit.sku({ code: 'GPK003' });
    expect(refusedOn(await add({ skuId: sku.id, unitName: '盒', factor: '10' }))).toEqual(['unitName']);
    expect(refusedOn(await add({ skuId: sku.id, unitName: '单支', factor: '1' }))).toEqual(['factor']);
    expect(refusedOn(await add({ skuId: sku.id, unitName: '大盒', factor: '12' }))).toEqual(['factor']);
    expect(refusedOn(await add({ skuId: sku.id, unitName: '中包', factor: '6', barcode: withWrongCheckDigit(nextEan13()) }))).toEqual([
      'barcode',
    ]);
    const used = await add({ skuId: sku.id, unitName: '中包', factor: '6', barcode: other.barcodes[0] });
    expect(used.body.code).toBe(ErrorCode.DUPLICATE);
    expect(refusedOn(used)).toEqual(['barcode']);
    expect(refusedOn(await add({ skuId: sku.id, unitName: '', factor: '6' }))).toEqual(['unitName']);
    expect(new Set(refusedOn(await add({ skuId: sku.id, unitName: '中包', factor: '-2' })))).toEqual(new Set(['factor']));
    expect(refusedOn(await add({ skuId: '987654321', unitName: '中包', factor: '6' }))).toEqual(['skuId']);
  });

  it('needs the add button of the goods-pack screen', async () => {
    const sku = await kit.sku({ code: 'GPK004' });
    const reader = await t.given.session({ grants: ['/product/goodsPack'] });
    expect((await add({ skuId: sku.id, unitName: '中包', factor: '6' }, reader)).body.code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('goods pack export', () => {
  it('exports the packages the keyword selects', async () => {
    await kit.sku({ code: 'GPX001', name: '晨光修正带' });
    await kit.sku({ code: 'GPY001', name: '晨光固体胶' });
    const def = exportDefinition('product-goods-pack');
    const { file } = await exportNow(t.db, def as never, {
      auth: authOf(me, group, ['product:goodsPack:export']),
      lang: 'zh-CN',
      filters: { keyword: 'GPX' } as never,
    });
    const rows = await sheetRows(file as Buffer);
    expect(rows[0]).toEqual([
      '商品编码',
      '商品名称',
      '基本单位',
      '包装单位',
      '换算系数',
      '基本包装',
      '包装条码',
      '长(mm)',
      '宽(mm)',
      '高(mm)',
      '重量(g)',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], r[5]])).toEqual([
      ['GPX001', '支', 1, '是'],
      ['GPX001', '盒', 12, '否'],
      ['GPX001', '箱', 144, '否'],
    ]);
  });

  it('is refused without the export button', async () => {
    const reader = await t.given.session({ grants: ['/product/goodsPack'] });
    expect((await t.call(reader, 'POST', '/api/product/skuPackage/exportExcel', {})).body.code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('tax item export', () => {
  it('exports the tax items of the status filter with their rates', async () => {
    const def = exportDefinition('product-tax-item');
    const { file } = await exportNow(t.db, def as never, {
      auth: authOf(me, group, ['system:basicData:export']),
      lang: 'en-US',
      filters: { status: 'ENABLE' } as never,
    });
    const rows = await sheetRows(file as Buffer);
    expect(rows[0]).toEqual(['Code', 'Name', 'Tax rate', 'Sort', 'Status']);
    const vat = rows.find((r) => r[0] === 'VAT13');
    expect(vat?.[2]).toBe(0.13);
    expect(new Set(rows.slice(1).map((r) => r[4]))).toEqual(new Set(['Enabled']));
  });
});
