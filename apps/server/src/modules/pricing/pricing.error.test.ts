// Every pricing rule refuses bad input with a 4xx naming the field and its message, and
// changes nothing.
import type { PricePolicySaveBody, PromotionSaveBody } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { addCustomer, fieldsOf } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';

const t = await startTestApp();
const ZH = { language: 'zh-CN' };
const kit = productKit(t);
const admin = await kit.admin();
const sku = await kit.sku({ wholesalePrice: '10' });
const disabled = await kit.sku({ status: 'DISABLE' } as never);

const policy = (values: Partial<PricePolicySaveBody> = {}) => ({
  code: 'PERR1',
  name: '错误政策',
  basePrice: 'wholesalePrice',
  method: 'ADD',
  ratio: '5',
  precision: 'FEN',
  roundingMode: 'HALF_UP',
  scope: 'ALL',
  ...values,
});
const promotion = (values: Partial<PromotionSaveBody> = {}) => ({
  name: '促销',
  beginDate: '2026-11-01',
  endDate: '2026-12-31',
  kind: 'DISCOUNT',
  orgScope: 'ALL',
  customerScope: 'ALL',
  tiered: true,
  tiers: [{ threshold: '10', value: '90', items: [{ kind: 'SKU', id: sku.id }] }],
  ...values,
});

describe('price policy (errors)', () => {
  it('names the field of each refused rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [policy({ scope: 'CATEGORY', scopeIds: [] }), 'scopeIds'],
      [policy({ method: 'REDUCE', ratio: '100' }), 'ratio'],
      [policy({ ratio: '100.001' }), 'ratio'],
      [policy({ specials: [{ skuId: sku.id, price: '0' }] }), 'specials.0.price'],
      [policy({ specials: [{ skuId: '999999', price: '1' }] }), 'specials.0.skuId'],
      [policy({ scope: 'CATEGORY', scopeIds: ['999999'] }), 'scopeIds.0'],
      [policy({ basePrice: 'purchasePrice' as never }), 'basePrice'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(admin, 'PUT', '/api/customer/pricePolicy/add', body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.code, field).not.toBe(200);
      expect(fieldsOf(res.body), field).toContain(field);
    }
    const page = await kit.ok<{ total: number }>('POST', '/api/customer/pricePolicy/page', {});
    expect(page.total).toBe(0);
  });

  it('refuses a second policy of the same code, in Chinese and in English', async () => {
    await kit.ok('PUT', '/api/customer/pricePolicy/add', policy({ code: 'PDUP', name: '政策甲' }));
    const zh = await t.call(admin, 'PUT', '/api/customer/pricePolicy/add', policy({ code: 'PDUP', name: '政策乙' }), ZH);
    expect(fieldsOf(zh.body)).toEqual(['code']);
    expect(zh.body.msg).toContain('PDUP');
    expect(zh.body.msg).toContain('已存在');
    const en = await t.call(admin, 'PUT', '/api/customer/pricePolicy/add', policy({ code: 'PDUP', name: '政策丙' }));
    expect(en.body.msg).toContain('already exists');
  });

  it('does not let a customer take a disabled or unknown policy', async () => {
    const p = await kit.ok<{ id: string }>('PUT', '/api/customer/pricePolicy/add', policy({ code: 'POFF', name: '停用政策' }));
    await kit.ok('PUT', '/api/customer/pricePolicy/status', { ids: [p.id], status: 'DISABLE' });
    for (const id of [p.id, '999999']) {
      const res = await t.call(
        admin,
        'PUT',
        '/api/customer/jcCustomerInfo/save',
        {
          ...(await import('../partner/partner.test-kit')).customerBody(),
          pricePolicyId: id,
        },
        ZH,
      );
      expect(fieldsOf(res.body)).toContain('pricePolicyId');
      expect(res.body.errors?.[0]?.message).toContain('价格政策不存在、不属于当前业务组织或已停用');
    }
  });
});

describe('promotion (errors)', () => {
  it('names the field of each refused rule', async () => {
    const other = await t.given.businessGroup();
    const cases: [Record<string, unknown>, string][] = [
      [
        promotion({
          tiers: [
            { threshold: '10', value: '95', items: [{ kind: 'SKU', id: sku.id }] },
            { threshold: '10', value: '90', items: [{ kind: 'SKU', id: sku.id }] },
          ],
        }),
        'tiers.1.threshold',
      ],
      [promotion({ tiers: [{ threshold: '1', value: '90', items: [] }] }), 'tiers.0.items'],
      [promotion({ kind: 'DISCOUNT', tiers: [{ threshold: '1', value: '100', items: [{ kind: 'SKU', id: sku.id }] }] }), 'tiers.0.value'],
      [promotion({ orgScope: 'DESIGNATED', orgIds: [] }), 'orgIds'],
      [promotion({ customerScope: 'DESIGNATED', customerIds: [] }), 'customerIds'],
      [promotion({ endDate: '2026-10-01' }), 'endDate'],
      [promotion({ orgScope: 'DESIGNATED', orgIds: [String(other.id)] }), 'orgIds.0'],
      [promotion({ customerScope: 'DESIGNATED', customerIds: ['999999'] }), 'customerIds.0'],
      [promotion({ tiers: [{ threshold: '1', value: '90', items: [{ kind: 'SKU', id: disabled.id }] }] }), 'tiers.0.items.0.id'],
      [promotion({ tiers: [{ threshold: '1', value: '90', items: [{ kind: 'CATEGORY', id: '999999' }] }] }), 'tiers.0.items.0.id'],
      [
        promotion({
          tiered: false,
          tiers: [
            { threshold: '0', value: '95', items: [{ kind: 'SKU', id: sku.id }] },
            { threshold: '5', value: '90', items: [{ kind: 'SKU', id: sku.id }] },
          ],
        }),
        'tiers',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(admin, 'PUT', '/api/order/promotion/add', body);
      expect(res.status, field).toBeLessThan(500);
      expect(fieldsOf(res.body), field).toContain(field);
    }
    expect((await kit.ok<{ total: number }>('POST', '/api/order/promotion/page', {})).total).toBe(0);
  });

  it('changes only drafts, enables only drafts not yet ended, terminates only effective ones', async () => {
    const saved = await kit.ok<{ id: string; version: number; billNo: string }>('PUT', '/api/order/promotion/add', promotion());
    expect(saved.billNo).toMatch(/^CXD\d{8}\d{5}$/);
    const terminateDraft = await t.call(admin, 'POST', '/api/order/promotion/terminate', { id: saved.id, version: saved.version }, ZH);
    expect(terminateDraft.body.msg).toContain('只有已生效的促销单可以终止');
    // A stale version is refused.
    const stale = await t.call(admin, 'POST', '/api/order/promotion/enable', { id: saved.id, version: saved.version + 5 }, ZH);
    expect(stale.body.msg).toContain('已被他人修改');
    await kit.ok('POST', '/api/order/promotion/enable', { id: saved.id, version: saved.version });
    const edit = await t.call(
      admin,
      'POST',
      '/api/order/promotion/update',
      { ...promotion({ name: '改名' }), id: saved.id, version: saved.version + 1 },
      ZH,
    );
    expect(edit.body.msg).toContain('不能修改');
    const del = await t.call(admin, 'DELETE', `/api/order/promotion?ids=${saved.id}`);
    expect(del.body.code).not.toBe(200);
    const again = await t.call(admin, 'POST', '/api/order/promotion/enable', { id: saved.id, version: saved.version + 1 }, ZH);
    expect(again.body.msg).toContain('只有未启用的促销单可以启用');

    const ended = await kit.ok<{ id: string; version: number }>(
      'PUT',
      '/api/order/promotion/add',
      promotion({ beginDate: '2020-01-01', endDate: '2020-01-31' }),
    );
    const late = await t.call(admin, 'POST', '/api/order/promotion/enable', { id: ended.id, version: ended.version });
    expect(late.body.msg).toContain('has already ended');
  });
});

describe('goods lists, adjustments, payment discounts and the price call (errors)', () => {
  it('refuses a list with no goods, dates the wrong way round, an unknown SKU or a kind of another screen', async () => {
    const base = { kind: 'REBATE', name: '返利清单', validFrom: '2026-11-01', validTo: '2026-12-31', items: [{ kind: 'SKU', id: sku.id }] };
    const cases: [string, Record<string, unknown>, string][] = [
      ['rebateGoods', { ...base, items: [] }, 'items'],
      ['rebateGoods', { ...base, validTo: '2026-10-01' }, 'validTo'],
      ['rebateGoods', { ...base, items: [{ kind: 'SKU', id: '999999' }] }, 'items.0.id'],
      [
        'rebateGoods',
        {
          ...base,
          items: [
            { kind: 'SKU', id: sku.id },
            { kind: 'SKU', id: sku.id },
          ],
        },
        'items.1.id',
      ],
      ['noDiscountGoods', base, 'kind'],
    ];
    for (const [segment, body, field] of cases) {
      const res = await t.call(admin, 'PUT', `/api/product/${segment}/add`, body);
      expect(res.status, field).toBeLessThan(500);
      expect(fieldsOf(res.body), field).toContain(field);
    }
  });

  it('refuses an adjustment that changes nothing, twice the same goods, or takes effect in the past', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ billDate: day, effectiveDate: day, lines: [{ skuId: sku.id, newPrices: {} }] }, 'lines.0.newPrices'],
      [{ billDate: day, effectiveDate: day, lines: [{ skuId: sku.id, newPrices: { retailPrice: '0' } }] }, 'lines.0.newPrices.retailPrice'],
      [
        {
          billDate: day,
          effectiveDate: day,
          lines: [
            { skuId: sku.id, newPrices: { retailPrice: '2' } },
            { skuId: sku.id, newPrices: { wholesalePrice: '2' } },
          ],
        },
        'lines.1.skuId',
      ],
      [
        { billDate: '2020-01-01', effectiveDate: '2020-01-02', lines: [{ skuId: sku.id, newPrices: { retailPrice: '2' } }] },
        'effectiveDate',
      ],
      [{ billDate: day, effectiveDate: day, lines: [{ skuId: '999999', newPrices: { retailPrice: '2' } }] }, 'lines.0.skuId'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(admin, 'PUT', '/api/product/priceAdjust/add', body);
      expect(res.status, field).toBeLessThan(500);
      expect(fieldsOf(res.body), field).toContain(field);
    }
  });

  it('refuses a payment discount line without its days or method', async () => {
    const day = '2026-11-25';
    const body = {
      billDate: day,
      basis: 'DAYS',
      validFrom: day,
      validTo: '2026-12-31',
      lines: [{ paymentType: 'CASH', discountPercent: '2' }],
    };
    const res = await t.call(admin, 'PUT', '/api/order/paymentDiscount/add', body);
    expect(fieldsOf(res.body)).toContain('lines.0.days');
    const over = await t.call(admin, 'PUT', '/api/order/paymentDiscount/add', { ...body, lines: [{ days: 10, discountPercent: '100' }] });
    expect(fieldsOf(over.body)).toContain('lines.0.discountPercent');
  });

  it('names the customer, the SKU or the package the price call does not know', async () => {
    const c = await addCustomer(t, admin);
    const call = (body: Record<string, unknown>) => t.call(admin, 'POST', '/api/customer/skuPricePolicy/list', body);
    const line = { skuId: sku.id, qty: '1' };
    expect(fieldsOf((await call({ customerId: '999999', billDate: '2026-11-25', lines: [line] })).body)).toEqual(['customerId']);
    expect(fieldsOf((await call({ customerId: c.id, billDate: '2026-11-25', lines: [{ skuId: '999999', qty: '1' }] })).body)).toEqual([
      'lines.0.skuId',
    ]);
    expect(fieldsOf((await call({ customerId: c.id, billDate: '2026-11-25', lines: [{ ...line, packageId: '999999' }] })).body)).toEqual([
      'lines.0.packageId',
    ]);
    expect(fieldsOf((await call({ customerId: c.id, billDate: '2026-11-25', lines: [{ ...line, qty: '0' }] })).body)).toEqual([
      'lines.0.qty',
    ]);
    expect((await call({ customerId: c.id, billDate: '2026-11-25', lines: [] })).status).toBe(400);
  });
});
