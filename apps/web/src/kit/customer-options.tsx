import type { CustomerOption } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../api/http';

/** Customers of the active group (all, for names; the normal ones for a filter's picker). */
export function useCustomers() {
  const query = useQuery({
    queryKey: ['customers', 'options', 'ALL'],
    queryFn: () => http.get<CustomerOption[]>('/api/customer/jcCustomerInfo/list', { status: 'ALL' }),
    staleTime: 60_000,
  });
  const list = query.data ?? [];
  const byId = useMemo(() => new Map(list.map((c) => [c.id, c])), [list]);
  const options = useMemo(
    () =>
      list.map((c) => ({
        value: c.id,
        label: `${c.customerCode} ${c.customerName}`,
        search: `${c.customerCode} ${c.customerName} ${c.mnemonic}`,
      })),
    [list],
  );
  return { byId, options, loading: query.isLoading };
}
