// Two statements of one customer with overlapping periods reviewed at the same moment, on
// PostgreSQL only (PGlite is one session: its locks exclude nothing). Reviews of one customer's
// statements take a transaction lock on the customer: the second waits, sees the first
// reviewed, and is refused naming the period.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { daysAgo, statementClerk } from './reconciliation.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const s = statementClerk(t, admin);

describe.skipIf(!onPostgres)('reviews of overlapping statements under concurrency (PostgreSQL)', () => {
  it('two overlapping drafts reviewed at once: one is reviewed, the other refused on dateFrom', async () => {
    const customer = await addCustomer(t, admin);
    await s.f.delivery(customer.id, '10', '10', daysAgo(4));
    const a = await s.f.ok(s.save({ customerId: customer.id, dateFrom: daysAgo(10), dateTo: daysAgo(2) }));
    const b = await s.f.ok(s.save({ customerId: customer.id, dateFrom: daysAgo(5), dateTo: daysAgo(0) }));
    const results = await Promise.all([a, b].map((d) => s.op('review', d)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.find((r) => r.body.code !== 200)?.body.errors?.[0]?.field).toBe('dateFrom');
    const statuses = [(await s.detail(a.id)).status, (await s.detail(b.id)).status].sort();
    expect(statuses).toEqual(['DRAFT', 'REVIEWED']);
  });
});
