// 采购订单导入: rows grouped into one draft per (supplier, warehouse, deadline), the two modes,
// each bad row named in the task's language, and who may import.
import type { DocumentDetailView, DocumentHeaderView, Page } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { importNow } from '../../platform/excel';
import { authOf, sheetRows, workbookOf } from '../../platform/excel/excel.fixture';
import { addSupplier } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { parseDeadline, parseTaxRate, purchaseOrderImport } from './purchase-import';

const t = await startTestApp();
const admin = await t.given.admin();
const group = await t.given.defaultGroup();
const kit = productKit(t);
const wh = warehouseHelpers(t);
const importer = await t.given.employee();
const auth = authOf(importer, group.id, ['purchase:purchaseOrder:import']);

const physical = await wh.physical(admin);
const warehouse = await wh.logical(admin, physical.id);
const [pen, clip] = [await kit.sku(), await kit.sku()];
const HEADER = ['供应商编码', '收货仓库编码', '交货期限', '商品编码', '数量', '含税单价', '税率', '备注'];
const DEADLINE = '2099-06-30 17:00';

async function ordersOf(supplierId: string) {
  const page = await kit.ok<Page<DocumentHeaderView>>('POST', '/api/order/purchaseOrder/page', {
    pageNum: 1,
    pageSize: 20,
    partnerId: supplierId,
  });
  return Promise.all(page.list.map((r) => kit.ok<DocumentDetailView>('GET', `/api/order/purchaseOrder/${r.id}`)));
}
async function errorsOf(file: Buffer | undefined) {
  const [, ...rows] = await sheetRows(file as Buffer);
  return rows.map((r) => r.map((c) => (c === undefined || c === null ? '' : String(c))));
}

describe('purchase order import (happy)', () => {
  it('makes one draft per supplier, warehouse and deadline, its lines in file order with their amounts', async () => {
    const [s1, s2] = [await addSupplier(t, admin), await addSupplier(t, admin)];
    const file = await workbookOf([
      HEADER,
      [s1.supplierCode, warehouse.code, DEADLINE, pen.code, '10', '11.3', '13%', '首批'],
      [s2.supplierCode, warehouse.code, DEADLINE, pen.code, '3', '2.5', '0', null],
      [s1.supplierCode, warehouse.code, DEADLINE, clip.code, '5', '2.26', '0.13', null],
    ]);
    const result = await importNow(t.db, purchaseOrderImport, { auth, file, mode: 'ALL_OR_NOTHING' });
    expect(result.task).toMatchObject({ status: 'FINISHED', totalRows: 3, okRows: 3, failedRows: 0 });

    const [first] = await ordersOf(s1.id);
    expect(await ordersOf(s1.id)).toHaveLength(1);
    expect(first).toMatchObject({ status: 'DRAFT', warehouseId: warehouse.id, totalAmount: '124.30', totalQty: '15.0000' });
    expect(Date.parse(String(first.deliveryDeadline))).toBe(Date.parse(parseDeadline(DEADLINE) as string));
    expect(first.lines.map((l) => [l.lineNo, l.skuId, Number(l.qty), l.price, l.taxRate, l.amount, l.remark ?? null])).toEqual([
      [1, pen.id, 10, '11.3', '0.13', '113.00', '首批'],
      [2, clip.id, 5, '2.26', '0.13', '11.30', null],
    ]);
    const [second] = await ordersOf(s2.id);
    expect(second.lines.map((l) => [l.skuId, l.amount, l.taxRate])).toEqual([[pen.id, '7.50', '0']]);
  });

  it('reads a deadline as a date (end of that day) or with a time, and a rate as 13%, 13 or 0.13', () => {
    expect(new Date(parseDeadline('2099-01-02') as string).getHours()).toBe(23);
    expect(parseDeadline('2099/1/2 08:30')).toBe(new Date(2099, 0, 2, 8, 30).toISOString());
    expect(parseDeadline('2099-02-30')).toBeNull();
    expect([parseTaxRate('13%'), parseTaxRate('13'), parseTaxRate('0.13'), parseTaxRate('0'), parseTaxRate('100%')]).toEqual([
      '0.13',
      '0.13',
      '0.13',
      '0',
      null,
    ]);
  });
});

describe('purchase order import (error)', () => {
  it('all or nothing: an unknown SKU row is named (row, column, code) and no order is made', async () => {
    const s = await addSupplier(t, admin);
    const file = await workbookOf([
      HEADER,
      [s.supplierCode, warehouse.code, DEADLINE, pen.code, '10', '11.3', '13%', null],
      [s.supplierCode, warehouse.code, DEADLINE, 'NO-SUCH-SKU', '1', '1', '13%', null],
    ]);
    const result = await importNow(t.db, purchaseOrderImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'zh-CN' });
    expect(result.task).toMatchObject({ status: 'FAILED', okRows: 0, failedRows: 1 });
    expect(await ordersOf(s.id)).toEqual([]);
    expect(await errorsOf(result.errorFile)).toEqual([['3', '商品编码', 'NO-SUCH-SKU', '商品编码NO-SUCH-SKU不存在']]);
  });

  it('skip failed: the good rows make their order; each bad row says why, in English when asked', async () => {
    const s = await addSupplier(t, admin);
    const file = await workbookOf([
      HEADER,
      [s.supplierCode, warehouse.code, DEADLINE, pen.code, '2', '1', '13%', null],
      [s.supplierCode, 'NO-SUCH-WH', DEADLINE, pen.code, '1', '1', '13%', null],
      [s.supplierCode, warehouse.code, '2020-01-01', clip.code, '1', '1', '13%', null],
      [s.supplierCode, warehouse.code, 'soon', clip.code, '1', '1', '13%', null],
      [s.supplierCode, warehouse.code, DEADLINE, clip.code, '0', '1', '13%', null],
      [s.supplierCode, warehouse.code, DEADLINE, clip.code, '1', '1', '150%', null],
      [s.supplierCode, warehouse.code, DEADLINE, pen.code, '1', '1', '13%', null],
    ]);
    const result = await importNow(t.db, purchaseOrderImport, { auth, file, mode: 'SKIP_FAILED', lang: 'en-US' });
    expect(result.task).toMatchObject({ status: 'FINISHED', okRows: 1, failedRows: 6 });
    const orders = await ordersOf(s.id);
    expect(orders.map((o) => o.lines.map((l) => [l.skuId, Number(l.qty)]))).toEqual([[[pen.id, 2]]]);
    const errors = new Map((await errorsOf(result.errorFile)).map((e) => [e[0], [e[1], e[3]]]));
    expect(errors.get('3')).toEqual(['Warehouse code', 'Warehouse code NO-SUCH-WH does not exist in this business group']);
    expect(errors.get('4')?.[0]).toBe('Delivery deadline');
    expect(errors.get('4')?.[1]).toMatch(/delivery date has passed/);
    expect(errors.get('5')).toEqual(['Delivery deadline', 'The delivery deadline must be YYYY-MM-DD or YYYY-MM-DD HH:mm']);
    expect(errors.get('6')?.[0]).toBe('Quantity');
    expect(errors.get('7')?.[0]).toBe('Tax rate');
    // The same SKU twice for one order: the second row.
    expect(errors.get('8')?.[0]).toBe('SKU code');
  });
});

describe('purchase order import (security)', () => {
  it('names another group’s supplier code as not found, and makes nothing for it', async () => {
    const otherGroup = await t.given.businessGroup();
    const outsider = await t.given.session({ isAdmin: true, groups: [otherGroup.id] });
    const theirs = await addSupplier(t, { ...outsider, belongId: String(otherGroup.id) } as typeof admin);
    const file = await workbookOf([HEADER, [theirs.supplierCode, warehouse.code, DEADLINE, pen.code, '1', '1', '13%', null]]);
    const result = await importNow(t.db, purchaseOrderImport, { auth, file, mode: 'SKIP_FAILED', lang: 'zh-CN' });
    expect(result.task).toMatchObject({ okRows: 0, failedRows: 1 });
    expect(await errorsOf(result.errorFile)).toEqual([
      ['2', '供应商编码', theirs.supplierCode, `供应商编码${theirs.supplierCode}不存在或不属于当前业务组织`],
    ]);
  });

  it('answers a user without the import permission 无导入权限 (403), for the template and the upload', async () => {
    const viewer = await t.given.session({ grants: ['/purchase/purchaseOrder', 'purchase:purchaseOrder:add'] });
    for (const [method, url] of [
      ['GET', '/api/order/purchaseOrder/importTemplate'],
      ['POST', '/api/order/purchaseOrder/importExcel?mode=ALL_OR_NOTHING'],
    ]) {
      const res = await t.call(viewer, method, url, undefined, { language: 'zh-CN' });
      expect(res.status, url).toBe(403);
      expect(res.body.msg).toBe('无导入权限');
    }
    const en = await t.call(viewer, 'GET', '/api/order/purchaseOrder/importTemplate');
    expect(en.body.msg).toBe('No permission for import');

    const buyer = await t.given.session({ grants: ['/purchase/purchaseOrder', 'purchase:purchaseOrder:import'] });
    const template = await t.call(buyer, 'GET', '/api/order/purchaseOrder/importTemplate', undefined, { language: 'zh-CN' });
    expect(template.status).toBe(200);
    const [header] = await sheetRows(template.body.data as unknown as Buffer);
    expect(header).toEqual(['*供应商编码', '*收货仓库编码', '*交货期限', '*商品编码', '*数量', '*含税单价', '*税率', '备注']);
  });
});
