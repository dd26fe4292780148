import { type DocumentLineView, supplierPriceLine } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import {
  filledPrices,
  LINE_KINDS,
  lineBody,
  lineValue,
  NO_TOTAL_QTY,
  percentToRate,
  pricedAmount,
  pricedTotal,
  rateToPercent,
  saleLineAmount,
} from './line-kinds';

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

  it('maps a supply line (minimum quantity, price, tax rate) to the body the server parses, and back', () => {
    const line = { key: 'k', skuId: '7', minQty: '100', price: '1.05', taxPercent: '13', priceSource: null, remark: '' };
    const body = lineBody('supply', line);
    expect(body).toEqual({ skuId: '7', minQty: '100', price: '1.05', taxRate: '0.13', remark: null });
    expect(supplierPriceLine.parse(body)).toMatchObject({ skuId: 7, minQty: '100', price: '1.05', taxRate: '0.13' });
    const view = {
      id: '9',
      lineNo: 1,
      skuId: '7',
      warehouseId: null,
      qty: '0',
      sourceLineId: null,
      fulfilledQty: '0',
      ...body,
    } as DocumentLineView;
    expect(lineValue('supply', view)).toEqual({ key: '9', skuId: '7', minQty: '100', price: '1.05', taxPercent: '13', remark: null });
  });
});

describe('sale lines (赠品, 行折扣额)', () => {
  it('takes the discount off the amount and the total, to the fen', () => {
    expect(saleLineAmount('10', '11.3', '3')).toBe('110.00');
    expect(saleLineAmount('10', '11.3', null)).toBe('113.00');
    expect(saleLineAmount('', '11.3', '3')).toBe('');
    expect(
      pricedTotal([
        { qty: '10', price: '11.3', discount: '0.3' },
        { qty: '1', price: '0', discount: null },
      ]),
    ).toBe('112.70');
  });

  it('sends a gift and a discount only when a line has them, and reads them back', () => {
    const base = { key: 'k', skuId: '7', qty: '2', price: '5', taxPercent: '0', priceSource: 'MANUAL', remark: '' };
    expect(lineBody('priced', base)).not.toHaveProperty('gift');
    expect(lineBody('priced', base)).not.toHaveProperty('discount');
    expect(lineBody('priced', { ...base, discount: '1.5' })).toMatchObject({ discount: '1.5' });
    expect(lineBody('priced', { ...base, price: '0', gift: true, discount: '1' })).toMatchObject({ gift: true, price: '0' });
    expect(lineBody('priced', { ...base, price: '0', gift: true, discount: '1' })).not.toHaveProperty('discount');
    const view = { id: '9', lineNo: 1, skuId: '7', warehouseId: null, qty: '2', sourceLineId: null, fulfilledQty: '0' };
    expect(lineValue('priced', { ...view, price: '0', gift: true, discount: '0.00' } as DocumentLineView)).toMatchObject({ gift: true });
    expect(lineValue('priced', { ...view, price: '5', gift: false, discount: '1.00' } as DocumentLineView)).toMatchObject({
      discount: '1.00',
    });
  });
});

describe('price lines (调价单)', () => {
  it('sends only the prices given a new value, as texts', () => {
    const body = lineBody('prices', {
      key: 'k',
      skuId: '7',
      newPrices: { wholesalePrice: '11.5', retailPrice: '', purchasePrice: null, memberPrice: ' 3 ' },
      remark: '',
    });
    expect(body).toEqual({ skuId: '7', newPrices: { wholesalePrice: '11.5', memberPrice: '3' }, remark: null });
  });

  it('reads the new prices and, once posted, the old ones the server kept from the line', () => {
    const view = {
      id: '9',
      lineNo: 1,
      skuId: '7',
      warehouseId: null,
      qty: '0',
      sourceLineId: null,
      fulfilledQty: '0',
      newPrices: { wholesalePrice: '11.5' },
      oldPrices: { wholesalePrice: '10.0000' },
      remark: null,
    } as DocumentLineView;
    expect(lineValue('prices', view)).toEqual({
      key: '9',
      skuId: '7',
      newPrices: { wholesalePrice: '11.5' },
      oldPrices: { wholesalePrice: '10.0000' },
      remark: null,
    });
    expect(lineValue('prices', { ...view, oldPrices: undefined }).oldPrices).toEqual({});
  });

  it('keeps only filled prices of the nine', () => {
    expect(filledPrices({ wholesalePrice: '1', other: '2', retailPrice: undefined } as Record<string, unknown>)).toEqual({
      wholesalePrice: '1',
    });
    expect(filledPrices(null)).toEqual({});
  });
});

describe('term lines (付款折扣单)', () => {
  it('sends the days or the payment method with the percent, without goods', () => {
    expect(lineBody('terms', { key: 'k', days: 30, paymentType: null, discountPercent: '2', remark: 'r' })).toEqual({
      days: 30,
      discountPercent: '2',
      remark: 'r',
    });
    expect(lineBody('terms', { key: 'k', days: null, paymentType: 'CASH', discountPercent: '1.5' })).toEqual({
      paymentType: 'CASH',
      discountPercent: '1.5',
      remark: null,
    });
    expect(lineBody('terms', { key: 'k', days: 0, discountPercent: '5' })).toEqual({ days: 0, discountPercent: '5', remark: null });
  });

  it('reads a loaded term back', () => {
    const view = {
      id: '3',
      lineNo: 1,
      skuId: null,
      warehouseId: null,
      qty: '0',
      sourceLineId: null,
      fulfilledQty: '0',
      days: 10,
      discountPercent: '3',
      remark: null,
    } as DocumentLineView;
    expect(lineValue('terms', view)).toEqual({ key: '3', days: 10, paymentType: null, discountPercent: '3', remark: null });
  });

  it('says which kinds have goods and a total quantity', () => {
    expect([LINE_KINDS.prices.goods, NO_TOTAL_QTY.includes('prices')]).toEqual([true, true]);
    expect([LINE_KINDS.terms.goods, NO_TOTAL_QTY.includes('terms')]).toEqual([false, true]);
    expect(NO_TOTAL_QTY.includes('priced')).toBe(false);
  });
});

describe('money lines', () => {
  it('send a collection line’s payment discount only when one is taken, and read it back', () => {
    expect(lineBody('money', { key: 'a', entryId: '7', amount: '400.00', paymentDiscount: '8.00' })).toEqual({
      amount: '400.00',
      entryId: '7',
      paymentDiscount: '8.00',
      remark: null,
    });
    expect(lineBody('money', { key: 'a', entryId: '7', amount: '400.00', paymentDiscount: '0.00' })).toEqual({
      amount: '400.00',
      entryId: '7',
      remark: null,
    });
    const loaded = { id: '1', lineNo: 1, entryId: '7', amount: '400.00', paymentDiscount: '8.00' } as unknown as DocumentLineView;
    expect(lineValue('money', loaded)).toMatchObject({ entryId: '7', amount: '400.00', paymentDiscount: '8.00' });
  });
});

describe('distribution request lines (配货)', () => {
  const loaded = (extra: Record<string, unknown>) =>
    ({ id: '9', lineNo: 1, skuId: '7', qty: '5', fulfilledQty: '0', remark: null, ...extra }) as unknown as DocumentLineView;

  it('a transfer line made by 调拨配货 keeps its request line through an edit; other lines never carry one', () => {
    const value = lineValue('positive', loaded({ requestLineId: '321' }));
    expect(value.requestLineId).toBe('321');
    expect(lineBody('positive', { ...value, qty: '4' })).toEqual({ skuId: '7', qty: '4', requestLineId: '321', remark: null });
    const plain = lineValue('positive', loaded({}));
    expect(lineBody('positive', plain)).toEqual({ skuId: '7', qty: '5', remark: null });
  });

  it('a sale line made by 配货 keeps its request line too', () => {
    const value = lineValue('priced', loaded({ requestLineId: '55', price: '2', taxRate: '0.13' }));
    expect(lineBody('priced', value)).toMatchObject({ skuId: '7', qty: '5', requestLineId: '55' });
  });
});
