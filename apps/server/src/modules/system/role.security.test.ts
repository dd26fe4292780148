import type { RoleDetail } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { menu, role, roleMenu } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();

async function menuId(path: string): Promise<string> {
  const [row] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.path, path));
  return String(row.id);
}

const rolesCoded = (code: string) => t.db.select().from(role).where(eq(role.code, code));

function expectForbidden(res: { status: number; body: { code: number } }) {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(4030001);
}

describe('roles (security)', () => {
  it('refuses every role and menu write to a caller who can only see the screens', async () => {
    const s = await t.given.session({ grants: ['/system/role', '/system/menu'] });
    const victim = (await t.call<RoleDetail>(admin, 'PUT', '/api/user/componentPermissionsRole', { code: 'VICTIM', name: '目标' })).body
      .data;
    expectForbidden(await t.call(s, 'PUT', '/api/user/componentPermissionsRole', { code: 'NOPE', name: '不行' }));
    expectForbidden(await t.call(s, 'PUT', '/api/user/componentPermissionsRole', { id: victim.id, code: 'VICTIM', name: '改名' }));
    expectForbidden(await t.call(s, 'PUT', '/api/user/componentPermissionsRole/operStatus', { id: victim.id, status: 'DISABLE' }));
    expectForbidden(await t.call(s, 'DELETE', `/api/user/componentPermissionsRole?ids=${victim.id}`));
    const node = {
      parentId: await menuId('/system'),
      kind: 'MENU',
      name: 'system.x',
      path: '/system/x',
      titleZh: 'x',
      titleEn: 'x',
      titleId: 'x',
    };
    expectForbidden(await t.call(s, 'PUT', '/api/user/componentPermissionsMenu', node));
    expectForbidden(await t.call(s, 'DELETE', `/api/user/componentPermissionsMenu?ids=${await menuId('/system/role')}`));
    expect(await rolesCoded('NOPE')).toEqual([]);
    expect((await rolesCoded('VICTIM'))[0]).toMatchObject({ name: '目标', status: 'ENABLE' });
  });

  it('refuses reads to a caller without the role screen', async () => {
    const s = await t.given.session({ grants: ['/system/employee'] });
    expectForbidden(await t.call(s, 'GET', '/api/user/componentPermissionsRole/page'));
    expectForbidden(await t.call(s, 'GET', '/api/user/employee/dhTopAuthority'));
  });

  it('refuses an edit to a caller who may only add', async () => {
    const s = await t.given.session({ grants: ['system:role:add'] });
    const created = await t.call<RoleDetail>(s, 'PUT', '/api/user/componentPermissionsRole', { code: 'ADDONLY', name: '只可新增' });
    expect(created.body.code).toBe(200);
    expectForbidden(
      await t.call(s, 'PUT', '/api/user/componentPermissionsRole', { id: created.body.data.id, code: 'ADDONLY', name: '改' }),
    );
    expect((await rolesCoded('ADDONLY'))[0].name).toBe('只可新增');
  });

  it('needs the grant button to change what a role grants', async () => {
    const s = await t.given.session({ grants: ['system:role:add', 'system:role:edit'] });
    const withGrants = await t.call(s, 'PUT', '/api/user/componentPermissionsRole', {
      code: 'NOGRANT',
      name: '无授权',
      menuIds: [await menuId('system:role:add')],
    });
    expectForbidden(withGrants);
    expect(await rolesCoded('NOGRANT')).toEqual([]);
  });

  it('refuses a non-administrator granting permissions they do not hold', async () => {
    const s = await t.given.session({ grants: ['system:role:add', 'system:role:edit', 'system:role:grant'] });
    const res = await t.call(s, 'PUT', '/api/user/componentPermissionsRole', {
      code: 'ESCALATE',
      name: '越权',
      menuIds: [await menuId('system:employee:resetPassword')],
    });
    expectForbidden(res);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['menuIds']);
    expect(await rolesCoded('ESCALATE')).toEqual([]);

    // Nor by editing a role, their own included.
    const ownRoleId = String(s.employee.roleId);
    const [own] = await t.db
      .select()
      .from(role)
      .where(eq(role.id, Number(ownRoleId)));
    const before = await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, own.id));
    const edit = await t.call(s, 'PUT', '/api/user/componentPermissionsRole', {
      id: ownRoleId,
      code: own.code,
      name: own.name,
      menuIds: [...before.map((r) => String(r.menuId)), await menuId('field:costPrice')],
    });
    expectForbidden(edit);
    expect((await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, own.id))).length).toBe(before.length);
  });

  it('never offers a non-administrator more than they hold to grant', async () => {
    const s = await t.given.session({ grants: ['/system/role', 'system:role:grant'] });
    const tree = await t.call(s, 'GET', '/api/user/employee/dhTopAuthority');
    const text = JSON.stringify(tree.body.data);
    expect(text).toContain('system:role:grant');
    expect(text).not.toContain('system:role:add');
    expect(text).not.toContain('"name":"wholesale"');
  });

  it('refuses a caller without a session or with a bad signature', async () => {
    const anonymous = await t.call(null, 'GET', '/api/user/componentPermissionsRole/page');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(4011021);
    const forged = await t.call({ ...admin, signKey: '0'.repeat(64) }, 'PUT', '/api/user/componentPermissionsRole', {
      code: 'FORGED',
      name: '伪造',
    });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe(4011022);
    expect(await rolesCoded('FORGED')).toEqual([]);
  });

  it('never answers with a hash or a sign key', async () => {
    const created = await t.call<RoleDetail>(admin, 'PUT', '/api/user/componentPermissionsRole', { code: 'CLEAN', name: '干净' });
    await t.given.employee({ roleId: Number(created.body.data.id) });
    const bodies = [
      created,
      await t.call(admin, 'GET', '/api/user/componentPermissionsRole/page?pageSize=500'),
      await t.call(admin, 'GET', `/api/user/componentPermissionsRole/${created.body.data.id}`),
      await t.call(admin, 'GET', '/api/user/employee/dhTopAuthority'),
    ].map((r) => JSON.stringify(r.body));
    for (const text of bodies) {
      expect(text).not.toMatch(/passwordHash|password_hash|signKey|sign_key|AuthCodeHash|\$argon2/i);
    }
  });
});
