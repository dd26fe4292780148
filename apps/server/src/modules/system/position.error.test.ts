import type { PositionView } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { position } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();
const fields = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);

describe('positions (error)', () => {
  it('refuses a duplicate position code, naming the field', async () => {
    await t.call(admin, 'POST', '/api/user/postInfo/create', { code: 'DUP-P', name: '原岗位' });
    const res = await t.call(admin, 'POST', '/api/user/postInfo/create', { code: 'DUP-P', name: '重复岗位' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4000409);
    expect(fields(res)).toEqual(['code']);
    expect((await t.db.select().from(position).where(eq(position.code, 'DUP-P'))).map((p) => p.name)).toEqual(['原岗位']);
  });

  it('refuses an update without an id and an unknown role', async () => {
    const noId = await t.call(admin, 'PUT', '/api/user/postInfo/updateByDh', { code: 'X', name: 'x' });
    expect(noId.body.code).toBe(4000400);
    expect(fields(noId)).toEqual(['id']);
    const badRole = await t.call(admin, 'POST', '/api/user/postInfo/create', { code: 'NOROLE', name: '无角色', roleId: '99999999' });
    expect(fields(badRole)).toEqual(['roleId']);
    expect((await t.db.select().from(position).where(eq(position.code, 'NOROLE'))).length).toBe(0);
  });

  it('refuses to delete positions an employee holds, and deletes none', async () => {
    const role = await t.given.role();
    const held = (
      await t.call<PositionView>(admin, 'POST', '/api/user/postInfo/create', { code: 'HELD', name: '在岗', roleId: String(role.id) })
    ).body.data;
    await t.call(admin, 'POST', '/api/user/postInfo/create', { code: 'FREE-P', name: '空岗', roleId: String(role.id) });
    const e = await t.given.employee();
    await t.call(admin, 'POST', '/api/user/employee/dhUpdate', {
      id: String(e.id),
      employeeNo: e.employeeNo,
      name: e.name,
      positionId: held.id,
      businessGroupIds: [String((await t.given.defaultGroup()).id)],
    });
    const res = await t.call(admin, 'DELETE', `/api/user/postInfo/deleteByRoleId?roleId=${role.id}`);
    expect(res.body.code).toBe(4000422);
    expect(res.body.msg).toBe('Position "在岗" is held by 1 employees and cannot be deleted');
    expect((await t.db.select().from(position).where(eq(position.roleId, role.id))).length).toBe(2);
  });

  it('refuses position writes without their buttons', async () => {
    const s = await t.given.session({ grants: ['/system/position'] });
    const role = await t.given.role();
    for (const res of [
      await t.call(s, 'POST', '/api/user/postInfo/create', { code: 'NOPE', name: '不行' }),
      await t.call(s, 'PUT', '/api/user/postInfo/updateByDh', { id: '1', code: 'NOPE', name: '不行' }),
      await t.call(s, 'POST', '/api/user/postInfo/auditSubmitByRole', { roleId: String(role.id), positionIds: ['1'] }),
      await t.call(s, 'DELETE', `/api/user/postInfo/deleteByRoleId?roleId=${role.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(4030001);
    }
    expect((await t.call(s, 'POST', '/api/user/postInfo/list', {})).body.code).toBe(200);
  });
});
