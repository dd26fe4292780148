// Two sales of the centre racing for the last 5 of a request line, on PostgreSQL only (PGlite is
// one session: its locks exclude nothing). The request line's lock orders them: never both.

import type { DocumentOperationResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { givenDealer } from './distribution-request.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();

describe.skipIf(!onPostgres)('distribution requests under concurrency (PostgreSQL)', () => {
  it('two reviews taking the last 5 of a line: exactly one succeeds, no 5xx', async () => {
    const g = await givenDealer(t, admin);
    for (let round = 0; round < 5; round++) {
      const req = await g.sentRequest([{ qty: '10' }]);
      expect((await g.fulfil(req.lines[0].id, '5')).body.code).toBe(200);
      const a = await g.c.ok(g.saleDraft(req.lines[0].id, '5'));
      const b = await g.c.ok(g.saleDraft(req.lines[0].id, '5'));
      const results = await Promise.all([a, b].map((d) => g.c.op('wholesaleSale', 'review', d)));
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
      expect(await g.fulfilled(admin, req.id)).toEqual([10]);
    }
  });

  it('a review racing the whole request’s close: never both', async () => {
    const g = await givenDealer(t, admin);
    for (let round = 0; round < 5; round++) {
      const req = await g.sentRequest([{ qty: '10' }]);
      const sale = await g.c.ok(g.saleDraft(req.lines[0].id, '5'));
      const [reviewed, closed] = await Promise.all([g.c.op('wholesaleSale', 'review', sale), g.settleClose(admin, req.id, req.version)]);
      expect([reviewed.status, closed.status].every((s) => s < 500)).toBe(true);
      const detail = await g.request(admin, req.id);
      if (reviewed.body.code === 200 && closed.body.code === 200) {
        // Both may succeed only in this order: the sale took 5 before the close.
        expect(detail.status).toBe('CLOSED');
        expect(Number(detail.lines[0].fulfilledQty)).toBe(5);
      } else {
        expect(reviewed.body.code === 200 || closed.body.code === 200).toBe(true);
      }
    }
  });

  it('a transfer posting and a sale review racing for the last 5 of a line: exactly one succeeds, no 5xx', async () => {
    const g = await givenDealer(t, admin);
    const inWarehouse = freshId();
    for (let round = 0; round < 5; round++) {
      const req = await g.sentRequest([{ qty: '10' }]);
      expect((await g.fulfil(req.lines[0].id, '5')).body.code).toBe(200);
      const transfer = await g.c.ok(
        t.call<DocumentOperationResult>(admin, 'PUT', '/api/stock/transfer/add', {
          billDate: today(),
          outWarehouseId: String(g.centreWarehouse),
          inWarehouseId: String(inWarehouse),
          lines: [{ skuId: String(g.sku), qty: '5', requestLineId: req.lines[0].id }],
        }),
      );
      const submitted = await g.c.ok(
        t.call<DocumentOperationResult>(admin, 'POST', '/api/stock/transfer/review', { id: transfer.id, version: transfer.version }),
      );
      const sale = await g.c.ok(g.saleDraft(req.lines[0].id, '5'));
      const results = await Promise.all([
        t.call(admin, 'POST', '/api/stock/transfer/complete', { id: submitted.id, version: submitted.version }),
        g.c.op('wholesaleSale', 'review', sale),
      ]);
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
      expect(await g.fulfilled(admin, req.id)).toEqual([10]);
    }
  });
});
