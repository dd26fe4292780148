import { z } from 'zod';
import { enableStatus, idText, optionalText, pageFields, recordCode, sortParam } from './common';

// Warehouses (spec §3): physical warehouses (物理仓), logical warehouses (逻辑仓) and locations (库位).

const wireId = idText;
const status = enableStatus;
const code = recordCode;
const name = z.string().trim().min(1).max(100);
const keyword = z.string().trim().max(100).optional();

/**
 * Logical warehouse types:
 * - NORMAL (正品仓): saleable goods; the only type that may be the default sale or purchase warehouse.
 * - DEFECTIVE (残次仓): damaged or returned goods awaiting a decision; may be a default return warehouse.
 * - TRANSIT (在途仓): goods on the way between warehouses; never a default.
 * - DIRECT_SHIP (直发仓): goods a supplier ships straight to the customer; only the direct-ship default.
 */
export const WAREHOUSE_TYPES = ['NORMAL', 'DEFECTIVE', 'TRANSIT', 'DIRECT_SHIP'] as const;
export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];

/**
 * INDEPENDENT: the group keeps and counts this stock itself. DELEGATED (代管): a third party (a
 * logistics provider, the distribution centre) holds it on the group's behalf; still the group's
 * stock on the books.
 */
export const INVENTORY_MODES = ['INDEPENDENT', 'DELEGATED'] as const;
export type InventoryMode = (typeof INVENTORY_MODES)[number];

/** The five defaults a business group has exactly one of (spec §5). */
export const DEFAULT_WAREHOUSE_KINDS = ['SALE', 'PURCHASE', 'PURCHASE_RETURN', 'SALE_RETURN', 'DIRECT_SHIP'] as const;
export type DefaultWarehouseKind = (typeof DEFAULT_WAREHOUSE_KINDS)[number];

/** The flag of each default kind on a logical warehouse. */
export const DEFAULT_FLAG_OF = {
  SALE: 'isDefaultSale',
  PURCHASE: 'isDefaultPurchase',
  PURCHASE_RETURN: 'isDefaultPurchaseReturn',
  SALE_RETURN: 'isDefaultSaleReturn',
  DIRECT_SHIP: 'isDefaultDirectShip',
} as const satisfies Record<DefaultWarehouseKind, string>;
export type DefaultFlag = (typeof DEFAULT_FLAG_OF)[DefaultWarehouseKind];

/** Which warehouse types may carry each default, the preferred type first. */
export const DEFAULT_KIND_TYPES: Record<DefaultWarehouseKind, readonly WarehouseType[]> = {
  SALE: ['NORMAL'],
  PURCHASE: ['NORMAL'],
  PURCHASE_RETURN: ['NORMAL', 'DEFECTIVE'],
  SALE_RETURN: ['NORMAL', 'DEFECTIVE'],
  DIRECT_SHIP: ['DIRECT_SHIP', 'NORMAL'],
};

export const warehouseIdsBody = z.object({ ids: z.array(wireId).min(1).max(500) });
export const warehouseStatusBody = z.object({ ids: z.array(wireId).min(1).max(500), status });

// ---- physical warehouses (centralWarehouse) ------------------------------------------------

const physicalFields = {
  code,
  name,
  contactName: optionalText(50),
  phone: optionalText(30),
  address: optionalText(200),
  remark: optionalText(200),
};
export const physicalWarehouseAddBody = z.object({ ...physicalFields, status: status.default('ENABLE') });
export const physicalWarehouseUpdateBody = z.object({ id: wireId, ...physicalFields });
export type PhysicalWarehouseAddBody = z.input<typeof physicalWarehouseAddBody>;
export type PhysicalWarehouseUpdateBody = z.input<typeof physicalWarehouseUpdateBody>;

export const PHYSICAL_WAREHOUSE_SORTS = ['code', 'name', 'createTime'] as const;
export const physicalWarehouseListBody = z.object({ keyword, status: status.optional(), sort: sortParam(PHYSICAL_WAREHOUSE_SORTS) });
export const physicalWarehousePageBody = physicalWarehouseListBody.extend(pageFields);

export type PhysicalWarehouseView = {
  id: string;
  code: string;
  name: string;
  contactName: string | null;
  phone: string | null;
  address: string | null;
  remark: string | null;
  status: 'ENABLE' | 'DISABLE';
  /** Logical warehouses located here. */
  logicalWarehouseCount: number;
  createTime: string;
  updateTime: string;
};

export type WarehouseOption = { id: string; code: string; name: string };

// ---- logical warehouses (businessCargoWarehouse) -------------------------------------------

const logicalFields = {
  code,
  name,
  type: z.enum(WAREHOUSE_TYPES),
  physicalWarehouseId: wireId,
  inventoryMode: z.enum(INVENTORY_MODES).default('INDEPENDENT'),
  remark: optionalText(200),
};
/**
 * Setting a default flag moves that default here from the group's other warehouse. A flag left
 * out of an update keeps its value; clearing the group's only default is refused.
 */
export const logicalWarehouseAddBody = z.object({
  ...logicalFields,
  isDefaultSale: z.boolean().default(false),
  isDefaultPurchase: z.boolean().default(false),
  isDefaultPurchaseReturn: z.boolean().default(false),
  isDefaultSaleReturn: z.boolean().default(false),
  isDefaultDirectShip: z.boolean().default(false),
  status: status.default('ENABLE'),
});
export const logicalWarehouseUpdateBody = z.object({
  id: wireId,
  ...logicalFields,
  isDefaultSale: z.boolean().optional(),
  isDefaultPurchase: z.boolean().optional(),
  isDefaultPurchaseReturn: z.boolean().optional(),
  isDefaultSaleReturn: z.boolean().optional(),
  isDefaultDirectShip: z.boolean().optional(),
});
export type LogicalWarehouseAddBody = z.input<typeof logicalWarehouseAddBody>;
export type LogicalWarehouseUpdateBody = z.input<typeof logicalWarehouseUpdateBody>;

export const LOGICAL_WAREHOUSE_SORTS = ['code', 'name', 'type', 'createTime'] as const;
export const logicalWarehouseListBody = z.object({
  keyword,
  type: z.enum(WAREHOUSE_TYPES).optional(),
  status: status.optional(),
  inventoryMode: z.enum(INVENTORY_MODES).optional(),
  physicalWarehouseId: wireId.optional(),
  sort: sortParam(LOGICAL_WAREHOUSE_SORTS),
});
export const logicalWarehousePageBody = logicalWarehouseListBody.extend(pageFields);

/** One warehouse by id, or the group's default of a kind. */
export const getWarehouseBody = z
  .object({ id: wireId.optional(), defaultKind: z.enum(DEFAULT_WAREHOUSE_KINDS).optional() })
  .refine((b) => (b.id === undefined) !== (b.defaultKind === undefined), { message: 'give either id or defaultKind', path: ['id'] });

export type LogicalWarehouseView = {
  id: string;
  code: string;
  name: string;
  type: WarehouseType;
  physicalWarehouseId: string;
  physicalWarehouseCode: string;
  physicalWarehouseName: string;
  inventoryMode: InventoryMode;
  isDefaultSale: boolean;
  isDefaultPurchase: boolean;
  isDefaultPurchaseReturn: boolean;
  isDefaultSaleReturn: boolean;
  isDefaultDirectShip: boolean;
  status: 'ENABLE' | 'DISABLE';
  remark: string | null;
  locationCount: number;
  createTime: string;
  updateTime: string;
};

/** A picker row: enabled warehouses of the active group. */
export type LogicalWarehouseOption = WarehouseOption & {
  type: WarehouseType;
  inventoryMode: InventoryMode;
  defaultKinds: DefaultWarehouseKind[];
};

export type EmployeeBusinessGroupWarehouses = {
  id: string;
  code: string;
  name: string;
  belongType: 'ENTERPRISE' | 'DEALER';
  isDefault: boolean;
  warehouses: LogicalWarehouseOption[];
};

// ---- locations (warehouseLocation) ---------------------------------------------------------

const locationFields = {
  code,
  name,
  logicalWarehouseId: wireId,
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  remark: optionalText(200),
};
export const locationAddBody = z.object({ ...locationFields, status: status.default('ENABLE') });
export const locationUpdateBody = z.object({ id: wireId, ...locationFields });
export type LocationAddBody = z.input<typeof locationAddBody>;

export const LOCATION_SORTS = ['code', 'name', 'sort', 'createTime'] as const;
export const locationListBody = z.object({
  keyword,
  logicalWarehouseId: wireId.optional(),
  status: status.optional(),
  sort: sortParam(LOCATION_SORTS),
});
export const locationPageBody = locationListBody.extend(pageFields);

export type LocationView = {
  id: string;
  code: string;
  name: string;
  logicalWarehouseId: string;
  logicalWarehouseCode: string;
  logicalWarehouseName: string;
  sort: number;
  status: 'ENABLE' | 'DISABLE';
  remark: string | null;
  createTime: string;
  updateTime: string;
};
