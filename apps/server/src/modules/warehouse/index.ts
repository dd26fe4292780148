// The warehouse module's public face: other modules import only from here.

export {
  assertLogicalWarehousesUsable,
  defaultWarehouses,
  type LogicalWarehouseRef,
  locationsByIds,
  logicalWarehousesByCodes,
  logicalWarehousesByIds,
  type WarehouseRef,
} from './warehouse-lookup.service';
export { registerWarehouseUsageCheck, type WarehouseUsageCheck, type WarehouseUsageKind } from './warehouse-usage';
