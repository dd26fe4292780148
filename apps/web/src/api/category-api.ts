import type { CategoryAddBody, CategoryEditBody, CategoryNode, CategoryView, ProductStatus } from '@quire/contracts';
import { clearListCache } from '../core/storage';
import { http } from './http';

/** Query keys of categories. */
export const categoryKeys = {
  all: ['product', 'categories'] as const,
  tree: (status?: ProductStatus) => ['product', 'categories', 'tree', status ?? 'ALL'] as const,
  detail: (id: string) => ['product', 'categories', 'detail', id] as const,
};

const TREE_URL = '/api/product/category/tree';

export const categoryApi = {
  /** The tree is a cached list (spec §9); saves through this client clear it themselves. */
  tree: (status?: ProductStatus) => http.get<CategoryNode[]>(TREE_URL, status ? { status } : undefined),
  /** Forgets the locally cached tree (a refresh, or after an import the client did not see). */
  forgetCachedTree: () => {
    clearListCache(`GET ${TREE_URL}`);
    clearListCache('POST /api/product/category/');
  },
  find: async (id: string): Promise<CategoryView> => {
    const hit = (await http.post<CategoryView[]>('/api/product/category/list', {})).find((c) => c.id === id);
    if (!hit) throw new Error(`category ${id} not found`);
    return hit;
  },
  add: (body: CategoryAddBody) => http.put<CategoryView>('/api/product/category', body, { fieldErrors: true, loading: true }),
  edit: (body: CategoryEditBody) => http.post<CategoryView>('/api/product/category/edit', body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: ProductStatus) =>
    http.post<null>(`/api/product/category/${status === 'ENABLE' ? 'enable' : 'disable'}`, { ids }, { loading: true }),
};
