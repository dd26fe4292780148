import type { PaymentTypeView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';

/** Payment methods in the user's language (付款方式), shared in the cache with the purchasing screens' picker. */
export function usePaymentTypes() {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['payment-types', i18n.language],
    queryFn: () => http.get<PaymentTypeView[]>('/api/order/paymentType/list'),
    staleTime: 5 * 60_000,
  });
  const list = query.data ?? [];
  const names = useMemo(() => new Map<string, string>(list.map((p) => [p.code, p.name])), [list]);
  const options = useMemo(() => list.map((p) => ({ value: p.code, label: p.name })), [list]);
  return { names, options, loading: query.isLoading };
}

export function PaymentTypeName({ code }: { code: unknown }) {
  const { names } = usePaymentTypes();
  return <>{typeof code === 'string' ? (names.get(code) ?? code) : ''}</>;
}
