// Redemptions of one customer at once, on PostgreSQL only (PGlite is one session: its locks
// exclude nothing). The customer's balance row is locked before it is read, so of two
// redemptions of 8 against a balance of 10 exactly one posts; the other is refused with the
// balance it saw after the first (2).
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { pointsClerk } from './points.test-kit';
import { verifyPointsLedger } from './points-verify';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const p = pointsClerk(t, admin);

describe.skipIf(!onPostgres)('points under concurrency (PostgreSQL)', () => {
  it('two redemptions of 8 against a balance of 10 at once: exactly one succeeds', async () => {
    const customer = await addCustomer(t, admin, { rewardRatio: '10' });
    await p.adjust(customer.id, 10, '开户赠送');
    const drafts = [await p.draft(customer.id, -8, '兑换 A'), await p.draft(customer.id, -8, '兑换 B')];
    const posted = await Promise.all(drafts.map((d) => p.op('complete', d)));
    expect(posted.filter((r) => r.status >= 500)).toEqual([]);
    expect(posted.filter((r) => r.body.code === 200)).toHaveLength(1);
    const refused = posted.find((r) => r.body.code !== 200);
    expect(refused?.status).toBe(400);
    expect(refused?.body.errors?.map((e) => e.field)).toEqual(['lines.0.points']);
    expect(await p.balance(customer.id)).toBe(2);
    expect(await verifyPointsLedger(t.db)).toEqual([]);
  });

  it('grants and redemptions of one customer at once keep balance = Σ entries', async () => {
    const customer = await addCustomer(t, admin, { rewardRatio: '10' });
    await p.adjust(customer.id, 100, '开户赠送');
    const drafts = [];
    for (const points of [-30, 20, -30, 20, -30, 20]) drafts.push(await p.draft(customer.id, points));
    const posted = await Promise.all(drafts.map((d) => p.op('complete', d)));
    expect(posted.every((r) => r.body.code === 200)).toBe(true);
    expect(await p.balance(customer.id)).toBe(70);
    expect(await verifyPointsLedger(t.db)).toEqual([]);
  });
});
