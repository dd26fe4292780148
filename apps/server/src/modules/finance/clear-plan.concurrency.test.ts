// The control check racing itself (the hourly job and a plan saved at the same moment), on
// PostgreSQL only (PGlite is one session): the partial unique index on the active stop keeps
// one STOP_SEND per deadline and customer, the other insert does nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { checkClearPlans } from './clear-plan-check';
import { financeClerk, type Res } from './collection.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const group = (await t.given.defaultGroup()).id;

describe.skipIf(!onPostgres)('the control check under concurrency (PostgreSQL)', () => {
  it('four checks at once over a customer with 400.00 overdue write one STOP_SEND of 400.00', async () => {
    const customer = await addCustomer(t, admin);
    await f.delivery(customer.id, '40', '10', '2026-01-10');
    await f.ok(
      t.call<{ id: string }>(admin, 'PUT', '/api/finance/accountClearPlan/add', {
        name: `并发方案${freshId()}`,
        customerIds: [customer.id],
        deadlines: [{ billFrom: '2026-01-01', billTo: '2026-01-31', deadlineDate: '2099-02-15' }],
      }) as Promise<Res<{ id: string }>>,
    );
    const at = '2099-02-16 00:00:00';
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => t.db.transaction((tx) => checkClearPlans(tx, { businessGroupId: group, at }))),
    );
    expect(results.reduce((s, r) => s + r.stopped, 0)).toBe(1);
    const stops = await rows<{ amount: string }>(
      t.db,
      sql`select amount::text as amount from account_clear_plan_log where customer_id = ${Number(customer.id)} and balance_status = 'STOP_SEND'`,
    );
    expect(stops.map((s) => s.amount)).toEqual(['400.00']);
  });
});
