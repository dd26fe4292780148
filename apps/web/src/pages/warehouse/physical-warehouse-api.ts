import type {
  Page,
  PhysicalWarehouseAddBody,
  PhysicalWarehouseUpdateBody,
  PhysicalWarehouseView,
  Status,
  WarehouseOption,
} from '@quire/contracts';
import { http } from '../../api/http';

export type PhysicalWarehouseQuery = { pageNum: number; pageSize: number; keyword?: string; status?: Status };

const BASE = '/api/stock/centralWarehouse';

/** Query keys of physical warehouses (物理仓). */
export const physicalWarehouseKeys = {
  all: ['physical-warehouses'] as const,
  page: (q: PhysicalWarehouseQuery) => ['physical-warehouses', 'page', q] as const,
  detail: (id: string) => ['physical-warehouses', 'detail', id] as const,
  options: ['physical-warehouses', 'options'] as const,
};

export const physicalWarehouseApi = {
  exportUrl: `${BASE}/exportExcel`,
  page: (q: PhysicalWarehouseQuery, signal?: AbortSignal) => http.post<Page<PhysicalWarehouseView>>(`${BASE}/page`, q, { signal }),
  detail: (id: string) => http.get<PhysicalWarehouseView>(`${BASE}/${id}`),
  /** Enabled physical warehouses for pickers. */
  options: () => http.get<WarehouseOption[]>(`${BASE}/itemList`),
  add: (body: PhysicalWarehouseAddBody) => http.put<PhysicalWarehouseView>(`${BASE}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: PhysicalWarehouseUpdateBody) =>
    http.post<PhysicalWarehouseView>(`${BASE}/update`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>(`${BASE}/status`, { ids, status }, { loading: true }),
  remove: (ids: string[]) => http.del<null>(BASE, { ids }, { loading: true }),
};
