// Print templates as a clerk uses them: the shipped set per group, add, copy, one default per
// bill type and template type, and printing documents through the data route with an audit entry.
import {
  DOCUMENT_TYPES,
  type DocumentDetailView,
  type Page,
  type PrintDocument,
  type PrintTemplateListItem,
  type PrintTemplateView,
} from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { member } from '../partner/partner.test-kit';
import { seedPrintTemplates } from './print.seed';
import { labelBody, staff, TEMPLATE_GRANTS } from './print.test-kit';

useTestPorts();
const t = await startTestApp();
const group = await t.given.businessGroup();
const designer = await member(t, [group.id], TEMPLATE_GRANTS);
const ok = async <T>(p: Promise<{ body: { code: number; data: T; msg: string } }>): Promise<T> => {
  const res = await p;
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
};
const page = (body: Record<string, unknown> = {}) =>
  ok(t.call<Page<PrintTemplateListItem>>(designer, 'POST', '/api/basic/printTemplate/page', { pageSize: 500, ...body }));

describe('shipped templates', () => {
  it('seeds a default document template for every document type, and the wholesale packing list and box label', async () => {
    expect(await seedPrintTemplates(t.db, [group.id], null)).toBe(DOCUMENT_TYPES.length + 2);
    expect(await seedPrintTemplates(t.db, [group.id], null)).toBe(0);
    const all = (await page()).list;
    for (const type of DOCUMENT_TYPES) {
      expect(all.filter((r) => r.billType === type.code && r.templateType === 0 && r.isDefault)).toHaveLength(1);
    }
    const sale = all.filter((r) => r.billType === 'WHOLESALE_SALE').map((r) => r.templateType);
    expect(sale.sort()).toEqual([0, 1, 2]);
    expect((await page({ templateType: 2 })).list.map((r) => r.name)).toEqual(['批发销售箱标']);
  });

  it('lets a group without templates print through the shipped default', async () => {
    const bare = await t.given.businessGroup();
    const s = await member(t, [bare.id], []);
    const usable = await ok(t.call<PrintTemplateView[]>(s, 'POST', '/api/basic/printTemplate/usable', { billType: 'WAREHOUSE_TRANSFER' }));
    expect(usable).toHaveLength(1);
    expect(usable[0]).toMatchObject({ id: '0', isDefault: true, templateType: 0 });
    expect(usable[0].elements.some((e) => e.kind === 'table')).toBe(true);
  });
});

describe('designing templates', () => {
  it('adds, changes and reads a template with its elements', async () => {
    const added = await ok(t.call<PrintTemplateView>(designer, 'PUT', '/api/basic/printTemplate/add', labelBody({ name: '调拨箱标A' })));
    expect(added.elements[2]).toMatchObject({ kind: 'boxNumber', fontSize: 18, bold: true });
    const moved = added.elements.map((e) => (e.id === 'bc' ? { ...e, x: 5, y: 12 } : e));
    const changed = await ok(
      t.call<PrintTemplateView>(designer, 'POST', '/api/basic/printTemplate/update', {
        ...labelBody({ name: '调拨箱标A' }),
        id: added.id,
        version: added.version,
        elements: moved,
      }),
    );
    expect(changed.version).toBe(added.version + 1);
    const read = await ok(t.call<PrintTemplateView>(designer, 'GET', `/api/basic/printTemplate/${added.id}`));
    expect(read.elements.find((e) => e.id === 'bc')).toMatchObject({ x: 5, y: 12 });
    expect(read.printerName).toBe('ZDesigner GK888t');
  });

  it('copies a template under a new name, never as the default', async () => {
    const source = await ok(
      t.call<PrintTemplateView>(designer, 'PUT', '/api/basic/printTemplate/add', labelBody({ name: '复制源', isDefault: true })),
    );
    const first = await ok(t.call<PrintTemplateView>(designer, 'POST', '/api/basic/printTemplate/copy', { id: source.id }));
    const second = await ok(t.call<PrintTemplateView>(designer, 'POST', '/api/basic/printTemplate/copy', { id: source.id }));
    expect([first.name, second.name]).toEqual(['复制源 副本', '复制源 副本2']);
    expect(first.isDefault).toBe(false);
    expect(first.elements).toEqual(source.elements);
  });

  it('keeps one default per bill type and template type', async () => {
    const a = await ok(t.call<PrintTemplateView>(designer, 'PUT', '/api/basic/printTemplate/add', labelBody({ isDefault: true })));
    const b = await ok(t.call<PrintTemplateView>(designer, 'PUT', '/api/basic/printTemplate/add', labelBody({ isDefault: true })));
    const defaults = async () =>
      (await page({ billType: 'WAREHOUSE_TRANSFER', templateType: 2 })).list.filter((r) => r.isDefault).map((r) => r.id);
    expect(await defaults()).toEqual([b.id]);
    await ok(t.call(designer, 'POST', '/api/basic/printTemplate/default', { id: a.id }));
    expect(await defaults()).toEqual([a.id]);
    const usable = await ok(
      t.call<PrintTemplateView[]>(designer, 'POST', '/api/basic/printTemplate/usable', { billType: 'WAREHOUSE_TRANSFER', templateType: 2 }),
    );
    expect(usable[0].id).toBe(a.id);
    // The shipped document template of transfers is untouched.
    expect((await page({ billType: 'WAREHOUSE_TRANSFER', templateType: 0 })).list.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('deletes templates', async () => {
    const a = await ok(t.call<PrintTemplateView>(designer, 'PUT', '/api/basic/printTemplate/add', labelBody()));
    await ok(t.call(designer, 'DELETE', `/api/basic/printTemplate?ids=${a.id}`));
    expect((await t.call(designer, 'GET', `/api/basic/printTemplate/${a.id}`)).body.code).toBe(4000404);
  });
});

describe('printing documents', () => {
  it('answers the print data of transfers in the order asked and records the print in their audit trail', async () => {
    const keeper = await staff(t, [group.id], ['/inventory/transfer', 'inventory:transfer:add', 'inventory:transfer:print']);
    const c = clerk(t, keeper);
    const [w1, w2, sku] = [freshId(), freshId(), freshId()];
    const one = await c.transfer(w1, w2, [[sku, '2']]);
    const two = await c.transfer(w1, w2, [[sku, '3']]);
    const printed = await ok(t.call<PrintDocument[]>(keeper, 'POST', '/api/stock/transfer/print', { ids: [two.id, one.id] }));
    expect(printed.map((d) => d.billNo)).toEqual([two.billNo, one.billNo]);
    expect(printed[0]).toMatchObject({ type: 'WAREHOUSE_TRANSFER', totalQty: '3.0000', businessGroupName: group.name });
    expect(printed[0].lines[0]).toMatchObject({ lineNo: 1, qty: '3.0000' });
    expect('audit' in printed[0]).toBe(false);
    const detail = await ok(t.call<DocumentDetailView>(keeper, 'GET', `/api/stock/transfer/${one.id}`));
    expect(detail.audit.map((a) => a.operation)).toContain('PRINT');
    expect(detail.status).toBe('DRAFT');
    expect(detail.audit.filter((a) => a.operation === 'PRINT')).toHaveLength(1);
  });

  it('previews a document for the designer without recording a print', async () => {
    const keeper = await staff(t, [group.id], ['/inventory/transfer', 'inventory:transfer:add', 'inventory:transfer:print']);
    const c = clerk(t, keeper);
    const draft = await c.transfer(freshId(), freshId(), [[freshId(), '1']]);
    await ok(t.call(keeper, 'POST', '/api/stock/transfer/print', { ids: [draft.id], record: false }));
    const detail = await ok(t.call<DocumentDetailView>(keeper, 'GET', `/api/stock/transfer/${draft.id}`));
    expect(detail.audit.map((a) => a.operation)).not.toContain('PRINT');
  });
});
