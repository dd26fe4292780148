import {
  type Page,
  type PdaApkView,
  type StockCheckReport,
  type StockCheckSheetView,
  type StockCheckTaskAddBody,
  type StockCheckTaskView,
  XLSX_CONTENT_TYPE,
} from '@quire/contracts';
import { http } from '../../../api/http';

/** Query keys of the stocktaking screens. */
export const stocktakeKeys = {
  tasks: ['stocktake', 'tasks'] as const,
  sheets: ['stocktake', 'sheets'] as const,
  report: (id: string) => ['stocktake', 'report', id] as const,
  sheet: (id: string) => ['stocktake', 'sheet', id] as const,
  running: ['stocktake', 'running'] as const,
};

type Versioned = { id: string; version: number };
export type CountLineInput = { skuId: string; location?: string; qty: string };

export const stocktakeApi = {
  tasks: (q: Record<string, unknown>, signal?: AbortSignal) =>
    http.post<Page<StockCheckTaskView>>('/api/stock/checkTask/page', q, { signal }),
  runningTasks: () =>
    http.post<Page<StockCheckTaskView>>(
      '/api/stock/checkTask/page',
      { status: 'IN_PROGRESS', pageNum: 1, pageSize: 100 },
      { cache: false },
    ),
  addTask: (body: StockCheckTaskAddBody) => http.put<StockCheckTaskView>('/api/stock/checkTask/add', body),
  operate: (operation: 'complete' | 'confirm' | 'terminate', task: Versioned) =>
    http.post<StockCheckTaskView>(`/api/stock/checkTask/${operation}`, { id: task.id, version: task.version }),
  report: (id: string) => http.get<StockCheckReport>(`/api/stock/checkTask/${id}/report`, undefined, { cache: false }),
  reportExportUrl: '/api/stock/checkTask/exportReport',

  sheets: (q: Record<string, unknown>, signal?: AbortSignal) =>
    http.post<Page<StockCheckSheetView>>('/api/stock/stockCheck/page', q, { signal }),
  sheet: (id: string) => http.get<StockCheckSheetView>(`/api/stock/stockCheck/${id}`, undefined, { cache: false }),
  addSheet: (body: { taskId: string; location?: string; lines?: CountLineInput[] }) =>
    http.put<StockCheckSheetView>('/api/stock/stockCheck/add', { lines: [], ...body }),
  saveSheet: (sheet: Versioned, lines: CountLineInput[]) =>
    http.post<StockCheckSheetView>('/api/stock/stockCheck/update', { id: sheet.id, version: sheet.version, lines }),
  scan: (id: string, code: string, location?: string) =>
    http.post<{ sheet: StockCheckSheetView; added: string }>(
      '/api/stock/stockCheck/skuScan',
      { id, code, location },
      { repeat: true, fieldErrors: true },
    ),
  recheck: (taskId: string) => http.put<StockCheckSheetView>('/api/stock/stockCheck/recheck', { taskId }),
  /** A counting .xlsx into a sheet (`id`) or a new PDA-upload sheet of a task (`taskId`). */
  upload: async (target: { id?: string; taskId?: string; location?: string }, file: File | Blob) =>
    http.request<StockCheckSheetView>({
      method: 'POST',
      url: '/api/stock/stockCheck/upload',
      params: Object.fromEntries(Object.entries(target).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>,
      binaryBody: await file.arrayBuffer(),
      contentType: XLSX_CONTENT_TYPE,
      repeat: true,
    }),
  pda: () => http.get<PdaApkView>('/api/shared/pda/latestApkPath'),
};
