// Collections racing for one receivable, on PostgreSQL only (PGlite is one session: its locks
// exclude nothing). The receivable's entry and the customer's balance row are locked in one
// order: the second collection waits, sees what the first settled, and is refused.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk } from './collection.test-kit';
import { partnerBalances, verifyMoneyLedger } from './index';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const group = (await t.given.defaultGroup()).id;

describe.skipIf(!onPostgres)('collections under concurrency (PostgreSQL)', () => {
  it('two collections of 60.00 against a receivable of 100.00: one posts, the other is refused naming the bill', async () => {
    const customer = await addCustomer(t, admin);
    const account = await f.account();
    const sale = await f.delivery(customer.id, '100', '1');
    const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo)?.id;
    const draft = () =>
      f.ok(
        f.save('settlementOrder', {
          customerId: customer.id,
          accountId: account,
          payments: [{ paymentType: 'CASH', amount: '60' }],
          lines: [{ entryId: entry, amount: '60' }],
        }),
      );
    const [a, b] = [await draft(), await draft()];
    const results = await Promise.all([a, b].map((d) => f.op('settlementOrder', 'complete', d)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.find((r) => r.body.code !== 200)?.body.msg).toContain(sale.billNo);
    expect((await partnerBalances(t.db, group, { partnerKind: 'CUSTOMER', partnerId: Number(customer.id) })).balance).toBe('40.00');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('many collections of one customer, each settling part of one receivable, never settle beyond it', async () => {
    const customer = await addCustomer(t, admin);
    const account = await f.account();
    const sale = await f.delivery(customer.id, '100', '1');
    const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo)?.id;
    const drafts = [];
    for (let i = 0; i < 6; i++) {
      drafts.push(
        await f.ok(
          f.save('settlementOrder', {
            customerId: customer.id,
            accountId: account,
            payments: [{ paymentType: 'CASH', amount: '30' }],
            lines: [{ entryId: entry, amount: '30' }],
          }),
        ),
      );
    }
    const results = await Promise.all(drafts.map((d) => f.op('settlementOrder', 'complete', d)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    // 3 × 30.00 fit into 100.00; the rest are refused.
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect((await f.open(customer.id)).entries.find((e) => e.id === entry)?.openAmount).toBe('10.00');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });
});
