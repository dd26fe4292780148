import { supplierTaxRate } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { formatTaxRate, percentToRate, rateToPercent, toSupplierBody } from './supplier-rules';

describe('supplier tax rate', () => {
  it('sends a percentage as the fraction in [0, 1) the server accepts', () => {
    for (const [percent, rate] of [
      [13, '0.13'],
      [0, '0'],
      [6.5, '0.065'],
      [99.99, '0.9999'],
      [16.67, '0.1667'],
    ] as const) {
      expect(percentToRate(percent)).toBe(rate);
      expect(supplierTaxRate.safeParse(rate).success).toBe(true);
    }
  });

  it('refuses 100 % and negative rates', () => {
    expect(percentToRate(100)).toBeNull();
    expect(percentToRate(-1)).toBeNull();
  });

  it('reads the fraction back as a percentage', () => {
    expect(rateToPercent('0.1300')).toBe(13);
    expect(rateToPercent('0.065')).toBe(6.5);
    expect(formatTaxRate('0.03')).toBe('3%');
  });

  it('builds the save body', () => {
    const body = toSupplierBody({ supplierCode: 's-01', supplierName: ' 得力 ', taxpayerType: 'MINI', taxRatePercent: 3, bankAccount: '' });
    expect(body).toMatchObject({ supplierCode: 'S-01', supplierName: '得力', taxRate: '0.03', bankAccount: null, supplierType: 'CUSTOM' });
  });
});
