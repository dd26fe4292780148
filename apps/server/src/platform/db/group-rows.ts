import type { Page } from '@quire/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AppError, fail } from '../http/errors';
import type { Executor } from './client';
import { countOf, together, toIds, uniqueViolation } from './sql-helpers';

// Rows that belong to a business group (warehouses, locations, company accounts): a page of
// them, and the rows of a status change or delete, locked.

/** A table with an id and the business group its rows belong to. */
export type GroupTable = PgTable & { id: AnyPgColumn; businessGroupId: AnyPgColumn };

/** Page `q.pageNum`: the rows `read(limit, offset)` reads, as views, and how many rows of `table` match `where`. */
export async function pageOf<R, T>(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  q: { pageNum: number; pageSize: number },
  toView: (row: R) => T,
  read: (limit: number, offset: number) => Promise<R[]>,
): Promise<Page<T>> {
  const [rows, total] = await together(db, [() => read(q.pageSize, (q.pageNum - 1) * q.pageSize), () => countOf(db, table, where)]);
  return { list: rows.map(toView), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Locks the group's rows of the given ids, in id order; not found unless every id is the group's. */
export async function lockGroupRows<T extends GroupTable>(
  tx: Executor,
  table: T,
  groupId: number,
  wireIds: string[],
): Promise<T['$inferSelect'][]> {
  const ids = toIds(wireIds);
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(inArray(table.id, ids), eq(table.businessGroupId, groupId)))
    .orderBy(asc(table.id))
    .for('update');
  if (rows.length !== ids.length) throw fail.notFound();
  return rows as T['$inferSelect'][];
}

/** The group's row `id`, locked for update; not found unless it is the group's. */
export async function lockGroupRow<T extends GroupTable>(tx: Executor, table: T, groupId: number, id: number): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.businessGroupId, groupId)))
    .for('update');
  if (!row) throw fail.notFound();
  return row as T['$inferSelect'];
}

/**
 * Adds a row of the caller's group (`id` undefined) with `values` and `status`, or changes row
 * `id` to `values`; a unique index refusing the write is the `duplicate()` error. Returns the id.
 */
export async function writeGroupRow<T extends GroupTable & { status: AnyPgColumn; createdBy: AnyPgColumn; updatedAt: AnyPgColumn }>(
  tx: Executor,
  table: T,
  by: { belongId: number; employeeId: number },
  id: number | undefined,
  values: Partial<T['$inferInsert']>,
  status: string,
  duplicate: () => AppError,
): Promise<number> {
  try {
    if (id === undefined) {
      const [row] = await tx
        .insert(table)
        .values({ ...values, businessGroupId: by.belongId, status, createdBy: by.employeeId } as T['$inferInsert'])
        .returning({ id: table.id });
      return row.id as number;
    }
    await tx
      .update(table as PgTable)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(table.id, id));
    return id;
  } catch (err) {
    if (uniqueViolation(err) !== null) throw duplicate();
    throw err;
  }
}

/** Enables or disables the given (locked) rows. */
export async function setRowsStatus<T extends GroupTable & { status: AnyPgColumn; updatedAt: AnyPgColumn }>(
  tx: Executor,
  table: T,
  rows: readonly { id: number }[],
  status: string,
): Promise<void> {
  await tx
    .update(table as PgTable)
    .set({ status, updatedAt: new Date() })
    .where(
      inArray(
        table.id,
        rows.map((r) => r.id),
      ),
    );
}

/** When a record was made and last changed, as the views give them. */
export const recordTimes = (r: { createdAt: Date; updatedAt: Date }) => ({
  createTime: r.createdAt.toISOString(),
  updateTime: r.updatedAt.toISOString(),
});

/** The status, remark and times a master record's view ends with. */
export const recordFields = <S extends string>(r: { status: S; remark: string | null; createdAt: Date; updatedAt: Date }) => ({
  status: r.status,
  remark: r.remark,
  ...recordTimes(r),
});
