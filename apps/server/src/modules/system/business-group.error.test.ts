import type { BusinessGroupView } from '@quire/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { businessGroup } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();

const save = (body: Record<string, unknown>) => t.call<BusinessGroupView>(admin, 'PUT', '/api/basic/businessGroup/update', body);
const fields = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);
const countGroups = async () => Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(businessGroup))[0].n);
const stored = async (id: number | string) =>
  (
    await t.db
      .select()
      .from(businessGroup)
      .where(eq(businessGroup.id, Number(id)))
  )[0];

describe('business groups (error)', () => {
  it('refuses a group without a code or with an unknown type, naming the field', async () => {
    const before = await countGroups();
    const noCode = await save({ name: '无编码', belongType: 'ENTERPRISE' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.code).toBe(4000400);
    expect(fields(noCode)).toEqual(['code']);
    const badType = await save({ code: 'BADTYPE', name: '类型错误', belongType: 'SHOP' });
    expect(fields(badType)).toEqual(['belongType']);
    const badParent = await save({ code: 'BADPARENT', name: '上级错误', belongType: 'ENTERPRISE', parentId: 'x' });
    expect(fields(badParent)).toEqual(['parentId']);
    expect(await countGroups()).toBe(before);
  });

  it('refuses a duplicate code, naming the field, and changes nothing', async () => {
    const first = (await save({ code: 'DUP-G', name: '原组织', belongType: 'ENTERPRISE' })).body.data;
    const before = await countGroups();
    const res = await save({ code: 'DUP-G', name: '重复组织', belongType: 'DEALER' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4000409);
    expect(fields(res)).toEqual(['code']);
    expect(await countGroups()).toBe(before);

    const other = (await save({ code: 'OTHER-G', name: '另一个', belongType: 'ENTERPRISE' })).body.data;
    const rename = await save({ id: other.id, code: 'DUP-G', name: '另一个', belongType: 'ENTERPRISE' });
    expect(rename.body.code).toBe(4000409);
    expect((await stored(other.id)).code).toBe('OTHER-G');
    expect((await stored(first.id)).name).toBe('原组织');
  });

  it('refuses a parent that would make a cycle and keeps the old parent', async () => {
    const a = (await save({ code: 'CY-A', name: '甲', belongType: 'ENTERPRISE' })).body.data;
    const b = (await save({ code: 'CY-B', name: '乙', belongType: 'DEALER', parentId: a.id })).body.data;
    const c = (await save({ code: 'CY-C', name: '丙', belongType: 'DEALER', parentId: b.id })).body.data;

    const cycle = await save({ id: a.id, code: 'CY-A', name: '甲', belongType: 'ENTERPRISE', parentId: c.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.code).toBe(4000400);
    expect(fields(cycle)).toEqual(['parentId']);
    expect(cycle.body.msg).toBe('The parent cannot be the group itself or one of its descendants');
    expect((await stored(a.id)).parentId).toBeNull();

    const self = await save({ id: b.id, code: 'CY-B', name: '乙（改）', belongType: 'DEALER', parentId: b.id });
    expect(fields(self)).toEqual(['parentId']);
    expect(await stored(b.id)).toMatchObject({ name: '乙', parentId: Number(a.id) });
  });

  it('refuses a parent that does not exist', async () => {
    const before = await countGroups();
    const res = await save({ code: 'ORPHAN', name: '孤儿', belongType: 'DEALER', parentId: '99999999' });
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(['parentId']);
    expect(await countGroups()).toBe(before);
  });

  it('answers not found for an unknown group or partner code', async () => {
    expect((await save({ id: '99999999', code: 'GHOST', name: '幽灵', belongType: 'ENTERPRISE' })).body.code).toBe(4000404);
    expect((await t.call(admin, 'GET', '/api/basic/businessGroup/queryDefaultGroupByPartnerCode/NOPE')).body.code).toBe(4000404);
    expect((await t.db.select().from(businessGroup).where(eq(businessGroup.code, 'GHOST'))).length).toBe(0);
  });

  it('refuses a page size above the limit', async () => {
    const res = await t.call(admin, 'POST', '/api/basic/businessGroup/page', { pageSize: 10_000 });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['pageSize']);
  });
});
