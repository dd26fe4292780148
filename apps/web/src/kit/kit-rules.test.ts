import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { TableColumnSetting } from '../api/system-api';
import { canAddCondition, checkFilter, checkFilters, conditionsToValues, type FilterField, toQueryFilters } from './filter-rules';
import { splitFieldErrors, toNamePath } from './form-errors';
import { applySettings, mergeSettings, moveSetting } from './table-settings';

const keyword: FilterField = { kind: 'keyword', name: 'keyword', label: 'Keyword' };
const amount: FilterField = { kind: 'numberRange', name: 'amount', label: 'Amount', min: 0, max: 100 };
const created: FilterField = { kind: 'dateRange', name: 'createTime', label: 'Created', required: true };
const status: FilterField = { kind: 'select', name: 'status', label: 'Status', options: [] };

describe('filters (spec §5)', () => {
  it('needs at least 2 characters of keyword, or none', () => {
    expect(checkFilter(keyword, 'a')).toEqual({ name: 'keyword', problem: 'keywordTooShort', min: 2 });
    expect(checkFilter(keyword, ' ab ')).toBeNull();
    expect(checkFilter(keyword, '')).toBeNull();
    expect(checkFilter({ ...keyword, minLength: 3 }, 'ab')).toMatchObject({ min: 3 });
  });

  it('refuses a minimum above the maximum and values out of range', () => {
    expect(checkFilter(amount, { min: 5, max: 3 })).toEqual({ name: 'amount', problem: 'minAboveMax' });
    expect(checkFilter(amount, { min: 3, max: 3 })).toBeNull();
    expect(checkFilter(amount, { min: 3 })).toBeNull();
    expect(checkFilter(amount, { max: 101 })).toMatchObject({ problem: 'outOfRange' });
  });

  it('requires a date range where the form needs one', () => {
    expect(checkFilter(created, null)).toEqual({ name: 'createTime', problem: 'dateRangeRequired' });
    expect(checkFilter(created, [dayjs('2026-01-01'), dayjs('2026-01-31')])).toBeNull();
    expect(checkFilters([keyword, created], { keyword: 'x' })).toHaveLength(2);
  });

  it('turns values into query parameters', () => {
    expect(
      toQueryFilters([keyword, amount, created, status], {
        keyword: '  铅笔 ',
        amount: { min: 1, max: 9 },
        createTime: [dayjs('2026-03-01'), dayjs('2026-03-31')],
        status: undefined,
      }),
    ).toEqual({ keyword: '铅笔', amountMin: 1, amountMax: 9, createTimeStart: '2026-03-01', createTimeEnd: '2026-03-31' });
  });

  it('sends a day and a SKU filter as they are, and nothing when empty', () => {
    const day: FilterField = { kind: 'date', name: 'activeOn', label: 'On' };
    const sku: FilterField = { kind: 'sku', name: 'skuId', label: 'SKU' };
    expect(toQueryFilters([day, sku], { activeOn: '2026-11-25', skuId: '42' })).toEqual({ activeOn: '2026-11-25', skuId: '42' });
    expect(toQueryFilters([day, sku], { activeOn: undefined, skuId: '' })).toEqual({});
  });

  it('allows at most 11 advanced conditions', () => {
    const fields: FilterField[] = Array.from({ length: 15 }, (_, i) => ({ kind: 'text', name: `f${i}`, label: `F${i}` }));
    const ten = Array.from({ length: 10 }, (_, i) => ({ field: `f${i}`, value: 'x' }));
    expect(canAddCondition(ten, fields)).toBe(true);
    expect(canAddCondition([...ten, { field: 'f10', value: 'x' }], fields)).toBe(false);
    expect(canAddCondition([{ field: 'f0', value: 'x' }], fields.slice(0, 1))).toBe(false);
    expect(
      conditionsToValues([
        { field: 'f1', value: 'a' },
        { field: '', value: 'b' },
      ]),
    ).toEqual({ f1: 'a' });
  });
});

describe('column settings', () => {
  const columns = [{ key: 'code', width: 100 }, { key: 'name' }, { key: 'remark', defaultHidden: true }];

  it('keeps the stored order and visibility and adds new columns at the end', () => {
    const stored: TableColumnSetting[] = [
      { key: 'name', visible: true, order: 0, width: 240 },
      { key: 'code', visible: false, order: 1 },
    ];
    const merged = mergeSettings(columns, { columns: stored });
    expect(merged.map((s) => [s.key, s.visible])).toEqual([
      ['name', true],
      ['code', false],
      ['remark', false],
    ]);
    expect(applySettings(columns, merged)).toEqual([{ key: 'name', width: 240 }]);
    expect(applySettings(columns, mergeSettings(columns, null)).map((c) => c.key)).toEqual(['code', 'name']);
  });

  it('moves a column up and down', () => {
    const merged = mergeSettings(columns, null);
    expect(moveSetting(merged, 'name', -1).map((s) => s.key)).toEqual(['name', 'code', 'remark']);
    expect(moveSetting(merged, 'remark', 1).map((s) => s.key)).toEqual(['code', 'name', 'remark']);
  });
});

describe('server field errors on forms', () => {
  it('maps dotted fields to name paths', () => {
    expect(toNamePath('lines.0.qty')).toEqual(['lines', 0, 'qty']);
    expect(toNamePath('employeeNo')).toEqual(['employeeNo']);
  });

  it('puts errors on registered fields and returns the others', () => {
    const { onFields, rest } = splitFieldErrors(
      [
        { field: 'employeeNo', message: 'taken' },
        { field: 'employeeNo', message: 'too short' },
        { field: 'lines.1.qty', message: 'must be > 0' },
        { field: 'menuIds', message: 'unknown menu' },
      ],
      { employeeNo: 'x', lines: [{ qty: 1 }, { qty: 0 }] },
    );
    expect(onFields).toEqual([
      { name: ['employeeNo'], errors: ['taken', 'too short'] },
      { name: ['lines', 1, 'qty'], errors: ['must be > 0'] },
    ]);
    expect(rest).toEqual([{ field: 'menuIds', message: 'unknown menu' }]);
  });
});
