import type { CustomerAccount, CustomerDetail, CustomerOption, CustomerView, Page } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { getCustomerForSale, mnemonicOf } from './index';
import { addCustomer, CUSTOMER_WRITES, customerBody, member, nextCode } from './partner.test-kit';

const t = await startTestApp();
const group = await t.given.businessGroup();
const clerk = await member(t, [group.id], CUSTOMER_WRITES);
const base = '/api/customer/jcCustomerInfo';

describe('customer (happy)', () => {
  it('adds a customer with billing info and addresses, generating the mnemonic and upper-casing the code', async () => {
    const saved = await addCustomer(t, clerk, {
      customerCode: 'cg01',
      customerName: '晨光文具店',
      customerType: 'MODEL',
      areaCode: '310100',
      areaName: '上海市',
      rebateRatio: '2.5',
      rebateType: 'CASH_BACK',
      ifCreditLimit: true,
      creditLimit: '50000',
      deferredPayment: 30,
      monthlySettlement: true,
      lastPriceSale: true,
      presetPriceSet: 2,
      rewardRatio: 1,
      invoiceTitle: '上海晨光文具店',
      taxNo: '91310115MA1H7XKQ3B',
      bankName: '中国工商银行',
      bankAccount: '62220210010012345678',
    });
    expect(saved).toMatchObject({
      customerCode: 'CG01',
      customerName: '晨光文具店',
      mnemonic: 'CGWJD',
      customerType: 'MODEL',
      rebateRatio: '2.50',
      rebateType: 'CASH_BACK',
      ifCreditLimit: true,
      creditLimit: '50000.00',
      deferredPayment: 30,
      presetPriceSet: 2,
      rewardRatio: '1.00',
      customerStatus: 'NORMAL',
      bankAccount: '62220210010012345678',
      businessGroupId: String(group.id),
      defaultAddress: '上海市 浦东新区 张杨路 100 号',
    });
    expect(saved.customerInfoId).toBe(saved.id);
    expect(saved.addresses).toHaveLength(1);
    expect(saved.addresses[0]).toMatchObject({ isDefault: true, fullAddress: '上海市 浦东新区 张杨路 100 号' });

    const read = await t.call<CustomerDetail>(clerk, 'GET', `${base}/itemList/${saved.id}`);
    expect(read.body.data).toEqual(saved);
  });

  it('keeps a mnemonic the clerk typed, in upper case', async () => {
    const saved = await addCustomer(t, clerk, { customerName: '宁波文华书城', mnemonic: 'nbwh' });
    expect(saved.mnemonic).toBe('NBWH');
    expect(mnemonicOf('上海晨曦文具店')).toBe('SHCXWJD');
    expect(mnemonicOf('ABC文具 2店')).toBe('ABCWJ2D');
    expect(mnemonicOf('Toko Alat Tulis Sinar Jaya')).toBe('TATSJ');
  });

  it('updates the customer and its addresses in one save: kept ids stay, the new default replaces the old', async () => {
    const saved = await addCustomer(t, clerk);
    const [first] = saved.addresses;
    const res = await t.call<CustomerDetail>(clerk, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: saved.customerCode, customerName: `${saved.customerName}改` }),
      id: saved.id,
      addresses: [
        { ...first, id: first.id, isDefault: false, detail: '张杨路 200 号' },
        { contactName: '李四', contactPhone: '13900139000', detail: '世纪大道 1 号', isDefault: true },
        { contactName: '王五', contactPhone: '13700137000', detail: '川沙路 5 号' },
      ],
    });
    expect(res.body.code).toBe(200);
    const updated = res.body.data;
    expect(updated.customerName).toBe(`${saved.customerName}改`);
    expect(updated.addresses).toHaveLength(3);
    expect(updated.addresses.filter((a) => a.isDefault)).toHaveLength(1);
    expect(updated.addresses[0]).toMatchObject({ isDefault: true, detail: '世纪大道 1 号' });
    expect(updated.addresses.find((a) => a.id === first.id)?.detail).toBe('张杨路 200 号');

    const trimmed = await t.call<CustomerDetail>(clerk, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: saved.customerCode, customerName: updated.customerName }),
      id: saved.id,
      addresses: [{ ...updated.addresses[2], isDefault: false }],
    });
    expect(trimmed.body.data.addresses).toHaveLength(1);
    expect(trimmed.body.data.addresses[0]).toMatchObject({ id: updated.addresses[2].id, isDefault: true });

    const none = await t.call<CustomerDetail>(clerk, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: saved.customerCode, customerName: updated.customerName }),
      id: saved.id,
      addresses: [],
    });
    expect(none.body.data.addresses).toEqual([]);
    expect(none.body.data.defaultAddress).toBeNull();
  });

  it('makes the first address the default when none is marked', async () => {
    const saved = await addCustomer(t, clerk, {
      addresses: [
        { contactName: '甲', contactPhone: '13800000001', detail: '一号路' },
        { contactName: '乙', contactPhone: '13800000002', detail: '二号路' },
      ],
    });
    expect(saved.addresses.map((a) => [a.detail, a.isDefault])).toEqual([
      ['一号路', true],
      ['二号路', false],
    ]);
  });

  it('links a branch to its head office by main code', async () => {
    const head = await addCustomer(t, clerk, { customerName: '南京新街口文具广场' });
    const branch = await addCustomer(t, clerk, { customerName: '南京新街口文具广场（江宁店）', mainCode: head.customerCode.toLowerCase() });
    expect(branch).toMatchObject({ mainCode: head.customerCode, mainCustomerName: '南京新街口文具广场' });
  });

  it('assigns a salesperson of the group and shows the name', async () => {
    const sales = await t.given.employee({ groups: [group.id], name: '王晓燕' });
    const saved = await addCustomer(t, clerk, { salespersonId: String(sales.id) });
    expect(saved).toMatchObject({ salespersonId: String(sales.id), salespersonName: '王晓燕' });
  });

  it('pages with filters, sorts by an allowed field and answers the same through page2', async () => {
    const g = await t.given.businessGroup();
    const s = await member(t, [g.id], CUSTOMER_WRITES);
    const sales = await t.given.employee({ groups: [g.id] });
    await addCustomer(t, s, {
      customerCode: 'P003',
      customerName: '杭州市学军小学',
      customerType: 'OFFICE',
      areaCode: '330100',
      contactPhone: '0571-88823105',
    });
    await addCustomer(t, s, {
      customerCode: 'P001',
      customerName: '杭州滨江星光文具店',
      areaCode: '330100',
      salespersonId: String(sales.id),
    });
    const other = await addCustomer(t, s, {
      customerCode: 'P002',
      customerName: '南京鼓楼办公用品商行',
      customerType: 'OFFICE',
      areaCode: '320100',
    });
    await t.call(s, 'PUT', `${base}/status`, { ids: [other.id], status: 'DISABLED' });

    const page = async (query: string) => (await t.call<Page<CustomerView>>(s, 'GET', `${base}/page?${query}`)).body.data;
    const all = await page('pageNum=1&pageSize=2');
    expect(all.total).toBe(3);
    expect(all.list.map((c) => c.customerCode)).toEqual(['P002', 'P001']);
    expect((await page('pageNum=2&pageSize=2')).list.map((c) => c.customerCode)).toEqual(['P003']);
    expect((await page('sort=customerCode,asc')).list.map((c) => c.customerCode)).toEqual(['P001', 'P002', 'P003']);
    expect((await page('sort=customerCode,desc')).list.map((c) => c.customerCode)).toEqual(['P003', 'P002', 'P001']);
    expect((await page('type=OFFICE')).list.map((c) => c.customerCode).sort()).toEqual(['P002', 'P003']);
    expect((await page('status=DISABLED')).list.map((c) => c.customerCode)).toEqual(['P002']);
    expect((await page('areaCode=330100')).total).toBe(2);
    expect((await page(`salespersonId=${sales.id}`)).list.map((c) => c.customerCode)).toEqual(['P001']);
    expect((await page(`keyword=${encodeURIComponent('学军')}`)).list.map((c) => c.customerCode)).toEqual(['P003']);
    expect((await page('keyword=hzsx')).list.map((c) => c.customerCode)).toEqual(['P003']);
    expect((await page('keyword=p00')).total).toBe(3);
    expect((await page('keyword=0571')).list.map((c) => c.customerCode)).toEqual(['P003']);

    const viaBody = await t.call<Page<CustomerView>>(s, 'POST', `${base}/page2`, {
      pageNum: 1,
      pageSize: 10,
      type: 'OFFICE',
      sort: 'customerCode',
    });
    expect(viaBody.body.data.list.map((c) => c.customerCode)).toEqual(['P002', 'P003']);
  });

  it('finds 晨光文具店 by its mnemonic (CGWJD, cgw), code prefix, name and phone, exact code first', async () => {
    const g = await t.given.businessGroup();
    const s = await member(t, [g.id], CUSTOMER_WRITES);
    await addCustomer(t, s, { customerCode: 'CG1', customerName: '晨光文具店', contactPhone: '13912345678' });
    await addCustomer(t, s, { customerCode: 'CG', customerName: '宁波文华书城' });
    await addCustomer(t, s, { customerCode: 'X9', customerName: '上海晨光办公用品店' });
    const search = async (keyword: string, extra: object = {}) =>
      (await t.call<CustomerOption[]>(s, 'POST', `${base}/quickSearch`, { keyword, ...extra })).body.data.map((c) => c.customerName);

    expect(await search('CGWJD')).toEqual(['晨光文具店']);
    expect(await search('cgw')).toEqual(['晨光文具店']);
    expect(await search('cg')).toEqual(['宁波文华书城', '晨光文具店']);
    expect(await search('晨光')).toEqual(['晨光文具店', '上海晨光办公用品店']);
    expect(await search('1391234')).toEqual(['晨光文具店']);
    expect(await search('cg', { limit: 1 })).toEqual(['宁波文华书城']);
    expect(await search('zzz')).toEqual([]);
  });

  it('lists ALL customers or only NORMAL ones for pickers', async () => {
    const g = await t.given.businessGroup();
    const s = await member(t, [g.id], CUSTOMER_WRITES);
    const a = await addCustomer(t, s, { customerCode: 'L1' });
    const b = await addCustomer(t, s, { customerCode: 'L2' });
    const c = await addCustomer(t, s, { customerCode: 'L3' });
    await t.call(s, 'PUT', `${base}/status`, { ids: [b.id], status: 'STOPPED' });
    await t.call(s, 'PUT', `${base}/status`, { ids: [c.id], status: 'CLOSED' });
    const list = async (status?: string) =>
      (await t.call<CustomerOption[]>(s, 'GET', `${base}/list${status ? `?status=${status}` : ''}`)).body.data;
    expect((await list('ALL')).map((o) => [o.customerCode, o.customerStatus])).toEqual([
      ['L1', 'NORMAL'],
      ['L2', 'STOPPED'],
      ['L3', 'CLOSED'],
    ]);
    expect((await list()).length).toBe(3);
    const normal = await list('NORMAL');
    expect(normal.map((o) => o.customerCode)).toEqual(['L1']);
    expect(normal[0]).toEqual({
      id: a.id,
      customerInfoId: a.id,
      customerCode: 'L1',
      customerName: a.customerName,
      mnemonic: a.mnemonic,
      customerStatus: 'NORMAL',
      ifCreditLimit: false,
      // The pickers' short list is open to anyone signed in: no phone.
      contactPhone: null,
    });
  });

  it('moves between normal, disabled and stopped, and closes for good', async () => {
    const c = await addCustomer(t, clerk);
    for (const status of ['DISABLED', 'STOPPED', 'NORMAL', 'STOPPED', 'CLOSED']) {
      const res = await t.call<{ updated: number }>(clerk, 'PUT', `${base}/status`, { ids: [c.id], status });
      expect(res.body, status).toMatchObject({ code: 200, data: { updated: 1 } });
      const read = await t.call<CustomerDetail>(clerk, 'GET', `${base}/itemList/${c.id}`);
      expect(read.body.data.customerStatus).toBe(status);
    }
    const again = await t.call<{ updated: number }>(clerk, 'PUT', `${base}/status`, { ids: [c.id], status: 'CLOSED' });
    expect(again.body.data).toEqual({ updated: 0 });
  });

  it('lists customers by query (filters or ids) without paging', async () => {
    const g = await t.given.businessGroup();
    const s = await member(t, [g.id], CUSTOMER_WRITES);
    const a = await addCustomer(t, s, { customerCode: 'Q2', customerType: 'OFFICE' });
    const b = await addCustomer(t, s, { customerCode: 'Q1' });
    await addCustomer(t, s, { customerCode: 'Q3' });
    const byIds = await t.call<CustomerView[]>(s, 'POST', `${base}/listByQuery`, { ids: [a.id, b.id] });
    expect(byIds.body.data.map((c) => c.customerCode)).toEqual(['Q1', 'Q2']);
    const byType = await t.call<CustomerView[]>(s, 'POST', `${base}/listByQuery`, { type: 'OFFICE' });
    expect(byType.body.data.map((c) => c.customerCode)).toEqual(['Q2']);
    const limited = await t.call<CustomerView[]>(s, 'POST', `${base}/listByQuery`, { limit: 2 });
    expect(limited.body.data).toHaveLength(2);
  });

  it('lists accounts with the credit limit as total credit, nothing locked and no bills yet', async () => {
    const g = await t.given.businessGroup();
    const s = await member(t, [g.id], CUSTOMER_WRITES);
    const credit = await addCustomer(t, s, { customerCode: 'A1', ifCreditLimit: true, creditLimit: '8000.5' });
    await addCustomer(t, s, { customerCode: 'A2' });
    const res = await t.call<CustomerAccount[]>(s, 'POST', `${base}/listAccount`, {});
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      id: credit.id,
      customerCode: 'A1',
      ifCreditLimit: true,
      creditLimit: '8000.50',
      billSummaryItems: [{ businessGroupId: String(g.id), sumNewBalanceAmt: '0.00' }],
      creditSummaryItems: [{ businessGroupId: String(g.id), totalCreditAmt: '8000.50', totalCreditLockAmt: '0.00' }],
    });
    expect(res.body.data[1].creditSummaryItems[0].totalCreditAmt).toBe('0.00');
    const one = await t.call<CustomerAccount[]>(s, 'POST', `${base}/listAccount`, { ids: [credit.id] });
    expect(one.body.data.map((c) => c.customerCode)).toEqual(['A1']);
  });

  it('tells whether a code or name is free, excluding the customer being edited', async () => {
    const c = await addCustomer(t, clerk);
    const check = async (body: object) =>
      (await t.call<{ unique: boolean }>(clerk, 'POST', `${base}/validateUnique`, body)).body.data.unique;
    expect(await check({ field: 'customerCode', value: c.customerCode.toLowerCase() })).toBe(false);
    expect(await check({ field: 'customerCode', value: c.customerCode, excludeId: c.id })).toBe(true);
    expect(await check({ field: 'customerName', value: c.customerName })).toBe(false);
    expect(await check({ field: 'customerName', value: `${c.customerName}X` })).toBe(true);
    expect(await check({ field: 'customerCode', value: nextCode('N') })).toBe(true);
  });

  it('validates a draft without saving it', async () => {
    const body = customerBody();
    const res = await t.call(clerk, 'POST', `${base}/customerInfoValidate`, body);
    expect(res.body).toMatchObject({ code: 200, data: { valid: true } });
    const unique = await t.call<{ unique: boolean }>(clerk, 'POST', `${base}/validateUnique`, {
      field: 'customerCode',
      value: body.customerCode,
    });
    expect(unique.body.data.unique).toBe(true);
  });

  it('gives a sale its customer with the default address, only within the business group', async () => {
    const c = await addCustomer(t, clerk, { ifCreditLimit: true, creditLimit: '1000', rebateRatio: '3', rebateType: 'PERIODIC' });
    const forSale = await getCustomerForSale(t.db, group.id, Number(c.id));
    expect(forSale).toMatchObject({
      id: Number(c.id),
      customerStatus: 'NORMAL',
      ifCreditLimit: true,
      creditLimit: '1000.00',
      rebateRatio: '3.00',
      rebateType: 'PERIODIC',
      defaultAddress: { id: Number(c.addresses[0].id), fullAddress: '上海市 浦东新区 张杨路 100 号' },
    });
    const other = await t.given.businessGroup();
    expect(await getCustomerForSale(t.db, other.id, Number(c.id))).toBeNull();
  });
});
