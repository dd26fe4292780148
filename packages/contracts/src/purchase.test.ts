import { describe, expect, it } from 'vitest';
import { amountOf, purchaseOrderSaveBody } from './purchase';

describe('purchase contracts', () => {
  it('computes a line amount exactly, half up to the fen', () => {
    expect(amountOf('3', '12.5')).toBe('37.50');
    expect(amountOf('2.5', '0.333333')).toBe('0.83');
    expect(amountOf('10', '1.005')).toBe('10.05');
    expect(amountOf('7', '0.125')).toBe('0.88');
    expect(amountOf('0.0001', '0.000001')).toBe('0.00');
    expect(amountOf('1234.5678', '98.765432')).toBe('121932.62');
  });

  it('takes the amount from quantity and price, never from the client, and refuses a second line of one SKU', () => {
    const body = {
      billDate: '2026-11-25',
      supplierId: '1',
      warehouseId: '2',
      deliveryDeadline: '2026-12-01T10:00:00+08:00',
      lines: [{ skuId: '5', qty: '12', price: '1.85', taxRate: '0.13', amount: '1' }],
    };
    const parsed = purchaseOrderSaveBody.parse(body);
    expect(parsed.lines[0]).toMatchObject({ amount: '22.20', priceSource: 'MANUAL' });
    const twice = purchaseOrderSaveBody.safeParse({ ...body, lines: [body.lines[0], body.lines[0]] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0].path).toEqual(['lines', 1, 'skuId']);
    expect(purchaseOrderSaveBody.safeParse({ ...body, lines: [{ ...body.lines[0], taxRate: '1.2' }] }).success).toBe(false);
  });
});
