// The payment discount at collection refuses, naming the line's field, in the clerk's words,
// and changes nothing: a discount bigger than the rule gives, one where no rule applies (past
// the days, by another method), one not below what the line settles, and payments that do not
// come to the lines less their discounts.
import type { DocumentOperationResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk, type Res } from './collection.test-kit';
import { partnerBalances } from './index';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const group = (await t.given.defaultGroup()).id;

const saved = await f.ok(
  t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/paymentDiscount/add', {
    billDate: '2026-03-01',
    basis: 'DAYS',
    validFrom: '2026-03-01',
    validTo: '2026-03-31',
    lines: [{ days: 10, discountPercent: '2' }],
  }) as Promise<Res<DocumentOperationResult>>,
);
await f.ok(t.call(admin, 'POST', '/api/order/paymentDiscount/review', { id: saved.id, version: saved.version }) as Promise<Res<unknown>>);
const customer = await addCustomer(t, admin);
const account = await f.account();
const sale = await f.delivery(customer.id, '200', '2', '2026-03-02'); // 400.00
const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo)?.id as string;
const body = (over: Record<string, unknown>, line: Record<string, unknown>) => ({
  billDate: '2026-03-07',
  customerId: customer.id,
  accountId: account,
  payments: [{ paymentType: 'CASH', amount: '392' }],
  lines: [{ entryId: entry, amount: '400', paymentDiscount: '8', ...line }],
  ...over,
});
const collect = (over: Record<string, unknown>, line: Record<string, unknown> = {}) => f.save('settlementOrder', body(over, line));

function refused(res: Res<unknown>): string[] {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  return (res.body.errors ?? []).map((e) => `${e.field}: ${e.message}`);
}

describe('payment discount refusals', () => {
  it('a discount bigger than the rule gives is refused naming the line, the rule and its figure', async () => {
    const res = (await t.call(
      admin,
      'PUT',
      '/api/order/settlementOrder/add',
      body({ payments: [{ paymentType: 'CASH', amount: '380' }] }, { paymentDiscount: '20' }),
      {
        language: 'zh-CN',
      },
    )) as Res<unknown>;
    expect(refused(res)).toEqual([`lines.0.paymentDiscount: 第1行付款折扣20.00与付款折扣单${saved.billNo}（2%）计算的8.00不一致`]);
    // A smaller one too: the rule's figure or nothing.
    const smaller = await collect({ payments: [{ paymentType: 'CASH', amount: '396' }] }, { paymentDiscount: '4' });
    expect(refused(smaller)[0]).toMatch(/^lines\.0\.paymentDiscount: /);
  });

  it('past the days (day 11) no discount may be taken; in English too', async () => {
    const res = await collect({ billDate: '2026-03-13' });
    expect(refused(res)).toEqual(['lines.0.paymentDiscount: Line 1 meets no payment discount’s terms: it cannot take a payment discount']);
  });

  it('a discount not below the amount it settles, and payments not equal to the lines less their discounts, are refused by the form', async () => {
    const whole = await collect({ payments: [{ paymentType: 'CASH', amount: '0.01' }] }, { paymentDiscount: '400' });
    expect(refused(whole)).toContain('lines.0.paymentDiscount: must be below the amount settled');
    const full = await collect({ payments: [{ paymentType: 'CASH', amount: '400' }] });
    expect(refused(full)).toEqual(['payments: payment amount cannot exceed receivable']);
    const short = await collect({ payments: [{ paymentType: 'CASH', amount: '390' }] });
    expect(refused(short)).toEqual(['payments: payment amount cannot be less than receivable']);
    const page = await f.ok(
      t.call<{ total: number }>(admin, 'POST', '/api/order/settlementOrder/page', {
        pageNum: 1,
        pageSize: 10,
        partnerId: customer.id,
      }) as Promise<Res<{ total: number }>>,
    );
    expect(page.total).toBe(0);
    expect(await partnerBalances(t.db, group, { partnerKind: 'CUSTOMER', partnerId: Number(customer.id) })).toEqual({
      balance: '400.00',
      downPayment: '0.00',
    });
  });

  it('a draft saved with the discount is refused at review once its discount document is taken back (反审核)', async () => {
    const draft = await f.ok(collect({}));
    await f.ok(
      t.call(admin, 'POST', '/api/order/paymentDiscount/decline', { id: saved.id, version: saved.version + 1 }) as Promise<Res<unknown>>,
    );
    const review = await f.op('settlementOrder', 'review', draft);
    expect(refused(review)[0]).toMatch(/^lines\.0\.paymentDiscount: /);
  });
});
