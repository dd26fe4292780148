import type {
  EmployeeBusinessGroupWarehouses,
  LocationView,
  LogicalWarehouseOption,
  LogicalWarehouseView,
  Page,
  PhysicalWarehouseView,
  WarehouseOption,
} from '@quire/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import type { AuthContext } from '../../platform/access/auth-context';
import { exportNow } from '../../platform/excel';
import { defaultWarehousesOf } from '../system/warehouse-defaults';
import { LOCATION_EXPORT, LOGICAL_WAREHOUSE_EXPORT } from './warehouse.export';
import { uniq, WAREHOUSE_GRANTS, warehouseHelpers } from './warehouse.fixtures';
import { seedDemoWarehouse } from './warehouse.seed';

const t = await startTestApp();
const w = warehouseHelpers(t);

describe('physical warehouses (happy)', () => {
  it('adds, pages, lists, picks, reads and updates a physical warehouse of the active group', async () => {
    const { session } = await w.keeperOfNewGroup();
    const code = uniq('SH');
    const added = await w.ok<PhysicalWarehouseView>(
      t.call(session, 'PUT', '/api/stock/centralWarehouse/add', {
        code,
        name: '上海川沙物流仓',
        contactName: '李建国',
        phone: '021-58880011',
        address: '上海市浦东新区川沙路 1288 号',
      }),
    );
    expect(added).toMatchObject({ code, name: '上海川沙物流仓', status: 'ENABLE', logicalWarehouseCount: 0 });

    const page = await w.ok<Page<PhysicalWarehouseView>>(
      t.call(session, 'POST', '/api/stock/centralWarehouse/page', { pageNum: 1, pageSize: 10, keyword: '川沙' }),
    );
    expect(page.total).toBe(1);
    expect(page.list[0].id).toBe(added.id);

    const list = await w.ok<PhysicalWarehouseView[]>(t.call(session, 'POST', '/api/stock/centralWarehouse/list', { status: 'ENABLE' }));
    expect(list.map((p) => p.code)).toEqual([code]);
    const options = await w.ok<WarehouseOption[]>(t.call(session, 'GET', '/api/stock/centralWarehouse/itemList'));
    expect(options).toEqual([{ id: added.id, code, name: '上海川沙物流仓' }]);

    const updated = await w.ok<PhysicalWarehouseView>(
      t.call(session, 'POST', '/api/stock/centralWarehouse/update', {
        id: added.id,
        code,
        name: '上海川沙一号库',
        address: '川沙路 1288 号',
      }),
    );
    expect(updated).toMatchObject({ name: '上海川沙一号库', address: '川沙路 1288 号', contactName: null });
    const detail = await w.ok<PhysicalWarehouseView>(t.call(session, 'GET', `/api/stock/centralWarehouse/${added.id}`));
    expect(detail.name).toBe('上海川沙一号库');
  });

  it('sorts a page by an allowed field', async () => {
    const { session } = await w.keeperOfNewGroup();
    await w.physical(session, { code: 'B-2', name: '乙仓' });
    await w.physical(session, { code: 'A-1', name: '甲仓' });
    const byCode = await w.ok<Page<PhysicalWarehouseView>>(t.call(session, 'POST', '/api/stock/centralWarehouse/page', { sort: 'code' }));
    expect(byCode.list.map((p) => p.code)).toEqual(['A-1', 'B-2']);
    const byCodeDesc = await w.ok<Page<PhysicalWarehouseView>>(
      t.call(session, 'POST', '/api/stock/centralWarehouse/page', { sort: 'code,desc' }),
    );
    expect(byCodeDesc.list.map((p) => p.code)).toEqual(['B-2', 'A-1']);
  });

  it('disables, enables and deletes an unused physical warehouse', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    await w.ok(t.call(session, 'PUT', '/api/stock/centralWarehouse/status', { ids: [p.id], status: 'DISABLE' }));
    expect(await w.ok<WarehouseOption[]>(t.call(session, 'GET', '/api/stock/centralWarehouse/itemList'))).toEqual([]);
    await w.ok(t.call(session, 'PUT', '/api/stock/centralWarehouse/status', { ids: [p.id], status: 'ENABLE' }));
    await w.ok(t.call(session, 'DELETE', `/api/stock/centralWarehouse?ids=${p.id}`));
    const gone = await t.call(session, 'GET', `/api/stock/centralWarehouse/${p.id}`);
    expect(gone.body.code).toBe(4000404);
  });
});

describe('logical warehouses (happy)', () => {
  it('makes the first normal warehouse the default of every kind', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    const main = await w.logical(session, p.id);
    expect(main).toMatchObject({
      isDefaultSale: true,
      isDefaultPurchase: true,
      isDefaultPurchaseReturn: true,
      isDefaultSaleReturn: true,
      isDefaultDirectShip: true,
      physicalWarehouseId: p.id,
      physicalWarehouseCode: p.code,
      inventoryMode: 'INDEPENDENT',
    });
  });

  it('moves a default to the warehouse it is set on, leaving exactly one of each kind', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    const main = await w.logical(session, p.id, { code: 'MAIN' });
    const direct = await w.logical(session, p.id, { code: 'DIRECT', type: 'DIRECT_SHIP', isDefaultDirectShip: true });
    expect(direct.isDefaultDirectShip).toBe(true);
    const second = await w.logical(session, p.id, { code: 'SECOND', isDefaultSale: true, isDefaultSaleReturn: true });
    expect(second).toMatchObject({ isDefaultSale: true, isDefaultSaleReturn: true, isDefaultPurchase: false });
    expect(await w.defaultsOf(session)).toEqual({
      SALE: ['SECOND'],
      PURCHASE: ['MAIN'],
      PURCHASE_RETURN: ['MAIN'],
      SALE_RETURN: ['SECOND'],
      DIRECT_SHIP: ['DIRECT'],
    });
    // An update moves it back; flags left out of the update keep their value.
    const back = await w.ok<LogicalWarehouseView>(
      t.call(session, 'POST', '/api/stock/businessCargoWarehouse/update', {
        id: main.id,
        code: 'MAIN',
        name: main.name,
        type: 'NORMAL',
        physicalWarehouseId: p.id,
        isDefaultSale: true,
      }),
    );
    expect(back).toMatchObject({ isDefaultSale: true, isDefaultPurchase: true, isDefaultPurchaseReturn: true });
    expect((await w.defaultsOf(session)).SALE).toEqual(['MAIN']);
  });

  it('fills a missing default with the first eligible warehouse: returns may go to a defective one, direct shipping to a direct-ship one', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    await w.logical(session, p.id, { code: 'DEF', type: 'DEFECTIVE', isDefaultSaleReturn: true });
    await w.logical(session, p.id, { code: 'DS', type: 'DIRECT_SHIP' });
    await w.logical(session, p.id, { code: 'MAIN' });
    expect(await w.defaultsOf(session)).toEqual({
      SALE: ['MAIN'],
      PURCHASE: ['MAIN'],
      PURCHASE_RETURN: ['DEF'],
      SALE_RETURN: ['DEF'],
      DIRECT_SHIP: ['DS'],
    });
  });

  it('pages and filters logical warehouses', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    const p2 = await w.physical(session);
    await w.logical(session, p.id, { code: 'N1', name: '正品一仓' });
    await w.logical(session, p2.id, { code: 'D1', name: '残次一仓', type: 'DEFECTIVE', inventoryMode: 'DELEGATED' });
    const page = await w.ok<Page<LogicalWarehouseView>>(
      t.call(session, 'POST', '/api/stock/businessCargoWarehouse/page', { pageNum: 1, pageSize: 1, sort: 'code' }),
    );
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(page.list.map((x) => x.code)).toEqual(['D1']);
    expect((await w.list(session, { type: 'DEFECTIVE' })).map((x) => x.code)).toEqual(['D1']);
    expect((await w.list(session, { inventoryMode: 'DELEGATED' })).map((x) => x.code)).toEqual(['D1']);
    expect((await w.list(session, { physicalWarehouseId: p.id })).map((x) => x.code)).toEqual(['N1']);
    expect((await w.list(session, { keyword: '正品' })).map((x) => x.code)).toEqual(['N1']);
    const physical = await w.ok<PhysicalWarehouseView>(t.call(session, 'GET', `/api/stock/centralWarehouse/${p.id}`));
    expect(physical.logicalWarehouseCount).toBe(1);
  });

  it('offers enabled warehouses to pickers with the defaults each one holds', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    await w.logical(session, p.id, { code: 'MAIN' });
    const spare = await w.logical(session, p.id, { code: 'SPARE' });
    await w.ok(t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [spare.id], status: 'DISABLE' }));
    const options = await w.ok<LogicalWarehouseOption[]>(t.call(session, 'GET', '/api/stock/businessCargoWarehouse/itemList'));
    expect(options.map((o) => [o.code, o.defaultKinds])).toEqual([
      ['MAIN', ['SALE', 'PURCHASE', 'PURCHASE_RETURN', 'SALE_RETURN', 'DIRECT_SHIP']],
    ]);
    await w.ok(t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [spare.id], status: 'ENABLE' }));
    const normal = await w.ok<LogicalWarehouseOption[]>(t.call(session, 'GET', '/api/stock/businessCargoWarehouse/itemList?type=NORMAL'));
    expect(normal.map((o) => o.code)).toEqual(['MAIN', 'SPARE']);
  });

  it('answers getWarehouse by id and by default kind', async () => {
    const { session } = await w.keeperOfNewGroup();
    const none = await t.call(session, 'POST', '/api/stock/businessCargoWarehouse/getWarehouse', { defaultKind: 'SALE' });
    expect(none.body).toMatchObject({ code: 200, data: null });
    const p = await w.physical(session);
    const main = await w.logical(session, p.id);
    const byKind = await w.ok<LogicalWarehouseView>(
      t.call(session, 'POST', '/api/stock/businessCargoWarehouse/getWarehouse', { defaultKind: 'PURCHASE' }),
    );
    expect(byKind.id).toBe(main.id);
    const byId = await w.ok<LogicalWarehouseView>(
      t.call(session, 'POST', '/api/stock/businessCargoWarehouse/getWarehouse', { id: main.id }),
    );
    expect(byId.code).toBe(main.code);
  });

  it("lists the caller's business groups with their enabled warehouses", async () => {
    const a = await t.given.businessGroup();
    const b = await t.given.businessGroup();
    const s = await t.given.session({ grants: WAREHOUSE_GRANTS, groups: [a.id, b.id] });
    const inA = { ...s, belongId: String(a.id) };
    const inB = { ...s, belongId: String(b.id) };
    await w.logical(inA, (await w.physical(inA)).id, { code: 'A-MAIN' });
    await w.logical(inB, (await w.physical(inB)).id, { code: 'B-MAIN' });
    const groups = await w.ok<EmployeeBusinessGroupWarehouses[]>(
      t.call(inA, 'POST', '/api/stock/businessCargoWarehouse/getEmployeeBusinessGroup'),
    );
    expect(groups.map((g) => [g.id, g.isDefault, g.warehouses.map((x) => x.code)])).toEqual([
      [String(a.id), true, ['A-MAIN']],
      [String(b.id), false, ['B-MAIN']],
    ]);
  });

  it('disables and deletes a warehouse that holds no default', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    await w.logical(session, p.id, { code: 'MAIN' });
    const spare = await w.logical(session, p.id, { code: 'SPARE' });
    await w.ok(t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [spare.id], status: 'DISABLE' }));
    expect((await w.list(session, { status: 'DISABLE' })).map((x) => x.code)).toEqual(['SPARE']);
    await w.ok(t.call(session, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${spare.id}`));
    expect((await w.list(session)).map((x) => x.code)).toEqual(['MAIN']);
  });

  it('shows the group default purchase and return warehouses on the session user', async () => {
    const { session } = await w.keeperOfNewGroup();
    const before = await w.ok<Record<string, unknown>>(t.call(session, 'GET', '/api/login/cmsPlatformUser/detail'));
    expect(before.defaultPurchaseWarehouseId).toBeNull();
    const p = await w.physical(session);
    const main = await w.logical(session, p.id, { code: 'MAIN', name: '华东总仓' });
    const def = await w.logical(session, p.id, { code: 'DEF', name: '华东残次仓', type: 'DEFECTIVE', isDefaultPurchaseReturn: true });
    const user = await w.ok<Record<string, unknown>>(t.call(session, 'GET', '/api/login/cmsPlatformUser/detail'));
    expect(user).toMatchObject({
      defaultPurchaseWarehouseId: main.id,
      defaultPurchaseWarehouseCode: 'MAIN',
      defaultPurchaseWarehouseName: '华东总仓',
      defaultReturnWarehouseId: def.id,
      defaultReturnWarehouseCode: 'DEF',
      defaultReturnWarehouseName: '华东残次仓',
    });
  });
});

describe('locations (happy)', () => {
  it('adds, lists, picks, updates, disables and deletes locations of a warehouse', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    const main = await w.logical(session, p.id);
    const other = await w.logical(session, p.id);
    const a = await w.location(session, main.id, { code: 'A-01-01', name: 'A 区 1 排 1 层', sort: 2 });
    const b = await w.location(session, main.id, { code: 'A-01-02', name: 'A 区 1 排 2 层', sort: 1 });
    await w.location(session, other.id, { code: 'B-01-01', name: 'B 区' });
    expect(a).toMatchObject({ logicalWarehouseId: main.id, logicalWarehouseCode: main.code, status: 'ENABLE' });

    const page = await w.ok<Page<LocationView>>(
      t.call(session, 'POST', '/api/stock/warehouseLocation/page', { logicalWarehouseId: main.id, sort: 'code' }),
    );
    expect(page.list.map((l) => l.code)).toEqual(['A-01-01', 'A-01-02']);
    const picks = await w.ok<WarehouseOption[]>(
      t.call(session, 'GET', `/api/stock/warehouseLocation/itemList?logicalWarehouseId=${main.id}`),
    );
    expect(picks.map((l) => l.code)).toEqual(['A-01-02', 'A-01-01']);

    const moved = await w.ok<LocationView>(
      t.call(session, 'POST', '/api/stock/warehouseLocation/update', {
        id: b.id,
        code: 'A-01-02',
        name: '移库',
        logicalWarehouseId: other.id,
      }),
    );
    expect(moved.logicalWarehouseId).toBe(other.id);
    await w.ok(t.call(session, 'PUT', '/api/stock/warehouseLocation/status', { ids: [a.id], status: 'DISABLE' }));
    expect(
      await w.ok<WarehouseOption[]>(t.call(session, 'GET', `/api/stock/warehouseLocation/itemList?logicalWarehouseId=${main.id}`)),
    ).toEqual([]);
    await w.ok(t.call(session, 'DELETE', `/api/stock/warehouseLocation?ids=${a.id},${b.id}`));
    const rest = await w.ok<LocationView[]>(t.call(session, 'POST', '/api/stock/warehouseLocation/list', {}));
    expect(rest.map((l) => l.code)).toEqual(['B-01-01']);
  });
});

describe('warehouse exports (happy)', () => {
  it('queues an export of the list with its filters', async () => {
    const { session } = await w.keeperOfNewGroup();
    const res = await w.ok<{ taskId: string }>(
      t.call(session, 'POST', '/api/stock/businessCargoWarehouse/exportExcel', { type: 'NORMAL' }),
    );
    expect(res.taskId).toMatch(/^\d+$/);
  });

  it("writes the active group's rows, in the caller's language, and no other group's", async () => {
    const { group, session } = await w.keeperOfNewGroup();
    const p = await w.physical(session);
    const main = await w.logical(session, p.id, { code: 'MAIN', name: '华东总仓' });
    await w.logical(session, p.id, { code: 'DEF', name: '华东残次仓', type: 'DEFECTIVE' });
    await w.location(session, main.id, { code: 'A-01-01', name: 'A 区' });
    const stranger = await w.keeperOfNewGroup();
    await w.logical(stranger.session, (await w.physical(stranger.session)).id, { code: 'ALIEN' });

    const auth: AuthContext = {
      sessionId: 0,
      employeeId: session.employeeId,
      employeeNo: session.employee.employeeNo,
      isAdmin: false,
      belongId: group.id,
      businessGroupIds: [group.id],
      permissions: new Set(WAREHOUSE_GRANTS),
      createdAt: new Date(),
    };
    const done = await exportNow(t.db, LOGICAL_WAREHOUSE_EXPORT, { auth, filters: {}, lang: 'zh-CN' });
    expect(done.task.status).toBe('FINISHED');
    const rows = await sheetRows(done.file);
    expect(rows[0].slice(0, 3)).toEqual(['编码', '名称', '类型']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[5]])).toEqual([
      ['MAIN', '华东总仓', '正品仓', '是'],
      ['DEF', '华东残次仓', '残次仓', null],
    ]);
    const locations = await exportNow(t.db, LOCATION_EXPORT, { auth, filters: { logicalWarehouseId: main.id }, lang: 'en-US' });
    const locationRows = await sheetRows(locations.file);
    expect(locationRows.map((r) => r[0])).toEqual(['Code', 'A-01-01']);
  });
});

describe('demo warehouses', () => {
  it('seeds a physical warehouse, the three logical warehouses and locations per group, one default of each kind', async () => {
    const a = await t.given.businessGroup();
    const b = await t.given.businessGroup();
    await seedDemoWarehouse(t.db, { businessGroupIds: [a.id, b.id], adminId: 0 });
    for (const g of [a, b]) {
      const defaults = await defaultWarehousesOf(t.db, g.id);
      expect(defaults.defaultPurchaseWarehouseCode).toBe('MAIN');
      expect(defaults.defaultReturnWarehouseCode).toBe('MAIN');
    }
    const s = await t.given.session({ grants: WAREHOUSE_GRANTS, groups: [a.id] });
    expect(await w.defaultsOf(s)).toEqual({
      SALE: ['MAIN'],
      PURCHASE: ['MAIN'],
      PURCHASE_RETURN: ['MAIN'],
      SALE_RETURN: ['MAIN'],
      DIRECT_SHIP: ['DIRECT'],
    });
    const locations = await w.ok<LocationView[]>(t.call(s, 'POST', '/api/stock/warehouseLocation/list', {}));
    expect(locations.map((l) => l.code)).toEqual(['A-01-01', 'A-01-02', 'A-02-01', 'B-01-01']);
  });
});

async function sheetRows(file: Buffer | undefined): Promise<unknown[][]> {
  expect(file).toBeDefined();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null));
  });
  return rows;
}
