// Another business group's warehouses, tasks and sheets are "not found"; values need costPrice.
import { ErrorCode, type StockCheckReport } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk } from '../inventory/inventory.fixtures';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { stocktakeClerk } from './stocktake.fixtures';

const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const st = stocktakeClerk(t, admin);
const kit = productKit(t);
const wh = warehouseHelpers(t);
const physical = await wh.physical(admin);
const w = (await wh.logical(admin, physical.id)).id;
const sku = await kit.sku({ purchasePrice: '2.00' });
await c.gain(Number(w), [[Number(sku.id), '10']]);

const GRANTS = [
  '/inventory/checkTask',
  '/inventory/check',
  ...['add', 'edit', 'complete', 'delete', 'export'].map((b) => `inventory:checkTask:${b}`),
  ...['add', 'edit'].map((b) => `inventory:check:${b}`),
];

describe('business group wall', () => {
  it('answers not found for another group’s warehouse, task and sheet', async () => {
    const task = await st.task({ warehouseId: w });
    const sheet = await st.sheet(task.id, [{ skuId: sku.id, qty: '1' }]);
    const group = await t.given.businessGroup();
    const s = await t.given.session({ grants: GRANTS, groups: [group.id] });
    const outsider = stocktakeClerk(t, s);
    const add = await outsider.addTask({ warehouseId: w });
    expect(add.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(add.body.errors?.map((e) => e.field)).toEqual(['warehouseId']);
    for (const res of [
      await t.call(s, 'GET', `/api/stock/checkTask/${task.id}`),
      await t.call(s, 'GET', `/api/stock/checkTask/${task.id}/report`),
      await outsider.op('complete', task),
      await outsider.op('terminate', task),
      await outsider.addSheet(task.id, [{ skuId: sku.id, qty: '1' }]),
      await outsider.recheck(task.id),
      await t.call(s, 'GET', `/api/stock/stockCheck/${sheet.id}`),
      await outsider.save(sheet, [{ skuId: sku.id, qty: '5' }]),
      await outsider.scan(sheet.id, sku.code),
    ])
      expect(res.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const page = await t.call<{ total: number }>(s, 'POST', '/api/stock/checkTask/page', {});
    expect(page.body.data.total).toBe(0);
    expect((await st.detail(sheet.id)).lines?.map((l) => l.qty)).toEqual(['1']);
  });

  it('shows the difference value only with costPrice', async () => {
    const task = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [sku.id] });
    await st.sheet(task.id, [{ skuId: sku.id, qty: '9' }]);
    const blind = await t.given.session({ grants: GRANTS });
    const seeing = await t.given.session({ grants: [...GRANTS, 'field:costPrice'] });
    const hidden = (await t.call<StockCheckReport>(blind, 'GET', `/api/stock/checkTask/${task.id}/report`)).body.data;
    expect(hidden.lines[0]).toMatchObject({ diffQty: '-1' });
    expect(hidden.lines[0]).not.toHaveProperty('costAmount');
    expect(hidden.lines[0]).not.toHaveProperty('unitCost');
    expect(hidden.totals).not.toHaveProperty('costAmount');
    const shown = (await t.call<StockCheckReport>(seeing, 'GET', `/api/stock/checkTask/${task.id}/report`)).body.data;
    expect(shown.lines[0]).toMatchObject({ unitCost: '2.000000', costAmount: '-2.00' });
  });

  it('refuses the screens’ buttons to a user without them', async () => {
    const reader = await t.given.session({ grants: ['/inventory/checkTask', '/inventory/check'] });
    expect((await stocktakeClerk(t, reader).addTask({ warehouseId: w })).body.code).toBe(ErrorCode.FORBIDDEN);
  });
});
