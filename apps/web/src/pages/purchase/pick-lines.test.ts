import type { DocumentLineView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { openQty, pickedLines } from './pick-lines';

const orderLine = (id: string, skuId: string, qty: string, fulfilledQty: string, price = '11.3') =>
  ({ id, lineNo: 1, skuId, warehouseId: null, qty, fulfilledQty, sourceLineId: null, price, taxRate: '0.13' }) as DocumentLineView;

describe('pick from purchase order', () => {
  it('leaves open what is ordered less what is received, never below zero', () => {
    expect(openQty(orderLine('1', '5', '10', '6'))).toBe('4');
    expect(openQty(orderLine('1', '5', '10', '11'))).toBe('0');
    expect(openQty(orderLine('1', '5', '2.5', '0.3'))).toBe('2.2');
  });

  it('turns ticked order lines into receipt lines naming them, at the order’s price and tax rate', () => {
    const lines = pickedLines(
      [{ key: 'n0', skuId: undefined, qty: null }],
      [
        { line: orderLine('41', '7', '10', '6'), qty: '4' },
        { line: orderLine('42', '8', '5', '0', '2.26'), qty: '0' },
      ],
    );
    expect(lines).toEqual([
      { key: 's41', skuId: '7', qty: '4', price: '11.3', taxPercent: '13', priceSource: null, sourceLineId: '41', remark: null },
    ]);
  });

  it('keeps the lines entered by hand and replaces a line taken again from the same order line', () => {
    const hand = { key: 'h', skuId: '9', qty: '1', price: '3', taxPercent: '13' };
    const before = pickedLines([hand], [{ line: orderLine('41', '7', '10', '0'), qty: '10' }]);
    const again = pickedLines(before, [{ line: orderLine('41', '7', '10', '0'), qty: '3' }]);
    expect(again.map((l) => [l.skuId, l.qty, l.sourceLineId ?? null])).toEqual([
      ['9', '1', null],
      ['7', '3', '41'],
    ]);
  });
});
