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

const saveRole = (body: Record<string, unknown>) => t.call<RoleDetail>(admin, 'PUT', '/api/user/componentPermissionsRole', body);
const rolesCoded = (code: string) => t.db.select().from(role).where(eq(role.code, code));

function fields(res: { body: { errors?: { field: string }[] } }): string[] {
  return (res.body.errors ?? []).map((e) => e.field);
}

describe('roles (error)', () => {
  it('refuses a role without a code, naming the field', async () => {
    const res = await saveRole({ name: '无编码' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(['code']);
  });

  it('refuses a blank or too long name', async () => {
    const blank = await saveRole({ code: 'BLANK', name: '   ' });
    expect(blank.body.code).toBe(4000400);
    expect(fields(blank)).toEqual(['name']);
    const long = await saveRole({ code: 'LONG', name: 'x'.repeat(51) });
    expect(fields(long)).toEqual(['name']);
    expect(await rolesCoded('BLANK')).toEqual([]);
  });

  it('refuses a malformed menu id', async () => {
    const res = await saveRole({ code: 'BADMENU', name: '坏菜单', menuIds: ['abc'] });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['menuIds.0']);
  });

  it('refuses a duplicate role code, naming the code, and changes nothing', async () => {
    const first = await saveRole({ code: 'DUP', name: '原角色' });
    expect(first.body.code).toBe(200);
    const res = await saveRole({ code: 'DUP', name: '重复角色' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4000409);
    expect(fields(res)).toEqual(['code']);
    expect(res.body.msg).toContain('DUP');
    const rows = await rolesCoded('DUP');
    expect(rows.map((r) => r.name)).toEqual(['原角色']);
  });

  it('refuses to rename a role to another role’s code', async () => {
    await saveRole({ code: 'TAKEN', name: '已占用' });
    const other = (await saveRole({ code: 'OTHER', name: '其他' })).body.data;
    const res = await saveRole({ id: other.id, code: 'TAKEN', name: '其他' });
    expect(res.body.code).toBe(4000409);
    expect((await rolesCoded('OTHER')).length).toBe(1);
  });

  it('refuses an unknown menu id, naming menuIds, and saves nothing', async () => {
    const res = await saveRole({ code: 'UNKNOWNMENU', name: '未知', menuIds: [await menuId('system:role:add'), '99999999'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(['menuIds']);
    expect(res.body.msg).toContain('99999999');
    expect(await rolesCoded('UNKNOWNMENU')).toEqual([]);
  });

  it('refuses an unknown menu id on update and keeps the old grants', async () => {
    const created = (await saveRole({ code: 'KEEPGRANTS', name: '保留', menuIds: [await menuId('system:role:add')] })).body.data;
    const res = await saveRole({ id: created.id, code: 'KEEPGRANTS', name: '改名', menuIds: ['123456789'] });
    expect(res.body.code).toBe(4000400);
    const stored = await t.db
      .select()
      .from(roleMenu)
      .where(eq(roleMenu.roleId, Number(created.id)));
    expect(stored.map((r) => String(r.menuId)).sort()).toEqual([...created.menuIds].sort());
    expect((await rolesCoded('KEEPGRANTS'))[0].name).toBe('保留');
  });

  it('answers not found for a role that does not exist', async () => {
    expect((await t.call(admin, 'GET', '/api/user/componentPermissionsRole/987654')).body.code).toBe(4000404);
    expect((await saveRole({ id: '987654', code: 'GHOST', name: '幽灵' })).body.code).toBe(4000404);
    expect(
      (await t.call(admin, 'PUT', '/api/user/componentPermissionsRole/operStatus', { id: '987654', status: 'DISABLE' })).body.code,
    ).toBe(4000404);
    expect(await rolesCoded('GHOST')).toEqual([]);
  });

  it('refuses an unknown status', async () => {
    const created = (await saveRole({ code: 'ST', name: '状态' })).body.data;
    const res = await t.call(admin, 'PUT', '/api/user/componentPermissionsRole/operStatus', { id: created.id, status: 'PAUSED' });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['status']);
  });

  it('refuses to delete a built-in role and keeps it', async () => {
    const [builtIn] = await t.db.insert(role).values({ code: 'SYS_SALES', name: '销售', builtIn: true }).returning();
    const res = await t.call(admin, 'DELETE', `/api/user/componentPermissionsRole?ids=${builtIn.id}`, undefined, { language: 'zh-CN' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000422);
    expect(res.body.msg).toBe('“销售”是系统内置角色，不能删除');
    expect((await rolesCoded('SYS_SALES')).length).toBe(1);
  });

  it('refuses to delete a role assigned to employees, naming it, and deletes none of the batch', async () => {
    const used = (await saveRole({ code: 'USED', name: '在用角色' })).body.data;
    const free = (await saveRole({ code: 'FREE', name: '空闲角色' })).body.data;
    await t.given.employee({ roleId: Number(used.id) });
    const res = await t.call(admin, 'DELETE', `/api/user/componentPermissionsRole?ids=${free.id},${used.id}`);
    expect(res.body.code).toBe(4000422);
    expect(res.body.msg).toBe('Role "在用角色" is assigned to 1 employees and cannot be deleted');
    expect((await rolesCoded('USED')).length).toBe(1);
    expect((await rolesCoded('FREE')).length).toBe(1);
  });

  it('refuses a delete without ids', async () => {
    const res = await t.call(admin, 'DELETE', '/api/user/componentPermissionsRole?ids=');
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['ids']);
  });

  it('refuses to delete a built-in menu node or a node with children', async () => {
    const builtIn = await menuId('/system/role');
    const res = await t.call(admin, 'DELETE', `/api/user/componentPermissionsMenu?ids=${builtIn}`);
    expect(res.body.code).toBe(4000422);
    expect(res.body.msg).toBe('A built-in menu cannot be deleted');

    const base = { kind: 'MENU', titleZh: '自定义', titleEn: 'Custom', titleId: 'Kustom' };
    const parent = await t.call<{ id: string }>(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      parentId: await menuId('/system'),
      name: 'system.custom',
      path: '/system/custom',
    });
    await t.call(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      parentId: parent.body.data.id,
      name: 'system.custom.child',
      path: '/system/custom/child',
    });
    const withChild = await t.call(admin, 'DELETE', `/api/user/componentPermissionsMenu?ids=${parent.body.data.id}`);
    expect(withChild.body.code).toBe(4000422);
    expect(withChild.body.msg).toBe('Delete the child menus first');
    expect((await t.db.select().from(menu).where(eq(menu.name, 'system.custom'))).length).toBe(1);
  });

  it('refuses to edit a built-in menu node, a duplicate node name, a button parent and a parent cycle', async () => {
    const base = { kind: 'MENU', titleZh: '节点', titleEn: 'Node', titleId: 'Simpul' };
    const builtIn = await t.call(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      id: await menuId('/system/role'),
      parentId: await menuId('/system'),
      name: 'system.role',
      path: '/system/role',
    });
    expect(builtIn.body.code).toBe(4000422);
    expect((await t.db.select().from(menu).where(eq(menu.path, '/system/role')))[0].titleEn).toBe('Roles');

    const dup = await t.call(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      parentId: await menuId('/system'),
      name: 'system.role',
      path: '/system/role2',
    });
    expect(dup.body.code).toBe(4000409);
    expect(fields(dup)).toEqual(['name']);

    const underButton = await t.call(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      parentId: await menuId('system:role:add'),
      name: 'system.under.button',
      path: '/x',
    });
    expect(underButton.body.code).toBe(4000400);
    expect(fields(underButton)).toEqual(['parentId']);

    const rootButton = await t.call(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      kind: 'BUTTON',
      parentId: null,
      name: 'floating.button',
      path: 'floating:button',
    });
    expect(fields(rootButton)).toEqual(['parentId']);
    expect((await t.db.select().from(menu).where(eq(menu.name, 'floating.button'))).length).toBe(0);

    const a = await t.call<{ id: string }>(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      parentId: await menuId('/system'),
      name: 'system.cycleA',
      path: '/system/cycleA',
    });
    const b = await t.call<{ id: string }>(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      parentId: a.body.data.id,
      name: 'system.cycleB',
      path: '/system/cycleB',
    });
    const cycle = await t.call(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      ...base,
      id: a.body.data.id,
      parentId: b.body.data.id,
      name: 'system.cycleA',
      path: '/system/cycleA',
    });
    expect(cycle.body.code).toBe(4000400);
    expect(fields(cycle)).toEqual(['parentId']);
    const [stored] = await t.db.select().from(menu).where(eq(menu.name, 'system.cycleA'));
    expect(String(stored.parentId)).toBe(await menuId('/system'));
  });
});
