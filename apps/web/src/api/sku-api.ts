import type {
  GoodsHit,
  GoodsSearchBody,
  Page,
  ProductStatus,
  SkuAddBody,
  SkuDetail,
  SkuEditBody,
  SkuPackageAddBody,
  SkuPackageView,
  SkuPageBody,
  SkuView,
} from '@quire/contracts';
import { http } from './http';

/** The goods list and the combined-product list share the SKU services; `scope` picks the routes. */
export type SkuScope = 'sku' | 'combined';
export type SkuQuery = SkuPageBody & { pageNum: number; pageSize: number };
/** A row of the package list: the package and its SKU. */
export type SkuPackageRow = SkuPackageView & { skuCode: string; skuName: string; skuUnit: string };
export type SkuPackageQuery = { pageNum: number; pageSize: number; keyword?: string; skuId?: string };

/** Query keys of SKUs, combined products, packages and the goods quick search. */
export const skuKeys = {
  all: ['product', 'skus'] as const,
  scope: (scope: SkuScope) => ['product', 'skus', scope] as const,
  page: (scope: SkuScope, q: SkuQuery) => ['product', 'skus', scope, 'page', q] as const,
  detail: (scope: SkuScope, id: string) => ['product', 'skus', scope, 'detail', id] as const,
  packages: ['product', 'skus', 'packages'] as const,
  search: (q: GoodsSearchBody) => ['product', 'skus', 'search', q] as const,
};

const base = (scope: SkuScope) => `/api/product/${scope}`;

export const skuApi = {
  page: (scope: SkuScope, q: SkuQuery, signal?: AbortSignal) => http.post<Page<SkuView>>(`${base(scope)}/page`, q, { signal }),
  detail: (scope: SkuScope, id: string) => http.get<SkuDetail>(`${base(scope)}/${id}`),
  add: (scope: SkuScope, body: SkuAddBody) => http.put<SkuDetail>(base(scope), body, { fieldErrors: true, loading: true }),
  edit: (scope: SkuScope, body: SkuEditBody) => http.post<SkuDetail>(`${base(scope)}/edit`, body, { fieldErrors: true, loading: true }),
  setStatus: (scope: SkuScope, ids: string[], status: ProductStatus) =>
    http.post<null>(`${base(scope)}/${status === 'ENABLE' ? 'enable' : 'disable'}`, { ids }, { loading: true }),
};

export const skuPackageApi = {
  page: (q: SkuPackageQuery, signal?: AbortSignal) => http.post<Page<SkuPackageRow>>('/api/product/skuPackage/page', q, { signal }),
  remove: (ids: string[]) => http.del<null>('/api/product/skuPackage', { ids }, { loading: true }),
  /** A new package of a SKU (not the base package, which every SKU has). */
  add: (body: SkuPackageAddBody) => http.post<SkuPackageRow>('/api/product/skuPackage/add', body, { fieldErrors: true, loading: true }),
  exportUrl: '/api/product/skuPackage/exportExcel',
};

export const goodsApi = {
  /** The pickers' quick search: exact code or barcode first, then prefixes and name fragments. */
  search: (q: GoodsSearchBody, signal?: AbortSignal) =>
    http.post<Page<GoodsHit>>('/api/product/goodsCache/page', q, { signal, repeat: true }),
};
