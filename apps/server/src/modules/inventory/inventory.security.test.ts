import type { DocumentDetailView, MovementView, Page, StockRowView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk, freshId, useTestPorts } from './inventory.fixtures';

const PRICED = freshId();
useTestPorts({ [PRICED]: '3' });
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);

const READ = ['/inventory/transfer', '/inventory/stock', '/inventory/movement'];

describe('cost is shown only to holders of the cost-price permission', () => {
  it('strips unit cost, cost amount, average cost and stock value from documents, stock and movements', async () => {
    const [w1, w2] = [freshId(), freshId()];
    await c.gain(w1, [[PRICED, '4']]);
    const draft = await c.transfer(w1, w2, [[PRICED, '1']]);
    c.ok(await c.op('transfer', 'complete', draft.id, draft.version));

    const blind = await t.given.session({ grants: READ });
    const seeing = await t.given.session({ grants: [...READ, 'field:costPrice'] });
    for (const [s, sees] of [
      [blind, false],
      [seeing, true],
    ] as const) {
      const detail = (await t.call<DocumentDetailView>(s, 'GET', `/api/stock/transfer/${draft.id}`)).body.data;
      const stock = (await t.call<Page<StockRowView>>(s, 'POST', '/api/stock/stockQuery/page', { warehouseId: String(w1) })).body.data
        .list[0];
      const move = (await t.call<Page<MovementView>>(s, 'POST', '/api/stock/movement/page', { billNo: draft.billNo })).body.data.list[0];
      const shown = [
        'costAmount' in detail,
        'unitCost' in detail.lines[0],
        'costAmount' in detail.lines[0],
        'avgCost' in stock,
        'stockValue' in stock,
        'unitCost' in move,
        'costAmount' in move,
      ];
      expect(shown).toEqual(Array(7).fill(sees));
      expect(stock.onHand).toBe('3.0000');
    }
  });
});

describe('business groups keep their documents apart', () => {
  it('does not show, post or resolve another group’s documents', async () => {
    const other = await t.given.businessGroup();
    const outsider = await t.given.session({ isAdmin: true, groups: [other.id] });
    const draft = c.ok(await c.add('breakage', { warehouseId: String(freshId()), lines: [{ skuId: String(freshId()), qty: '1' }] }));
    const o = clerk(t, outsider);

    expect((await t.call(outsider, 'GET', `/api/stock/breakage/${draft.id}`)).body.code).toBe(4000404);
    expect((await o.op('breakage', 'complete', draft.id, draft.version)).body.code).toBe(4000404);
    expect((await t.call(outsider, 'DELETE', `/api/stock/breakage?ids=${draft.id}`)).body.code).toBe(4000404);
    expect((await t.call(outsider, 'GET', `/api/order/billNo/associationId?billNo=${draft.billNo}`)).body.code).toBe(4000404);
    expect((await t.call(outsider, 'GET', `/api/order/document/${draft.id}/audit`)).body.code).toBe(4000404);
    const page = await t.call<Page<unknown>>(outsider, 'POST', '/api/stock/breakage/page', { billNo: draft.billNo });
    expect(page.body.data.total).toBe(0);
    expect((await c.detail('breakage', draft.id)).status).toBe('DRAFT');
  });

  it('resolves a bill number of any of the caller’s groups, the active one first', async () => {
    const second = await t.given.businessGroup();
    const both = await t.given.session({ isAdmin: true, groups: [(await t.given.defaultGroup()).id, second.id] });
    const draft = c.ok(await c.add('breakage', { warehouseId: String(freshId()), lines: [{ skuId: String(freshId()), qty: '1' }] }));
    const found = await t.call<{ id: string }>(both, 'GET', `/api/order/billNo/associationId?billNo=${draft.billNo}`, undefined, {
      belongId: String(second.id),
    });
    expect(found.body.data.id).toBe(draft.id);
  });
});

describe('permissions beyond the route’s own', () => {
  it('shows a document’s audit trail only to those who may read its screen', async () => {
    const draft = c.ok(await c.add('breakage', { warehouseId: String(freshId()), lines: [{ skuId: String(freshId()), qty: '1' }] }));
    const stranger = await t.given.session({ grants: ['/inventory/transfer'] });
    expect((await t.call(stranger, 'GET', `/api/order/document/${draft.id}/audit`)).status).toBe(403);
    const reader = await t.given.session({ grants: ['/inventory/breakage'] });
    expect((await t.call(reader, 'GET', `/api/order/document/${draft.id}/audit`)).body.code).toBe(200);
  });

  it('lets a clerk with only the review button review but not post', async () => {
    const reviewer = await t.given.session({ grants: ['inventory:breakage:review'] });
    const draft = c.ok(await c.add('breakage', { warehouseId: String(freshId()), lines: [{ skuId: String(freshId()), qty: '1' }] }));
    const r = clerk(t, reviewer);
    const reviewed = r.ok(await r.op('breakage', 'review', draft.id, draft.version));
    expect((await r.op('breakage', 'complete', draft.id, reviewed.version)).status).toBe(403);
  });
});
