// 应收管控方案 refusals, each naming its field: overlapping billing periods, two deadlines at
// the same moment (day, or day and time), a negative allowed amount, a deadline before its
// period ends, a customer already in another plan, a name taken; lifting a stop that is not
// one; in the caller's language.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { checkClearPlans } from './clear-plan-check';
import { financeClerk, type Res } from './collection.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const PLAN = '/api/finance/accountClearPlan';
type Refusal = { code: number; msg: string; errors?: { field: string; message: string }[] };

const row = (billFrom: string, billTo: string, deadlineDate: string, extra: Record<string, unknown> = {}) => ({
  billFrom,
  billTo,
  deadlineDate,
  ...extra,
});
const add = (body: Record<string, unknown>, language?: 'zh-CN' | 'en-US' | 'id-ID') =>
  t.call(admin, 'PUT', `${PLAN}/add`, { name: `方案${freshId()}`, ...body }, language ? { language } : undefined);
const fields = (res: { body: unknown }) => (res.body as Refusal).errors?.map((e) => e.field);

describe('deadlines', () => {
  it('billing periods that overlap are refused on the later row’s start', async () => {
    const res = await add({
      deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15'), row('2026-01-31', '2026-02-28', '2026-03-15')],
    });
    expect(res.status).toBe(400);
    expect((res.body as Refusal).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(fields(res)).toEqual(['deadlines.1.billFrom']);
  });

  it('two deadlines on the same day (no time) are refused on the day; at the same time, on the time', async () => {
    const sameDay = await add({
      deadlines: [row('2026-01-01', '2026-01-15', '2026-02-15'), row('2026-01-16', '2026-01-31', '2026-02-15')],
    });
    expect(fields(sameDay)).toEqual(['deadlines.1.deadlineDate']);
    const sameTime = await add({
      deadlines: [
        row('2026-01-01', '2026-01-15', '2026-02-15', { deadlineTime: '18:00' }),
        row('2026-01-16', '2026-01-31', '2026-02-15', { deadlineTime: '18:00' }),
      ],
    });
    expect(fields(sameTime)).toEqual(['deadlines.1.deadlineTime']);
    // The same day at different times is two deadlines.
    const twoTimes = await add({
      deadlines: [
        row('2026-01-01', '2026-01-15', '2026-02-15', { deadlineTime: '12:00' }),
        row('2026-01-16', '2026-01-31', '2026-02-15', { deadlineTime: '18:00' }),
      ],
    });
    expect(twoTimes.body.code).toBe(200);
  });

  it('an allowed amount below 0, a bad time, a deadline before the period ends, an end before the start', async () => {
    expect(fields(await add({ deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15', { allowedAmount: '-1' })] }))).toEqual([
      'deadlines.0.allowedAmount',
    ]);
    expect(fields(await add({ deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15', { deadlineTime: '25:00' })] }))).toEqual([
      'deadlines.0.deadlineTime',
    ]);
    expect(fields(await add({ deadlines: [row('2026-01-01', '2026-01-31', '2026-01-20')] }))).toEqual(['deadlines.0.deadlineDate']);
    expect(fields(await add({ deadlines: [row('2026-01-31', '2026-01-01', '2026-02-20')] }))).toEqual(['deadlines.0.billTo']);
    expect(fields(await add({ deadlines: [] }))).toEqual(['deadlines']);
  });

  it('speaks the caller’s language', async () => {
    const body = { deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15', { allowedAmount: '-1' })] };
    expect((await add(body, 'zh-CN')).body.msg).not.toBe((await add(body, 'en-US')).body.msg);
  });
});

describe('customers and names', () => {
  it('a customer already in another plan is refused naming its row and that plan; a customer listed twice too', async () => {
    const [x, y] = [await addCustomer(t, admin), await addCustomer(t, admin)];
    const name = `先有方案${freshId()}`;
    expect((await add({ name, customerIds: [x.id], deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15')] })).body.code).toBe(200);
    const res = await add({ customerIds: [y.id, x.id], deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15')] }, 'zh-CN');
    expect(fields(res)).toEqual(['customerIds.1']);
    expect(res.body.msg).toContain(name);
    expect(fields(await add({ customerIds: [y.id, y.id], deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15')] }))).toEqual([
      'customerIds.1',
    ]);
  });

  it('a name taken in the group is refused on the name', async () => {
    const name = `重名${freshId()}`;
    await add({ name, deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15')] });
    const res = await add({ name, deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15')] });
    expect(res.body.code).toBe(ErrorCode.DUPLICATE);
    expect(fields(res)).toEqual(['name']);
  });
});

describe('lifting a stop', () => {
  it('a stop already lifted cannot be lifted again (named by its row); a reason is required', async () => {
    const customer = await addCustomer(t, admin);
    await f.delivery(customer.id, '10', '10', '2026-01-10');
    await f.ok(add({ customerIds: [customer.id], deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15')] }) as never);
    await checkClearPlans(t.db, { businessGroupId: group, at: '2026-02-16 00:00:00' });
    const page = await f.ok(
      t.call<{ list: { id: string }[] }>(admin, 'POST', '/api/finance/accountCleanPlanLog/page', { customerId: customer.id }) as Promise<
        Res<{ list: { id: string }[] }>
      >,
    );
    const id = (page as { list: { id: string }[] }).list[0].id;
    expect(fields(await t.call(admin, 'POST', '/api/finance/accountCleanPlanLog/cancel', { ids: [id], reason: ' ' }))).toEqual(['reason']);
    expect((await t.call(admin, 'POST', '/api/finance/accountCleanPlanLog/cancel', { ids: [id], reason: '已协商' })).body.code).toBe(200);
    const again = await t.call(admin, 'POST', '/api/finance/accountCleanPlanLog/cancel', { ids: [id], reason: '已协商' });
    expect(fields(again)).toEqual(['ids.0']);
  });
});

describe('putting customers in a plan from the customer list', () => {
  it('moves a customer out of its plan into another; an unknown plan or customer is refused naming the field', async () => {
    const x = await addCustomer(t, admin);
    const first = await f.ok(
      add({ customerIds: [x.id], deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15')] }) as Promise<Res<{ id: string }>>,
    );
    const second = await f.ok(add({ deadlines: [row('2026-01-01', '2026-01-31', '2026-02-15')] }) as Promise<Res<{ id: string }>>);
    const PUT = '/api/customer/jcCustomerInfo/accountCleanPlan';
    expect((await t.call(admin, 'PUT', PUT, { customerIds: [x.id], planId: second.id })).body.code).toBe(200);
    const plans = async (id: string) =>
      (
        await f.ok(t.call<{ customers: { id: string }[] }>(admin, 'GET', `${PLAN}/${id}`) as Promise<Res<{ customers: { id: string }[] }>>)
      ).customers.map((c) => c.id);
    expect([await plans(first.id), await plans(second.id)]).toEqual([[], [x.id]]);
    expect((await t.call(admin, 'PUT', PUT, { customerIds: [x.id], planId: null })).body.code).toBe(200);
    expect(await plans(second.id)).toEqual([]);
    expect(fields(await t.call(admin, 'PUT', PUT, { customerIds: [x.id], planId: '999999999' }))).toEqual(['planId']);
    expect(fields(await t.call(admin, 'PUT', PUT, { customerIds: [x.id, '999999999'], planId: second.id }))).toEqual(['customerIds.1']);
  });
});
