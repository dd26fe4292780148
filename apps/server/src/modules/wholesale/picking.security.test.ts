// Picking behind its walls: each call wants the picking screen or its pick, box or print
// button; another group's sale is not found and nothing of it changes.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { BASE, PICKING_GRANTS, pickingKit } from './picking.test-kit';

const t = await startTestApp();
const admin = await t.given.admin();
const k = pickingKit(t, admin);
await k.setPicker(admin.employeeId, '0', '0');

describe('picking (security)', async () => {
  const { sale, sheet } = await (async () => {
    const made = await k.reviewedSale(['2']);
    await k.ok(k.start(made.sale.id));
    return { ...made, sheet: await k.ok(k.sheet(made.sale.id)) };
  })();
  const line = sheet.lines[0];
  const calls: [string, string, Record<string, unknown> | undefined][] = [
    ['GET', `${BASE}/${sale.id}`, undefined],
    ['POST', `${BASE}/start`, { id: sale.id }],
    ['POST', `${BASE}/skuScan`, { id: sale.id, code: line.skuCode as string }],
    ['POST', `${BASE}/pickedQty`, { id: sale.id, lineId: line.lineId, pickedQty: '2' }],
    ['POST', `${BASE}/complete`, { id: sale.id }],
    ['POST', `${BASE}/box`, { id: sale.id, boxCount: 1, labelCount: 1 }],
    ['POST', `${BASE}/print`, { id: sale.id, kind: 'BOX_LABEL' }],
  ];

  it('answers 403 without the picking screen or its buttons', async () => {
    const group = (await t.given.defaultGroup()).id;
    const nobody = await t.given.session({ grants: ['/wholesale/wholesaleSale'], groups: [group] });
    for (const [method, url, body] of [...calls, ['POST', `${BASE}/page`, {}] as [string, string, Record<string, unknown>]]) {
      const res = await t.call(nobody, method, url, body);
      expect(res.body.code, `${method} ${url}`).toBe(ErrorCode.FORBIDDEN);
    }
    // The screen alone reads, but may not pick, box or print.
    const viewer = await t.given.session({ grants: ['/wholesale/picking'], groups: [group] });
    expect((await t.call(viewer, 'GET', `${BASE}/${sale.id}`)).body.code).toBe(200);
    for (const [method, url, body] of calls.slice(1)) {
      expect((await t.call(viewer, method, url, body)).body.code, url).toBe(ErrorCode.FORBIDDEN);
    }
  });

  it('answers another group’s sale "not found" and changes nothing', async () => {
    const groupB = await t.given.businessGroup();
    const outsider = await t.given.session({ grants: PICKING_GRANTS, groups: [groupB.id] });
    for (const [method, url, body] of calls) {
      const res = await t.call(outsider, method, url, body);
      expect(res.body.code, `${method} ${url}`).toBe(ErrorCode.DATA_NOT_FOUND);
    }
    const listed = await k.ok(k.page({ billNo: sale.billNo }, outsider));
    expect(listed.list).toEqual([]);
    const after = await k.ok(k.sheet(sale.id));
    expect([after.pickingState, after.lines[0].pickedQty, after.version]).toEqual(['PICKING', '0', sheet.version]);
  });
});
