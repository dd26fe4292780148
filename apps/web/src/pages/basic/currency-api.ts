import type { CurrencyView, ExchangeRateAddBody, ExchangeRateView, Page, Status } from '@quire/contracts';
import { http } from '../../api/http';

export type CurrencyBody = { code: string; name: string; nameEn?: string | null; symbol: string; precision: number; status?: Status };
export type ExchangeRateQuery = {
  pageNum: number;
  pageSize: number;
  fromCurrency?: string;
  toCurrency?: string;
  dateFrom?: string;
  dateTo?: string;
};

/** Query keys of currencies and exchange rates. */
export const currencyKeys = {
  all: ['currencies'] as const,
  list: ['currencies', 'list'] as const,
  rates: ['currencies', 'rates'] as const,
};

export const currencyApi = {
  /** Every currency, disabled ones too (the maintenance screen). */
  list: () => http.post<CurrencyView[]>('/api/basic/currency/list', { includeDisabled: true }),
  exportUrl: '/api/basic/currency/exportExcel',
  add: (body: CurrencyBody) => http.put<CurrencyView>('/api/basic/currency/add', body, { fieldErrors: true, loading: true }),
  update: (body: Omit<CurrencyBody, 'code' | 'status'> & { id: string }) =>
    http.post<CurrencyView>('/api/basic/currency/update', body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>('/api/basic/currency/status', { ids, status }, { loading: true }),
};

export const exchangeRateApi = {
  exportUrl: '/api/basic/partnerCurrency/exportExcel',
  page: (q: ExchangeRateQuery, signal?: AbortSignal) =>
    http.post<Page<ExchangeRateView>>('/api/basic/partnerCurrency/page', { sort: 'effectiveDate,desc', ...q }, { signal }),
  add: (body: ExchangeRateAddBody) =>
    http.put<ExchangeRateView>('/api/basic/partnerCurrency/add', body, { fieldErrors: true, loading: true }),
  update: (body: { id: string; rate: string; remark?: string | null }) =>
    http.post<ExchangeRateView>('/api/basic/partnerCurrency/update', body, { fieldErrors: true, loading: true }),
  remove: (ids: string[]) => http.del<null>('/api/basic/partnerCurrency', { ids }, { loading: true }),
};
