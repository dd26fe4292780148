import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { employee } from './access.schema';

const t = await startTestApp();
const URL = '/api/login/cmsPlatformUser/changePassword';

describe('change password', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const s = await t.given.session();
    const res = await t.call(s, 'PUT', URL, { oldPassword: s.employee.password, newPassword: 'N3w!Secret', confirmPassword: 'N3w!Secret' });
    expect(res.body.code).toBe(200);
    await expect(t.login(s.employee.employeeNo, 'N3w!Secret')).resolves.toBeTruthy();
    await expect(t.login(s.employee.employeeNo, s.employee.password)).rejects.toThrow(/4011001/);
    const [row] = await t.db.select().from(employee).where(eq(employee.id, s.employeeId));
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.passwordInitial).toBe(false);
  });

  it('ends every other session of the user with 4011155, keeping the current one', async () => {
    const first = await t.given.session();
    const second = await t.login(first.employee.employeeNo, first.employee.password);
    await t.call(first, 'PUT', URL, { oldPassword: first.employee.password, newPassword: 'Other#2026x', confirmPassword: 'Other#2026x' });
    const other = await t.call(second, 'GET', '/api/login/cmsPlatformUser/detail');
    expect(other.status).toBe(401);
    expect(other.body.code).toBe(4011155);
    expect((await t.call(first, 'GET', '/api/login/cmsPlatformUser/detail')).body.code).toBe(200);
  });

  it.each([
    ['short', 'Ab1!xyz'],
    ['too long', 'Ab1!Ab1!Ab1!Ab1!Ab1!x'],
    ['no digit', 'Abcdefg!'],
    ['no upper case', 'abcdefg1!'],
    ['no lower case', 'ABCDEFG1!'],
    ['no special character', 'Abcdefg12'],
  ])('refuses a new password that is %s (4001101), changing nothing', async (_why, pwd) => {
    const s = await t.given.session();
    const res = await t.call(s, 'PUT', URL, { oldPassword: s.employee.password, newPassword: pwd, confirmPassword: pwd });
    expect(res.body.code).toBe(4001101);
    expect(res.body.errors?.[0].field).toBe('newPassword');
    await expect(t.login(s.employee.employeeNo, s.employee.password)).resolves.toBeTruthy();
  });

  it('refuses when the confirmation differs: "The two passwords do not match"', async () => {
    const s = await t.given.session();
    const res = await t.call(s, 'PUT', URL, { oldPassword: s.employee.password, newPassword: 'N3w!Secret', confirmPassword: 'N3w!Secre7' });
    expect(res.body.code).toBe(4001102);
    expect(res.body.msg).toBe('The two passwords do not match');
    expect(res.body.errors?.[0].field).toBe('confirmPassword');
  });

  it('asks for the old password first, and refuses a wrong one', async () => {
    const s = await t.given.session();
    const none = await t.call(s, 'PUT', URL, { oldPassword: '', newPassword: 'N3w!Secret', confirmPassword: 'N3w!Secret' });
    expect(none.body.code).toBe(4001104);
    const wrong = await t.call(s, 'PUT', URL, { oldPassword: 'Wrong#2026', newPassword: 'N3w!Secret', confirmPassword: 'N3w!Secret' });
    expect(wrong.body.code).toBe(4001103);
    expect(wrong.body.errors?.[0].field).toBe('oldPassword');
  });

  it('no longer asks for a change after an initial password is replaced', async () => {
    const s = await t.given.session({ passwordInitial: true });
    await t.call(s, 'PUT', URL, { oldPassword: s.employee.password, newPassword: 'Mine#2026', confirmPassword: 'Mine#2026' });
    const res = await t.call<{ needUpdatePwd: boolean }>(null, 'POST', '/api/login/admin/login', {
      employeeNo: s.employee.employeeNo,
      password: 'Mine#2026',
    });
    expect(res.body.data.needUpdatePwd).toBe(false);
  });

  it('asks for a change when the password is older than the maximum age', async () => {
    const e = await t.given.employee();
    await t.db
      .update(employee)
      .set({ passwordChangedAt: new Date(Date.now() - (t.config.password.maxAgeDays + 1) * 86400_000) })
      .where(eq(employee.id, e.id));
    const res = await t.call<{ needUpdatePwd: boolean }>(null, 'POST', '/api/login/admin/login', {
      employeeNo: e.employeeNo,
      password: e.password,
    });
    expect(res.body.data.needUpdatePwd).toBe(true);
  });
});
