import type { DictItemAddBody, DictItemView, DictTypeView, Status } from '@quire/contracts';
import { http } from '../../api/http';

export type DictItemUpdateBody = Omit<DictItemAddBody, 'dictType' | 'status'> & { id: string };

/** Query keys of dictionaries and their items. */
export const dictKeys = {
  all: ['dicts'] as const,
  types: ['dicts', 'types'] as const,
  items: (dictType: string) => ['dicts', 'items', dictType] as const,
};

export const dictApi = {
  exportUrl: '/api/basic/dictItem/exportExcel',
  types: () => http.post<DictTypeView[]>('/api/basic/dictType/list', {}),
  /** All items, disabled ones too; past the local list cache, which pickers use. */
  items: (dictType: string) => http.post<DictItemView[]>('/api/basic/dictItem/list', { dictType, includeDisabled: true }, { cache: false }),
  add: (body: DictItemAddBody) => http.put<DictItemView>('/api/basic/dictItem/add', body, { fieldErrors: true, loading: true }),
  update: (body: DictItemUpdateBody) => http.post<DictItemView>('/api/basic/dictItem/update', body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>('/api/basic/dictItem/status', { ids, status }, { loading: true }),
};
