import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { adjustEffect, defaultEffectiveDate, effectiveDateProblem } from './price-adjust-rules';

const today = dayjs('2026-11-25T15:30:00');

describe('the effective date of a price adjustment', () => {
  it('starts as tomorrow', () => {
    expect(defaultEffectiveDate(today).format('YYYY-MM-DD')).toBe('2026-11-26');
    expect(defaultEffectiveDate(dayjs('2026-12-31T23:59:00')).format('YYYY-MM-DD')).toBe('2027-01-01');
  });

  it('may be today or later, never before today nor before the bill date', () => {
    expect(effectiveDateProblem(dayjs('2026-11-25'), dayjs('2026-11-25'), today)).toBeNull();
    expect(effectiveDateProblem(dayjs('2026-11-24'), dayjs('2026-11-20'), today)).toBe('past');
    expect(effectiveDateProblem(dayjs('2026-11-26'), dayjs('2026-11-27'), today)).toBe('beforeBillDate');
    expect(effectiveDateProblem(undefined, dayjs('2026-11-27'), today)).toBeNull();
  });

  it('tells a reviewed adjustment waiting for its day from one that is due, and a posted one as applied', () => {
    expect(adjustEffect('REVIEWED', '2026-11-26', today)).toBe('WAITING');
    expect(adjustEffect('REVIEWED', '2026-11-25', today)).toBe('DUE');
    expect(adjustEffect('COMPLETE', '2026-11-25', today)).toBe('APPLIED');
    expect(adjustEffect('DRAFT', '2026-11-25', today)).toBeNull();
    expect(adjustEffect('DISCARDED', '2026-11-25', today)).toBeNull();
  });
});
