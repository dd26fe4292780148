import type { Page, SupplierOption, SupplierView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { addSupplier, member, SUPPLIER_WRITES, supplierBody } from './partner.test-kit';

const t = await startTestApp();
const base = '/api/basic/supplier';
const groupA = await t.given.businessGroup();
const groupB = await t.given.businessGroup();
const buyerA = await member(t, [groupA.id], SUPPLIER_WRITES);
const buyerB = await member(t, [groupB.id], SUPPLIER_WRITES);
const supplierA = await addSupplier(t, buyerA, { supplierName: '得力集团有限公司' });

describe('supplier (security)', () => {
  it('shows and changes nothing of another business group', async () => {
    expect((await t.call<Page<SupplierView>>(buyerB, 'POST', `${base}/page`, {})).body.data.total).toBe(0);
    expect((await t.call<SupplierOption[]>(buyerB, 'POST', `${base}/list`, { status: 'ALL' })).body.data).toEqual([]);
    expect((await t.call(buyerB, 'GET', `${base}/${supplierA.id}`)).body.code).toBe(4000404);
    const edit = await t.call(buyerB, 'PUT', base, { ...supplierBody({ supplierCode: supplierA.supplierCode }), id: supplierA.id });
    expect(edit.body.code).toBe(4000404);
    expect((await t.call(buyerB, 'PUT', `${base}/status`, { ids: [supplierA.id], status: 'DISABLE' })).body.code).toBe(4000404);
    expect((await t.call(buyerB, 'DELETE', `${base}?ids=${supplierA.id}`)).body.code).toBe(4000404);
    const read = await t.call<SupplierView>(buyerA, 'GET', `${base}/${supplierA.id}`);
    expect(read.body.data).toMatchObject({ supplierName: '得力集团有限公司', status: 'ENABLE' });
  });

  it('needs the supplier screen to read and the buttons to write', async () => {
    const outsider = await member(t, [groupA.id], ['/purchase/purchaseOrder']);
    expect((await t.call(outsider, 'POST', `${base}/page`, {})).status).toBe(403);
    expect((await t.call(outsider, 'GET', `${base}/${supplierA.id}`)).status).toBe(403);
    // The picker's short list (code, name, mnemonic, status) is every purchasing screen's: a
    // receiving clerk without the supplier screen gets it, of the active group only.
    const picked = (await t.call<SupplierOption[]>(outsider, 'POST', `${base}/list`, { status: 'ALL' })).body.data;
    expect(picked.map((o) => o.supplierName)).toContain('得力集团有限公司');
    expect(Object.keys(picked[0]).sort()).toEqual(['id', 'mnemonic', 'status', 'supplierCode', 'supplierName']);

    const reader = await member(t, [groupA.id], ['/purchase/supplier']);
    expect((await t.call(reader, 'PUT', base, supplierBody())).body.code).toBe(4030001);
    expect(
      (await t.call(reader, 'PUT', base, { ...supplierBody({ supplierCode: supplierA.supplierCode }), id: supplierA.id })).body.code,
    ).toBe(4030001);
    expect((await t.call(reader, 'PUT', `${base}/status`, { ids: [supplierA.id], status: 'DISABLE' })).status).toBe(403);
    expect((await t.call(reader, 'DELETE', `${base}?ids=${supplierA.id}`)).status).toBe(403);

    const editor = await member(t, [groupA.id], ['/purchase/supplier', 'purchase:supplier:edit']);
    const disable = await t.call(editor, 'PUT', base, {
      ...supplierBody({ supplierCode: supplierA.supplierCode, supplierName: supplierA.supplierName }),
      id: supplierA.id,
      status: 'DISABLE',
    });
    expect(disable.body.code).toBe(4030001);
    expect((await t.call<SupplierView>(buyerA, 'GET', `${base}/${supplierA.id}`)).body.data.status).toBe('ENABLE');
  });
});
