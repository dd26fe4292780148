// Tables of the excel tasks (download center). Files live in the database so that any API
// server can answer any download (DESIGN §9: stateless servers).
import type { ExcelTaskStatus } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, tsColumn, updatedAt } from '../db/columns';

/** bytea as a Buffer on both engines (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** A user's export or import, as listed in the download center. */
export const excelTask = pgTable(
  'excel_task',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    employeeId: refColumn('employee_id').notNull(),
    kind: text('kind').$type<'EXPORT' | 'IMPORT'>().notNull(),
    /** The definition that runs it, e.g. 'customer', 'sku'. */
    bizKey: text('biz_key').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<ExcelTaskStatus>().notNull().default('INITIAL'),
    progress: integer('progress').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    okRows: integer('ok_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    errorMessage: text('error_message'),
    /** Export filters, or `{ mode }` of an import. */
    params: jsonb('params').notNull().default({}),
    /** Who asked, as the worker must see them: permissions, business group, language. */
    authSnapshot: jsonb('auth_snapshot').notNull(),
    createdAt: createdAt(),
    /** Touched by every progress step; a running task that stops touching it was interrupted. */
    updatedAt: updatedAt(),
    finishedAt: tsColumn('finished_at'),
  },
  (t) => [
    index('excel_task_employee_created_idx').on(t.employeeId, t.createdAt.desc()),
    index('excel_task_open_idx').on(t.status, t.updatedAt).where(sql`status in ('INITIAL', 'DOWNLOADING')`),
  ],
);

/**
 * A file of a task: the export (RESULT), an import's upload (UPLOAD) or its error list
 * (ERRORS). Deleted with its task.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: idColumn(),
    taskId: refColumn('task_id')
      .notNull()
      .references(() => excelTask.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'RESULT' | 'UPLOAD' | 'ERRORS'>().notNull(),
    name: text('name').notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_file_task_idx').on(t.taskId, t.purpose)],
);
