import type { ClearPlanCheckResult, ClearPlanLogRow, ClearPlanLogSum, ClearPlanSaveBody, ClearPlanView, Page } from '@quire/contracts';
import { http } from '../../../api/http';

const PLAN = '/api/finance/accountClearPlan';
const LOG = '/api/finance/accountCleanPlanLog';

/** 应收管控方案: the screen's permission (its menu path) and its buttons. */
export const CLEAR_PLAN_MENU = '/finance/clearPlan';
export const CLEAR_PLAN_PERMISSION = 'finance:clearPlan';

export const clearPlanKeys = {
  plans: ['finance', 'clearPlan', 'plans'] as const,
  plan: (id: string) => ['finance', 'clearPlan', 'plans', 'detail', id] as const,
  logs: ['finance', 'clearPlan', 'logs'] as const,
};

export const clearPlanApi = {
  page: (q: Record<string, unknown>, signal?: AbortSignal) => http.post<Page<ClearPlanView>>(`${PLAN}/page`, q, { signal }),
  get: (id: string) => http.get<ClearPlanView>(`${PLAN}/${id}`),
  add: (body: ClearPlanSaveBody) => http.put<{ id: string }>(`${PLAN}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: ClearPlanSaveBody & { id: string }) =>
    http.post<{ id: string }>(`${PLAN}/update`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: 'ENABLE' | 'DISABLE') => http.put<null>(`${PLAN}/status`, { ids, status }, { loading: true }),
  logPage: (q: Record<string, unknown>, signal?: AbortSignal) => http.post<Page<ClearPlanLogRow>>(`${LOG}/page`, q, { signal }),
  logSum: (q: Record<string, unknown>, signal?: AbortSignal) => http.post<ClearPlanLogSum>(`${LOG}/sum`, q, { signal }),
  cancel: (ids: string[], reason: string) => http.post<{ cancelled: number }>(`${LOG}/cancel`, { ids, reason }, { loading: true }),
  check: () => http.post<ClearPlanCheckResult>(`${LOG}/check`, {}, { loading: true }),
  logExportUrl: `${LOG}/exportExcel`,
};

/** A deadline as the clerk reads it: the day, and the time when it has one. */
export const deadlineText = (r: { deadlineDate: string; deadlineTime: string | null }) =>
  r.deadlineTime ? `${r.deadlineDate} ${r.deadlineTime}` : r.deadlineDate;

/** The server's `customerIds.3` is the customer picker's field on the form. */
export const formFieldOf = (field: string) => (/^customerIds\.\d+$/.test(field) ? 'customerIds' : field);
