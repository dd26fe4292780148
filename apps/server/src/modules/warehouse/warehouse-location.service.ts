import type {
  LocationView,
  locationAddBody,
  locationListBody,
  locationPageBody,
  locationUpdateBody,
  Page,
  WarehouseOption,
} from '@quire/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { lockGroupRow, lockGroupRows, pageOf, recordFields, setRowsStatus, writeGroupRow } from '../../platform/db/group-rows';
import { fail } from '../../platform/http/errors';
import { logicalWarehouse, warehouseLocation } from './warehouse.schema';
import { duplicate, likePattern, orderBy, toId } from './warehouse.support';
import { firstUsed } from './warehouse-usage';

type Row = typeof warehouseLocation.$inferSelect;
type Status = 'ENABLE' | 'DISABLE';
type ListQuery = z.output<typeof locationListBody>;
type PageQuery = z.output<typeof locationPageBody>;
type AddBody = z.output<typeof locationAddBody>;
type UpdateBody = z.output<typeof locationUpdateBody>;

function selectViews(db: Executor) {
  return db
    .select({ row: warehouseLocation, warehouseCode: logicalWarehouse.code, warehouseName: logicalWarehouse.name })
    .from(warehouseLocation)
    .innerJoin(logicalWarehouse, eq(logicalWarehouse.id, warehouseLocation.logicalWarehouseId));
}

function toView({ row: r, warehouseCode, warehouseName }: { row: Row; warehouseCode: string; warehouseName: string }): LocationView {
  return {
    id: String(r.id),
    code: r.code,
    name: r.name,
    logicalWarehouseId: String(r.logicalWarehouseId),
    logicalWarehouseCode: warehouseCode,
    logicalWarehouseName: warehouseName,
    sort: r.sort,
    ...recordFields(r),
  };
}

function whereOf(groupId: number, q: ListQuery): SQL | undefined {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  return and(
    eq(warehouseLocation.businessGroupId, groupId),
    pattern ? or(ilike(warehouseLocation.code, pattern), ilike(warehouseLocation.name, pattern)) : undefined,
    q.logicalWarehouseId ? eq(warehouseLocation.logicalWarehouseId, toId(q.logicalWarehouseId)) : undefined,
    q.status ? eq(warehouseLocation.status, q.status) : undefined,
  );
}

const SORTS = {
  code: warehouseLocation.code,
  name: warehouseLocation.name,
  sort: warehouseLocation.sort,
  createTime: warehouseLocation.id,
};
const order = (sort: string | undefined) => orderBy(sort, SORTS, warehouseLocation.id, [desc(warehouseLocation.id)]);

export async function locationPage(db: Executor, auth: AuthContext, q: PageQuery): Promise<Page<LocationView>> {
  const where = whereOf(auth.belongId, q);
  return pageOf(db, warehouseLocation, where, q, toView, (limit, offset) =>
    selectViews(db)
      .where(where)
      .orderBy(...order(q.sort))
      .limit(limit)
      .offset(offset),
  );
}

export async function locationList(db: Executor, auth: AuthContext, q: ListQuery): Promise<LocationView[]> {
  const rows = await selectViews(db)
    .where(whereOf(auth.belongId, q))
    .orderBy(...order(q.sort ?? 'code'))
    .limit(5000);
  return rows.map(toView);
}

/** The export's batches: rows after `afterId`, by id. */
export async function locationBatch(
  db: Executor,
  auth: AuthContext,
  q: ListQuery,
  afterId: number | undefined,
  limit: number,
): Promise<LocationView[]> {
  const rows = await selectViews(db)
    .where(and(whereOf(auth.belongId, q), afterId === undefined ? undefined : gt(warehouseLocation.id, afterId)))
    .orderBy(asc(warehouseLocation.id))
    .limit(limit);
  return rows.map(toView);
}

/** The picker: enabled locations of the active group, of one warehouse when given. */
export async function locationOptions(db: Executor, auth: AuthContext, logicalWarehouseId?: string): Promise<WarehouseOption[]> {
  const rows = await db
    .select({ id: warehouseLocation.id, code: warehouseLocation.code, name: warehouseLocation.name })
    .from(warehouseLocation)
    .where(
      and(
        eq(warehouseLocation.businessGroupId, auth.belongId),
        eq(warehouseLocation.status, 'ENABLE'),
        logicalWarehouseId ? eq(warehouseLocation.logicalWarehouseId, toId(logicalWarehouseId)) : undefined,
      ),
    )
    .orderBy(asc(warehouseLocation.sort), asc(warehouseLocation.code));
  return rows.map((r) => ({ id: String(r.id), code: r.code, name: r.name }));
}

export async function locationDetail(db: Executor, auth: AuthContext, id: number): Promise<LocationView> {
  const [found] = await selectViews(db).where(and(eq(warehouseLocation.id, id), eq(warehouseLocation.businessGroupId, auth.belongId)));
  if (!found) throw fail.notFound();
  return toView(found);
}

async function checkWarehouse(tx: Executor, groupId: number, wire: string, current: Row | undefined): Promise<number> {
  const id = toId(wire);
  const [found] = await tx
    .select({ id: logicalWarehouse.id, name: logicalWarehouse.name, status: logicalWarehouse.status })
    .from(logicalWarehouse)
    .where(and(eq(logicalWarehouse.id, id), eq(logicalWarehouse.businessGroupId, groupId)))
    .for('share');
  if (!found) throw fail.field('logicalWarehouseId', 'warehouse.unknownLogical', { id: wire });
  if (found.status !== 'ENABLE' && current?.logicalWarehouseId !== id) {
    throw fail.field('logicalWarehouseId', 'warehouse.logicalDisabled', { name: found.name });
  }
  return id;
}

async function save(db: Executor, auth: AuthContext, body: AddBody | UpdateBody, id: number | undefined): Promise<number> {
  const groupId = auth.belongId;
  return db.transaction(async (tx) => {
    const current = id === undefined ? undefined : await lockGroupRow(tx, warehouseLocation, groupId, id);
    const logicalWarehouseId = await checkWarehouse(tx, groupId, body.logicalWarehouseId, current);
    const [taken] = await tx
      .select({ id: warehouseLocation.id })
      .from(warehouseLocation)
      .where(
        and(
          eq(warehouseLocation.businessGroupId, groupId),
          eq(warehouseLocation.code, body.code),
          id === undefined ? undefined : ne(warehouseLocation.id, id),
        ),
      );
    if (taken) throw duplicate('code', 'warehouse.field.locationCode', body.code);
    const values = { code: body.code, name: body.name, logicalWarehouseId, sort: body.sort, remark: body.remark };
    return writeGroupRow(tx, warehouseLocation, auth, id, values, (body as AddBody).status, () =>
      duplicate('code', 'warehouse.field.locationCode', body.code),
    );
  });
}

export async function addLocation(db: Executor, auth: AuthContext, body: AddBody): Promise<LocationView> {
  return locationDetail(db, auth, await save(db, auth, body, undefined));
}

export async function updateLocation(db: Executor, auth: AuthContext, body: UpdateBody): Promise<LocationView> {
  return locationDetail(db, auth, await save(db, auth, body, toId(body.id)));
}

const lockOwn = (tx: Executor, groupId: number, wireIds: string[]): Promise<Row[]> =>
  lockGroupRows(tx, warehouseLocation, groupId, wireIds);

/** Enables or disables; enabling a location of a disabled warehouse is refused. */
export async function setLocationStatus(db: Executor, auth: AuthContext, wireIds: string[], status: Status): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockOwn(tx, auth.belongId, wireIds);
    if (status === 'ENABLE') {
      const warehouses = await tx
        .select({ name: logicalWarehouse.name, status: logicalWarehouse.status })
        .from(logicalWarehouse)
        .where(
          inArray(
            logicalWarehouse.id,
            rows.map((r) => r.logicalWarehouseId),
          ),
        )
        .orderBy(asc(logicalWarehouse.id))
        .for('share');
      const disabled = warehouses.find((x) => x.status !== 'ENABLE');
      if (disabled) throw fail.rule('warehouse.logicalDisabled', { name: disabled.name });
    }
    await setRowsStatus(tx, warehouseLocation, rows, status);
  });
}

/** Deletes locations; refused for one that stock or documents use. */
export async function deleteLocations(db: Executor, auth: AuthContext, wireIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockOwn(tx, auth.belongId, wireIds);
    const ids = rows.map((r) => r.id);
    const used = await firstUsed(tx, 'location', ids);
    if (used !== null) throw fail.rule('warehouse.inUse', { name: rows.find((r) => r.id === used)?.name ?? '' });
    await tx.delete(warehouseLocation).where(inArray(warehouseLocation.id, ids));
  });
}
