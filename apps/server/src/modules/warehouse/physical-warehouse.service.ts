import type {
  Page,
  PhysicalWarehouseView,
  physicalWarehouseAddBody,
  physicalWarehouseListBody,
  physicalWarehousePageBody,
  physicalWarehouseUpdateBody,
  WarehouseOption,
} from '@quire/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { lockGroupRows, pageOf, recordTimes } from '../../platform/db/group-rows';
import { fail } from '../../platform/http/errors';
import { logicalWarehouse, physicalWarehouse } from './warehouse.schema';
import { duplicate, likePattern, orderBy, toId, uniqueViolation } from './warehouse.support';

type Row = typeof physicalWarehouse.$inferSelect;
type ListQuery = z.output<typeof physicalWarehouseListBody>;
type PageQuery = z.output<typeof physicalWarehousePageBody>;

const logicalCount = sql<number>`(select count(*)::int from logical_warehouse lw where lw.physical_warehouse_id = "physical_warehouse"."id")`;

function toView(r: Row, count: number): PhysicalWarehouseView {
  return {
    id: String(r.id),
    code: r.code,
    name: r.name,
    contactName: r.contactName,
    phone: r.phone,
    address: r.address,
    remark: r.remark,
    status: r.status,
    logicalWarehouseCount: Number(count),
    ...recordTimes(r),
  };
}

function whereOf(groupId: number, q: ListQuery): SQL | undefined {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  return and(
    eq(physicalWarehouse.businessGroupId, groupId),
    pattern ? or(ilike(physicalWarehouse.code, pattern), ilike(physicalWarehouse.name, pattern)) : undefined,
    q.status ? eq(physicalWarehouse.status, q.status) : undefined,
  );
}

const SORTS = { code: physicalWarehouse.code, name: physicalWarehouse.name, createTime: physicalWarehouse.id };
const order = (sort: string | undefined) => orderBy(sort, SORTS, physicalWarehouse.id, [desc(physicalWarehouse.id)]);

export async function physicalWarehousePage(db: Executor, auth: AuthContext, q: PageQuery): Promise<Page<PhysicalWarehouseView>> {
  const where = whereOf(auth.belongId, q);
  return pageOf(
    db,
    physicalWarehouse,
    where,
    q,
    (r: { row: Row; count: number }) => toView(r.row, r.count),
    (limit, offset) =>
      db
        .select({ row: physicalWarehouse, count: logicalCount })
        .from(physicalWarehouse)
        .where(where)
        .orderBy(...order(q.sort))
        .limit(limit)
        .offset(offset),
  );
}

export async function physicalWarehouseList(db: Executor, auth: AuthContext, q: ListQuery): Promise<PhysicalWarehouseView[]> {
  const rows = await db
    .select({ row: physicalWarehouse, count: logicalCount })
    .from(physicalWarehouse)
    .where(whereOf(auth.belongId, q))
    .orderBy(...order(q.sort ?? 'code'))
    .limit(5000);
  return rows.map((r) => toView(r.row, r.count));
}

/** The export's batches: rows after `afterId`, by id. */
export async function physicalWarehouseBatch(
  db: Executor,
  auth: AuthContext,
  q: ListQuery,
  afterId: number | undefined,
  limit: number,
): Promise<PhysicalWarehouseView[]> {
  const rows = await db
    .select({ row: physicalWarehouse, count: logicalCount })
    .from(physicalWarehouse)
    .where(and(whereOf(auth.belongId, q), afterId === undefined ? undefined : gt(physicalWarehouse.id, afterId)))
    .orderBy(asc(physicalWarehouse.id))
    .limit(limit);
  return rows.map((r) => toView(r.row, r.count));
}

/** The picker: enabled physical warehouses of the active group. */
export async function physicalWarehouseOptions(db: Executor, auth: AuthContext): Promise<WarehouseOption[]> {
  const rows = await db
    .select({ id: physicalWarehouse.id, code: physicalWarehouse.code, name: physicalWarehouse.name })
    .from(physicalWarehouse)
    .where(and(eq(physicalWarehouse.businessGroupId, auth.belongId), eq(physicalWarehouse.status, 'ENABLE')))
    .orderBy(asc(physicalWarehouse.code));
  return rows.map((r) => ({ id: String(r.id), code: r.code, name: r.name }));
}

export async function physicalWarehouseDetail(db: Executor, auth: AuthContext, id: number): Promise<PhysicalWarehouseView> {
  const [found] = await db
    .select({ row: physicalWarehouse, count: logicalCount })
    .from(physicalWarehouse)
    .where(and(eq(physicalWarehouse.id, id), eq(physicalWarehouse.businessGroupId, auth.belongId)));
  if (!found) throw fail.notFound();
  return toView(found.row, found.count);
}

type AddBody = z.output<typeof physicalWarehouseAddBody>;
type UpdateBody = z.output<typeof physicalWarehouseUpdateBody>;

async function assertUnique(tx: Executor, groupId: number, body: { code: string; name: string }, exceptId?: number) {
  const taken = await tx
    .select({ code: physicalWarehouse.code, name: physicalWarehouse.name })
    .from(physicalWarehouse)
    .where(
      and(
        eq(physicalWarehouse.businessGroupId, groupId),
        or(eq(physicalWarehouse.code, body.code), eq(physicalWarehouse.name, body.name)),
        exceptId === undefined ? undefined : ne(physicalWarehouse.id, exceptId),
      ),
    );
  if (taken.some((t) => t.code === body.code)) throw duplicate('code', 'warehouse.field.code', body.code);
  if (taken.some((t) => t.name === body.name)) throw duplicate('name', 'warehouse.field.name', body.name);
}

/** What a save writes of the body, adding or changing. */
const fieldsOf = (body: AddBody | UpdateBody) => ({
  code: body.code,
  name: body.name,
  contactName: body.contactName,
  phone: body.phone,
  address: body.address,
  remark: body.remark,
});

function rethrowUnique(err: unknown, body: { code: string; name: string }): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'physical_warehouse_name_uq') throw duplicate('name', 'warehouse.field.name', body.name);
  if (constraint !== null) throw duplicate('code', 'warehouse.field.code', body.code);
  throw err;
}

export async function addPhysicalWarehouse(db: Executor, auth: AuthContext, body: AddBody): Promise<PhysicalWarehouseView> {
  const id = await db.transaction(async (tx) => {
    await assertUnique(tx, auth.belongId, body);
    try {
      const [row] = await tx
        .insert(physicalWarehouse)
        .values({ ...fieldsOf(body), businessGroupId: auth.belongId, status: body.status, createdBy: auth.employeeId })
        .returning({ id: physicalWarehouse.id });
      return row.id;
    } catch (err) {
      rethrowUnique(err, body);
    }
  });
  return physicalWarehouseDetail(db, auth, id);
}

export async function updatePhysicalWarehouse(db: Executor, auth: AuthContext, body: UpdateBody): Promise<PhysicalWarehouseView> {
  const id = toId(body.id);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: physicalWarehouse.id })
      .from(physicalWarehouse)
      .where(and(eq(physicalWarehouse.id, id), eq(physicalWarehouse.businessGroupId, auth.belongId)))
      .for('update');
    if (!current) throw fail.notFound();
    await assertUnique(tx, auth.belongId, body, id);
    try {
      await tx
        .update(physicalWarehouse)
        .set({ ...fieldsOf(body), updatedAt: new Date() })
        .where(eq(physicalWarehouse.id, id));
    } catch (err) {
      rethrowUnique(err, body);
    }
  });
  return physicalWarehouseDetail(db, auth, id);
}

/** Locks the group's rows with these ids, in id order; any id not found in the group is "not found". */
const lockOwn = (tx: Executor, groupId: number, wireIds: string[]): Promise<Row[]> =>
  lockGroupRows(tx, physicalWarehouse, groupId, wireIds);

/** Deletes physical warehouses; refused, for all of them, while a logical warehouse is located in one. */
export async function deletePhysicalWarehouses(db: Executor, auth: AuthContext, wireIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockOwn(tx, auth.belongId, wireIds);
    const ids = rows.map((r) => r.id);
    const used = await tx
      .select({ physicalWarehouseId: logicalWarehouse.physicalWarehouseId, n: sql<number>`count(*)::int` })
      .from(logicalWarehouse)
      .where(inArray(logicalWarehouse.physicalWarehouseId, ids))
      .groupBy(logicalWarehouse.physicalWarehouseId)
      .orderBy(asc(logicalWarehouse.physicalWarehouseId))
      .limit(1);
    if (used.length > 0) {
      const name = rows.find((r) => r.id === used[0].physicalWarehouseId)?.name ?? '';
      throw fail.rule('warehouse.physicalInUse', { name, count: Number(used[0].n) });
    }
    await tx.delete(physicalWarehouse).where(inArray(physicalWarehouse.id, ids));
  });
}

/** Enables or disables; disabling is refused while a logical warehouse inside is still enabled. */
export async function setPhysicalWarehouseStatus(
  db: Executor,
  auth: AuthContext,
  wireIds: string[],
  status: 'ENABLE' | 'DISABLE',
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockOwn(tx, auth.belongId, wireIds);
    const ids = rows.map((r) => r.id);
    if (status === 'DISABLE') {
      const [enabled] = await tx
        .select({ physicalWarehouseId: logicalWarehouse.physicalWarehouseId, name: logicalWarehouse.name })
        .from(logicalWarehouse)
        .where(and(inArray(logicalWarehouse.physicalWarehouseId, ids), eq(logicalWarehouse.status, 'ENABLE')))
        .orderBy(asc(logicalWarehouse.id))
        .limit(1);
      if (enabled) {
        const name = rows.find((r) => r.id === enabled.physicalWarehouseId)?.name ?? '';
        throw fail.rule('warehouse.physicalHasEnabled', { name, logical: enabled.name });
      }
    }
    await tx.update(physicalWarehouse).set({ status, updatedAt: new Date() }).where(inArray(physicalWarehouse.id, ids));
  });
}
