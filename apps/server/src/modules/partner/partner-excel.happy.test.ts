import { type CustomerDetail, type CustomerView, type Page, type SupplierView, XLSX_CONTENT_TYPE } from '@quire/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows, workbookOf } from '../../platform/excel/excel.fixture';
import { exportNow, importNow } from '../../platform/excel/index';
import { customerExport, customerImport } from './customer.excel';
import { addCustomer, addSupplier, CUSTOMER_WRITES, member, SUPPLIER_WRITES } from './partner.test-kit';
import { supplierExport, supplierImport } from './supplier.excel';

const t = await startTestApp();

async function clerkOf(grants: string[]) {
  const group = await t.given.businessGroup();
  const employee = await t.given.employee({ groups: [group.id], grants });
  const session = await member(t, [group.id], grants);
  return { group, employee, session, auth: authOf(employee, group.id, grants) };
}

/** The template's header in this language, without the required marks. */
async function templateHeader(url: string, session: Awaited<ReturnType<typeof member>>, language: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(await t.signedHeaders(session, 'GET', url, '')), language },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return (wb.worksheets[0].getRow(1).values as string[]).slice(1);
}

describe('customer export and import (happy)', () => {
  it('queues an export from the list page’s filters', async () => {
    const { session } = await clerkOf([...CUSTOMER_WRITES, 'wholesale:customer:export']);
    const res = await t.call<{ taskId: string }>(session, 'POST', '/api/customer/jcCustomerInfo/exportExcel', {
      keyword: '文具',
      status: 'NORMAL',
      pageNum: 1,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.taskId).toMatch(/^\d+$/);
  });

  it('exports the filtered customers of the business group with labels in the caller’s language', async () => {
    const { session, auth } = await clerkOf(CUSTOMER_WRITES);
    await addCustomer(t, session, {
      customerCode: 'E1',
      customerName: '南京鼓楼办公用品商行',
      customerType: 'OFFICE',
      ifCreditLimit: true,
      creditLimit: '70000',
    });
    await addCustomer(t, session, { customerCode: 'E2', customerName: '上海晨曦文具店' });
    const elsewhere = await clerkOf(CUSTOMER_WRITES);
    await addCustomer(t, elsewhere.session, { customerCode: 'E3', customerName: '别组的办公客户', customerType: 'OFFICE' });

    const { task, file } = await exportNow(t.db, customerExport, { auth, filters: { type: 'OFFICE' }, lang: 'zh-CN' });
    expect(task).toMatchObject({ status: 'FINISHED', totalRows: 1 });
    const rows = await sheetRows(file as Buffer);
    expect(rows[0].slice(0, 5)).toEqual(['客户编码', '客户名称', '助记码', '主码', '客户类型']);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries((rows[0] as string[]).map((h, i) => [h, rows[1][i]]));
    expect(row).toMatchObject({
      客户编码: 'E1',
      客户名称: '南京鼓楼办公用品商行',
      助记码: 'NJGLBGYPSH',
      客户类型: '办公',
      信用控制: '是',
      信用额度: 70000,
      状态: '正常',
      默认收货地址: '上海市 浦东新区 张杨路 100 号',
    });

    const all = await exportNow(t.db, customerExport, { auth, filters: {}, lang: 'en-US' });
    const enRows = await sheetRows(all.file as Buffer);
    expect(enRows[0][0]).toBe('Customer code');
    expect(enRows.slice(1).map((r) => r[0])).toEqual(['E1', 'E2']);
  });

  it('serves a template with the default address columns', async () => {
    const { session } = await clerkOf([...CUSTOMER_WRITES, 'wholesale:customer:import']);
    const header = await templateHeader('/api/customer/jcCustomerInfo/importTemplate', session, 'zh-CN');
    expect(header.slice(0, 2)).toEqual(['*客户编码', '*客户名称']);
    expect(header).toEqual(expect.arrayContaining(['*客户类型', '收货人', '收货电话', '省', '市', '区/县', '详细地址']));
  });

  it('imports customers with their default address, labels in any language and the salesperson by employee code', async () => {
    const { group, session, auth } = await clerkOf(CUSTOMER_WRITES);
    const sales = await t.given.employee({ groups: [group.id], name: '王晓燕', employeeNo: `sales${group.id}` });
    await addCustomer(t, session, { customerCode: 'HQ1', customerName: '宁波文华书城' });
    const file = await workbookOf([
      [
        '*客户编码',
        '*客户名称',
        '客户类型',
        '主码',
        '业务员工号',
        '返利比例(%)',
        '返利类型',
        '信用控制',
        '信用额度',
        '联系人',
        '联系电话',
        '省',
        '市',
        '区/县',
        '详细地址',
      ],
      [
        'i1',
        '杭州市学军小学',
        '办公',
        null,
        `SALES${group.id}`,
        null,
        null,
        '否',
        null,
        '何老师',
        '0571-88823105',
        '浙江省',
        '杭州市',
        '西湖区',
        '文三路 98 号',
      ],
      [
        'I2',
        '宁波鄞州学海文具店',
        'General shop',
        'hq1',
        null,
        3,
        'Cash back',
        'Yes',
        20000,
        '马丽',
        '13732108854',
        null,
        null,
        null,
        null,
      ],
    ]);
    const { task, errorFile } = await importNow(t.db, customerImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'zh-CN' });
    expect(errorFile ? await sheetRows(errorFile) : undefined).toBeUndefined();
    expect(task).toMatchObject({ status: 'FINISHED', okRows: 2, failedRows: 0 });

    const page = await t.call<Page<CustomerView>>(session, 'GET', '/api/customer/jcCustomerInfo/page?sort=customerCode');
    const [school, shop] = page.body.data.list.filter((c) => c.customerCode !== 'HQ1');
    expect(school).toMatchObject({
      customerCode: 'I1',
      mnemonic: 'HZSXJXX',
      customerType: 'OFFICE',
      salespersonName: '王晓燕',
      salespersonId: String(sales.id),
      defaultAddress: '浙江省 杭州市 西湖区 文三路 98 号',
      customerStatus: 'NORMAL',
    });
    expect(shop).toMatchObject({
      customerCode: 'I2',
      customerType: 'GENERAL_SHOP',
      mainCode: 'HQ1',
      rebateRatio: '3.00',
      rebateType: 'CASH_BACK',
      ifCreditLimit: true,
      creditLimit: '20000.00',
      defaultAddress: null,
    });
    const detail = await t.call<CustomerDetail>(session, 'GET', `/api/customer/jcCustomerInfo/itemList/${school.id}`);
    expect(detail.body.data.addresses).toMatchObject([{ contactName: '何老师', contactPhone: '0571-88823105', isDefault: true }]);
  });
});

describe('supplier export and import (happy)', () => {
  it('exports suppliers with labels and the tax rate as a percentage', async () => {
    const { session, auth } = await clerkOf(SUPPLIER_WRITES);
    await addSupplier(t, session, {
      supplierCode: 'X1',
      supplierName: '得力集团有限公司',
      taxpayerType: 'MINI',
      taxRate: '0.03',
      supplierType: 'AFFILIATED',
    });
    const { file } = await exportNow(t.db, supplierExport, { auth, filters: { taxpayerType: 'MINI' }, lang: 'zh-CN' });
    const rows = await sheetRows(file as Buffer);
    const row = Object.fromEntries((rows[0] as string[]).map((h, i) => [h, rows[1][i]]));
    expect(row).toMatchObject({ 供应商编码: 'X1', 纳税人类型: '小规模纳税人', 税率: 0.03, 供应商类型: '关联供应商', 状态: '启用' });
  });

  it('imports suppliers, reading 13% as 0.13', async () => {
    const { session, auth } = await clerkOf(SUPPLIER_WRITES);
    const file = await workbookOf([
      ['Supplier code', 'Supplier name', 'Taxpayer type', 'Tax rate', 'Supplier type', 'Bank account'],
      ['s1', '上海晨光文具股份有限公司', '一般纳税人', '13%', null, '121909876510201'],
      ['S2', '李建军（手工本册加工）', 'Individual', '0', 'AFFILIATED', null],
    ]);
    const { task } = await importNow(t.db, supplierImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'en-US' });
    expect(task).toMatchObject({ status: 'FINISHED', okRows: 2 });
    const page = await t.call<Page<SupplierView>>(session, 'POST', '/api/basic/supplier/page', { sort: 'supplierCode' });
    expect(page.body.data.list.map((s) => [s.supplierCode, s.mnemonic, s.taxpayerType, s.taxRate, s.supplierType, s.status])).toEqual([
      ['S1', 'SHCGWJGFYXGS', 'GENERAL', '0.1300', 'CUSTOM', 'ENABLE'],
      ['S2', 'LJJSGBCJG', 'INDIVIDUAL', '0.0000', 'AFFILIATED', 'ENABLE'],
    ]);
  });
});
