import type { EmployeeView } from '@quire/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { employee, employeeBusinessGroup } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();
const hq = await t.given.defaultGroup();

let seq = 0;
function body(overrides: Record<string, unknown> = {}) {
  seq++;
  return { employeeNo: `err${seq}`, name: `员工${seq}`, password: 'Init@123', businessGroupIds: [String(hq.id)], ...overrides };
}

const addEmployee = (b: Record<string, unknown>) => t.call<EmployeeView>(admin, 'POST', '/api/user/employee/dhAdd', b);
const fields = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);
const countEmployees = async () => Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(employee))[0].n);
const row = async (id: number) => (await t.db.select().from(employee).where(eq(employee.id, id)))[0];

/** Sends a body and checks it is refused with one field error and nothing is saved. */
async function expectRefusedAdd(b: Record<string, unknown>, field: string, code = 4000400) {
  const before = await countEmployees();
  const res = await addEmployee(b);
  expect(res.body.code).toBe(code);
  expect(fields(res)).toEqual([field]);
  expect(await countEmployees()).toBe(before);
  return res;
}

describe('employees (error)', () => {
  it('refuses an employee without a name, naming the field', async () => {
    const { name: _, ...noName } = body();
    const res = await expectRefusedAdd(noName, 'name');
    expect(res.status).toBe(400);
  });

  it('refuses an employee code with spaces or of one character', async () => {
    await expectRefusedAdd(body({ employeeNo: 'has space' }), 'employeeNo');
    await expectRefusedAdd(body({ employeeNo: 'x' }), 'employeeNo');
  });

  it('refuses a missing password and an empty group list', async () => {
    const { password: _, ...noPassword } = body();
    await expectRefusedAdd(noPassword, 'password');
    await expectRefusedAdd(body({ businessGroupIds: [] }), 'businessGroupIds');
  });

  it('refuses a discount cap above 100 or with three decimals, and a malformed email', async () => {
    await expectRefusedAdd(body({ salesDiscountCap: '100.5' }), 'salesDiscountCap');
    await expectRefusedAdd(body({ returnDiscountCap: '9.999' }), 'returnDiscountCap');
    await expectRefusedAdd(body({ email: 'not-an-email' }), 'email');
  });

  it('refuses an authorization code shorter than four characters', async () => {
    await expectRefusedAdd(body({ pickingAuthCode: '12' }), 'pickingAuthCode');
  });

  it('refuses a duplicate employee code whatever its case', async () => {
    await addEmployee(body({ employeeNo: 'Li.Si' }));
    const res = await expectRefusedAdd(body({ employeeNo: 'LI.SI' }), 'employeeNo', 4000409);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('Employee code "LI.SI" already exists');
  });

  it('refuses to rename an employee to a code that is taken, and keeps the old one', async () => {
    await addEmployee(body({ employeeNo: 'wang' }));
    const other = (await addEmployee(body({ employeeNo: 'zhao' }))).body.data;
    const res = await t.call(admin, 'POST', '/api/user/employee/dhUpdate', {
      id: other.id,
      employeeNo: 'WANG',
      name: other.name,
      businessGroupIds: [String(hq.id)],
    });
    expect(res.body.code).toBe(4000409);
    expect(fields(res)).toEqual(['employeeNo']);
    expect((await row(Number(other.id))).employeeNo).toBe('zhao');
  });

  it('refuses a default group that is not among the chosen groups', async () => {
    const other = await t.given.businessGroup();
    const res = await expectRefusedAdd(body({ defaultBusinessGroupId: String(other.id) }), 'defaultBusinessGroupId');
    expect(res.body.msg).toBe('The default business group must be one of the selected groups');
  });

  it('refuses an unknown or disabled business group', async () => {
    await expectRefusedAdd(body({ businessGroupIds: [String(hq.id), '99999999'] }), 'businessGroupIds');
    const closed = await t.given.businessGroup({ name: '已撤销组织', status: 'DISABLE' });
    const res = await expectRefusedAdd(body({ businessGroupIds: [String(closed.id)] }), 'businessGroupIds');
    expect(res.body.msg).toBe('Business group "已撤销组织" is disabled');
  });

  it('refuses an unknown or disabled role and an unknown position', async () => {
    await expectRefusedAdd(body({ roleId: '99999999' }), 'roleId');
    const off = await t.given.role({ name: '停用角色', status: 'DISABLE' });
    await expectRefusedAdd(body({ roleId: String(off.id) }), 'roleId');
    await expectRefusedAdd(body({ positionId: '99999999' }), 'positionId');
  });

  it('refuses every change to the system administrator and leaves the account as it was', async () => {
    const other = await t.given.admin();
    const target = other.employee;
    const id = String(target.id);
    const before = await row(target.id);
    const role = await t.given.role();
    const calls = [
      t.call(admin, 'POST', '/api/user/employee/dhUpdate', {
        id,
        employeeNo: target.employeeNo,
        name: '改名',
        businessGroupIds: [String(hq.id)],
      }),
      t.call(admin, 'PUT', '/api/user/employee/status', { ids: [id], status: 'DISABLE' }),
      t.call(admin, 'PUT', '/api/user/employeeRole', { employeeIds: [id], roleId: String(role.id) }),
      t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: id, password: 'Reset#2026' }),
      t.call(admin, 'PUT', '/api/user/employeeBusinessGroup/save', { employeeId: id, businessGroupIds: [String(hq.id)] }),
      t.call(admin, 'PUT', '/api/user/discountAuth', { employeeId: id, salesDiscountCap: '1', returnDiscountCap: '1' }),
      // The administrator's own account is no exception.
      t.call(admin, 'POST', '/api/user/employee/dhUpdate', {
        id: String(admin.employeeId),
        employeeNo: admin.employee.employeeNo,
        name: '自己',
        businessGroupIds: [String(hq.id)],
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(4001201);
      expect(res.body.msg).toBe('The system administrator cannot be edited or disabled');
    }
    const after = await row(target.id);
    expect(after).toEqual(before);
    expect((await t.call(other, 'GET', '/api/login/cmsPlatformUser/detail')).body.code).toBe(200);
  });

  it('refuses to disable oneself', async () => {
    const s = await t.given.session({ grants: ['system:employee:status'] });
    const res = await t.call(s, 'PUT', '/api/user/employee/status', { ids: [String(s.employeeId)], status: 'DISABLE' });
    expect(res.body.code).toBe(4000422);
    expect(res.body.msg).toBe('You cannot disable your own account');
    expect((await row(s.employeeId)).status).toBe('ENABLE');
  });

  it('changes no employee of a batch when one of them is refused', async () => {
    const a = (await addEmployee(body())).body.data;
    const otherAdmin = await t.given.employee({ isAdmin: true });
    const res = await t.call(admin, 'PUT', '/api/user/employee/status', { ids: [a.id, String(otherAdmin.id)], status: 'DISABLE' });
    expect(res.body.code).toBe(4001201);
    expect((await row(Number(a.id))).status).toBe('ENABLE');
  });

  it('answers not found for an employee that does not exist', async () => {
    const ghost = '99999999';
    expect((await t.call(admin, 'GET', `/api/user/discountAuth?employeeId=${ghost}`)).body.code).toBe(4000404);
    expect(
      (await t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: ghost, password: 'Reset#2026' })).body.code,
    ).toBe(4000404);
    expect((await t.call(admin, 'GET', `/api/user/employeeBusinessGroup/listByUser?employeeId=${ghost}`)).body.code).toBe(4000404);
  });

  it('refuses a group change with a default outside the list and keeps the groups', async () => {
    const a = (await addEmployee(body())).body.data;
    const other = await t.given.businessGroup();
    const res = await t.call(admin, 'PUT', '/api/user/employeeBusinessGroup/save', {
      employeeId: a.id,
      businessGroupIds: [String(other.id)],
      defaultBusinessGroupId: String(hq.id),
    });
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(['defaultBusinessGroupId']);
    const links = await t.db
      .select()
      .from(employeeBusinessGroup)
      .where(eq(employeeBusinessGroup.employeeId, Number(a.id)));
    expect(links.map((l) => [l.businessGroupId, l.isDefault])).toEqual([[hq.id, true]]);
  });

  it('refuses a reset password that is too short', async () => {
    const a = (await addEmployee(body())).body.data;
    const res = await t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: a.id, password: '123' });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['password']);
  });

  it('holds an administrator to the 8–20 password rule on add and reset (000000 is refused)', async () => {
    const added = await addEmployee(body({ password: '000000' }));
    expect(added.status).toBe(400);
    expect(added.body.code).toBe(4001101);
    expect(fields(added)).toEqual(['password']);
    const a = (await addEmployee(body())).body.data;
    const reset = await t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', { employeeId: a.id, password: '000000' });
    expect(reset.body.code).toBe(4001101);
    expect(fields(reset)).toEqual(['password']);
  });
});
