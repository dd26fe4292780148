// 补货建议配置: the rules of the replenishment suggestion per business group, warehouse,
// category, or category in a warehouse. Every id is checked against the caller's group
// (warehouse, supplier) or the catalogue (category) and refused naming its field.
import type {
  Page,
  ReplenishmentConfigView,
  ReplenishmentLevel,
  replenishmentConfigPageQuery,
  replenishmentConfigSaveBody,
} from '@quire/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../documents/document-definition';
import type { Db, Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { getSupplierForPurchase, supplierNames } from '../partner/index';
import { catalogNames } from '../product/index';
import { logicalWarehousesByIds } from '../warehouse/index';
import { replenishmentConfig } from './replenishment.schema';

type Row = typeof replenishmentConfig.$inferSelect;
type SaveBody = z.output<typeof replenishmentConfigSaveBody>;

export function levelOf(r: { warehouseId: number | null; categoryId: number | null }): ReplenishmentLevel {
  if (r.warehouseId !== null && r.categoryId !== null) return 'CATEGORY_WAREHOUSE';
  if (r.warehouseId !== null) return 'WAREHOUSE';
  if (r.categoryId !== null) return 'CATEGORY';
  return 'GROUP';
}

/** The warehouse, category and supplier a rule names exist for the caller (refusals name the field). */
async function assertScope(db: Executor, g: number, body: SaveBody): Promise<void> {
  if (body.warehouseId != null && (await logicalWarehousesByIds(db, g, [body.warehouseId])).length === 0) {
    throw fail.field('warehouseId', 'replenishment.warehouseUnknown');
  }
  if (body.categoryId != null && !(await catalogNames(db, { categoryIds: [body.categoryId] })).categories.has(body.categoryId)) {
    throw fail.field('categoryId', 'replenishment.categoryUnknown');
  }
  if (body.supplierId != null && !(await getSupplierForPurchase(db, g, body.supplierId))) {
    throw fail.field('supplierId', 'replenishment.supplierUnknown');
  }
}

async function views(db: Executor, g: number, found: Row[]): Promise<ReplenishmentConfigView[]> {
  const ids = (pick: (r: Row) => number | null) => [...new Set(found.map(pick).filter((v): v is number => v !== null))];
  const [warehouses, catalog, suppliers] = await Promise.all([
    logicalWarehousesByIds(
      db,
      g,
      ids((r) => r.warehouseId),
    ),
    catalogNames(db, { categoryIds: ids((r) => r.categoryId) }),
    supplierNames(
      db,
      g,
      ids((r) => r.supplierId),
    ),
  ]);
  const warehouseName = new Map(warehouses.map((w) => [w.id, w.name]));
  return found.map((r) => ({
    id: String(r.id),
    level: levelOf(r),
    warehouseId: r.warehouseId === null ? null : String(r.warehouseId),
    warehouseName: r.warehouseId === null ? null : (warehouseName.get(r.warehouseId) ?? null),
    categoryId: r.categoryId === null ? null : String(r.categoryId),
    categoryName: r.categoryId === null ? null : (catalog.categories.get(r.categoryId)?.name ?? null),
    supplierId: r.supplierId === null ? null : String(r.supplierId),
    supplierName: r.supplierId === null ? null : (suppliers.get(r.supplierId)?.name ?? null),
    averageSalesDays: r.averageSalesDays,
    lowerDays: r.lowerDays,
    upperDays: r.upperDays,
    purchasePackage: r.purchasePackage === null ? null : String(Number(r.purchasePackage)),
    remark: r.remark,
    version: r.version,
    updateTime: r.updatedAt.toISOString(),
  }));
}

export async function configPage(
  db: Executor,
  g: number,
  q: z.output<typeof replenishmentConfigPageQuery>,
): Promise<Page<ReplenishmentConfigView>> {
  const where = and(
    eq(replenishmentConfig.businessGroupId, g),
    q.warehouseId === undefined ? undefined : eq(replenishmentConfig.warehouseId, q.warehouseId),
    q.categoryId === undefined ? undefined : eq(replenishmentConfig.categoryId, q.categoryId),
  );
  const [found, [{ n }]] = await Promise.all([
    db
      .select()
      .from(replenishmentConfig)
      .where(where)
      .orderBy(desc(replenishmentConfig.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(replenishmentConfig).where(where),
  ]);
  return { list: await views(db, g, found), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Adds a rule, or edits one (compare-and-set on its version); one rule per scope. */
export async function saveConfig(db: Db, actor: Actor, body: SaveBody): Promise<ReplenishmentConfigView> {
  const g = actor.businessGroupId;
  return db.transaction(async (tx) => {
    await assertScope(tx, g, body);
    const values = {
      warehouseId: body.warehouseId ?? null,
      categoryId: body.categoryId ?? null,
      supplierId: body.supplierId ?? null,
      averageSalesDays: body.averageSalesDays,
      lowerDays: body.lowerDays,
      upperDays: body.upperDays,
      purchasePackage: body.purchasePackage ?? null,
      remark: body.remark ?? null,
      updatedBy: actor.employeeId,
    };
    const [taken] = await tx
      .select({ id: replenishmentConfig.id })
      .from(replenishmentConfig)
      .where(
        sql`${replenishmentConfig.businessGroupId} = ${g} and coalesce(${replenishmentConfig.warehouseId}, 0) = ${values.warehouseId ?? 0}
            and coalesce(${replenishmentConfig.categoryId}, 0) = ${values.categoryId ?? 0}`,
      );
    if (taken && taken.id !== body.id)
      throw fail.field(values.categoryId === null ? 'warehouseId' : 'categoryId', 'replenishment.duplicateScope');
    let row: Row | undefined;
    if (body.id === undefined) {
      [row] = await tx
        .insert(replenishmentConfig)
        .values({ ...values, businessGroupId: g, createdBy: actor.employeeId })
        .returning();
    } else {
      const [current] = await tx
        .select({ version: replenishmentConfig.version })
        .from(replenishmentConfig)
        .where(and(eq(replenishmentConfig.id, body.id), eq(replenishmentConfig.businessGroupId, g)));
      if (!current) throw fail.notFound();
      [row] = await tx
        .update(replenishmentConfig)
        .set({ ...values, version: sql`${replenishmentConfig.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(replenishmentConfig.id, body.id),
            eq(replenishmentConfig.businessGroupId, g),
            body.version === undefined ? undefined : eq(replenishmentConfig.version, body.version),
          ),
        )
        .returning();
      if (!row) throw fail.rule('replenishment.versionConflict');
    }
    return (await views(tx, g, [row]))[0];
  });
}

/** Deletes a rule of the group; a version the user saw that is no longer current is a conflict. */
export async function deleteConfig(db: Db, g: number, input: { id: number; version?: number }): Promise<void> {
  const mine = and(eq(replenishmentConfig.id, input.id), eq(replenishmentConfig.businessGroupId, g));
  const deleted = await db
    .delete(replenishmentConfig)
    .where(and(mine, input.version === undefined ? undefined : eq(replenishmentConfig.version, input.version)))
    .returning({ id: replenishmentConfig.id });
  if (deleted.length > 0) return;
  const [exists] = await db.select({ id: replenishmentConfig.id }).from(replenishmentConfig).where(mine);
  throw exists ? fail.rule('replenishment.versionConflict') : fail.notFound();
}

/** The rules a warehouse's suggestion reads: the group's own and those of that warehouse. */
export function rulesOfWarehouseSql(g: number, warehouseId: number) {
  return sql`select id, warehouse_id, category_id, supplier_id, average_sales_days, lower_days, upper_days, purchase_package,
                    case when warehouse_id is not null and category_id is not null then 4
                         when warehouse_id is not null then 3 when category_id is not null then 2 else 1 end as rank
             from replenishment_config where business_group_id = ${g} and (warehouse_id is null or warehouse_id = ${warehouseId})`;
}
