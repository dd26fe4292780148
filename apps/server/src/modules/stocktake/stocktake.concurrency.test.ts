// Two confirmations racing post the difference once (PostgreSQL only: PGlite is one session).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk } from '../inventory/inventory.fixtures';
import { stockMove } from '../inventory/inventory.schema';
import { verifyLedger } from '../inventory/ledger-verify';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { stocktakeClerk } from './stocktake.fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const st = stocktakeClerk(t, admin);
const kit = productKit(t);
const wh = warehouseHelpers(t);

describe.skipIf(!onPostgres)('racing stocktaking', () => {
  it('posts a task confirmed twice at once only once', async () => {
    const w = (await wh.logical(admin, (await wh.physical(admin)).id)).id;
    const sku = await kit.sku();
    await c.gain(Number(w), [[Number(sku.id), '40']]);
    const task = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [sku.id] });
    await st.sheet(task.id, [{ skuId: sku.id, qty: '37' }]);
    const done = st.ok(await st.op('complete', task));
    const answers = await Promise.all([st.op('confirm', done), st.op('confirm', done), st.op('confirm', done)]);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const moves = await t.db
      .select()
      .from(stockMove)
      .where(and(eq(stockMove.documentId, Number(task.id))));
    expect(moves.map((m) => m.qty)).toEqual(['-3.0000']);
    expect(await c.stock(Number(w), Number(sku.id))).toMatchObject({ onHand: '37.0000' });
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('loses no count when counters scan into their own sheets and one sheet at once', async () => {
    const w = (await wh.logical(admin, (await wh.physical(admin)).id)).id;
    const sku = await kit.sku();
    const task = await st.task({ warehouseId: w });
    const [a, b] = [await st.sheet(task.id, [], 'A'), await st.sheet(task.id, [], 'B')];
    await Promise.all(Array.from({ length: 20 }, (_, i) => st.scan(i % 2 ? a.id : b.id, sku.code)));
    const report = await st.report(task.id);
    expect(report.lines[0].countedQty).toBe('20');
  });
});
