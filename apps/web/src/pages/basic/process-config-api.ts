import {
  type DocumentType,
  ErrorCode,
  type Page,
  type ProcessConfigLogView,
  type ProcessConfigSaveBody,
  type ProcessConfigView,
} from '@quire/contracts';
import { http } from '../../api/http';

/** Query keys of the active business group's process configuration. */
export const processConfigKeys = {
  all: (belongId: string | null) => ['process-config', belongId] as const,
  list: (belongId: string | null) => ['process-config', belongId, 'list'] as const,
  log: (belongId: string | null, pageNum: number) => ['process-config', belongId, 'log', pageNum] as const,
};

const BASE = '/api/basic/processConfig';

export const processConfigApi = {
  list: () => http.post<ProcessConfigView[]>(`${BASE}/list`, {}),
  save: (body: ProcessConfigSaveBody) =>
    http.put<ProcessConfigView>(BASE, body, { fieldErrors: true, loading: true, pageCodes: [ErrorCode.VERSION_CONFLICT] }),
  reset: (documentType: DocumentType) => http.post<ProcessConfigView>(`${BASE}/reset`, { documentType }, { loading: true }),
  log: (pageNum: number, pageSize: number) => http.post<Page<ProcessConfigLogView>>(`${BASE}/log/page`, { pageNum, pageSize }),
};
