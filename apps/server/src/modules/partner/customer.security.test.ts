import type { CustomerAccount, CustomerDetail, CustomerOption, CustomerView, Page } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { addCustomer, CUSTOMER_WRITES, customerBody, member } from './partner.test-kit';

const t = await startTestApp();
const base = '/api/customer/jcCustomerInfo';
const groupA = await t.given.businessGroup();
const groupB = await t.given.businessGroup();
const clerkA = await member(t, [groupA.id], CUSTOMER_WRITES);
const clerkB = await member(t, [groupB.id], CUSTOMER_WRITES);
const customerA = await addCustomer(t, clerkA, { customerCode: 'SECA1', customerName: '上海晨曦文具店', contactPhone: '13816620451' });

describe('customer (security): business-group scope', () => {
  it('shows another group’s user none of this group’s customers', async () => {
    const page = await t.call<Page<CustomerView>>(clerkB, 'GET', `${base}/page`);
    expect(page.body.data.total).toBe(0);
    const page2 = await t.call<Page<CustomerView>>(clerkB, 'POST', `${base}/page2`, { keyword: 'SECA' });
    expect(page2.body.data.list).toEqual([]);
    const list = await t.call<CustomerOption[]>(clerkB, 'GET', `${base}/list?status=ALL`);
    expect(list.body.data).toEqual([]);
    const search = await t.call<CustomerOption[]>(clerkB, 'POST', `${base}/quickSearch`, { keyword: 'SHCX' });
    expect(search.body.data).toEqual([]);
    const byIds = await t.call<CustomerView[]>(clerkB, 'POST', `${base}/listByQuery`, { ids: [customerA.id] });
    expect(byIds.body.data).toEqual([]);
    const accounts = await t.call<CustomerAccount[]>(clerkB, 'POST', `${base}/listAccount`, { ids: [customerA.id] });
    expect(accounts.body.data).toEqual([]);
    const detail = await t.call(clerkB, 'GET', `${base}/itemList/${customerA.id}`);
    expect(detail.body.code).toBe(4000404);
    const unique = await t.call<{ unique: boolean }>(clerkB, 'POST', `${base}/validateUnique`, { field: 'customerCode', value: 'SECA1' });
    expect(unique.body.data.unique).toBe(true);
  });

  it('lets another group’s user edit, close or validate none of them', async () => {
    const edit = await t.call(clerkB, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: 'SECA1', customerName: '改名' }),
      id: customerA.id,
    });
    expect(edit.body.code).toBe(4000404);
    const status = await t.call(clerkB, 'PUT', `${base}/status`, { ids: [customerA.id], status: 'CLOSED' });
    expect(status.body.code).toBe(4000404);
    const validate = await t.call(clerkB, 'POST', `${base}/customerInfoValidate`, { ...customerBody(), id: customerA.id });
    expect(validate.body.code).toBe(4000404);
    const read = await t.call<CustomerDetail>(clerkA, 'GET', `${base}/itemList/${customerA.id}`);
    expect(read.body.data).toMatchObject({ customerName: '上海晨曦文具店', customerStatus: 'NORMAL' });
  });

  it('cannot take over another group’s addresses', async () => {
    const mine = await addCustomer(t, clerkB);
    const res = await t.call(clerkB, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: mine.customerCode, customerName: mine.customerName }),
      id: mine.id,
      addresses: [{ ...customerA.addresses[0] }],
    });
    expect(res.body.code).toBe(4000400);
    const read = await t.call<CustomerDetail>(clerkA, 'GET', `${base}/itemList/${customerA.id}`);
    expect(read.body.data.addresses).toEqual(customerA.addresses);
  });

  it('follows the active business group of an employee of both', async () => {
    const both = await t.given.session({ groups: [groupA.id, groupB.id], grants: CUSTOMER_WRITES });
    const inA = await t.call<Page<CustomerView>>(both, 'GET', `${base}/page`, undefined, { belongId: String(groupA.id) });
    expect(inA.body.data.list.map((c) => c.customerCode)).toContain('SECA1');
    const inB = await t.call<Page<CustomerView>>(both, 'GET', `${base}/page`, undefined, { belongId: String(groupB.id) });
    expect(inB.body.data.list.map((c) => c.customerCode)).not.toContain('SECA1');
    const added = await t.call<CustomerDetail>(both, 'PUT', `${base}/save`, customerBody(), { belongId: String(groupB.id) });
    expect(added.body.data.businessGroupId).toBe(String(groupB.id));
  });

  it('refuses a business group the caller does not belong to', async () => {
    const res = await t.call(clerkB, 'GET', `${base}/page`, undefined, { belongId: String(groupA.id) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(4030002);
  });
});

describe('customer (security): permissions', () => {
  it('needs the customer screen to read', async () => {
    const s = await member(t, [groupA.id], ['/wholesale/saleOrder']);
    for (const [method, url, body] of [
      ['GET', `${base}/page`, undefined],
      ['GET', `${base}/itemList/${customerA.id}`, undefined],
      ['POST', `${base}/quickSearch`, { keyword: 'SECA' }],
    ] as const) {
      const res = await t.call(s, method, url, body);
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe(4030001);
    }
  });

  it('gives every wholesale screen the short list of names, without phones, of the active group only', async () => {
    const picker = await member(t, [groupA.id], ['/wholesale/wholesaleSale']);
    const names = (await t.call<CustomerOption[]>(picker, 'GET', `${base}/list?status=ALL`)).body.data;
    const mine = names.find((c) => c.id === customerA.id);
    expect(mine).toMatchObject({ customerCode: 'SECA1', customerName: '上海晨曦文具店', contactPhone: null });
    const outsider = await member(t, [groupB.id], ['/wholesale/wholesaleSale']);
    const theirs = (await t.call<CustomerOption[]>(outsider, 'GET', `${base}/list?status=ALL`)).body.data;
    expect(theirs.map((c) => c.id)).not.toContain(customerA.id);
  });

  it('adds only with the add button and edits only with the edit button', async () => {
    const reader = await member(t, [groupA.id], ['/wholesale/customer']);
    const added = await t.call(reader, 'PUT', `${base}/save`, customerBody());
    expect(added.body.code).toBe(4030001);
    const edited = await t.call(reader, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: 'SECA1', customerName: '改名' }),
      id: customerA.id,
    });
    expect(edited.body.code).toBe(4030001);

    const adder = await member(t, [groupA.id], ['/wholesale/customer', 'wholesale:customer:add']);
    const ok = await t.call<CustomerDetail>(adder, 'PUT', `${base}/save`, customerBody());
    expect(ok.body.code).toBe(200);
    const update = await t.call(adder, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: ok.body.data.customerCode, customerName: '改名' }),
      id: ok.body.data.id,
    });
    expect(update.body.code).toBe(4030001);
  });

  it('changes a status only with the status button, also through a save', async () => {
    const editor = await member(t, [groupA.id], ['/wholesale/customer', 'wholesale:customer:add', 'wholesale:customer:edit']);
    const c = await addCustomer(t, editor);
    const direct = await t.call(editor, 'PUT', `${base}/status`, { ids: [c.id], status: 'DISABLED' });
    expect(direct.status).toBe(403);
    const viaSave = await t.call(editor, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: c.customerCode, customerName: c.customerName }),
      id: c.id,
      customerStatus: 'CLOSED',
    });
    expect(viaSave.body.code).toBe(4030001);
    const addDisabled = await t.call(editor, 'PUT', `${base}/save`, customerBody({ customerStatus: 'DISABLED' }));
    expect(addDisabled.body.code).toBe(4030001);
    const sameStatus = await t.call(editor, 'PUT', `${base}/save`, {
      ...customerBody({ customerCode: c.customerCode, customerName: `${c.customerName}2` }),
      id: c.id,
      customerStatus: 'NORMAL',
    });
    expect(sameStatus.body.code).toBe(200);
    expect((await t.call<CustomerDetail>(editor, 'GET', `${base}/itemList/${c.id}`)).body.data.customerStatus).toBe('NORMAL');
  });

  it('refuses callers without a session', async () => {
    const res = await t.call(null, 'GET', `${base}/page`);
    expect(res.body.code).toBe(4011021);
  });
});
