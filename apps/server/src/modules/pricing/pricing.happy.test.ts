// The one price of a sale line and its reason (DOMAIN 15–16), each step of the priority proven
// by its own case, through the call the web uses (POST /api/customer/skuPricePolicy/list).
import type { DocumentOperationResult, PricePolicySaveBody, PromotionSaveBody, ResolvedPriceView } from '@quire/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { addCustomer } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';
import { postDueAdjustments, pricingClock, serverToday } from './price-adjust';

const t = await startTestApp();
const kit = productKit(t);
const admin = await kit.admin();
const ok = kit.ok;

const DAY = '2026-11-25';
const category = await kit.category();
const sub = await kit.category({ parentId: category.id });
const brand = await kit.brand();
// 10.00 wholesale, preset prices 9 / 8.5 / 8 / 7.5, distribution 7.77, in a subcategory and a brand.
const pen = await kit.sku({
  categoryId: sub.id,
  brandId: brand.id,
  wholesalePrice: '10',
  presetPrice1: '9',
  presetPrice2: '8.5',
  presetPrice3: '8',
  presetPrice4: '7.5',
  distributionPrice: '7.77',
  purchasePrice: '5',
});
const paper = await kit.sku({ wholesalePrice: '20', purchasePrice: '12' });

function policyBody(values: Partial<PricePolicySaveBody> = {}): PricePolicySaveBody {
  return {
    code: `P${Math.random().toString(36).slice(2, 8)}`,
    name: `政策${Math.random().toString(36).slice(2, 8)}`,
    basePrice: 'distributionPrice',
    method: 'ADD',
    ratio: '10',
    precision: 'JIAO',
    roundingMode: 'HALF_UP',
    scope: 'ALL',
    ...values,
  };
}
const addPolicy = (values: Partial<PricePolicySaveBody> = {}) =>
  ok<{ id: string }>('PUT', '/api/customer/pricePolicy/add', policyBody(values));

function promotionBody(values: Partial<PromotionSaveBody> = {}): PromotionSaveBody {
  return {
    name: '双十一促销',
    beginDate: '2026-11-01',
    endDate: '2026-11-30',
    kind: 'DISCOUNT',
    orgScope: 'ALL',
    customerScope: 'ALL',
    tiered: false,
    tiers: [{ threshold: '0', value: '90', items: [{ kind: 'SKU', id: pen.id }] }],
    ...values,
  };
}
async function runningPromotion(values: Partial<PromotionSaveBody> = {}) {
  const saved = await ok<{ id: string; version: number; billNo: string }>('PUT', '/api/order/promotion/add', promotionBody(values));
  await ok('POST', '/api/order/promotion/enable', { id: saved.id, version: saved.version });
  return { ...saved, version: saved.version + 1 };
}

const price = (customerId: string, lines: [string, string][], billDate = DAY, extra: Record<string, unknown> = {}) =>
  ok<ResolvedPriceView[]>('POST', '/api/customer/skuPricePolicy/list', {
    customerId,
    billDate,
    lines: lines.map(([skuId, qty]) => ({ skuId, qty })),
    ...extra,
  });

afterEach(() => {
  pricingClock.today = () => serverToday();
});

describe('the price of a sale line', () => {
  it('is the wholesale price for a plain customer, and none when the SKU has no price', async () => {
    const c = await addCustomer(t, admin);
    const bare = await kit.sku({ wholesalePrice: '0' });
    const [p, none] = await price(c.id, [
      [pen.id, '1'],
      [bare.id, '1'],
    ]);
    expect(p).toMatchObject({ unitPrice: '10', price: '10', reason: 'WHOLESALE_PRICE' });
    expect(none).toMatchObject({ unitPrice: null, price: null, reason: null });
  });

  it('is the last price sold to a last-price customer before the wholesale price, and the preset set before that', async () => {
    const preset = await addCustomer(t, admin, { presetPriceSet: 3 });
    expect((await price(preset.id, [[pen.id, '1']]))[0]).toMatchObject({ unitPrice: '8', reason: 'PRESET_PRICE', presetPriceSet: 3 });
    // A last-price customer with no sale yet falls to the wholesale price.
    const last = await addCustomer(t, admin, { lastPriceSale: true });
    expect((await price(last.id, [[pen.id, '1']]))[0]).toMatchObject({ reason: 'WHOLESALE_PRICE' });
  });

  it('follows the policy: base × (1 ± ratio) rounded by its precision and mode, within its scope', async () => {
    // 7.77 × 1.1 = 8.547 → 8.5 (jiao, half up); × 0.9 = 6.993 → 6.9 (jiao, down); → 7 (yuan, up).
    const cases: [Partial<PricePolicySaveBody>, string][] = [
      [{ method: 'ADD', ratio: '10', precision: 'JIAO', roundingMode: 'HALF_UP' }, '8.5'],
      [{ method: 'REDUCE', ratio: '10', precision: 'JIAO', roundingMode: 'DOWN' }, '6.9'],
      [{ method: 'REDUCE', ratio: '10', precision: 'YUAN', roundingMode: 'UP' }, '7'],
      [{ method: 'ADD', ratio: '10', precision: 'FEN', roundingMode: 'HALF_UP' }, '8.55'],
    ];
    for (const [values, expected] of cases) {
      const policy = await addPolicy(values);
      const c = await addCustomer(t, admin, { pricePolicyId: policy.id, presetPriceSet: 1 });
      const [p] = await price(c.id, [[pen.id, '1']]);
      expect(p, JSON.stringify(values)).toMatchObject({ unitPrice: expected, reason: 'PRICE_POLICY' });
      expect(p.policy?.id).toBe(policy.id);
    }
    // A category scope covers subcategories; paper is outside: it falls to the preset set.
    const scoped = await addPolicy({ scope: 'CATEGORY', scopeIds: [category.id] });
    const c = await addCustomer(t, admin, { pricePolicyId: scoped.id, presetPriceSet: 1 });
    const [inScope, outside] = await price(c.id, [
      [pen.id, '1'],
      [paper.id, '1'],
    ]);
    expect(inScope.reason).toBe('PRICE_POLICY');
    expect(outside.reason).toBe('WHOLESALE_PRICE');
    // A brand scope.
    const byBrand = await addPolicy({ scope: 'BRAND', scopeIds: [brand.id] });
    const b = await addCustomer(t, admin, { pricePolicyId: byBrand.id });
    expect((await price(b.id, [[pen.id, '1']]))[0].reason).toBe('PRICE_POLICY');
  });

  it('takes the special price first, and nothing of a disabled policy', async () => {
    const policy = await addPolicy({ specials: [{ skuId: pen.id, price: '6.66' }] });
    const c = await addCustomer(t, admin, { pricePolicyId: policy.id, presetPriceSet: 2 });
    await runningPromotion({ tiers: [{ threshold: '0', value: '1', items: [{ kind: 'SKU', id: pen.id }] }], kind: 'PRICE' });
    expect((await price(c.id, [[pen.id, '1']]))[0]).toMatchObject({ unitPrice: '6.66', reason: 'SPECIAL_PRICE' });

    await ok('PUT', '/api/customer/pricePolicy/status', { ids: [policy.id], status: 'DISABLE' });
    const [after] = await price(c.id, [[pen.id, '1']], DAY);
    // Without the policy the running promotion (price 1) wins over the preset set.
    expect(after).toMatchObject({ unitPrice: '1', reason: 'PROMOTION' });
  });

  it('applies the highest tier reached to the whole line, counting base units of a package', async () => {
    const c = await addCustomer(t, admin);
    const other = await kit.sku({ wholesalePrice: '4' });
    await runningPromotion({
      name: '阶梯促销',
      kind: 'DISCOUNT',
      tiered: true,
      tiers: [
        { threshold: '10', value: '95', items: [{ kind: 'SKU', id: other.id }] },
        { threshold: '100', value: '90', items: [{ kind: 'SKU', id: other.id }] },
      ],
    });
    const [below, atFirst, between, atSecond] = await price(c.id, [
      [other.id, '9'],
      [other.id, '10'],
      [other.id, '99'],
      [other.id, '100'],
    ]);
    expect(below.reason).toBe('WHOLESALE_PRICE');
    expect(atFirst).toMatchObject({ unitPrice: '3.8', reason: 'PROMOTION', basePrice: '4' });
    expect(between.unitPrice).toBe('3.8');
    expect(atSecond).toMatchObject({ unitPrice: '3.6', promotion: { threshold: '100', value: '90' } });
    // 9 boxes of 12 = 108 base units reach the second tier; the price is per box.
    const box = (await ok<{ packages: { id: string; factor: string }[] }>('GET', `/api/product/sku/${other.id}`)).packages.find(
      (p) => Number(p.factor) === 12,
    );
    const [boxed] = await ok<ResolvedPriceView[]>('POST', '/api/customer/skuPricePolicy/list', {
      customerId: c.id,
      billDate: DAY,
      lines: [{ skuId: other.id, qty: '9', packageId: box?.id }],
    });
    expect(boxed).toMatchObject({ unitPrice: '3.6', price: '43.2', factor: '12' });
  });

  it('never stacks promotions: of two running ones the lower price wins; a category promotion covers its subcategories', async () => {
    const c = await addCustomer(t, admin);
    const item = await kit.sku({ categoryId: sub.id, wholesalePrice: '50' });
    await runningPromotion({ kind: 'DISCOUNT', tiers: [{ threshold: '0', value: '80', items: [{ kind: 'CATEGORY', id: category.id }] }] });
    await runningPromotion({ kind: 'PRICE', tiers: [{ threshold: '0', value: '45', items: [{ kind: 'SKU', id: item.id }] }] });
    expect((await price(c.id, [[item.id, '1']]))[0]).toMatchObject({
      unitPrice: '40',
      reason: 'PROMOTION',
      promotion: { kind: 'DISCOUNT' },
    });
  });

  it('applies a promotion only in its dates, to its customers and order types, until terminated', async () => {
    const inScope = await addCustomer(t, admin);
    const outside = await addCustomer(t, admin);
    const item = await kit.sku({ wholesalePrice: '30' });
    pricingClock.today = () => '2026-11-01';
    const promo = await runningPromotion({
      beginDate: '2026-11-10',
      endDate: '2026-11-20',
      kind: 'PRICE',
      customerScope: 'DESIGNATED',
      customerIds: [inScope.id],
      orderTypes: ['TELESALES'],
      tiers: [{ threshold: '0', value: '25', items: [{ kind: 'SKU', id: item.id }] }],
    });
    const tele = { orderType: 'TELESALES' };
    expect((await price(inScope.id, [[item.id, '1']], '2026-11-20', tele))[0].reason).toBe('PROMOTION');
    // The day after its end date (expired at midnight), before its begin date, another customer, another order type.
    expect((await price(inScope.id, [[item.id, '1']], '2026-11-21', tele))[0].reason).toBe('WHOLESALE_PRICE');
    expect((await price(inScope.id, [[item.id, '1']], '2026-11-09', tele))[0].reason).toBe('WHOLESALE_PRICE');
    expect((await price(outside.id, [[item.id, '1']], '2026-11-15', tele))[0].reason).toBe('WHOLESALE_PRICE');
    expect((await price(inScope.id, [[item.id, '1']], '2026-11-15', { orderType: 'IN_STORE' }))[0].reason).toBe('WHOLESALE_PRICE');

    await ok('POST', '/api/order/promotion/terminate', { id: promo.id, version: promo.version });
    expect((await price(inScope.id, [[item.id, '1']], '2026-11-15', tele))[0].reason).toBe('WHOLESALE_PRICE');
  });

  it('applies no promotion when the business configuration turns promotions off', async () => {
    const c = await addCustomer(t, admin);
    const item = await kit.sku({ wholesalePrice: '30' });
    await runningPromotion({ kind: 'PRICE', tiers: [{ threshold: '0', value: '20', items: [{ kind: 'SKU', id: item.id }] }] });
    expect((await price(c.id, [[item.id, '1']]))[0].reason).toBe('PROMOTION');
    await ok('PUT', '/api/basic/sysBusinessConfig', { ifEnablePromotion: false });
    try {
      expect((await price(c.id, [[item.id, '1']]))[0].reason).toBe('WHOLESALE_PRICE');
    } finally {
      await ok('PUT', '/api/basic/sysBusinessConfig', { ifEnablePromotion: true });
    }
  });

  it('flags rebate, no-discount and points goods by the enabled lists valid on the day', async () => {
    const c = await addCustomer(t, admin);
    const own = await kit.category();
    const item = await kit.sku({ categoryId: (await kit.category({ parentId: own.id })).id, wholesalePrice: '12' });
    const list = (kind: string, segment: string, items: { kind: string; id: string }[], validTo = '2026-12-31') =>
      ok<{ id: string }>('PUT', `/api/product/${segment}/add`, {
        kind,
        name: `${kind}-${Math.random()}`,
        validFrom: '2026-11-01',
        validTo,
        items,
      });
    await list('REBATE', 'rebateGoods', [{ kind: 'CATEGORY', id: own.id }]);
    await list('RETURN_POINTS', 'returnPoints', [{ kind: 'SKU', id: item.id }], '2026-11-24');
    const [before] = await price(c.id, [[item.id, '1']]);
    expect(before).toMatchObject({ rebateGoods: true, noDiscount: false, returnPoints: false, giftAllowed: true });

    const noDiscount = await list('NO_DISCOUNT', 'noDiscountGoods', [{ kind: 'SKU', id: item.id }]);
    await runningPromotion({ kind: 'DISCOUNT', tiers: [{ threshold: '0', value: '50', items: [{ kind: 'SKU', id: item.id }] }] });
    const [after] = await price(c.id, [[item.id, '1']]);
    // No-discount goods: no discount promotion, no rebate, no gift.
    expect(after).toMatchObject({ reason: 'WHOLESALE_PRICE', noDiscount: true, rebateGoods: false, giftAllowed: false });

    await ok('PUT', '/api/product/noDiscountGoods/status', { ids: [noDiscount.id], status: 'DISABLE' });
    expect((await price(c.id, [[item.id, '1']]))[0]).toMatchObject({ reason: 'PROMOTION', unitPrice: '6', noDiscount: false });
  });
});

describe('price adjustment', () => {
  const add = (body: Record<string, unknown>) => ok<DocumentOperationResult>('PUT', '/api/product/priceAdjust/add', body);
  const op = (operation: string, d: DocumentOperationResult) =>
    t.call<DocumentOperationResult>(admin, 'POST', `/api/product/priceAdjust/${operation}`, { id: d.id, version: d.version });

  it('changes the prices on its effective date, keeps the history and never reprices a document', async () => {
    const item = await kit.sku({ wholesalePrice: '10', purchasePrice: '6' });
    pricingClock.today = () => '2026-11-25';
    const doc = await add({
      billDate: '2026-11-25',
      effectiveDate: '2026-11-26',
      lines: [{ skuId: item.id, newPrices: { wholesalePrice: '11.5', purchasePrice: '6.2' } }],
    });
    const reviewed = (await op('review', doc)).body.data;
    // Before its day it cannot be posted, and the job leaves it.
    const early = await op('complete', reviewed);
    expect(early.body.code).not.toBe(200);
    expect(early.body.msg).toContain('2026-11-26');
    expect(await postDueAdjustments(t.db, '2026-11-25')).toBe(0);
    const c = await addCustomer(t, admin);
    expect((await price(c.id, [[item.id, '1']]))[0].unitPrice).toBe('10');

    // On its day the job posts it.
    pricingClock.today = () => '2026-11-26';
    expect(await postDueAdjustments(t.db, '2026-11-26')).toBeGreaterThanOrEqual(1);
    const sku = await ok<{ wholesalePrice: string; purchasePrice: string }>('GET', `/api/product/sku/${item.id}`);
    expect([Number(sku.wholesalePrice), Number(sku.purchasePrice)]).toEqual([11.5, 6.2]);
    expect((await price(c.id, [[item.id, '1']]))[0].unitPrice).toBe('11.5');

    const detail = await ok<{ status: string; lines: { oldPrices: Record<string, string> }[] }>(
      'GET',
      `/api/product/priceAdjust/${doc.id}`,
    );
    expect(detail.status).toBe('COMPLETE');
    expect(Number(detail.lines[0].oldPrices.wholesalePrice)).toBe(10);
    const history = await ok<{ list: { field: string; oldPrice: string; newPrice: string; billNo: string }[] }>(
      'POST',
      '/api/product/priceHistory/page',
      { skuId: item.id },
    );
    expect(history.list.map((h) => [h.field, h.oldPrice, h.newPrice, h.billNo]).sort()).toEqual([
      ['purchasePrice', '6', '6.2', doc.billNo],
      ['wholesalePrice', '10', '11.5', doc.billNo],
    ]);
  });

  it('posts at once when its effective date is today', async () => {
    const item = await kit.sku({ retailPrice: '3' });
    const doc = await add({
      billDate: DAY,
      effectiveDate: serverToday(),
      lines: [{ skuId: item.id, newPrices: { retailPrice: '3.5' } }],
    });
    const reviewed = (await op('review', doc)).body.data;
    expect((await op('complete', reviewed)).body.code).toBe(200);
    const sku = await ok<{ retailPrice: string }>('GET', `/api/product/sku/${item.id}`);
    expect(Number(sku.retailPrice)).toBe(3.5);
  });
});
