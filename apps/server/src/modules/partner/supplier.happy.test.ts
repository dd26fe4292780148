import type { Page, SupplierDeleteResult, SupplierOption, SupplierView } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { addSupplier, member, SUPPLIER_WRITES, supplierBody } from './partner.test-kit';

const t = await startTestApp();
const group = await t.given.businessGroup();
const buyer = await member(t, [group.id], SUPPLIER_WRITES);
const base = '/api/basic/supplier';

describe('supplier (happy)', () => {
  it('adds a supplier with its tax and bank details, generating the mnemonic', async () => {
    const saved = await addSupplier(t, buyer, {
      supplierCode: 's-deli',
      supplierName: '得力集团有限公司',
      address: '浙江省宁波市宁海县得力工业园',
      taxNo: '91330226144291233x',
      taxpayerType: 'GENERAL',
      taxRate: 0.13,
      legalRepresentative: '娄建国',
      contactName: '周敏',
      contactPhone: '0574-65592018',
      bankName: '中国工商银行宁海支行',
      bankAccount: '3901450009000123456',
      supplierType: 'AFFILIATED',
    });
    expect(saved).toMatchObject({
      supplierCode: 'S-DELI',
      mnemonic: 'DLJTYXGS',
      taxNo: '91330226144291233X',
      taxpayerType: 'GENERAL',
      taxRate: '0.1300',
      supplierType: 'AFFILIATED',
      status: 'ENABLE',
      businessGroupId: String(group.id),
    });
    const read = await t.call<SupplierView>(buyer, 'GET', `${base}/${saved.id}`);
    expect(read.body.data).toEqual(saved);
  });

  it('updates a supplier and accepts the tax rates 0 and 0.9999', async () => {
    const s = await addSupplier(t, buyer, { taxRate: '0' });
    expect(s.taxRate).toBe('0.0000');
    const res = await t.call<SupplierView>(buyer, 'PUT', base, {
      ...supplierBody({ supplierCode: s.supplierCode, supplierName: '百乐文具(上海)有限公司', taxRate: '0.9999', taxpayerType: 'MINI' }),
      id: s.id,
    });
    expect(res.body.data).toMatchObject({
      id: s.id,
      supplierName: '百乐文具(上海)有限公司',
      mnemonic: 'BLWJSHYXGS',
      taxRate: '0.9999',
      taxpayerType: 'MINI',
    });
  });

  it('pages with filters and lists ENABLE or ALL for pickers', async () => {
    const g = await t.given.businessGroup();
    const s = await member(t, [g.id], SUPPLIER_WRITES);
    const a = await addSupplier(t, s, { supplierCode: 'B2', supplierName: '上海晨光文具股份有限公司' });
    await addSupplier(t, s, { supplierCode: 'B1', supplierName: '义乌市文华文具商行', taxpayerType: 'SELF_EMPLOYED', taxRate: '0.01' });
    await addSupplier(t, s, { supplierCode: 'B3', supplierName: '李建军（手工本册加工）', taxpayerType: 'INDIVIDUAL', taxRate: '0' });
    await t.call(s, 'PUT', `${base}/status`, { ids: [a.id], status: 'DISABLE' });

    const page = async (body: object) => (await t.call<Page<SupplierView>>(s, 'POST', `${base}/page`, body)).body.data;
    expect((await page({})).list.map((x) => x.supplierCode)).toEqual(['B3', 'B1', 'B2']);
    expect((await page({ sort: 'supplierCode,asc', pageSize: 2 })).list.map((x) => x.supplierCode)).toEqual(['B1', 'B2']);
    expect((await page({ status: 'DISABLE' })).list.map((x) => x.supplierCode)).toEqual(['B2']);
    expect((await page({ taxpayerType: 'INDIVIDUAL' })).list.map((x) => x.supplierCode)).toEqual(['B3']);
    expect((await page({ keyword: 'shcg' })).list.map((x) => x.supplierCode)).toEqual(['B2']);
    expect((await page({ keyword: '文华' })).list.map((x) => x.supplierCode)).toEqual(['B1']);

    const list = async (status?: string) => (await t.call<SupplierOption[]>(s, 'POST', `${base}/list`, status ? { status } : {})).body.data;
    expect((await list()).map((x) => x.supplierCode)).toEqual(['B1', 'B3']);
    expect((await list('ENABLE')).map((x) => x.supplierCode)).toEqual(['B1', 'B3']);
    expect((await list('ALL')).map((x) => [x.supplierCode, x.status])).toEqual([
      ['B1', 'ENABLE'],
      ['B2', 'DISABLE'],
      ['B3', 'ENABLE'],
    ]);
  });

  it('enables and disables, also through a save', async () => {
    const s = await addSupplier(t, buyer);
    await t.call(buyer, 'PUT', `${base}/status`, { ids: [s.id], status: 'DISABLE' });
    expect((await t.call<SupplierView>(buyer, 'GET', `${base}/${s.id}`)).body.data.status).toBe('DISABLE');
    const res = await t.call<SupplierView>(buyer, 'PUT', base, {
      ...supplierBody({ supplierCode: s.supplierCode, supplierName: s.supplierName }),
      id: s.id,
      status: 'ENABLE',
    });
    expect(res.body.data.status).toBe('ENABLE');
  });

  it('deletes unused suppliers and disables one a document refers to', async () => {
    const unused = await addSupplier(t, buyer);
    const used = await addSupplier(t, buyer);
    // A stand-in for a purchase document referring to the supplier.
    await t.db.execute(sql`create table if not exists test_supplier_use (supplier_id bigint not null references supplier(id))`);
    await t.db.execute(sql`insert into test_supplier_use values (${Number(used.id)})`);
    const res = await t.call<SupplierDeleteResult>(buyer, 'DELETE', `${base}?ids=${unused.id},${used.id}`);
    expect(res.body.data).toEqual({ deleted: 1, disabled: 1 });
    expect((await t.call(buyer, 'GET', `${base}/${unused.id}`)).body.code).toBe(4000404);
    expect((await t.call<SupplierView>(buyer, 'GET', `${base}/${used.id}`)).body.data.status).toBe('DISABLE');
  });
});
