import { SUPPLY_MODES, type SupplyMode } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brandApi, brandKeys } from '../../api/brand-api';
import { categoryApi, categoryKeys } from '../../api/category-api';
import { toTreeOptions } from '../../kit/category-tree';
import { referenceApi, referenceKeys } from './reference-api';

const STALE = 60_000;

export function useSupplyModeOptions() {
  const { t } = useTranslation();
  return SUPPLY_MODES.map((value: SupplyMode) => ({ value, label: t(`product:supplyMode.${value}`) }));
}

/** Brands for pickers and filters; disabled ones are shown but cannot be picked. */
export function useBrandOptions() {
  const brands = useQuery({ queryKey: brandKeys.list(), queryFn: () => brandApi.list(), staleTime: STALE });
  const options = useMemo(
    () =>
      (brands.data ?? []).map((b) => ({
        value: b.id,
        label: b.nameEn && b.nameEn !== b.name ? `${b.name} ${b.nameEn}` : b.name,
        disabled: b.status !== 'ENABLE',
      })),
    [brands.data],
  );
  return { options, loading: brands.isLoading };
}

/** The whole category tree (enabled and disabled). */
export function useCategoryTree() {
  return useQuery({ queryKey: categoryKeys.tree(), queryFn: () => categoryApi.tree(), staleTime: STALE });
}

/** Category TreeSelect data; `enabledOnly` greys out disabled categories. */
export function useCategoryOptions(enabledOnly = false) {
  const tree = useCategoryTree();
  const options = useMemo(() => toTreeOptions(tree.data ?? [], { enabledOnly }), [tree.data, enabledOnly]);
  return { options, loading: tree.isLoading, tree: tree.data ?? [] };
}

export function useTaxItemOptions() {
  const items = useQuery({ queryKey: referenceKeys.taxItems, queryFn: referenceApi.taxItems, staleTime: STALE });
  const options = useMemo(
    () =>
      (items.data ?? []).map((x) => ({
        value: x.id,
        label: x.name.includes('%') ? x.name : `${x.name} ${Number((Number(x.rate) * 100).toFixed(4))}%`,
        disabled: x.status !== 'ENABLE',
      })),
    [items.data],
  );
  return { options, items: items.data ?? [], loading: items.isLoading };
}

/** Units of the UNIT dictionary; the value is the unit as stored on the SKU (its Chinese name). */
export function useUnitOptions() {
  const { i18n } = useTranslation();
  const units = useQuery({ queryKey: referenceKeys.units(i18n.language), queryFn: referenceApi.units, staleTime: STALE });
  const options = useMemo(
    () =>
      (units.data ?? []).map((u) => ({
        value: u.name,
        label: u.displayName !== u.name ? `${u.displayName} · ${u.name}` : u.name,
      })),
    [units.data],
  );
  return { options, loading: units.isLoading };
}
