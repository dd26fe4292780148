import type { DictItemView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unitApi, unitKeys } from '../api/unit-api';
import { formatMoney, formatUnitQuantity } from './product-format';

/** The currency the books are kept in: amounts show its decimals. */
export const HOME_CURRENCY = 'CNY';

const STALE = 5 * 60_000;

export type UnitBook = {
  /** The unit in the user's language (个 → pcs); a unit not in the dictionary as it was written. */
  label: (unit: string | null | undefined) => string;
  /** The decimals its quantities take; undefined for a unit not in the dictionary. */
  precision: (unit: string | null | undefined) => number | undefined;
  /** A quantity in the unit's decimals (5.0000 盒 → 5). */
  qty: (value: string | number | null | undefined, unit: string | null | undefined) => string;
};

/**
 * Looks a unit up as SKUs store it (its Chinese name), or by its code or another language's
 * name; pure, for tests and for callers holding the items already.
 */
export function unitBook(items: readonly DictItemView[]): UnitBook {
  const byName = new Map<string, DictItemView>();
  for (const u of items) {
    for (const key of [u.code, u.nameId, u.nameEn, u.name]) if (key) byName.set(key.trim(), u);
  }
  const find = (unit: string | null | undefined) => (unit ? byName.get(unit.trim()) : undefined);
  return {
    label: (unit) => find(unit)?.displayName ?? unit ?? '',
    precision: (unit) => find(unit)?.precision,
    qty: (value, unit) => formatUnitQuantity(value, find(unit)?.precision),
  };
}

/** The unit dictionary as a formatter: names in the user's language and quantities in each unit's decimals. */
export function useUnits(): UnitBook {
  const { i18n } = useTranslation();
  const units = useQuery({ queryKey: unitKeys.units(i18n.language), queryFn: unitApi.units, staleTime: STALE });
  return useMemo(() => unitBook(units.data ?? []), [units.data]);
}

/** Amounts in the home currency's decimals (2 for CNY, 0 for IDR). */
export function useMoney(): (value: string | number | null | undefined) => string {
  const currencies = useQuery({ queryKey: unitKeys.currencies, queryFn: unitApi.currencies, staleTime: STALE });
  const precision = currencies.data?.find((c) => c.code === HOME_CURRENCY)?.precision ?? 2;
  return useCallback((value) => formatMoney(value, precision), [precision]);
}
