// Test helpers of stocktaking (not a test file): tasks, sheets, scans and counting files as
// a clerk sends them, against real SKUs and warehouses.
import { createHash } from 'node:crypto';
import {
  type StockCheckReport,
  type StockCheckSheetView,
  type StockCheckTaskAddBody,
  type StockCheckTaskView,
  XLSX_CONTENT_TYPE,
} from '@quire/contracts';
import type { Session, TestApp } from '../../../test/harness';

export function stocktakeClerk(t: TestApp, s: Session) {
  const ok = <T>(res: { status: number; body: { code: number; msg: string; data: T } }): T => {
    if (res.body.code !== 200) throw new Error(`expected success, got ${res.status} ${res.body.code} ${res.body.msg}`);
    return res.body.data;
  };
  const api = {
    ok,
    addTask: (body: Partial<StockCheckTaskAddBody> & { warehouseId: string }) =>
      t.call<StockCheckTaskView>(s, 'PUT', '/api/stock/checkTask/add', { scope: 'ALL', gapMode: 'NO_GAP', ...body }),
    task: async (body: Partial<StockCheckTaskAddBody> & { warehouseId: string }) => ok(await api.addTask(body)),
    op: (operation: 'complete' | 'confirm' | 'terminate', task: { id: string; version: number }) =>
      t.call<StockCheckTaskView>(s, 'POST', `/api/stock/checkTask/${operation}`, { id: task.id, version: task.version }),
    /** complete then confirm, from the task as it stands. */
    finish: async (task: StockCheckTaskView) => {
      const done = ok(await api.op('complete', task));
      return ok(await api.op('confirm', done));
    },
    report: async (id: string) => ok(await t.call<StockCheckReport>(s, 'GET', `/api/stock/checkTask/${id}/report`)),
    addSheet: (taskId: string, lines: { skuId: string; qty: string; location?: string }[], location = '') =>
      t.call<StockCheckSheetView>(s, 'PUT', '/api/stock/stockCheck/add', { taskId, location, lines }),
    sheet: async (taskId: string, lines: { skuId: string; qty: string; location?: string }[], location = '') =>
      ok(await api.addSheet(taskId, lines, location)),
    save: (sheet: { id: string; version: number }, lines: { skuId: string; qty: string; location?: string }[]) =>
      t.call<StockCheckSheetView>(s, 'POST', '/api/stock/stockCheck/update', { id: sheet.id, version: sheet.version, lines }),
    scan: (id: string, code: string, extra: Record<string, unknown> = {}) =>
      t.call<{ sheet: StockCheckSheetView; added: string }>(s, 'POST', '/api/stock/stockCheck/skuScan', { id, code, ...extra }),
    recheck: (taskId: string) => t.call<StockCheckSheetView>(s, 'PUT', '/api/stock/stockCheck/recheck', { taskId }),
    detail: async (id: string) => ok(await t.call<StockCheckSheetView>(s, 'GET', `/api/stock/stockCheck/${id}`)),
    /** A signed .xlsx upload, as the web sends it. */
    upload: async (query: string, bytes: Buffer, language = 'en-US') => {
      const url = `/api/stock/stockCheck/upload?${query}`;
      const headers = await t.signedHeaders(s, 'POST', url, createHash('sha256').update(bytes).digest('hex'));
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': XLSX_CONTENT_TYPE, language, ...(s.belongId ? { belongid: s.belongId } : {}) },
        payload: bytes,
      });
      return {
        status: res.statusCode,
        body: res.json() as { code: number; msg: string; data: StockCheckSheetView; errors?: { field: string }[] },
      };
    },
  };
  return api;
}
