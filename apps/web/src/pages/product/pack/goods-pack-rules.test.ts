import { describe, expect, it } from 'vitest';
import { packFactorProblem, packUnitTaken } from './goods-pack-rules';

const pen = [
  { unitName: '支', factor: '1.0000' },
  { unitName: '盒', factor: '12.0000' },
];

describe('goods pack form rules', () => {
  it('wants a positive factor of at most 4 decimals, other than 1 and other than the SKU’s factors', () => {
    expect(packFactorProblem(undefined)).toBe('required');
    expect(packFactorProblem('')).toBe('required');
    expect(packFactorProblem('0')).toBe('positive');
    expect(packFactorProblem('-6')).toBe('positive');
    expect(packFactorProblem('2.12345')).toBe('positive');
    expect(packFactorProblem('1')).toBe('one');
    expect(packFactorProblem('1.0000')).toBe('one');
    expect(packFactorProblem('12', pen)).toBe('taken');
    expect(packFactorProblem('6', pen)).toBeNull();
    expect(packFactorProblem(0.5, pen)).toBeNull();
  });

  it('refuses a unit the SKU already has, the base unit included', () => {
    expect(packUnitTaken('支', pen)).toBe(true);
    expect(packUnitTaken('盒', pen)).toBe(true);
    expect(packUnitTaken('箱', pen)).toBe(false);
    expect(packUnitTaken(undefined, pen)).toBe(false);
  });
});
