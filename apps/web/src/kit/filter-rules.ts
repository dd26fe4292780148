import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { DATE_FORMAT, KEYWORD_MIN_LENGTH, MAX_FILTER_CONDITIONS } from '../core/constants';

export type Option = { value: string; label: ReactNode };
/** A node of a tree filter (e.g. categories); `title` is also what its search matches. */
export type TreeOption = { value: string; title: string; disabled?: boolean; children?: TreeOption[] };

export type FilterField =
  | { kind: 'keyword'; name: string; label: string; placeholder?: string; minLength?: number }
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: Option[]; placeholder?: string }
  | { kind: 'treeSelect'; name: string; label: string; treeData: TreeOption[]; placeholder?: string }
  | { kind: 'dateRange'; name: string; label: string; startKey?: string; endKey?: string; required?: boolean }
  /** One day, sent as YYYY-MM-DD. */
  | { kind: 'date'; name: string; label: string; placeholder?: string }
  /** One SKU picked by the goods quick search, sent as its id. */
  | { kind: 'sku'; name: string; label: string; placeholder?: string }
  | {
      kind: 'numberRange';
      name: string;
      label: string;
      minKey?: string;
      maxKey?: string;
      min?: number;
      max?: number;
      precision?: number;
    };

export type NumberRange = { min?: number | null; max?: number | null };
export type FilterValue = string | null | undefined | [Dayjs | null, Dayjs | null] | NumberRange;
export type FilterValues = Record<string, FilterValue>;
export type QueryFilters = Record<string, string | number>;

export type FilterProblem =
  | { name: string; problem: 'keywordTooShort'; min: number }
  | { name: string; problem: 'minAboveMax' }
  | { name: string; problem: 'dateRangeRequired' }
  | { name: string; problem: 'outOfRange'; min?: number; max?: number };

/** Spec §5: keyword at least 2 characters; min not above max; a required date range set. */
export function checkFilter(field: FilterField, value: FilterValue): FilterProblem | null {
  switch (field.kind) {
    case 'keyword': {
      const text = typeof value === 'string' ? value.trim() : '';
      const min = field.minLength ?? KEYWORD_MIN_LENGTH;
      return text.length > 0 && text.length < min ? { name: field.name, problem: 'keywordTooShort', min } : null;
    }
    case 'numberRange': {
      const range = (value ?? {}) as NumberRange;
      const lo = range.min ?? null;
      const hi = range.max ?? null;
      for (const v of [lo, hi]) {
        if (v === null) continue;
        if ((field.min !== undefined && v < field.min) || (field.max !== undefined && v > field.max)) {
          return { name: field.name, problem: 'outOfRange', min: field.min, max: field.max };
        }
      }
      return lo !== null && hi !== null && lo > hi ? { name: field.name, problem: 'minAboveMax' } : null;
    }
    case 'dateRange': {
      const range = Array.isArray(value) ? value : null;
      return field.required && !(range?.[0] && range?.[1]) ? { name: field.name, problem: 'dateRangeRequired' } : null;
    }
    default:
      return null;
  }
}

export function checkFilters(fields: readonly FilterField[], values: FilterValues): FilterProblem[] {
  return fields.map((f) => checkFilter(f, values[f.name])).filter((p): p is FilterProblem => p !== null);
}

/** Filter form values -> query parameters (dates as YYYY-MM-DD, empty values left out). */
export function toQueryFilters(fields: readonly FilterField[], values: FilterValues): QueryFilters {
  const out: QueryFilters = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    switch (field.kind) {
      case 'keyword':
      case 'text':
      case 'select':
      case 'treeSelect':
      case 'date':
      case 'sku': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text) out[field.name] = text;
        break;
      }
      case 'dateRange': {
        if (!Array.isArray(value)) break;
        const [start, end] = value;
        if (start) out[field.startKey ?? `${field.name}Start`] = start.format(DATE_FORMAT);
        if (end) out[field.endKey ?? `${field.name}End`] = end.format(DATE_FORMAT);
        break;
      }
      case 'numberRange': {
        const range = value as NumberRange;
        if (typeof range.min === 'number') out[field.minKey ?? `${field.name}Min`] = range.min;
        if (typeof range.max === 'number') out[field.maxKey ?? `${field.name}Max`] = range.max;
        break;
      }
    }
  }
  return out;
}

/** An advanced-filter condition: one declared field and its value. */
export type Condition = { field: string; value: FilterValue };

export function canAddCondition(conditions: readonly Condition[], available: readonly FilterField[]): boolean {
  return conditions.length < Math.min(MAX_FILTER_CONDITIONS, available.length);
}

export function conditionsToValues(conditions: readonly Condition[]): FilterValues {
  const values: FilterValues = {};
  for (const c of conditions.slice(0, MAX_FILTER_CONDITIONS)) if (c.field) values[c.field] = c.value;
  return values;
}
