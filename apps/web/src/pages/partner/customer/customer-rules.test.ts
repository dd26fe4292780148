import type { CustomerDetail, GeoTreeNode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  formatAmount,
  formatPercent,
  fromCustomerDetail,
  geoPathOf,
  nextStatuses,
  regionOf,
  setDefaultAt,
  toCustomerBody,
  withOneDefault,
} from './customer-rules';

const node = (code: string, name: string, level: GeoTreeNode['level'], children: GeoTreeNode[] = []): GeoTreeNode => ({
  geoId: code,
  code,
  name,
  nameEn: name,
  level,
  parentId: null,
  children,
});

const TREE: GeoTreeNode[] = [
  node('CN', '中国', 'COUNTRY', [
    node('330000', '浙江省', 'PROVINCE', [node('330100', '杭州市', 'CITY'), node('330200', '宁波市', 'CITY')]),
    node('310000', '上海市', 'PROVINCE', [node('310100', '上海市', 'CITY')]),
  ]),
];

describe('customer addresses', () => {
  it('keeps exactly one default: the first marked, else the first row', () => {
    expect(withOneDefault([{ detail: 'a' }, { detail: 'b' }]).map((a) => a.isDefault)).toEqual([true, false]);
    expect(withOneDefault([{ isDefault: false }, { isDefault: true }, { isDefault: true }]).map((a) => a.isDefault)).toEqual([
      false,
      true,
      false,
    ]);
    expect(withOneDefault([])).toEqual([]);
  });

  it('moves the default to the picked row', () => {
    expect(setDefaultAt([{ isDefault: true }, { isDefault: false }], 1).map((a) => a.isDefault)).toEqual([false, true]);
  });
});

describe('customer status', () => {
  it('treats CLOSED as final', () => {
    expect(nextStatuses('CLOSED')).toEqual([]);
    expect(nextStatuses('NORMAL')).toEqual(['DISABLED', 'STOPPED', 'CLOSED']);
  });
});

describe('geo', () => {
  it('finds the path of a code and names the area by province and city', () => {
    expect(geoPathOf(TREE, '330100')).toEqual(['CN', '330000', '330100']);
    expect(areaOf(TREE, ['CN', '330000', '330100'])).toEqual({ areaCode: '330100', areaName: '浙江省 杭州市' });
    expect(areaOf(TREE, ['CN', '310000', '310100'])).toEqual({ areaCode: '310100', areaName: '上海市' });
    expect(areaOf(TREE, undefined)).toEqual({ areaCode: null, areaName: null });
    expect(regionOf(TREE, ['CN', '330000'])).toEqual({ provinceCode: '330000', provinceName: '浙江省', cityCode: null, cityName: null });
  });
});

describe('customer body', () => {
  it('maps the form to the save body: upper-case code, decimals as text, one default address', () => {
    const body = toCustomerBody(
      {
        customerCode: ' sh01 ',
        customerName: '晨曦文具',
        mnemonic: '',
        customerType: 'MODEL',
        area: ['CN', '330000', '330200'],
        ifCreditLimit: true,
        creditLimit: 30000,
        rebateRatio: 2.5,
        rebateType: 'CASH_BACK',
        rewardRatio: 1,
        bankAccount: '  ',
        addresses: [
          { contactName: '甲', contactPhone: '1', region: ['CN', '330000', '330100'], detail: '路 1 号' },
          { contactName: '乙', contactPhone: '2', detail: '路 2 号', isDefault: true },
        ],
      },
      TREE,
    );
    expect(body).toMatchObject({
      customerCode: 'SH01',
      mnemonic: null,
      areaCode: '330200',
      areaName: '浙江省 宁波市',
      creditLimit: '30000',
      rebateRatio: '2.5',
      rewardRatio: '1',
      bankAccount: null,
    });
    expect(body.addresses?.map((a) => [a.isDefault, a.cityName])).toEqual([
      [false, '杭州市'],
      [true, null],
    ]);
  });

  it('drops the credit limit when credit control is off', () => {
    expect(toCustomerBody({ customerCode: 'A', customerName: 'A', ifCreditLimit: false, creditLimit: 5 }, TREE).creditLimit).toBeNull();
  });

  it('reads a saved customer back into the form', () => {
    const detail = {
      customerCode: 'SH01',
      customerName: 'x',
      areaCode: '330100',
      creditLimit: '30000.00',
      rebateRatio: '2.50',
      rewardRatio: '0.00',
      addresses: [
        { id: '5', cityCode: '330100', provinceCode: '330000', contactName: 'a', contactPhone: '1', detail: 'd', isDefault: true },
      ],
    } as unknown as CustomerDetail;
    const v = fromCustomerDetail(detail, TREE);
    expect(v.area).toEqual(['CN', '330000', '330100']);
    expect(v.creditLimit).toBe(30000);
    expect(v.rebateRatio).toBe(2.5);
    expect(v.addresses?.[0].region).toEqual(['CN', '330000', '330100']);
  });
});

describe('formats', () => {
  it('shows amounts with thousands separators and ratios as percentages', () => {
    expect(formatAmount('30000')).toBe('30,000.00');
    expect(formatAmount(null)).toBe('—');
    expect(formatPercent('2.50')).toBe('2.5%');
  });
});
