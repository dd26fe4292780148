import type { EmployeeView, Page } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { employee, employeeBusinessGroup } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();
const hq = await t.given.defaultGroup();

const HASHY = /passwordHash|password_hash|signKey|sign_key|AuthCodeHash|auth_code_hash|authority_code_hash|\$argon2/i;
const row = async (id: number) => (await t.db.select().from(employee).where(eq(employee.id, id)))[0];

let seq = 0;
function body(overrides: Record<string, unknown> = {}) {
  seq++;
  return { employeeNo: `sec${seq}`, name: `员工${seq}`, password: 'Init@123', businessGroupIds: [String(hq.id)], ...overrides };
}

function expectForbidden(res: { status: number; body: { code: number } }, code = 4030001) {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(code);
}

describe('employees (security)', () => {
  it('stores the password and every authorization code as argon2id hashes', async () => {
    const res = await t.call<EmployeeView>(admin, 'POST', '/api/user/employee/dhAdd', {
      ...body(),
      pickingAuthCode: 'pick-1234',
      discountAuthCode: 'disc-1234',
      reviewAuthorityCode: 'rev-1234',
    });
    const stored = await row(Number(res.body.data.id));
    for (const value of [stored.passwordHash, stored.pickingAuthCodeHash, stored.discountAuthCodeHash, stored.reviewAuthorityCodeHash]) {
      expect(value).toMatch(/^\$argon2id\$/);
    }
    expect(stored.passwordInitial).toBe(true);

    await t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: res.body.data.id, password: 'Reset#2026' });
    expect((await row(stored.id)).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await row(stored.id)).passwordHash).not.toBe(stored.passwordHash);
  });

  it('never answers with a password hash, a code hash or a sign key', async () => {
    const added = await t.call<EmployeeView>(admin, 'POST', '/api/user/employee/dhAdd', { ...body(), discountAuthCode: 'disc-9999' });
    const id = added.body.data.id;
    const responses = [
      added,
      await t.call(admin, 'POST', '/api/user/employee/list', { pageSize: 500 }),
      await t.call(admin, 'POST', '/api/user/employee/dhUpdate', {
        ...body(),
        id,
        employeeNo: added.body.data.employeeNo,
        reviewAuthorityCode: 'rev-1',
      }),
      await t.call(admin, 'GET', `/api/user/discountAuth?employeeId=${id}`),
      await t.call(admin, 'PUT', '/api/user/discountAuth', {
        employeeId: id,
        salesDiscountCap: '90',
        returnDiscountCap: '90',
        discountAuthCode: 'x-1234',
      }),
      await t.call(admin, 'PUT', '/api/user/employeeBusinessGroup/save', { employeeId: id, businessGroupIds: [String(hq.id)] }),
      await t.call(admin, 'GET', `/api/user/employeeBusinessGroup/listByUser?employeeId=${id}`),
      await t.call(admin, 'POST', '/api/user/employeeBusinessGroup/page', {}),
      await t.call(admin, 'GET', '/api/user/employeeBusinessGroup/listByUserV2'),
      await t.call(admin, 'POST', '/api/user/dept/deptTree', {}),
      await t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: id, password: 'Reset#2026' }),
    ];
    for (const res of responses) {
      expect(res.body.code).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(HASHY);
    }
  });

  it('refuses each employee write to a caller who can only see the screen', async () => {
    const s = await t.given.session({ grants: ['/system/employee'] });
    const target = await t.given.employee();
    const id = String(target.id);
    const role = await t.given.role();
    const calls = [
      t.call(s, 'POST', '/api/user/employee/dhAdd', body()),
      t.call(s, 'POST', '/api/user/employee/dhUpdate', { ...body(), id }),
      t.call(s, 'PUT', '/api/user/employee/status', { ids: [id], status: 'DISABLE' }),
      t.call(s, 'PUT', '/api/user/employeeRole', { employeeIds: [id], roleId: String(role.id) }),
      t.call(s, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: id, password: 'Reset#2026' }),
      t.call(s, 'PUT', '/api/user/discountAuth', { employeeId: id, salesDiscountCap: '1', returnDiscountCap: '1' }),
      t.call(s, 'PUT', '/api/user/employeeBusinessGroup/save', { employeeId: id, businessGroupIds: [String(hq.id)] }),
    ];
    for (const res of await Promise.all(calls)) expectForbidden(res);
    const after = await row(target.id);
    expect(after).toMatchObject({
      status: 'ENABLE',
      roleId: null,
      name: target.name,
      passwordHash: target.passwordHash,
      salesDiscountCap: '100.00',
    });
  });

  it('refuses the screens to a caller without the employee menu', async () => {
    const s = await t.given.session({ grants: ['/system/role'] });
    expectForbidden(await t.call(s, 'POST', '/api/user/employee/list', {}));
    expectForbidden(await t.call(s, 'GET', `/api/user/discountAuth?employeeId=${s.employeeId}`));
    expectForbidden(await t.call(s, 'POST', '/api/user/employeeBusinessGroup/page', {}));
  });

  it('hides employees of groups the caller does not belong to', async () => {
    const mine = await t.given.businessGroup({ name: '本组织' });
    const foreign = await t.given.businessGroup({ name: '外组织' });
    const s = await t.given.session({
      groups: [mine.id],
      grants: ['/system/employee', 'system:employee:edit', 'system:employee:status', 'system:employee:resetPassword'],
    });
    const outsider = await t.given.employee({ groups: [foreign.id] });
    const colleague = await t.given.employee({ groups: [mine.id] });

    const list = await t.call<Page<EmployeeView>>(s, 'POST', '/api/user/employee/list', { pageSize: 500 });
    const ids = list.body.data.list.map((e) => e.id);
    expect(ids).toContain(String(colleague.id));
    expect(ids).not.toContain(String(outsider.id));
    const filtered = await t.call<Page<EmployeeView>>(s, 'POST', '/api/user/employee/list', { businessGroupId: String(foreign.id) });
    expect(filtered.body.data.total).toBe(0);

    const oid = String(outsider.id);
    const refused = [
      t.call(s, 'GET', `/api/user/discountAuth?employeeId=${oid}`),
      t.call(s, 'GET', `/api/user/employeeBusinessGroup/listByUser?employeeId=${oid}`),
      t.call(s, 'POST', '/api/user/employee/dhUpdate', { ...body(), id: oid, businessGroupIds: [String(mine.id)] }),
      t.call(s, 'PUT', '/api/user/employee/status', { ids: [oid], status: 'DISABLE' }),
      t.call(s, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: oid, password: 'Reset#2026' }),
    ];
    for (const res of await Promise.all(refused)) expect(res.body.code).toBe(4000404);
    expect(await row(outsider.id)).toMatchObject({ status: 'ENABLE', name: outsider.name, passwordHash: outsider.passwordHash });

    const links = await t.call<Page<{ employeeId: string }>>(s, 'POST', '/api/user/employeeBusinessGroup/page', { pageSize: 500 });
    expect(links.body.data.list.map((l) => l.employeeId)).not.toContain(oid);
  });

  it('refuses a belongId header of a group the caller is not in', async () => {
    const foreign = await t.given.businessGroup();
    const s = await t.given.session({ grants: ['/system/employee'] });
    const res = await t.call(s, 'POST', '/api/user/employee/list', {}, { belongId: String(foreign.id) });
    expectForbidden(res, 4030002);
  });

  it('refuses to give an employee a group the caller does not belong to', async () => {
    const foreign = await t.given.businessGroup({ name: '他人组织' });
    const s = await t.given.session({ grants: ['system:employee:add', 'system:employee:edit'] });
    const add = await t.call(s, 'POST', '/api/user/employee/dhAdd', body({ businessGroupIds: [String(hq.id), String(foreign.id)] }));
    expectForbidden(add, 4030002);
    expect(add.body.errors?.map((e) => e.field)).toEqual(['businessGroupIds']);

    const colleague = await t.given.employee();
    const save = await t.call(s, 'PUT', '/api/user/employeeBusinessGroup/save', {
      employeeId: String(colleague.id),
      businessGroupIds: [String(hq.id), String(foreign.id)],
    });
    expectForbidden(save, 4030002);
    const links = await t.db.select().from(employeeBusinessGroup).where(eq(employeeBusinessGroup.employeeId, colleague.id));
    expect(links.map((l) => l.businessGroupId)).toEqual([hq.id]);
  });

  it('ends the sessions of a disabled employee', async () => {
    const victim = await t.given.session();
    expect((await t.call(victim, 'GET', '/api/login/cmsPlatformUser/detail')).body.code).toBe(200);
    await t.call(admin, 'PUT', '/api/user/employee/status', { ids: [String(victim.employeeId)], status: 'DISABLE' });
    const after = await t.call(victim, 'GET', '/api/login/cmsPlatformUser/detail');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(4011021);
    // Enabling again does not revive the old session.
    await t.call(admin, 'PUT', '/api/user/employee/status', { ids: [String(victim.employeeId)], status: 'ENABLE' });
    expect((await t.call(victim, 'GET', '/api/login/cmsPlatformUser/detail')).body.code).toBe(4011021);
  });

  it('ends the sessions of an employee whose password is reset', async () => {
    const victim = await t.given.session();
    await t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: String(victim.employeeId), password: 'Reset#2026' });
    const after = await t.call(victim, 'GET', '/api/login/cmsPlatformUser/detail');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(4011021);
  });

  it('refuses a non-administrator assigning a role with permissions they do not hold', async () => {
    const s = await t.given.session({ grants: ['system:employee:add', 'system:employee:assignRole', 'system:employee:edit'] });
    const strong = await t.given.role({ name: '财务主管', grants: ['system:employee:resetPassword'] });
    const weak = await t.given.role({ name: '只读', grants: ['system:employee:add'] });
    const target = await t.given.employee();

    const assign = await t.call(s, 'PUT', '/api/user/employeeRole', { employeeIds: [String(target.id)], roleId: String(strong.id) });
    expectForbidden(assign);
    expect(assign.body.msg).toContain('财务主管');
    expect((await row(target.id)).roleId).toBeNull();

    const add = await t.call(s, 'POST', '/api/user/employee/dhAdd', body({ employeeNo: 'escalate', roleId: String(strong.id) }));
    expectForbidden(add);
    expect((await t.db.select().from(employee).where(eq(employee.employeeNo, 'escalate'))).length).toBe(0);

    expect(
      (await t.call(s, 'PUT', '/api/user/employeeRole', { employeeIds: [String(target.id)], roleId: String(weak.id) })).body.code,
    ).toBe(200);
  });

  it('refuses a non-administrator changing their own account through employee management', async () => {
    const s = await t.given.session({ grants: ['system:employee:edit', 'system:employee:assignRole'] });
    const me = String(s.employeeId);
    const caps = await t.call(s, 'PUT', '/api/user/discountAuth', {
      employeeId: me,
      salesDiscountCap: '100',
      returnDiscountCap: '100',
      discountAuthCode: 'mine-1',
    });
    expectForbidden(caps);
    expect(caps.body.msg).toBe('You cannot change your own account in employee management; ask your manager or the administrator');
    expectForbidden(await t.call(s, 'POST', '/api/user/employee/dhUpdate', { ...body(), id: me, employeeNo: s.employee.employeeNo }));
    expectForbidden(await t.call(s, 'PUT', '/api/user/employeeRole', { employeeIds: [me], roleId: null }));
    const after = await row(s.employeeId);
    expect(after).toMatchObject({ discountAuthCodeHash: null, roleId: s.employee.roleId, employeeNo: s.employee.employeeNo });
  });

  it('refuses a non-administrator resetting the password of an employee who holds more than they do', async () => {
    const s = await t.given.session({ grants: ['system:employee:resetPassword'] });
    const boss = await t.given.employee({ grants: ['system:role:grant', 'system:employee:resetPassword'] });
    const res = await t.call(s, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: String(boss.id), password: 'Reset#2026' });
    expectForbidden(res);
    expect((await row(boss.id)).passwordHash).toBe(boss.passwordHash);

    const peer = await t.given.employee({ grants: ['system:employee:resetPassword'] });
    expect(
      (await t.call(s, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: String(peer.id), password: 'Reset#2026' })).body.code,
    ).toBe(200);
  });
});

describe('the people picker (employee options)', () => {
  it('gives anyone signed in the id, code and name of the active group’s employees, and nothing of another group', async () => {
    const other = await t.given.businessGroup({ name: '别家经销商' });
    const stranger = await t.given.employee({ name: '别家的员工', groups: [other.id] });
    const colleague = await t.given.employee({ name: '同组的同事' });
    // No permission at all: the picker names people on documents every clerk reads.
    const clerk = await t.given.session({});
    const res = await t.call<{ id: string; employeeNo: string; name: string }[]>(clerk, 'POST', '/api/user/employee/options', {});
    expect(res.status).toBe(200);
    const names = res.body.data.map((e) => e.name);
    expect(names).toContain(colleague.name);
    expect(names).not.toContain(stranger.name);
    for (const e of res.body.data) expect(Object.keys(e).sort()).toEqual(['employeeNo', 'id', 'name', 'status']);
    // The full list stays behind the employee screen's permission.
    expect((await t.call(clerk, 'POST', '/api/user/employee/list', {})).status).toBe(403);
  });
});
