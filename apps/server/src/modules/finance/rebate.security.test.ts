// Rebate sheets behind their walls: another group's customers are not found (a sheet for them
// is refused, their summary and period too), the screen's routes want the screen's permission.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer, fieldsOf } from '../partner/partner.test-kit';
import { REBATE, rebateClerk } from './rebate.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const r = rebateClerk(t, admin);
const customer = await r.customer('5', 'CASH_BACK');
const body = { billDate: new Date().toISOString().slice(0, 10), ...r.ratioBody(customer.id, '9', 'PERIODIC') };
const draft = await r.ok(r.save(body));
const P = REBATE.permission;
const everyButton = [REBATE.menu, `${P}:add`, `${P}:edit`, `${P}:delete`, `${P}:review`, `${P}:decline`];

describe('the permission wall', () => {
  it('without the screen every route is 403 and nothing changes', async () => {
    const stranger = await t.given.session({ grants: ['/wholesale/customer'] });
    for (const [method, url, payload] of [
      ['PUT', `${REBATE.base}/add`, body],
      ['POST', `${REBATE.base}/page`, { pageNum: 1, pageSize: 10 }],
      ['POST', `${REBATE.base}/review`, { id: draft.id, version: draft.version }],
      ['POST', `${REBATE.base}/summary`, { customerIds: [customer.id] }],
      ['POST', `${REBATE.base}/period`, { customerId: customer.id, from: '2026-01-01', to: '2026-01-31' }],
    ] as const) {
      const res = await t.call(stranger, method, url, payload);
      expect([res.status, url]).toEqual([403, url]);
    }
    // The screen but not the review button: review refused.
    const viewer = await t.given.session({ grants: [REBATE.menu] });
    expect((await t.call(viewer, 'POST', `${REBATE.base}/review`, { id: draft.id, version: draft.version })).status).toBe(403);
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '5.00', type: 'CASH_BACK' });
  });
});

describe('the business group wall', () => {
  it('another group cannot adjust this group’s customer, nor see its sheets, summary or period', async () => {
    const groupB = await t.given.businessGroup();
    const outsider = await t.given.session({ groups: [groupB.id], grants: everyButton });
    const saved = await t.call(outsider, 'PUT', `${REBATE.base}/add`, body);
    expect(saved.status).toBe(400);
    expect(fieldsOf(saved.body as { errors?: { field: string }[] })).toEqual(['customerId']);
    for (const [method, url, payload] of [
      ['GET', `${REBATE.base}/${draft.id}`, undefined],
      ['POST', `${REBATE.base}/review`, { id: draft.id, version: draft.version }],
      ['POST', `${REBATE.base}/summary`, { customerIds: [customer.id] }],
      ['POST', `${REBATE.base}/period`, { customerId: customer.id, from: '2026-01-01', to: '2026-01-31' }],
    ] as const) {
      const res = await t.call(outsider, method, url, payload);
      expect([res.body.code, url]).toEqual([ErrorCode.DATA_NOT_FOUND, url]);
    }
    const page = await t.call<{ total: number }>(outsider, 'POST', `${REBATE.base}/page`, { pageNum: 1, pageSize: 10 });
    expect(page.body.data.total).toBe(0);
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '5.00', type: 'CASH_BACK' });
  });

  it('one id of another group in the summary refuses the whole summary', async () => {
    const groupB = await t.given.businessGroup();
    const theirs = await t.given.session({
      groups: [groupB.id],
      grants: [...everyButton, '/wholesale/customer', 'wholesale:customer:add'],
    });
    const their = await addCustomer(t, theirs);
    const res = await t.call(admin, 'POST', `${REBATE.base}/summary`, { customerIds: [customer.id, their.id] });
    expect(res.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
  });
});
