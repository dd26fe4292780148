import type { CustomerDetail, CustomerSaveBody, SupplierSaveBody, SupplierView } from '@quire/contracts';
import { expect } from 'vitest';
import type { Session, TestApp } from '../../../test/harness';

// Small factories for the partner tests (not a test file itself).

let seq = 0;
/** A fresh code: prefix + counter, within 8 characters. */
export const nextCode = (prefix = 'C') => `${prefix}${(++seq).toString().padStart(8 - prefix.length, '0')}`.slice(0, 8);

export const CUSTOMER_WRITES = ['/wholesale/customer', 'wholesale:customer:add', 'wholesale:customer:edit', 'wholesale:customer:status'];
export const SUPPLIER_WRITES = ['/purchase/supplier', 'purchase:supplier:add', 'purchase:supplier:edit', 'purchase:supplier:status'];

export function customerBody(overrides: Partial<CustomerSaveBody> = {}): CustomerSaveBody {
  const code = overrides.customerCode ?? nextCode();
  return {
    customerCode: code,
    customerName: `测试客户${code}`,
    customerType: 'GENERAL_SHOP',
    contactName: '张三',
    contactPhone: '13800138000',
    addresses: [
      {
        contactName: '张三',
        contactPhone: '13800138000',
        provinceCode: '310000',
        provinceName: '上海市',
        cityCode: '310100',
        cityName: '上海市',
        districtCode: '310115',
        districtName: '浦东新区',
        detail: '张杨路 100 号',
        isDefault: true,
      },
    ],
    ...overrides,
  };
}

export function supplierBody(overrides: Partial<SupplierSaveBody> = {}): SupplierSaveBody {
  const code = overrides.supplierCode ?? nextCode('S');
  return {
    supplierCode: code,
    supplierName: `测试供应商${code}`,
    taxpayerType: 'GENERAL',
    taxRate: '0.13',
    ...overrides,
  };
}

/** Saves a customer as this session and returns it; fails the test on refusal. */
export async function addCustomer(t: TestApp, s: Session, overrides: Partial<CustomerSaveBody> = {}): Promise<CustomerDetail> {
  const res = await t.call<CustomerDetail>(s, 'PUT', '/api/customer/jcCustomerInfo/save', customerBody(overrides));
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data;
}

export async function addSupplier(t: TestApp, s: Session, overrides: Partial<SupplierSaveBody> = {}): Promise<SupplierView> {
  const res = await t.call<SupplierView>(s, 'PUT', '/api/basic/supplier', supplierBody(overrides));
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data;
}

/** A signed-in employee of these groups holding these permissions, active in the first group. */
export async function member(t: TestApp, groups: number[], grants: string[]): Promise<Session> {
  const s = await t.given.session({ groups, grants });
  return { ...s, belongId: String(groups[0]) };
}

export const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);
