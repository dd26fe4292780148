// 应收管控方案 worked by hand. A plan asks that what is billed from 30 to 5 days ago be collected
// by the deadline (5 days ahead). Customer A was delivered 400.00 ten days ago: before the
// deadline nothing happens; once it has passed, the check writes STOP_SEND 400.00 (twice run,
// one entry); the transfer check stops A; the 400.00 shows under 应收记录 禁止; a collection
// of 400.00 lifts the stop at once and the next run keeps it lifted. B, allowed 100.00 open
// of its 400.00, is stopped for 300.00 and lifted by the check itself after a discount sheet;
// C is lifted by hand and never stopped again for that deadline; a plan disabled lifts its stops.
import type { ClearPlanLogRow, ClearPlanLogSum, ClearPlanView, CustomerDetail, Page, ReceivableRecordRow } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { registeredJobs } from '../../platform/jobs/registry';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from '../wholesale/wholesale.test-kit';
import { CLEAR_PLAN_QUEUE } from './clear-plan.routes';
import { checkClearPlans } from './clear-plan-check';
import { financeClerk, type Res } from './collection.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const c = salesClerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const PLAN = '/api/finance/accountClearPlan';
const LOG = '/api/finance/accountCleanPlanLog';

const dayFrom = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const account = await f.account();
const [a, b, cc] = [await addCustomer(t, admin), await addCustomer(t, admin), await addCustomer(t, admin)];
const saleA = await f.delivery(a.id, '40', '10', dayFrom(-10)); // 400.00
const saleB = await f.delivery(b.id, '40', '10', dayFrom(-10)); // 400.00
await f.delivery(cc.id, '20', '10', dayFrom(-10)); // 200.00
// Billed today: outside the plan's period, never counted.
await f.delivery(a.id, '5', '10');

const deadline = { billFrom: dayFrom(-30), billTo: dayFrom(-5), deadlineDate: dayFrom(5) };
const afterDeadline = `${dayFrom(6)} 00:00:01`;
const runJob = (at = afterDeadline) => checkClearPlans(t.db, { businessGroupId: group, at });

const planId = (
  await f.ok(
    t.call<{ id: string }>(admin, 'PUT', `${PLAN}/add`, {
      name: `月结回款${freshId()}`,
      customerIds: [a.id, cc.id],
      deadlines: [{ ...deadline, allowedAmount: '0' }],
    }) as Promise<Res<{ id: string }>>,
  )
).id as string;
const planB = (
  await f.ok(
    t.call<{ id: string }>(admin, 'PUT', `${PLAN}/add`, {
      name: `宽限方案${freshId()}`,
      customerIds: [b.id],
      deadlines: [{ ...deadline, deadlineTime: '10:00', allowedAmount: '100' }],
    }) as Promise<Res<{ id: string }>>,
  )
).id as string;

const logs = async (customerId: string) =>
  (
    (await f.ok(
      t.call<Page<ClearPlanLogRow>>(admin, 'POST', `${LOG}/page`, { customerId }) as Promise<Res<Page<ClearPlanLogRow>>>,
    )) as Page<ClearPlanLogRow>
  ).list.map((r) => [r.balanceStatus, r.amount, r.deadlineDate, r.clearedBy]);
const records = async (customerId: string, status: string) =>
  (
    (await f.ok(
      t.call<Page<ReceivableRecordRow>>(admin, 'POST', '/api/finance/receivableRecord/page', { customerId, status }) as Promise<
        Res<Page<ReceivableRecordRow>>
      >,
    )) as Page<ReceivableRecordRow>
  ).list.map((r) => [r.billNo, r.open, r.status]);
const orderFor = async (customerId: string) => {
  const [w, pen] = [freshId(), freshId()];
  await c.receive(w, pen, '10', '1');
  const order = await c.ok(
    c.save('saleOrder', { customerId, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '2', price: '2' }] }),
  );
  return c.ok(c.op('saleOrder', 'review', order));
};

describe('the plan', () => {
  it('reads back with its customers and deadlines', async () => {
    const plan = await f.ok(t.call<ClearPlanView>(admin, 'GET', `${PLAN}/${planId}`) as Promise<Res<ClearPlanView>>);
    expect(plan).toMatchObject({
      customerCount: 2,
      status: 'ENABLE',
      deadlines: [{ lineNo: 1, ...deadline, deadlineTime: null, allowedAmount: '0.00' }],
    });
    expect(plan.customers.map((x: { id: string }) => x.id).sort()).toEqual([a.id, cc.id].sort());
    const page = await f.ok(
      t.call<Page<ClearPlanView>>(admin, 'POST', `${PLAN}/page`, { customerId: b.id }) as Promise<Res<Page<ClearPlanView>>>,
    );
    expect(page.list.map((p: ClearPlanView) => p.id)).toEqual([planB]);
    const options = await f.ok(t.call<{ id: string }[]>(admin, 'GET', `${PLAN}/list`) as Promise<Res<{ id: string }[]>>);
    expect(options.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([planId, planB]));
  });

  it('the customer shows the plan covering it (its detail and the list row); out of every plan, none', async () => {
    const detail = async (id: string) =>
      f.ok(t.call<CustomerDetail>(admin, 'GET', `/api/customer/jcCustomerInfo/itemList/${id}`) as Promise<Res<CustomerDetail>>);
    const plan = await f.ok(t.call<ClearPlanView>(admin, 'GET', `${PLAN}/${planId}`) as Promise<Res<ClearPlanView>>);
    expect(await detail(a.id)).toMatchObject({ receivableControlPlanId: planId, receivableControlPlanName: plan.name });
    expect((await detail(b.id)).receivableControlPlanId).toBe(planB);
    const outsider = await addCustomer(t, admin);
    expect(await detail(outsider.id)).toMatchObject({ receivableControlPlanId: null, receivableControlPlanName: null });
    // The list's batch action (PUT accountCleanPlan) moves a customer into a plan and out again.
    await f.ok(t.call(admin, 'PUT', '/api/customer/jcCustomerInfo/accountCleanPlan', { customerIds: [outsider.id], planId }) as never);
    expect((await detail(outsider.id)).receivableControlPlanId).toBe(planId);
    await f.ok(
      t.call(admin, 'PUT', '/api/customer/jcCustomerInfo/accountCleanPlan', { customerIds: [outsider.id], planId: null }) as never,
    );
    expect((await detail(outsider.id)).receivableControlPlanId).toBeNull();
  });
});

describe('the daily check', () => {
  it('before the deadline stops no one', async () => {
    expect(await runJob(`${dayFrom(5)} 09:00:00`)).toEqual({ stopped: 0, cleared: 0 });
    expect(await logs(a.id)).toEqual([]);
  });

  it('a deadline with a time is missed once the time has passed: B is stopped for 400.00 − 100.00 allowed = 300.00', async () => {
    // Day 5 at 10:00:01: A's deadline (end of day 5) is still ahead, B's (day 5, 10:00) has passed.
    expect(await runJob(`${dayFrom(5)} 10:00:01`)).toEqual({ stopped: 1, cleared: 0 });
    expect(await logs(b.id)).toEqual([['STOP_SEND', '300.00', deadline.deadlineDate, null]]);
    expect(await logs(a.id)).toEqual([]);
  });

  it('after the deadline A is stopped for the 400.00 billed in the period (today’s 50.00 is not), C for 200.00; run twice, the same log', async () => {
    expect(await runJob()).toEqual({ stopped: 2, cleared: 0 });
    expect(await runJob()).toEqual({ stopped: 0, cleared: 0 });
    // The job as registered, on every group: still nothing new.
    const job = registeredJobs().find((j) => j.queue === CLEAR_PLAN_QUEUE);
    expect(job?.cron).toBeTruthy();
    await job?.handler({}, { database: t.database, config: t.config });
    expect(await logs(a.id)).toEqual([['STOP_SEND', '400.00', deadline.deadlineDate, null]]);
    expect(await logs(cc.id)).toEqual([['STOP_SEND', '200.00', deadline.deadlineDate, null]]);
  });

  it('the sum: 3 stops, 900.00, 3 customers stopped', async () => {
    const sum = (await f.ok(
      t.call<ClearPlanLogSum>(admin, 'POST', `${LOG}/sum`, { balanceStatus: 'STOP_SEND' }) as Promise<Res<ClearPlanLogSum>>,
    )) as ClearPlanLogSum;
    expect(sum).toMatchObject({ count: 3, amount: '900.00', stoppedCustomers: 3 });
    const plan = await f.ok(t.call<ClearPlanView>(admin, 'GET', `${PLAN}/${planId}`) as Promise<Res<ClearPlanView>>);
    expect(plan.stoppedCount).toBe(2);
  });

  it('应收记录: A’s 400.00 is under 禁止, no longer under 未结清 (today’s 50.00 stays there)', async () => {
    expect(await records(a.id, 'PROHIBITED')).toEqual([[saleA.billNo, '400.00', 'PROHIBITED']]);
    const uncleared = await records(a.id, 'UNCLEARED');
    expect(uncleared).toHaveLength(1);
    expect(uncleared[0].slice(1)).toEqual(['50.00', 'UNCLEARED']);
  });

  it('the transfer check stops A (STOP_SEND, with the deadline and amount); confirmed, it goes on', async () => {
    const order = await orderFor(a.id);
    const asked = await c.transfer(order);
    expect(asked.body.code).toBe(4003035);
    expect(asked.body.msg).toContain('400.00');
    expect(asked.body.msg).toContain(deadline.deadlineDate);
    expect((await c.transfer(order, ['STOP_SEND'])).body.code).toBe(200);
  });

  it('a collection of 400.00 lifts A’s stop when it posts; the next run keeps it lifted; the transfer no longer asks', async () => {
    const entry = (await f.open(a.id)).entries.find((e) => e.billNo === saleA.billNo)?.id;
    await f.post('settlementOrder', {
      customerId: a.id,
      accountId: account,
      payments: [{ paymentType: 'CASH', amount: '400' }],
      lines: [{ entryId: entry, amount: '400' }],
    });
    expect(await logs(a.id)).toEqual([['CLEARED', '400.00', deadline.deadlineDate, 'COLLECTION']]);
    expect(await runJob()).toEqual({ stopped: 0, cleared: 0 });
    expect(await logs(a.id)).toHaveLength(1);
    expect(await records(a.id, 'PROHIBITED')).toEqual([]);
    expect((await c.transfer(await orderFor(a.id))).body.code).toBe(200);
  });

  it('B: a discount of 300.00 leaves 100.00 open, within the allowed: the next run lifts it', async () => {
    const entry = (await f.open(b.id)).entries.find((e) => e.billNo === saleB.billNo)?.id;
    await f.post('discount', { customerId: b.id, reason: '质量折让', lines: [{ entryId: entry, amount: '300' }] });
    expect((await logs(b.id))[0][0]).toBe('STOP_SEND');
    expect(await runJob()).toEqual({ stopped: 0, cleared: 1 });
    expect(await logs(b.id)).toEqual([['CLEARED', '300.00', deadline.deadlineDate, 'JOB']]);
  });

  it('C lifted by hand with a reason: CANCELLED, by whom; the check does not stop C again for that deadline', async () => {
    const [row] = (
      (await f.ok(
        t.call<Page<ClearPlanLogRow>>(admin, 'POST', `${LOG}/page`, { customerId: cc.id }) as Promise<Res<Page<ClearPlanLogRow>>>,
      )) as Page<ClearPlanLogRow>
    ).list;
    await f.ok(t.call(admin, 'POST', `${LOG}/cancel`, { ids: [row.id], reason: '客户已承诺月底付清' }) as never);
    const [after] = (
      (await f.ok(
        t.call<Page<ClearPlanLogRow>>(admin, 'POST', `${LOG}/page`, { customerId: cc.id }) as Promise<Res<Page<ClearPlanLogRow>>>,
      )) as Page<ClearPlanLogRow>
    ).list;
    expect(after).toMatchObject({ balanceStatus: 'CANCELLED', cancelReason: '客户已承诺月底付清', clearedBy: admin.employee.employeeNo });
    expect(await runJob()).toEqual({ stopped: 0, cleared: 0 });
    expect((await c.transfer(await orderFor(cc.id))).body.code).toBe(200);
  });

  it('a second deadline missed stops A for today’s 50.00; disabling the plan lifts it (PLAN_CHANGED)', async () => {
    const plan = (await f.ok(t.call<ClearPlanView>(admin, 'GET', `${PLAN}/${planId}`) as Promise<Res<ClearPlanView>>)) as ClearPlanView;
    await f.ok(
      t.call(admin, 'POST', `${PLAN}/update`, {
        id: planId,
        name: plan.name,
        customerIds: [a.id, cc.id],
        deadlines: [
          { ...deadline, allowedAmount: '0' },
          { billFrom: dayFrom(-4), billTo: dayFrom(0), deadlineDate: dayFrom(7) },
        ],
      }) as never,
    );
    // The first row keeps its id: C's lifted stop still counts for it.
    expect((await f.ok(t.call<ClearPlanView>(admin, 'GET', `${PLAN}/${planId}`) as Promise<Res<ClearPlanView>>)).deadlines[0].id).toBe(
      plan.deadlines[0].id,
    );
    // Day 8: the second deadline has passed; C has nothing billed in its period, A has today's 50.00.
    expect(await runJob(`${dayFrom(8)} 08:00:00`)).toEqual({ stopped: 1, cleared: 0 });
    expect((await logs(a.id))[0]).toEqual(['STOP_SEND', '50.00', dayFrom(7), null]);
    await f.ok(t.call(admin, 'PUT', `${PLAN}/status`, { ids: [planId], status: 'DISABLE' }) as never);
    expect((await logs(a.id))[0]).toEqual(['CLEARED', '50.00', dayFrom(7), 'PLAN_CHANGED']);
    expect(await runJob(`${dayFrom(8)} 08:00:00`)).toEqual({ stopped: 0, cleared: 0 });
  });

  it('the export writes the log rows of the filter', async () => {
    const def = exportDefinition('finance-clear-plan-log');
    const me = { id: admin.employeeId, employeeNo: admin.employee.employeeNo };
    const { file, task } = await exportNow(t.db, def as never, {
      auth: authOf(me, group, ['finance:clearPlan:export']),
      filters: { customerId: b.id },
      lang: 'en-US',
    });
    expect(task.status).toBe('FINISHED');
    const rows = (await sheetRows(file as Buffer)).slice(1);
    expect(rows.map((r) => [r[0], r[4], r[5], r[6], r[7]])).toEqual([
      [b.customerCode, `${deadline.deadlineDate} 10:00`, 100, 300, 'Cleared'],
    ]);
  });
});
