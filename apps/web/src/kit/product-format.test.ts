import type { DictItemView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatUnitQuantity, roundDecimal } from './product-format';
import { unitBook } from './units';

const unit = (code: string, name: string, displayName: string, precision: number): DictItemView => ({
  id: code,
  dictType: 'UNIT',
  code,
  name,
  nameEn: displayName,
  nameId: null,
  displayName,
  precision,
  sort: 0,
  status: 'ENABLE',
  remark: null,
});

describe('quantities in their unit', () => {
  const units = unitBook([unit('HE', '盒', 'Box', 0), unit('GE', '个', 'pcs', 0), unit('KG', '千克', 'kg', 3)]);

  it('shows a box of pencils as 5 and a kilogram of paper as 2.5, never 5.0000', () => {
    expect(units.qty('5.0000', '盒')).toBe('5');
    expect(units.qty('2.5000', '千克')).toBe('2.5');
    expect(units.qty('1234.0000', '个')).toBe('1,234');
    expect(units.qty('-3.0000', '盒')).toBe('-3');
  });

  it("rounds to the unit's decimals", () => {
    expect(units.qty('2.4996', '千克')).toBe('2.5');
    expect(units.qty('0.4000', '个')).toBe('0');
    expect(units.qty('0.5000', '个')).toBe('1');
  });

  it("names the unit in the user's language and keeps one it does not know as written", () => {
    expect(units.label('个')).toBe('pcs');
    expect(units.label('HE')).toBe('Box');
    expect(units.label('打')).toBe('打');
    expect(units.label(null)).toBe('');
    expect(units.precision('千克')).toBe(3);
    expect(units.precision('打')).toBeUndefined();
    expect(units.qty('12.5000', '打')).toBe('12.5');
  });
});

describe('decimals', () => {
  it('rounds decimal text half away from zero without floats', () => {
    expect(roundDecimal('2.345', 2)).toBe('2.35');
    expect(roundDecimal('-2.345', 2)).toBe('-2.35');
    expect(roundDecimal('9.995', 2)).toBe('10.00');
    expect(roundDecimal('-0.004', 2)).toBe('0.00');
    expect(roundDecimal('12345678901234.5678', 0)).toBe('12345678901235');
    expect(roundDecimal('5', 3)).toBe('5.000');
  });

  it("shows money in the currency's decimals", () => {
    expect(formatMoney('1234.5', 2)).toBe('1,234.50');
    expect(formatMoney('1234.5000', 0)).toBe('1,235');
    expect(formatMoney('0.005', 2)).toBe('0.01');
    expect(formatMoney(null)).toBe('');
    expect(formatUnitQuantity('', 0)).toBe('');
  });
});
