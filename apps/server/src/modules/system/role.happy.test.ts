import type { MenuNode, Page, RoleDetail, RoleView } from '@quire/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { menu, role, roleMenu } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();

async function menuId(path: string): Promise<string> {
  const [row] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.path, path));
  return String(row.id);
}

async function saveRole(body: Record<string, unknown>, session = admin) {
  return t.call<RoleDetail>(session, 'PUT', '/api/user/componentPermissionsRole', body);
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

describe('roles (happy)', () => {
  it("names the installation's roles in the caller's language; a role a group made keeps its one name", async () => {
    await t.db
      .insert(role)
      .values({ code: 'LNG_SALES', name: '销售员', nameEn: 'Sales representative', nameId: 'Tenaga penjualan', builtIn: true });
    await saveRole({ code: 'LNG_OWN', name: '门店店长', menuIds: [] });
    const names = async (language: string) => {
      const res = await t.call<Page<RoleView>>(admin, 'GET', '/api/user/componentPermissionsRole/page?keyword=LNG_', undefined, {
        language,
      });
      return Object.fromEntries(res.body.data.list.map((r) => [r.code, [r.name, r.displayName]]));
    };
    expect(await names('en-US')).toEqual({ LNG_SALES: ['销售员', 'Sales representative'], LNG_OWN: ['门店店长', '门店店长'] });
    expect(await names('id-ID')).toEqual({ LNG_SALES: ['销售员', 'Tenaga penjualan'], LNG_OWN: ['门店店长', '门店店长'] });
    expect(await names('zh-CN')).toEqual({ LNG_SALES: ['销售员', '销售员'], LNG_OWN: ['门店店长', '门店店长'] });
  });

  it('creates a role whose grants include the ancestors of the granted button', async () => {
    const add = await menuId('system:role:add');
    const res = await saveRole({ code: 'CLERK', name: '文员', remark: '前台', menuIds: [add] });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const created = res.body.data;
    expect(created).toMatchObject({ code: 'CLERK', name: '文员', remark: '前台', status: 'ENABLE', builtIn: false, employeeCount: 0 });
    expect(created.id).toMatch(/^\d+$/);
    const expected = await Promise.all(['system:role:add', '/system/role', '/system', '/'].map(menuId));
    expect([...created.menuIds].sort()).toEqual([...expected].sort());

    const detail = await t.call<RoleDetail>(admin, 'GET', `/api/user/componentPermissionsRole/${created.id}`);
    expect(detail.body.data).toEqual(created);
  });

  it('updates a role and replaces its grants', async () => {
    const created = (await saveRole({ code: 'BUYER', name: '采购', menuIds: [await menuId('purchase:purchaseOrder:add')] })).body.data;
    const res = await saveRole({
      id: created.id,
      code: 'BUYER2',
      name: '采购专员',
      remark: null,
      menuIds: [await menuId('system:employee:edit')],
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ id: created.id, code: 'BUYER2', name: '采购专员', remark: null });
    const ids = res.body.data.menuIds;
    expect(ids).toContain(await menuId('system:employee:edit'));
    expect(ids).toContain(await menuId('/system/employee'));
    expect(ids).not.toContain(await menuId('purchase:purchaseOrder:add'));
    expect(ids).not.toContain(await menuId('/purchase'));
    const stored = await t.db
      .select()
      .from(roleMenu)
      .where(eq(roleMenu.roleId, Number(created.id)));
    expect(stored.map((r) => String(r.menuId)).sort()).toEqual([...ids].sort());
  });

  it('keeps the grants when saving a role with the same menu ids', async () => {
    const created = (await saveRole({ code: 'KEEP', name: '保留', menuIds: [await menuId('system:role:add')] })).body.data;
    const res = await saveRole({ id: created.id, code: 'KEEP', name: '保留（改名）', menuIds: created.menuIds });
    expect(res.body.data.menuIds.sort()).toEqual([...created.menuIds].sort());
  });

  it('pages roles newest first with employee counts', async () => {
    const a = (await saveRole({ code: 'PG_A', name: '分页A' })).body.data;
    const b = (await saveRole({ code: 'PG_B', name: '分页B' })).body.data;
    const c = (await saveRole({ code: 'PG_C', name: '分页C' })).body.data;
    await t.given.employee({ roleId: Number(b.id) });
    await t.given.employee({ roleId: Number(b.id) });
    await t.given.employee({ roleId: Number(c.id) });

    const first = await t.call<Page<RoleView>>(admin, 'GET', '/api/user/componentPermissionsRole/page?pageNum=1&pageSize=2&keyword=PG_');
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.pageNum).toBe(1);
    expect(first.body.data.pageSize).toBe(2);
    expect(first.body.data.list.map((r) => [r.code, r.employeeCount])).toEqual([
      ['PG_C', 1],
      ['PG_B', 2],
    ]);
    const second = await t.call<Page<RoleView>>(admin, 'GET', '/api/user/componentPermissionsRole/page?pageNum=2&pageSize=2&keyword=PG_');
    expect(second.body.data.list.map((r) => [r.id, r.employeeCount])).toEqual([[a.id, 0]]);
  });

  it('filters roles by keyword on code or name and by status', async () => {
    const x = (await saveRole({ code: 'FLT_X', name: '仓库主管' })).body.data;
    await saveRole({ code: 'FLT_Y', name: '仓库文员' });
    await t.call(admin, 'PUT', '/api/user/componentPermissionsRole/operStatus', { id: x.id, status: 'DISABLE' });
    const byName = await t.call<Page<RoleView>>(
      admin,
      'GET',
      `/api/user/componentPermissionsRole/page?keyword=${encodeURIComponent('仓库')}`,
    );
    expect(byName.body.data.list.map((r) => r.code).sort()).toEqual(['FLT_X', 'FLT_Y']);
    const disabled = await t.call<Page<RoleView>>(admin, 'GET', '/api/user/componentPermissionsRole/page?keyword=FLT&status=DISABLE');
    expect(disabled.body.data.list.map((r) => r.code)).toEqual(['FLT_X']);
    // A literal wildcard matches only itself.
    const wildcard = await t.call<Page<RoleView>>(admin, 'GET', '/api/user/componentPermissionsRole/page?keyword=FLT%25X');
    expect(wildcard.body.data.total).toBe(0);
  });

  it('disabling a role takes its permissions away at once, enabling gives them back', async () => {
    const s = await t.given.session({ grants: ['/system/role'] });
    const page = () => t.call(s, 'GET', '/api/user/componentPermissionsRole/page');
    expect((await page()).body.code).toBe(200);
    const roleId = String(s.employee.roleId);
    expect((await t.call(admin, 'PUT', '/api/user/componentPermissionsRole/operStatus', { id: roleId, status: 'DISABLE' })).body.code).toBe(
      200,
    );
    expect((await page()).body.code).toBe(4030001);
    await t.call(admin, 'PUT', '/api/user/componentPermissionsRole/operStatus', { id: roleId, status: 'ENABLE' });
    expect((await page()).body.code).toBe(200);
  });

  it('deletes unused roles together with their grants', async () => {
    const a = (await saveRole({ code: 'DEL_A', name: '删A', menuIds: [await menuId('system:role:add')] })).body.data;
    const b = (await saveRole({ code: 'DEL_B', name: '删B' })).body.data;
    const res = await t.call(admin, 'DELETE', `/api/user/componentPermissionsRole?ids=${a.id},${b.id}`);
    expect(res.body.code).toBe(200);
    expect((await t.call(admin, 'GET', `/api/user/componentPermissionsRole/${a.id}`)).body.code).toBe(4000404);
    expect(
      await t.db
        .select()
        .from(roleMenu)
        .where(inArray(roleMenu.roleId, [Number(a.id), Number(b.id)])),
    ).toEqual([]);
  });

  it('gives the administrator the whole grantable tree and others only what they hold', async () => {
    const all = await t.call<MenuNode[]>(admin, 'GET', '/api/user/employee/dhTopAuthority', undefined, { language: 'zh-CN' });
    const allNodes = flatten(all.body.data);
    expect(allNodes.map((n) => n.name)).toContain('wholesale.saleOrder');
    expect(allNodes.find((n) => n.name === 'system.role')?.title).toBe('角色管理');

    const s = await t.given.session({ grants: ['/system/role', 'system:employee:add'] });
    const mine = flatten((await t.call<MenuNode[]>(s, 'GET', '/api/user/employee/dhTopAuthority')).body.data);
    expect(mine.map((n) => n.name).sort()).toEqual(['root', 'system', 'system.employee', 'system.role'].sort());
    expect(mine.find((n) => n.name === 'system.employee')?.buttons.map((b) => b.path)).toEqual(['system:employee:add']);
    expect(mine.find((n) => n.name === 'system.role')?.buttons).toEqual([]);
  });

  it('lets a non-administrator create a role with permissions they hold', async () => {
    const s = await t.given.session({ grants: ['system:role:add', 'system:role:grant', 'system:employee:add'] });
    const res = await saveRole({ code: 'SUB', name: '下级', menuIds: [await menuId('system:employee:add')] }, s);
    expect(res.body.code).toBe(200);
    expect(res.body.data.menuIds).toContain(await menuId('system:employee:add'));
  });

  it('adds, edits and deletes an administrator menu node that roles can be granted', async () => {
    const parentId = await menuId('/system');
    const created = await t.call<{ id: string; parentId: string; builtIn: boolean; titleEn: string }>(
      admin,
      'PUT',
      '/api/user/componentPermissionsMenu',
      {
        parentId,
        kind: 'MENU',
        name: 'system.handbook',
        path: '/system/handbook',
        titleZh: '操作手册',
        titleEn: 'Handbook',
        titleId: 'Buku panduan',
        externalLink: 'https://example.com/handbook',
      },
    );
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ parentId, builtIn: false, titleEn: 'Handbook' });

    const edited = await t.call<{ titleEn: string; sort: number }>(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      id: created.body.data.id,
      parentId,
      kind: 'MENU',
      name: 'system.handbook',
      path: '/system/handbook',
      titleZh: '操作手册',
      titleEn: 'User handbook',
      titleId: 'Buku panduan pengguna',
      sort: 999,
    });
    expect(edited.body.data).toMatchObject({ titleEn: 'User handbook', sort: 999 });

    const role = await saveRole({ code: 'HB', name: '手册', menuIds: [created.body.data.id] });
    expect(role.body.data.menuIds).toContain(created.body.data.id);

    expect((await t.call(admin, 'DELETE', `/api/user/componentPermissionsMenu?ids=${created.body.data.id}`)).body.code).toBe(200);
    const after = await t.call<RoleDetail>(admin, 'GET', `/api/user/componentPermissionsRole/${role.body.data.id}`);
    expect(after.body.data.menuIds).not.toContain(created.body.data.id);
  });
});
