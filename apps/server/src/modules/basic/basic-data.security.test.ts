import type { BusinessConfigView, CompanyAccountView, CurrencyView, DictItemView, Page } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { BASIC_GRANTS, expectForbidden, ok } from './basic-data.fixtures';
import { ensureReferenceData } from './index';

const t = await startTestApp();
await ensureReferenceData(t.db);

// Group A: a company account and a configuration of its own.
const groupA = await t.given.businessGroup();
const a = await t.given.session({ grants: BASIC_GRANTS, groups: [groupA.id] });
const accountA = await ok<CompanyAccountView>(
  t.call(a, 'PUT', '/api/basic/companyAccount/add', {
    name: '甲基本户',
    bankName: '招商银行',
    accountNo: '6214000011112222',
    accountType: 'BASIC',
    currencyCode: 'CNY',
  }),
);
const configA = await ok<BusinessConfigView>(t.call(a, 'PUT', '/api/basic/sysBusinessConfig', { ifNegativeInventory: true }));

async function otherGroupSession() {
  const g = await t.given.businessGroup();
  return { group: g, session: await t.given.session({ grants: BASIC_GRANTS, groups: [g.id] }) };
}

describe('basic data (security): business-group scope', () => {
  it("shows a user of another group none of the group's company accounts and lets them change none", async () => {
    const { session: b } = await otherGroupSession();
    expect((await ok<Page<CompanyAccountView>>(t.call(b, 'POST', '/api/basic/companyAccount/page', {}))).total).toBe(0);
    expect(await ok<CompanyAccountView[]>(t.call(b, 'POST', '/api/basic/companyAccount/list', {}))).toEqual([]);
    expect(await ok<CompanyAccountView[]>(t.call(b, 'GET', '/api/basic/companyAccount/itemList'))).toEqual([]);
    expect((await t.call(b, 'GET', `/api/basic/companyAccount/${accountA.id}`)).body.code).toBe(4000404);
    const update = await t.call(b, 'POST', '/api/basic/companyAccount/update', {
      id: accountA.id,
      name: '篡改',
      bankName: '招商银行',
      accountNo: '6214000011112222',
      accountType: 'BASIC',
      currencyCode: 'CNY',
    });
    expect(update.body.code).toBe(4000404);
    expect((await t.call(b, 'PUT', '/api/basic/companyAccount/status', { ids: [accountA.id], status: 'DISABLE' })).body.code).toBe(4000404);
    expect((await t.call(b, 'DELETE', `/api/basic/companyAccount?ids=${accountA.id}`)).body.code).toBe(4000404);
    expect(await ok<CompanyAccountView>(t.call(a, 'GET', `/api/basic/companyAccount/${accountA.id}`))).toMatchObject({
      name: '甲基本户',
      status: 'ENABLE',
    });
  });

  it('allows the same account number in another group', async () => {
    const { session: b } = await otherGroupSession();
    const same = await ok<CompanyAccountView>(
      t.call(b, 'PUT', '/api/basic/companyAccount/add', {
        name: '乙户',
        bankName: '招商银行',
        accountNo: '6214000011112222',
        accountType: 'BASIC',
        currencyCode: 'CNY',
      }),
    );
    expect(same.accountNo).toBe(accountA.accountNo);
  });

  it("gives a user of another group their own configuration and never the group's", async () => {
    const { group, session: b } = await otherGroupSession();
    const own = await ok<BusinessConfigView>(t.call(b, 'POST', '/api/basic/sysBusinessConfig/getOne'));
    expect(own).toMatchObject({ businessGroupId: String(group.id), ifNegativeInventory: false });
    expect(own.id).not.toBe(configA.id);
    expect((await t.call(b, 'GET', `/api/basic/sysBusinessConfig/${configA.id}`)).body.code).toBe(4000404);
    const found = await t.call(b, 'POST', '/api/basic/sysBusinessConfig/findByQuery', { businessGroupId: String(groupA.id) });
    expect(found.body).toMatchObject({ code: 200, data: null });
    expect(
      (await ok<Page<BusinessConfigView>>(t.call(b, 'POST', '/api/basic/sysBusinessConfig/page', { businessGroupId: String(groupA.id) })))
        .total,
    ).toBe(0);
    expect((await t.call(b, 'PUT', '/api/basic/sysBusinessConfig', { id: configA.id, ifNegativeInventory: false })).body.code).toBe(
      4000404,
    );
    await ok(t.call(b, 'DELETE', '/api/basic/sysBusinessConfig'));
    expect((await ok<BusinessConfigView>(t.call(a, 'POST', '/api/basic/sysBusinessConfig/getOne'))).ifNegativeInventory).toBe(true);
  });
});

describe('basic data (security): permissions', () => {
  it('refuses every write to a caller who can only see the screens', async () => {
    const s = await t.given.session({ grants: ['/system/basicData', '/system/businessConfig'], groups: [groupA.id] });
    expect((await ok<Page<CompanyAccountView>>(t.call(s, 'POST', '/api/basic/companyAccount/page', {}))).total).toBe(1);
    expectForbidden(
      await t.call(s, 'PUT', '/api/basic/companyAccount/add', {
        name: 'x',
        bankName: 'x',
        accountNo: '1',
        accountType: 'BASIC',
        currencyCode: 'CNY',
      }),
    );
    expectForbidden(await t.call(s, 'PUT', '/api/basic/companyAccount/status', { ids: [accountA.id], status: 'DISABLE' }));
    expectForbidden(await t.call(s, 'DELETE', `/api/basic/companyAccount?ids=${accountA.id}`));
    expectForbidden(await t.call(s, 'POST', '/api/basic/companyAccount/exportExcel', {}));
    expectForbidden(await t.call(s, 'PUT', '/api/basic/currency/add', { code: 'EUR', name: '欧元', symbol: '€', precision: 2 }));
    expectForbidden(
      await t.call(s, 'PUT', '/api/basic/partnerCurrency/add', {
        fromCurrency: 'USD',
        toCurrency: 'CNY',
        rate: '7',
        effectiveDate: '2025-01-01',
      }),
    );
    expectForbidden(await t.call(s, 'PUT', '/api/basic/dictItem/add', { dictType: 'UNIT', code: 'X', name: 'x' }));
    expectForbidden(await t.call(s, 'PUT', '/api/basic/sysBusinessConfig', { ifNegativeInventory: false }));
    expectForbidden(await t.call(s, 'DELETE', '/api/basic/sysBusinessConfig'));
    expect((await ok<BusinessConfigView>(t.call(s, 'POST', '/api/basic/sysBusinessConfig/getOne'))).ifNegativeInventory).toBe(true);
  });

  it('refuses an edit to a caller who may only add', async () => {
    const s = await t.given.session({ grants: ['system:basicData:add'], groups: [groupA.id] });
    expectForbidden(
      await t.call(s, 'POST', '/api/basic/companyAccount/update', {
        id: accountA.id,
        name: '改',
        bankName: 'x',
        accountNo: '1',
        accountType: 'BASIC',
        currencyCode: 'CNY',
      }),
    );
    expectForbidden(await t.call(s, 'PUT', '/api/basic/currency/status', { ids: ['1'], status: 'DISABLE' }));
  });

  it('serves currencies, rates, dictionaries, geo and the account picker to any signed-in user, but not the maintenance lists', async () => {
    const s = await t.given.session({ grants: ['/wholesale/customer'], groups: [groupA.id] });
    expect((await ok<CurrencyView[]>(t.call(s, 'POST', '/api/basic/currency/list', {}))).length).toBeGreaterThanOrEqual(3);
    expect((await ok<DictItemView[]>(t.call(s, 'POST', '/api/basic/dictItem/list', { dictType: 'PAYMENT_METHOD' }))).length).toBe(6);
    expect((await t.call(s, 'GET', '/api/basic/currency/queryByCode/CNY')).body.code).toBe(200);
    expect((await t.call(s, 'GET', '/api/basic/geo/country')).body.code).toBe(200);
    expect((await t.call(s, 'POST', '/api/basic/partnerCurrency/getExchangeRate', { from: 'CNY', to: 'CNY' })).body.code).toBe(200);
    expect((await ok<CompanyAccountView[]>(t.call(s, 'GET', '/api/basic/companyAccount/itemList'))).map((x) => x.id)).toEqual([
      accountA.id,
    ]);
    expectForbidden(await t.call(s, 'POST', '/api/basic/companyAccount/page', {}));
    expectForbidden(await t.call(s, 'POST', '/api/basic/partnerCurrency/page', {}));
    expectForbidden(await t.call(s, 'POST', '/api/basic/dictType/list', {}));
    expectForbidden(await t.call(s, 'POST', '/api/basic/sysBusinessConfig/getOne'));
  });

  it('refuses a caller without a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/basic/currency/list'],
      ['GET', '/api/basic/geo/worldAll'],
      ['POST', '/api/basic/dictItem/list'],
    ] as const) {
      const res = await t.call(null, method, url, {});
      expect(res.status, url).toBe(401);
      expect(res.body.code, url).toBe(4011021);
    }
  });
});
