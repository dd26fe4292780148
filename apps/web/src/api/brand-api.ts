import type { BrandAddBody, BrandEditBody, BrandView, Page, ProductStatus } from '@quire/contracts';
import { http } from './http';

export type BrandQuery = { pageNum: number; pageSize: number; keyword?: string; status?: ProductStatus; sort?: string };

/** Query keys of brands. */
export const brandKeys = {
  all: ['product', 'brands'] as const,
  page: (q: BrandQuery) => ['product', 'brands', 'page', q] as const,
  list: (status?: ProductStatus) => ['product', 'brands', 'list', status ?? 'ALL'] as const,
  detail: (id: string) => ['product', 'brands', 'detail', id] as const,
};

export const brandApi = {
  page: (q: BrandQuery, signal?: AbortSignal) => http.post<Page<BrandView>>('/api/product/brand/page', q, { signal }),
  list: (status?: ProductStatus) => http.post<BrandView[]>('/api/product/brand/list', status ? { status } : {}),
  /** One brand: there is no detail call, so the list (all brands, a short list) is searched. */
  find: async (id: string): Promise<BrandView> => {
    const hit = (await http.post<BrandView[]>('/api/product/brand/list', {})).find((b) => b.id === id);
    if (!hit) throw new Error(`brand ${id} not found`);
    return hit;
  },
  add: (body: BrandAddBody) => http.put<BrandView>('/api/product/brand', body, { fieldErrors: true, loading: true }),
  edit: (body: BrandEditBody) => http.post<BrandView>('/api/product/brand/edit', body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: ProductStatus) =>
    http.post<null>(`/api/product/brand/${status === 'ENABLE' ? 'enable' : 'disable'}`, { ids }, { loading: true }),
};
