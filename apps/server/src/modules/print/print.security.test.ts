// Printing inside the walls: templates are the group's own, each write needs its button, a
// print needs the screen's print button and the group's documents, and cost stays hidden.
import type { PrintDocument, PrintTemplateView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { member } from '../partner/partner.test-kit';
import { labelBody, staff, TEMPLATE_GRANTS } from './print.test-kit';

const PRICED = freshId();
useTestPorts({ [PRICED]: '3' });
const t = await startTestApp();
const groupA = await t.given.businessGroup();
const groupB = await t.given.businessGroup();
const designerA = await member(t, [groupA.id], TEMPLATE_GRANTS);
const designerB = await member(t, [groupB.id], TEMPLATE_GRANTS);
const templateA = (await t.call<PrintTemplateView>(designerA, 'PUT', '/api/basic/printTemplate/add', labelBody())).body.data;

describe('templates are the group’s own', () => {
  it('answers another group’s template as not found and leaves it unchanged', async () => {
    const id = templateA.id;
    const calls: [string, string, unknown][] = [
      ['GET', `/api/basic/printTemplate/${id}`, undefined],
      ['POST', '/api/basic/printTemplate/update', { ...labelBody({ name: 'B改的' }), id, version: templateA.version }],
      ['POST', '/api/basic/printTemplate/copy', { id }],
      ['POST', '/api/basic/printTemplate/default', { id }],
      ['DELETE', `/api/basic/printTemplate?ids=${id}`, undefined],
    ];
    for (const [method, url, body] of calls) expect((await t.call(designerB, method, url, body)).body.code, url).toBe(4000404);
    const page = await t.call<{ total: number }>(designerB, 'POST', '/api/basic/printTemplate/page', {});
    expect(page.body.data.total).toBe(0);
    const still = await t.call<PrintTemplateView>(designerA, 'GET', `/api/basic/printTemplate/${id}`);
    expect(still.body.data).toMatchObject({ name: templateA.name, version: templateA.version });
  });

  it('needs the screen’s button for every write', async () => {
    const reader = await member(t, [groupA.id], ['/system/printTemplate']);
    expect((await t.call(reader, 'POST', '/api/basic/printTemplate/page', {})).body.code).toBe(200);
    expect((await t.call(reader, 'PUT', '/api/basic/printTemplate/add', labelBody())).status).toBe(403);
    expect((await t.call(reader, 'POST', '/api/basic/printTemplate/copy', { id: templateA.id })).status).toBe(403);
    expect((await t.call(reader, 'POST', '/api/basic/printTemplate/default', { id: templateA.id })).status).toBe(403);
    expect((await t.call(reader, 'DELETE', `/api/basic/printTemplate?ids=${templateA.id}`)).status).toBe(403);
    const nobody = await member(t, [groupA.id], []);
    expect((await t.call(nobody, 'POST', '/api/basic/printTemplate/page', {})).status).toBe(403);
  });
});

describe('printing documents', () => {
  const READ = ['/inventory/transfer', 'inventory:transfer:add', 'inventory:transfer:complete', 'inventory:transfer:print'];

  it('needs the print button of the document’s screen', async () => {
    const s = await staff(t, [groupA.id], ['/inventory/transfer', 'inventory:transfer:add']);
    const draft = await clerk(t, s).transfer(freshId(), freshId(), [[freshId(), '1']]);
    expect((await t.call(s, 'POST', '/api/stock/transfer/print', { ids: [draft.id] })).status).toBe(403);
  });

  it('prints no document of another group and records nothing', async () => {
    const a = await staff(t, [groupA.id], READ);
    const b = await staff(t, [groupB.id], READ);
    const draft = await clerk(t, a).transfer(freshId(), freshId(), [[freshId(), '1']]);
    expect((await t.call(b, 'POST', '/api/stock/transfer/print', { ids: [draft.id] })).body.code).toBe(4000404);
    const detail = await clerk(t, a).detail('transfer', draft.id);
    expect(detail.audit.map((x) => x.operation)).not.toContain('PRINT');
  });

  it('leaves cost fields out of the print data without costPrice', async () => {
    const admin = await t.given.admin();
    const c = clerk(t, admin);
    const [w1, w2] = [freshId(), freshId()];
    await c.gain(w1, [[PRICED, '4']]);
    const draft = await c.transfer(w1, w2, [[PRICED, '1']]);
    c.ok(await c.op('transfer', 'complete', draft.id, draft.version));
    const blind = await t.given.session({ grants: READ });
    const seeing = await t.given.session({ grants: [...READ, 'field:costPrice'] });
    const of = async (s: typeof blind) =>
      (await t.call<PrintDocument[]>(s, 'POST', '/api/stock/transfer/print', { ids: [draft.id] })).body.data[0];
    const hidden = await of(blind);
    expect(['costAmount' in hidden, 'unitCost' in hidden.lines[0], 'costAmount' in hidden.lines[0]]).toEqual([false, false, false]);
    const shown = await of(seeing);
    expect(['costAmount' in shown, 'unitCost' in shown.lines[0], 'costAmount' in shown.lines[0]]).toEqual([true, true, true]);
  });
});
