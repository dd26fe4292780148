// What the inventory module needs from the product and warehouse modules, as ports: by
// default those modules' index.ts; tests and benchmarks may install their own (`uncheckedPorts`
// takes plain ids without master data).

import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { markSkusUsed, skuFacts, skuIdsWhere } from '../product/index';
import { logicalWarehousesByIds } from '../warehouse/index';

export type SkuInfo = {
  id: number;
  code: string | null;
  name: string | null;
  unit: string | null;
  /** The SKU's purchase price: the first cost of an SKU that has none (DOMAIN rule 19). */
  purchasePrice: string | null;
  enabled: boolean;
};

export type ProductPort = {
  /** False while the product module is not wired: SKU checks are skipped. */
  readonly available: boolean;
  skus(executor: Executor, ids: readonly number[]): Promise<Map<number, SkuInfo>>;
  /**
   * A subquery of SKU ids of a category (with subcategories), a brand and/or matching a keyword
   * (code, mnemonic, name or barcode, as the quick search); null: cannot answer.
   */
  skuIdsWhere(executor: Executor, filter: { categoryId?: number; brandId?: number; keyword?: string }): Promise<SQL | null>;
  /** Tells the product module these SKUs are used by documents (they can no longer be deleted). */
  markUsed(executor: Executor, skuIds: readonly number[]): Promise<void>;
};

export type WarehouseInfo = { id: number; code: string | null; name: string | null; enabled: boolean };

export type WarehousePort = {
  readonly available: boolean;
  /** Logical warehouses of the business group among these ids. */
  warehouses(executor: Executor, businessGroupId: number, ids: readonly number[]): Promise<Map<number, WarehouseInfo>>;
};

export const productModulePort: ProductPort = {
  available: true,
  async skus(executor, ids) {
    const facts = await skuFacts(executor, ids);
    return new Map(
      facts.map((f) => [
        f.id,
        { id: f.id, code: f.code, name: f.name, unit: f.unit, purchasePrice: f.purchasePrice, enabled: f.status === 'ENABLE' },
      ]),
    );
  },
  skuIdsWhere: (executor, filter) => skuIdsWhere(executor, filter),
  markUsed: (executor, skuIds) => markSkusUsed(executor, [...skuIds]),
};

export const warehouseModulePort: WarehousePort = {
  available: true,
  async warehouses(executor, businessGroupId, ids) {
    const found = await logicalWarehousesByIds(executor, businessGroupId, [...ids]);
    return new Map(found.map((w) => [w.id, { id: w.id, code: w.code, name: w.name, enabled: w.status === 'ENABLE' }]));
  },
};

/** Ports that take any id as a SKU or warehouse (tests and benchmarks with plain ids). */
export function uncheckedPorts(purchasePrices: Map<number, string> = new Map()): { products: ProductPort; warehouses: WarehousePort } {
  return {
    products: {
      available: false,
      skus: async (_executor, ids) =>
        new Map(
          ids.map((id) => [
            id,
            { id, code: `SKU${id}`, name: null, unit: null, purchasePrice: purchasePrices.get(id) ?? null, enabled: true },
          ]),
        ),
      skuIdsWhere: async () => null,
      markUsed: async () => {},
    },
    warehouses: { available: false, warehouses: async () => new Map() },
  };
}

let products: ProductPort = productModulePort;
let warehouses: WarehousePort = warehouseModulePort;

export const productPort = (): ProductPort => products;
export const warehousePort = (): WarehousePort => warehouses;

/** Swaps a port; returns a function that puts the previous one back. */
export function useProductPort(port: ProductPort): () => void {
  const previous = products;
  products = port;
  return () => {
    products = previous;
  };
}

export function useWarehousePort(port: WarehousePort): () => void {
  const previous = warehouses;
  warehouses = port;
  return () => {
    warehouses = previous;
  };
}
