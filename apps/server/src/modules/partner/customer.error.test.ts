import type { CustomerDetail, CustomerSaveBody, CustomerView, Page } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { addCustomer, CUSTOMER_WRITES, customerBody, fieldsOf, member } from './partner.test-kit';

const t = await startTestApp();
const group = await t.given.businessGroup();
const clerk = await member(t, [group.id], CUSTOMER_WRITES);
const base = '/api/customer/jcCustomerInfo';

const save = (body: unknown, language = 'en-US') => t.call<CustomerDetail>(clerk, 'PUT', `${base}/save`, body, { language });
const total = async () => (await t.call<Page<CustomerView>>(clerk, 'GET', `${base}/page?pageSize=1`)).body.data.total;

/** The save is refused naming exactly this field, and nothing was stored. */
async function refused(overrides: Partial<CustomerSaveBody>, field: string, code = 4000400) {
  const before = await total();
  const res = await save(customerBody(overrides));
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  expect(fieldsOf(res.body)).toContain(field);
  expect(await total()).toBe(before);
  return res;
}

describe('customer (error): spec §5 rules', () => {
  it('limits the customer code to 8 letters or digits', async () => {
    await refused({ customerCode: 'ABCDEFGH9' }, 'customerCode');
    await refused({ customerCode: 'AB-01' }, 'customerCode');
    await refused({ customerCode: '' }, 'customerCode');
    expect((await addCustomer(t, clerk, { customerCode: 'abcdefg8' })).customerCode).toBe('ABCDEFG8');
  });

  it('keeps the rebate ratio within 0–100 with two decimals', async () => {
    await refused({ rebateRatio: '100.01', rebateType: 'CASH_BACK' }, 'rebateRatio');
    await refused({ rebateRatio: '-1', rebateType: 'CASH_BACK' }, 'rebateRatio');
    await refused({ rebateRatio: '2.345', rebateType: 'CASH_BACK' }, 'rebateRatio');
    await refused({ rebateRatio: 'abc', rebateType: 'CASH_BACK' }, 'rebateRatio');
    expect((await addCustomer(t, clerk, { rebateRatio: 100, rebateType: 'PERIODIC' })).rebateRatio).toBe('100.00');
    expect((await addCustomer(t, clerk, { rebateRatio: '0' })).rebateRatio).toBe('0.00');
  });

  it('asks for a rebate type when there is a rebate', async () => {
    await refused({ rebateRatio: '5' }, 'rebateType');
  });

  it('keeps the reward ratio within 0–100', async () => {
    await refused({ rewardRatio: '101' }, 'rewardRatio');
  });

  it('needs a credit limit above 0 when credit control is on', async () => {
    await refused({ ifCreditLimit: true }, 'creditLimit');
    await refused({ ifCreditLimit: true, creditLimit: '0' }, 'creditLimit');
    await refused({ ifCreditLimit: true, creditLimit: '0.00' }, 'creditLimit');
    await refused({ ifCreditLimit: true, creditLimit: '-100' }, 'creditLimit');
    await refused({ ifCreditLimit: false, creditLimit: '12.345' }, 'creditLimit');
    expect((await addCustomer(t, clerk, { ifCreditLimit: true, creditLimit: '0.01' })).creditLimit).toBe('0.01');
    expect((await addCustomer(t, clerk, { ifCreditLimit: false, creditLimit: null })).creditLimit).toBeNull();
  });

  it('limits the bank account to 20 characters', async () => {
    await refused({ bankAccount: '1'.repeat(21) }, 'bankAccount');
    expect((await addCustomer(t, clerk, { bankAccount: '1'.repeat(20) })).bankAccount).toBe('1'.repeat(20));
  });

  it('refuses a preset price set outside 1–4 and a negative deferred payment', async () => {
    await refused({ presetPriceSet: 5 }, 'presetPriceSet');
    await refused({ presetPriceSet: 0 }, 'presetPriceSet');
    await refused({ deferredPayment: -1 }, 'deferredPayment');
  });

  it('refuses two default addresses in one save', async () => {
    const address = { contactName: '张三', contactPhone: '13800138000', detail: '张杨路 1 号', isDefault: true };
    await refused({ addresses: [address, { ...address, detail: '张杨路 2 号' }] }, 'addresses');
  });

  it('refuses two default addresses when updating, and keeps the stored ones', async () => {
    const c = await addCustomer(t, clerk);
    const res = await save({
      ...customerBody({ customerCode: c.customerCode, customerName: c.customerName }),
      id: c.id,
      addresses: [
        { ...c.addresses[0], isDefault: true },
        { contactName: '李四', contactPhone: '13900139000', detail: '新地址', isDefault: true },
      ],
    });
    expect(res.body.code).toBe(4000400);
    expect(fieldsOf(res.body)).toEqual(['addresses']);
    const read = await t.call<CustomerDetail>(clerk, 'GET', `${base}/itemList/${c.id}`);
    expect(read.body.data.addresses).toEqual(c.addresses);
  });

  it('refuses an address without contact, phone or detail', async () => {
    await refused({ addresses: [{ contactName: '', contactPhone: '138', detail: 'x' }] }, 'addresses.0.contactName');
    await refused({ addresses: [{ contactName: '甲', contactPhone: '138', detail: '' }] }, 'addresses.0.detail');
  });
});

describe('customer (error): no duplicate customers', () => {
  it('refuses a code already used in the business group (case-insensitive)', async () => {
    const c = await addCustomer(t, clerk);
    const res = await refused({ customerCode: c.customerCode.toLowerCase() }, 'customerCode', 4000409);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(`Customer code "${c.customerCode}" already exists`);
  });

  it('refuses a name already used in the business group', async () => {
    const c = await addCustomer(t, clerk);
    const res = await refused({ customerName: c.customerName }, 'customerName', 4000409);
    expect(fieldsOf(res.body)).toEqual(['customerName']);
  });

  it('names both fields when code and name are taken, in the caller’s language', async () => {
    const c = await addCustomer(t, clerk);
    const res = await save(customerBody({ customerCode: c.customerCode, customerName: c.customerName }), 'zh-CN');
    expect(res.body.code).toBe(4000409);
    expect(res.body.errors).toEqual([
      { field: 'customerCode', message: `客户编码“${c.customerCode}”已存在` },
      { field: 'customerName', message: `客户名称“${c.customerName}”已存在` },
    ]);
    const id = await t.call(
      clerk,
      'POST',
      `${base}/customerInfoValidate`,
      customerBody({ customerCode: c.customerCode, customerName: '另一个名称' }),
      { language: 'id-ID' },
    );
    expect(id.body.errors).toEqual([{ field: 'customerCode', message: `Kode pelanggan "${c.customerCode}" sudah ada` }]);
  });

  it('refuses renaming a customer to another one’s name, and changes nothing', async () => {
    const a = await addCustomer(t, clerk);
    const b = await addCustomer(t, clerk);
    const res = await save({ ...customerBody({ customerCode: b.customerCode, customerName: a.customerName }), id: b.id });
    expect(res.body.code).toBe(4000409);
    const read = await t.call<CustomerDetail>(clerk, 'GET', `${base}/itemList/${b.id}`);
    expect(read.body.data.customerName).toBe(b.customerName);
  });

  it('lets only one of two simultaneous saves of the same code through', async () => {
    const code = `Z${Date.now() % 10_000_000}`.slice(0, 8);
    const [a, b] = await Promise.all([
      save(customerBody({ customerCode: code, customerName: `并发一${code}` })),
      save(customerBody({ customerCode: code, customerName: `并发二${code}` })),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 4000409]);
    expect(fieldsOf(a.body.code === 200 ? b.body : a.body)).toEqual(['customerCode']);
  });

  it('allows the same code and name in another business group', async () => {
    const c = await addCustomer(t, clerk);
    const other = await t.given.businessGroup();
    const s = await member(t, [other.id], CUSTOMER_WRITES);
    const copy = await addCustomer(t, s, { customerCode: c.customerCode, customerName: c.customerName });
    expect(copy.businessGroupId).toBe(String(other.id));
  });
});

describe('customer (error): references and states', () => {
  it('refuses an unknown main code, the customer’s own code and a branch as head office', async () => {
    await refused({ mainCode: 'NOPE1' }, 'mainCode');
    await refused({ customerCode: 'SELF1', mainCode: 'self1' }, 'mainCode');
    const head = await addCustomer(t, clerk);
    const branch = await addCustomer(t, clerk, { mainCode: head.customerCode });
    await refused({ mainCode: branch.customerCode }, 'mainCode');
    // a head office cannot itself become a branch
    const res = await save({
      ...customerBody({ customerCode: head.customerCode, customerName: head.customerName, mainCode: branch.customerCode }),
      id: head.id,
    });
    expect(fieldsOf(res.body)).toEqual(['mainCode']);
  });

  it('refuses a salesperson who is not an employee of the business group', async () => {
    const other = await t.given.businessGroup();
    const outsider = await t.given.employee({ groups: [other.id] });
    await refused({ salespersonId: String(outsider.id) }, 'salespersonId');
    await refused({ salespersonId: '999999999' }, 'salespersonId');
  });

  it('refuses an address id of another customer', async () => {
    const a = await addCustomer(t, clerk);
    const b = await addCustomer(t, clerk);
    const res = await save({
      ...customerBody({ customerCode: b.customerCode, customerName: b.customerName }),
      id: b.id,
      addresses: [{ ...a.addresses[0] }],
    });
    expect(fieldsOf(res.body)).toEqual(['addresses.0.id']);
    expect((await t.call<CustomerDetail>(clerk, 'GET', `${base}/itemList/${a.id}`)).body.data.addresses).toEqual(a.addresses);
  });

  it('never reopens or edits a permanently closed customer', async () => {
    const c = await addCustomer(t, clerk);
    await t.call(clerk, 'PUT', `${base}/status`, { ids: [c.id], status: 'CLOSED' });
    for (const status of ['NORMAL', 'DISABLED', 'STOPPED']) {
      const res = await t.call(clerk, 'PUT', `${base}/status`, { ids: [c.id], status });
      expect(res.body.code).toBe(4000422);
      expect(res.body.msg).toContain('permanently closed');
    }
    const edit = await save({ ...customerBody({ customerCode: c.customerCode, customerName: c.customerName }), id: c.id });
    expect(edit.body.code).toBe(4000422);
    const read = await t.call<CustomerDetail>(clerk, 'GET', `${base}/itemList/${c.id}`);
    expect(read.body.data.customerStatus).toBe('CLOSED');
  });

  it('changes no status when one of the customers is closed', async () => {
    const open = await addCustomer(t, clerk);
    const closed = await addCustomer(t, clerk);
    await t.call(clerk, 'PUT', `${base}/status`, { ids: [closed.id], status: 'CLOSED' });
    const res = await t.call(clerk, 'PUT', `${base}/status`, { ids: [open.id, closed.id], status: 'DISABLED' });
    expect(res.body.code).toBe(4000422);
    expect((await t.call<CustomerDetail>(clerk, 'GET', `${base}/itemList/${open.id}`)).body.data.customerStatus).toBe('NORMAL');
  });

  it('answers 404 for unknown customers', async () => {
    expect((await t.call(clerk, 'GET', `${base}/itemList/987654321`)).body.code).toBe(4000404);
    expect((await t.call(clerk, 'PUT', `${base}/status`, { ids: ['987654321'], status: 'DISABLED' })).body.code).toBe(4000404);
    expect((await save({ ...customerBody(), id: '987654321' })).body.code).toBe(4000404);
  });
});

describe('customer (error): queries', () => {
  it('refuses a quick search keyword under 2 characters', async () => {
    const res = await t.call(clerk, 'POST', `${base}/quickSearch`, { keyword: 'a' });
    expect(res.body.code).toBe(4000400);
    expect(fieldsOf(res.body)).toEqual(['keyword']);
  });

  it('refuses a sort field outside the allow-list and oversized pages', async () => {
    expect((await t.call(clerk, 'GET', `${base}/page?sort=mnemonic`)).body.code).toBe(4000400);
    expect((await t.call(clerk, 'GET', `${base}/page?sort=customerCode;drop`)).body.code).toBe(4000400);
    expect((await t.call(clerk, 'GET', `${base}/page?pageSize=501`)).body.code).toBe(4000400);
    expect((await t.call(clerk, 'POST', `${base}/listByQuery`, { limit: 501 })).body.code).toBe(4000400);
    expect((await t.call(clerk, 'GET', `${base}/list?status=DISABLED`)).body.code).toBe(4000400);
  });

  it('takes LIKE wildcards in a keyword literally', async () => {
    await addCustomer(t, clerk, { customerName: '百分百文具店' });
    const res = await t.call<Page<CustomerView>>(clerk, 'GET', `${base}/page?keyword=${encodeURIComponent('%')}`);
    expect(res.body.data.total).toBe(0);
  });
});
