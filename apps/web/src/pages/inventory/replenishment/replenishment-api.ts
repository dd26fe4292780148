import type {
  Page,
  ReplenishmentConfigSaveBody,
  ReplenishmentConfigView,
  ReplenishmentOrdersView,
  ReplenishmentSuggestQuery,
  ReplenishmentSuggestView,
  ReplenishmentToOrdersBody,
} from '@quire/contracts';
import { http } from '../../../api/http';

/** Query keys of the replenishment screen. */
export const replenishmentKeys = {
  configs: ['inventory', 'replenishment', 'configs'] as const,
};

export const replenishmentApi = {
  suggest: (q: ReplenishmentSuggestQuery) => http.post<ReplenishmentSuggestView>('/api/stock/replenishment/suggest', q),
  toOrders: (body: ReplenishmentToOrdersBody) => http.post<ReplenishmentOrdersView>('/api/stock/replenishment/toPurchaseOrders', body),
  configs: (q: Record<string, unknown>, signal?: AbortSignal) =>
    http.post<Page<ReplenishmentConfigView>>('/api/stock/replenishmentConfig/page', q, { signal }),
  saveConfig: (body: ReplenishmentConfigSaveBody) =>
    http.put<ReplenishmentConfigView>('/api/stock/replenishmentConfig', body, { fieldErrors: true, loading: true }),
  deleteConfig: (id: string, version: number) => http.post<null>('/api/stock/replenishmentConfig/delete', { id, version }),
};
