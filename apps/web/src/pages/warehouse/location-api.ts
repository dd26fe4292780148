import type { LocationAddBody, LocationView, Page, Status } from '@quire/contracts';
import { http } from '../../api/http';

export type LocationQuery = { pageNum: number; pageSize: number; keyword?: string; logicalWarehouseId?: string; status?: Status };
export type LocationUpdateBody = LocationAddBody & { id: string };

const BASE = '/api/stock/warehouseLocation';

/** Query keys of warehouse locations (库位). */
export const locationKeys = {
  all: ['warehouse-locations'] as const,
  page: (q: LocationQuery) => ['warehouse-locations', 'page', q] as const,
  detail: (id: string) => ['warehouse-locations', 'detail', id] as const,
};

export const locationApi = {
  exportUrl: `${BASE}/exportExcel`,
  page: (q: LocationQuery, signal?: AbortSignal) => http.post<Page<LocationView>>(`${BASE}/page`, q, { signal }),
  detail: (id: string) => http.get<LocationView>(`${BASE}/${id}`),
  add: (body: LocationAddBody) => http.put<LocationView>(`${BASE}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: LocationUpdateBody) => http.post<LocationView>(`${BASE}/update`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>(`${BASE}/status`, { ids, status }, { loading: true }),
  remove: (ids: string[]) => http.del<null>(BASE, { ids }, { loading: true }),
};
