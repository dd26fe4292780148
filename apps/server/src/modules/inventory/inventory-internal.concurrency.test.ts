// Two processings racing for the last components, on PostgreSQL only (PGlite is one session:
// its locks exclude nothing). The balance rows' locks order them: one wins, the other is
// refused as a business error, and stock never goes below zero.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { internalKit } from './inventory-internal.fixtures';
import { verifyLedger } from './ledger-verify';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = await startTestApp();
const admin = await t.given.admin();
const k = internalKit(t, admin);
const c = k.c;

describe.skipIf(!onPostgres)('processings under concurrency (PostgreSQL)', () => {
  it('lets one of two assemblies take the last components; the other is refused and nothing goes negative', async () => {
    for (let round = 0; round < 3; round++) {
      const w = await k.warehouse();
      const pen = await k.sku('1.30');
      const box = await k.sku('0.50');
      const kitSku = await k.combined([
        [pen, '2'],
        [box, '1'],
      ]);
      await c.gain(w, [
        [Number(pen.id), '20'],
        [Number(box.id), '10'],
      ]);
      const a = c.ok(await k.process(k.processBody(w, kitSku, '10')));
      const b = c.ok(await k.process(k.processBody(w, kitSku, '10')));
      const results = await Promise.all(
        [a, b].map((d) => t.call(admin, 'POST', '/api/stock/skuProcess/complete', { id: d.id, version: d.version })),
      );
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
      expect(results.find((r) => r.body.code !== 200)?.body.msg).toMatch(/insufficient/);
      expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '0.0000' });
      expect(await c.stock(w, Number(box.id))).toMatchObject({ onHand: '0.0000' });
      expect(await c.stock(w, Number(kitSku.id))).toMatchObject({ onHand: '10.0000', stockValue: '31.00' });
    }
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
