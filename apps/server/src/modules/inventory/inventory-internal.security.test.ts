// The group wall and the buttons of the requisition and processing screens.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { internalKit } from './inventory-internal.fixtures';

const t = await startTestApp();
const admin = await t.given.admin();
const k = internalKit(t, admin);
const c = k.c;

const w = await k.warehouse();
const pen = await k.sku('1.30');
const box = await k.sku('0.50');
const kitSku = await k.combined([
  [pen, '2'],
  [box, '1'],
]);
await c.gain(w, [
  [Number(pen.id), '10'],
  [Number(box.id), '5'],
]);

describe('requisition and processing access', () => {
  it('keeps another business group’s documents out of sight: not found, nothing posted', async () => {
    const saved = c.ok(await k.process(k.processBody(w, kitSku, '1')));
    const req = c.ok(
      await k.requisition({ warehouseId: String(w), departmentName: '行政部', purpose: '日常', lines: [{ skuId: pen.id, qty: '1' }] }),
    );
    const other = await t.given.businessGroup();
    const outsider = await t.given.session({ isAdmin: true, groups: [other.id] });
    for (const [type, id] of [
      ['skuProcess', saved.id],
      ['materialReceive', req.id],
    ]) {
      const detail = await t.call(outsider, 'GET', `/api/stock/${type}/${id}`);
      expect(detail.body.code).not.toBe(200);
      const post = await t.call(outsider, 'POST', `/api/stock/${type}/complete`, { id, version: 0 });
      expect(post.body.code).not.toBe(200);
      expect(post.status).toBeLessThan(500);
    }
    // Its own warehouse ids only: another group's warehouse is unknown.
    const res = await t.call(outsider, 'PUT', '/api/stock/skuProcess/add', {
      billDate: new Date().toISOString().slice(0, 10),
      ...k.processBody(w, kitSku, '1'),
    });
    expect(res.body.errors?.map((e) => e.field)).toEqual(['warehouseId']);
    expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '10.0000' });
  });

  it('lets a user who may only view the screens read, but not add or post', async () => {
    const viewer = await t.given.session({ grants: ['/inventory/skuProcess', '/inventory/materialReceive'] });
    const saved = c.ok(await k.process(k.processBody(w, kitSku, '1')));
    expect((await t.call(viewer, 'GET', `/api/stock/skuProcess/${saved.id}`)).body.code).toBe(200);
    expect((await t.call(viewer, 'POST', '/api/stock/skuProcess/complete', { id: saved.id, version: saved.version })).status).toBe(403);
    const add = await t.call(viewer, 'PUT', '/api/stock/materialReceive/add', {
      billDate: new Date().toISOString().slice(0, 10),
      warehouseId: String(w),
      departmentName: '行政部',
      purpose: '日常',
      lines: [{ skuId: pen.id, qty: '1' }],
    });
    expect(add.status).toBe(403);
  });

  it('hides the line costs from a user without costPrice', async () => {
    const clerkOnly = await t.given.session({
      grants: ['/inventory/skuProcess', 'inventory:skuProcess:add', 'inventory:skuProcess:complete', '/system/logicalWarehouse'],
    });
    const saved = k.c.ok(await k.process(k.processBody(w, kitSku, '1'), clerkOnly));
    k.c.ok(await t.call(clerkOnly, 'POST', '/api/stock/skuProcess/complete', { id: saved.id, version: saved.version }));
    const detail = k.c.ok(await t.call<{ lines: Record<string, unknown>[] }>(clerkOnly, 'GET', `/api/stock/skuProcess/${saved.id}`));
    for (const l of detail.lines) {
      expect(l.unitCost).toBeUndefined();
      expect(l.costAmount).toBeUndefined();
    }
    const full = await c.detail('skuProcess', saved.id);
    expect(full.lines[0].unitCost).toBe('3.100000');
  });
});
