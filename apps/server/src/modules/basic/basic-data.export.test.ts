import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { BASIC_GRANTS, expectForbidden, ok } from './basic-data.fixtures';
import { ensureReferenceData } from './index';

const t = await startTestApp();
await ensureReferenceData(t.db);
const group = await t.given.businessGroup();
const s = await t.given.session({ grants: BASIC_GRANTS, groups: [group.id] });
const me = { id: s.employeeId, employeeNo: s.employee.employeeNo };

async function run(bizKey: string, filters: object, lang: 'zh-CN' | 'en-US' | 'id-ID' = 'zh-CN', groupId = group.id) {
  const def = exportDefinition(bizKey);
  expect(def, bizKey).toBeDefined();
  const { file } = await exportNow(t.db, def as never, {
    auth: authOf(me, groupId, ['system:basicData:export']),
    lang,
    filters: filters as never,
  });
  return sheetRows(file as Buffer);
}

describe('basic data exports', () => {
  it("exports the chosen dictionary's items, disabled ones too, in the caller's language", async () => {
    const item = await ok<{ id: string }>(
      t.call(s, 'PUT', '/api/basic/dictItem/add', {
        dictType: 'UNIT',
        code: 'LUSIN',
        name: '打',
        nameEn: 'Dozen',
        nameId: 'Lusin',
        sort: 200,
      }),
    );
    await ok(t.call(s, 'PUT', '/api/basic/dictItem/status', { ids: [item.id], status: 'DISABLE' }));
    const rows = await run('dictItem', { dictType: 'UNIT' }, 'id-ID');
    expect(rows[0]).toEqual(['Kamus', 'Kode kamus', 'Kode', 'Nama', 'Nama Inggris', 'Nama Indonesia', 'Urutan', 'Status', 'Catatan']);
    expect(new Set(rows.slice(1).map((r) => r[1]))).toEqual(new Set(['UNIT']));
    expect(rows.slice(1).map((r) => r[3])).toEqual([
      '支',
      '盒',
      '箱',
      '本',
      '包',
      '个',
      '套',
      '卷',
      '张',
      '块',
      '把',
      '瓶',
      '台',
      '千克',
      '打',
    ]);
    expect(rows.at(-1)?.[7]).toBe('Nonaktif');
    const all = await run('dictItem', {});
    expect(new Set(all.slice(1).map((r) => r[1]))).toEqual(new Set(['UNIT', 'CUSTOMER_TYPE', 'PAYMENT_METHOD', 'AREA']));
  });

  it('exports the currencies the keyword selects and the exchange rates of the list filters', async () => {
    const currencies = await run('currency', { keyword: 'USD', includeDisabled: true }, 'en-US');
    expect(currencies[0]).toEqual(['Code', 'Name', 'English name', 'Symbol', 'Decimal places', 'Status']);
    expect(currencies.slice(1).map((r) => r[0])).toEqual(['USD']);

    for (const [rate, effectiveDate] of [
      ['7.1', '2024-01-01'],
      ['7.2', '2024-06-01'],
    ])
      await ok(t.call(s, 'PUT', '/api/basic/partnerCurrency/add', { fromCurrency: 'USD', toCurrency: 'CNY', rate, effectiveDate }));
    await ok(
      t.call(s, 'PUT', '/api/basic/partnerCurrency/add', {
        fromCurrency: 'IDR',
        toCurrency: 'CNY',
        rate: '0.00045',
        effectiveDate: '2024-06-01',
      }),
    );
    const rates = await run('exchangeRate', { fromCurrency: 'USD', dateFrom: '2024-03-01', dateTo: '2024-12-31' });
    expect(rates[0]).toEqual(['源币种', '目标币种', '汇率', '生效日期', '备注']);
    expect(rates.slice(1).map((r) => r.slice(0, 4))).toEqual([['USD', 'CNY', 7.2, '2024-06-01']]);
  });

  it("exports this business group's company accounts only, with the list filters", async () => {
    await ok(
      t.call(s, 'PUT', '/api/basic/companyAccount/add', {
        name: '导出基本户',
        bankName: '招商银行',
        accountNo: '6214 0000 0000 7788',
        accountType: 'BASIC',
        currencyCode: 'CNY',
      }),
    );
    const rows = await run('companyAccount', { keyword: '导出' });
    expect(rows.slice(1).map((r) => [r[0], r[3]])).toEqual([['导出基本户', '基本户']]);
    const elsewhere = await t.given.businessGroup();
    expect(await run('companyAccount', { keyword: '导出' }, 'zh-CN', elsewhere.id)).toHaveLength(1);
  });

  it("exports the regions, a node's subtree with its full path", async () => {
    const guangdong = await run('geo', { code: '440000' });
    expect(guangdong[0]).toEqual(['级别', '编码', '名称', '英文名称', '上级编码', '完整路径']);
    expect(guangdong[1]).toEqual(['省/州', '440000', '广东省', expect.any(String), 'CN', '中国 / 广东省']);
    const shenzhen = guangdong.find((r) => r[1] === '440300');
    expect(shenzhen?.slice(0, 5)).toEqual(['市', '440300', '深圳市', 'Shenzhen', '440000']);
    expect(shenzhen?.[5]).toBe('中国 / 广东省 / 深圳市');
    expect(guangdong.slice(1).every((r) => String(r[1]).startsWith('44'))).toBe(true);
    const world = await run('geo', {}, 'en-US');
    expect(world.slice(1).map((r) => r[1])).toEqual(expect.arrayContaining(['CN', 'ID', '440300']));
    expect(world[1][0]).toBe('Country');
    expect(await run('geo', { code: 'NOPE' })).toHaveLength(1);
  });

  it('needs the export button of the basic-data screen', async () => {
    const reader = await t.given.session({ grants: ['/system/basicData'], groups: [group.id] });
    for (const url of [
      '/api/basic/dictItem/exportExcel',
      '/api/basic/currency/exportExcel',
      '/api/basic/partnerCurrency/exportExcel',
      '/api/basic/companyAccount/exportExcel',
      '/api/product/taxItems/exportExcel',
      '/api/basic/geo/exportExcel',
    ])
      expectForbidden(await t.call(reader, 'POST', url, {}));
  });
});
