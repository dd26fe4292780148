// Bad points adjustments are refused naming the field and change nothing: 0 points, points that
// are not whole, no reason or one over 200 characters, two lines, an unknown customer, and a
// redemption beyond the balance ('积分不足，当前积分 N').
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer, fieldsOf } from '../partner/partner.test-kit';
import { POINTS, pointsClerk } from './points.test-kit';
import { verifyPointsLedger } from './points-verify';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const p = pointsClerk(t, admin);
const customer = await addCustomer(t, admin, { rewardRatio: '10' });
await p.adjust(customer.id, 10, '开户赠送');
const count = async () => (await p.ok(t.call<{ total: number }>(admin, 'POST', `${POINTS.base}/page`, { pageNum: 1, pageSize: 1 }))).total;

describe('refused points adjustments', () => {
  it('refuses 0 points, points that are not whole, or none, naming the line’s points', async () => {
    const before = await count();
    for (const points of [0, '0', '1.5', '', 'abc', '1234567890']) {
      const res = await p.save({ customerId: customer.id, reason: '调整', lines: [{ points }] });
      expect(res.status, String(points)).toBe(400);
      expect(fieldsOf(res.body), String(points)).toEqual(['lines.0.points']);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a missing, blank or over-long reason and two lines', async () => {
    for (const reason of [undefined, '', '   ', 'x'.repeat(201)]) {
      const res = await p.save({ customerId: customer.id, reason, lines: [{ points: 5 }] });
      expect(res.status, String(reason)).toBe(400);
      expect(fieldsOf(res.body), String(reason)).toEqual(['reason']);
    }
    const two = await p.save({ customerId: customer.id, reason: '调整', lines: [{ points: 5 }, { points: 6 }] });
    expect(fieldsOf(two.body)).toEqual(['lines']);
  });

  it('refuses a customer that does not exist', async () => {
    const res = await p.save({ customerId: '987654321', reason: '调整', lines: [{ points: 5 }] });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['customerId']);
  });

  it('refuses a redemption beyond the balance naming the points and the balance, and changes nothing', async () => {
    const draft = await p.draft(customer.id, -11, '兑换礼品');
    const res = await t.call(admin, 'POST', `${POINTS.base}/complete`, { id: draft.id, version: draft.version }, { language: 'zh-CN' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['lines.0.points']);
    expect(res.body.msg).toBe('积分不足，当前积分 10，不能兑换 11 积分');
    expect(await p.balance(customer.id)).toBe(10);
    const still = await p.ok(t.call<{ status: string }>(admin, 'GET', `${POINTS.base}/${draft.id}`));
    expect(still.status).toBe('DRAFT');
    // Exactly the balance is allowed.
    await p.adjust(customer.id, -10, '兑换礼品');
    expect(await p.balance(customer.id)).toBe(0);
    expect(await verifyPointsLedger(t.db)).toEqual([]);
  });
});
