// A retail sale and a wholesale sale's review racing for the last units, on PostgreSQL only
// (PGlite is one session: its locks exclude nothing). The balance row's lock orders them; the
// inventory priority decides what the loser finds.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { verifyLedger } from '../inventory/index';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { tillClerk } from './retail.test-kit';
import { salesClerk } from './wholesale.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = salesClerk(t, admin);
const till = tillClerk(t, admin);
const stock = clerk(t, admin);

/** 5 on hand; a wholesale draft of all 5 and a retail draft of 2, then review and posting at once. */
async function race() {
  const customer = await addCustomer(t, admin);
  const [w, pen] = [freshId(), freshId()];
  await c.receive(w, pen, '5', '1');
  const wholesale = await c.ok(
    c.save('wholesaleSale', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '5', price: '2' }] }),
  );
  const retail = await c.ok(
    till.save('retailSale', {
      warehouseId: String(w),
      paymentType: 'CASH',
      received: '6',
      lines: [{ skuId: String(pen), qty: '2', price: '3' }],
    }),
  );
  const [review, post] = await Promise.all([c.op('wholesaleSale', 'review', wholesale), till.op('retailSale', 'complete', retail)]);
  expect([review.status, post.status].every((s) => s < 500)).toBe(true);
  const s = await stock.stock(w, pen);
  return { review: review.body.code === 200, post: post.body.code === 200, onHand: Number(s.onHand), locked: Number(s.locked) };
}

describe.skipIf(!onPostgres)('retail against wholesale under concurrency (PostgreSQL)', () => {
  it('WHOLESALE_FIRST: exactly one of them gets the units, and locked never exceeds on hand', async () => {
    await c.ok(till.setPriority('WHOLESALE_FIRST'));
    for (let round = 0; round < 4; round++) {
      const r = await race();
      expect(r.review !== r.post, `round ${round}: ${JSON.stringify(r)}`).toBe(true);
      expect(r.locked).toBeLessThanOrEqual(r.onHand);
      expect([r.onHand, r.locked]).toEqual(r.post ? [3, 0] : [5, 5]);
    }
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('RETAIL_FIRST: the retail sale always posts; a review that won locks more than is left', async () => {
    await c.ok(till.setPriority('RETAIL_FIRST'));
    try {
      for (let round = 0; round < 4; round++) {
        const r = await race();
        expect(r.post, `round ${round}`).toBe(true);
        expect(r.onHand).toBe(3);
        expect(r.locked).toBe(r.review ? 5 : 0);
      }
      expect(await verifyLedger(t.db)).toEqual([]);
    } finally {
      await c.ok(till.setPriority('WHOLESALE_FIRST'));
    }
  });
});
