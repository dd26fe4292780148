import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { forgetAllSessions } from '../../platform/auth/session-cache';
import { menu, role } from './access.schema';

// The session cache keeps a session's permissions and groups for SESSION_CACHE_SECONDS; every
// change made through the services must apply to the very next request all the same.
const t = await startTestApp({ session: { idleMinutes: 120, absoluteHours: 12, cacheSeconds: 60 } });
const admin = await t.given.admin();

const ROLES = '/api/user/componentPermissionsRole/page?pageNum=1&pageSize=5';
const ME = '/api/login/cmsPlatformUser/detail';

async function menuId(path: string): Promise<string> {
  const [row] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.path, path));
  return String(row.id);
}

/** An employee allowed to read roles, signed in, whose session is now cached. */
async function roleReader() {
  const r = await t.given.role({ grants: ['/system/role'] });
  const session = await t.given.session({ roleId: r.id });
  const first = await t.call(session, 'GET', ROLES);
  expect(first.body.code).toBe(200);
  return { session, role: r };
}

describe('the session cache (security)', () => {
  it('keeps the session: a change that bypasses the services is not seen until the cache forgets it', async () => {
    const { session, role: r } = await roleReader();
    await t.db.update(role).set({ status: 'DISABLE' }).where(eq(role.id, r.id));
    expect((await t.call(session, 'GET', ROLES)).body.code).toBe(200);
    forgetAllSessions();
    expect((await t.call(session, 'GET', ROLES)).status).toBe(403);
  });

  it('refuses the next request once a permission is taken from the role', async () => {
    const { session, role: r } = await roleReader();
    const saved = await t.call(admin, 'PUT', '/api/user/componentPermissionsRole', {
      id: String(r.id),
      code: r.code,
      name: r.name,
      menuIds: [await menuId('/system/employee')],
    });
    expect(saved.body.code).toBe(200);
    const after = await t.call(session, 'GET', ROLES);
    expect(after.status).toBe(403);
    expect(after.body.code).toBe(4030001);
  });

  it('refuses the next request once the role is disabled or another role assigned', async () => {
    const a = await roleReader();
    expect(
      (await t.call(admin, 'PUT', '/api/user/componentPermissionsRole/operStatus', { id: String(a.role.id), status: 'DISABLE' })).body.code,
    ).toBe(200);
    expect((await t.call(a.session, 'GET', ROLES)).status).toBe(403);

    const b = await roleReader();
    const other = await t.given.role({ grants: ['/system/employee'] });
    const assigned = await t.call(admin, 'PUT', '/api/user/employeeRole', {
      employeeIds: [String(b.session.employeeId)],
      roleId: String(other.id),
    });
    expect(assigned.body.code).toBe(200);
    expect((await t.call(b.session, 'GET', ROLES)).status).toBe(403);
  });

  it('answers one of two requests sent at once with the same nonce', async () => {
    const { session } = await roleReader();
    const headers = await t.signedHeaders(session, 'GET', ME, '');
    const [a, b] = await Promise.all([0, 1].map(() => t.app.inject({ method: 'GET', url: ME, headers })));
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    expect([a, b].find((r) => r.statusCode === 401)?.json().code).toBe(4011024);
  });

  it('refuses the token right after logout', async () => {
    const { session } = await roleReader();
    expect((await t.call(session, 'POST', '/api/login/admin/logout', {})).body.code).toBe(200);
    const after = await t.call(session, 'GET', ME);
    expect(after.status).toBe(401);
  });

  it('refuses a disabled employee right away', async () => {
    const { session } = await roleReader();
    const disabled = await t.call(admin, 'PUT', '/api/user/employee/status', { ids: [String(session.employeeId)], status: 'DISABLE' });
    expect(disabled.body.code).toBe(200);
    const after = await t.call(session, 'GET', ME);
    expect(after.status).toBe(401);
  });

  it('refuses the sessions of an employee whose password an administrator reset', async () => {
    const { session } = await roleReader();
    const reset = await t.call(admin, 'PUT', '/api/user/userAccount/regainPassWord', {
      employeeId: String(session.employeeId),
      password: 'Reset#2026',
    });
    expect(reset.body.code).toBe(200);
    expect((await t.call(session, 'GET', ME)).status).toBe(401);
  });

  it('refuses a business group taken from the employee, and one disabled', async () => {
    const hq = await t.given.defaultGroup();
    const extra = await t.given.businessGroup();
    const spare = await t.given.businessGroup();
    const session = await t.given.session({ groups: [hq.id, extra.id, spare.id] });
    expect((await t.call(session, 'GET', ME, undefined, { belongId: String(extra.id) })).body.code).toBe(200);
    expect((await t.call(session, 'GET', ME, undefined, { belongId: String(spare.id) })).body.code).toBe(200);

    const saved = await t.call(admin, 'PUT', '/api/user/employeeBusinessGroup/save', {
      employeeId: String(session.employeeId),
      businessGroupIds: [String(hq.id), String(spare.id)],
      defaultBusinessGroupId: String(hq.id),
    });
    expect(saved.body.code).toBe(200);
    expect((await t.call(session, 'GET', ME, undefined, { belongId: String(extra.id) })).status).toBe(403);

    const disabled = await t.call(admin, 'PUT', '/api/basic/businessGroup/update', {
      id: String(spare.id),
      code: spare.code,
      name: spare.name,
      belongType: spare.belongType,
      status: 'DISABLE',
    });
    expect(disabled.body.code).toBe(200);
    expect((await t.call(session, 'GET', ME, undefined, { belongId: String(spare.id) })).status).toBe(403);
  });
});
