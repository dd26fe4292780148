import type { EmployeeView, Page } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { employee, position } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();
const hq = await t.given.defaultGroup();

let seq = 0;
function newEmployee(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    employeeNo: `emp${seq}`,
    name: `员工${seq}`,
    password: 'Init@123',
    businessGroupIds: [String(hq.id)],
    ...overrides,
  };
}

async function add(overrides: Record<string, unknown> = {}) {
  const res = await t.call<EmployeeView>(admin, 'POST', '/api/user/employee/dhAdd', newEmployee(overrides));
  expect(res.body.code).toBe(200);
  return res.body.data;
}

const storedRow = async (id: string) =>
  (
    await t.db
      .select()
      .from(employee)
      .where(eq(employee.id, Number(id)))
  )[0];

describe('employees (happy)', () => {
  it('adds an employee who logs in with the initial password and is asked to change it', async () => {
    const role = await t.given.role({ name: '销售代表', grants: ['/system/role'] });
    const [post] = await t.db.insert(position).values({ code: 'SALES', name: '销售岗', roleId: role.id }).returning();
    const dealer = await t.given.businessGroup({ belongType: 'DEALER', name: '杭州文华' });
    const view = await add({
      employeeNo: 'Zhang.San',
      name: '张三',
      phone: '13800001111',
      email: 'zhang@example.com',
      roleId: String(role.id),
      positionId: String(post.id),
      businessGroupIds: [String(hq.id), String(dealer.id)],
      defaultBusinessGroupId: String(dealer.id),
      salesDiscountCap: '85.5',
      returnDiscountCap: 90,
      pickingUnderTolerance: '2',
      pickingOverTolerance: '5',
    });
    expect(view).toMatchObject({
      employeeNo: 'Zhang.San',
      name: '张三',
      phone: '13800001111',
      email: 'zhang@example.com',
      status: 'ENABLE',
      isAdmin: false,
      roleId: String(role.id),
      roleName: '销售代表',
      positionId: String(post.id),
      positionName: '销售岗',
      hasPickingAuthCode: false,
      hasDiscountAuthCode: false,
      hasReviewAuthorityCode: false,
      lastLoginTime: null,
    });
    expect(Number(view.salesDiscountCap)).toBe(85.5);
    expect(Number(view.returnDiscountCap)).toBe(90);
    expect(view.businessGroups).toEqual([
      { id: String(hq.id), code: hq.code, name: hq.name, isDefault: false },
      { id: String(dealer.id), code: dealer.code, name: dealer.name, isDefault: true },
    ]);

    const login = await t.call<{ needUpdatePwd: boolean }>(null, 'POST', '/api/login/admin/login', {
      employeeNo: 'zhang.san',
      password: 'Init@123',
    });
    expect(login.body.code).toBe(200);
    expect(login.body.data.needUpdatePwd).toBe(true);
  });

  it('stores authorization codes and reports only whether each is set', async () => {
    const view = await add({ pickingAuthCode: '1234', discountAuthCode: 'disc-5678', reviewAuthorityCode: 'rev-0001' });
    expect(view).toMatchObject({ hasPickingAuthCode: true, hasDiscountAuthCode: true, hasReviewAuthorityCode: true });
    expect(JSON.stringify(view)).not.toMatch(/1234|disc-5678|rev-0001/);
  });

  it('updates an employee: an absent code is kept, null clears it and text replaces it', async () => {
    const created = await add({ pickingAuthCode: 'pick-1', discountAuthCode: 'disc-1', reviewAuthorityCode: 'rev-1' });
    const before = await storedRow(created.id);
    const res = await t.call<EmployeeView>(admin, 'POST', '/api/user/employee/dhUpdate', {
      id: created.id,
      employeeNo: created.employeeNo,
      name: '改名后',
      phone: '021-555',
      businessGroupIds: [String(hq.id)],
      discountAuthCode: null,
      reviewAuthorityCode: 'rev-2',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '改名后',
      phone: '021-555',
      hasPickingAuthCode: true,
      hasDiscountAuthCode: false,
      hasReviewAuthorityCode: true,
    });
    const after = await storedRow(created.id);
    expect(after.pickingAuthCodeHash).toBe(before.pickingAuthCodeHash);
    expect(after.discountAuthCodeHash).toBeNull();
    expect(after.reviewAuthorityCodeHash).not.toBe(before.reviewAuthorityCodeHash);
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('keeps the role when the update leaves it out and clears it when null', async () => {
    const role = await t.given.role({ grants: ['/system/role'] });
    const created = await add({ roleId: String(role.id) });
    const base = { id: created.id, employeeNo: created.employeeNo, name: created.name, businessGroupIds: [String(hq.id)] };
    const kept = await t.call<EmployeeView>(admin, 'POST', '/api/user/employee/dhUpdate', base);
    expect(kept.body.data.roleId).toBe(String(role.id));
    const cleared = await t.call<EmployeeView>(admin, 'POST', '/api/user/employee/dhUpdate', { ...base, roleId: null });
    expect(cleared.body.data.roleId).toBeNull();
  });

  it('lists employees newest first with role, position and groups, one page at a time', async () => {
    const group = await t.given.businessGroup({ name: '分页组织' });
    const role = await t.given.role({ name: '分页角色' });
    const [post] = await t.db.insert(position).values({ code: 'PAGEPOST', name: '分页岗位' }).returning();
    const a = await add({ businessGroupIds: [String(group.id)], roleId: String(role.id) });
    const b = await add({ businessGroupIds: [String(group.id)], positionId: String(post.id) });
    const c = await add({ businessGroupIds: [String(group.id), String(hq.id)] });

    const list = (pageNum: number) =>
      t.call<Page<EmployeeView>>(admin, 'POST', '/api/user/employee/list', { pageNum, pageSize: 2, businessGroupId: String(group.id) });
    const first = (await list(1)).body.data;
    expect(first.total).toBe(3);
    expect(first.list.map((e) => e.id)).toEqual([c.id, b.id]);
    expect(first.list[0].businessGroups.map((g) => g.id)).toEqual([String(hq.id), String(group.id)].sort((x, y) => Number(x) - Number(y)));
    expect(first.list[1].positionName).toBe('分页岗位');
    const second = (await list(2)).body.data;
    expect(second.list.map((e) => [e.id, e.roleName])).toEqual([[a.id, '分页角色']]);
  });

  it('filters the list by keyword on code, name or phone, by status and by role', async () => {
    const role = await t.given.role({ name: '筛选角色' });
    const x = await add({ employeeNo: 'flt_alpha', name: '王五', phone: '139-7777', roleId: String(role.id) });
    const y = await add({ employeeNo: 'flt_beta', name: '赵六' });
    await t.call(admin, 'PUT', '/api/user/employee/status', { ids: [y.id], status: 'DISABLE' });
    const find = async (body: Record<string, unknown>) =>
      (await t.call<Page<EmployeeView>>(admin, 'POST', '/api/user/employee/list', { pageSize: 100, ...body })).body.data.list.map(
        (e) => e.id,
      );
    expect(await find({ keyword: 'FLT_' })).toEqual([y.id, x.id]);
    expect(await find({ keyword: '王五' })).toEqual([x.id]);
    expect(await find({ keyword: '7777' })).toEqual([x.id]);
    expect(await find({ keyword: 'flt', status: 'DISABLE' })).toEqual([y.id]);
    expect(await find({ roleId: String(role.id) })).toEqual([x.id]);
  });

  it('shows a non-administrator the employees of their active group', async () => {
    const north = await t.given.businessGroup({ name: '北区' });
    const south = await t.given.businessGroup({ name: '南区' });
    const s = await t.given.session({ grants: ['/system/employee'], groups: [north.id, south.id] });
    const inNorth = await add({ businessGroupIds: [String(north.id)] });
    const inSouth = await add({ businessGroupIds: [String(south.id)] });
    const list = async (belongId?: string) =>
      (await t.call<Page<EmployeeView>>(s, 'POST', '/api/user/employee/list', { pageSize: 100 }, { belongId })).body.data.list.map(
        (e) => e.id,
      );
    expect(await list()).toEqual([inNorth.id, String(s.employeeId)]);
    expect(await list(String(south.id))).toEqual([inSouth.id, String(s.employeeId)]);
  });

  it('disables and enables employees', async () => {
    const a = await add();
    const b = await add();
    expect((await t.call(admin, 'PUT', '/api/user/employee/status', { ids: [a.id, b.id], status: 'DISABLE' })).body.code).toBe(200);
    expect((await storedRow(a.id)).status).toBe('DISABLE');
    expect((await storedRow(b.id)).status).toBe('DISABLE');
    const login = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: a.employeeNo, password: 'Init@123' });
    expect(login.body.code).toBe(4011001);
    await t.call(admin, 'PUT', '/api/user/employee/status', { ids: [a.id], status: 'ENABLE' });
    expect((await storedRow(a.id)).status).toBe('ENABLE');
  });

  it('assigns a role to several employees and clears it', async () => {
    const role = await t.given.role({ grants: ['/system/employee'] });
    const a = await add();
    const b = await add();
    expect((await t.call(admin, 'PUT', '/api/user/employeeRole', { employeeIds: [a.id, b.id], roleId: String(role.id) })).body.code).toBe(
      200,
    );
    expect((await storedRow(a.id)).roleId).toBe(role.id);
    expect((await storedRow(b.id)).roleId).toBe(role.id);
    await t.call(admin, 'PUT', '/api/user/employeeRole', { employeeIds: [a.id], roleId: null });
    expect((await storedRow(a.id)).roleId).toBeNull();
  });

  it('resets a password: the new one works, must be changed, and a lock is lifted', async () => {
    const e = await t.given.employee({ passwordInitial: false });
    await t.db
      .update(employee)
      .set({ lockedUntil: new Date(Date.now() + 3600_000) })
      .where(eq(employee.id, e.id));
    const res = await t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: String(e.id), password: 'Reset#2026' });
    expect(res.body.code).toBe(200);
    const old = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: e.employeeNo, password: e.password });
    expect(old.body.code).toBe(4011001);
    const login = await t.call<{ needUpdatePwd: boolean }>(null, 'POST', '/api/login/admin/login', {
      employeeNo: e.employeeNo,
      password: 'Reset#2026',
    });
    expect(login.body.code).toBe(200);
    expect(login.body.data.needUpdatePwd).toBe(true);
  });

  it('reads and saves discount caps and the discount authorization code', async () => {
    const created = await add();
    const get = () =>
      t.call<{ employeeId: string; salesDiscountCap: string; hasDiscountAuthCode: boolean }>(
        admin,
        'GET',
        `/api/user/discountAuth?employeeId=${created.id}`,
      );
    expect((await get()).body.data).toMatchObject({ employeeId: created.id, hasDiscountAuthCode: false });
    expect(Number((await get()).body.data.salesDiscountCap)).toBe(100);
    const saved = await t.call<{ salesDiscountCap: string; returnDiscountCap: string; hasDiscountAuthCode: boolean }>(
      admin,
      'PUT',
      '/api/user/discountAuth',
      {
        employeeId: created.id,
        salesDiscountCap: '80',
        returnDiscountCap: '95.25',
        discountAuthCode: 'auth-8888',
      },
    );
    expect(saved.body.code).toBe(200);
    expect(Number(saved.body.data.salesDiscountCap)).toBe(80);
    expect(Number(saved.body.data.returnDiscountCap)).toBe(95.25);
    expect(saved.body.data.hasDiscountAuthCode).toBe(true);
    expect((await storedRow(created.id)).discountAuthCodeHash).toMatch(/^\$argon2id\$/);
  });

  it('replaces an employee’s groups and default group, and lists them', async () => {
    const east = await t.given.businessGroup({ name: '东区' });
    const west = await t.given.businessGroup({ name: '西区' });
    const created = await add();
    const res = await t.call<EmployeeView>(admin, 'PUT', '/api/user/employeeBusinessGroup/save', {
      employeeId: created.id,
      businessGroupIds: [String(east.id), String(west.id)],
      defaultBusinessGroupId: String(west.id),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.businessGroups.map((g) => [g.name, g.isDefault])).toEqual([
      ['东区', false],
      ['西区', true],
    ]);
    const byUser = await t.call<{ id: string; isDefault: boolean }[]>(
      admin,
      'GET',
      `/api/user/employeeBusinessGroup/listByUser?employeeId=${created.id}`,
    );
    expect(byUser.body.data.map((g) => [g.id, g.isDefault])).toEqual([
      [String(east.id), false],
      [String(west.id), true],
    ]);
    const page = await t.call<Page<{ employeeId: string; businessGroupName: string }>>(
      admin,
      'POST',
      '/api/user/employeeBusinessGroup/page',
      {
        employeeId: created.id,
      },
    );
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((l) => l.businessGroupName)).toEqual(['东区', '西区']);
  });

  it('lists the caller’s own groups with the active one marked', async () => {
    const other = await t.given.businessGroup({ name: '第二组织' });
    const s = await t.given.session({ groups: [hq.id, other.id] });
    const res = await t.call<{ id: string; isDefault: boolean; active: boolean }[]>(
      s,
      'GET',
      '/api/user/employeeBusinessGroup/listByUserV2',
      undefined,
      {
        belongId: String(other.id),
      },
    );
    expect(res.body.data.map((g) => [g.id, g.isDefault, g.active])).toEqual([
      [String(hq.id), true, false],
      [String(other.id), false, true],
    ]);
  });

  it('returns the business groups as a tree by parent', async () => {
    const parent = await t.given.businessGroup({ name: '配送中心' });
    const child = await t.given.businessGroup({ name: '经销部', belongType: 'DEALER', parentId: parent.id });
    const tree = await t.call<{ id: string; children: { id: string; belongType: string; status: string }[] }[]>(
      admin,
      'POST',
      '/api/user/dept/deptTree',
      {},
    );
    const node = tree.body.data.find((n) => n.id === String(parent.id));
    expect(node?.children).toEqual([
      { id: String(child.id), code: child.code, name: '经销部', belongType: 'DEALER', status: 'ENABLE', children: [] },
    ]);
    expect(tree.body.data.some((n) => n.id === String(child.id))).toBe(false);
  });
});
