import type { Executor } from '../../platform/db/client';
import { defaultWarehouses } from '../warehouse';

export type DefaultWarehouses = {
  defaultPurchaseWarehouseId: string | null;
  defaultPurchaseWarehouseCode: string | null;
  defaultPurchaseWarehouseName: string | null;
  defaultReturnWarehouseId: string | null;
  defaultReturnWarehouseCode: string | null;
  defaultReturnWarehouseName: string | null;
  defaultSaleWarehouseId: string | null;
  defaultSaleReturnWarehouseId: string | null;
};

/**
 * The session user's default purchase and return warehouses (spec §3): the active business
 * group's default purchase warehouse and default purchase-return warehouse; null until the
 * group has them.
 */
export async function defaultWarehousesOf(db: Executor, businessGroupId: number): Promise<DefaultWarehouses> {
  const defaults = await defaultWarehouses(db, businessGroupId);
  const purchase = defaults.PURCHASE;
  const ret = defaults.PURCHASE_RETURN;
  return {
    defaultPurchaseWarehouseId: purchase ? String(purchase.id) : null,
    defaultPurchaseWarehouseCode: purchase?.code ?? null,
    defaultPurchaseWarehouseName: purchase?.name ?? null,
    defaultReturnWarehouseId: ret ? String(ret.id) : null,
    defaultReturnWarehouseCode: ret?.code ?? null,
    defaultReturnWarehouseName: ret?.name ?? null,
    defaultSaleWarehouseId: defaults.SALE ? String(defaults.SALE.id) : null,
    defaultSaleReturnWarehouseId: defaults.SALE_RETURN ? String(defaults.SALE_RETURN.id) : null,
  };
}
