// 补货建议配置: the days and supplier of a replenishment rule, per business group, warehouse,
// category (with its subcategories) or category in a warehouse. Warehouses, categories and
// suppliers belong to other modules: plain ids, no foreign keys.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, updatedAt } from '../../platform/db/columns';

export const replenishmentConfig = pgTable(
  'replenishment_config',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    /** Null: every warehouse of the group. */
    warehouseId: refColumn('warehouse_id'),
    /** Null: every category. */
    categoryId: refColumn('category_id'),
    supplierId: refColumn('supplier_id'),
    averageSalesDays: integer('average_sales_days').notNull(),
    lowerDays: integer('lower_days').notNull(),
    upperDays: integer('upper_days').notNull(),
    /** Suggestions round up to a multiple of it; null: the SKU's package factor. */
    purchasePackage: numeric('purchase_package', { precision: 18, scale: 4 }),
    remark: text('remark'),
    version: integer('version').notNull().default(0),
    createdBy: refColumn('created_by'),
    updatedBy: refColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One rule per scope: (group), (group, warehouse), (group, category), (group, warehouse, category).
    uniqueIndex('replenishment_config_scope_uq').on(
      t.businessGroupId,
      sql`coalesce(${t.warehouseId}, 0)`,
      sql`coalesce(${t.categoryId}, 0)`,
    ),
    index('replenishment_config_group_warehouse_idx').on(t.businessGroupId, t.warehouseId),
    check('replenishment_config_days_ck', sql`${t.lowerDays} >= 0 and ${t.lowerDays} <= ${t.upperDays} and ${t.averageSalesDays} > 0`),
    check('replenishment_config_package_ck', sql`${t.purchasePackage} is null or ${t.purchasePackage} > 0`),
  ],
);
