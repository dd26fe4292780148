import type { LogicalWarehouseView } from '@quire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { warehouseHelpers } from './warehouse.fixtures';
import { logicalWarehouse } from './warehouse.schema';

// On PostgreSQL the requests really overlap (a pool of connections); on PGlite they are
// serialised by its single session, and the invariant must hold all the same.
const t = await startTestApp();
const w = warehouseHelpers(t);

async function defaultSaleCount(groupId: number): Promise<number> {
  const [{ n }] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(logicalWarehouse)
    .where(and(eq(logicalWarehouse.businessGroupId, groupId), eq(logicalWarehouse.isDefaultSale, true)));
  return Number(n);
}

const setDefaultSale = (s: Parameters<typeof t.call>[0], wh: LogicalWarehouseView) =>
  t.call(s, 'POST', '/api/stock/businessCargoWarehouse/update', {
    id: wh.id,
    code: wh.code,
    name: wh.name,
    type: wh.type,
    physicalWarehouseId: wh.physicalWarehouseId,
    isDefaultSale: true,
  });

describe('default warehouses under concurrency', () => {
  it('ends with exactly one default sale warehouse when two requests set different ones at once', async () => {
    const { group, session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    const first = await w.logical(session, p.id, { code: 'W1' });
    const a = await w.logical(session, p.id, { code: 'W2' });
    const b = await w.logical(session, p.id, { code: 'W3' });
    expect(first.isDefaultSale).toBe(true);
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([setDefaultSale(session, a), setDefaultSale(session, b)]);
      // Both are served (one after the other under the group lock); at worst one is told to retry.
      for (const r of results) expect([200, 4000422], r.body.msg).toContain(r.body.code);
      expect(results.some((r) => r.body.code === 200)).toBe(true);
      expect(await defaultSaleCount(group.id)).toBe(1);
      const holders = (await w.defaultsOf(session)).SALE;
      expect(holders).toHaveLength(1);
      expect(['W2', 'W3']).toContain(holders[0]);
    }
  });

  it('ends with exactly one default when several new warehouses claim it at once', async () => {
    const { group, session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    const results = await Promise.all(
      ['C1', 'C2', 'C3', 'C4'].map((code) =>
        t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', {
          code,
          name: `并发仓${code}`,
          type: 'NORMAL',
          physicalWarehouseId: p.id,
          isDefaultSale: true,
        }),
      ),
    );
    for (const r of results) expect([200, 4000422], r.body.msg).toContain(r.body.code);
    expect(await defaultSaleCount(group.id)).toBe(1);
    const defaults = await w.defaultsOf(session);
    for (const holders of Object.values(defaults)) expect(holders).toHaveLength(1);
  });
});
