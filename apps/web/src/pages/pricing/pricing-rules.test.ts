import type { PricePolicyView, PromotionView } from '@quire/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toGoodsListBody } from './goods-list-rules';
import { type PolicyValues, toPolicyBody, toPolicyValues } from './policy-rules';
import { policyPrice, roundPrice, toItems } from './pricing-rules';
import { discountWord, type PromotionValues, type TierValues, tierProblems, toPromotionBody, toPromotionValues } from './promotion-rules';

const policyView: PricePolicyView = {
  id: '7',
  code: 'P01',
  name: '一级批发',
  basePrice: 'distributionPrice',
  method: 'ADD',
  ratio: '10',
  precision: 'JIAO',
  roundingMode: 'HALF_UP',
  scope: 'CATEGORY',
  scopeIds: ['3', '4'],
  scopeNames: ['笔类', '纸品'],
  specials: [{ skuId: '11', skuCode: 'SKU11', skuName: '中性笔', unit: '支', price: '6.66' }],
  specialCount: 1,
  customerCount: 2,
  remark: null,
  status: 'ENABLE',
  createTime: '2026-11-25T08:00:00Z',
  updateTime: '2026-11-25T08:00:00Z',
};

describe('price policy form ↔ body', () => {
  it('round-trips a policy, keeping only the chosen scope ids', () => {
    const values = toPolicyValues(policyView);
    expect(values.categoryIds).toEqual(['3', '4']);
    expect(values.brandIds).toEqual([]);
    expect(toPolicyBody(values)).toEqual({
      code: 'P01',
      name: '一级批发',
      basePrice: 'distributionPrice',
      method: 'ADD',
      ratio: '10',
      precision: 'JIAO',
      roundingMode: 'HALF_UP',
      scope: 'CATEGORY',
      scopeIds: ['3', '4'],
      specials: [{ skuId: '11', price: '6.66' }],
      remark: null,
    });
  });

  it('sends no scope ids for all goods, the brands for a brand scope, and drops special lines without a price', () => {
    const base: PolicyValues = { ...toPolicyValues(policyView), brandIds: ['9'] };
    expect(toPolicyBody({ ...base, scope: 'ALL' }).scopeIds).toEqual([]);
    expect(toPolicyBody({ ...base, scope: 'BRAND' }).scopeIds).toEqual(['9']);
    const body = toPolicyBody({
      ...base,
      specials: [
        { id: '1', code: 'A', name: 'a', price: '' },
        { id: '2', code: 'B', name: 'b', price: '3' },
      ],
    });
    expect(body.specials).toEqual([{ skuId: '2', price: '3' }]);
    expect(toPolicyBody({ ...base, remark: '  ' }).remark).toBeNull();
  });
});

describe('the policy example price', () => {
  it('is base × (1 ± ratio), rounded as the server rounds', () => {
    const p = { method: 'ADD' as const, ratio: '10', precision: 'JIAO' as const, roundingMode: 'HALF_UP' as const };
    expect(policyPrice('10', p)).toBe('11.0');
    expect(policyPrice('7.77', p)).toBe('8.5');
    expect(policyPrice('7.77', { ...p, precision: 'FEN' })).toBe('8.55');
    expect(policyPrice('7.77', { ...p, method: 'REDUCE', roundingMode: 'DOWN' })).toBe('6.9');
    expect(policyPrice('7.77', { ...p, method: 'REDUCE', precision: 'YUAN', roundingMode: 'UP' })).toBe('7');
    expect(policyPrice('7.77', { ...p, roundingMode: 'NONE' })).toBe('8.55');
    expect(policyPrice('10', { ...p, ratio: '12.5', precision: 'FEN' })).toBe('11.25');
  });

  it('is nothing before the ratio is a number, or for a reduction of 100 %', () => {
    const p = { method: 'REDUCE' as const, precision: 'FEN' as const, roundingMode: 'HALF_UP' as const };
    expect(policyPrice('10', { ...p, ratio: '' })).toBeNull();
    expect(policyPrice('10', { ...p, ratio: 'abc' })).toBeNull();
    expect(policyPrice('10', { ...p, ratio: '100' })).toBeNull();
  });

  it('rounds exactly on the digits', () => {
    expect(roundPrice('0.005', 'HALF_UP', 'FEN')).toBe('0.01');
    expect(roundPrice('0.004', 'HALF_UP', 'FEN')).toBe('0.00');
    expect(roundPrice('1.01', 'UP', 'YUAN')).toBe('2');
    expect(roundPrice('1.99', 'DOWN', 'JIAO')).toBe('1.9');
  });
});

const promotionView: PromotionView = {
  id: '5',
  billNo: 'CXD2026112500001',
  name: '双十一',
  version: 2,
  beginDate: '2026-11-01',
  endDate: '2026-11-30',
  kind: 'DISCOUNT',
  orderTypes: ['TELESALES'],
  orgScope: 'DESIGNATED',
  orgIds: ['1'],
  orgNames: ['总部'],
  customerScope: 'ALL',
  customerIds: [],
  customerNames: [],
  tiered: true,
  tiers: [
    { threshold: '10', value: '95', items: [{ kind: 'SKU', id: '11', code: 'SKU11', name: '中性笔' }] },
    {
      threshold: '100',
      value: '90',
      items: [
        { kind: 'SKU', id: '11', code: 'SKU11', name: '中性笔' },
        { kind: 'CATEGORY', id: '3', code: 'C3', name: '笔类' },
      ],
    },
  ],
  remark: '年末',
  status: 'DRAFT',
  createdByName: '管理员',
  createTime: '2026-11-25T08:00:00Z',
  updateTime: '2026-11-25T08:00:00Z',
};

describe('promotion form ↔ body', () => {
  it('round-trips a tiered promotion with goods and categories per tier', () => {
    const values = toPromotionValues(promotionView);
    expect(values.period.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-01', '2026-11-30']);
    expect(values.tiers[1].categoryIds).toEqual(['3']);
    expect(toPromotionBody(values)).toEqual({
      name: '双十一',
      beginDate: '2026-11-01',
      endDate: '2026-11-30',
      kind: 'DISCOUNT',
      orderTypes: ['TELESALES'],
      orgScope: 'DESIGNATED',
      orgIds: ['1'],
      customerScope: 'ALL',
      customerIds: [],
      tiered: true,
      tiers: [
        { threshold: '10', value: '95', items: [{ kind: 'SKU', id: '11' }] },
        {
          threshold: '100',
          value: '90',
          items: [
            { kind: 'SKU', id: '11' },
            { kind: 'CATEGORY', id: '3' },
          ],
        },
      ],
      remark: '年末',
    });
  });

  it('sends one tier at 0 without tiers, and no ids for a scope of all', () => {
    const values: PromotionValues = {
      ...toPromotionValues(promotionView),
      tiered: false,
      orgScope: 'ALL',
      customerScope: 'ALL',
      customerIds: ['8'],
    };
    const body = toPromotionBody(values);
    expect(body.tiers).toEqual([{ threshold: '0', value: '95', items: [{ kind: 'SKU', id: '11' }] }]);
    expect(body.orgIds).toEqual([]);
    expect(body.customerIds).toEqual([]);
  });
});

describe('tier validation', () => {
  const tier = (threshold: string | null, value: string | null, skus = 1): TierValues => ({
    threshold,
    value,
    skus: Array.from({ length: skus }, (_, i) => ({ id: String(i + 1), code: `S${i}`, name: 's' })),
    categoryIds: [],
  });

  it('accepts strictly increasing thresholds with a value and goods each', () => {
    expect(tierProblems([tier('10', '95'), tier('100', '90')], 'DISCOUNT', true).size).toBe(0);
  });

  it('names each problem of each tier', () => {
    const problems = tierProblems([tier('10', '95'), tier('10', '100'), tier(null, '0', 0)], 'DISCOUNT', true);
    expect(problems.get(0)).toBeUndefined();
    expect(problems.get(1)).toEqual(['thresholdNotIncreasing', 'discountBelow100']);
    expect(problems.get(2)).toEqual(['thresholdRequired', 'valuePositive', 'itemsRequired']);
  });

  it('compares with the last threshold given, and allows a price of 100 or more', () => {
    const problems = tierProblems([tier('10', '120'), tier('5', '110'), tier('6', '100')], 'PRICE', true);
    expect(problems.get(1)).toEqual(['thresholdNotIncreasing']);
    expect(problems.get(2)).toBeUndefined();
  });

  it('checks only the first tier and no threshold without tiers; categories count as items', () => {
    const first: TierValues = { threshold: null, value: '80', skus: [], categoryIds: ['3'] };
    expect(tierProblems([first, tier(null, null, 0)], 'DISCOUNT', false).size).toBe(0);
    expect(tierProblems([tier(null, null, 0)], 'PRICE', false).get(0)).toEqual(['valueRequired', 'itemsRequired']);
  });

  it('words a discount as the percent paid over ten', () => {
    expect(discountWord('90')).toBe('9');
    expect(discountWord('85')).toBe('8.5');
    expect(discountWord('100')).toBe('');
  });
});

describe('goods list body', () => {
  it('lists goods then categories, each once, with the kind of the screen', () => {
    expect(
      toGoodsListBody('NO_DISCOUNT', {
        name: ' 特价品 ',
        period: [dayjs('2026-11-01'), dayjs('2026-12-31')],
        skus: [
          { id: '2', code: 'B', name: 'b' },
          { id: '2', code: 'B', name: 'b' },
        ],
        categoryIds: ['5'],
      }),
    ).toEqual({
      kind: 'NO_DISCOUNT',
      name: '特价品',
      validFrom: '2026-11-01',
      validTo: '2026-12-31',
      items: [
        { kind: 'SKU', id: '2' },
        { kind: 'CATEGORY', id: '5' },
      ],
      remark: null,
    });
    expect(toItems({})).toEqual([]);
  });
});
