import type {
  DefaultWarehouseKind,
  LogicalWarehouseAddBody,
  LogicalWarehouseOption,
  LogicalWarehouseUpdateBody,
  LogicalWarehouseView,
  Page,
  Status,
  WarehouseType,
} from '@quire/contracts';
import { http } from '../../api/http';

export type LogicalWarehouseQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  type?: WarehouseType;
  status?: Status;
  inventoryMode?: string;
  physicalWarehouseId?: string;
};

const BASE = '/api/stock/businessCargoWarehouse';

/** Query keys of logical warehouses (逻辑仓). */
export const logicalWarehouseKeys = {
  all: ['logical-warehouses'] as const,
  page: (q: LogicalWarehouseQuery) => ['logical-warehouses', 'page', q] as const,
  detail: (id: string) => ['logical-warehouses', 'detail', id] as const,
  options: ['logical-warehouses', 'options'] as const,
};

export const logicalWarehouseApi = {
  exportUrl: `${BASE}/exportExcel`,
  page: (q: LogicalWarehouseQuery, signal?: AbortSignal) => http.post<Page<LogicalWarehouseView>>(`${BASE}/page`, q, { signal }),
  detail: (id: string) => http.get<LogicalWarehouseView>(`${BASE}/${id}`),
  /** Enabled warehouses of the active group, with the defaults each holds. */
  options: () => http.get<LogicalWarehouseOption[]>(`${BASE}/itemList`),
  add: (body: LogicalWarehouseAddBody) => http.put<LogicalWarehouseView>(`${BASE}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: LogicalWarehouseUpdateBody) =>
    http.post<LogicalWarehouseView>(`${BASE}/update`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>(`${BASE}/status`, { ids, status }, { loading: true }),
  remove: (ids: string[]) => http.del<null>(BASE, { ids }, { loading: true }),
};

/** The holder of each default among the enabled warehouses (for the editor's hint). */
export function defaultHolders(options: readonly LogicalWarehouseOption[]): Partial<Record<DefaultWarehouseKind, LogicalWarehouseOption>> {
  const out: Partial<Record<DefaultWarehouseKind, LogicalWarehouseOption>> = {};
  for (const o of options) for (const kind of o.defaultKinds) out[kind] ??= o;
  return out;
}
