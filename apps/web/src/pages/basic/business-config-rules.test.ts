import { describe, expect, it } from 'vitest';
import { CONFIG_VIEW } from './business-config.fixture';
import { parseTime, percentToRatio, ratioToPercent, roundAmount, toFormValues, toUpdateBody } from './business-config-rules';
import { formatRate, isPositiveRate } from './rate-format';

const VIEW = CONFIG_VIEW;

describe('business configuration form', () => {
  it('shows the over-order ceiling as a percentage and saves it as the fraction', () => {
    expect(ratioToPercent('0.1')).toBe(10);
    expect(ratioToPercent('0.0125')).toBe(1.25);
    expect(percentToRatio(10)).toBe('0.1');
    expect(percentToRatio(12.34)).toBe('0.1234');
    expect(percentToRatio(0)).toBe('0');
    expect(percentToRatio(100)).toBe('1');
  });

  it('reads and writes the checkout time as HH:mm, none as null', () => {
    expect(parseTime('23:30')?.format('HH:mm')).toBe('23:30');
    expect(parseTime(null)).toBeNull();
    const values = toFormValues(VIEW);
    expect(toUpdateBody(values, VIEW).autoCheckoutTime).toBe('23:30');
    expect(toUpdateBody({ ...values, autoCheckoutTime: null }, VIEW).autoCheckoutTime).toBeNull();
  });

  it('saves the whole form with the version it was loaded at', () => {
    const body = toUpdateBody({ ...toFormValues(VIEW), roundingMode: 'DOWN' }, VIEW);
    expect(body).toMatchObject({ id: '7', version: 3, roundingMode: 'DOWN', overOrderCeilingRatio: '0.1', averageSalesDays: 30 });
  });

  it('keeps designated reviewers only for the designated policy', () => {
    const values = { ...toFormValues(VIEW), designatedReviewerIds: ['5'] };
    expect(toUpdateBody({ ...values, reviewPolicy: 'DESIGNATED' }, VIEW).designatedReviewerIds).toEqual(['5']);
    expect(toUpdateBody({ ...values, reviewPolicy: 'SECOND_REVIEWER' }, VIEW).designatedReviewerIds).toEqual([]);
  });
});

describe('rounding example (spec §6: none, half up, round down, round up; yuan, jiao, fen)', () => {
  it.each([
    ['HALF_UP', 'FEN', '1234.57'],
    ['HALF_UP', 'JIAO', '1234.6'],
    ['HALF_UP', 'YUAN', '1235'],
    ['DOWN', 'FEN', '1234.56'],
    ['DOWN', 'YUAN', '1234'],
    ['UP', 'FEN', '1234.57'],
    ['UP', 'JIAO', '1234.6'],
    ['UP', 'YUAN', '1235'],
    ['NONE', 'FEN', '1234.567'],
  ] as const)('%s to %s gives %s', (mode, precision, expected) => {
    expect(roundAmount('1234.567', mode, precision)).toBe(expected);
  });

  it('does not round what needs no rounding, and handles small amounts', () => {
    expect(roundAmount('12.50', 'UP', 'JIAO')).toBe('12.5');
    expect(roundAmount('0.004', 'HALF_UP', 'FEN')).toBe('0.00');
    expect(roundAmount('0.005', 'HALF_UP', 'FEN')).toBe('0.01');
    expect(roundAmount('0.001', 'UP', 'FEN')).toBe('0.01');
  });
});

describe('exchange rates (spec §5: rate > 0)', () => {
  it('accepts only rates above zero', () => {
    expect(isPositiveRate('7.18')).toBe(true);
    expect(isPositiveRate('0.00000001')).toBe(true);
    expect(isPositiveRate('0')).toBe(false);
    expect(isPositiveRate('0.000')).toBe(false);
    expect(isPositiveRate('-1')).toBe(false);
    expect(isPositiveRate('')).toBe(false);
  });

  it('shows rates with thousands separators and their own decimals', () => {
    expect(formatRate('16350')).toBe('16,350');
    expect(formatRate('7.18000000')).toBe('7.18');
    expect(formatRate('2280.5')).toBe('2,280.5');
  });
});
