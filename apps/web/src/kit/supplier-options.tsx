import type { SupplierOption } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../api/http';

/** Suppliers of the active group (all, for names; the enabled ones for the picker). */
export function useSuppliers() {
  const query = useQuery({
    queryKey: ['suppliers', 'options', 'ALL'],
    queryFn: () => http.post<SupplierOption[]>('/api/basic/supplier/list', { status: 'ALL' }),
    staleTime: 60_000,
  });
  const list = query.data ?? [];
  const names = useMemo(() => new Map(list.map((s) => [s.id, s.supplierName])), [list]);
  const options = useMemo(
    () =>
      list
        .filter((s) => s.status === 'ENABLE')
        .map((s) => ({
          value: s.id,
          label: `${s.supplierCode} ${s.supplierName}`,
          search: `${s.supplierCode} ${s.supplierName} ${s.mnemonic}`,
        })),
    [list],
  );
  return { names, options, loading: query.isLoading };
}

/** A supplier id as its name (the id while the names load). */
export function SupplierName({ id }: { id: unknown }) {
  const { names } = useSuppliers();
  return <>{typeof id === 'string' ? (names.get(id) ?? id) : ''}</>;
}
