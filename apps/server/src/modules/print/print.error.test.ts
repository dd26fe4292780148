// Bad templates are refused naming the field and change nothing; a print without a template
// says so in the clerk's language.
import type { PrintTemplateView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { PDF, PNG, uploadAs } from '../../platform/files/files.test-kit';
import { fieldsOf, member } from '../partner/partner.test-kit';
import { labelBody, TEMPLATE_GRANTS } from './print.test-kit';

const t = await startTestApp();
const group = await t.given.businessGroup();
const designer = await member(t, [group.id], TEMPLATE_GRANTS);
const add = (body: unknown) => t.call<PrintTemplateView>(designer, 'PUT', '/api/basic/printTemplate/add', body);

describe('template validation', () => {
  it.each([
    ['elements.0.symbology', { elements: [{ id: 'b', kind: 'barcode', symbology: 'qr39', x: 0, y: 0, w: 10, h: 10 }] }],
    ['elements.0.kind', { elements: [{ id: 'x', kind: 'video', x: 0, y: 0, w: 10, h: 10 }] }],
    ['elements.0.src', { elements: [{ id: 'i', kind: 'image', src: 'javascript:alert(1)', x: 0, y: 0, w: 10, h: 10 }] }],
    ['elements.0.w', { elements: [{ id: 't', kind: 'text', text: 'a', x: 0, y: 0, w: 0, h: 10 }] }],
    ['elements.0.field', { elements: [{ id: 'f', kind: 'field', field: 'a b;drop', x: 0, y: 0, w: 10, h: 10 }] }],
    ['elements.0.columns', { elements: [{ id: 'l', kind: 'table', columns: [], x: 0, y: 0, w: 10, h: 10 }] }],
    ['elements', { elements: Array.from({ length: 101 }, (_, i) => ({ id: `t${i}`, kind: 'text', text: 'a', x: 0, y: 0, w: 5, h: 5 })) }],
    ['page.width', { page: { width: 5, height: 100 } }],
    ['billType', { billType: 'NOT_A_TYPE' }],
    ['templateType', { templateType: 3 }],
    ['name', { name: '' }],
  ])('refuses a bad %s', async (field, overrides) => {
    const res = await add({ ...labelBody(), ...overrides });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body as { errors?: { field: string }[] })).toContain(field);
  });

  it('refuses a second template of the same name for a bill type', async () => {
    expect((await add(labelBody({ name: '同名模板' }))).body.code).toBe(200);
    const again = await add(labelBody({ name: '同名模板' }));
    expect(again.body.code).toBe(4000409);
    expect(fieldsOf(again.body as { errors?: { field: string }[] })).toEqual(['name']);
  });

  it('refuses a change made from a stale version', async () => {
    const a = (await add(labelBody())).body.data;
    const body = { ...labelBody({ name: a.name }), id: a.id, version: a.version };
    expect((await t.call(designer, 'POST', '/api/basic/printTemplate/update', body)).body.code).toBe(200);
    const stale = await t.call(designer, 'POST', '/api/basic/printTemplate/update', body);
    expect(stale.body.code).toBe(4000410);
  });
});

describe('a logo from file storage', () => {
  const logo = (src: string) => ({ elements: [{ id: 'logo', kind: 'image' as const, src, x: 5, y: 5, w: 30, h: 12 }] });

  it('keeps an uploaded image of the group as file:<id>, and refuses another group’s file or a PDF', async () => {
    const png = await uploadAs(t, designer, PNG, 'logo.png');
    const saved = await add(labelBody({ name: 'Logo 模板', ...logo(`file:${png.body.data.id}`) }));
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(saved.body.data.elements[0]).toMatchObject({ kind: 'image', src: `file:${png.body.data.id}` });

    const otherGroup = await t.given.businessGroup();
    const outsider = await member(t, [otherGroup.id], TEMPLATE_GRANTS);
    const theirs = await uploadAs(t, outsider, PNG, 'their-logo.png');
    const pdf = await uploadAs(t, designer, PDF, 'price.pdf');
    for (const src of [`file:${theirs.body.data.id}`, `file:${pdf.body.data.id}`, 'file:999999999']) {
      const res = await add(labelBody(logo(src)));
      expect(res.status, src).toBe(400);
      expect(fieldsOf(res.body as { errors?: { field: string }[] })).toEqual(['elements']);
    }
    const update = await t.call(designer, 'POST', '/api/basic/printTemplate/update', {
      ...labelBody({ name: 'Logo 模板', ...logo(`file:${theirs.body.data.id}`) }),
      id: saved.body.data.id,
      version: saved.body.data.version,
    });
    expect(update.status).toBe(400);
  });
});

describe('print parameters', () => {
  it('refuses the same document twice in one print, naming the ids', async () => {
    const s = await member(t, [group.id], ['/inventory/transfer', 'inventory:transfer:print']);
    const res = await t.call(s, 'POST', '/api/stock/transfer/print', { ids: ['1', '1'] }, { language: 'zh-CN' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body as { errors?: { field: string }[] })).toEqual(['ids']);
    expect((res.body as { msg: string }).msg).toContain('打印参数缺失或异常');
  });

  it('refuses a print of no documents or of ids that are not ids', async () => {
    const s = await member(t, [group.id], ['/inventory/transfer', 'inventory:transfer:print']);
    expect((await t.call(s, 'POST', '/api/stock/transfer/print', { ids: [] })).status).toBe(400);
    expect((await t.call(s, 'POST', '/api/stock/transfer/print', { ids: ['x1'] })).status).toBe(400);
  });
});

describe('printing without a template', () => {
  it('says no print template was found, in the caller’s language', async () => {
    const s = await member(t, [group.id], []);
    const res = await t.call(
      s,
      'POST',
      '/api/basic/printTemplate/usable',
      { billType: 'PURCHASE_ORDER', templateType: 2 },
      { language: 'zh-CN' },
    );
    expect(res.body.code).toBe(4000422);
    expect((res.body as { msg: string }).msg).toContain('未找到打印模板');
  });
});
