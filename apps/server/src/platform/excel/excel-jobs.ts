// The excel queues' workers and the sweep that keeps the download center honest.
import { and, eq, inArray, lt } from 'drizzle-orm';
import pino from 'pino';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { translate } from '../i18n/messages';
import { registerJob } from '../jobs/registry';
import { excelTask } from './excel.schema';
import { runExportTask } from './excel-export';
import { runImportTask } from './excel-import';
import { EXCEL_QUEUE, type ExcelJobData, enqueueTask, jobDataOf } from './excel-task.service';

/** A task queued this long ago and never claimed lost its job: send it again. */
const REQUEUE_AFTER_MS = 10 * 60_000;
/** A running task silent this long died with its server (jobs expire after an hour). */
const INTERRUPTED_AFTER_MS = 65 * 60_000;
/** The download center keeps files this long. */
export const EXCEL_RETENTION_DAYS = 30;

let logger: pino.Logger | undefined;
function log(config: Config): pino.Logger {
  logger ??= pino({ level: config.logLevel, name: 'excel' });
  return logger;
}

/** Called by excelRoutes, before startJobs creates the queues. */
export function registerExcelJobs(): void {
  registerJob({
    queue: EXCEL_QUEUE.EXPORT,
    handler: async (data, { database, config }) => runExportTask(database.db, data as ExcelJobData, log(config)),
  });
  registerJob({
    queue: EXCEL_QUEUE.IMPORT,
    handler: async (data, { database, config }) => runImportTask(database.db, data as ExcelJobData, log(config)),
  });
  registerJob({
    queue: EXCEL_QUEUE.sweep,
    cron: '*/5 * * * *',
    handler: async (_data, { database, config }) => sweepExcelTasks(database.db, log(config)),
  });
}

/** Re-sends lost tasks, fails interrupted ones, and drops tasks past retention. */
export async function sweepExcelTasks(db: Executor, logTo?: { warn: (o: object, msg: string) => void }, now = new Date()) {
  const lost = await db
    .select()
    .from(excelTask)
    .where(and(eq(excelTask.status, 'INITIAL'), lt(excelTask.updatedAt, new Date(now.getTime() - REQUEUE_AFTER_MS))))
    .limit(500);
  let requeued = 0;
  for (const task of lost) {
    if (await enqueueTask(db, task, logTo)) {
      requeued++;
      await db.update(excelTask).set({ updatedAt: now }).where(eq(excelTask.id, task.id));
    }
  }
  const stale = await db
    .select()
    .from(excelTask)
    .where(and(eq(excelTask.status, 'DOWNLOADING'), lt(excelTask.updatedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS))))
    .limit(500);
  for (const task of stale) {
    await db
      .update(excelTask)
      .set({ status: 'FAILED', errorMessage: translate(jobDataOf(task).lang, 'excel.interrupted'), finishedAt: now, updatedAt: now })
      .where(and(eq(excelTask.id, task.id), eq(excelTask.status, 'DOWNLOADING')));
  }
  const expired = await db
    .delete(excelTask)
    .where(
      and(
        inArray(excelTask.status, ['FINISHED', 'DOWNLOADED', 'FAILED']),
        lt(excelTask.createdAt, new Date(now.getTime() - EXCEL_RETENTION_DAYS * 86_400_000)),
      ),
    )
    .returning({ id: excelTask.id });
  return { requeued, interrupted: stale.length, purged: expired.length };
}
