// The download center's tasks and files: create, claim, report progress, finish, list,
// download, delete; and the hand-off to the pg-boss queue.
import {
  ErrorCode,
  type ExcelTaskKind,
  type ExcelTaskPageQuery,
  type ExcelTaskStatus,
  type ExcelTaskView,
  type ImportMode,
  type Language,
  type Page,
} from '@quire/contracts';
import { and, count, desc, eq, getTableColumns, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { AuthContext } from '../access/auth-context';
import type { Executor } from '../db/client';
import { AppError, fail } from '../http/errors';
import { type MessageKey, translate } from '../i18n/messages';
import { excelTask, storedFile } from './excel.schema';

export type TaskRow = typeof excelTask.$inferSelect;
export type FilePurpose = (typeof storedFile.$inferSelect)['purpose'];

/** Who asked, frozen when the task was made: the worker acts with exactly these rights. */
export type AuthSnapshot = {
  employeeId: number;
  employeeNo: string;
  belongId: number;
  businessGroupIds: number[];
  isAdmin: boolean;
  permissions: string[];
};

/** The data of an excel job on the queue. */
export type ExcelJobData = { taskId: number; auth: AuthSnapshot; lang: Language };

export const EXCEL_QUEUE = {
  EXPORT: 'quire-excel-export',
  IMPORT: 'quire-excel-import',
  sweep: 'quire-excel-sweep',
} as const;

export function snapshotOf(auth: AuthContext): AuthSnapshot {
  return {
    employeeId: auth.employeeId,
    employeeNo: auth.employeeNo,
    belongId: auth.belongId,
    businessGroupIds: [...auth.businessGroupIds],
    isAdmin: auth.isAdmin,
    permissions: [...auth.permissions].sort(),
  };
}

export function authFromSnapshot(s: AuthSnapshot): AuthContext {
  return {
    sessionId: 0,
    employeeId: s.employeeId,
    employeeNo: s.employeeNo,
    isAdmin: s.isAdmin,
    belongId: s.belongId,
    businessGroupIds: s.businessGroupIds,
    permissions: new Set(s.permissions),
    createdAt: new Date(),
  };
}

export async function createTask(
  db: Executor,
  values: { kind: ExcelTaskKind; bizKey: string; fileName: string; params: unknown; auth: AuthContext; lang: Language },
): Promise<TaskRow> {
  const [row] = await db
    .insert(excelTask)
    .values({
      businessGroupId: values.auth.belongId,
      employeeId: values.auth.employeeId,
      kind: values.kind,
      bizKey: values.bizKey,
      fileName: values.fileName,
      params: values.params ?? {},
      authSnapshot: { ...snapshotOf(values.auth), lang: values.lang },
    })
    .returning();
  return row;
}

export function jobDataOf(task: TaskRow): ExcelJobData {
  const { lang, ...auth } = task.authSnapshot as AuthSnapshot & { lang: Language };
  return { taskId: task.id, auth, lang };
}

// ---- queue ------------------------------------------------------------------------------

let sender: PgBoss | undefined;

/**
 * pg-boss's insert, run through our own client so it works on both engines and from any
 * API server: a PgBoss that is never started only builds the SQL.
 */
function queueClient(): PgBoss {
  sender ??= new PgBoss({
    db: {
      executeSql: () => {
        throw new Error('excel queue: pass the executor per call');
      },
    },
    schema: 'pgboss',
  } as PgBoss.ConstructorOptions);
  return sender;
}

/** Runs pg-boss' `$1`-style SQL through drizzle (values become bound parameters). */
function executorAdapter(db: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => {
        if (i % 2 === 0) return sql.raw(part);
        const v = values[Number(part) - 1];
        return sql`${v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : (v ?? null)}`;
      });
      const result = await db.execute(sql.join(chunks));
      return { rows: result.rows as unknown[] } as never;
    },
  };
}

/**
 * Puts the task on its queue. False when the queue is not there yet (the jobs have not
 * started): the task stays INITIAL and the sweep sends it once they run.
 */
export async function enqueueTask(db: Executor, task: TaskRow, log?: { warn: (o: object, msg: string) => void }): Promise<boolean> {
  try {
    const id = await queueClient().send(EXCEL_QUEUE[task.kind], jobDataOf(task) as unknown as object, {
      db: executorAdapter(db),
      retryLimit: 0,
      expireInSeconds: 3600,
    });
    return Boolean(id);
  } catch (err) {
    log?.warn({ err, taskId: task.id }, 'excel task not queued; the sweep will send it');
    return false;
  }
}

// ---- a task's life ----------------------------------------------------------------------

export async function reloadTask(db: Executor, taskId: number): Promise<TaskRow> {
  const [row] = await db.select().from(excelTask).where(eq(excelTask.id, taskId));
  if (!row) throw fail.notFound();
  return row;
}

/** INITIAL → DOWNLOADING, once: a second job for the same task finds nothing to do. */
export async function claimTask(db: Executor, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(excelTask)
    .set({ status: 'DOWNLOADING', progress: 0, updatedAt: new Date() })
    .where(and(eq(excelTask.id, taskId), eq(excelTask.status, 'INITIAL')))
    .returning();
  return row;
}

export async function reportProgress(
  db: Executor,
  taskId: number,
  values: { progress: number; totalRows?: number; okRows?: number; failedRows?: number },
): Promise<void> {
  await db
    .update(excelTask)
    .set({ ...values, progress: Math.max(0, Math.min(99, Math.floor(values.progress))), updatedAt: new Date() })
    .where(and(eq(excelTask.id, taskId), eq(excelTask.status, 'DOWNLOADING')));
}

export type TaskOutcome = {
  status: Extract<ExcelTaskStatus, 'FINISHED' | 'FAILED'>;
  totalRows: number;
  okRows: number;
  failedRows: number;
  errorMessage?: string | null;
  file?: { purpose: FilePurpose; name: string; content: Buffer };
};

/** Ends a running task and stores its file, together; nothing when the task was deleted meanwhile. */
export async function finishTask(db: Executor, taskId: number, outcome: TaskOutcome): Promise<boolean> {
  const { file, ...values } = outcome;
  const run = async (tx: Executor) => {
    const [row] = await tx
      .update(excelTask)
      .set({
        ...values,
        errorMessage: values.errorMessage ?? null,
        progress: 100,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(excelTask.id, taskId), eq(excelTask.status, 'DOWNLOADING')))
      .returning({ id: excelTask.id });
    if (!row) return false;
    if (file) await storeFile(tx, taskId, file.purpose, file.name, file.content);
    return true;
  };
  return file ? db.transaction(run) : run(db);
}

export async function failTask(db: Executor, taskId: number, message: string): Promise<void> {
  await db
    .update(excelTask)
    .set({ status: 'FAILED', errorMessage: message.slice(0, 2000), finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(excelTask.id, taskId), inArray(excelTask.status, ['INITIAL', 'DOWNLOADING'])));
}

/** The message a failed task shows: ours translated, anything else named briefly. */
export function failureMessage(err: unknown, lang: Language): string {
  if (err instanceof AppError) return translate(lang, err.messageKey, err.params);
  // A failed query's own text would show SQL; its cause says what went wrong.
  const cause = err instanceof Error && err.cause instanceof Error && err.message.startsWith('Failed query') ? err.cause : err;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return translate(lang, 'excel.taskFailed', { reason: reason.slice(0, 500) || translate(lang, 'common.internal') });
}

export async function storeFile(db: Executor, taskId: number, purpose: FilePurpose, name: string, content: Buffer): Promise<void> {
  await db.insert(storedFile).values({ taskId, purpose, name, content, size: content.length });
}

export async function loadFile(db: Executor, taskId: number, purpose: FilePurpose): Promise<{ name: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ name: storedFile.name, content: storedFile.content })
    .from(storedFile)
    .where(and(eq(storedFile.taskId, taskId), eq(storedFile.purpose, purpose)))
    .orderBy(desc(storedFile.id))
    .limit(1);
  return row;
}

// ---- download center --------------------------------------------------------------------

function parseBound(text: string, end: boolean): Date {
  const [day, time] = text.split(' ');
  const [y, m, d] = day.split('-').map(Number);
  if (!time) return new Date(y, m - 1, end ? d + 1 : d);
  const [hh, mm, ss = 0] = time.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm, ss, end ? 999 : 0);
}

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" inside
// the subquery would then be the file's.
const downloadable = sql<boolean>`exists (select 1 from stored_file f where f.task_id = "excel_task"."id" and f.purpose in ('RESULT', 'ERRORS'))`;

export function toTaskView(row: TaskRow & { downloadable: boolean }): ExcelTaskView {
  const params = (row.params ?? {}) as { mode?: ImportMode };
  return {
    id: String(row.id),
    kind: row.kind,
    bizKey: row.bizKey,
    fileName: row.fileName,
    status: row.status,
    progress: row.progress,
    totalRows: row.totalRows,
    okRows: row.okRows,
    failedRows: row.failedRows,
    errorMessage: row.errorMessage,
    mode: row.kind === 'IMPORT' ? (params.mode ?? 'ALL_OR_NOTHING') : null,
    downloadable: Boolean(row.downloadable),
    createTime: row.createdAt.toISOString(),
    finishTime: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** The caller's own tasks in the active business group, newest first. */
export async function pageTasks(db: Executor, auth: AuthContext, query: ExcelTaskPageQuery): Promise<Page<ExcelTaskView>> {
  const { pageNum, pageSize } = query;
  const where = and(
    eq(excelTask.employeeId, auth.employeeId),
    eq(excelTask.businessGroupId, auth.belongId),
    query.status ? eq(excelTask.status, query.status) : undefined,
    query.kind ? eq(excelTask.kind, query.kind) : undefined,
    query.createTimeStart ? gte(excelTask.createdAt, parseBound(query.createTimeStart, false)) : undefined,
    query.createTimeEnd
      ? query.createTimeEnd.includes(' ')
        ? lte(excelTask.createdAt, parseBound(query.createTimeEnd, true))
        : lt(excelTask.createdAt, parseBound(query.createTimeEnd, true))
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(excelTask).where(where);
  const { authSnapshot: _snapshot, ...columns } = getTableColumns(excelTask);
  const rows = await db
    .select({ ...columns, downloadable })
    .from(excelTask)
    .where(where)
    .orderBy(desc(excelTask.createdAt), desc(excelTask.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    list: rows.map((r) => toTaskView({ ...r, authSnapshot: null } as TaskRow & { downloadable: boolean })),
    total: Number(total),
    pageNum,
    pageSize,
  };
}

/**
 * One of the caller's tasks as the import dialog follows it: open to whoever started it, so
 * importing needs only the list's import permission, not the download center.
 */
export async function taskOfCaller(db: Executor, auth: AuthContext, taskId: number): Promise<ExcelTaskView> {
  const { authSnapshot: _snapshot, ...columns } = getTableColumns(excelTask);
  const [row] = await db
    .select({ ...columns, downloadable })
    .from(excelTask)
    .where(and(eq(excelTask.id, taskId), eq(excelTask.employeeId, auth.employeeId), eq(excelTask.businessGroupId, auth.belongId)));
  if (!row) throw fail.notFound();
  return toTaskView({ ...row, authSnapshot: null } as TaskRow & { downloadable: boolean });
}

/** One of the caller's tasks, or not found (someone else's task is not revealed). */
export async function ownTask(db: Executor, auth: AuthContext, taskId: number): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(excelTask)
    .where(and(eq(excelTask.id, taskId), eq(excelTask.employeeId, auth.employeeId)));
  if (!row || !auth.businessGroupIds.includes(row.businessGroupId)) throw fail.notFound();
  return row;
}

const notReady = () => new AppError(ErrorCode.DATA_NOT_FOUND, 'excel.fileNotReady' satisfies MessageKey);

/**
 * The file a task offers: an export's workbook, or an import's error list. Owner only. An
 * export becomes DOWNLOADED here, when its file is fetched, not when it is written.
 */
export async function taskDownload(db: Executor, auth: AuthContext, taskId: number): Promise<{ name: string; content: Buffer }> {
  const task = await ownTask(db, auth, taskId);
  const file = await loadFile(db, task.id, task.kind === 'EXPORT' ? 'RESULT' : 'ERRORS');
  if (!file) throw notReady();
  if (task.kind === 'EXPORT' && task.status === 'FINISHED') await markDownloaded(db, task.id);
  return file;
}

/** A finished export whose file was fetched: 已下载. */
export async function markDownloaded(db: Executor, taskId: number): Promise<void> {
  await db
    .update(excelTask)
    .set({ status: 'DOWNLOADED', updatedAt: new Date() })
    .where(and(eq(excelTask.id, taskId), eq(excelTask.status, 'FINISHED')));
}

/** An import's error list. Owner only. */
export async function importErrorFile(db: Executor, auth: AuthContext, taskId: number): Promise<{ name: string; content: Buffer }> {
  const task = await ownTask(db, auth, taskId);
  const file = task.kind === 'IMPORT' ? await loadFile(db, task.id, 'ERRORS') : undefined;
  if (!file) throw notReady();
  return file;
}

/** Deletes the caller's own tasks and their files; others' ids are ignored. */
export async function deleteTasks(db: Executor, auth: AuthContext, ids: number[]): Promise<{ deleted: number }> {
  const rows = await db
    .delete(excelTask)
    .where(and(inArray(excelTask.id, ids), eq(excelTask.employeeId, auth.employeeId)))
    .returning({ id: excelTask.id });
  return { deleted: rows.length };
}
