// The pricing lists exported through the download center: what the filters select, in the
// caller's language, only the caller's business group.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { productKit } from '../product/product.test-kit';

const t = await startTestApp();
const kit = productKit(t);
const me = await t.given.admin();
const ok = kit.ok;
const home = await t.given.defaultGroup();
const other = await t.given.businessGroup();
const pen = await kit.sku({ wholesalePrice: '10', distributionPrice: '7.77' });

async function run(bizKey: string, filters: object, lang: 'zh-CN' | 'en-US' | 'id-ID' = 'zh-CN', groupId = home.id) {
  const def = exportDefinition(bizKey);
  expect(def, bizKey).toBeDefined();
  const { file } = await exportNow(t.db, def as never, {
    auth: authOf({ id: me.employeeId, employeeNo: me.employee.employeeNo }, groupId, [def?.permission ?? '']),
    lang,
    filters: filters as never,
  });
  return sheetRows(file as Buffer);
}

describe('pricing list exports', () => {
  it('exports the policies the keyword selects with formula, rounding and scope in the language', async () => {
    const code = `EXP${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    await ok('PUT', '/api/customer/pricePolicy/add', {
      code,
      name: '出口政策',
      basePrice: 'distributionPrice',
      method: 'ADD',
      ratio: '10',
      precision: 'JIAO',
      roundingMode: 'HALF_UP',
      scope: 'ALL',
    });
    await ok('PUT', '/api/customer/pricePolicy/add', {
      code: `${code}X`.replace('EXP', 'OTH'),
      name: '其他政策',
      basePrice: 'wholesalePrice',
      method: 'REDUCE',
      ratio: '5',
      precision: 'FEN',
      roundingMode: 'DOWN',
      scope: 'ALL',
    });
    const zh = await run('pricePolicy', { keyword: code });
    expect(zh[0]).toEqual(['政策编码', '政策名称', '状态', '定价公式', '取整方式', '适用范围', '特价商品数', '客户数', '备注', '创建时间']);
    expect(zh.slice(1).map((r) => r.slice(0, 6))).toEqual([[code, '出口政策', '启用', '配送价 上浮 10%', '角 · 四舍五入', '全部商品']]);
    const id = await run('pricePolicy', { keyword: code }, 'id-ID');
    expect(id[1].slice(2, 5)).toEqual(['Aktif', 'Harga distribusi Naik 10%', 'Jiao (0,1) · Bulatkan setengah ke atas']);
    expect(await run('pricePolicy', { keyword: code }, 'zh-CN', other.id)).toHaveLength(1);
  });

  it('exports promotions with their tiers and goods', async () => {
    const saved = await ok<{ billNo: string }>('PUT', '/api/order/promotion/add', {
      name: '导出促销',
      beginDate: '2026-11-01',
      endDate: '2026-11-30',
      kind: 'PRICE',
      orgScope: 'ALL',
      customerScope: 'ALL',
      tiered: true,
      tiers: [
        { threshold: '10', value: '5.5', items: [{ kind: 'SKU', id: pen.id }] },
        { threshold: '100', value: '5', items: [{ kind: 'SKU', id: pen.id }] },
      ],
    });
    const rows = await run('promotion', { keyword: saved.billNo }, 'en-US');
    expect(rows[0].slice(0, 7)).toEqual(['Promotion no.', 'Promotion name', 'Status', 'Kind', 'Begins', 'Ends', 'Tiers']);
    expect(rows.slice(1)).toHaveLength(1);
    const [row] = rows.slice(1);
    expect(row.slice(0, 4)).toEqual([saved.billNo, '导出促销', 'Not enabled', 'Promotion price']);
    expect(row[6]).toBe(`≥10: 5.5 (${pen.code} ${pen.name}); ≥100: 5 (${pen.code} ${pen.name})`);
  });

  it('exports one kind of goods list with its goods, not the other kinds', async () => {
    for (const [segment, kind] of [
      ['rebateGoods', 'REBATE'],
      ['noDiscountGoods', 'NO_DISCOUNT'],
    ])
      await ok('PUT', `/api/product/${segment}/add`, {
        kind,
        name: `导出${segment}`,
        validFrom: '2026-11-01',
        validTo: '2026-12-31',
        items: [{ kind: 'SKU', id: pen.id }],
      });
    const rows = await run('goodsList.REBATE', { keyword: '导出' });
    expect(rows[0]).toEqual(['名称', '状态', '生效日期', '失效日期', '商品数', '商品/分类', '备注', '创建时间']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4], r[5]])).toEqual([['导出rebateGoods', '启用', 1, `${pen.code} ${pen.name}`]]);
  });
});
