// 应收管控方案 behind its walls: another group's customers cannot be put in a plan, its plans
// and log entries are not found (read, change, status, lift), its stops never show; each route
// wants the screen or its button.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { DEMO_ROLES } from '../../seed/seed';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { checkClearPlans } from './clear-plan-check';
import { financeClerk, type Res } from './collection.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const PLAN = '/api/finance/accountClearPlan';
const LOG = '/api/finance/accountCleanPlanLog';
const deadlines = [{ billFrom: '2026-01-01', billTo: '2026-01-31', deadlineDate: '2026-02-15' }];

// Another group: a customer delivered 100.00 in January, in a plan of that group, stopped.
const groupB = await t.given.businessGroup();
const adminB = await t.given.session({ isAdmin: true, groups: [groupB.id] });
const theirs = await addCustomer(t, adminB);
await financeClerk(t, adminB).delivery(theirs.id, '10', '10', '2026-01-10');
const theirPlan = (
  await financeClerk(t, adminB).ok(
    t.call<{ id: string }>(adminB, 'PUT', `${PLAN}/add`, { name: '他组方案', customerIds: [theirs.id], deadlines }) as Promise<
      Res<{ id: string }>
    >,
  )
).id as string;
await checkClearPlans(t.db, { businessGroupId: groupB.id, at: '2026-02-16 00:00:00' });
const theirLog = ((await financeClerk(t, adminB).ok(t.call(adminB, 'POST', `${LOG}/page`, {}) as never)) as { list: { id: string }[] })
  .list[0].id;

describe('the business group wall', () => {
  it('another group’s customer cannot be put in a plan (named by its row)', async () => {
    const mine = await addCustomer(t, admin);
    const res = await t.call(admin, 'PUT', `${PLAN}/add`, { name: `方案${freshId()}`, customerIds: [mine.id, theirs.id], deadlines });
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((res.body as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['customerIds.1']);
  });

  it('another group’s plan is not found: read, change, enable/disable', async () => {
    expect((await t.call(admin, 'GET', `${PLAN}/${theirPlan}`)).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const update = await t.call(admin, 'POST', `${PLAN}/update`, { id: theirPlan, name: '改名', customerIds: [], deadlines });
    expect(update.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const status = await t.call(admin, 'PUT', `${PLAN}/status`, { ids: [theirPlan], status: 'DISABLE' });
    expect(status.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const page = await t.call<{ list: { id: string }[] }>(admin, 'POST', `${PLAN}/page`, { pageSize: 500 });
    expect(page.body.data.list.map((p) => p.id)).not.toContain(theirPlan);
  });

  it('the customer list’s batch action refuses another group’s plan and customer', async () => {
    const mine = await addCustomer(t, admin);
    const PUT = '/api/customer/jcCustomerInfo/accountCleanPlan';
    const plan = await t.call(admin, 'PUT', PUT, { customerIds: [mine.id], planId: theirPlan });
    expect((plan.body as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['planId']);
    const customer = await t.call(admin, 'PUT', PUT, { customerIds: [theirs.id], planId: null });
    expect((customer.body as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['customerIds.0']);
    const viewer = await t.given.session({ grants: ['/finance/clearPlan'] });
    expect((await t.call(viewer, 'PUT', PUT, { customerIds: [mine.id], planId: null })).status).toBe(403);
  });

  it('another group’s stops: not listed, not summed, not liftable; my transfer-side reading sees none', async () => {
    const page = await t.call<{ list: { id: string }[] }>(admin, 'POST', `${LOG}/page`, { customerId: theirs.id });
    expect(page.body.data.list).toEqual([]);
    const sum = await t.call<{ count: number }>(admin, 'POST', `${LOG}/sum`, { planId: theirPlan });
    expect(sum.body.data.count).toBe(0);
    const cancel = await t.call(admin, 'POST', `${LOG}/cancel`, { ids: [theirLog], reason: '越权' });
    expect(cancel.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    // Still stopped in its own group.
    const theirPage = await t.call<{ list: { balanceStatus: string }[] }>(adminB, 'POST', `${LOG}/page`, {});
    expect(theirPage.body.data.list.map((r) => r.balanceStatus)).toEqual(['STOP_SEND']);
    const held = await t.call<{ total: number }>(admin, 'POST', '/api/finance/receivableRecord/page', {
      status: 'PROHIBITED',
      pageSize: 500,
    });
    expect(held.body.data.total).toBe(0);
  });
});

describe('permissions', () => {
  it('without the screen: 403 on plans and the log', async () => {
    const stranger = await t.given.session({ grants: ['/finance/receivable'] });
    expect((await t.call(stranger, 'POST', `${PLAN}/page`, {})).status).toBe(403);
    expect((await t.call(stranger, 'POST', `${LOG}/page`, {})).status).toBe(403);
    expect((await t.call(stranger, 'POST', `${LOG}/sum`, {})).status).toBe(403);
  });

  it('the screen alone reads but may not add, change, lift, run the check or export', async () => {
    const viewer = await t.given.session({ grants: ['/finance/clearPlan'] });
    expect((await t.call(viewer, 'POST', `${PLAN}/page`, {})).status).toBe(200);
    expect((await t.call(viewer, 'POST', `${LOG}/page`, {})).status).toBe(200);
    expect((await t.call(viewer, 'PUT', `${PLAN}/add`, { name: 'x', deadlines })).status).toBe(403);
    expect((await t.call(viewer, 'PUT', `${PLAN}/status`, { ids: ['1'], status: 'DISABLE' })).status).toBe(403);
    expect((await t.call(viewer, 'POST', `${LOG}/cancel`, { ids: ['1'], reason: 'x' })).status).toBe(403);
    expect((await t.call(viewer, 'POST', `${LOG}/check`, {})).status).toBe(403);
    expect((await t.call(viewer, 'POST', `${LOG}/exportExcel`, {})).body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('the lift button alone lets a finance user lift', async () => {
    const lifter = await t.given.session({ grants: ['/finance/clearPlan', 'finance:clearPlan:cancel'], groups: [groupB.id] });
    expect((await t.call(lifter, 'POST', `${LOG}/cancel`, { ids: [theirLog], reason: '已协商' })).body.code).toBe(200);
  });

  it('the accountant’s demo role holds the whole finance menu', () => {
    expect(DEMO_ROLES.find((r) => r.code === 'FINANCE')?.grants as readonly string[]).toContain('finance');
  });
});
