import type {
  BusinessGroupView,
  CustomerOption,
  GoodsListKind,
  GoodsListSaveBody,
  GoodsListView,
  Page,
  PricePolicySaveBody,
  PricePolicyView,
  PromotionSaveBody,
  PromotionStatus,
  PromotionView,
  ResolvedPriceView,
  SkuPricePolicyListBody,
  Status,
} from '@quire/contracts';
import { http } from '../../api/http';

// Calls of the pricing screens (价格管理): price policies, item promotions, the three goods
// lists, the price check, and the short lists their pickers need.

export type PricingQuery = { pageNum: number; pageSize: number; keyword?: string; status?: string };
export type PromotionQuery = PricingQuery & { activeOn?: string; skuId?: string; status?: PromotionStatus };

export const pricingKeys = {
  policies: ['pricing', 'policies'] as const,
  policy: (id: string) => ['pricing', 'policies', 'detail', id] as const,
  promotions: ['pricing', 'promotions'] as const,
  promotion: (id: string) => ['pricing', 'promotions', 'detail', id] as const,
  goodsLists: (kind: GoodsListKind) => ['pricing', 'goods-lists', kind] as const,
  goodsList: (kind: GoodsListKind, id: string) => ['pricing', 'goods-lists', kind, 'detail', id] as const,
  customers: ['pricing', 'customer-options'] as const,
  groups: ['pricing', 'group-options'] as const,
};

const POLICY = '/api/customer/pricePolicy';
const PROMOTION = '/api/order/promotion';

export const policyApi = {
  page: (q: PricingQuery, signal?: AbortSignal) => http.post<Page<PricePolicyView>>(`${POLICY}/page`, q, { signal }),
  get: (id: string) => http.get<PricePolicyView>(`${POLICY}/${id}`),
  add: (body: PricePolicySaveBody) => http.put<{ id: string }>(`${POLICY}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: PricePolicySaveBody & { id: string }) =>
    http.post<{ id: string }>(`${POLICY}/update`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>(`${POLICY}/status`, { ids, status }, { loading: true }),
  exportUrl: `${POLICY}/exportExcel`,
};

export const promotionApi = {
  page: (q: PromotionQuery, signal?: AbortSignal) => http.post<Page<PromotionView>>(`${PROMOTION}/page`, q, { signal }),
  get: (id: string) => http.get<PromotionView>(`${PROMOTION}/${id}`),
  add: (body: PromotionSaveBody) =>
    http.put<{ id: string; version: number; billNo: string }>(`${PROMOTION}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: PromotionSaveBody & { id: string; version: number }) =>
    http.post<{ id: string; version: number; billNo: string }>(`${PROMOTION}/update`, body, { fieldErrors: true, loading: true }),
  enable: (row: Pick<PromotionView, 'id' | 'version'>) =>
    http.post<null>(`${PROMOTION}/enable`, { id: row.id, version: row.version }, { loading: true }),
  terminate: (row: Pick<PromotionView, 'id' | 'version'>) =>
    http.post<null>(`${PROMOTION}/terminate`, { id: row.id, version: row.version }, { loading: true }),
  remove: (ids: string[]) => http.del<null>(PROMOTION, { ids: ids.join(',') }, { loading: true }),
  exportUrl: `${PROMOTION}/exportExcel`,
};

/** The URL segment of each goods list kind (/api/product/<segment>/…) and its menu path. */
export const GOODS_LIST_SEGMENTS: Record<GoodsListKind, string> = {
  REBATE: 'rebateGoods',
  NO_DISCOUNT: 'noDiscountGoods',
  RETURN_POINTS: 'returnPoints',
};

export function goodsListApi(kind: GoodsListKind) {
  const base = `/api/product/${GOODS_LIST_SEGMENTS[kind]}`;
  return {
    page: (q: PricingQuery, signal?: AbortSignal) => http.post<Page<GoodsListView>>(`${base}/page`, q, { signal }),
    get: (id: string) => http.get<GoodsListView>(`${base}/${id}`),
    add: (body: GoodsListSaveBody) => http.put<{ id: string }>(`${base}/add`, body, { fieldErrors: true, loading: true }),
    update: (body: GoodsListSaveBody & { id: string }) =>
      http.post<{ id: string }>(`${base}/update`, body, { fieldErrors: true, loading: true }),
    setStatus: (ids: string[], status: Status) => http.put<null>(`${base}/status`, { ids, status }, { loading: true }),
    exportUrl: `${base}/exportExcel`,
  };
}

export const priceCheckApi = {
  resolve: (body: SkuPricePolicyListBody) => http.post<ResolvedPriceView[]>('/api/customer/skuPricePolicy/list', body, { loading: true }),
};

export const optionApi = {
  /** Customers of the active group in normal standing, for the pickers. */
  customers: () => http.get<CustomerOption[]>('/api/customer/jcCustomerInfo/list', { status: 'NORMAL' }),
  /** Enabled business groups the caller belongs to (the administrator: all). */
  groups: () => http.post<BusinessGroupView[]>('/api/basic/businessGroup/list', {}),
};
