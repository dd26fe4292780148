import type { BusinessGroupView, Page } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { businessGroup, employee } from './access.schema';

const t = await startTestApp();
const admin = await t.given.admin();

const save = (body: Record<string, unknown>, session = admin) =>
  t.call<BusinessGroupView>(session, 'PUT', '/api/basic/businessGroup/update', body);

describe('business groups (happy)', () => {
  it('creates a group and updates it', async () => {
    const created = await save({
      code: 'DC-EAST',
      name: '华东配送中心',
      belongType: 'ENTERPRISE',
      partnerCode: 'P0100',
      contactName: '周建明',
      phone: '021-58880001',
      address: '上海市浦东新区川沙路 1288 号',
    });
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'DC-EAST',
      name: '华东配送中心',
      belongType: 'ENTERPRISE',
      parentId: null,
      partnerCode: 'P0100',
      status: 'ENABLE',
    });
    expect(created.body.data.id).toMatch(/^\d+$/);

    const dealer = await save({ code: 'DL-HZ', name: '杭州经销部', belongType: 'DEALER', parentId: created.body.data.id });
    expect(dealer.body.data.parentId).toBe(created.body.data.id);

    const updated = await save({
      id: created.body.data.id,
      code: 'DC-EAST',
      name: '华东配送中心（新）',
      belongType: 'ENTERPRISE',
      phone: '',
    });
    // Sent empty: cleared. Not sent: kept (an API caller renaming a group must not wipe its contacts).
    expect(updated.body.data).toMatchObject({
      id: created.body.data.id,
      name: '华东配送中心（新）',
      phone: null,
      partnerCode: 'P0100',
      contactName: '周建明',
    });
  });

  it('pages groups newest first and filters by keyword, type and status', async () => {
    const made: BusinessGroupView[] = [];
    for (const [code, belongType, status] of [
      ['PG-1', 'ENTERPRISE', 'ENABLE'],
      ['PG-2', 'DEALER', 'ENABLE'],
      ['PG-3', 'DEALER', 'DISABLE'],
    ] as const) {
      made.push((await save({ code, name: `分页${code}`, belongType, status })).body.data);
    }
    const page = (body: Record<string, unknown>) => t.call<Page<BusinessGroupView>>(admin, 'POST', '/api/basic/businessGroup/page', body);
    const first = (await page({ keyword: 'pg-', pageNum: 1, pageSize: 2 })).body.data;
    expect(first.total).toBe(3);
    expect(first.list.map((g) => g.code)).toEqual(['PG-3', 'PG-2']);
    expect((await page({ keyword: 'pg-', pageNum: 2, pageSize: 2 })).body.data.list.map((g) => g.code)).toEqual(['PG-1']);
    expect((await page({ keyword: 'PG-', belongType: 'DEALER', status: 'ENABLE' })).body.data.list.map((g) => g.id)).toEqual([made[1].id]);
  });

  it('lists the enabled groups the caller belongs to; the administrator gets every enabled group', async () => {
    const mine = await t.given.businessGroup({ name: '我的组织' });
    const closed = await t.given.businessGroup({ name: '停用组织', status: 'DISABLE' });
    const other = await t.given.businessGroup({ name: '别人的组织' });
    const s = await t.given.session({ groups: [mine.id, closed.id] });
    const list = await t.call<BusinessGroupView[]>(s, 'POST', '/api/basic/businessGroup/list', {});
    expect(list.body.data.map((g) => g.id)).toEqual([String(mine.id)]);
    const all = await t.call<BusinessGroupView[]>(admin, 'POST', '/api/basic/businessGroup/list', {});
    const ids = all.body.data.map((g) => g.id);
    expect(ids).toContain(String(other.id));
    expect(ids).not.toContain(String(closed.id));
  });

  it('enables a dealer that registered itself so its employee can log in once enabled', async () => {
    const reg = await t.call(null, 'POST', '/api/login/register', {
      companyName: '宁波文具商行',
      contactName: '孙文华',
      phone: '0574-8888',
      employeeNo: 'nb_dealer',
      password: 'Dealer@2026',
    });
    expect(reg.body.code).toBe(200);
    const [group] = await t.db.select().from(businessGroup).where(eq(businessGroup.name, '宁波文具商行'));
    expect(group.status).toBe('DISABLE');
    const [dealer] = await t.db.select().from(employee).where(eq(employee.employeeNo, 'nb_dealer'));

    const enabled = await save({ id: String(group.id), code: group.code, name: group.name, belongType: 'DEALER', status: 'ENABLE' });
    expect(enabled.body.data.status).toBe('ENABLE');
    const stillDisabled = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: 'nb_dealer', password: 'Dealer@2026' });
    expect(stillDisabled.body.code).toBe(4011001);

    await t.call(admin, 'PUT', '/api/user/employee/status', { ids: [String(dealer.id)], status: 'ENABLE' });
    const login = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: 'nb_dealer', password: 'Dealer@2026' });
    expect(login.body.code).toBe(200);
  });

  it('finds the enterprise group of a partner code, else the first group with it', async () => {
    const dealer = await t.given.businessGroup({ partnerCode: 'P7000', belongType: 'DEALER' });
    const enterprise = await t.given.businessGroup({ partnerCode: 'P7000', belongType: 'ENTERPRISE' });
    const found = await t.call<BusinessGroupView>(admin, 'GET', '/api/basic/businessGroup/queryDefaultGroupByPartnerCode/P7000');
    expect(found.body.data.id).toBe(String(enterprise.id));
    const onlyDealer = await t.given.businessGroup({ partnerCode: 'P7001', belongType: 'DEALER' });
    await t.given.businessGroup({ partnerCode: 'P7001', belongType: 'DEALER' });
    const first = await t.call<BusinessGroupView>(admin, 'GET', '/api/basic/businessGroup/queryDefaultGroupByPartnerCode/P7001');
    expect(first.body.data.id).toBe(String(onlyDealer.id));
    expect(dealer.id).toBeLessThan(enterprise.id);
  });

  it('gives a non-administrator the tree of their own groups only', async () => {
    const parent = await t.given.businessGroup({ name: '总仓' });
    const child = await t.given.businessGroup({ name: '分仓', parentId: parent.id });
    const s = await t.given.session({ groups: [child.id] });
    const tree = await t.call<{ id: string; children: unknown[] }[]>(s, 'POST', '/api/user/dept/deptTree', {});
    expect(tree.body.data).toEqual([
      { id: String(child.id), code: child.code, name: '分仓', belongType: 'ENTERPRISE', status: 'ENABLE', children: [] },
    ]);
  });
});
