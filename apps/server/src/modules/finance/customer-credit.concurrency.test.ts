// Credit sheets of one customer reviewed and undone at once, on PostgreSQL only (PGlite is one
// session: its locks exclude nothing). The customer's row is locked before a sheet takes effect
// or is undone, so each sheet replaces what the one before it set, and undoing all of them,
// in whatever order they land, restores the limit from before any.
import type { CustomerDetail } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { creditClerk } from './customer-credit.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const cc = creditClerk(t, admin);

describe.skipIf(!onPostgres)('credit sheets under concurrency (PostgreSQL)', () => {
  it('four permanent sheets reviewed at once, then undone at once: the limit ends where it began', async () => {
    const customer = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '100' });
    const limit = async () =>
      (await cc.ok(t.call<CustomerDetail>(admin, 'GET', `/api/customer/jcCustomerInfo/itemList/${customer.id}`))).creditLimit;
    const drafts = [];
    for (const amount of ['200', '300', '400', '500']) {
      drafts.push(await cc.ok(cc.save({ customerId: customer.id, creditType: 'PERMANENT', lines: [{ amount }] })));
    }
    const reviewed = await Promise.all(drafts.map((d) => cc.op('review', d)));
    expect(reviewed.filter((r) => r.status >= 500)).toEqual([]);
    expect(reviewed.every((r) => r.body.code === 200)).toBe(true);
    expect(['200.00', '300.00', '400.00', '500.00']).toContain(await limit());
    const undone = await Promise.all(reviewed.map((r) => cc.op('decline', r.body.data)));
    expect(undone.every((r) => r.body.code === 200)).toBe(true);
    expect(await limit()).toBe('100.00');
  });
});
