import type { LogicalWarehouseView, PhysicalWarehouseView } from '@quire/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { registerWarehouseUsageCheck } from './index';
import { uniq, warehouseHelpers } from './warehouse.fixtures';

const t = await startTestApp();
const w = warehouseHelpers(t);

type Res = { status: number; body: { code: number; msg: string; errors?: { field: string; message: string }[] } };
const fields = (res: Res) => (res.body.errors ?? []).map((e) => e.field);

function expectField(res: Res, code: number, field: string) {
  expect(res.body.code, res.body.msg).toBe(code);
  expect(fields(res)).toEqual([field]);
}

async function setup() {
  const { group, session } = await w.keeperOfNewGroup();
  const p = await w.physical(session);
  const main = await w.logical(session, p.id, { code: 'MAIN', name: '主仓' });
  return { group, session, p, main };
}

const update = (s: Parameters<typeof t.call>[0], wh: LogicalWarehouseView, values: Record<string, unknown>) =>
  t.call<LogicalWarehouseView>(s, 'POST', '/api/stock/businessCargoWarehouse/update', {
    id: wh.id,
    code: wh.code,
    name: wh.name,
    type: wh.type,
    physicalWarehouseId: wh.physicalWarehouseId,
    ...values,
  });

describe('physical warehouses (error)', () => {
  it('refuses a code or a name already used in the business group, naming the field', async () => {
    const { session } = await w.keeperOfNewGroup();
    const p = await w.physical(session, { code: 'WH1', name: '一号库' });
    const sameCode = await t.call(session, 'PUT', '/api/stock/centralWarehouse/add', { code: 'WH1', name: '另一个' });
    expect(sameCode.status).toBe(409);
    expectField(sameCode, 4000409, 'code');
    const sameName = await t.call(session, 'PUT', '/api/stock/centralWarehouse/add', { code: 'WH2', name: '一号库' });
    expectField(sameName, 4000409, 'name');
    const other = await w.physical(session, { code: 'WH3', name: '三号库' });
    expectField(
      await t.call(session, 'POST', '/api/stock/centralWarehouse/update', { id: other.id, code: 'WH1', name: '三号库' }),
      4000409,
      'code',
    );
    const list = await w.ok<PhysicalWarehouseView[]>(t.call(session, 'POST', '/api/stock/centralWarehouse/list', {}));
    expect(list.map((x) => x.code).sort()).toEqual(['WH1', 'WH3']);
    expect(p.code).toBe('WH1');
  });

  it('allows the same code in another business group', async () => {
    const a = await w.keeperOfNewGroup();
    const b = await w.keeperOfNewGroup();
    await w.physical(a.session, { code: 'SAME', name: '同名库' });
    const again = await w.physical(b.session, { code: 'SAME', name: '同名库' });
    expect(again.code).toBe('SAME');
  });

  it('refuses to delete a physical warehouse a logical warehouse is located in, and deletes nothing', async () => {
    const { session, p } = await setup();
    const unused = await w.physical(session);
    const res = await t.call(session, 'DELETE', `/api/stock/centralWarehouse?ids=${unused.id},${p.id}`, undefined, { language: 'zh-CN' });
    expect(res.body.code).toBe(4000422);
    expect(res.body.msg).toBe(`物理仓“${p.name}”下还有 1 个逻辑仓，不能删除`);
    const list = await w.ok<PhysicalWarehouseView[]>(t.call(session, 'POST', '/api/stock/centralWarehouse/list', {}));
    expect(list).toHaveLength(2);
  });

  it('refuses to disable a physical warehouse while a logical warehouse in it is enabled', async () => {
    const { session, p } = await setup();
    const res = await t.call(session, 'PUT', '/api/stock/centralWarehouse/status', { ids: [p.id], status: 'DISABLE' });
    expect(res.body.code).toBe(4000422);
    expect(res.body.msg).toContain('主仓');
    const detail = await w.ok<PhysicalWarehouseView>(t.call(session, 'GET', `/api/stock/centralWarehouse/${p.id}`));
    expect(detail.status).toBe('ENABLE');
  });

  it('refuses a malformed body, naming the fields', async () => {
    const { session } = await w.keeperOfNewGroup();
    expectField(await t.call(session, 'PUT', '/api/stock/centralWarehouse/add', { name: '无编码' }), 4000400, 'code');
    expectField(await t.call(session, 'PUT', '/api/stock/centralWarehouse/add', { code: 'A B', name: '空格' }), 4000400, 'code');
    expectField(await t.call(session, 'PUT', '/api/stock/centralWarehouse/add', { code: 'OK', name: '  ' }), 4000400, 'name');
    expectField(await t.call(session, 'PUT', '/api/stock/centralWarehouse/status', { ids: ['x'], status: 'DISABLE' }), 4000400, 'ids.0');
    expectField(await t.call(session, 'POST', '/api/stock/centralWarehouse/page', { sort: 'password' }), 4000400, 'sort');
  });
});

describe('logical warehouses (error)', () => {
  it('refuses a duplicate code or name in the group', async () => {
    const { session, p } = await setup();
    const base = { type: 'NORMAL', physicalWarehouseId: p.id };
    expectField(
      await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', { ...base, code: 'MAIN', name: '新仓' }),
      4000409,
      'code',
    );
    expectField(
      await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', { ...base, code: 'NEW', name: '主仓' }),
      4000409,
      'name',
    );
  });

  it("refuses a physical warehouse that does not exist, is another group's, or is disabled", async () => {
    const { session } = await setup();
    const stranger = await w.keeperOfNewGroup();
    const foreign = await w.physical(stranger.session);
    const body = (physicalWarehouseId: string) => ({ code: uniq('X'), name: uniq('仓'), type: 'NORMAL', physicalWarehouseId });
    expectField(await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', body('999999999')), 4000400, 'physicalWarehouseId');
    expectField(await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', body(foreign.id)), 4000400, 'physicalWarehouseId');
    const closed = await w.physical(session);
    await w.ok(t.call(session, 'PUT', '/api/stock/centralWarehouse/status', { ids: [closed.id], status: 'DISABLE' }));
    const res = await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', body(closed.id), { language: 'zh-CN' });
    expectField(res, 4000400, 'physicalWarehouseId');
    expect(res.body.errors?.[0].message).toBe(`物理仓“${closed.name}”已停用，请先启用或选择其他物理仓`);
  });

  it('refuses to clear the group’s only default; set it on another warehouse instead', async () => {
    const { session, main } = await setup();
    const res = await update(session, main, { isDefaultSale: false });
    expectField(res, 4000400, 'isDefaultSale');
    expect((await w.defaultsOf(session)).SALE).toEqual(['MAIN']);
  });

  it('refuses a default on a type that cannot carry it', async () => {
    const { session, p, main } = await setup();
    const defective = await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', {
      code: 'DEF',
      name: '残次仓',
      type: 'DEFECTIVE',
      physicalWarehouseId: p.id,
      isDefaultSale: true,
    });
    expectField(defective, 4000400, 'isDefaultSale');
    const transit = await t.call(
      session,
      'PUT',
      '/api/stock/businessCargoWarehouse/add',
      { code: 'TR', name: '在途仓', type: 'TRANSIT', physicalWarehouseId: p.id, isDefaultDirectShip: true },
      { language: 'zh-CN' },
    );
    expectField(transit, 4000400, 'isDefaultDirectShip');
    expect(transit.body.errors?.[0].message).toBe('在途仓不能设为默认直发仓');
    // Turning the default sale warehouse into a defective one would leave the group without one.
    expectField(await update(session, main, { type: 'DEFECTIVE' }), 4000400, 'isDefaultSale');
    expect((await w.list(session)).map((x) => [x.code, x.type])).toEqual([['MAIN', 'NORMAL']]);
  });

  it('refuses a default flag on a warehouse added disabled', async () => {
    const { session, p } = await setup();
    const res = await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', {
      code: 'OFF',
      name: '停用仓',
      type: 'NORMAL',
      physicalWarehouseId: p.id,
      status: 'DISABLE',
      isDefaultPurchase: true,
    });
    expectField(res, 4000400, 'isDefaultPurchase');
  });

  it('refuses to disable a default warehouse with a clear message, changing nothing', async () => {
    const { session, p, main } = await setup();
    const spare = await w.logical(session, p.id, { code: 'SPARE' });
    const res = await t.call(
      session,
      'PUT',
      '/api/stock/businessCargoWarehouse/status',
      { ids: [spare.id, main.id], status: 'DISABLE' },
      { language: 'zh-CN' },
    );
    expect(res.body.code).toBe(4000422);
    expect(res.body.msg).toBe('“主仓”是默认销售仓，不能停用；请先将其他仓库设为默认销售仓');
    const en = await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [main.id], status: 'DISABLE' });
    expect(en.body.msg).toBe(
      '"主仓" is the default sale warehouse and cannot be disabled; make another warehouse the default sale warehouse first',
    );
    const id = await t.call(
      session,
      'PUT',
      '/api/stock/businessCargoWarehouse/status',
      { ids: [main.id], status: 'DISABLE' },
      { language: 'id-ID' },
    );
    expect(id.body.msg).toContain('tidak dapat dinonaktifkan');
    expect((await w.list(session, { status: 'DISABLE' })).map((x) => x.code)).toEqual([]);
  });

  it('refuses to delete a default warehouse, one with locations, or one another module uses', async () => {
    const { session, p, main } = await setup();
    expect((await t.call(session, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${main.id}`)).body.code).toBe(4000422);
    const stocked = await w.logical(session, p.id, { code: 'STOCKED' });
    await w.location(session, stocked.id);
    const withLocation = await t.call(session, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${stocked.id}`, undefined, {
      language: 'zh-CN',
    });
    expect(withLocation.body.msg).toBe(`逻辑仓“${stocked.name}”下还有 1 个库位，不能删除`);
    const used = await w.logical(session, p.id, { code: 'USED' });
    usedIds.add(Number(used.id));
    const inUse = await t.call(session, 'DELETE', `/api/stock/businessCargoWarehouse?ids=${used.id}`);
    expect(inUse.body.code).toBe(4000422);
    expect(inUse.body.msg).toContain('is used by documents or stock');
    expect((await w.list(session)).map((x) => x.code).sort()).toEqual(['MAIN', 'STOCKED', 'USED']);
  });

  it('refuses to enable a warehouse whose physical warehouse is disabled', async () => {
    const { session, main } = await setup();
    const p2 = await w.physical(session);
    const spare = await w.logical(session, p2.id, { code: 'SPARE' });
    await w.ok(t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [spare.id], status: 'DISABLE' }));
    await w.ok(t.call(session, 'PUT', '/api/stock/centralWarehouse/status', { ids: [p2.id], status: 'DISABLE' }));
    const res = await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [spare.id], status: 'ENABLE' });
    expect(res.body.code).toBe(4000422);
    expect((await w.list(session, { status: 'ENABLE' })).map((x) => x.id)).toEqual([main.id]);
  });

  it('refuses a body without a type, with an unknown type, or asking getWarehouse for nothing', async () => {
    const { session, p } = await setup();
    expectField(
      await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', { code: 'X', name: 'X', physicalWarehouseId: p.id }),
      4000400,
      'type',
    );
    expectField(
      await t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/add', {
        code: 'X',
        name: 'X',
        type: 'VIRTUAL',
        physicalWarehouseId: p.id,
      }),
      4000400,
      'type',
    );
    expect((await t.call(session, 'POST', '/api/stock/businessCargoWarehouse/getWarehouse', {})).body.code).toBe(4000400);
  });
});

describe('locations (error)', () => {
  it('refuses a location code already used anywhere in the group', async () => {
    const { session, p, main } = await setup();
    const other = await w.logical(session, p.id);
    await w.location(session, main.id, { code: 'A-01-01' });
    const res = await t.call(session, 'PUT', '/api/stock/warehouseLocation/add', {
      code: 'A-01-01',
      name: '重复',
      logicalWarehouseId: other.id,
    });
    expectField(res, 4000409, 'code');
  });

  it("refuses a warehouse that does not exist, is another group's, or is disabled", async () => {
    const { session, p } = await setup();
    const stranger = await w.keeperOfNewGroup();
    const foreign = await w.logical(stranger.session, (await w.physical(stranger.session)).id);
    const body = (logicalWarehouseId: string) => ({ code: uniq('L'), name: '库位', logicalWarehouseId });
    expectField(await t.call(session, 'PUT', '/api/stock/warehouseLocation/add', body('123456789')), 4000400, 'logicalWarehouseId');
    expectField(await t.call(session, 'PUT', '/api/stock/warehouseLocation/add', body(foreign.id)), 4000400, 'logicalWarehouseId');
    const off = await w.logical(session, p.id);
    await w.ok(t.call(session, 'PUT', '/api/stock/businessCargoWarehouse/status', { ids: [off.id], status: 'DISABLE' }));
    expectField(await t.call(session, 'PUT', '/api/stock/warehouseLocation/add', body(off.id)), 4000400, 'logicalWarehouseId');
  });

  it('refuses to delete a location another module uses', async () => {
    const { session, main } = await setup();
    const loc = await w.location(session, main.id);
    usedLocationIds.add(Number(loc.id));
    expect((await t.call(session, 'DELETE', `/api/stock/warehouseLocation?ids=${loc.id}`)).body.code).toBe(4000422);
  });
});

// Stand-ins for the stock module: warehouses and locations it says it uses.
const usedIds = new Set<number>();
const usedLocationIds = new Set<number>();
registerWarehouseUsageCheck('logical', async (_tx, ids) => ids.filter((id) => usedIds.has(id)));
registerWarehouseUsageCheck('location', async (_tx, ids) => ids.filter((id) => usedLocationIds.has(id)));
afterEach(() => {
  usedIds.clear();
  usedLocationIds.clear();
});
