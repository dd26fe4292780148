// Pricing inside the walls: a group reads and changes only its own policies, promotions and
// lists (another's answer as not found), needs the screen's button for each write, and a
// distribution centre's promotion reaches its dealers only as its scope says.
import type { PricePolicyView, ResolvedPriceView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { addCustomer, member } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';

const t = await startTestApp();
const kit = productKit(t);
const sku = await kit.sku({ wholesalePrice: '10', distributionPrice: '8' });

const WRITES = [
  '/pricing/policy',
  'pricing:policy:add',
  'pricing:policy:edit',
  'pricing:policy:status',
  '/pricing/promotion',
  'pricing:promotion:add',
  'pricing:promotion:edit',
  'pricing:promotion:status',
  'pricing:promotion:close',
  '/pricing/rebateGoods',
  'pricing:rebateGoods:add',
  'pricing:rebateGoods:edit',
  'pricing:rebateGoods:status',
  '/wholesale/customer',
  'wholesale:customer:add',
  'wholesale:customer:edit',
];
const centre = await t.given.businessGroup();
const dealer = await t.given.businessGroup({ belongType: 'DEALER', parentId: centre.id });
const stranger = await t.given.businessGroup();
const clerkA = await member(t, [centre.id], WRITES);
const clerkD = await member(t, [dealer.id], WRITES);
const clerkB = await member(t, [stranger.id], WRITES);

const policyBody = {
  code: 'PSEC',
  name: '安全政策',
  basePrice: 'distributionPrice',
  method: 'ADD',
  ratio: '10',
  precision: 'FEN',
  roundingMode: 'HALF_UP',
  scope: 'ALL',
  specials: [{ skuId: sku.id, price: '7.5' }],
};
const ok = async <T>(p: Promise<{ body: { code: number; data: T; msg: string } }>): Promise<T> => {
  const res = await p;
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
};
const policyA = await ok(t.call<{ id: string }>(clerkA, 'PUT', '/api/customer/pricePolicy/add', policyBody));
const promoBody = (orgScope: 'ALL' | 'DESIGNATED', orgIds: string[] = []) => ({
  name: '中心促销',
  beginDate: '2026-11-01',
  endDate: '2026-12-31',
  kind: 'PRICE',
  orgScope,
  orgIds,
  customerScope: 'ALL',
  tiered: false,
  tiers: [{ threshold: '0', value: '6', items: [{ kind: 'SKU', id: sku.id }] }],
});
const promoA = await ok(t.call<{ id: string; version: number }>(clerkA, 'PUT', '/api/order/promotion/add', promoBody('ALL')));
const listA = await ok(
  t.call<{ id: string }>(clerkA, 'PUT', '/api/product/rebateGoods/add', {
    kind: 'REBATE',
    name: '返利A',
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
    items: [{ kind: 'SKU', id: sku.id }],
  }),
);

describe('pricing (security): business groups are walls', () => {
  it('shows another group none of the records and changes none of them', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/customer/pricePolicy/${policyA.id}`, undefined],
      ['POST', '/api/customer/pricePolicy/update', { ...policyBody, id: policyA.id, name: '偷改' }],
      ['PUT', '/api/customer/pricePolicy/status', { ids: [policyA.id], status: 'DISABLE' }],
      ['GET', `/api/order/promotion/${promoA.id}`, undefined],
      ['POST', '/api/order/promotion/enable', { id: promoA.id, version: promoA.version }],
      ['POST', '/api/order/promotion/update', { ...promoBody('ALL'), id: promoA.id, version: promoA.version }],
      ['DELETE', `/api/order/promotion?ids=${promoA.id}`, undefined],
      ['GET', `/api/product/rebateGoods/${listA.id}`, undefined],
      ['PUT', '/api/product/rebateGoods/status', { ids: [listA.id], status: 'DISABLE' }],
    ] as const) {
      const res = await t.call(clerkB, method, url, body);
      expect(res.body.code, `${method} ${url}`).toBe(4000404);
    }
    expect((await ok(t.call<{ total: number }>(clerkB, 'POST', '/api/customer/pricePolicy/page', {}))).total).toBe(0);
    expect(await ok(t.call<unknown[]>(clerkB, 'GET', '/api/customer/pricePolicy/itemList'))).toEqual([]);
    expect((await ok(t.call<{ total: number }>(clerkB, 'POST', '/api/order/promotion/page', {}))).total).toBe(0);
    const still = await ok(t.call<PricePolicyView>(clerkA, 'GET', `/api/customer/pricePolicy/${policyA.id}`));
    expect(still).toMatchObject({ name: '安全政策', status: 'ENABLE' });
    // A goods list of one kind is not reachable through another kind's screen.
    expect((await t.call(clerkA, 'GET', `/api/product/noDiscountGoods/${listA.id}`)).body.code).not.toBe(200);
  });

  it('does not give a customer another group’s policy, nor price another group’s customer', async () => {
    const res = await t.call(clerkB, 'PUT', '/api/customer/jcCustomerInfo/save', {
      ...(await import('../partner/partner.test-kit')).customerBody(),
      pricePolicyId: policyA.id,
    });
    expect((res.body.errors ?? []).map((e) => e.field)).toContain('pricePolicyId');
    const customerA = await addCustomer(t, clerkA, { pricePolicyId: policyA.id });
    const price = await t.call(clerkB, 'POST', '/api/customer/skuPricePolicy/list', {
      customerId: customerA.id,
      billDate: '2026-11-25',
      lines: [{ skuId: sku.id, qty: '1' }],
    });
    expect(price.body.errors?.map((e) => e.field)).toEqual(['customerId']);
    // Its own clerk sees the special price of the policy.
    const own = await ok(
      t.call<ResolvedPriceView[]>(clerkA, 'POST', '/api/customer/skuPricePolicy/list', {
        customerId: customerA.id,
        billDate: '2026-11-25',
        lines: [{ skuId: sku.id, qty: '1' }],
      }),
    );
    expect(own[0]).toMatchObject({ unitPrice: '7.5', reason: 'SPECIAL_PRICE' });
  });

  it('needs the button of each write', async () => {
    const reader = await member(t, [centre.id], ['/pricing/policy', '/pricing/promotion']);
    expect((await t.call(reader, 'PUT', '/api/customer/pricePolicy/add', { ...policyBody, code: 'PNO', name: '无权' })).status).toBe(403);
    expect((await t.call(reader, 'PUT', '/api/customer/pricePolicy/status', { ids: [policyA.id], status: 'DISABLE' })).status).toBe(403);
    expect((await t.call(reader, 'POST', '/api/order/promotion/enable', { id: promoA.id, version: promoA.version })).status).toBe(403);
    expect((await t.call(reader, 'PUT', '/api/product/priceAdjust/add', {})).status).toBe(403);
    expect((await t.call(reader, 'POST', '/api/product/rebateGoods/page', {})).status).toBe(403);
    // The price call is open to every signed-in member of the group (every sale screen needs it).
    const c = await addCustomer(t, clerkA);
    const priced = await t.call(reader, 'POST', '/api/customer/skuPricePolicy/list', {
      customerId: c.id,
      billDate: '2026-11-25',
      lines: [{ skuId: sku.id, qty: '1' }],
    });
    expect(priced.body.code).toBe(200);
  });

  it('lets a centre’s promotion reach its dealers by scope, and never a stranger', async () => {
    await ok(t.call(clerkA, 'POST', '/api/order/promotion/enable', { id: promoA.id, version: promoA.version }));
    const dealerCustomer = await addCustomer(t, clerkD);
    const strangerCustomer = await addCustomer(t, clerkB);
    const priceOf = async (s: typeof clerkA, customerId: string) =>
      (
        await ok(
          t.call<ResolvedPriceView[]>(s, 'POST', '/api/customer/skuPricePolicy/list', {
            customerId,
            billDate: '2026-11-25',
            lines: [{ skuId: sku.id, qty: '1' }],
          }),
        )
      )[0];
    expect(await priceOf(clerkD, dealerCustomer.id)).toMatchObject({ reason: 'PROMOTION', unitPrice: '6' });
    expect((await priceOf(clerkB, strangerCustomer.id)).reason).toBe('WHOLESALE_PRICE');
    // The dealer sees the centre's promotion applied, never the centre's promotion records.
    expect((await t.call(clerkD, 'GET', `/api/order/promotion/${promoA.id}`)).body.code).toBe(4000404);

    // Designated to the centre itself only: the dealer no longer gets it.
    const only = await ok(
      t.call<{ id: string; version: number }>(clerkA, 'PUT', '/api/order/promotion/add', promoBody('DESIGNATED', [String(centre.id)])),
    );
    await ok(t.call(clerkA, 'POST', '/api/order/promotion/terminate', { id: promoA.id, version: promoA.version + 1 }));
    await ok(t.call(clerkA, 'POST', '/api/order/promotion/enable', { id: only.id, version: only.version }));
    expect((await priceOf(clerkD, dealerCustomer.id)).reason).toBe('WHOLESALE_PRICE');
    // A dealer may not designate its centre.
    const up = await t.call(clerkD, 'PUT', '/api/order/promotion/add', promoBody('DESIGNATED', [String(centre.id)]));
    expect((up.body.errors ?? []).map((e) => e.field)).toEqual(['orgIds.0']);
  });
});
