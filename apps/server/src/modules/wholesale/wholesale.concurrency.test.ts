// Sales racing for the last units, on PostgreSQL only (PGlite is one session: its locks
// exclude nothing). The balance row's lock orders them: exactly what is on hand is sold.
import type { DocumentOperationResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { verifyMoneyLedger } from '../finance/index';
import { verifyLedger } from '../inventory/index';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from './wholesale.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = salesClerk(t, admin);
const stock = clerk(t, admin);

describe.skipIf(!onPostgres)('wholesale sales under concurrency (PostgreSQL)', () => {
  it('posts exactly 10 of 20 concurrent 1-unit sales against 10 on hand; the rest are refused, no 5xx', async () => {
    const customer = await addCustomer(t, admin);
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '10', '1.3');
    const drafts: DocumentOperationResult[] = [];
    for (let i = 0; i < 20; i++) {
      drafts.push(
        await c.ok(
          c.save('wholesaleSale', {
            customerId: customer.id,
            warehouseId: String(w),
            lines: [{ skuId: String(pen), qty: '1', price: '2' }],
          }),
        ),
      );
    }
    const results = await Promise.all(drafts.map((d) => c.op('wholesaleSale', 'complete', d)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(10);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.code === 4000422)).toBe(true);
    expect(Number((await stock.stock(w, pen)).onHand)).toBe(0);
    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });
  it('a transfer racing the close of the same order line: never both (the order row is locked first by each)', async () => {
    const customer = await addCustomer(t, admin);
    const [w, pen] = [freshId(), freshId()];
    for (let round = 0; round < 5; round++) {
      const order = await c.ok(
        c.save('saleOrder', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '4', price: '2' }] }),
      );
      const reviewed = await c.ok(c.op('saleOrder', 'review', order));
      const line = (await c.detail('saleOrder', order.id)).lines[0];
      const [transfer, close] = await Promise.all([
        c.transfer({ id: order.id }),
        t.call(admin, 'POST', '/api/order/saleOrderItem/close', { id: line.id, version: reviewed.version }),
      ]);
      expect([transfer.status, close.status].every((s) => s < 500)).toBe(true);
      expect(transfer.body.code === 200 || close.body.code === 200).toBe(true);
      // Whichever came second, the line is never both sold and closed: a draft made before the
      // close is refused at review, a transfer after it finds nothing to take.
      const sold =
        transfer.body.code === 200 &&
        (await c.op('wholesaleSale', 'review', transfer.body.data as DocumentOperationResult)).body.code === 200;
      expect(sold && close.body.code === 200, `round ${round}: sold and closed`).toBe(false);
    }
  });
});
