import type { LocationView, LogicalWarehouseView, Page, PhysicalWarehouseView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { WAREHOUSE_GRANTS, warehouseHelpers } from './warehouse.fixtures';

const t = await startTestApp();
const w = warehouseHelpers(t);

type Res = { status: number; body: { code: number } };
function expectForbidden(res: Res) {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(4030001);
}
function expectNotFound(res: Res) {
  expect(res.body.code).toBe(4000404);
}

// Group A owns a physical warehouse, two logical warehouses and a location.
const a = await w.keeperOfNewGroup();
const aPhysical = await w.physical(a.session, { code: 'A-PHY', name: '甲物理仓' });
const aMain = await w.logical(a.session, aPhysical.id, { code: 'A-MAIN', name: '甲主仓' });
const aSpare = await w.logical(a.session, aPhysical.id, { code: 'A-SPARE', name: '甲备用仓' });
const aLocation = await w.location(a.session, aMain.id, { code: 'A-01-01', name: '甲库位' });

describe('warehouses (security): business-group scope', () => {
  it("shows a user of another group none of the group's warehouses or locations", async () => {
    const b = await w.keeperOfNewGroup();
    const s = b.session;
    const pages = ['/api/stock/centralWarehouse/page', '/api/stock/businessCargoWarehouse/page', '/api/stock/warehouseLocation/page'];
    for (const url of pages) expect((await w.ok<Page<unknown>>(t.call(s, 'POST', url, {}))).total, url).toBe(0);
    for (const url of ['/api/stock/centralWarehouse/list', '/api/stock/businessCargoWarehouse/list', '/api/stock/warehouseLocation/list']) {
      expect(await w.ok<unknown[]>(t.call(s, 'POST', url, {})), url).toEqual([]);
    }
    for (const url of [
      '/api/stock/centralWarehouse/itemList',
      '/api/stock/businessCargoWarehouse/itemList',
      '/api/stock/warehouseLocation/itemList',
    ]) {
      expect(await w.ok<unknown[]>(t.call(s, 'GET', url)), url).toEqual([]);
    }
    expectNotFound(await t.call(s, 'GET', `/api/stock/centralWarehouse/${aPhysical.id}`));
    expectNotFound(await t.call(s, 'GET', `/api/stock/businessCargoWarehouse/${aMain.id}`));
    expectNotFound(await t.call(s, 'GET', `/api/stock/warehouseLocation/${aLocation.id}`));
    expectNotFound(await t.call(s, 'POST', '/api/stock/businessCargoWarehouse/getWarehouse', { id: aMain.id }));
    const none = await t.call(s, 'POST', '/api/stock/businessCargoWarehouse/getWarehouse', { defaultKind: 'SALE' });
    expect(none.body).toMatchObject({ code: 200, data: null });
    const groups = await w.ok<{ id: string }[]>(t.call(s, 'POST', '/api/stock/businessCargoWarehouse/getEmployeeBusinessGroup'));
    expect(groups.map((g) => g.id)).toEqual([String(b.group.id)]);
    const user = await w.ok<Record<string, unknown>>(t.call(s, 'GET', '/api/login/cmsPlatformUser/detail'));
    expect(user.defaultPurchaseWarehouseId).toBeNull();
  });

  it("lets a user of another group edit, disable or delete none of the group's rows", async () => {
    const s = (await w.keeperOfNewGroup()).session;
    expectNotFound(await t.call(s, 'POST', '/api/stock/centralWarehouse/update', { id: aPhysical.id, code: 'HACK', name: '篡改' }));
    expectNotFound(await t.call(s, 'PUT', '/api/stock/centralWarehouse/status', { ids: [aPhysical.id], status: 'DISABLE' }));
    expectNotFound(await t.call(s, 'DELETE', `/api/stock/centralWarehouse?ids=${aPhysical.id}`));
    expectNotFound(
      await t.call(s, 'POST', '/api/stock/businessCargoWarehouse/update', {
        id: aSpare.id,
        code: 'HACK',
        name: '篡改',
        type: 'NORMAL',
        physicalWarehouseId: aPhysical.id,
      }),
    );
    expectNotFound(await t.call(s, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [aSpare.id], status: 'DISABLE' }));
    expectNotFound(await t.call(s, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${aSpare.id}`));
    expectNotFound(
      await t.call(s, 'POST', '/api/stock/warehouseLocation/update', {
        id: aLocation.id,
        code: 'HACK',
        name: 'x',
        logicalWarehouseId: aMain.id,
      }),
    );
    expectNotFound(await t.call(s, 'PUT', '/api/stock/warehouseLocation/status', { ids: [aLocation.id], status: 'DISABLE' }));
    expectNotFound(await t.call(s, 'DELETE', `/api/stock/warehouseLocation?ids=${aLocation.id}`));
    // Nor attach its own rows to them.
    const add = await t.call(s, 'PUT', '/api/stock/warehouseLocation/add', { code: 'B-01', name: '乙库位', logicalWarehouseId: aMain.id });
    expect(add.body.code).toBe(4000400);

    const physical = await w.ok<PhysicalWarehouseView>(t.call(a.session, 'GET', `/api/stock/centralWarehouse/${aPhysical.id}`));
    expect(physical).toMatchObject({ code: 'A-PHY', name: '甲物理仓', status: 'ENABLE' });
    const spare = await w.ok<LogicalWarehouseView>(t.call(a.session, 'GET', `/api/stock/businessCargoWarehouse/${aSpare.id}`));
    expect(spare).toMatchObject({ code: 'A-SPARE', status: 'ENABLE' });
    const location = await w.ok<LocationView>(t.call(a.session, 'GET', `/api/stock/warehouseLocation/${aLocation.id}`));
    expect(location).toMatchObject({ code: 'A-01-01', status: 'ENABLE' });
  });

  it('answers a user in two groups with the rows of the group chosen by belongId only', async () => {
    const b = await t.given.businessGroup();
    const s = await t.given.session({ grants: WAREHOUSE_GRANTS, groups: [b.id, a.group.id] });
    expect((await w.list({ ...s, belongId: String(b.id) })).map((x) => x.code)).toEqual([]);
    expect((await w.list({ ...s, belongId: String(a.group.id) })).map((x) => x.code)).toEqual(['A-MAIN', 'A-SPARE']);
  });
});

describe('warehouses (security): permissions', () => {
  it('refuses every write and the export to a caller who can only see the screens', async () => {
    const s = await t.given.session({
      grants: ['/system/physicalWarehouse', '/system/logicalWarehouse', '/system/location'],
      groups: [a.group.id],
    });
    expect((await w.list(s)).length).toBe(2);
    expectForbidden(await t.call(s, 'PUT', '/api/stock/centralWarehouse/add', { code: 'N', name: 'N' }));
    expectForbidden(await t.call(s, 'POST', '/api/stock/centralWarehouse/update', { id: aPhysical.id, code: 'N', name: 'N' }));
    expectForbidden(await t.call(s, 'PUT', '/api/stock/centralWarehouse/status', { ids: [aPhysical.id], status: 'DISABLE' }));
    expectForbidden(await t.call(s, 'DELETE', `/api/stock/centralWarehouse?ids=${aPhysical.id}`));
    expectForbidden(await t.call(s, 'POST', '/api/stock/centralWarehouse/exportExcel', {}));
    expectForbidden(
      await t.call(s, 'PUT', '/api/stock/businessCargoWarehouse/add', {
        code: 'N',
        name: 'N',
        type: 'NORMAL',
        physicalWarehouseId: aPhysical.id,
      }),
    );
    expectForbidden(await t.call(s, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [aSpare.id], status: 'DISABLE' }));
    expectForbidden(await t.call(s, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${aSpare.id}`));
    expectForbidden(await t.call(s, 'POST', '/api/stock/businessCargoWarehouse/exportExcel', {}));
    expectForbidden(await t.call(s, 'PUT', '/api/stock/warehouseLocation/add', { code: 'N', name: 'N', logicalWarehouseId: aMain.id }));
    expectForbidden(await t.call(s, 'DELETE', `/api/stock/warehouseLocation?ids=${aLocation.id}`));
    expectForbidden(await t.call(s, 'POST', '/api/stock/warehouseLocation/exportExcel', {}));
    expect((await w.list(s)).map((x) => [x.code, x.status])).toEqual([
      ['A-MAIN', 'ENABLE'],
      ['A-SPARE', 'ENABLE'],
    ]);
  });

  it('refuses an edit to a caller who may only add', async () => {
    const s = await t.given.session({ grants: ['system:logicalWarehouse:add'], groups: [a.group.id] });
    const added = await w.logical(s, aPhysical.id, { code: 'ADD-ONLY' });
    expectForbidden(
      await t.call(s, 'POST', '/api/stock/businessCargoWarehouse/update', {
        id: added.id,
        code: 'ADD-ONLY',
        name: '改名',
        type: 'NORMAL',
        physicalWarehouseId: aPhysical.id,
      }),
    );
    expectForbidden(await t.call(s, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${added.id}`));
    await w.ok(t.call(a.session, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${added.id}`));
  });

  it('refuses the maintenance screens to a signed-in user without them, but serves the pickers', async () => {
    const s = await t.given.session({ grants: ['/wholesale/customer'], groups: [a.group.id] });
    expectForbidden(await t.call(s, 'POST', '/api/stock/centralWarehouse/page', {}));
    expectForbidden(await t.call(s, 'POST', '/api/stock/businessCargoWarehouse/page', {}));
    expectForbidden(await t.call(s, 'POST', '/api/stock/businessCargoWarehouse/list', {}));
    expectForbidden(await t.call(s, 'GET', `/api/stock/businessCargoWarehouse/${aMain.id}`));
    expectForbidden(await t.call(s, 'POST', '/api/stock/warehouseLocation/page', {}));
    const options = await w.ok<{ code: string }[]>(t.call(s, 'GET', '/api/stock/businessCargoWarehouse/itemList'));
    expect(options.map((o) => o.code)).toEqual(['A-MAIN', 'A-SPARE']);
    const byKind = await w.ok<LogicalWarehouseView>(
      t.call(s, 'POST', '/api/stock/businessCargoWarehouse/getWarehouse', { defaultKind: 'SALE' }),
    );
    expect(byKind.code).toBe('A-MAIN');
  });

  it('refuses a caller without a token', async () => {
    const res = await t.call(null, 'GET', '/api/stock/businessCargoWarehouse/itemList');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4011021);
  });
});
