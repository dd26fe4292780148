import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { employee } from './access.schema';

const t = await startTestApp();

const login = (employeeNo: string, password: string, language = 'en-US') =>
  t.call(null, 'POST', '/api/login/admin/login', { employeeNo, password }, { language });

const fromAddress = (employeeNo: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/admin/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', language: 'en-US', ...headers },
    payload: JSON.stringify({ employeeNo, password }),
  });

const FAILED =
  'Wrong employee code or password, or the account is disabled or locked for now; after repeated failures wait 15 minutes or contact the administrator';

describe('login (error)', () => {
  it('answers a wrong password, an unknown account, a disabled and a locked account alike', async () => {
    const e = await t.given.employee();
    const disabled = await t.given.employee({ status: 'DISABLE' });
    const locked = await t.given.employee();
    await t.db
      .update(employee)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(employee.id, locked.id));
    const answers = [
      await login(e.employeeNo, 'Wrong@2026'),
      await login('nobody-here', 'Wrong@2026'),
      await login(disabled.employeeNo, disabled.password),
      await login(locked.employeeNo, locked.password),
    ];
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.body.code).toBe(4011001);
      expect(a.body.msg).toBe(FAILED);
    }
  });

  it('names the missing field when the body is incomplete', async () => {
    const res = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['password']);
  });

  it('refuses an account from an address after 5 failures there, but not from another address', async () => {
    const e = await t.given.employee();
    for (let i = 0; i < 5; i++) expect((await fromAddress(e.employeeNo, 'Wrong@2026', '10.9.0.1')).json().code).toBe(4011001);
    expect((await fromAddress(e.employeeNo, e.password, '10.9.0.1')).json().code).toBe(4011001);
    expect((await fromAddress(e.employeeNo, e.password, '10.9.0.2')).json().code).toBe(200);
  });

  it('does not let a stranger lock the administrator out of the address it works from', async () => {
    const admin = await t.given.employee({ isAdmin: true });
    expect((await fromAddress(admin.employeeNo, admin.password, '10.8.0.1')).json().code).toBe(200);
    // 40 wrong passwords from 8 addresses: the account locks against unknown addresses…
    for (let i = 0; i < 40; i++) await fromAddress(admin.employeeNo, 'Wrong@2026', `10.7.0.${i % 8}`);
    const [row] = await t.db.select().from(employee).where(eq(employee.id, admin.id));
    expect(row.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await fromAddress(admin.employeeNo, admin.password, '10.7.0.99')).json().code).toBe(4011001);
    // …but the administrator's own address still gets in.
    expect((await fromAddress(admin.employeeNo, admin.password, '10.8.0.1')).json().code).toBe(200);
  });

  it('lets the account in again once the lock has passed', async () => {
    const e = await t.given.employee();
    await t.db
      .update(employee)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(employee.id, e.id));
    expect((await login(e.employeeNo, e.password)).body.code).toBe(200);
  });

  it('answers in the request language', async () => {
    expect((await login('nobody', 'x', 'zh-CN')).body.msg).toContain('工号或密码错误');
    expect((await login('nobody', 'x', 'id-ID')).body.msg).toContain('Kode karyawan atau kata sandi salah');
  });
});

describe('login throttle per address', () => {
  it('refuses further attempts from an address after too many failures (429)', async () => {
    let last = 0;
    for (let i = 0; i < t.config.login.addressMaxFailures + 1; i++) {
      last = (await fromAddress(`ghost${i}`, 'nope', '10.6.0.1')).statusCode;
    }
    expect(last).toBe(429);
    expect((await fromAddress('ghost', 'nope', '10.6.0.1')).json().code).toBe(4291001);
  });

  it('is not fooled by a rotating X-Forwarded-For when no proxy is trusted', async () => {
    let last = 0;
    for (let i = 0; i < t.config.login.addressMaxFailures + 1; i++) {
      last = (await fromAddress(`ghost${i}`, 'nope', '10.5.0.1', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode;
    }
    expect(last).toBe(429);
  });
});
