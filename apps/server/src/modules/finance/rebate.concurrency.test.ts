// Rebate sheets racing, on PostgreSQL only (PGlite is one session: its locks exclude nothing).
// Two AMOUNT sheets settling the same accrued rebate at once: the customer row and the ledger's
// balance rows order them, the second sees what the first took, so the accrued rebate never goes
// below zero and the receivable moves by what was settled only.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { verifyMoneyLedger } from './index';
import { rebateClerk } from './rebate.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const r = rebateClerk(t, admin);

describe.skipIf(!onPostgres)('rebate sheets under concurrency (PostgreSQL)', () => {
  it('two sheets of 7.00 against 10.00 accrued, reviewed at once: one applies, one is refused; never below zero', async () => {
    const customer = await r.customer('4', 'PERIODIC');
    const [w, rebated] = [freshId(), freshId()];
    await r.list(customer.id, 'REBATE', [rebated]);
    await r.sell(customer.id, w, [{ skuId: rebated, qty: '5', price: '50' }]);
    expect(await r.balance(customer.id)).toEqual({ balance: '250.00', rebate: '10.00' });
    const drafts = [await r.ok(r.save(r.amountBody(customer.id, '7'))), await r.ok(r.save(r.amountBody(customer.id, '7')))];
    const results = await Promise.all(drafts.map((d) => r.op('review', d)));
    expect(results.filter((x) => x.status >= 500)).toEqual([]);
    expect(results.filter((x) => x.body.code === 200)).toHaveLength(1);
    expect(results.find((x) => x.body.code !== 200)?.status).toBe(400);
    expect(await r.balance(customer.id)).toEqual({ balance: '243.00', rebate: '3.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('ten sheets of 1.00 against 10.00 accrued plus one of 5.00, at once: exactly 10.00 settled, never more', async () => {
    const customer = await r.customer('4', 'PERIODIC');
    const [w, rebated] = [freshId(), freshId()];
    await r.list(customer.id, 'REBATE', [rebated]);
    await r.sell(customer.id, w, [{ skuId: rebated, qty: '5', price: '50' }]);
    const drafts = [];
    for (const amount of ['5', ...Array.from({ length: 10 }, () => '1')])
      drafts.push(await r.ok(r.save(r.amountBody(customer.id, amount))));
    const results = await Promise.all(drafts.map((d) => r.op('review', d)));
    expect(results.filter((x) => x.status >= 500)).toEqual([]);
    // Whatever the order, the 1.00 sheets fill what the 5.00 one leaves or is refused: exactly 10.00 settled.
    expect(await r.balance(customer.id)).toEqual({ balance: '240.00', rebate: '0.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });
});
