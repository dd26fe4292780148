import type { CustomerView, Page, SupplierView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows, workbookOf } from '../../platform/excel/excel.fixture';
import { importNow } from '../../platform/excel/index';
import { customerImport } from './customer.excel';
import { addCustomer, addSupplier, CUSTOMER_WRITES, member, SUPPLIER_WRITES } from './partner.test-kit';
import { supplierImport } from './supplier.excel';

const t = await startTestApp();

async function clerkOf(grants: string[]) {
  const group = await t.given.businessGroup();
  const employee = await t.given.employee({ groups: [group.id], grants });
  const session = await member(t, [group.id], grants);
  return { group, session, auth: authOf(employee, group.id, grants) };
}

const HEADER = [
  '客户编码',
  '客户名称',
  '客户类型',
  '返利比例(%)',
  '返利类型',
  '信用控制',
  '信用额度',
  '银行账号',
  '收货人',
  '收货电话',
  '详细地址',
];

async function customerCodes(session: Awaited<ReturnType<typeof member>>) {
  const page = await t.call<Page<CustomerView>>(session, 'GET', '/api/customer/jcCustomerInfo/page?sort=customerCode&pageSize=100');
  return page.body.data.list.map((c) => c.customerCode);
}

describe('customer import (error)', () => {
  const rows = [
    HEADER,
    ['OK1', '好客户一', '普通门店', null, null, null, null, null, null, null, null],
    ['TOOLONGCODE', '编码太长', '普通门店', null, null, null, null, null, null, null, null],
    ['R3', '返利超限', '普通门店', '100.5', '现返', null, null, null, null, null, null],
    ['R4', '信用无额度', '办公', null, null, '是', null, null, null, null, null],
    ['R5', '账号太长', '办公', null, null, null, null, '1'.repeat(21), null, null, null],
    ['R6', '类型不对', '批发商', null, null, null, null, null, null, null, null],
    ['R7', '地址不全', '普通门店', null, null, null, null, null, '张三', null, null],
    ['ok1', '同一文件重复编码', '普通门店', null, null, null, null, null, null, null, null],
    ['OK2', '好客户二', '样板店', '2', '周期返利', '是', '5000', null, '李四', '13900139000', '人民路 1 号'],
  ];

  it('ALL_OR_NOTHING: commits nothing and names every failed row and column', async () => {
    const { session, auth } = await clerkOf(CUSTOMER_WRITES);
    const { task, errorFile } = await importNow(t.db, customerImport, {
      auth,
      file: await workbookOf(rows),
      mode: 'ALL_OR_NOTHING',
      lang: 'zh-CN',
    });
    expect(task).toMatchObject({ status: 'FAILED', totalRows: 9, okRows: 0, failedRows: 7 });
    expect(await customerCodes(session)).toEqual([]);
    const errors = (await sheetRows(errorFile as Buffer)).slice(1).map(([row, column]) => [row, column]);
    expect(errors).toEqual([
      [3, '客户编码'],
      [4, '返利比例(%)'],
      [5, '信用额度'],
      [6, '银行账号'],
      [7, '客户类型'],
      [8, '详细地址'],
      [8, '收货电话'],
      [9, '客户编码'],
    ]);
  });

  it('SKIP_FAILED: commits the good rows only', async () => {
    const { session, auth } = await clerkOf(CUSTOMER_WRITES);
    const { task, errorFile } = await importNow(t.db, customerImport, {
      auth,
      file: await workbookOf(rows),
      mode: 'SKIP_FAILED',
      lang: 'en-US',
    });
    expect(task).toMatchObject({ status: 'FINISHED', okRows: 2, failedRows: 7 });
    expect(await customerCodes(session)).toEqual(['OK1', 'OK2']);
    const messages = (await sheetRows(errorFile as Buffer)).slice(1).map((r) => r[3]);
    expect(messages).toContain('The customer type must be Model store, Office or General shop');
    expect(messages).toContain('A delivery address needs a recipient, a phone and the street address');
  });

  it('refuses codes and names already in the business group, and unknown salespeople and head offices', async () => {
    const { session, auth } = await clerkOf(CUSTOMER_WRITES);
    await addCustomer(t, session, { customerCode: 'TAKEN', customerName: '已有客户' });
    const file = await workbookOf([
      ['客户编码', '客户名称', '客户类型', '业务员工号', '主码'],
      ['taken', '新名字', '办公', null, null],
      ['NEW1', '已有客户', '办公', null, null],
      ['NEW2', '无此业务员', '办公', 'nobody', null],
      ['NEW3', '无此总店', '办公', null, 'NOPE'],
    ]);
    const { task, errorFile } = await importNow(t.db, customerImport, { auth, file, mode: 'SKIP_FAILED', lang: 'zh-CN' });
    expect(task).toMatchObject({ status: 'FAILED', okRows: 0, failedRows: 4 });
    const errors = (await sheetRows(errorFile as Buffer)).slice(1);
    expect(errors.map((r) => [r[0], r[1], r[3]])).toEqual([
      [2, '客户编码', '客户编码“TAKEN”已存在'],
      [3, '客户名称', '客户名称“已有客户”已存在'],
      [4, '业务员工号', '业务员不存在或不属于当前业务组织'],
      [5, '主码', '主码“NOPE”对应的客户不存在'],
    ]);
    expect(await customerCodes(session)).toEqual(['TAKEN']);
  });

  it('refuses two rows of one file with the same name when saving', async () => {
    const { session, auth } = await clerkOf(CUSTOMER_WRITES);
    const file = await workbookOf([
      ['客户编码', '客户名称', '客户类型'],
      ['D1', '同名客户', '办公'],
      ['D2', '同名客户', '办公'],
    ]);
    const { task } = await importNow(t.db, customerImport, { auth, file, mode: 'SKIP_FAILED', lang: 'zh-CN' });
    expect(task).toMatchObject({ okRows: 1, failedRows: 1 });
    expect(await customerCodes(session)).toEqual(['D1']);
  });
});

describe('supplier import (error)', () => {
  it('names the tax rate of 1 or more, a long bank account and a taken code', async () => {
    const { session, auth } = await clerkOf(SUPPLIER_WRITES);
    await addSupplier(t, session, { supplierCode: 'OLD', supplierName: '老供应商' });
    const file = await workbookOf([
      ['供应商编码', '供应商名称', '纳税人类型', '税率', '银行账号'],
      ['N1', '税率过高', '一般纳税人', '1', null],
      ['N2', '百分比过高', '一般纳税人', '100%', null],
      ['N3', '账号过长', '一般纳税人', '0.13', '6'.repeat(21)],
      ['old', '编码已用', '一般纳税人', '0.13', null],
      ['N5', '类型不对', '企业', '0.13', null],
      ['N6', '好供应商', '小规模纳税人', '3%', null],
    ]);
    const { task, errorFile } = await importNow(t.db, supplierImport, { auth, file, mode: 'SKIP_FAILED', lang: 'zh-CN' });
    expect(task).toMatchObject({ status: 'FINISHED', okRows: 1, failedRows: 5 });
    const errors = (await sheetRows(errorFile as Buffer)).slice(1).map((r) => [r[0], r[1]]);
    expect(errors).toEqual([
      [2, '税率'],
      [3, '税率'],
      [4, '银行账号'],
      [5, '供应商编码'],
      [6, '纳税人类型'],
    ]);
    const page = await t.call<Page<SupplierView>>(session, 'POST', '/api/basic/supplier/page', { sort: 'supplierCode' });
    expect(page.body.data.list.map((s) => [s.supplierCode, s.taxRate])).toEqual([
      ['N6', '0.0300'],
      ['OLD', '0.1300'],
    ]);
  });
});
