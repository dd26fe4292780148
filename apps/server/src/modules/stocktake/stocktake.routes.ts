import {
  IMPORT_MAX_BYTES,
  type PdaApkView,
  stockCheckRecheckBody,
  stockCheckScanBody,
  stockCheckSheetAddBody,
  stockCheckSheetPageQuery,
  stockCheckSheetSaveBody,
  stockCheckTaskAddBody,
  stockCheckTaskOperateBody,
  stockCheckTaskPageQuery,
  wireId,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../documents/document-routes';
import type { Config } from '../../platform/config';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { translate } from '../../platform/i18n/messages';
import { registerStockGuard } from '../inventory/index';
import { readCountingFile } from './counting-file';
import { stocktakeExportRoutes } from './stocktake-export';
import { addSheet, generateRecheck, saveSheet, scanIntoSheet, sheetDetail, sheetPage, uploadCounts } from './stocktake-sheet.service';
import {
  completeTask,
  confirmTask,
  createTask,
  differenceReport,
  frozenScopeGuard,
  taskDetail,
  taskPage,
  terminateTask,
} from './stocktake-task.service';

const TASK = '/inventory/checkTask';
const SHEET = '/inventory/check';
const tags = ['stock: stocktaking'];
const idParams = z.object({ id: wireId });
const uploadQuery = z
  .object({ id: wireId.optional(), taskId: wireId.optional(), location: z.string().trim().max(40).optional() })
  .refine((q) => q.id !== undefined || q.taskId !== undefined, { path: ['taskId'], message: 'a sheet or a task is required' });

/** Stocktaking (spec §2, §4): tasks, their counting and recount sheets, the difference report. */
export function stocktakeRoutes(app: FastifyInstance, _config: Config): void {
  // Every stock posting and lock passes the freeze of running stocktaking tasks.
  registerStockGuard(frozenScopeGuard);

  route(app, {
    method: 'POST',
    url: '/api/stock/checkTask/page',
    permission: TASK,
    summary: 'Stocktaking tasks, newest first',
    tags,
    body: stockCheckTaskPageQuery,
    handler: ({ db, auth, body }) => taskPage(db, auth.belongId, body),
  });
  route(app, {
    method: 'GET',
    url: '/api/stock/checkTask/:id',
    permission: TASK,
    summary: 'One stocktaking task',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => taskDetail(db, auth.belongId, params.id),
  });
  route(app, {
    method: 'PUT',
    url: '/api/stock/checkTask/add',
    permission: 'inventory:checkTask:add',
    summary: 'Create and start a task: scope, gap handling, freeze; snapshots the book quantities of the scope',
    tags,
    body: stockCheckTaskAddBody,
    handler: ({ db, auth, body }) => createTask(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/checkTask/complete',
    permission: 'inventory:checkTask:edit',
    summary: 'Counting finished (in progress → complete): sheets can no longer change, the freeze ends',
    tags,
    body: stockCheckTaskOperateBody,
    handler: ({ db, auth, body }) => completeTask(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/checkTask/confirm',
    permission: 'inventory:checkTask:complete',
    summary: 'Confirm the difference (complete → confirmed): one gain or loss per SKU at the current average cost',
    tags,
    body: stockCheckTaskOperateBody,
    handler: ({ db, auth, body }) => confirmTask(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/checkTask/terminate',
    permission: 'inventory:checkTask:delete',
    summary: 'Terminate a task (in progress or complete → terminated): posts nothing',
    tags,
    body: stockCheckTaskOperateBody,
    handler: ({ db, auth, body }) => terminateTask(db, actorOf(auth), body),
  });
  route(app, {
    method: 'GET',
    url: '/api/stock/checkTask/:id/report',
    permission: TASK,
    summary: 'The difference report: book, moves since the snapshot, counted, difference; value with costPrice',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => differenceReport(db, auth.belongId, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/api/stock/stockCheck/page',
    permission: SHEET,
    summary: 'Counting and recount sheets, newest first',
    tags,
    body: stockCheckSheetPageQuery,
    handler: ({ db, auth, body }) => sheetPage(db, auth.belongId, body),
  });
  route(app, {
    method: 'GET',
    url: '/api/stock/stockCheck/:id',
    permission: SHEET,
    summary: 'One sheet with its lines',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => sheetDetail(db, auth.belongId, params.id),
  });
  route(app, {
    method: 'PUT',
    url: '/api/stock/stockCheck/add',
    permission: 'inventory:check:add',
    summary: 'A counting sheet of a running task (one counter, one area)',
    tags,
    body: stockCheckSheetAddBody,
    handler: ({ db, auth, body }) => addSheet(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/stockCheck/update',
    permission: 'inventory:check:edit',
    summary: "The entry grid's save: the sheet's lines become these (guarded by the version)",
    tags,
    body: stockCheckSheetSaveBody,
    handler: ({ db, auth, body }) => saveSheet(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/stockCheck/skuScan',
    permission: 'inventory:check:edit',
    summary: 'One scan (barcode or SKU code): adds one unit, a package barcode its factor',
    tags,
    body: stockCheckScanBody,
    handler: ({ db, auth, body }) => scanIntoSheet(db, actorOf(auth), body),
  });
  route(app, {
    method: 'PUT',
    url: '/api/stock/stockCheck/recheck',
    permission: 'inventory:check:add',
    summary: 'A recount sheet of the lines that differ now',
    tags,
    body: stockCheckRecheckBody,
    handler: ({ db, auth, body }) => generateRecheck(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/stockCheck/upload',
    permission: 'inventory:check:add',
    summary:
      'PDA upload: a counting .xlsx (SKU code or barcode, location, quantity) as the raw body, summed per SKU and location, into a sheet (id) or a new one of the task (taskId)',
    tags,
    query: uploadQuery,
    bodyLimit: IMPORT_MAX_BYTES,
    handler: async ({ db, auth, query, request }) => uploadCounts(db, actorOf(auth), query, await readCountingFile(request.body)),
  });

  route(app, {
    method: 'GET',
    url: '/api/shared/pda/latestApkPath',
    permission: AUTHENTICATED,
    summary: 'Latest PDA apk path (spec §7): no app is needed, the browser scan field of the stocktaking sheet serves',
    tags: ['shared'],
    handler: async ({ lang }): Promise<PdaApkView> => ({
      appRequired: false,
      path: null,
      scanPage: SHEET,
      message: translate(lang, 'stocktake.pda'),
    }),
  });

  stocktakeExportRoutes(app);
}
