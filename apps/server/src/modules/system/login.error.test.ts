import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { employee } from './access.schema';

const t = await startTestApp();

const login = (employeeNo: string, password: string, language = 'en-US') =>
  t.call(null, 'POST', '/api/login/admin/login', { employeeNo, password }, { language });

describe('login (error)', () => {
  it('refuses a wrong password with the remaining attempts, and an unknown account alike', async () => {
    const e = await t.given.employee();
    const wrong = await login(e.employeeNo, 'Wrong@2026');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(4011001);
    expect(wrong.body.msg).toMatch(/4 more failures/);
    const unknown = await login('nobody-here', 'Wrong@2026');
    expect(unknown.body.code).toBe(4011001);
  });

  it('names the missing field when the body is incomplete', async () => {
    const res = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['password']);
  });

  it('locks an account after 5 failures within 15 minutes, even with the right password', async () => {
    const e = await t.given.employee();
    for (let i = 0; i < 4; i++) expect((await login(e.employeeNo, 'Wrong@2026')).body.code).toBe(4011001);
    const fifth = await login(e.employeeNo, 'Wrong@2026');
    expect(fifth.body.code).toBe(4011002);
    expect(fifth.body.msg).toMatch(/locked.*15 minutes/);
    const right = await login(e.employeeNo, e.password, 'zh-CN');
    expect(right.body.code).toBe(4011002);
    expect(right.body.msg).toContain('账号已锁定');
  });

  it('lets the account in again once the lock has passed', async () => {
    const e = await t.given.employee();
    await t.db
      .update(employee)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(employee.id, e.id));
    expect((await login(e.employeeNo, e.password)).body.code).toBe(200);
  });

  it('does not count failures older than 15 minutes towards the lock', async () => {
    const e = await t.given.employee();
    for (let i = 0; i < 4; i++) await login(e.employeeNo, 'Wrong@2026');
    await t.db
      .update(employee)
      .set({ lastFailedLoginAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(employee.id, e.id));
    const res = await login(e.employeeNo, 'Wrong@2026');
    expect(res.body.code).toBe(4011001);
    expect(res.body.msg).toMatch(/4 more failures/);
  });

  it('refuses a disabled account', async () => {
    const e = await t.given.employee({ status: 'DISABLE' });
    const res = await login(e.employeeNo, e.password);
    expect(res.body.code).toBe(4011003);
  });

  it('answers in the request language', async () => {
    expect((await login('nobody', 'x', 'zh-CN')).body.msg).toBe('工号或密码错误');
    expect((await login('nobody', 'x', 'id-ID')).body.msg).toBe('Kode karyawan atau kata sandi salah');
  });
});

describe('login throttle per address', () => {
  it('refuses further attempts from an address after too many failures (429)', async () => {
    const tt = t; // the limit is per address: inject uses 127.0.0.1 for every call
    let last = 0;
    for (let i = 0; i < tt.config.login.addressMaxFailures + 1; i++) {
      last = (await login(`ghost${i}`, 'nope')).status;
    }
    expect(last).toBe(429);
    const res = await login('ghost', 'nope');
    expect(res.body.code).toBe(4291001);
  });
});
