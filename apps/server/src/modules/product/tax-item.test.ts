import type { TaxItemView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';

const t = await startTestApp();
const editor = await t.given.session({ grants: ['system:basicData:add', 'system:basicData:edit', 'system:basicData:status'] });

describe('tax items (税目)', () => {
  it('adds, changes and disables a tax item; the SKU form list follows', async () => {
    const added = await t.call<TaxItemView>(editor, 'PUT', '/api/product/taxItems/add', { code: 'VAT9', name: '农产品 9%', rate: '0.09' });
    expect(added.body.code).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'VAT9', name: '农产品 9%', rate: '0.09', status: 'ENABLE' });
    const changed = await t.call<TaxItemView>(editor, 'POST', '/api/product/taxItems/update', {
      id: added.body.data.id,
      code: 'VAT9',
      name: '农产品及图书 9%',
      rate: '0.0900',
      sort: 5,
    });
    expect(changed.body.data).toMatchObject({ name: '农产品及图书 9%', sort: 5 });
    await t.call(editor, 'PUT', '/api/product/taxItems/status', { ids: [added.body.data.id], status: 'DISABLE' });
    const enabled = await t.call<TaxItemView[]>(editor, 'POST', '/api/product/taxItems/list', { status: 'ENABLE' });
    expect(enabled.body.data.map((x) => x.code)).not.toContain('VAT9');
  });

  it('refuses a taken code, a rate above 100% (13 instead of 0.13) and a caller without the button, naming the field', async () => {
    await t.call(editor, 'PUT', '/api/product/taxItems/add', { code: 'DUP1', name: 'x', rate: '0.06' });
    const dup = await t.call(editor, 'PUT', '/api/product/taxItems/add', { code: 'DUP1', name: 'y', rate: '0.06' });
    expect(dup.body.code).toBe(4000409);
    expect(dup.body.errors?.[0].field).toBe('code');
    const rate = await t.call(editor, 'PUT', '/api/product/taxItems/add', { code: 'R1', name: 'y', rate: '13' });
    expect(rate.status).toBe(400);
    expect(rate.body.errors?.[0].field).toBe('rate');
    const viewer = await t.given.session({ grants: ['/system/basicData'] });
    expect((await t.call(viewer, 'PUT', '/api/product/taxItems/add', { code: 'V1', name: 'y', rate: '0.06' })).status).toBe(403);
  });
});
