import type { CustomerOption, CustomerView, Page } from '@quire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { customerAddress, customerInfo, generateLargeCustomers, supplier } from './index';
import { seedDemoPartner } from './partner.seed';
import { CUSTOMER_WRITES, member } from './partner.test-kit';

const t = await startTestApp();

const USCC = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** GB 32100-2015 check of a unified social credit code. */
function validCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...code.slice(0, 17)].reduce((acc, ch, i) => acc + USCC.indexOf(ch) * weights[i], 0);
  return USCC[(31 - (sum % 31)) % 31] === code[17];
}

describe('partner demo data', () => {
  it('seeds 50+ customers across both groups and 10+ suppliers with well-formed credit codes', async () => {
    const dc = await t.given.businessGroup({ name: '华东文具配送中心' });
    const dealer = await t.given.businessGroup({ name: '杭州文华文具经销部', belongType: 'DEALER' });
    const admin = await t.given.employee({ isAdmin: true, groups: [dc.id, dealer.id] });
    const started = Date.now();
    await seedDemoPartner(t.db, { businessGroupIds: [dc.id, dealer.id], adminId: admin.id });
    expect(Date.now() - started).toBeLessThan(30_000);

    const count = async (groupId: number) =>
      Number(
        (await t.db.select({ n: sql<number>`count(*)::int` }).from(customerInfo).where(eq(customerInfo.businessGroupId, groupId)))[0].n,
      );
    const inDc = await count(dc.id);
    const inDealer = await count(dealer.id);
    expect(inDc + inDealer).toBeGreaterThanOrEqual(50);
    expect(inDc).toBeGreaterThan(inDealer);

    const customers = await t.db.select().from(customerInfo);
    expect(customers.find((c) => c.customerName === '上海晨曦文具店')).toMatchObject({ mnemonic: 'SHCXWJD', customerType: 'GENERAL_SHOP' });
    expect(customers.some((c) => c.customerName === '苏州工业园区星海实验中学')).toBe(true);
    expect(customers.some((c) => c.ifCreditLimit && Number(c.creditLimit) > 0)).toBe(true);
    expect(customers.some((c) => Number(c.rebateRatio) > 0 && c.rebateType)).toBe(true);
    expect(customers.every((c) => c.customerCode.length <= 8 && /^[A-Z0-9]+$/.test(c.customerCode))).toBe(true);
    expect(customers.every((c) => !c.ifCreditLimit || Number(c.creditLimit) > 0)).toBe(true);
    expect(customers.every((c) => (c.bankAccount ?? '').length <= 20)).toBe(true);
    expect(customers.filter((c) => c.taxNo).every((c) => validCreditCode(c.taxNo as string))).toBe(true);
    expect(customers.some((c) => c.mainCustomerId !== null)).toBe(true);

    const defaults = await t.db
      .select({ customerId: customerAddress.customerId, n: sql<number>`count(*) filter (where ${customerAddress.isDefault})::int` })
      .from(customerAddress)
      .groupBy(customerAddress.customerId);
    expect(defaults).toHaveLength(customers.length);
    expect(defaults.every((d) => Number(d.n) === 1)).toBe(true);
    const jakarta = await t.db.select().from(customerAddress).where(eq(customerAddress.cityName, 'Kota Jakarta Pusat'));
    expect(jakarta[0]?.businessGroupId).toBe(dealer.id);

    const suppliers = await t.db.select().from(supplier);
    expect(suppliers.filter((s) => s.businessGroupId === dc.id).length).toBeGreaterThanOrEqual(10);
    expect(suppliers.map((s) => s.supplierName)).toEqual(
      expect.arrayContaining(['得力集团有限公司', '上海晨光文具股份有限公司', '百乐文具(上海)有限公司']),
    );
    expect(suppliers.every((s) => validCreditCode(s.taxNo as string))).toBe(true);
    expect(suppliers.every((s) => Number(s.taxRate) >= 0 && Number(s.taxRate) < 1)).toBe(true);
  });

  it('generates a large, searchable customer set deterministically', async () => {
    const g = await t.given.businessGroup();
    await generateLargeCustomers(t.db, g.id, 2500);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(customerInfo).where(eq(customerInfo.businessGroupId, g.id));
    expect(Number(n)).toBe(2500);
    const [first] = await t.db
      .select()
      .from(customerInfo)
      .where(and(eq(customerInfo.businessGroupId, g.id), eq(customerInfo.customerCode, 'Z0000001')));
    expect(first.customerName).toMatch(/1号$/);

    const s = await member(t, [g.id], CUSTOMER_WRITES);
    const found = await t.call<CustomerOption[]>(s, 'POST', '/api/customer/jcCustomerInfo/quickSearch', { keyword: 'Z000123' });
    expect(found.body.data.map((c) => c.customerCode)).toEqual([
      'Z0001230',
      'Z0001231',
      'Z0001232',
      'Z0001233',
      'Z0001234',
      'Z0001235',
      'Z0001236',
      'Z0001237',
      'Z0001238',
      'Z0001239',
    ]);
    const byMnemonic = await t.call<CustomerOption[]>(s, 'POST', '/api/customer/jcCustomerInfo/quickSearch', { keyword: first.mnemonic });
    expect(byMnemonic.body.data[0].customerCode).toBe('Z0000001');
    const page = await t.call<Page<CustomerView>>(s, 'GET', '/api/customer/jcCustomerInfo/page?pageSize=50');
    expect(page.body.data.total).toBe(2500);
    expect(page.body.data.list.every((c) => c.defaultAddress !== null)).toBe(true);
  });
});
