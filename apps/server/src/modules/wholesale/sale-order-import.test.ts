// 导入建单 (sale orders from .xlsx): rows grouped into one draft per customer and order ref,
// marked IMPORT; every bad row named by row and column with nothing made; who may import;
// and the rule that only a manually added order may change its customer (spec §6).
import { type DocumentDetailView, type DocumentHeaderView, type Language, type Page, XLSX_CONTENT_TYPE } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { type Session, startTestApp } from '../../../test/harness';
import { importNow } from '../../platform/excel';
import { authOf, sheetRows, workbookOf } from '../../platform/excel/excel.fixture';
import { sha256HexOfBytes } from '../../platform/excel/excel-file';
import { addCustomer } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { parseGift, parseSaleSource, SALE_ORDER_IMPORT_MAX_ROWS, saleOrderImport } from './sale-order-import';

const t = await startTestApp();
const admin = await t.given.admin();
const group = await t.given.defaultGroup();
const kit = productKit(t);
const wh = warehouseHelpers(t);
const importer = await t.given.employee();
const auth = authOf(importer, group.id, ['wholesale:saleOrder:import']);

const physical = await wh.physical(admin);
const warehouse = await wh.logical(admin, physical.id);
const [pen, clip] = [await kit.sku(), await kit.sku()];
const HEADER = ['客户编码', '订单参考号', '销售来源', '发货仓库编码', '商品编码或条码', '数量', '单价', '是否赠品', '备注'];
const BASE = '/api/order/saleOrder';

async function ordersOf(customerId: string) {
  const page = await kit.ok<Page<DocumentHeaderView>>('POST', `${BASE}/page`, { pageNum: 1, pageSize: 20, partnerId: customerId });
  const details = await Promise.all(page.list.map((r) => kit.ok<DocumentDetailView>('GET', `${BASE}/${r.id}`)));
  return details.sort((a, b) => Number(a.id) - Number(b.id));
}
async function errorsOf(file: Buffer | undefined) {
  const [, ...rows] = await sheetRows(file as Buffer);
  return rows.map((r) => r.map((c) => (c === undefined || c === null ? '' : String(c))));
}
/** A signed binary upload, as the web sends it. */
async function upload(session: Session, bytes: Buffer, query = 'mode=ALL_OR_NOTHING', language: Language = 'zh-CN') {
  const url = `${BASE}/importExcel?${query}`;
  const headers = await t.signedHeaders(session, 'POST', url, sha256HexOfBytes(bytes));
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': XLSX_CONTENT_TYPE, language },
    payload: bytes,
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; errors?: { field: string }[] } };
}
const barcodeOf = (sku: typeof pen) => String((sku as unknown as { barcodes: (string | { barcode: string })[] }).barcodes[0]);
const boxBarcodeOf = (sku: typeof pen) =>
  String((sku.packages as unknown as { factor: string; barcode: string | null }[]).find((p) => Number(p.factor) === 12)?.barcode);

describe('sale order import (happy)', () => {
  it('makes one draft per customer and order ref, marked IMPORT, its lines in file order; an empty price takes the price resolution’s', async () => {
    const [c1, c2] = [await addCustomer(t, admin), await addCustomer(t, admin)];
    const file = await workbookOf([
      HEADER,
      [c1.customerCode, 'A', '电销', warehouse.code, pen.code, '10', '2.5', '否', '首批'],
      [c2.customerCode, 'A', null, warehouse.code, clip.code, '3', '4', null, null],
      [c1.customerCode, 'A', 'TELESALES', warehouse.code, boxBarcodeOf(clip), '2', null, null, null],
      [c1.customerCode, 'A', '电销', warehouse.code, pen.code, '1', null, '是', '赠品'],
    ]);
    const result = await importNow(t.db, saleOrderImport, { auth, file, mode: 'ALL_OR_NOTHING' });
    expect(result.task).toMatchObject({ status: 'FINISHED', totalRows: 4, okRows: 4, failedRows: 0 });

    const [first, ...more] = await ordersOf(c1.id);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ status: 'DRAFT', warehouseId: warehouse.id, saleSource: 'TELESALES', origin: 'IMPORT', importRef: 'A' });
    expect(first.lines.map((l) => [l.skuId, Number(l.qty), l.price, l.gift, l.priceSource, l.amount, l.remark ?? null])).toEqual([
      [pen.id, 10, '2.5', false, 'MANUAL', '25.00', '首批'],
      // A box barcode counts 12 base units; the price resolution prices the SKU at its wholesale price.
      [clip.id, 24, '1', false, 'WHOLESALE_PRICE', '24.00', null],
      [pen.id, 1, '0', true, 'MANUAL', '0.00', '赠品'],
    ]);
    expect(first.totalAmount).toBe('49.00');
    const [second] = await ordersOf(c2.id);
    expect(second).toMatchObject({ origin: 'IMPORT', saleSource: 'IN_STORE' });
    expect(second.lines.map((l) => [l.skuId, l.amount])).toEqual([[clip.id, '12.00']]);
  });

  it('reads a sale source as a code or a label in any language, a gift flag as 是/否, yes/no, ya/tidak', () => {
    expect(['门店', 'Telesales', 'online (self-run)', 'ONLINE_DELEGATE', '其他'].map(parseSaleSource)).toEqual([
      'IN_STORE',
      'TELESALES',
      'ONLINE_SELF',
      'ONLINE_DELEGATE',
      null,
    ]);
    expect(['是', '否', 'Yes', 'tidak', 'maybe'].map(parseGift)).toEqual([true, false, true, false, null]);
  });

  it('hands out a template with the three-language headers, required columns marked', async () => {
    const res = await t.call(admin, 'GET', `${BASE}/importTemplate`, undefined, { language: 'en-US' });
    expect(res.status).toBe(200);
    const [header] = await sheetRows(res.body.data as unknown as Buffer);
    expect(header).toEqual([
      '*Customer code',
      'Order ref',
      'Sale source',
      'Warehouse code',
      '*SKU code or barcode',
      '*Quantity',
      'Price',
      'Gift',
      'Remark',
    ]);
  });
});

describe('sale order import (error)', () => {
  it('names every bad row by row and column, and makes no order when any row fails', async () => {
    const c = await addCustomer(t, admin);
    const file = await workbookOf([
      HEADER,
      [c.customerCode, 'A', null, warehouse.code, pen.code, '10', '2.5', null, null],
      ['NO-SUCH-CUSTOMER', 'A', null, warehouse.code, pen.code, '1', '1', null, null],
      [c.customerCode, 'A', null, warehouse.code, 'NO-SUCH-SKU', '1', '1', null, null],
      [c.customerCode, 'A', null, warehouse.code, clip.code, '0', '1', null, null],
      [c.customerCode, 'A', null, warehouse.code, clip.code, '-2', '1', null, null],
      [c.customerCode, 'A', null, 'NO-SUCH-WH', clip.code, '1', '1', null, null],
      [c.customerCode, 'A', '批发', warehouse.code, clip.code, '1', '1', null, null],
      [c.customerCode, 'A', null, warehouse.code, clip.code, '1', '1', '是', null],
      [c.customerCode, 'A', null, warehouse.code, barcodeOf(pen), '1', '1', null, null],
    ]);
    const result = await importNow(t.db, saleOrderImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'zh-CN' });
    expect(result.task).toMatchObject({ status: 'FAILED', okRows: 0, failedRows: 8 });
    expect(await ordersOf(c.id)).toEqual([]);
    const errors = new Map((await errorsOf(result.errorFile)).map((e) => [e[0], [e[1], e[3]]]));
    expect(errors.get('3')).toEqual(['客户编码', '客户编码NO-SUCH-CUSTOMER不存在或不属于当前业务组织']);
    expect(errors.get('4')).toEqual(['商品编码或条码', '商品编码或条码NO-SUCH-SKU不存在']);
    expect(errors.get('5')).toEqual(['数量', '数量须为大于0的数字，最多4位小数']);
    expect(errors.get('6')?.[0]).toBe('数量');
    expect(errors.get('7')).toEqual(['发货仓库编码', '仓库编码NO-SUCH-WH不存在或不属于当前业务组织']);
    expect(errors.get('8')?.[0]).toBe('销售来源');
    expect(errors.get('9')).toEqual(['单价', '赠品行单价须为0']);
    // The pen by its barcode is the pen of row 2 again, in the same order.
    expect(errors.get('10')?.[0]).toBe('商品编码或条码');
    expect(errors.has('2')).toBe(false);
  });

  it('refuses, at the upload, a file that is not an .xlsx, too many rows and the skip-failed mode (4xx, no task)', async () => {
    const c = await addCustomer(t, admin);
    const notXlsx = await upload(admin, Buffer.from('客户编码,商品编码\nC1,SKU1\n'));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.msg).toBe('仅支持导入 .xlsx 格式的文件，请使用下载的模板填写后导入');

    const row = [c.customerCode, 'A', null, warehouse.code, pen.code, '1', '1', null, null];
    const big = await workbookOf([HEADER, ...Array.from({ length: SALE_ORDER_IMPORT_MAX_ROWS + 1 }, () => row)]);
    const tooMany = await upload(admin, big);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe(`单次最多导入 ${SALE_ORDER_IMPORT_MAX_ROWS} 行，请拆分文件后重新导入`);

    const small = await workbookOf([HEADER, row]);
    const skip = await upload(admin, small, 'mode=SKIP_FAILED', 'en-US');
    expect(skip.status).toBe(400);
    expect(skip.body.errors?.map((e) => e.field)).toEqual(['mode']);
    expect(await ordersOf(c.id)).toEqual([]);
  });
});

describe('sale order import (security)', () => {
  it('names another group’s customer code as not found, and makes nothing', async () => {
    const otherGroup = await t.given.businessGroup();
    const outsider = await t.given.session({ isAdmin: true, groups: [otherGroup.id] });
    const theirs = await addCustomer(t, { ...outsider, belongId: String(otherGroup.id) } as typeof admin);
    const file = await workbookOf([HEADER, [theirs.customerCode, null, null, warehouse.code, pen.code, '1', '1', null, null]]);
    const result = await importNow(t.db, saleOrderImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'en-US' });
    expect(result.task).toMatchObject({ status: 'FAILED', okRows: 0, failedRows: 1 });
    expect(await errorsOf(result.errorFile)).toEqual([
      ['2', 'Customer code', theirs.customerCode, `Customer code ${theirs.customerCode} does not exist in this business group`],
    ]);
  });

  it('answers a user without the import button 无导入权限 (403), for the template and the upload', async () => {
    const clerk = await t.given.session({ grants: ['/wholesale/saleOrder', 'wholesale:saleOrder:add'] });
    const template = await t.call(clerk, 'GET', `${BASE}/importTemplate`, undefined, { language: 'zh-CN' });
    expect(template.status).toBe(403);
    expect(template.body.msg).toBe('无导入权限');
    const res = await upload(clerk, await workbookOf([HEADER]));
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('无导入权限');
  });
});

describe('customer switch only on manually added orders (spec §6)', () => {
  const edit = (s: Session, doc: DocumentDetailView, customerId: string) =>
    t.call(
      s,
      'POST',
      `${BASE}/update`,
      {
        id: doc.id,
        version: doc.version,
        billDate: doc.billDate,
        customerId,
        warehouseId: doc.warehouseId,
        saleSource: doc.saleSource,
        lines: doc.lines.map((l) => ({ skuId: l.skuId, qty: l.qty, price: l.price, priceSource: 'MANUAL' })),
      },
      { language: 'zh-CN' },
    );

  it('a manual order may change its customer; an imported one is refused on customerId and keeps its origin', async () => {
    const [a, b] = [await addCustomer(t, admin), await addCustomer(t, admin)];
    const manual = await kit.ok<{ id: string }>('PUT', `${BASE}/add`, {
      billDate: new Date().toISOString().slice(0, 10),
      customerId: a.id,
      warehouseId: warehouse.id,
      // A client cannot mark its own order imported.
      origin: 'IMPORT',
      lines: [{ skuId: pen.id, qty: '1', price: '1' }],
    });
    const manualDoc = await kit.ok<DocumentDetailView>('GET', `${BASE}/${manual.id}`);
    expect(manualDoc.origin).toBe('MANUAL');
    const switched = await edit(admin, manualDoc, b.id);
    expect(switched.body, JSON.stringify(switched.body)).toMatchObject({ code: 200 });
    expect((await kit.ok<DocumentDetailView>('GET', `${BASE}/${manual.id}`)).partnerId).toBe(b.id);

    const file = await workbookOf([HEADER, [a.customerCode, 'X', null, warehouse.code, pen.code, '2', '1', null, null]]);
    expect((await importNow(t.db, saleOrderImport, { auth, file })).task.status).toBe('FINISHED');
    const [imported] = await ordersOf(a.id);
    expect(imported.origin).toBe('IMPORT');
    const refused = await edit(admin, imported, b.id);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('仅手工新增的订单可以更换客户');
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['customerId']);
    expect((await kit.ok<DocumentDetailView>('GET', `${BASE}/${imported.id}`)).partnerId).toBe(a.id);
    // The same customer: the imported order is edited and stays IMPORT.
    const kept = await edit(admin, imported, a.id);
    expect(kept.body.code).toBe(200);
    expect((await kit.ok<DocumentDetailView>('GET', `${BASE}/${imported.id}`)).origin).toBe('IMPORT');
  });
});
