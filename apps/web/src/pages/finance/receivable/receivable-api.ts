import type { Page, ReceivableRecordRow, ReceivableRecordSummary } from '@quire/contracts';
import { http } from '../../../api/http';

const BASE = '/api/finance/receivableRecord';

/** 应收记录: the screen's permission (its menu path) and its export button. */
export const RECEIVABLE_MENU = '/finance/receivable';
export const RECEIVABLE_EXPORT = 'finance:receivable:export';

export const receivableKeys = { list: ['finance', 'receivableRecord'] as const };

export const receivableApi = {
  page: (q: Record<string, unknown>, signal?: AbortSignal) => http.post<Page<ReceivableRecordRow>>(`${BASE}/page`, q, { signal }),
  summary: (q: Record<string, unknown>, signal?: AbortSignal) => http.post<ReceivableRecordSummary>(`${BASE}/summary`, q, { signal }),
  exportUrl: `${BASE}/exportExcel`,
};

/**
 * Spec §5: cleared receivables are asked for by bill no or by a whole clearing period; until
 * one is given the cleared tab asks for it instead of sending a query the server refuses.
 */
export function clearedQueryReady(q: Readonly<Record<string, unknown>>): boolean {
  if (q.status !== 'CLEARED') return true;
  const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  return given(q.billNo) || (given(q.clearedFrom) && given(q.clearedTo));
}

export const EMPTY_SUMMARY: ReceivableRecordSummary = {
  count: 0,
  amount: '0.00',
  settled: '0.00',
  open: '0.00',
  ageing: [
    { bucket: 'D0_30', amount: '0.00' },
    { bucket: 'D31_60', amount: '0.00' },
    { bucket: 'D61_90', amount: '0.00' },
    { bucket: 'D90_PLUS', amount: '0.00' },
  ],
};
