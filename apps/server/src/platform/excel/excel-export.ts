// Exports: a module defines columns and a row source; the framework registers the POST,
// records a download-center task, and a worker streams the rows into an .xlsx.
import type { Language } from '@quire/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodType, z } from 'zod';
import type { AuthContext } from '../access/auth-context';
import { COST_FIELDS, canSeeCost } from '../access/field-permission';
import type { Executor } from '../db/client';
import { type Permission, route } from '../http/route';
import { translate } from '../i18n/messages';
import { exportCell, sheetName, stamp, writeXlsx, xlsxName } from './excel-file';
import {
  authFromSnapshot,
  claimTask,
  createTask,
  type ExcelJobData,
  enqueueTask,
  failTask,
  failureMessage,
  finishTask,
  jobDataOf,
  loadFile,
  reloadTask,
  reportProgress,
  type TaskRow,
} from './excel-task.service';

/** A text in the three languages. */
export type Localized = Record<Language, string>;

export type ExportColumn = {
  key: string;
  header: Localized;
  /** Column width in characters (default 16). */
  width?: number;
  /** Excel number format, e.g. '#,##0.00' or 'yyyy-mm-dd'; numeric text in such a column is written as a number. */
  numFmt?: string;
  /** Cost column: left out unless the caller holds `field:costPrice`. Keys named like cost fields are treated so anyway. */
  cost?: boolean;
};

export type ExportContext<F> = { auth: AuthContext; filters: F; lang: Language };

export type ExportDefinition<F extends ZodType = ZodType> = {
  /** Names the export in the task list, e.g. 'customer'; unique among exports. */
  bizKey: string;
  /** The module's export URL, e.g. '/api/customer/jcCustomerInfo/exportExcel'. */
  url: string;
  /** Usually the screen's export button, e.g. 'wholesale:customer:export'. */
  permission: Permission;
  /** The download's name without extension; a timestamp is appended. */
  fileName: (lang: Language) => string;
  /** The request body: the list page's filters (parsed again by the worker). */
  filters: F;
  columns: ExportColumn[];
  /**
   * The rows, in batches of about EXPORT_BATCH_SIZE, filtered by `ctx.auth.belongId` and
   * `ctx.filters`; use `keysetBatches` so the query walks an index, never OFFSET.
   */
  rows: (db: Executor, ctx: ExportContext<z.output<F>>) => AsyncIterable<Record<string, unknown>[]>;
  /** Optional row count, for the progress bar; without it progress jumps to 100 at the end. */
  count?: (db: Executor, ctx: ExportContext<z.output<F>>) => Promise<number>;
  /** OpenAPI summary of the route. */
  summary?: string;
  /** A rule on the filters beyond their schema, refused before any task is recorded (a field error). */
  check?: (filters: z.output<F>) => void;
};

export const EXPORT_BATCH_SIZE = 2000;
/** Excel's row limit less the header; more rows continue on another sheet. */
const SHEET_ROW_LIMIT = 1_048_575;
const PROGRESS_EVERY_MS = 500;

const definitions = new Map<string, ExportDefinition>();

export function exportDefinition(bizKey: string): ExportDefinition | undefined {
  return definitions.get(bizKey);
}

/**
 * Registers `POST def.url`: it validates the filters, records a task and queues it, and
 * answers `{ taskId }` (the web then says "sent to the download center").
 */
export function defineExport<F extends ZodType>(app: FastifyInstance, def: ExportDefinition<F>): ExportDefinition<F> {
  definitions.set(def.bizKey, def as unknown as ExportDefinition);
  route(app, {
    method: 'POST',
    url: def.url,
    permission: def.permission,
    summary: def.summary ?? `Export ${def.bizKey} to the download center`,
    tags: ['excel'],
    body: def.filters,
    handler: async ({ db, auth, lang, body, request }) => {
      def.check?.(body as z.output<F>);
      // Keep what the caller sent: the worker parses it again with the same schema.
      const input = request.rawBody && request.body !== undefined ? rawInput(request.rawBody, request.body) : {};
      const task = await createExportTask(db, def, { auth, filters: input, lang });
      await enqueueTask(db, task, request.log);
      return { taskId: String(task.id) };
    },
  });
  return def;
}

/** The JSON the caller sent (the parsed body may have been transformed by the schema). */
function rawInput(text: string, parsed: unknown): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return parsed;
  }
}

async function createExportTask<F extends ZodType>(
  db: Executor,
  def: ExportDefinition<F>,
  opts: { auth: AuthContext; filters: unknown; lang: Language },
): Promise<TaskRow> {
  return createTask(db, {
    kind: 'EXPORT',
    bizKey: def.bizKey,
    fileName: xlsxName(`${def.fileName(opts.lang)}_${stamp()}`),
    params: opts.filters ?? {},
    auth: opts.auth,
    lang: opts.lang,
  });
}

/** The columns this caller may see. */
export function visibleColumns(columns: ExportColumn[], auth: AuthContext): ExportColumn[] {
  const cost = canSeeCost(auth);
  return columns.filter((c) => cost || !(c.cost || COST_FIELDS.has(c.key)));
}

/**
 * Walks a query by its key: `fetch(after, limit)` answers the next `limit` rows with a key
 * greater than `after` (undefined for the first batch), ordered by that key.
 */
export async function* keysetBatches<T, K>(
  fetch: (after: K | undefined, limit: number) => Promise<T[]>,
  keyOf: (row: T) => K,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<T[]> {
  let after: K | undefined;
  for (;;) {
    const batch = await fetch(after, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    after = keyOf(batch[batch.length - 1]);
  }
}

/** Each batch's rows turned into the sheet's rows (enumerations worded, times as dates). */
export async function* mapBatches<T>(
  batches: AsyncIterable<T[]>,
  map: (row: T) => Record<string, unknown>,
): AsyncGenerator<Record<string, unknown>[]> {
  for await (const batch of batches) yield batch.map(map);
}

type Log = Pick<FastifyBaseLogger, 'error'>;

/** The worker's part: claims the task, streams the workbook, stores it. Never throws. */
export async function runExportTask(db: Executor, data: ExcelJobData, log?: Log): Promise<void> {
  const task = await claimTask(db, data.taskId);
  if (!task) return;
  const lang = data.lang;
  try {
    const def = definitions.get(task.bizKey);
    if (!def) throw new Error(`no export is defined for '${task.bizKey}'`);
    const auth = authFromSnapshot(data.auth);
    const ctx = { auth, filters: def.filters.parse(task.params), lang };
    const columns = visibleColumns(def.columns, auth);
    const total = def.count ? await def.count(db, ctx) : undefined;
    let written = 0;
    let lastReport = Date.now();
    const content = await writeXlsx(async (workbook) => {
      const baseName = sheetName(translate(lang, 'excel.sheet.data'));
      const newSheet = (n: number) => {
        const sheet = workbook.addWorksheet(n === 1 ? baseName : sheetName(`${baseName} ${n}`), {
          views: [{ state: 'frozen', ySplit: 1 }],
        });
        sheet.columns = columns.map((c) => ({
          key: c.key,
          header: c.header[lang] ?? c.header['zh-CN'],
          width: c.width ?? 16,
          ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
        }));
        sheet.getRow(1).font = { bold: true };
        return sheet;
      };
      let sheetNo = 1;
      let sheet = newSheet(sheetNo);
      let inSheet = 0;
      for await (const batch of def.rows(db, ctx)) {
        for (const record of batch) {
          if (inSheet === SHEET_ROW_LIMIT) {
            sheet.commit();
            sheet = newSheet(++sheetNo);
            inSheet = 0;
          }
          const values: Record<string, unknown> = {};
          for (const c of columns) values[c.key] = exportCell(record[c.key], c.numFmt);
          const row = sheet.addRow(values);
          for (const c of columns) {
            if (!c.numFmt && values[c.key] instanceof Date) row.getCell(c.key).numFmt = 'yyyy-mm-dd hh:mm:ss';
          }
          row.commit();
          inSheet++;
          written++;
        }
        if (Date.now() - lastReport >= PROGRESS_EVERY_MS) {
          lastReport = Date.now();
          await reportProgress(db, task.id, { progress: total ? (written / total) * 100 : 0, totalRows: written, okRows: written });
        }
      }
      sheet.commit();
    });
    await finishTask(db, task.id, {
      status: 'FINISHED',
      totalRows: written,
      okRows: written,
      failedRows: 0,
      file: { purpose: 'RESULT', name: task.fileName, content },
    });
  } catch (err) {
    log?.error({ err, taskId: task.id, bizKey: task.bizKey }, 'export failed');
    await failTask(db, task.id, failureMessage(err, lang));
  }
}

/**
 * Runs an export at once, without the queue (tests, scripts): the task goes through the
 * same states and the file is stored as for a queued export.
 */
export async function exportNow<F extends ZodType>(
  db: Executor,
  def: ExportDefinition<F>,
  opts: { auth: AuthContext; filters?: z.input<F>; lang?: Language },
): Promise<{ taskId: string; task: TaskRow; file: Buffer | undefined }> {
  definitions.set(def.bizKey, def as unknown as ExportDefinition);
  const task = await createExportTask(db, def, { auth: opts.auth, filters: opts.filters ?? {}, lang: opts.lang ?? 'zh-CN' });
  await runExportTask(db, jobDataOf(task));
  const done = await reloadTask(db, task.id);
  const file = await loadFile(db, task.id, 'RESULT');
  return { taskId: String(task.id), task: done, file: file?.content };
}
