import type { DEFAULT_WAREHOUSE_KINDS, DefaultWarehouseKind, InventoryMode, WarehouseType } from '@quire/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { logicalWarehouse, warehouseLocation } from './warehouse.schema';

// Reads other modules make by business group id (documents, stock, the session user).

export type WarehouseRef = { id: number; code: string; name: string };
export type LogicalWarehouseRef = WarehouseRef & {
  type: WarehouseType;
  inventoryMode: InventoryMode;
  status: 'ENABLE' | 'DISABLE';
  physicalWarehouseId: number;
};

/** The group's default warehouse of each kind (null for a kind it has none of), in one query. */
export async function defaultWarehouses(db: Executor, groupId: number): Promise<Record<DefaultWarehouseKind, WarehouseRef | null>> {
  const rows = await db
    .select()
    .from(logicalWarehouse)
    .where(
      and(
        eq(logicalWarehouse.businessGroupId, groupId),
        or(
          logicalWarehouse.isDefaultSale,
          logicalWarehouse.isDefaultPurchase,
          logicalWarehouse.isDefaultPurchaseReturn,
          logicalWarehouse.isDefaultSaleReturn,
          logicalWarehouse.isDefaultDirectShip,
        ),
      ),
    );
  const pick = (has: (r: (typeof rows)[number]) => boolean): WarehouseRef | null => {
    const r = rows.find(has);
    return r ? { id: r.id, code: r.code, name: r.name } : null;
  };
  const result = {
    SALE: pick((r) => r.isDefaultSale),
    PURCHASE: pick((r) => r.isDefaultPurchase),
    PURCHASE_RETURN: pick((r) => r.isDefaultPurchaseReturn),
    SALE_RETURN: pick((r) => r.isDefaultSaleReturn),
    DIRECT_SHIP: pick((r) => r.isDefaultDirectShip),
  } satisfies Record<(typeof DEFAULT_WAREHOUSE_KINDS)[number], WarehouseRef | null>;
  return result;
}

/** Logical warehouses of the group with these ids; ids of other groups are simply absent. */
export async function logicalWarehousesByIds(db: Executor, groupId: number, ids: number[]): Promise<LogicalWarehouseRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: logicalWarehouse.id,
      code: logicalWarehouse.code,
      name: logicalWarehouse.name,
      type: logicalWarehouse.type,
      inventoryMode: logicalWarehouse.inventoryMode,
      status: logicalWarehouse.status,
      physicalWarehouseId: logicalWarehouse.physicalWarehouseId,
    })
    .from(logicalWarehouse)
    .where(and(eq(logicalWarehouse.businessGroupId, groupId), inArray(logicalWarehouse.id, [...new Set(ids)])));
}

/**
 * Refuses, naming `field`, a warehouse that is not the group's or is disabled: what a document
 * line or header calls before it uses a warehouse.
 */
export async function assertLogicalWarehousesUsable(db: Executor, groupId: number, ids: number[], field = 'warehouseId'): Promise<void> {
  const found = await logicalWarehousesByIds(db, groupId, ids);
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw fail.field(field, 'warehouse.unknownLogical', { id: String(missing) });
  const disabled = found.find((f) => f.status !== 'ENABLE');
  if (disabled) throw fail.field(field, 'warehouse.logicalDisabled', { name: disabled.name });
}

/** Locations of the group with these ids, with their warehouse. */
export async function locationsByIds(
  db: Executor,
  groupId: number,
  ids: number[],
): Promise<(WarehouseRef & { logicalWarehouseId: number; status: 'ENABLE' | 'DISABLE' })[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: warehouseLocation.id,
      code: warehouseLocation.code,
      name: warehouseLocation.name,
      logicalWarehouseId: warehouseLocation.logicalWarehouseId,
      status: warehouseLocation.status,
    })
    .from(warehouseLocation)
    .where(and(eq(warehouseLocation.businessGroupId, groupId), inArray(warehouseLocation.id, [...new Set(ids)])));
}

/** The group's logical warehouses with these codes (an import names warehouses by code). */
export async function logicalWarehousesByCodes(db: Executor, groupId: number, codes: readonly string[]): Promise<LogicalWarehouseRef[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      id: logicalWarehouse.id,
      code: logicalWarehouse.code,
      name: logicalWarehouse.name,
      type: logicalWarehouse.type,
      inventoryMode: logicalWarehouse.inventoryMode,
      status: logicalWarehouse.status,
      physicalWarehouseId: logicalWarehouse.physicalWarehouseId,
    })
    .from(logicalWarehouse)
    .where(and(eq(logicalWarehouse.businessGroupId, groupId), inArray(logicalWarehouse.code, [...new Set(codes)])));
}
