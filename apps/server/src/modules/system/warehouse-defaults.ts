import type { Executor } from '../../platform/db/client';

export type DefaultWarehouses = {
  defaultPurchaseWarehouseId: string | null;
  defaultPurchaseWarehouseCode: string | null;
  defaultPurchaseWarehouseName: string | null;
  defaultReturnWarehouseId: string | null;
  defaultReturnWarehouseCode: string | null;
  defaultReturnWarehouseName: string | null;
};

/** The session user's default purchase and return warehouses; null until warehouses exist. */
export async function defaultWarehousesOf(_db: Executor, _businessGroupId: number): Promise<DefaultWarehouses> {
  return {
    defaultPurchaseWarehouseId: null,
    defaultPurchaseWarehouseCode: null,
    defaultPurchaseWarehouseName: null,
    defaultReturnWarehouseId: null,
    defaultReturnWarehouseCode: null,
    defaultReturnWarehouseName: null,
  };
}
