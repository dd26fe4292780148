// Refused input names the field and changes nothing.
import { ErrorCode } from '@quire/contracts';
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
const sku = await kit.sku();
await c.gain(Number(w), [[Number(sku.id), '10']]);
const fields = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);

describe('stocktaking input', () => {
  it('refuses a check quantity below 0, naming the line’s quantity, on add, save and scan', async () => {
    const task = await st.task({ warehouseId: w });
    const add = await st.addSheet(task.id, [{ skuId: sku.id, qty: '-1' }]);
    expect(add.status).toBe(400);
    expect(add.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(fields(add)).toEqual(['lines.0.qty']);
    const sheet = await st.sheet(task.id, [{ skuId: sku.id, qty: '3' }]);
    const save = await st.save(sheet, [{ skuId: sku.id, qty: '-0.5' }]);
    expect(fields(save)).toEqual(['lines.0.qty']);
    expect(fields(await st.scan(sheet.id, sku.code, { qty: '-1' }))).toEqual(['qty']);
    expect((await st.detail(sheet.id)).lines?.map((l) => l.qty)).toEqual(['3']);
  });

  it('names the scope fields a task needs', async () => {
    expect(fields(await st.addTask({ warehouseId: w, scope: 'SKUS', scopeIds: [] }))).toEqual(['scopeIds']);
    expect(fields(await st.addTask({ warehouseId: w, scope: 'LOCATIONS' }))).toEqual(['locations']);
    expect(fields(await st.addTask({ warehouseId: w, gapMode: 'SOMETIMES' as 'ZERO' }))).toEqual(['gapMode']);
  });

  it('refuses a SKU outside the scope and a location outside a location scope', async () => {
    const other = await kit.sku();
    const task = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [sku.id] });
    const res = await st.addSheet(task.id, [{ skuId: other.id, qty: '1' }]);
    expect(fields(res)).toEqual(['lines.0.skuId']);
    expect(res.body.msg).toContain(task.billNo);
    const byLocation = await st.task({ warehouseId: w, scope: 'LOCATIONS', locations: ['A-01'] });
    expect(fields(await st.addSheet(byLocation.id, [{ skuId: sku.id, qty: '1', location: 'Z-09' }]))).toEqual(['lines.0.location']);
  });

  it('refuses a stale save, a recount without differences and a confirmation before completion', async () => {
    const task = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [sku.id] });
    const sheet = await st.sheet(task.id, [{ skuId: sku.id, qty: '10' }]);
    st.ok(await st.scan(sheet.id, sku.code));
    const stale = await st.save(sheet, [{ skuId: sku.id, qty: '10' }]);
    expect(stale.body.msg).toMatch(/changed by someone else/);
    expect((await st.detail(sheet.id)).lines?.[0].qty).toBe('11');
    st.ok(await st.save(await st.detail(sheet.id), [{ skuId: sku.id, qty: '10' }]));
    expect((await st.recheck(task.id)).body.msg).toMatch(/no differences/);
    expect((await st.op('confirm', task)).body.msg).toMatch(/is in progress: it cannot be confirmed/);
  });

  it('refuses a file that is not a workbook or lacks the columns', async () => {
    const task = await st.task({ warehouseId: w });
    const text = await st.upload(`taskId=${task.id}`, Buffer.from('code,qty\nA,1\n'));
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('Only .xlsx counting files can be uploaded');
    const { workbookOf } = await import('../../platform/excel/excel.fixture');
    const columns = await st.upload(
      `taskId=${task.id}`,
      await workbookOf([
        ['name', 'x'],
        ['a', 1],
      ]),
    );
    expect(columns.body.msg).toMatch(/needs a “SKU code” or “Barcode” column/);
  });
});
