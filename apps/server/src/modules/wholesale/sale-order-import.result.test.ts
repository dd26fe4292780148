// 导入建单 answers a task: when it finishes, the importer sees which orders it made (bill
// numbers to open), and the sale order list marks and filters imported orders.
import type { DocumentHeaderView, Page, SaleOrderImportResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { importNow } from '../../platform/excel';
import { authOf, workbookOf } from '../../platform/excel/excel.fixture';
import { addCustomer, member } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { saleOrderImport } from './sale-order-import';

const t = await startTestApp();
const admin = await t.given.admin();
const group = await t.given.defaultGroup();
const kit = productKit(t);
const wh = warehouseHelpers(t);
const GRANTS = ['/wholesale/saleOrder', 'wholesale:saleOrder:add', 'wholesale:saleOrder:import'];
const importer = await member(t, [group.id], GRANTS);
const warehouse = await wh.logical(admin, (await wh.physical(admin)).id);
const pen = await kit.sku();
const BASE = '/api/order/saleOrder';

const result = (s: Parameters<typeof t.call>[0], taskId: string) =>
  t.call<SaleOrderImportResult>(s, 'POST', `${BASE}/importResult`, { taskId });
const page = async (s: Parameters<typeof t.call>[0], q: Record<string, unknown>) => {
  const res = await t.call<Page<DocumentHeaderView>>(s, 'POST', `${BASE}/page`, { pageNum: 1, pageSize: 50, ...q });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.list;
};

describe('sale order import: which orders a task made', () => {
  it('names every order the task made, in file order, with its customer, ref, lines and amount', async () => {
    const [c1, c2] = [await addCustomer(t, admin), await addCustomer(t, admin)];
    const file = await workbookOf([
      ['客户编码', '订单参考号', '销售来源', '发货仓库编码', '商品编码或条码', '数量', '单价'],
      [c1.customerCode, 'A', '门店', warehouse.code, pen.code, '2', '3'],
      [c2.customerCode, 'B', '门店', warehouse.code, pen.code, '1', '4'],
      [c1.customerCode, 'C', '门店', warehouse.code, pen.code, '5', '1'],
    ]);
    const done = await importNow(t.db, saleOrderImport, {
      auth: authOf({ id: Number(importer.employeeId), employeeNo: 'importer' }, group.id, GRANTS),
      file,
    });
    expect(done.task.status).toBe('FINISHED');

    const res = await result(importer, done.taskId);
    expect(res.body.code, res.body.msg).toBe(200);
    const { orders } = res.body.data;
    expect(orders.map((o) => [o.customerId, o.importRef, o.lineCount, o.totalAmount])).toEqual([
      [c1.id, 'A', 1, '6.00'],
      [c2.id, 'B', 1, '4.00'],
      [c1.id, 'C', 1, '5.00'],
    ]);
    for (const o of orders) expect(o.billNo).toMatch(/^[A-Z]+\d+/);

    // The list: imported orders carry origin IMPORT and the origin filter finds exactly them.
    const imported = await page(importer, { origin: 'IMPORT' });
    const ids = new Set(imported.map((r) => r.id));
    for (const o of orders) expect(ids.has(o.id)).toBe(true);
    expect(imported.every((r) => r.origin === 'IMPORT')).toBe(true);
    const manual = await page(importer, { origin: 'MANUAL' });
    expect(manual.some((r) => ids.has(r.id))).toBe(false);
  });

  it('a manually added order is 手工 on the list, never 导入', async () => {
    const c = await addCustomer(t, admin);
    const saved = await t.call<{ id: string }>(admin, 'PUT', `${BASE}/add`, {
      billDate: new Date().toLocaleDateString('sv-SE'),
      customerId: c.id,
      warehouseId: warehouse.id,
      saleSource: 'IN_STORE',
      lines: [{ skuId: pen.id, qty: '1', price: '2' }],
    });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect((await page(admin, { origin: 'MANUAL', partnerId: c.id })).map((r) => r.id)).toEqual([saved.body.data.id]);
    expect(await page(admin, { origin: 'IMPORT', partnerId: c.id })).toEqual([]);
    const bad = await t.call(admin, 'POST', `${BASE}/page`, { pageNum: 1, pageSize: 10, origin: 'EXCEL' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('origin');
  });

  it('another employee’s task answers nothing; without the import permission the route is refused', async () => {
    const c = await addCustomer(t, admin);
    const file = await workbookOf([
      ['客户编码', '商品编码或条码', '数量', '单价'],
      [c.customerCode, pen.code, '1', '1'],
    ]);
    const done = await importNow(t.db, saleOrderImport, {
      auth: authOf({ id: Number(importer.employeeId), employeeNo: 'importer' }, group.id, GRANTS),
      file,
    });
    const other = await member(t, [group.id], GRANTS);
    const foreign = await result(other, done.taskId);
    expect(foreign.body.code).toBe(200);
    expect(foreign.body.data.orders).toEqual([]);
    const clerk = await member(t, [group.id], ['/wholesale/saleOrder', 'wholesale:saleOrder:add']);
    expect((await result(clerk, done.taskId)).status).toBe(403);
    const bad = await t.call(importer, 'POST', `${BASE}/importResult`, { taskId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('taskId');
  });
});
