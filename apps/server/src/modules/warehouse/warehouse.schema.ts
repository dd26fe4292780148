import type { InventoryMode, WarehouseType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, recordStamps, refColumn, statusColumn } from '../../platform/db/columns';

/**
 * A physical warehouse (物理仓, spec "centralWarehouse"): a building or yard. Scoped to a business
 * group like everything else rather than shared by the installation: a building two groups use
 * is entered by each of them, so no group sees another's addresses, and a table distributed by
 * business group (DESIGN §9) needs no exception.
 */
export const physicalWarehouse = pgTable(
  'physical_warehouse',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    phone: text('phone'),
    address: text('address'),
    remark: text('remark'),
    status: statusColumn(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('physical_warehouse_code_uq').on(t.businessGroupId, t.code),
    uniqueIndex('physical_warehouse_name_uq').on(t.businessGroupId, t.name),
    index('physical_warehouse_group_idx').on(t.businessGroupId, t.id),
  ],
);

/**
 * A logical warehouse (逻辑仓, spec "businessCargoWarehouse"): the unit stock is kept in. Each
 * business group has at most one default of each kind, guaranteed by the partial unique indexes
 * below even under concurrent saves; the service keeps it at exactly one once the group has an
 * eligible enabled warehouse.
 */
export const logicalWarehouse = pgTable(
  'logical_warehouse',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<WarehouseType>().notNull(),
    physicalWarehouseId: refColumn('physical_warehouse_id')
      .notNull()
      .references(() => physicalWarehouse.id),
    inventoryMode: text('inventory_mode').$type<InventoryMode>().notNull().default('INDEPENDENT'),
    isDefaultSale: boolean('is_default_sale').notNull().default(false),
    isDefaultPurchase: boolean('is_default_purchase').notNull().default(false),
    isDefaultPurchaseReturn: boolean('is_default_purchase_return').notNull().default(false),
    isDefaultSaleReturn: boolean('is_default_sale_return').notNull().default(false),
    isDefaultDirectShip: boolean('is_default_direct_ship').notNull().default(false),
    remark: text('remark'),
    status: statusColumn(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('logical_warehouse_code_uq').on(t.businessGroupId, t.code),
    uniqueIndex('logical_warehouse_name_uq').on(t.businessGroupId, t.name),
    index('logical_warehouse_group_idx').on(t.businessGroupId, t.id),
    index('logical_warehouse_physical_idx').on(t.physicalWarehouseId),
    uniqueIndex('logical_warehouse_default_sale_uq').on(t.businessGroupId).where(sql`${t.isDefaultSale}`),
    uniqueIndex('logical_warehouse_default_purchase_uq').on(t.businessGroupId).where(sql`${t.isDefaultPurchase}`),
    uniqueIndex('logical_warehouse_default_purchase_return_uq').on(t.businessGroupId).where(sql`${t.isDefaultPurchaseReturn}`),
    uniqueIndex('logical_warehouse_default_sale_return_uq').on(t.businessGroupId).where(sql`${t.isDefaultSaleReturn}`),
    uniqueIndex('logical_warehouse_default_direct_ship_uq').on(t.businessGroupId).where(sql`${t.isDefaultDirectShip}`),
  ],
);

/**
 * A location (库位) inside a logical warehouse: a shelf, bay or bin. Codes are unique within the
 * business group, not only within the warehouse, so a scanned shelf label names one place.
 */
export const warehouseLocation = pgTable(
  'warehouse_location',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    logicalWarehouseId: refColumn('logical_warehouse_id')
      .notNull()
      .references(() => logicalWarehouse.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    status: statusColumn(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('warehouse_location_code_uq').on(t.businessGroupId, t.code),
    index('warehouse_location_group_idx').on(t.businessGroupId, t.id),
    index('warehouse_location_warehouse_idx').on(t.logicalWarehouseId, t.sort),
  ],
);
