// 配货申请单 refusals: bad quantities, a group without a centre, fulfilment beyond the request;
// each a 4xx naming the field where there is one, and nothing changed.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { member } from '../partner/partner.test-kit';
import { givenDealer, REQUEST_GRANTS } from './distribution-request.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();

describe('distribution requests (errors)', async () => {
  const g = await givenDealer(t, admin);

  it('refuses a quantity of 0 or below, naming the line’s field', async () => {
    for (const qty of ['0', '-3']) {
      const res = await g.saveRequest(g.dealerClerk, { lines: [{ skuId: String(g.sku), qty }] });
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toContain('lines.0.qty');
    }
    expect((await g.row(g.dealerClerk, '')) ?? null).toBeNull();
  });

  it('refuses a request from a group without a distribution centre above it', async () => {
    const top = await t.given.businessGroup();
    const clerk = await member(t, [top.id], REQUEST_GRANTS);
    const res = await g.saveRequest(clerk);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.msg).toMatch(/distribution centre/);
  });

  it('refuses fulfilment beyond the requested quantity, naming the line’s quantity, and changes nothing', async () => {
    const req = await g.sentRequest([{ qty: '10' }]);
    expect((await g.fulfil(req.lines[0].id, '7')).body.code).toBe(200);
    // Saved beyond the remainder: refused at once.
    const saved = await g.saleDraft(req.lines[0].id, '4');
    expect(saved.status).toBe(400);
    expect(saved.body.errors?.[0]?.field).toBe('lines.0.qty');
    expect(saved.body.msg).toMatch(/an extra line is needed/);
    // Two drafts within the remainder each: the second review is refused under the line's lock.
    const a = await g.c.ok(g.saleDraft(req.lines[0].id, '3'));
    const b = await g.c.ok(g.saleDraft(req.lines[0].id, '2'));
    expect((await g.c.op('wholesaleSale', 'review', a)).body.code).toBe(200);
    const late = await g.c.op('wholesaleSale', 'review', b);
    expect(late.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(late.body.errors?.[0]?.field).toBe('lines.0.qty');
    expect(await g.fulfilled(admin, req.id)).toEqual([10]);
    expect((await g.c.detail('wholesaleSale', b.id)).status).toBe('DRAFT');
  });

  it('refuses to fulfil into a sale when the dealer has no customer record in the centre', async () => {
    const req = await g.sentRequest([{ qty: '5' }]);
    const res = await g.fulfilAction(admin, req.id);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.msg).toContain(g.dealer.partnerCode as string);
  });

  it('refuses the dealer’s reverse review once a sale of the centre fulfils the request', async () => {
    const req = await g.sentRequest([{ qty: '5' }]);
    expect((await g.fulfil(req.lines[0].id, '1')).body.code).toBe(200);
    const res = await t.call(g.dealerClerk, 'POST', '/api/order/distributionRequest/decline', { id: req.id, version: req.version });
    expect(res.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect((await g.request(g.dealerClerk, req.id)).status).toBe('REVIEWED');
  });
});
