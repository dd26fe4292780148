// Imports: a module defines columns, the row schema (the form's rules) and how to save a
// batch; the framework serves the template, checks the upload, and a worker validates
// every row, commits by the chosen mode and stores an error list.

import { deserialize, serialize } from 'node:v8';
import {
  ErrorCode,
  type FieldError,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportMode,
  importUploadQuery,
  type Language,
  XLSX_CONTENT_TYPE,
} from '@quire/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodType, z } from 'zod';
import type { AuthContext } from '../access/auth-context';
import type { Executor, Tx } from '../db/client';
import { AppError, fail } from '../http/errors';
import { type Permission, route } from '../http/route';
import { MESSAGES, type MessageKey, translate } from '../i18n/messages';
import type { Localized } from './excel-export';
import {
  CELL_MAX_CHARS,
  cellText,
  contentDisposition,
  normalizeHeader,
  OversizedWorkbookError,
  readFirstSheet,
  sheetName,
  UncomputedFormulaError,
  UnreadableWorkbookError,
  writeXlsx,
  xlsxName,
} from './excel-file';
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
  storeFile,
  type TaskRow,
} from './excel-task.service';

export type ImportColumn = {
  key: string;
  header: Localized;
  /** The column must be in the file and the cell filled; marked * in the template. */
  required?: boolean;
  /** The template's example value. */
  example?: string | number;
  /** Column width in characters (default 18). */
  width?: number;
};

export type ImportContext = { auth: AuthContext; lang: Language; mode: ImportMode; taskId: number };

export type ImportDefinition<R extends ZodType = ZodType> = {
  /** Names the import in the task list, e.g. 'customer'; unique among imports. */
  bizKey: string;
  /** GET: the template workbook. */
  templateUrl: string;
  /** POST: the raw .xlsx as the body; answers `{ taskId }`. */
  uploadUrl: string;
  /** Usually the screen's import button, e.g. 'wholesale:customer:import'. */
  permission: Permission;
  /** Name of the template and of the task, without extension (default: bizKey). */
  fileName?: (lang: Language) => string;
  columns: ImportColumn[];
  /** One row, keyed by column key: the form's rules. Cells arrive as trimmed text, empty cells absent. */
  row: R;
  /** At most this many rows (default IMPORT_MAX_ROWS), counted at the upload: more is refused before any task exists. */
  maxRows?: number;
  /** The modes the import allows (default both); another is refused at the upload (field `mode`). */
  modes?: readonly ImportMode[];
  /** Column keys whose combined value must be unique within the file (e.g. ['code']). */
  unique?: string[];
  /**
   * Rules that need the database (references exist, code not taken). Answer field errors
   * (`field` a column key, `message` text or a message key), or throw an AppError.
   */
  validateRow?: (db: Executor, row: z.output<R>, ctx: ImportContext) => Promise<FieldError[]>;
  /**
   * The same for up to IMPORT_BATCH_SIZE rows at once (one `where code in (…)` instead of a
   * query per row: prefer it for large files). Answers each row's errors by position.
   */
  validateRows?: (db: Executor, rows: z.output<R>[], ctx: ImportContext) => Promise<FieldError[][]>;
  /**
   * Saves up to IMPORT_BATCH_SIZE valid rows; every call of one import shares one
   * transaction. An AppError (or a unique/foreign-key violation) marks the rows as failed:
   * the batch is then retried row by row to find the culprits.
   */
  commit: (tx: Tx, rows: z.output<R>[], ctx: ImportContext) => Promise<void>;
  summary?: string;
};

export type ImportError = { row: number; field: string; value: string; message: string };

export const IMPORT_BATCH_SIZE = 1000;
/** Errors listed in the error workbook; the rest are counted. */
const ERRORS_LISTED = 50_000;

const definitions = new Map<string, ImportDefinition>();

export function importDefinition(bizKey: string): ImportDefinition | undefined {
  return definitions.get(bizKey);
}

const onlyXlsx = () => new AppError(ErrorCode.VALIDATION_FAILED, 'excel.onlyXlsx');

function baseName(def: ImportDefinition, lang: Language): string {
  return def.fileName ? def.fileName(lang) : def.bizKey;
}

function headerOf(col: ImportColumn, lang: Language): string {
  return col.header[lang] ?? col.header['zh-CN'];
}

/** Registers `GET def.templateUrl` and `POST def.uploadUrl`. */
export function defineImport<R extends ZodType>(app: FastifyInstance, def: ImportDefinition<R>): ImportDefinition<R> {
  definitions.set(def.bizKey, def as unknown as ImportDefinition);
  route(app, {
    method: 'GET',
    url: def.templateUrl,
    permission: def.permission,
    deniedMessage: 'excel.noImportPermission',
    summary: `Import template of ${def.bizKey}`,
    tags: ['excel'],
    raw: true,
    handler: async ({ lang, reply }) => {
      const content = await importTemplate(def, lang);
      const name = xlsxName(`${baseName(def as unknown as ImportDefinition, lang)}_${translate(lang, 'excel.sheet.template')}`);
      return reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', contentDisposition(name)).send(content);
    },
  });
  route(app, {
    method: 'POST',
    url: def.uploadUrl,
    permission: def.permission,
    // Spec §8's business message: 'no permission for import'.
    deniedMessage: 'excel.noImportPermission',
    summary: def.summary ?? `Import ${def.bizKey}: the raw .xlsx as the body (signed as the hex SHA-256 of the bytes)`,
    tags: ['excel'],
    query: importUploadQuery,
    bodyLimit: IMPORT_MAX_BYTES,
    handler: async ({ db, auth, lang, query, request }) => {
      const task = await createImportTask(db, def, { auth, lang, mode: query.mode, fileName: query.fileName, file: request.body });
      await enqueueTask(db, task, request.log);
      return { taskId: String(task.id) };
    },
  });
  return def;
}

/** The template: the localized header (required columns marked *) and one example row. */
export async function importTemplate(def: ImportDefinition, lang: Language): Promise<Buffer> {
  return writeXlsx(async (workbook) => {
    const sheet = workbook.addWorksheet(sheetName(translate(lang, 'excel.sheet.template')), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    // Text format keeps codes such as 00123 as typed.
    sheet.columns = def.columns.map((c) => ({
      key: c.key,
      header: `${c.required ? '*' : ''}${headerOf(c, lang)}`,
      width: c.width ?? 18,
      style: { numFmt: '@' },
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    def.columns.forEach((c, i) => {
      if (c.required) header.getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
    });
    header.commit();
    sheet.addRow(Object.fromEntries(def.columns.map((c) => [c.key, c.example === undefined ? null : String(c.example)]))).commit();
    sheet.commit();
  });
}

/** A data row as read: its cells' text, and cells refused while reading (a formula without a value, a cell too long). */
/** A header cell's text; a formula without a value names no column. */
function cellTextOrNothing(value: unknown): string | undefined {
  try {
    return cellText(value);
  } catch {
    return undefined;
  }
}

type RawRow = {
  row: number;
  values: Record<string, string | undefined>;
  problems?: { field: string; key: MessageKey; params?: Record<string, unknown> }[];
};

/** Column key by position, from a header row in any of the three languages (or the keys). */
function mapHeader(def: ImportDefinition, cells: unknown[]): Map<number, string> {
  const byText = new Map<string, string>();
  for (const c of def.columns) {
    byText.set(normalizeHeader(c.key), c.key);
    for (const text of Object.values(c.header)) byText.set(normalizeHeader(text), c.key);
  }
  const keyAt = new Map<number, string>();
  const taken = new Set<string>();
  cells.forEach((cell, i) => {
    const text = cellTextOrNothing(cell);
    const key = text === undefined ? undefined : byText.get(normalizeHeader(text));
    if (key && !taken.has(key)) {
      keyAt.set(i, key);
      taken.add(key);
    }
  });
  return keyAt;
}

function missingRequired(def: ImportDefinition, keyAt: Map<number, string>, lang: Language): string[] {
  const present = new Set(keyAt.values());
  return def.columns.filter((c) => c.required && !present.has(c.key)).map((c) => headerOf(c, lang));
}

/**
 * Reads the sheet: the first non-empty row is the header, each later non-empty row a
 * record. `limit` stops early (the upload check reads only the header and one row).
 */
async function* readRecords(def: ImportDefinition, bytes: Buffer, lang: Language): AsyncGenerator<RawRow> {
  let keyAt: Map<number, string> | undefined;
  for await (const { number, values } of readFirstSheet(bytes)) {
    if (!values.some((v) => v !== null && v !== undefined && v !== '')) continue;
    if (!keyAt) {
      keyAt = mapHeader(def, values);
      const missing = missingRequired(def, keyAt, lang);
      if (missing.length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'excel.headerMismatch', { columns: missing.join(', ') });
      continue;
    }
    const record: Record<string, string | undefined> = {};
    const problems: NonNullable<RawRow['problems']> = [];
    for (const [i, key] of keyAt) {
      try {
        const text = cellText(values[i]);
        if (text !== undefined && text.length > CELL_MAX_CHARS) {
          problems.push({ field: key, key: 'excel.row.tooLong', params: { max: CELL_MAX_CHARS } });
          record[key] = text.slice(0, 50);
        } else record[key] = text;
      } catch (err) {
        if (!(err instanceof UncomputedFormulaError)) throw err;
        problems.push({ field: key, key: 'excel.row.formulaWithoutValue' });
      }
    }
    if (problems.length === 0 && Object.values(record).every((v) => v === undefined)) continue;
    yield { row: number, values: record, ...(problems.length ? { problems } : {}) };
  }
  if (!keyAt) throw new AppError(ErrorCode.VALIDATION_FAILED, 'excel.noRows');
}

/**
 * The upload check, before any task exists: an .xlsx (zip signature, readable by exceljs),
 * with the template's required columns and at least one row.
 */
export async function inspectUpload(def: ImportDefinition, file: unknown, lang: Language): Promise<Buffer> {
  if (!Buffer.isBuffer(file) || file.length === 0) throw onlyXlsx();
  try {
    // With its own (small) row limit the file is counted now, so too many rows is a 4xx of the upload.
    let n = 0;
    for await (const _ of readRecords(def, file, lang)) {
      if (def.maxRows === undefined) return file;
      if (++n > def.maxRows) throw new AppError(ErrorCode.VALIDATION_FAILED, 'excel.tooManyRows', { max: def.maxRows });
    }
    if (n > 0) return file;
  } catch (err) {
    if (err instanceof UnreadableWorkbookError) throw onlyXlsx();
    if (err instanceof OversizedWorkbookError) throw new AppError(ErrorCode.VALIDATION_FAILED, 'excel.oversized');
    throw err;
  }
  throw new AppError(ErrorCode.VALIDATION_FAILED, 'excel.noRows');
}

async function createImportTask(
  db: Executor,
  def: ImportDefinition,
  opts: { auth: AuthContext; lang: Language; mode: ImportMode; fileName?: string; file: unknown },
): Promise<TaskRow> {
  if (def.modes && !def.modes.includes(opts.mode)) throw fail.field('mode', 'excel.modeNotAllowed');
  const bytes = await inspectUpload(def, opts.file, opts.lang);
  const fileName = xlsxName(opts.fileName || baseName(def, opts.lang));
  return db.transaction(async (tx) => {
    const task = await createTask(tx, {
      kind: 'IMPORT',
      bizKey: def.bizKey,
      fileName,
      params: { mode: opts.mode },
      auth: opts.auth,
      lang: opts.lang,
    });
    await storeFile(tx, task.id, 'UPLOAD', fileName, bytes);
    return task;
  });
}

// ---- messages of a failed row -------------------------------------------------------------

/** Marks an issue that took the default message, so a schema's own message can be told apart. */
const DEFAULT_MESSAGE = '\u0000';

type Issue = {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  values?: unknown[];
};

function textOf(message: string, lang: Language): string {
  return message in MESSAGES ? translate(lang, message as MessageKey) : message;
}

function issueMessage(issue: Issue, raw: string | undefined, lang: Language): string {
  const t = (key: MessageKey, params?: Record<string, unknown>) => translate(lang, key, params);
  const own = issue.message !== DEFAULT_MESSAGE ? issue.message : undefined;
  // A schema's own words for a rule we cannot name better, shown beside our generic text.
  const withOwn = (generic: string) =>
    !own ? generic : own in MESSAGES ? textOf(own, lang) : lang === 'en-US' ? own : `${generic}（${own}）`;
  const numeric = issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int';
  if (raw === undefined && (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.origin === 'string'))) {
    return t('excel.row.required');
  }
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return t('excel.row.tooLong', { max: String(issue.maximum) });
      if (numeric) return t(issue.inclusive === false ? 'excel.row.maxExclusive' : 'excel.row.max', { max: String(issue.maximum) });
      return withOwn(t('excel.row.invalid'));
    case 'too_small':
      if (issue.origin === 'string') return t('excel.row.tooShort', { min: String(issue.minimum) });
      if (numeric) return t(issue.inclusive === false ? 'excel.row.minExclusive' : 'excel.row.min', { min: String(issue.minimum) });
      return withOwn(t('excel.row.invalid'));
    case 'invalid_type':
      if (issue.expected === 'int') return t('excel.row.notInteger');
      if (issue.expected === 'number' || issue.expected === 'bigint') return t('excel.row.notNumber');
      if (issue.expected === 'date') return t('excel.row.notDate');
      return withOwn(t('excel.row.invalid'));
    case 'invalid_value':
      return t('excel.row.option', { options: (issue.values ?? []).map(String).join(lang === 'zh-CN' ? '、' : ', ') });
    case 'invalid_format':
      return withOwn(t('excel.row.format'));
    default:
      return withOwn(t('excel.row.invalid'));
  }
}

/** The errors an exception means for one row, or undefined when it is not about the data. */
function rowErrorsOf(err: unknown, lang: Language): { field: string; message: string }[] | undefined {
  if (err instanceof AppError) {
    if (err.fieldErrors.length === 0) return [{ field: '', message: translate(lang, err.messageKey, err.params) }];
    return err.fieldErrors.map((f) => ({
      field: f.field,
      message: f.messageKey ? translate(lang, f.messageKey, err.params) : textOf(f.message, lang),
    }));
  }
  // Integrity violations (class 23) are the data's fault: a duplicate, a dangling reference.
  const cause = err instanceof Error && err.cause ? err.cause : err;
  const code = (cause as { code?: unknown })?.code;
  if (typeof code === 'string' && code.startsWith('23')) {
    return [{ field: '', message: translate(lang, code === '23505' ? 'excel.row.duplicate' : 'excel.row.rejected') }];
  }
  return undefined;
}

// ---- the worker ---------------------------------------------------------------------------

class RollBack extends Error {}

type Log = Pick<FastifyBaseLogger, 'error'>;

/** The worker's part: validate every row, commit by mode, store the error list. Never throws. */
export async function runImportTask(db: Executor, data: ExcelJobData, log?: Log): Promise<void> {
  const task = await claimTask(db, data.taskId);
  if (!task) return;
  const lang = data.lang;
  try {
    const def = definitions.get(task.bizKey);
    if (!def) throw new Error(`no import is defined for '${task.bizKey}'`);
    const upload = await loadFile(db, task.id, 'UPLOAD');
    if (!upload) throw new AppError(ErrorCode.DATA_NOT_FOUND, 'excel.fileNotReady');
    const mode = ((task.params ?? {}) as { mode?: ImportMode }).mode ?? 'ALL_OR_NOTHING';
    const ctx: ImportContext = { auth: authFromSnapshot(data.auth), lang, mode, taskId: task.id };

    // Read, checked and kept a batch at a time: only the checked values of valid rows stay
    // (not the cells as read), so 100,000 rows stay within a few hundred MB.
    const errors: ImportError[] = [];
    const addErrors = (record: RawRow, list: { field: string; message: string }[]) => {
      for (const e of list) errors.push({ row: record.row, field: e.field, value: record.values[e.field] ?? '', message: e.message });
    };
    // The file's own rules first (cheap), then the database's, a batch at a time.
    const seen = new Map<string, number>();
    const valid: KeptBatch[] = [];
    let validRows = 0;
    let total = 0;
    let batch: { record: RawRow; value: unknown }[] = [];
    const checkBatch = async () => {
      if (batch.length === 0) return;
      const found = await checkDatabase(db, def, batch, ctx);
      const passed = batch.filter((item, i) => {
        if (found[i].length > 0) addErrors(item.record, found[i]);
        return found[i].length === 0;
      });
      if (passed.length > 0) valid.push(keep(passed));
      validRows += passed.length;
      batch = [];
      // The total is known only at the end: the bar approaches 80% while the file is read.
      await reportProgress(db, task.id, { progress: 80 * (1 - 1 / (1 + total / 20_000)), totalRows: total });
    };
    try {
      for await (const record of readRecords(def, upload.content, lang)) {
        const max = def.maxRows ?? IMPORT_MAX_ROWS;
        if (++total > max) throw new AppError(ErrorCode.VALIDATION_FAILED, 'excel.tooManyRows', { max });
        const checked = checkShape(def, record, lang, seen);
        if (checked.errors.length > 0) addErrors(record, checked.errors);
        else batch.push({ record, value: checked.value });
        if (batch.length >= IMPORT_BATCH_SIZE) await checkBatch();
      }
    } catch (err) {
      throw err instanceof UnreadableWorkbookError ? onlyXlsx() : err;
    }
    await checkBatch();
    if (total === 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'excel.noRows');

    let committed = 0;
    const shouldCommit = validRows > 0 && !(mode === 'ALL_OR_NOTHING' && errors.length > 0);
    if (shouldCommit) {
      await reportProgress(db, task.id, { progress: 80, totalRows: total });
      try {
        committed = await db.transaction(async (tx) => {
          let ok = 0;
          for (const kept of valid) {
            ok += await commitBatch(tx, def, unkeep(kept), ctx, (item, list) => {
              // The cell as checked stands for the cell as read, which is no longer kept.
              const cells = (item.value ?? {}) as Record<string, unknown>;
              for (const e of list)
                errors.push({ row: item.row, field: e.field, value: cellTextOrNothing(cells[e.field]) ?? '', message: e.message });
            });
          }
          if (mode === 'ALL_OR_NOTHING' && errors.length > 0) throw new RollBack();
          return ok;
        });
      } catch (err) {
        if (!(err instanceof RollBack)) throw err;
        committed = 0;
      }
    }

    const failedRows = new Set(errors.map((e) => e.row)).size;
    const failed = failedRows > 0 && committed === 0;
    await finishTask(db, task.id, {
      status: failed ? 'FAILED' : 'FINISHED',
      totalRows: total,
      okRows: committed,
      failedRows,
      errorMessage: failed
        ? translate(lang, 'excel.importFailed', { total, failed: failedRows })
        : failedRows > 0
          ? translate(lang, 'excel.importPartial', { ok: committed, failed: failedRows })
          : null,
      file:
        errors.length > 0
          ? {
              purpose: 'ERRORS',
              name: xlsxName(translate(lang, 'excel.errors.fileName', { name: task.fileName.replace(/\.xlsx$/i, '') })),
              content: await errorWorkbook(def, errors, lang),
            }
          : undefined,
    });
  } catch (err) {
    if (!(err instanceof AppError)) log?.error({ err, taskId: task.id, bizKey: task.bizKey }, 'import failed');
    await failTask(db, task.id, failureMessage(err, lang));
  }
}

type RowMessages = { field: string; message: string }[];

/** A row that passed every check: its sheet row number and its checked value. */
type ValidRow = { row: number; value: unknown };

/**
 * A batch of valid rows kept until the commit: their values serialized (structured clone —
 * plain data, dates, maps) into one buffer outside the JS heap. 100,000 checked rows as
 * objects would hold ~80 MB of heap, and the collector lets the heap grow to a multiple of it.
 */
type KeptBatch = { rows: number[]; data: Buffer };

function keep(batch: { record: RawRow; value: unknown }[]): KeptBatch {
  return { rows: batch.map((b) => b.record.row), data: serialize(batch.map((b) => b.value)) };
}

function unkeep(kept: KeptBatch): ValidRow[] {
  const values = deserialize(kept.data) as unknown[];
  return kept.rows.map((row, i) => ({ row, value: values[i] }));
}

/** Required cells, the row schema, and uniqueness within the file. */
function checkShape(
  def: ImportDefinition,
  record: RawRow,
  lang: Language,
  seen: Map<string, number>,
): { errors: RowMessages; value?: unknown } {
  const errors: RowMessages = (record.problems ?? []).map((p) => ({ field: p.field, message: translate(lang, p.key, p.params) }));
  if (errors.length > 0) return { errors };
  for (const c of def.columns) {
    if (c.required && record.values[c.key] === undefined) errors.push({ field: c.key, message: translate(lang, 'excel.row.required') });
  }
  const parsed = def.row.safeParse(record.values, { error: () => DEFAULT_MESSAGE });
  if (!parsed.success) {
    for (const issue of parsed.error.issues as Issue[]) {
      const field = issue.path.map(String).join('.');
      if (errors.some((e) => e.field === field)) continue;
      errors.push({ field, message: issueMessage(issue, record.values[String(issue.path[0] ?? '')], lang) });
    }
  }
  if (errors.length > 0 || !parsed.success) return { errors };
  const value = parsed.data as Record<string, unknown>;
  if (def.unique && def.unique.length > 0) {
    const parts = def.unique.map((k) => value[k]);
    if (parts.every((p) => p !== undefined && p !== null && p !== '')) {
      const key = JSON.stringify(parts);
      const first = seen.get(key);
      if (first !== undefined)
        return { errors: [{ field: def.unique[0], message: translate(lang, 'excel.row.duplicateInFile', { row: first }) }] };
      seen.set(key, record.row);
    }
  }
  return { errors, value };
}

function toMessages(list: FieldError[] | undefined, lang: Language): RowMessages {
  return (list ?? []).map((e) => ({ field: e.field, message: textOf(e.message, lang) }));
}

/** `validateRows` for the batch, then `validateRow` for each row it passed: errors by position. */
async function checkDatabase(
  db: Executor,
  def: ImportDefinition,
  batch: { record: RawRow; value: unknown }[],
  ctx: ImportContext,
): Promise<RowMessages[]> {
  const values = batch.map((b) => b.value);
  const byBatch = def.validateRows ? await def.validateRows(db, values, ctx) : [];
  const out: RowMessages[] = [];
  for (const [i, value] of values.entries()) {
    let errors = toMessages(byBatch[i], ctx.lang);
    if (errors.length === 0 && def.validateRow) {
      try {
        errors = toMessages(await def.validateRow(db, value, ctx), ctx.lang);
      } catch (err) {
        const list = rowErrorsOf(err, ctx.lang);
        if (!list) throw err;
        errors = list;
      }
    }
    out.push(errors);
  }
  return out;
}

/** Commits a batch in a savepoint; if the data is refused, row by row to find which rows. */
async function commitBatch(
  tx: Tx,
  def: ImportDefinition,
  batch: ValidRow[],
  ctx: ImportContext,
  addErrors: (item: ValidRow, list: { field: string; message: string }[]) => void,
): Promise<number> {
  try {
    await tx.transaction((sp) =>
      def.commit(
        sp,
        batch.map((b) => b.value),
        ctx,
      ),
    );
    return batch.length;
  } catch (err) {
    if (!rowErrorsOf(err, ctx.lang)) throw err;
  }
  let ok = 0;
  for (const item of batch) {
    try {
      await tx.transaction((sp) => def.commit(sp, [item.value], ctx));
      ok++;
    } catch (err) {
      const list = rowErrorsOf(err, ctx.lang);
      if (!list) throw err;
      addErrors(item, list);
    }
  }
  return ok;
}

/** Row, column (as headed in the template), the cell as read, and the reason. */
async function errorWorkbook(def: ImportDefinition, errors: ImportError[], lang: Language): Promise<Buffer> {
  const header = new Map(def.columns.map((c) => [c.key, headerOf(c, lang)]));
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return writeXlsx(async (workbook) => {
    const sheet = workbook.addWorksheet(sheetName(translate(lang, 'excel.sheet.errors')), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { key: 'row', header: translate(lang, 'excel.errors.row'), width: 8 },
      { key: 'field', header: translate(lang, 'excel.errors.column'), width: 20 },
      { key: 'value', header: translate(lang, 'excel.errors.value'), width: 24 },
      { key: 'message', header: translate(lang, 'excel.errors.message'), width: 60 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const e of sorted.slice(0, ERRORS_LISTED)) {
      sheet.addRow({ row: e.row, field: header.get(e.field) ?? e.field, value: e.value, message: e.message }).commit();
    }
    if (sorted.length > ERRORS_LISTED) {
      sheet.addRow({ message: translate(lang, 'excel.errors.more', { count: sorted.length - ERRORS_LISTED }) }).commit();
    }
    sheet.commit();
  });
}

/**
 * Runs an import at once, without the queue (tests, scripts). Refuses a bad file with the
 * same AppError as the upload; otherwise answers the finished task and its error list.
 */
export async function importNow<R extends ZodType>(
  db: Executor,
  def: ImportDefinition<R>,
  opts: { auth: AuthContext; file: Buffer; mode?: ImportMode; lang?: Language; fileName?: string },
): Promise<{ taskId: string; task: TaskRow; errorFile: Buffer | undefined }> {
  definitions.set(def.bizKey, def as unknown as ImportDefinition);
  const lang = opts.lang ?? 'zh-CN';
  const task = await createImportTask(db, def as unknown as ImportDefinition, {
    auth: opts.auth,
    lang,
    mode: opts.mode ?? 'ALL_OR_NOTHING',
    fileName: opts.fileName,
    file: opts.file,
  });
  await runImportTask(db, jobDataOf(task));
  const done = await reloadTask(db, task.id);
  const errorFile = await loadFile(db, task.id, 'ERRORS');
  return { taskId: String(task.id), task: done, errorFile: errorFile?.content };
}
