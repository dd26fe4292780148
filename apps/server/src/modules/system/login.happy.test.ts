import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';

const t = await startTestApp();

describe('login (happy)', () => {
  it('logs in and returns a token, a sign key and needUpdatePwd', async () => {
    const e = await t.given.employee({ employeeNo: 'alice' });
    const res = await t.call<{ token: string; signKey: string; needUpdatePwd: boolean }>(null, 'POST', '/api/login/admin/login', {
      employeeNo: 'alice',
      password: e.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.signKey).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.data.needUpdatePwd).toBe(false);
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
    expect(res.headers['x-app-version']).toBeTruthy();
  });

  it('asks for a new password after an initial one', async () => {
    const e = await t.given.employee({ passwordInitial: true });
    const res = await t.call<{ needUpdatePwd: boolean }>(null, 'POST', '/api/login/admin/login', {
      employeeNo: e.employeeNo,
      password: e.password,
    });
    expect(res.body.data.needUpdatePwd).toBe(true);
  });

  it('asks for a new password when the current one fails the policy', async () => {
    const e = await t.given.employee({ password: 'simple1' });
    const res = await t.call<{ needUpdatePwd: boolean }>(null, 'POST', '/api/login/admin/login', {
      employeeNo: e.employeeNo,
      password: 'simple1',
    });
    expect(res.body.data.needUpdatePwd).toBe(true);
  });

  it('returns the session user with the granted menu tree only', async () => {
    const s = await t.given.session({ grants: ['system:role:add'] });
    const res = await t.call<{
      employeeNo: string;
      belongId: string;
      permissions: { name: string; children: { name: string; children: { name: string; buttons: { path: string }[] }[] }[] }[];
    }>(s, 'GET', '/api/login/cmsPlatformUser/detail');
    expect(res.body.code).toBe(200);
    expect(res.body.data.employeeNo).toBe(s.employee.employeeNo);
    const [root] = res.body.data.permissions;
    expect(root.name).toBe('root');
    expect(root.children.map((c) => c.name)).toEqual(['system']);
    const screens = root.children[0].children;
    expect(screens.map((c) => c.name)).toEqual(['system.role']);
    expect(screens[0].buttons.map((b) => b.path)).toEqual(['system:role:add']);
  });

  it('gives the administrator the whole tree in the request language', async () => {
    const s = await t.given.admin();
    const zh = await t.call<{ permissions: { children: { name: string; title: string }[] }[] }>(
      s,
      'GET',
      '/api/login/cmsPlatformUser/detail',
      undefined,
      { language: 'zh-CN' },
    );
    const groups = zh.body.data.permissions[0].children;
    expect(groups.map((g) => g.name)).toEqual([
      'wholesale',
      'purchase',
      'inventory',
      'finance',
      'product',
      'pricing',
      'system',
      'actionBar',
      'field',
    ]);
    expect(groups[0].title).toBe('批发业务');
    const id = await t.call<{ permissions: { children: { title: string }[] }[] }>(
      s,
      'GET',
      '/api/login/cmsPlatformUser/detail',
      undefined,
      {
        language: 'id-ID',
      },
    );
    expect(id.body.data.permissions[0].children[0].title).toBe('Grosir');
  });

  it('logs out and the token stops working', async () => {
    const s = await t.given.session();
    expect((await t.call(s, 'POST', '/api/login/admin/logout')).body.code).toBe(200);
    const after = await t.call(s, 'GET', '/api/login/cmsPlatformUser/detail');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(4011021);
  });
});
