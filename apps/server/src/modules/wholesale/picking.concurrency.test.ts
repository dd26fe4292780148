// Two pickers finishing one sale at once, on PostgreSQL only (PGlite is one session: its locks
// exclude nothing). The sale's document row lock lets exactly one complete it.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { verifyLedger } from '../inventory/index';
import { PICKING_GRANTS, pickingKit } from './picking.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = await startTestApp();
const admin = await t.given.admin();
const k = pickingKit(t, admin);

describe.skipIf(!onPostgres)('picking under concurrency (PostgreSQL)', () => {
  it('two pickers completing the same sale: exactly one completion, the lock and the sale changed once', async () => {
    const group = (await t.given.defaultGroup()).id;
    const pickers = [
      await t.given.session({ grants: PICKING_GRANTS, groups: [group] }),
      await t.given.session({ grants: PICKING_GRANTS, groups: [group] }),
    ];
    for (const p of pickers) await k.setPicker(p.employeeId, '10', '10');
    for (let round = 0; round < 3; round++) {
      const { sale, skus, warehouseId } = await k.reviewedSale(['20']);
      await k.ok(k.start(sale.id));
      const sheet = await k.ok(k.sheet(sale.id));
      await k.ok(k.setQty(sale.id, sheet.lines[0].lineId, '19'));
      const results = await Promise.all(pickers.map((p) => k.complete(sale.id, {}, p)));
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
      const refused = results.find((r) => r.body.code !== 200);
      expect(refused?.body.errors?.[0].field).toBe('id');
      const detail = await k.sales.detail('wholesaleSale', sale.id);
      expect([Number(detail.lines[0].qty), detail.totalAmount]).toEqual([19, '38.00']);
      expect(Number((await k.stock.stock(warehouseId, Number(skus[0].id))).locked)).toBe(19);
    }
    // Scans racing on one line all count.
    const { sale, skus } = await k.reviewedSale(['30']);
    await k.ok(k.start(sale.id));
    const scans = await Promise.all(Array.from({ length: 10 }, (_, i) => k.scan(sale.id, skus[0].code, {}, pickers[i % 2])));
    expect(scans.filter((r) => r.body.code !== 200)).toEqual([]);
    expect((await k.ok(k.sheet(sale.id))).lines[0].pickedQty).toBe('10');
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
