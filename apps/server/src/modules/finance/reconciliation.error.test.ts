// 应收对账's refusals, each naming its field and changing nothing: a period ending before it
// starts, another group's customer, a reviewed period overlapped (at save and at review).
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { BASE, daysAgo, statementClerk } from './reconciliation.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const s = statementClerk(t, admin);
const customer = await addCustomer(t, admin);
await s.f.delivery(customer.id, '10', '10', daysAgo(5));

const count = async () => (await t.call<{ total: number }>(admin, 'POST', `${BASE}/page`, { pageSize: 100 })).body.data;

describe('the statement refuses', () => {
  it('a period that ends before it starts (dateTo), on preview and save', async () => {
    const before = (await count()).total;
    const bad = { customerId: customer.id, dateFrom: daysAgo(1), dateTo: daysAgo(3) };
    for (const res of [await s.preview(bad), await s.save(bad)]) {
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toContain('dateTo');
    }
    const missing = await s.save({ customerId: customer.id, dateFrom: 'last month', dateTo: daysAgo(1) });
    expect(missing.body.errors?.map((e) => e.field)).toContain('dateFrom');
    expect((await count()).total).toBe(before);
  });

  it('another business group’s customer (customerId), in the user’s language', async () => {
    const groupB = await t.given.businessGroup();
    const adminB = await t.given.session({ isAdmin: true, groups: [groupB.id] });
    const theirs = await addCustomer(t, adminB);
    const period = { customerId: theirs.id, dateFrom: daysAgo(9), dateTo: daysAgo(0) };
    const preview = await s.preview(period);
    expect(preview.body.errors?.[0]?.field).toBe('customerId');
    const saved = await s.save(period);
    expect(saved.status).toBe(400);
    expect(saved.body.errors?.[0]?.field).toBe('customerId');
    expect(saved.body.msg).toContain('customer does not exist');
    const chinese = await t.call(admin, 'PUT', `${BASE}/add`, { billDate: daysAgo(0), lines: [], ...period }, { language: 'zh-CN' });
    expect(chinese.body.msg).toContain('客户不存在');
  });

  it('a period overlapping a reviewed statement of the customer (dateFrom), at save and at review; not another customer’s', async () => {
    const first = await s.f.ok(s.save({ customerId: customer.id, dateFrom: daysAgo(10), dateTo: daysAgo(3) }));
    // Two drafts of overlapping periods may exist; the first reviewed wins.
    const rival = await s.f.ok(s.save({ customerId: customer.id, dateFrom: daysAgo(3), dateTo: daysAgo(0) }));
    await s.f.ok(s.op('review', first));
    const refused = await s.op('review', rival);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.field).toBe('dateFrom');
    expect(refused.body.msg).toContain(first.billNo);
    expect((await s.detail(rival.id)).status).toBe('DRAFT');
    for (const [from, to] of [
      [daysAgo(12), daysAgo(10)], // touches its first day
      [daysAgo(5), daysAgo(4)], // inside
      [daysAgo(20), daysAgo(0)], // around
    ]) {
      const res = await s.save({ customerId: customer.id, dateFrom: from, dateTo: to });
      expect(res.body.errors?.[0]?.field, `${from}..${to}`).toBe('dateFrom');
    }
    const other = await addCustomer(t, admin);
    expect((await s.save({ customerId: other.id, dateFrom: daysAgo(10), dateTo: daysAgo(3) })).body.code).toBe(200);
  });

  it('a stale version, and an edit of a reviewed statement', async () => {
    const c = await addCustomer(t, admin);
    const saved = await s.f.ok(s.save({ customerId: c.id, dateFrom: daysAgo(2), dateTo: daysAgo(1) }));
    const reviewed = await s.f.ok(s.op('review', saved));
    const edit = await s.update({ id: saved.id, version: reviewed.version, customerId: c.id, dateFrom: daysAgo(2), dateTo: daysAgo(0) });
    expect(edit.status).toBe(400);
    expect((await s.detail(saved.id)).dateTo).toBe(daysAgo(1));
  });
});
