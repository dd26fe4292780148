import type { BusinessConfigView, CompanyAccountView, ExchangeRateView } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { BASIC_GRANTS, expectField, ok } from './basic-data.fixtures';
import { companyAccount, exchangeRate } from './basic-data.schema';
import { ensureReferenceData } from './index';

const t = await startTestApp();
await ensureReferenceData(t.db);
const group = await t.given.businessGroup();
const s = await t.given.session({ grants: BASIC_GRANTS, groups: [group.id] });

const addRate = (body: Record<string, unknown>, language = 'en-US') =>
  t.call<ExchangeRateView>(
    s,
    'PUT',
    '/api/basic/partnerCurrency/add',
    { fromCurrency: 'USD', toCurrency: 'CNY', effectiveDate: '2025-03-01', ...body },
    { language },
  );
const addAccount = (body: Record<string, unknown>, language = 'en-US') =>
  t.call<CompanyAccountView>(
    s,
    'PUT',
    '/api/basic/companyAccount/add',
    { name: '账户', bankName: '银行', accountNo: '622202100000001', accountType: 'BASIC', currencyCode: 'CNY', ...body },
    { language },
  );
const ratesStored = () => t.db.select().from(exchangeRate).where(eq(exchangeRate.effectiveDate, '2025-03-01'));

describe('exchange rates (error)', () => {
  it('refuses a rate of zero or below, naming the rate field, and stores nothing', async () => {
    const zero = await addRate({ rate: '0' }, 'zh-CN');
    expectField(zero, 4000400, 'rate');
    expect(zero.body.errors?.[0].message).toBe('汇率必须大于 0');
    expectField(await addRate({ rate: '-7.1' }), 4000400, 'rate');
    expectField(await addRate({ rate: 0 }), 4000400, 'rate');
    const id = await addRate({ rate: '0.00000000' }, 'id-ID');
    expect(id.body.errors?.[0].message).toBe('Kurs harus lebih besar dari 0');
    expect(await ratesStored()).toEqual([]);
  });

  it('refuses a rate that is not a number or has more than 8 decimals', async () => {
    expectField(await addRate({ rate: 'seven' }), 4000400, 'rate');
    expectField(await addRate({ rate: '7.123456789' }), 4000400, 'rate');
    expectField(await addRate({ rate: '12345678901' }), 4000400, 'rate');
    expect(await ratesStored()).toEqual([]);
  });

  it('refuses a correction to zero', async () => {
    const r = await ok<ExchangeRateView>(addRate({ rate: '7.3', effectiveDate: '2025-03-02' }));
    expectField(await t.call(s, 'POST', '/api/basic/partnerCurrency/update', { id: r.id, rate: '0' }), 4000400, 'rate');
    const [stored] = await t.db
      .select()
      .from(exchangeRate)
      .where(eq(exchangeRate.id, Number(r.id)));
    expect(Number(stored.rate)).toBe(7.3);
  });

  it('refuses the same currency twice, an unknown currency and a second rate for the same pair and date', async () => {
    expectField(await addRate({ toCurrency: 'USD', rate: '1' }), 4000400, 'toCurrency');
    expectField(await addRate({ fromCurrency: 'XXX', rate: '1' }), 4000400, 'fromCurrency');
    expectField(await addRate({ fromCurrency: 'US', rate: '1' }), 4000400, 'fromCurrency');
    await ok(addRate({ rate: '7.1', effectiveDate: '2025-03-03' }));
    const again = await addRate({ rate: '7.2', effectiveDate: '2025-03-03' });
    expect(again.status).toBe(409);
    expectField(again, 4000409, 'effectiveDate');
  });

  it('answers "not found" with the pair and date when no rate is in force', async () => {
    const res = await t.call(s, 'POST', '/api/basic/partnerCurrency/getExchangeRate', { from: 'USD', to: 'IDR', date: '2020-01-01' });
    expect(res.body.code).toBe(4000404);
    expect(res.body.msg).toBe('No USD to IDR exchange rate is in force on 2020-01-01; enter one first');
  });
});

describe('currencies and dictionaries (error)', () => {
  it('refuses a currency code that is taken or not three letters', async () => {
    const taken = await t.call(s, 'PUT', '/api/basic/currency/add', { code: 'CNY', name: '人民币', symbol: '¥', precision: 2 });
    expectField(taken, 4000409, 'code');
    expectField(
      await t.call(s, 'PUT', '/api/basic/currency/add', { code: 'EURO', name: '欧元', symbol: '€', precision: 2 }),
      4000400,
      'code',
    );
    expectField(
      await t.call(s, 'PUT', '/api/basic/currency/add', { code: 'EUR', name: '欧元', symbol: '€', precision: 9 }),
      4000400,
      'precision',
    );
    expect((await t.call(s, 'GET', '/api/basic/currency/queryByCode/EUR')).body.code).toBe(4000404);
  });

  it('refuses an item of an unknown dictionary and a code taken in the dictionary', async () => {
    expectField(await t.call(s, 'PUT', '/api/basic/dictItem/add', { dictType: 'NOPE', code: 'X', name: 'x' }), 4000400, 'dictType');
    expectField(await t.call(s, 'PUT', '/api/basic/dictItem/add', { dictType: 'UNIT', code: 'HE', name: '盒子' }), 4000409, 'code');
    expectField(await t.call(s, 'POST', '/api/basic/dictItem/list', {}), 4000400, 'dictType');
  });
});

describe('company accounts (error)', () => {
  it('refuses an account number longer than 20 characters, naming the field, and stores nothing', async () => {
    const long = await addAccount({ accountNo: '123456789012345678901' }, 'zh-CN');
    expectField(long, 4000400, 'accountNo');
    expect(long.body.errors?.[0].message).toBe('银行账号最多 20 位，当前 21 位');
    const spaced = await addAccount({ accountNo: '6222 0210 0000 1234 5678 9' });
    expectField(spaced, 4000400, 'accountNo');
    expect(await t.db.select().from(companyAccount).where(eq(companyAccount.businessGroupId, group.id))).toEqual([]);
  });

  it('refuses an account number with other characters, a duplicate one, and a bad type', async () => {
    expectField(await addAccount({ accountNo: '6222/0210' }), 4000400, 'accountNo');
    await ok<CompanyAccountView>(addAccount({ accountNo: '6222021000000099' }));
    const dup = await addAccount({ name: '另一个', accountNo: '6222 0210 0000 0099' });
    expectField(dup, 4000409, 'accountNo');
    expectField(await addAccount({ accountNo: '1', accountType: 'SAVINGS' }), 4000400, 'accountType');
    expectField(await addAccount({ accountNo: '2', name: '' }), 4000400, 'name');
  });

  it('refuses an unknown or disabled currency', async () => {
    expectField(await addAccount({ accountNo: '3', currencyCode: 'JPY' }), 4000400, 'currencyCode');
    const [idr] = await ok<{ id: string; code: string }[]>(t.call(s, 'POST', '/api/basic/currency/list', { keyword: 'IDR' }));
    await ok(t.call(s, 'PUT', '/api/basic/currency/status', { ids: [idr.id], status: 'DISABLE' }));
    try {
      const res = await addAccount({ accountNo: '4', currencyCode: 'IDR' }, 'zh-CN');
      expectField(res, 4000400, 'currencyCode');
      expect(res.body.errors?.[0].message).toBe('币种“IDR”已停用，请先启用或选择其他币种');
    } finally {
      await ok(t.call(s, 'PUT', '/api/basic/currency/status', { ids: [idr.id], status: 'ENABLE' }));
    }
  });
});

describe('business configuration (error)', () => {
  const save = (body: Record<string, unknown>) => t.call<BusinessConfigView>(s, 'PUT', '/api/basic/sysBusinessConfig', body);

  it('refuses a ratio outside 0–1, lower days above upper days and a malformed checkout time, changing nothing', async () => {
    const before = await ok<BusinessConfigView>(t.call(s, 'POST', '/api/basic/sysBusinessConfig/getOne'));
    expectField(await save({ overOrderCeilingRatio: '1.5' }), 4000400, 'overOrderCeilingRatio');
    expectField(await save({ overOrderCeilingRatio: '-0.1' }), 4000400, 'overOrderCeilingRatio');
    expectField(await save({ replenishmentLowerDays: 20 }), 4000400, 'replenishmentLowerDays');
    expectField(await save({ replenishmentUpperDays: 5, replenishmentLowerDays: 6 }), 4000400, 'replenishmentLowerDays');
    expectField(await save({ autoCheckoutTime: '25:00' }), 4000400, 'autoCheckoutTime');
    expectField(await save({ roundingMode: 'BANKERS' }), 4000400, 'roundingMode');
    expect(await ok<BusinessConfigView>(t.call(s, 'POST', '/api/basic/sysBusinessConfig/getOne'))).toEqual(before);
  });

  it('refuses a designated-reviewer policy without reviewers or with a reviewer of another group', async () => {
    expectField(await save({ reviewPolicy: 'DESIGNATED' }), 4000400, 'designatedReviewerIds');
    const outsider = await t.given.employee({ groups: [(await t.given.businessGroup()).id] });
    expectField(await save({ reviewPolicy: 'DESIGNATED', designatedReviewerIds: [String(outsider.id)] }), 4000400, 'designatedReviewerIds');
    expectField(await save({ reviewPolicy: 'DESIGNATED', designatedReviewerIds: ['999999999'] }), 4000400, 'designatedReviewerIds');
  });

  it('refuses a save made against an older version', async () => {
    const current = await ok<BusinessConfigView>(t.call(s, 'POST', '/api/basic/sysBusinessConfig/getOne'));
    await ok(save({ version: current.version, ifThirdPayPopup: true }));
    const stale = await save({ version: current.version, ifThirdPayPopup: false });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(4000410);
    expect((await ok<BusinessConfigView>(t.call(s, 'POST', '/api/basic/sysBusinessConfig/getOne'))).ifThirdPayPopup).toBe(true);
  });
});
