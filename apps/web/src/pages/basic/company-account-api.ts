import type { CompanyAccountAddBody, CompanyAccountType, CompanyAccountView, Page, Status } from '@quire/contracts';
import { http } from '../../api/http';

export type CompanyAccountQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  accountType?: CompanyAccountType;
  currencyCode?: string;
  status?: Status;
};

const BASE = '/api/basic/companyAccount';

/** Query keys of company accounts (公司账户). */
export const companyAccountKeys = {
  all: ['company-accounts'] as const,
};

export const companyAccountApi = {
  exportUrl: `${BASE}/exportExcel`,
  page: (q: CompanyAccountQuery, signal?: AbortSignal) => http.post<Page<CompanyAccountView>>(`${BASE}/page`, q, { signal }),
  add: (body: CompanyAccountAddBody) => http.put<CompanyAccountView>(`${BASE}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: Omit<CompanyAccountAddBody, 'status'> & { id: string }) =>
    http.post<CompanyAccountView>(`${BASE}/update`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>(`${BASE}/status`, { ids, status }, { loading: true }),
  remove: (ids: string[]) => http.del<null>(BASE, { ids }, { loading: true }),
};
