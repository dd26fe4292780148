// Points behind their walls: another group's customers and adjustments are not found (an
// adjustment for them is refused, their balance too), each operation wants its button, the
// balance wants the points screen.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { DEMO_ROLES } from '../../seed/seed';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer, fieldsOf } from '../partner/partner.test-kit';
import { POINTS, pointsClerk } from './points.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const p = pointsClerk(t, admin);
const customer = await addCustomer(t, admin, { rewardRatio: '10' });
const body = { billDate: new Date().toISOString().slice(0, 10), customerId: customer.id, reason: '赠送', lines: [{ points: 50 }] };
const draft = await p.draft(customer.id, 50);
const P = POINTS.permission;
const everyButton = [POINTS.menu, `${P}:add`, `${P}:edit`, `${P}:delete`, `${P}:review`, `${P}:decline`, `${P}:complete`];

describe('the business group wall', () => {
  it('another group cannot adjust this group’s customer’s points, nor see its adjustments or balance', async () => {
    const groupB = await t.given.businessGroup();
    const outsider = await t.given.session({ groups: [groupB.id], grants: everyButton });
    const saved = await t.call(outsider, 'PUT', `${POINTS.base}/add`, body);
    expect(saved.status).toBe(400);
    expect(fieldsOf(saved.body)).toEqual(['customerId']);
    for (const [method, url, payload] of [
      ['GET', `${POINTS.base}/${draft.id}`, undefined],
      ['POST', `${POINTS.base}/complete`, { id: draft.id, version: draft.version }],
      ['POST', `${POINTS.base}/balance`, { customerIds: [customer.id] }],
    ] as const) {
      const res = await t.call(outsider, method, url, payload);
      expect([res.body.code, url]).toEqual([ErrorCode.DATA_NOT_FOUND, url]);
    }
    const page = await t.call<{ total: number }>(outsider, 'POST', `${POINTS.base}/page`, { pageNum: 1, pageSize: 10 });
    expect(page.body.data.total).toBe(0);
    expect(await p.balance(customer.id)).toBe(0);
  });

  it('one id of another group in the balance refuses the whole answer', async () => {
    const groupB = await t.given.businessGroup();
    const theirs = await t.given.session({
      groups: [groupB.id],
      grants: [...everyButton, '/wholesale/customer', 'wholesale:customer:add'],
    });
    const their = await addCustomer(t, theirs);
    const res = await t.call(admin, 'POST', `${POINTS.base}/balance`, { customerIds: [customer.id, their.id] });
    expect(res.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
  });
});

describe('permissions', () => {
  it('without the screen: 403 on every call; a clerk who may add may not post', async () => {
    const stranger = await t.given.session({ grants: ['/wholesale/customer'] });
    expect((await t.call(stranger, 'POST', `${POINTS.base}/balance`, { customerIds: [customer.id] })).status).toBe(403);
    expect((await t.call(stranger, 'PUT', `${POINTS.base}/add`, body)).status).toBe(403);
    expect((await t.call(stranger, 'POST', `${POINTS.base}/page`, { pageNum: 1, pageSize: 10 })).status).toBe(403);
    const clerk = await t.given.session({ grants: [POINTS.menu, `${P}:add`, `${P}:edit`] });
    const own = await t.call<{ id: string; version: number }>(clerk, 'PUT', `${POINTS.base}/add`, body);
    expect(own.body.code).toBe(200);
    const posting = await t.call(clerk, 'POST', `${POINTS.base}/complete`, { id: own.body.data.id, version: own.body.data.version });
    expect(posting.status).toBe(403);
    expect((await t.call(clerk, 'POST', `${POINTS.base}/balance`, { customerIds: [customer.id] })).status).toBe(200);
    expect(await p.balance(customer.id)).toBe(0);
  });

  it('the points adjustment is a screen the sales representative holds', () => {
    expect(DEMO_ROLES.find((r) => r.code === 'SALES')?.grants as readonly string[]).toContain('wholesale.pointsAdjust');
  });
});
