import type { DocumentLineView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { lineBody, lineValue, percentToRate, pricedAmount, pricedTotal, rateToPercent } from './line-kinds';

describe('priced lines', () => {
  it('computes 价税合计 as quantity × price to the fen, as the server does', () => {
    expect(pricedAmount('10', '11.3')).toBe('113.00');
    expect(pricedAmount('3', '0.335')).toBe('1.01'); // 1.005 rounds half up
    expect(pricedAmount('0.5', '2.26')).toBe('1.13');
    expect(pricedAmount('', '2')).toBe('');
    expect(pricedAmount('2', null)).toBe('');
  });

  it('adds the lines exactly (no binary fractions)', () => {
    expect(pricedTotal([{ qty: '1', price: '0.1' }, { qty: '1', price: '0.2' }, undefined, { qty: '', price: '5' }])).toBe('0.30');
    expect(
      pricedTotal([
        { qty: '10', price: '11.3' },
        { qty: '5', price: '2.26' },
      ]),
    ).toBe('124.30');
    expect(pricedTotal([])).toBe('0.00');
  });

  it('shows a rate in percent and sends the percent back as the rate', () => {
    expect(rateToPercent('0.13')).toBe('13');
    expect(rateToPercent('0.065')).toBe('6.5');
    expect(rateToPercent(null)).toBeNull();
    expect(percentToRate('13')).toBe('0.13');
    expect(percentToRate('6.5')).toBe('0.065');
    expect(percentToRate('0')).toBe('0');
    expect(percentToRate(9)).toBe('0.09');
  });

  it('maps a priced line to the save body and back, keeping price source and order line', () => {
    const body = lineBody('priced', {
      key: 'k',
      skuId: '7',
      qty: '6',
      price: '11.3',
      taxPercent: '13',
      priceSource: 'PURCHASE_PRICE',
      sourceLineId: '41',
      remark: '',
    });
    expect(body).toEqual({
      skuId: '7',
      qty: '6',
      price: '11.3',
      taxRate: '0.13',
      priceSource: 'PURCHASE_PRICE',
      sourceLineId: '41',
      remark: null,
    });
    const view = {
      id: '9',
      lineNo: 1,
      skuId: '7',
      warehouseId: null,
      qty: '6',
      sourceLineId: '41',
      fulfilledQty: '0',
      price: '11.3',
      taxRate: '0.13',
      priceSource: 'MANUAL',
      remark: 'x',
    } as DocumentLineView;
    expect(lineValue('priced', view)).toEqual({
      key: '9',
      skuId: '7',
      qty: '6',
      price: '11.3',
      taxPercent: '13',
      priceSource: 'MANUAL',
      sourceLineId: '41',
      remark: 'x',
    });
  });

  it('keeps the stock kinds’ bodies as they were', () => {
    expect(lineBody('positive', { key: 'k', skuId: '1', qty: '2', remark: 'r' })).toEqual({ skuId: '1', qty: '2', remark: 'r' });
    expect(lineBody('cost', { key: 'k', skuId: '1', unitCost: '3.5' })).toEqual({ skuId: '1', unitCost: '3.5', remark: null });
  });
});
