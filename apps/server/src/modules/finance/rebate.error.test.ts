// Rebate sheets refused, naming the field, with nothing changed: a ratio above 100 or with three
// decimals, a missing or too long reason, a ratio sheet without its ratio, an amount of 0, and
// an amount beyond what is accrued (periodic) or credited (cash back) — on save and on review.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { fieldsOf } from '../partner/partner.test-kit';
import { REBATE, rebateClerk } from './rebate.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const r = rebateClerk(t, admin);

const sheets = async () => {
  const page = await r.ok(t.call<{ total: number }>(admin, 'POST', `${REBATE.base}/page`, { pageNum: 1, pageSize: 10 }));
  return page.total;
};

describe('rebate sheets (errors)', () => {
  it('refuses bad ratio sheets naming the field; nothing saved, the customer untouched', async () => {
    const customer = await r.customer('5', 'CASH_BACK');
    const before = await sheets();
    const cases: [Record<string, unknown>, string][] = [
      [r.ratioBody(customer.id, '100.01', 'CASH_BACK'), 'rebateRatio'],
      [r.ratioBody(customer.id, '101', 'CASH_BACK'), 'rebateRatio'],
      [r.ratioBody(customer.id, '5.555', 'CASH_BACK'), 'rebateRatio'],
      [r.ratioBody(customer.id, '-1', 'CASH_BACK'), 'rebateRatio'],
      [r.ratioBody(customer.id, '5', null), 'rebateType'],
      [r.ratioBody(customer.id, '5', 'MONTHLY'), 'rebateType'],
      [{ ...r.ratioBody(customer.id, '5', 'CASH_BACK'), reason: '' }, 'reason'],
      [{ ...r.ratioBody(customer.id, '5', 'CASH_BACK'), reason: '   ' }, 'reason'],
      [{ ...r.ratioBody(customer.id, '5', 'CASH_BACK'), reason: undefined }, 'reason'],
      [{ ...r.ratioBody(customer.id, '5', 'CASH_BACK'), reason: 'x'.repeat(201) }, 'reason'],
      [{ ...r.ratioBody(customer.id, '5', 'CASH_BACK'), rebateRatio: undefined }, 'rebateRatio'],
      [{ ...r.ratioBody(customer.id, '5', 'CASH_BACK'), lines: [{ amount: '3' }] }, 'lines.0.amount'],
      [{ ...r.ratioBody(customer.id, '5', 'CASH_BACK'), adjustKind: 'BOTH' }, 'adjustKind'],
      [r.amountBody(customer.id, '0'), 'lines.0.amount'],
      [r.amountBody(customer.id, '1.234'), 'lines.0.amount'],
      [r.amountBody('999999999', '1'), 'customerId'],
    ];
    for (const [body, field] of cases) {
      const res = await r.save(body);
      expect([res.status, field]).toEqual([400, field]);
      expect(fieldsOf(res.body)).toContain(field);
    }
    expect(await sheets()).toBe(before);
    expect(await r.customerRatio(customer.id)).toEqual({ ratio: '5.00', type: 'CASH_BACK' });
  });

  it('a negative amount beyond what is accrued or credited, or a settlement beyond what is accrued, is refused naming the amount', async () => {
    const periodic = await r.customer('4', 'PERIODIC');
    const [w, rebated] = [freshId(), freshId()];
    await r.list(periodic.id, 'REBATE', [rebated]);
    await r.sell(periodic.id, w, [{ skuId: rebated, qty: '5', price: '50' }]);
    expect(await r.balance(periodic.id)).toEqual({ balance: '250.00', rebate: '10.00' });
    for (const amount of ['10.01', '-10.01']) {
      const res = await r.save(r.amountBody(periodic.id, amount));
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['lines.0.amount']);
      expect(res.body.msg).toContain('10.00');
    }
    const cashBack = await r.customer('5', 'CASH_BACK');
    const refused = await r.save(r.amountBody(cashBack.id, '-0.01'));
    expect(fieldsOf(refused.body)).toEqual(['lines.0.amount']);

    // Saved within the limit, then the rebate is taken by another sheet: the review refuses, nothing moves.
    const draft = await r.ok(r.save(r.amountBody(periodic.id, '8')));
    await r.amount(periodic.id, '5');
    expect(await r.balance(periodic.id)).toEqual({ balance: '245.00', rebate: '5.00' });
    const late = await r.op('review', draft);
    expect(late.status).toBe(400);
    expect(fieldsOf(late.body)).toEqual(['lines.0.amount']);
    expect(await r.balance(periodic.id)).toEqual({ balance: '245.00', rebate: '5.00' });
    const [row] = (await t.db.execute(sql`select status from document where id = ${Number(draft.id)}`)).rows as { status: string }[];
    expect(row?.status).toBe('DRAFT');
  });

  it('the period helper refuses a range the wrong way round, naming the field', async () => {
    const customer = await r.customer('4', 'PERIODIC');
    const res = await t.call(admin, 'POST', `${REBATE.base}/period`, { customerId: customer.id, from: '2026-02-01', to: '2026-01-01' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body as { errors?: { field: string }[] })).toEqual(['to']);
  });
});
