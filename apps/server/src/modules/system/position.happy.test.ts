import type { PositionView } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { position } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();

const list = async (body: Record<string, unknown> = {}) =>
  (await t.call<PositionView[]>(admin, 'POST', '/api/user/postInfo/list', body)).body.data;

describe('positions (happy)', () => {
  it('creates a position linked to a role and lists it with the role name', async () => {
    const role = await t.given.role({ name: '销售' });
    const res = await t.call<PositionView>(admin, 'POST', '/api/user/postInfo/create', {
      code: 'SALES',
      name: '销售代表',
      roleId: String(role.id),
      remark: '门店',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      code: 'SALES',
      name: '销售代表',
      roleId: String(role.id),
      roleName: '销售',
      status: 'ENABLE',
      remark: '门店',
    });
    expect((await list()).map((p) => p.code)).toContain('SALES');
    expect((await list({ keyword: '销售代' })).map((p) => p.id)).toEqual([res.body.data.id]);
  });

  it('updates a position', async () => {
    const created = (await t.call<PositionView>(admin, 'POST', '/api/user/postInfo/create', { code: 'KEEPER', name: '仓管' })).body.data;
    const res = await t.call<PositionView>(admin, 'PUT', '/api/user/postInfo/updateByDh', {
      id: created.id,
      code: 'KEEPER',
      name: '仓库管理员',
      roleId: null,
    });
    expect(res.body.data).toMatchObject({ id: created.id, name: '仓库管理员', roleId: null, roleName: null });
  });

  it('links positions to a role and deletes the role’s positions', async () => {
    const role = await t.given.role({ name: '采购' });
    const a = (await t.call<PositionView>(admin, 'POST', '/api/user/postInfo/create', { code: 'BUY1', name: '采购一' })).body.data;
    const b = (await t.call<PositionView>(admin, 'POST', '/api/user/postInfo/create', { code: 'BUY2', name: '采购二' })).body.data;
    const linked = await t.call<PositionView[]>(admin, 'POST', '/api/user/postInfo/auditSubmitByRole', {
      roleId: String(role.id),
      positionIds: [a.id, b.id],
    });
    expect(linked.body.data.map((p) => [p.code, p.roleName])).toEqual([
      ['BUY1', '采购'],
      ['BUY2', '采购'],
    ]);
    expect((await list({ roleId: String(role.id) })).length).toBe(2);
    expect((await t.call(admin, 'DELETE', `/api/user/postInfo/deleteByRoleId?roleId=${role.id}`)).body.code).toBe(200);
    expect(await t.db.select().from(position).where(eq(position.roleId, role.id))).toEqual([]);
  });
});
