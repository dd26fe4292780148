import type { Page, SupplierSaveBody, SupplierView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { addSupplier, fieldsOf, member, SUPPLIER_WRITES, supplierBody } from './partner.test-kit';

const t = await startTestApp();
const group = await t.given.businessGroup();
const buyer = await member(t, [group.id], SUPPLIER_WRITES);
const base = '/api/basic/supplier';
const total = async () => (await t.call<Page<SupplierView>>(buyer, 'POST', `${base}/page`, { pageSize: 1 })).body.data.total;

async function refused(overrides: Partial<SupplierSaveBody>, field: string, code = 4000400) {
  const before = await total();
  const res = await t.call(buyer, 'PUT', base, supplierBody(overrides));
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  expect(fieldsOf(res.body)).toContain(field);
  expect(await total()).toBe(before);
  return res;
}

describe('supplier (error)', () => {
  it('keeps the tax rate in [0, 1)', async () => {
    await refused({ taxRate: '1' }, 'taxRate');
    await refused({ taxRate: 1 }, 'taxRate');
    await refused({ taxRate: '1.5' }, 'taxRate');
    await refused({ taxRate: '13' }, 'taxRate');
    await refused({ taxRate: '-0.1' }, 'taxRate');
    await refused({ taxRate: '0.12345' }, 'taxRate');
  });

  it('limits the bank account to 20 characters', async () => {
    await refused({ bankAccount: '6'.repeat(21) }, 'bankAccount');
  });

  it('needs code, name and a known taxpayer type', async () => {
    await refused({ supplierCode: '' }, 'supplierCode');
    await refused({ supplierName: '  ' }, 'supplierName');
    await refused({ taxpayerType: 'PERSON' as never }, 'taxpayerType');
    await refused({ supplierType: 'OTHER' as never }, 'supplierType');
  });

  it('refuses a duplicate code or name in the business group', async () => {
    const s = await addSupplier(t, buyer);
    const code = await refused({ supplierCode: s.supplierCode.toLowerCase() }, 'supplierCode', 4000409);
    expect(code.body.msg).toBe(`Supplier code "${s.supplierCode}" already exists`);
    await refused({ supplierName: s.supplierName }, 'supplierName', 4000409);
    const other = await t.given.businessGroup();
    const elsewhere = await member(t, [other.id], SUPPLIER_WRITES);
    expect((await addSupplier(t, elsewhere, { supplierCode: s.supplierCode, supplierName: s.supplierName })).businessGroupId).toBe(
      String(other.id),
    );
  });

  it('answers 404 for unknown suppliers and deletes nothing then', async () => {
    const s = await addSupplier(t, buyer);
    expect((await t.call(buyer, 'GET', `${base}/987654321`)).body.code).toBe(4000404);
    expect((await t.call(buyer, 'DELETE', `${base}?ids=${s.id},987654321`)).body.code).toBe(4000404);
    expect((await t.call(buyer, 'GET', `${base}/${s.id}`)).body.code).toBe(200);
    expect((await t.call(buyer, 'PUT', base, { ...supplierBody(), id: '987654321' })).body.code).toBe(4000404);
    expect((await t.call(buyer, 'DELETE', `${base}?ids=abc`)).body.code).toBe(4000400);
  });

  it('refuses an unknown list status', async () => {
    expect((await t.call(buyer, 'POST', `${base}/list`, { status: 'DISABLE' })).body.code).toBe(4000400);
  });
});
