// Test helpers of the inventory module (not a test file): plain SKU and warehouse ids, a
// configuration per business group, and the calls a clerk makes.
import type { DocumentDetailView, DocumentOperationResult, StockRowView } from '@quire/contracts';
import { afterAll } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { type DocumentConfig, fixedConfigPort, useConfigPort } from '../../documents/config.port';
import type { DocumentDefinition } from '../../documents/document-definition';
import { catalogDefinition, registerDocumentType } from '../../documents/document-registry';
import { Dec } from '../../platform/money';
import { uncheckedPorts, useProductPort, useWarehousePort } from './inventory.ports';
import { stockHooks, warehouseMoves } from './stock-hooks';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;

/** The restores of the ports swapped by useTestPorts, newest last. */
const swapped: (() => void)[] = [];

/**
 * Puts back the ports useTestPorts swapped. Its afterAll does; so does the next file's setup
 * (test/setup.ts) when a file whose tests were all skipped ran none.
 */
export function restoreTestPorts(): void {
  for (let restore = swapped.pop(); restore; restore = swapped.pop()) restore();
}

/**
 * Plain ids for SKUs and warehouses (purchase prices as given), the configuration from a
 * fixed port the test changes per group; restored after the file.
 */
export function useTestPorts(purchasePrices: Record<number, string> = {}) {
  const ports = uncheckedPorts(new Map(Object.entries(purchasePrices).map(([k, v]) => [Number(k), v])));
  const config = fixedConfigPort({});
  swapped.push(useProductPort(ports.products), useWarehousePort(ports.warehouses), useConfigPort(config));
  afterAll(restoreTestPorts);
  return {
    setConfig: (businessGroupId: number, value: Partial<DocumentConfig>) => config.set(businessGroupId, value),
  };
}

let nextId = 900_000 + Math.floor(Math.random() * 1000) * 100;
/** A fresh id for a SKU or a warehouse nobody else in the file uses. */
export const freshId = () => ++nextId;

export const today = () => new Date().toISOString().slice(0, 10);

/** A purchase receipt as its module defines it for stock: lines in at their own unit price (registered for the file's app). */
export function registerOwnPriceReceipt(): DocumentDefinition {
  return registerDocumentType({
    ...catalogDefinition('PURCHASE_RECEIVE'),
    hooks: stockHooks({
      moves: (doc) => warehouseMoves(doc, (l) => ({ qty: new Dec(l.qty), cost: { kind: 'OWN', unitCost: new Dec(l.unitCost ?? 0) } })),
    }),
  });
}

export function clerk(t: TestApp, s: Session | (Awaited<ReturnType<TestApp['given']['session']>> & { belongId?: string })) {
  const ok = <T>(res: { status: number; body: { code: number; msg: string; data: T } }): T => {
    if (res.body.code !== 200) throw new Error(`expected success, got ${res.status} ${res.body.code} ${res.body.msg}`);
    return res.body.data;
  };
  const api = {
    call: t.call,
    s,
    add: (type: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
      t.call<DocumentOperationResult>(s, 'PUT', `/api/stock/${type}/add`, { billDate: today(), ...body }, { headers }),
    update: (type: string, body: Record<string, unknown>) => t.call<DocumentOperationResult>(s, 'POST', `/api/stock/${type}/update`, body),
    op: (
      type: string,
      operation: string,
      id: string,
      version: number,
      extra: Record<string, unknown> = {},
      headers?: Record<string, string>,
    ) => t.call<DocumentOperationResult>(s, 'POST', `/api/stock/${type}/${operation}`, { id, version, ...extra }, { headers }),
    detail: async (type: string, id: string) => ok(await t.call<DocumentDetailView>(s, 'GET', `/api/stock/${type}/${id}`)),
    stock: async (warehouseId: number, skuId: number) => {
      const page = ok(
        await t.call<{ list: StockRowView[] }>(s, 'POST', '/api/stock/stockQuery/page', {
          warehouseId: String(warehouseId),
          skuId: String(skuId),
        }),
      );
      return page.list[0];
    },
    /** A stock gain (报溢) posted at once (review policy NONE). */
    gain: async (warehouseId: number, lines: [number, string][], billDate = today()) => {
      const saved = ok(
        await api.add('breakage', {
          billDate,
          warehouseId: String(warehouseId),
          lines: lines.map(([sku, qty]) => ({ skuId: String(sku), qty })),
        }),
      );
      return ok(await api.op('breakage', 'complete', saved.id, saved.version));
    },
    /** A loss (报损, negative quantities) posted at once. */
    loss: async (warehouseId: number, lines: [number, string][]) => {
      const saved = ok(
        await api.add('breakage', {
          warehouseId: String(warehouseId),
          lines: lines.map(([sku, qty]) => ({ skuId: String(sku), qty: `-${qty}` })),
        }),
      );
      return api.op('breakage', 'complete', saved.id, saved.version);
    },
    transfer: async (from: number, to: number, lines: [number, string][]) =>
      ok(
        await api.add('transfer', {
          outWarehouseId: String(from),
          inWarehouseId: String(to),
          lines: lines.map(([sku, qty]) => ({ skuId: String(sku), qty })),
        }),
      ),
    ok,
  };
  return api;
}
