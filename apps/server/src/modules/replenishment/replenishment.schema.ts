// 补货建议配置: the days and supplier of a replenishment rule, per business group, warehouse,
// category (with its subcategories) or category in a warehouse. Warehouses, categories and
// suppliers belong to other modules: plain ids, no foreign keys.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, tsColumn, updatedAt } from '../../platform/db/columns';

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

// The sales of closed days behind the suggestion, per (warehouse, SKU): a warehouse's suggestion
// reads these instead of every sale move of its window, and only the open days' moves beside
// them. Closed days never change (DOMAIN rule 23), so the figures stand for as long as the close
// they were taken through does; a reopened day retires them (replenishment-sales.ts).

/** One summary per warehouse: the close it was taken through, and what it was taken with. */
export const replenishmentSalesState = pgTable(
  'replenishment_sales_state',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    warehouseId: refColumn('warehouse_id').notNull(),
    /** The last closed day D the figures cover, and the record that closed it. */
    through: date('through', { mode: 'string' }).notNull(),
    checkoutId: refColumn('checkout_id').notNull(),
    /** The longest average-sales days in use when taken: a SKU without a row sold nothing in (D − maxN, D]. */
    maxN: integer('max_n').notNull(),
    /** The rules the N of each SKU came from (their scopes and days, and the default days). */
    rulesKey: text('rules_key').notNull(),
    builtAt: tsColumn('built_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessGroupId, t.warehouseId] })],
);

/** A SKU's net sales over its own window (D − n, D] of the warehouse's summary. */
export const replenishmentSales = pgTable(
  'replenishment_sales',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    warehouseId: refColumn('warehouse_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    /** The SKU's average-sales days when taken; a SKU whose days changed since is read from its moves. */
    n: integer('n').notNull(),
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
    /**
     * leaving[i] (i = 1…7): the net sales of the window's first i days (D − n, D − n + i], the
     * days that leave it as the next i days come; so i days on, the closed part is qty − leaving[i].
     */
    leaving: numeric('leaving', { precision: 18, scale: 4 }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessGroupId, t.warehouseId, t.skuId] })],
);
