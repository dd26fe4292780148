import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultValidity, discountValidity, linesForBasis } from './payment-discount-rules';

const today = dayjs('2026-11-25T09:00:00');

describe('payment discount', () => {
  it('is valid from today for a year to start with', () => {
    const { validFrom, validTo } = defaultValidity(today);
    expect([validFrom.format('YYYY-MM-DD'), validTo.format('YYYY-MM-DD')]).toEqual(['2026-11-25', '2027-11-24']);
  });

  it('clears the other basis’ field of every line when the basis changes, keeping the percent', () => {
    const lines = [{ key: 'a', days: 30, paymentType: 'CASH', discountPercent: '2', remark: 'r' }];
    expect(linesForBasis(lines, 'METHOD')).toEqual([{ key: 'a', days: null, paymentType: 'CASH', discountPercent: '2', remark: 'r' }]);
    expect(linesForBasis(lines, 'DAYS')).toEqual([{ key: 'a', days: 30, paymentType: null, discountPercent: '2', remark: 'r' }]);
  });

  it('tells where a reviewed one stands by its validity', () => {
    expect(discountValidity('REVIEWED', '2026-11-25', '2026-12-31', today)).toBe('RUNNING');
    expect(discountValidity('REVIEWED', '2026-11-26', '2026-12-31', today)).toBe('NOT_STARTED');
    expect(discountValidity('REVIEWED', '2026-01-01', '2026-11-24', today)).toBe('EXPIRED');
    expect(discountValidity('DRAFT', '2026-11-25', '2026-12-31', today)).toBeNull();
  });
});
