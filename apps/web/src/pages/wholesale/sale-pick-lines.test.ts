import { describe, expect, it } from 'vitest';
import { discountShare, type SalePickLine, salePickedLines } from './sale-pick-lines';

const pick = (over: Partial<SalePickLine> = {}): SalePickLine => ({
  id: '41',
  documentId: '4',
  billNo: 'KHDD2026112700001',
  billDate: '2026-11-27',
  warehouseId: '31',
  lineNo: 1,
  skuId: '101',
  qty: '10.0000',
  fulfilledQty: '4.0000',
  open: '6.0000',
  price: '11.3',
  taxRate: '0.13',
  discount: '3.00',
  gift: false,
  ...over,
});

describe('lines picked from orders and sales', () => {
  it('shares a discount by the quantity taken, to the fen rounded down', () => {
    expect(discountShare('3.00', '6', '10.0000')).toBe('1.80');
    expect(discountShare('1.00', '1', '3')).toBe('0.33');
    expect(discountShare('0', '1', '3')).toBeNull();
    expect(discountShare(null, '1', '3')).toBeNull();
  });

  it('makes sale lines naming their order line, with its price, tax, gift and share of the discount', () => {
    const lines = salePickedLines(
      [{ key: 'e', skuId: undefined, qty: null, remark: null }],
      [
        { line: pick(), qty: '6' },
        { line: pick({ id: '42', lineNo: 2, skuId: '102', price: '0', discount: '0', gift: true }), qty: '1' },
        { line: pick({ id: '43', lineNo: 3 }), qty: '0' },
      ],
      true,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        skuId: '101',
        qty: '6',
        price: '11.3',
        taxPercent: '13',
        sourceLineId: '41',
        discount: '1.80',
        gift: null,
      }),
      expect.objectContaining({ skuId: '102', qty: '1', price: '0', sourceLineId: '42', gift: true, discount: null }),
    ]);
  });

  it('makes return lines without gift or discount, replacing an earlier pick of the same line', () => {
    const first = salePickedLines([], [{ line: pick(), qty: '2' }], false);
    const again = salePickedLines([...first, { key: 'x', skuId: '7', qty: '1' }], [{ line: pick(), qty: '3' }], false);
    expect(again.map((l) => [l.skuId, l.qty, l.sourceLineId])).toEqual([
      ['7', '1', undefined],
      ['101', '3', '41'],
    ]);
    expect(again[1]).not.toHaveProperty('gift');
    expect(again[1]).not.toHaveProperty('discount');
  });
});
