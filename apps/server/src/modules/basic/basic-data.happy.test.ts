import {
  type BusinessConfigView,
  type CompanyAccountOption,
  type CompanyAccountView,
  type CurrencyView,
  DEFAULT_BUSINESS_CONFIG,
  type DictItemView,
  type DictTypeView,
  type ExchangeRateQuote,
  type ExchangeRateView,
  type Page,
} from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { BASIC_GRANTS, ok } from './basic-data.fixtures';
import { seedDemoBasicData } from './basic-data.seed';
import { ensureReferenceData, getBusinessConfig } from './index';

const t = await startTestApp();
await ensureReferenceData(t.db);
const group = await t.given.businessGroup();
const s = await t.given.session({ grants: BASIC_GRANTS, groups: [group.id] });

describe('dictionaries (happy)', () => {
  it('lists the standard units in order', async () => {
    const units = await ok<DictItemView[]>(t.call(s, 'POST', '/api/basic/dictItem/list', { dictType: 'UNIT' }));
    expect(units.map((u) => u.name)).toEqual(['支', '盒', '箱', '本', '包', '个', '套', '卷', '张', '块', '把', '瓶', '台', '千克']);
    expect(units[2]).toMatchObject({ code: 'XIANG', nameEn: 'Carton', nameId: 'Karton', dictType: 'UNIT', status: 'ENABLE' });
    const types = await ok<DictTypeView[]>(t.call(s, 'POST', '/api/basic/dictType/list'));
    expect(types.map((x) => [x.code, x.itemCount])).toEqual([
      ['UNIT', 14],
      ['CUSTOMER_TYPE', 4],
      ['PAYMENT_METHOD', 6],
      ['AREA', 7],
    ]);
  });

  it('adds, renames and disables an item; pickers see enabled items only', async () => {
    const added = await ok<DictItemView>(
      t.call(s, 'PUT', '/api/basic/dictItem/add', { dictType: 'UNIT', code: 'DA', name: '打', nameEn: 'Dozen', sort: 100 }),
    );
    expect(added).toMatchObject({ dictType: 'UNIT', code: 'DA', name: '打', nameId: null });
    const renamed = await ok<DictItemView>(
      t.call(s, 'POST', '/api/basic/dictItem/update', {
        id: added.id,
        code: 'DA',
        name: '打（12 个）',
        nameEn: 'Dozen',
        nameId: 'Lusin',
        sort: 100,
      }),
    );
    expect(renamed).toMatchObject({ name: '打（12 个）', nameId: 'Lusin' });
    await ok(t.call(s, 'PUT', '/api/basic/dictItem/status', { ids: [added.id], status: 'DISABLE' }));
    const enabled = await ok<DictItemView[]>(t.call(s, 'POST', '/api/basic/dictItem/list', { dictType: 'UNIT' }));
    expect(enabled.map((u) => u.code)).not.toContain('DA');
    const all = await ok<DictItemView[]>(t.call(s, 'POST', '/api/basic/dictItem/list', { dictType: 'UNIT', includeDisabled: true }));
    expect(all.find((u) => u.code === 'DA')).toMatchObject({ code: 'DA', status: 'DISABLE' });
  });

  it('names units in the language of the request and gives each the decimals its quantities take', async () => {
    const names = async (language: string) =>
      (await ok<DictItemView[]>(t.call(s, 'POST', '/api/basic/dictItem/list', { dictType: 'UNIT' }, { language }))).map((u) => [
        u.code,
        u.displayName,
        u.precision,
      ]);
    const en = await names('en-US');
    expect(en).toContainEqual(['GE', 'pcs', 0]);
    expect(en).toContainEqual(['HE', 'Box', 0]);
    expect(en).toContainEqual(['KG', 'kg', 3]);
    const id = await names('id-ID');
    expect(id).toContainEqual(['HE', 'Kotak', 0]);
    expect(id).toContainEqual(['XIANG', 'Karton', 0]);
    expect(await names('zh-CN')).toContainEqual(['HE', '盒', 0]);
  });

  it('keeps the one name of a unit a clerk added without translations, and its decimals', async () => {
    const added = await ok<DictItemView>(
      t.call(
        s,
        'PUT',
        '/api/basic/dictItem/add',
        { dictType: 'UNIT', code: 'MI', name: '米', precision: 2, sort: 200 },
        { language: 'id-ID' },
      ),
    );
    expect(added).toMatchObject({ displayName: '米', precision: 2 });
    const renamed = await ok<DictItemView>(
      t.call(
        s,
        'POST',
        '/api/basic/dictItem/update',
        { id: added.id, code: 'MI', name: '米', nameId: 'Meter', sort: 200 },
        { language: 'id-ID' },
      ),
    );
    expect(renamed).toMatchObject({ displayName: 'Meter', precision: 2 });
  });

  it('answers an unknown dictionary with no items', async () => {
    expect(await ok<DictItemView[]>(t.call(s, 'POST', '/api/basic/dictItem/list', { dictType: 'NOPE' }))).toEqual([]);
  });
});

describe('currencies and exchange rates (happy)', () => {
  it('lists the standard currencies and finds one by code', async () => {
    const list = await ok<CurrencyView[]>(t.call(s, 'POST', '/api/basic/currency/list', {}));
    expect(list.map((c) => [c.code, c.symbol, c.precision])).toEqual([
      ['CNY', '¥', 2],
      ['IDR', 'Rp', 0],
      ['USD', '$', 2],
    ]);
    const usd = await ok<CurrencyView>(t.call(s, 'GET', '/api/basic/currency/queryByCode/usd'));
    expect(usd).toMatchObject({ code: 'USD', name: '美元', nameEn: 'US Dollar' });
  });

  it('adds, updates and disables a currency', async () => {
    const eur = await ok<CurrencyView>(
      t.call(s, 'PUT', '/api/basic/currency/add', { code: 'eur', name: '欧元', symbol: '€', precision: 2 }),
    );
    expect(eur.code).toBe('EUR');
    const updated = await ok<CurrencyView>(
      t.call(s, 'POST', '/api/basic/currency/update', { id: eur.id, name: '欧元', nameEn: 'Euro', symbol: '€', precision: 2 }),
    );
    expect(updated.nameEn).toBe('Euro');
    await ok(t.call(s, 'PUT', '/api/basic/currency/status', { ids: [eur.id], status: 'DISABLE' }));
    const enabled = await ok<CurrencyView[]>(t.call(s, 'POST', '/api/basic/currency/list', {}));
    expect(enabled.map((c) => c.code)).not.toContain('EUR');
    const all = await ok<CurrencyView[]>(t.call(s, 'POST', '/api/basic/currency/list', { includeDisabled: true, keyword: 'eu' }));
    expect(all.map((c) => [c.code, c.status])).toEqual([['EUR', 'DISABLE']]);
  });

  it('answers the rate in force on a date, its reciprocal for the opposite pair, and 1 for the same currency', async () => {
    const add = (rate: string, effectiveDate: string) =>
      ok<ExchangeRateView>(
        t.call(s, 'PUT', '/api/basic/partnerCurrency/add', { fromCurrency: 'USD', toCurrency: 'CNY', rate, effectiveDate }),
      );
    await add('7.1', '2025-01-01');
    const june = await add('7.2', '2025-06-01');
    expect(june).toMatchObject({ rate: '7.2', effectiveDate: '2025-06-01' });
    const quote = (body: Record<string, unknown>) =>
      ok<ExchangeRateQuote>(t.call(s, 'POST', '/api/basic/partnerCurrency/getExchangeRate', body));
    expect(await quote({ from: 'USD', to: 'CNY', date: '2025-03-15' })).toEqual({
      from: 'USD',
      to: 'CNY',
      rate: '7.1',
      effectiveDate: '2025-01-01',
      inverse: false,
    });
    expect((await quote({ from: 'USD', to: 'CNY', date: '2025-06-01' })).rate).toBe('7.2');
    expect((await quote({ from: 'usd', to: 'cny' })).rate).toBe('7.2');
    expect(await quote({ from: 'CNY', to: 'USD', date: '2025-07-01' })).toMatchObject({ rate: '0.13888889', inverse: true });
    expect(await quote({ from: 'IDR', to: 'IDR' })).toMatchObject({ rate: '1', effectiveDate: null });

    const corrected = await ok<ExchangeRateView>(t.call(s, 'POST', '/api/basic/partnerCurrency/update', { id: june.id, rate: '7.25' }));
    expect(corrected.rate).toBe('7.25');
    const page = await ok<Page<ExchangeRateView>>(
      t.call(s, 'POST', '/api/basic/partnerCurrency/page', { fromCurrency: 'USD', toCurrency: 'CNY' }),
    );
    expect(page.list.map((r) => [r.effectiveDate, r.rate])).toEqual([
      ['2025-06-01', '7.25'],
      ['2025-01-01', '7.1'],
    ]);
    await ok(t.call(s, 'DELETE', `/api/basic/partnerCurrency?ids=${june.id}`));
    expect((await quote({ from: 'USD', to: 'CNY' })).rate).toBe('7.1');
  });

  it('keeps eight decimals of a rate', async () => {
    const r = await ok<ExchangeRateView>(
      t.call(s, 'PUT', '/api/basic/partnerCurrency/add', {
        fromCurrency: 'IDR',
        toCurrency: 'USD',
        rate: '0.00006135',
        effectiveDate: '2025-02-01',
      }),
    );
    expect(r.rate).toBe('0.00006135');
  });
});

describe('business configuration (happy)', () => {
  it('creates the defaults on first read', async () => {
    const g = await t.given.businessGroup();
    const admin = await t.given.session({ grants: BASIC_GRANTS, groups: [g.id] });
    const config = await ok<BusinessConfigView>(t.call(admin, 'POST', '/api/basic/sysBusinessConfig/getOne'));
    expect(config).toMatchObject({ businessGroupId: String(g.id), ...DEFAULT_BUSINESS_CONFIG, version: 0 });
    expect(await ok<BusinessConfigView>(t.call(admin, 'GET', `/api/basic/sysBusinessConfig/${config.id}`))).toEqual(config);
    const page = await ok<Page<BusinessConfigView>>(t.call(admin, 'POST', '/api/basic/sysBusinessConfig/page', {}));
    expect(page).toMatchObject({ total: 1, list: [{ id: config.id }] });
    expect(await ok<BusinessConfigView[]>(t.call(admin, 'POST', '/api/basic/sysBusinessConfig/list', {}))).toEqual([config]);
    const found = await ok<BusinessConfigView>(
      t.call(admin, 'POST', '/api/basic/sysBusinessConfig/findByQuery', { businessGroupId: String(g.id) }),
    );
    expect(found.id).toBe(config.id);
  });

  it('changes only the settings a save names, bumping the version; DELETE resets to the defaults', async () => {
    const reviewer = await t.given.employee({ groups: [group.id] });
    const current = await ok<BusinessConfigView>(t.call(s, 'POST', '/api/basic/sysBusinessConfig/getOne'));
    const change = {
      ifNegativeInventory: true,
      overOrderCeilingRatio: '0.05',
      autoCheckoutTime: '22:00',
      reviewPolicy: 'DESIGNATED',
      designatedReviewerIds: [String(reviewer.id)],
      roundingMode: 'DOWN',
      roundingPrecision: 'JIAO',
      replenishmentUpperDays: 20,
      replenishmentLowerDays: 10,
    };
    const saved = await ok<BusinessConfigView>(
      t.call(s, 'PUT', '/api/basic/sysBusinessConfig', { id: current.id, version: current.version, ...change }),
    );
    expect(saved).toMatchObject({ ...change, ifZeroPrice: true, version: current.version + 1 });
    const read = await getBusinessConfig(t.db, group.id);
    expect(read).toMatchObject({ ifNegativeInventory: true, roundingMode: 'DOWN', reviewPolicy: 'DESIGNATED', autoCheckoutTime: '22:00' });
    const off = await ok<BusinessConfigView>(t.call(s, 'PUT', '/api/basic/sysBusinessConfig', { autoCheckoutTime: null }));
    expect(off.autoCheckoutTime).toBeNull();

    const reset = await ok<BusinessConfigView>(t.call(s, 'DELETE', '/api/basic/sysBusinessConfig'));
    expect(reset).toMatchObject({
      id: current.id,
      ifNegativeInventory: false,
      overOrderCeilingRatio: '0.1',
      autoCheckoutTime: '23:30',
      reviewPolicy: 'NONE',
      designatedReviewerIds: [],
      roundingMode: 'HALF_UP',
      version: current.version + 3,
    });
  });
});

describe('company accounts (happy)', () => {
  it('adds, pages, picks, updates, disables and deletes an account of the active group', async () => {
    const added = await ok<CompanyAccountView>(
      t.call(s, 'PUT', '/api/basic/companyAccount/add', {
        name: '基本户',
        bankName: '招商银行上海川沙支行',
        accountNo: '6214 8321 0000 1234',
        accountType: 'BASIC',
        currencyCode: 'cny',
      }),
    );
    expect(added).toMatchObject({ accountNo: '6214832100001234', currencyCode: 'CNY', status: 'ENABLE' });
    const twenty = await ok<CompanyAccountView>(
      t.call(s, 'PUT', '/api/basic/companyAccount/add', {
        name: '美元户',
        bankName: '中国银行',
        accountNo: '12345678901234567890',
        accountType: 'DESIGNATED',
        currencyCode: 'USD',
      }),
    );
    expect(twenty.accountNo).toHaveLength(20);
    const page = await ok<Page<CompanyAccountView>>(t.call(s, 'POST', '/api/basic/companyAccount/page', { keyword: '招商', sort: 'name' }));
    expect(page.list.map((a) => a.id)).toEqual([added.id]);
    const updated = await ok<CompanyAccountView>(
      t.call(s, 'POST', '/api/basic/companyAccount/update', {
        id: added.id,
        name: '基本户（招行）',
        bankName: '招商银行上海川沙支行',
        accountNo: '6214832100001234',
        accountType: 'GENERAL',
        currencyCode: 'CNY',
      }),
    );
    expect(updated).toMatchObject({ name: '基本户（招行）', accountType: 'GENERAL' });
    await ok(t.call(s, 'PUT', '/api/basic/companyAccount/status', { ids: [twenty.id], status: 'DISABLE' }));
    // The picker is open to every clerk of the group: the name and the last four digits only.
    const clerk = await t.given.session({ groups: [group.id] });
    const picks = await ok<CompanyAccountOption[]>(t.call(clerk, 'GET', '/api/basic/companyAccount/itemList'));
    expect(picks).toEqual([
      { id: added.id, name: '基本户（招行）', bankName: '招商银行上海川沙支行', accountNoTail: '1234', currencyCode: 'CNY' },
    ]);
    expect(JSON.stringify(picks)).not.toContain('6214832100001234');
    expect((await t.call(clerk, 'POST', '/api/basic/companyAccount/list', {})).status).toBe(403);
    await ok(t.call(s, 'DELETE', `/api/basic/companyAccount?ids=${twenty.id}`));
    const list = await ok<CompanyAccountView[]>(t.call(s, 'POST', '/api/basic/companyAccount/list', {}));
    expect(list.map((a) => a.id)).toEqual([added.id]);
    expect((await ok<CompanyAccountView>(t.call(s, 'GET', `/api/basic/companyAccount/${added.id}`))).name).toBe('基本户（招行）');
  });

  it('queues an export of the list', async () => {
    const res = await ok<{ taskId: string }>(t.call(s, 'POST', '/api/basic/companyAccount/exportExcel', {}));
    expect(res.taskId).toMatch(/^\d+$/);
  });
});

describe('demo basic data', () => {
  it('seeds rates, each group’s configuration and two company accounts per group', async () => {
    const a = await t.given.businessGroup();
    const b = await t.given.businessGroup();
    await seedDemoBasicData(t.db, { businessGroupIds: [a.id, b.id], adminId: 0 });
    for (const g of [a, b]) {
      const viewer = await t.given.session({ grants: BASIC_GRANTS, groups: [g.id] });
      const accounts = await ok<CompanyAccountView[]>(t.call(viewer, 'POST', '/api/basic/companyAccount/list', {}));
      expect(accounts).toHaveLength(2);
      expect(accounts.every((x) => x.accountNo.length <= 20)).toBe(true);
      expect((await ok<BusinessConfigView>(t.call(viewer, 'POST', '/api/basic/sysBusinessConfig/getOne'))).version).toBe(0);
    }
    const quote = await ok<ExchangeRateQuote>(t.call(s, 'POST', '/api/basic/partnerCurrency/getExchangeRate', { from: 'CNY', to: 'IDR' }));
    expect(quote.rate).toBe('2280');
  });
});
