// Each rule of customers' money refuses in the clerk's words, naming the field, and changes
// nothing: spec §5's payment messages, a line beyond what is open, more down payment than the
// customer has, discounts empty, zero, negative or above the receivable they name.
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

const customer = await addCustomer(t, admin);
const account = await f.account();
const sale = await f.delivery(customer.id, '100', '1'); // 100.00
const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo)?.id as string;
const collect = (over: Record<string, unknown>) =>
  f.save('settlementOrder', {
    customerId: customer.id,
    accountId: account,
    payments: [{ paymentType: 'CASH', amount: '100' }],
    lines: [{ entryId: entry, amount: '100' }],
    ...over,
  });

/** The refusal's field errors as `field: message`. */
function refused(res: Res<unknown>): string[] {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  return (res.body.errors ?? []).map((e) => `${e.field}: ${e.message}`);
}

describe('collection refusals', () => {
  it('refuses payments below what the lines settle: payment amount cannot be less than receivable', async () => {
    const res = await collect({ payments: [{ paymentType: 'CASH', amount: '99.99' }] });
    expect(refused(res)).toContain('payments: payment amount cannot be less than receivable');
  });

  it('refuses payments above what the lines settle', async () => {
    const res = await collect({ payments: [{ paymentType: 'CASH', amount: '100.01' }] });
    expect(refused(res)).toContain('payments: payment amount cannot exceed receivable');
  });

  it('refuses a payment detail of 0 or below: detail payments > 0', async () => {
    const res = await collect({
      payments: [
        { paymentType: 'CASH', amount: '100' },
        { paymentType: 'CHEQUE', amount: '0' },
      ],
    });
    expect(refused(res).some((e) => e.startsWith('payments.1.amount: must be an amount greater than 0'))).toBe(true);
  });

  it('refuses a second online payment detail: only one online payment detail', async () => {
    const res = await collect({
      payments: [
        { paymentType: 'WECHAT', amount: '50', reference: '134567890123456789' },
        { paymentType: 'ALIPAY', amount: '50', reference: '284567890123456789' },
      ],
    });
    expect(refused(res)).toContain('payments.1.paymentType: only one online payment detail');
  });

  it('asks for the scanned payment code on an online payment, and refuses what a scanner cannot type', async () => {
    expect(refused(await collect({ payments: [{ paymentType: 'WECHAT', amount: '100' }] }))).toContain(
      "payments.0.reference: scan the customer's payment code",
    );
    const bad = refused(await collect({ payments: [{ paymentType: 'ALIPAY', amount: '100', reference: '12 34' }] }));
    expect(bad.some((e) => e.startsWith('payments.0.reference:'))).toBe(true);
  });

  it('refuses a line beyond the receivable’s open amount, naming the bill', async () => {
    const res = await collect({ lines: [{ entryId: entry, amount: '100.01' }], payments: [{ paymentType: 'CASH', amount: '100.01' }] });
    expect(res.body.msg).toContain(sale.billNo);
    expect(refused(res).some((e) => e.startsWith('lines.0.amount:'))).toBe(true);
  });

  it('refuses a negative line against a receivable (only a credit settles negative)', async () => {
    const res = await collect({ lines: [{ entryId: entry, amount: '-10' }], payments: [] });
    expect(refused(res).some((e) => e.startsWith('lines'))).toBe(true);
  });

  it('refuses more down payment than the customer’s pre-receipt balance, and more than the lines', async () => {
    const res = await collect({ downPaymentUsed: '10', payments: [{ paymentType: 'CASH', amount: '90' }] });
    expect(res.body.errors?.map((e) => e.field)).toEqual(['downPaymentUsed']);
    expect(res.body.msg).toContain('pre-receipt balance 0.00');
    const over = await collect({ downPaymentUsed: '100.01', payments: [] });
    expect(refused(over)).toContain('downPaymentUsed: must not exceed the total of the lines');
  });

  it('refuses an unknown entry, another customer’s entry and a line settled twice', async () => {
    const other = await addCustomer(t, admin);
    const theirs = await f.delivery(other.id, '1', '1');
    const theirEntry = (await f.open(other.id)).entries.find((e) => e.billNo === theirs.billNo)?.id;
    expect(
      refused(await collect({ lines: [{ entryId: theirEntry, amount: '1' }], payments: [{ paymentType: 'CASH', amount: '1' }] })),
    ).toEqual([expect.stringMatching(/^lines\.0\.entryId:/)]);
    const twice = await collect({
      lines: [
        { entryId: entry, amount: '50' },
        { entryId: entry, amount: '50' },
      ],
    });
    expect(refused(twice)).toContain('lines.1.entryId: settled twice in one collection');
    expect(refused(await collect({ customerId: '999999999' }))).toEqual([expect.stringMatching(/^customerId:/)]);
  });

  it('changes nothing when refused', async () => {
    await collect({ payments: [{ paymentType: 'CASH', amount: '1' }] });
    expect(await partnerBalances(t.db, group, { partnerKind: 'CUSTOMER', partnerId: Number(customer.id) })).toEqual({
      balance: '100.00',
      downPayment: '0.00',
    });
  });
});

describe('discount sheet refusals (spec §5: not empty, not 0, > 0, not above the receivable)', () => {
  const discount = (amount: unknown) =>
    f.save('discount', {
      customerId: customer.id,
      reason: '让利',
      lines: [{ entryId: entry, ...(amount === undefined ? {} : { amount }) }],
    });

  it('refuses an empty, zero or negative amount', async () => {
    expect(refused(await discount(undefined))).toEqual(['lines.0.amount: must not be empty']);
    expect(refused(await discount(''))).toEqual(['lines.0.amount: must not be empty']);
    expect(refused(await discount('0'))).toEqual(['lines.0.amount: must be greater than 0']);
    expect(refused(await discount('-5'))).toEqual(['lines.0.amount: must be greater than 0']);
  });

  it('refuses an amount above what the receivable has open, in the user’s language', async () => {
    const res = await f.save('discount', { customerId: customer.id, reason: '让利', lines: [{ entryId: entry, amount: '100.01' }] });
    expect(refused(res).some((e) => e.startsWith('lines.0.amount:'))).toBe(true);
    const zh = await t.call(
      admin,
      'PUT',
      '/api/order/discount/add',
      {
        billDate: new Date().toISOString().slice(0, 10),
        customerId: customer.id,
        reason: '让利',
        lines: [{ entryId: entry, amount: '100.01' }],
      },
      { language: 'zh-CN' },
    );
    expect(zh.body.msg).toBe(`${sale.billNo}未结金额为100.00，本次核销100.01超出未结金额`);
  });

  it('wants a reason', async () => {
    const res = await f.save('discount', { customerId: customer.id, reason: ' ', lines: [{ entryId: entry, amount: '1' }] });
    expect(refused(res)).toEqual(['reason: must not be empty']);
  });
});
