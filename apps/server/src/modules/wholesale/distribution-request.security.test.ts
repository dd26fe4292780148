// 配货申请单 behind its walls: the dealer edits its own drafts; the centre it is addressed to
// reads it and fulfils or closes it but never edits it; any other group gets "not found";
// every route wants its button.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { today, useTestPorts } from '../inventory/inventory.fixtures';
import { member } from '../partner/partner.test-kit';
import { givenDealer, REQUEST_GRANTS } from './distribution-request.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const BASE = '/api/order/distributionRequest';

describe('distribution requests (security)', async () => {
  const g = await givenDealer(t, admin);
  const sent = await g.sentRequest([{ qty: '10' }]);
  const draft = await g.d.ok(g.saveRequest(g.dealerClerk));
  const third = await t.given.businessGroup();
  const outsider = await member(t, [third.id], REQUEST_GRANTS);
  const centreClerk = await member(t, [g.centre.id], REQUEST_GRANTS);

  it('answers a third group "not found" on every route and changes nothing', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', `${BASE}/${sent.id}`, undefined],
      ['GET', `${BASE}/${draft.id}`, undefined],
      [
        'POST',
        `${BASE}/update`,
        { id: draft.id, version: draft.version, billDate: today(), warehouseId: '1', lines: [{ skuId: String(g.sku), qty: '1' }] },
      ],
      ['POST', `${BASE}/review`, { id: draft.id, version: draft.version }],
      ['POST', `${BASE}/decline`, { id: sent.id, version: sent.version }],
      ['POST', `${BASE}/settleClose`, { id: sent.id, version: sent.version }],
      ['POST', `${BASE}/line/close`, { id: sent.lines[0].id, version: sent.version }],
      ['POST', `${BASE}/supplier/settleClose`, { id: sent.id, version: sent.version }],
      ['POST', `${BASE}/fulfil`, { id: sent.id, warehouseId: '1' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(outsider, method, url, body);
      expect(res.body.code, `${method} ${url}`).toBe(ErrorCode.DATA_NOT_FOUND);
    }
    const page = await t.call<{ list: { id: string }[] }>(outsider, 'POST', `${BASE}/page`, { pageNum: 1, pageSize: 50 });
    expect(page.body.data.list.map((r) => r.id)).not.toContain(sent.id);
    const res = await t.call(outsider, 'DELETE', `${BASE}?ids=${draft.id}`);
    expect(res.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    expect((await g.request(g.dealerClerk, draft.id)).status).toBe('DRAFT');
    expect((await g.request(g.dealerClerk, sent.id)).status).toBe('REVIEWED');
  });

  it('a third group’s sale cannot fulfil the request', async () => {
    const other = await t.given.businessGroup();
    const clerk = await member(t, [other.id], REQUEST_GRANTS);
    const res = await t.call(clerk, 'PUT', '/api/order/wholesaleSale/add', {
      billDate: today(),
      customerId: g.customer.id,
      warehouseId: '1',
      lines: [{ skuId: String(g.sku), qty: '1', price: '2', requestLineId: sent.lines[0].id }],
    });
    expect(res.body.code).not.toBe(200);
    expect(await g.fulfilled(g.dealerClerk, sent.id)).toEqual([0]);
  });

  it('the centre reads a sent request but not the dealer’s draft, and never edits it', async () => {
    expect((await t.call(centreClerk, 'GET', `${BASE}/${sent.id}`)).body.code).toBe(200);
    expect((await t.call(centreClerk, 'GET', `${BASE}/${draft.id}`)).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const edits: [string, string, unknown][] = [
      [
        'POST',
        `${BASE}/update`,
        { id: sent.id, version: sent.version, billDate: today(), warehouseId: '1', lines: [{ skuId: String(g.sku), qty: '1' }] },
      ],
      ['POST', `${BASE}/decline`, { id: sent.id, version: sent.version }],
      ['POST', `${BASE}/settleClose`, { id: sent.id, version: sent.version }],
    ];
    for (const [method, url, body] of edits) {
      expect((await t.call(centreClerk, method, url, body)).body.code, url).toBe(ErrorCode.DATA_NOT_FOUND);
    }
    expect((await t.call(centreClerk, 'DELETE', `${BASE}?ids=${sent.id}`)).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const detail = await g.request(g.dealerClerk, sent.id);
    expect(detail.status).toBe('REVIEWED');
    expect(detail.version).toBe(sent.version);
  });

  it('the dealer cannot use the centre’s close line, whole close or fulfil on its own request', async () => {
    for (const [url, body] of [
      [`${BASE}/line/close`, { id: sent.lines[0].id, version: sent.version }],
      [`${BASE}/supplier/settleClose`, { id: sent.id, version: sent.version }],
      [`${BASE}/fulfil`, { id: sent.id, warehouseId: '1' }],
    ] as const) {
      expect((await t.call(g.dealerClerk, 'POST', url, body)).body.code, url).toBe(ErrorCode.DATA_NOT_FOUND);
    }
  });

  it('answers 403 without the button', async () => {
    const reader = await member(t, [g.centre.id], ['/wholesale/distributionRequest']);
    const calls: [string, string, unknown][] = [
      ['POST', `${BASE}/line/close`, { id: sent.lines[0].id, version: sent.version }],
      ['POST', `${BASE}/supplier/settleClose`, { id: sent.id, version: sent.version }],
      ['POST', `${BASE}/fulfil`, { id: sent.id, warehouseId: '1' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(reader, method, url, body);
      expect(res.status, url).toBe(403);
    }
    const dealerReader = await member(t, [g.dealer.id], ['/wholesale/distributionRequest']);
    expect((await g.saveRequest(dealerReader)).status).toBe(403);
    expect((await t.call(dealerReader, 'POST', `${BASE}/review`, { id: draft.id, version: draft.version })).status).toBe(403);
    const none = await member(t, [g.dealer.id], ['/wholesale/wholesaleSale']);
    expect((await t.call(none, 'GET', `${BASE}/${sent.id}`)).status).toBe(403);
  });
});
