import type { LocationView, LogicalWarehouseAddBody, LogicalWarehouseView, PhysicalWarehouseView } from '@quire/contracts';
import { expect } from 'vitest';
import type { Session, TestApp } from '../../../test/harness';

// Test helpers of the warehouse suites.

export const WAREHOUSE_GRANTS = ['physicalWarehouse', 'logicalWarehouse', 'location'].flatMap((screen) => [
  `/system/${screen}`,
  ...['add', 'edit', 'status', 'export', 'detail'].map((b) => `system:${screen}:${b}`),
]);

let seq = 0;
export const uniq = (prefix: string) => `${prefix}${++seq}${Math.random().toString(36).slice(2, 6)}`;

export function warehouseHelpers(t: TestApp) {
  async function ok<T>(res: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
    const r = await res;
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data;
  }
  return {
    ok,
    /** A business group and a session in it holding every warehouse permission. */
    async keeperOfNewGroup() {
      const group = await t.given.businessGroup();
      const session = await t.given.session({ grants: WAREHOUSE_GRANTS, groups: [group.id] });
      return { group, session };
    },
    physical: (s: Session, values: Record<string, unknown> = {}) => {
      const code = uniq('P');
      return ok<PhysicalWarehouseView>(t.call(s, 'PUT', '/api/stock/centralWarehouse/add', { code, name: `物理仓${code}`, ...values }));
    },
    logical: (s: Session, physicalWarehouseId: string, values: Partial<LogicalWarehouseAddBody> = {}) => {
      const code = uniq('L');
      return ok<LogicalWarehouseView>(
        t.call(s, 'PUT', '/api/stock/businessCargoWarehouse/add', {
          code,
          name: `逻辑仓${code}`,
          type: 'NORMAL',
          physicalWarehouseId,
          ...values,
        }),
      );
    },
    location: (s: Session, logicalWarehouseId: string, values: Record<string, unknown> = {}) => {
      const code = uniq('A-');
      return ok<LocationView>(
        t.call(s, 'PUT', '/api/stock/warehouseLocation/add', { code, name: `库位${code}`, logicalWarehouseId, ...values }),
      );
    },
    list: (s: Session, body: Record<string, unknown> = {}) =>
      ok<LogicalWarehouseView[]>(t.call(s, 'POST', '/api/stock/businessCargoWarehouse/list', body)),
    /** The group's warehouse codes holding each default. */
    async defaultsOf(s: Session) {
      const all = await ok<LogicalWarehouseView[]>(t.call(s, 'POST', '/api/stock/businessCargoWarehouse/list', {}));
      const holders = (flag: keyof LogicalWarehouseView) => all.filter((w) => w[flag]).map((w) => w.code);
      return {
        SALE: holders('isDefaultSale'),
        PURCHASE: holders('isDefaultPurchase'),
        PURCHASE_RETURN: holders('isDefaultPurchaseReturn'),
        SALE_RETURN: holders('isDefaultSaleReturn'),
        DIRECT_SHIP: holders('isDefaultDirectShip'),
      };
    },
  };
}
