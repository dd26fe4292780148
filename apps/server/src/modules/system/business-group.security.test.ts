import type { BusinessGroupView } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { businessGroup } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();

const stored = async (id: number) => (await t.db.select().from(businessGroup).where(eq(businessGroup.id, id)))[0];

function expectForbidden(res: { status: number; body: { code: number } }, code = 4030001) {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(code);
}

describe('business groups (security)', () => {
  it('refuses creating or editing a group without the button', async () => {
    const viewer = await t.given.session({ grants: ['/system/businessGroup'] });
    const group = await t.given.businessGroup({ name: '原名' });
    expectForbidden(
      await t.call(viewer, 'PUT', '/api/basic/businessGroup/update', { code: 'NEW-G', name: '新', belongType: 'ENTERPRISE' }),
    );
    expectForbidden(
      await t.call(viewer, 'PUT', '/api/basic/businessGroup/update', {
        id: String(group.id),
        code: group.code,
        name: '改名',
        belongType: 'ENTERPRISE',
      }),
    );
    expect((await stored(group.id)).name).toBe('原名');
    expect((await t.db.select().from(businessGroup).where(eq(businessGroup.code, 'NEW-G'))).length).toBe(0);
  });

  it('needs the status button to enable or disable a group', async () => {
    const editor = await t.given.session({ grants: ['system:businessGroup:edit'] });
    // A dealer below the editor's own group: inside the editor's scope.
    const group = await t.given.businessGroup({ status: 'DISABLE', parentId: (await t.given.defaultGroup()).id });
    const body = { id: String(group.id), code: group.code, name: group.name, belongType: 'ENTERPRISE' };
    expectForbidden(await t.call(editor, 'PUT', '/api/basic/businessGroup/update', { ...body, status: 'ENABLE' }));
    expect((await stored(group.id)).status).toBe('DISABLE');
    const renamed = await t.call(editor, 'PUT', '/api/basic/businessGroup/update', { ...body, name: '改名', status: 'DISABLE' });
    expect(renamed.body.code).toBe(200);

    const full = await t.given.session({ grants: ['system:businessGroup:edit', 'system:businessGroup:status'] });
    expect((await t.call(full, 'PUT', '/api/basic/businessGroup/update', { ...body, status: 'ENABLE' })).body.code).toBe(200);
    expect((await stored(group.id)).status).toBe('ENABLE');
  });

  it('refuses the page and the partner lookup without the business group screen', async () => {
    const s = await t.given.session({ grants: ['/system/role'] });
    expectForbidden(await t.call(s, 'POST', '/api/basic/businessGroup/page', {}));
    expectForbidden(await t.call(s, 'GET', '/api/basic/businessGroup/queryDefaultGroupByPartnerCode/P1'));
  });

  it('shows a user without the screen only their own groups in the picker and the tree', async () => {
    const mine = await t.given.businessGroup({ name: '我的' });
    const foreign = await t.given.businessGroup({ name: '他人的' });
    const s = await t.given.session({ groups: [mine.id] });
    const list = await t.call<BusinessGroupView[]>(s, 'POST', '/api/basic/businessGroup/list', {});
    expect(list.body.data.map((g) => g.id)).toEqual([String(mine.id)]);
    const tree = JSON.stringify((await t.call(s, 'POST', '/api/user/dept/deptTree', {})).body.data);
    expect(tree).not.toContain(String(foreign.name));
  });

  it('refuses a belongId header of a group the caller is not in', async () => {
    const foreign = await t.given.businessGroup();
    const s = await t.given.session();
    expectForbidden(await t.call(s, 'POST', '/api/basic/businessGroup/list', {}, { belongId: String(foreign.id) }), 4030002);
  });

  it('refuses a caller without a session', async () => {
    const res = await t.call(null, 'POST', '/api/basic/businessGroup/list', {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4011021);
  });

  it('never answers with a hash or a sign key', async () => {
    await t.given.businessGroup({ partnerCode: 'P9' });
    const responses = [
      await t.call(admin, 'POST', '/api/basic/businessGroup/page', { pageSize: 500 }),
      await t.call(admin, 'POST', '/api/basic/businessGroup/list', {}),
      await t.call(admin, 'PUT', '/api/basic/businessGroup/update', { code: 'CLEAN', name: '干净', belongType: 'ENTERPRISE' }),
      await t.call(admin, 'GET', '/api/basic/businessGroup/queryDefaultGroupByPartnerCode/P9'),
    ];
    for (const res of responses) {
      expect(res.body.code).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash|signKey|sign_key|\$argon2/i);
    }
  });
});
