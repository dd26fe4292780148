import type { GeoTreeNode } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../core/access';
import { useSession } from '../../core/session-store';
import { geoOptions } from './customer/customer-rules';
import { customerApi, partnerKeys, partnerLookupApi } from './partner-api';

const EMPTY: GeoTreeNode[] = [];

/** The geo tree and its cascader options in the user's language. */
export function useGeo() {
  const { i18n } = useTranslation();
  const tree = useQuery({ queryKey: partnerKeys.geoTree, queryFn: partnerLookupApi.geoTree, staleTime: Number.POSITIVE_INFINITY });
  const data = tree.data ?? EMPTY;
  const options = useMemo(() => geoOptions(data, i18n.language), [data, i18n.language]);
  return { tree: data, options, loading: tree.isLoading };
}

/** Areas a customer can be filed under (cities, and provinces without cities), for a filter select. */
export function useAreaFilterOptions() {
  const { i18n } = useTranslation();
  const { tree } = useGeo();
  return useMemo(() => {
    const zh = i18n.language === 'zh-CN';
    const name = (n: GeoTreeNode) => (zh ? n.name : n.nameEn || n.name);
    const out: { value: string; label: string }[] = [];
    for (const country of tree) {
      for (const province of country.children) {
        if (province.children.length === 0) out.push({ value: province.code, label: name(province) });
        for (const city of province.children) {
          out.push({ value: city.code, label: name(city) === name(province) ? name(city) : `${name(province)} ${name(city)}` });
        }
      }
    }
    return out;
  }, [tree, i18n.language]);
}

/** Salespeople of the active business group as select options. */
export function useSalespersonOptions() {
  const belongId = useSession((s) => s.belongId);
  const query = useQuery({
    queryKey: partnerKeys.salespeople(belongId),
    queryFn: () => partnerLookupApi.salespeople(),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return useMemo(() => (query.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.employeeNo})` })), [query.data]);
}

/** Customers for the head-office (主码) picker: code → "code name". */
export function useMainCodeOptions(excludeCode?: string) {
  const query = useQuery({ queryKey: partnerKeys.customerOptions, queryFn: customerApi.options, staleTime: 60_000 });
  return useMemo(
    () =>
      (query.data ?? [])
        .filter((c) => c.customerCode !== excludeCode)
        .map((c) => ({ value: c.customerCode, label: `${c.customerCode} ${c.customerName}` })),
    [query.data, excludeCode],
  );
}

/**
 * Wholesale price policies for the customer's picker: the enabled ones ("code name"), and the
 * customer's own when it is no longer enabled (its name read quietly where the user may; else
 * its number), so a saved choice always reads as a name where one can be had.
 */
export function usePricePolicyOptions(savedId?: string | null) {
  const belongId = useSession((s) => s.belongId);
  const { has } = usePermission();
  const list = useQuery({
    queryKey: partnerKeys.pricePolicies(belongId),
    queryFn: partnerLookupApi.pricePolicies,
    staleTime: 60_000,
  });
  const listed = Boolean(savedId && (list.data ?? []).some((p) => p.id === savedId));
  const saved = useQuery({
    queryKey: partnerKeys.pricePolicy(savedId ?? ''),
    queryFn: () => partnerLookupApi.pricePolicy(savedId ?? ''),
    enabled: Boolean(savedId) && list.isSuccess && !listed && has('/pricing/policy'),
    staleTime: 60_000,
    retry: false,
  });
  return useMemo(() => {
    const options = (list.data ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }));
    if (savedId && !listed) options.push({ value: savedId, label: saved.data ? `${saved.data.code} ${saved.data.name}` : `#${savedId}` });
    const names = new Map(options.map((o) => [o.value, o.label]));
    return { options, names, loading: list.isLoading };
  }, [list.data, list.isLoading, saved.data, savedId, listed]);
}
