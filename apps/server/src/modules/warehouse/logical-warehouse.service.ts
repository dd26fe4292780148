import {
  DEFAULT_FLAG_OF,
  DEFAULT_KIND_TYPES,
  DEFAULT_WAREHOUSE_KINDS,
  type DefaultWarehouseKind,
  type EmployeeBusinessGroupWarehouses,
  type LogicalWarehouseOption,
  type LogicalWarehouseView,
  type logicalWarehouseAddBody,
  type logicalWarehouseListBody,
  type logicalWarehousePageBody,
  type logicalWarehouseUpdateBody,
  type Page,
  type WarehouseType,
} from '@quire/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { lockGroupRows, pageOf, recordTimes, setRowsStatus } from '../../platform/db/group-rows';
import { fail } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { groupsOfEmployees } from '../system/index';
import { logicalWarehouse, physicalWarehouse, warehouseLocation } from './warehouse.schema';
import { duplicate, likePattern, orderBy, toId, uniqueViolation } from './warehouse.support';
import { firstUsed } from './warehouse-usage';

type Row = typeof logicalWarehouse.$inferSelect;
type Status = 'ENABLE' | 'DISABLE';
type ListQuery = z.output<typeof logicalWarehouseListBody>;
type PageQuery = z.output<typeof logicalWarehousePageBody>;
type AddBody = z.output<typeof logicalWarehouseAddBody>;
type UpdateBody = z.output<typeof logicalWarehouseUpdateBody>;

const FLAG_COLUMN = {
  SALE: logicalWarehouse.isDefaultSale,
  PURCHASE: logicalWarehouse.isDefaultPurchase,
  PURCHASE_RETURN: logicalWarehouse.isDefaultPurchaseReturn,
  SALE_RETURN: logicalWarehouse.isDefaultSaleReturn,
  DIRECT_SHIP: logicalWarehouse.isDefaultDirectShip,
} as const;

const kindLabel = (kind: DefaultWarehouseKind) => `warehouse.kind.${kind}` as MessageKey;
const typeLabel = (type: WarehouseType) => `warehouse.type.${type}` as MessageKey;
const defaultKindsOf = (r: Pick<Row, (typeof DEFAULT_FLAG_OF)[DefaultWarehouseKind]>) =>
  DEFAULT_WAREHOUSE_KINDS.filter((k) => r[DEFAULT_FLAG_OF[k]]);

/**
 * Serialises every write to one group's logical warehouses, so two saves moving a default run
 * one after the other (the second then sees the first's result) instead of one failing on the
 * partial unique index. A transaction-scoped advisory lock; on PGlite (one session) it is moot.
 */
async function lockGroupWarehouses(tx: Executor, groupId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quire.logical_warehouse.${groupId}`}, 0))`);
}

/**
 * Keeps "exactly one default of each kind" once the group has an eligible enabled warehouse: a
 * kind without a default takes the first such warehouse, preferred type first.
 */
async function fillMissingDefaults(tx: Executor, groupId: number): Promise<void> {
  for (const kind of DEFAULT_WAREHOUSE_KINDS) {
    const column = FLAG_COLUMN[kind];
    const types = DEFAULT_KIND_TYPES[kind];
    await tx.execute(sql`
      update ${logicalWarehouse} set ${sql.identifier(column.name)} = true
      where ${logicalWarehouse.id} = (
        select ${logicalWarehouse.id} from ${logicalWarehouse}
        where ${logicalWarehouse.businessGroupId} = ${groupId} and ${logicalWarehouse.status} = 'ENABLE'
          and ${inArray(logicalWarehouse.type, [...types])}
        order by array_position(array[${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[], ${logicalWarehouse.type}), ${logicalWarehouse.id}
        limit 1)
      and not exists (select 1 from ${logicalWarehouse} where ${logicalWarehouse.businessGroupId} = ${groupId} and ${column})`);
  }
}

// ---- reads ----------------------------------------------------------------------------------

const locationCount = sql<number>`(select count(*)::int from warehouse_location wl where wl.logical_warehouse_id = "logical_warehouse"."id")`;

function selectViews(db: Executor) {
  return db
    .select({ row: logicalWarehouse, physicalCode: physicalWarehouse.code, physicalName: physicalWarehouse.name, count: locationCount })
    .from(logicalWarehouse)
    .innerJoin(physicalWarehouse, eq(physicalWarehouse.id, logicalWarehouse.physicalWarehouseId));
}

type ViewRow = { row: Row; physicalCode: string; physicalName: string; count: number };

function toView({ row: r, physicalCode, physicalName, count }: ViewRow): LogicalWarehouseView {
  return {
    id: String(r.id),
    code: r.code,
    name: r.name,
    type: r.type,
    physicalWarehouseId: String(r.physicalWarehouseId),
    physicalWarehouseCode: physicalCode,
    physicalWarehouseName: physicalName,
    inventoryMode: r.inventoryMode,
    isDefaultSale: r.isDefaultSale,
    isDefaultPurchase: r.isDefaultPurchase,
    isDefaultPurchaseReturn: r.isDefaultPurchaseReturn,
    isDefaultSaleReturn: r.isDefaultSaleReturn,
    isDefaultDirectShip: r.isDefaultDirectShip,
    status: r.status,
    remark: r.remark,
    locationCount: Number(count),
    ...recordTimes(r),
  };
}

function whereOf(groupId: number, q: ListQuery): SQL | undefined {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  return and(
    eq(logicalWarehouse.businessGroupId, groupId),
    pattern ? or(ilike(logicalWarehouse.code, pattern), ilike(logicalWarehouse.name, pattern)) : undefined,
    q.type ? eq(logicalWarehouse.type, q.type) : undefined,
    q.status ? eq(logicalWarehouse.status, q.status) : undefined,
    q.inventoryMode ? eq(logicalWarehouse.inventoryMode, q.inventoryMode) : undefined,
    q.physicalWarehouseId ? eq(logicalWarehouse.physicalWarehouseId, toId(q.physicalWarehouseId)) : undefined,
  );
}

const SORTS = { code: logicalWarehouse.code, name: logicalWarehouse.name, type: logicalWarehouse.type, createTime: logicalWarehouse.id };
const order = (sort: string | undefined) => orderBy(sort, SORTS, logicalWarehouse.id, [desc(logicalWarehouse.id)]);

export async function logicalWarehousePage(db: Executor, auth: AuthContext, q: PageQuery): Promise<Page<LogicalWarehouseView>> {
  const where = whereOf(auth.belongId, q);
  return pageOf(db, logicalWarehouse, where, q, toView, (limit, offset) =>
    selectViews(db)
      .where(where)
      .orderBy(...order(q.sort))
      .limit(limit)
      .offset(offset),
  );
}

export async function logicalWarehouseList(db: Executor, auth: AuthContext, q: ListQuery): Promise<LogicalWarehouseView[]> {
  const rows = await selectViews(db)
    .where(whereOf(auth.belongId, q))
    .orderBy(...order(q.sort ?? 'code'))
    .limit(5000);
  return rows.map(toView);
}

/** The export's batches: rows after `afterId`, by id. */
export async function logicalWarehouseBatch(
  db: Executor,
  auth: AuthContext,
  q: ListQuery,
  afterId: number | undefined,
  limit: number,
): Promise<LogicalWarehouseView[]> {
  const rows = await selectViews(db)
    .where(and(whereOf(auth.belongId, q), afterId === undefined ? undefined : gt(logicalWarehouse.id, afterId)))
    .orderBy(asc(logicalWarehouse.id))
    .limit(limit);
  return rows.map(toView);
}

export async function logicalWarehouseDetail(db: Executor, auth: AuthContext, id: number): Promise<LogicalWarehouseView> {
  const [found] = await selectViews(db).where(and(eq(logicalWarehouse.id, id), eq(logicalWarehouse.businessGroupId, auth.belongId)));
  if (!found) throw fail.notFound();
  return toView(found);
}

/** The group's default warehouse of a kind, or null while it has none. */
export async function defaultLogicalWarehouse(
  db: Executor,
  auth: AuthContext,
  kind: DefaultWarehouseKind,
): Promise<LogicalWarehouseView | null> {
  const [found] = await selectViews(db).where(and(eq(logicalWarehouse.businessGroupId, auth.belongId), FLAG_COLUMN[kind]));
  return found ? toView(found) : null;
}

function toOption(r: Row): LogicalWarehouseOption {
  return { id: String(r.id), code: r.code, name: r.name, type: r.type, inventoryMode: r.inventoryMode, defaultKinds: defaultKindsOf(r) };
}

/** The picker: enabled logical warehouses of the active group. */
export async function logicalWarehouseOptions(db: Executor, auth: AuthContext, type?: WarehouseType): Promise<LogicalWarehouseOption[]> {
  const rows = await db
    .select()
    .from(logicalWarehouse)
    .where(
      and(
        eq(logicalWarehouse.businessGroupId, auth.belongId),
        eq(logicalWarehouse.status, 'ENABLE'),
        type ? eq(logicalWarehouse.type, type) : undefined,
      ),
    )
    .orderBy(asc(logicalWarehouse.code));
  return rows.map(toOption);
}

/** The caller's business groups, each with its enabled logical warehouses. */
export async function employeeGroupsWithWarehouses(db: Executor, auth: AuthContext): Promise<EmployeeBusinessGroupWarehouses[]> {
  const groups = ((await groupsOfEmployees(db, [auth.employeeId])).get(auth.employeeId) ?? []).filter((g) =>
    auth.businessGroupIds.includes(Number(g.id)),
  );
  if (groups.length === 0) return [];
  const rows = await db
    .select()
    .from(logicalWarehouse)
    .where(
      and(
        inArray(
          logicalWarehouse.businessGroupId,
          groups.map((g) => Number(g.id)),
        ),
        eq(logicalWarehouse.status, 'ENABLE'),
      ),
    )
    .orderBy(asc(logicalWarehouse.businessGroupId), asc(logicalWarehouse.code));
  return groups.map((g) => ({
    ...g,
    warehouses: rows.filter((r) => r.businessGroupId === Number(g.id)).map(toOption),
  }));
}

// ---- writes ---------------------------------------------------------------------------------

async function assertUnique(tx: Executor, groupId: number, body: { code: string; name: string }, exceptId?: number) {
  const taken = await tx
    .select({ code: logicalWarehouse.code, name: logicalWarehouse.name })
    .from(logicalWarehouse)
    .where(
      and(
        eq(logicalWarehouse.businessGroupId, groupId),
        or(eq(logicalWarehouse.code, body.code), eq(logicalWarehouse.name, body.name)),
        exceptId === undefined ? undefined : ne(logicalWarehouse.id, exceptId),
      ),
    );
  if (taken.some((t) => t.code === body.code)) throw duplicate('code', 'warehouse.field.code', body.code);
  if (taken.some((t) => t.name === body.name)) throw duplicate('name', 'warehouse.field.name', body.name);
}

async function checkPhysical(tx: Executor, groupId: number, wire: string, current: Row | undefined): Promise<number> {
  const id = toId(wire);
  const [physical] = await tx
    .select({ id: physicalWarehouse.id, name: physicalWarehouse.name, status: physicalWarehouse.status })
    .from(physicalWarehouse)
    .where(and(eq(physicalWarehouse.id, id), eq(physicalWarehouse.businessGroupId, groupId)))
    .for('share');
  if (!physical) throw fail.field('physicalWarehouseId', 'warehouse.unknownPhysical', { id: wire });
  if (physical.status !== 'ENABLE' && current?.physicalWarehouseId !== id) {
    throw fail.field('physicalWarehouseId', 'warehouse.physicalDisabled', { name: physical.name });
  }
  return id;
}

type Flags = Record<(typeof DEFAULT_FLAG_OF)[DefaultWarehouseKind], boolean>;

/** The flags after this save, checked: each set flag fits the type and status; a held default is not dropped. */
function resolveFlags(body: AddBody | UpdateBody, status: Status, current: Row | undefined): Flags {
  const flags = {} as Flags;
  for (const kind of DEFAULT_WAREHOUSE_KINDS) {
    const flag = DEFAULT_FLAG_OF[kind];
    const wanted = body[flag] ?? current?.[flag] ?? false;
    if (wanted) {
      if (!DEFAULT_KIND_TYPES[kind].includes(body.type)) {
        throw fail.field(flag, 'warehouse.defaultTypeNotAllowed', { type: typeLabel(body.type), kind: kindLabel(kind) });
      }
      if (status !== 'ENABLE') throw fail.field(flag, 'warehouse.defaultMustBeEnabled', { kind: kindLabel(kind) });
    } else if (current?.[flag]) {
      throw fail.field(flag, 'warehouse.defaultCannotClear', { name: current.name, kind: kindLabel(kind) });
    }
    flags[flag] = wanted;
  }
  return flags;
}

function rethrowUnique(err: unknown, body: { code: string; name: string }): never {
  const constraint = uniqueViolation(err);
  if (constraint === null) throw err;
  if (constraint === 'logical_warehouse_name_uq') throw duplicate('name', 'warehouse.field.name', body.name);
  if (constraint === 'logical_warehouse_code_uq') throw duplicate('code', 'warehouse.field.code', body.code);
  throw fail.rule('warehouse.defaultChangedConcurrently');
}

async function save(db: Executor, auth: AuthContext, body: AddBody | UpdateBody, id: number | undefined): Promise<number> {
  const groupId = auth.belongId;
  return db.transaction(async (tx) => {
    await lockGroupWarehouses(tx, groupId);
    let current: Row | undefined;
    if (id !== undefined) {
      [current] = await tx
        .select()
        .from(logicalWarehouse)
        .where(and(eq(logicalWarehouse.id, id), eq(logicalWarehouse.businessGroupId, groupId)))
        .for('update');
      if (!current) throw fail.notFound();
    }
    const status: Status = current ? current.status : (body as AddBody).status;
    const physicalWarehouseId = await checkPhysical(tx, groupId, body.physicalWarehouseId, current);
    await assertUnique(tx, groupId, body, id);
    const flags = resolveFlags(body, status, current);

    try {
      // Move each default claimed here off the group's other warehouse first (the partial unique
      // index allows one at a time).
      for (const kind of DEFAULT_WAREHOUSE_KINDS) {
        const flag = DEFAULT_FLAG_OF[kind];
        if (!flags[flag] || current?.[flag]) continue;
        await tx
          .update(logicalWarehouse)
          .set({ [flag]: false, updatedAt: new Date() })
          .where(
            and(
              eq(logicalWarehouse.businessGroupId, groupId),
              FLAG_COLUMN[kind],
              id === undefined ? undefined : ne(logicalWarehouse.id, id),
            ),
          );
      }
      const values = {
        code: body.code,
        name: body.name,
        type: body.type,
        physicalWarehouseId,
        inventoryMode: body.inventoryMode,
        remark: body.remark,
        ...flags,
      };
      let savedId: number;
      if (id === undefined) {
        const [row] = await tx
          .insert(logicalWarehouse)
          .values({ ...values, businessGroupId: groupId, status, createdBy: auth.employeeId })
          .returning({ id: logicalWarehouse.id });
        savedId = row.id;
      } else {
        await tx
          .update(logicalWarehouse)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(logicalWarehouse.id, id));
        savedId = id;
      }
      await fillMissingDefaults(tx, groupId);
      return savedId;
    } catch (err) {
      rethrowUnique(err, body);
    }
  });
}

export async function addLogicalWarehouse(db: Executor, auth: AuthContext, body: AddBody): Promise<LogicalWarehouseView> {
  return logicalWarehouseDetail(db, auth, await save(db, auth, body, undefined));
}

export async function updateLogicalWarehouse(db: Executor, auth: AuthContext, body: UpdateBody): Promise<LogicalWarehouseView> {
  return logicalWarehouseDetail(db, auth, await save(db, auth, body, toId(body.id)));
}

const lockOwn = (tx: Executor, groupId: number, wireIds: string[]): Promise<Row[]> => lockGroupRows(tx, logicalWarehouse, groupId, wireIds);

/** Enables or disables; a default warehouse cannot be disabled, nor one in a disabled physical warehouse enabled. */
export async function setLogicalWarehouseStatus(db: Executor, auth: AuthContext, wireIds: string[], status: Status): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGroupWarehouses(tx, auth.belongId);
    const rows = await lockOwn(tx, auth.belongId, wireIds);
    if (status === 'DISABLE') {
      for (const r of rows) {
        const [kind] = defaultKindsOf(r);
        if (kind) throw fail.rule('warehouse.defaultCannotDisable', { name: r.name, kind: kindLabel(kind) });
      }
    } else {
      // Share-lock the physical warehouses so one cannot be disabled while these are enabled.
      const physicals = await tx
        .select({ name: physicalWarehouse.name, status: physicalWarehouse.status })
        .from(physicalWarehouse)
        .where(
          inArray(
            physicalWarehouse.id,
            rows.map((r) => r.physicalWarehouseId),
          ),
        )
        .orderBy(asc(physicalWarehouse.id))
        .for('share');
      const disabled = physicals.find((x) => x.status !== 'ENABLE');
      if (disabled) throw fail.rule('warehouse.physicalDisabled', { name: disabled.name });
    }
    await setRowsStatus(tx, logicalWarehouse, rows, status);
    if (status === 'ENABLE') await fillMissingDefaults(tx, auth.belongId);
  });
}

/** Deletes logical warehouses; refused for a default, one with locations, or one stock or documents use. */
export async function deleteLogicalWarehouses(db: Executor, auth: AuthContext, wireIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGroupWarehouses(tx, auth.belongId);
    const rows = await lockOwn(tx, auth.belongId, wireIds);
    const ids = rows.map((r) => r.id);
    for (const r of rows) {
      const [kind] = defaultKindsOf(r);
      if (kind) throw fail.rule('warehouse.defaultCannotDelete', { name: r.name, kind: kindLabel(kind) });
    }
    const [withLocations] = await tx
      .select({ id: warehouseLocation.logicalWarehouseId, n: sql<number>`count(*)::int` })
      .from(warehouseLocation)
      .where(inArray(warehouseLocation.logicalWarehouseId, ids))
      .groupBy(warehouseLocation.logicalWarehouseId)
      .orderBy(asc(warehouseLocation.logicalWarehouseId))
      .limit(1);
    if (withLocations) {
      const name = rows.find((r) => r.id === withLocations.id)?.name ?? '';
      throw fail.rule('warehouse.logicalHasLocations', { name, count: Number(withLocations.n) });
    }
    const used = await firstUsed(tx, 'logical', ids);
    if (used !== null) throw fail.rule('warehouse.inUse', { name: rows.find((r) => r.id === used)?.name ?? '' });
    await tx.delete(logicalWarehouse).where(inArray(logicalWarehouse.id, ids));
  });
}
