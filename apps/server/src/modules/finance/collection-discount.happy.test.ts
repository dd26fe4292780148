// The payment discount at collection (付款折扣, DOMAIN 17), worked by hand to the fen: 400.00
// delivered on day 0, 2 % within 10 days, paid on day 5 → discount 8.00, received 392.00,
// receivable 0, the customer ledger shows the discount; day 10 still earns it, day 11 does not;
// a method discount (1.5 % by Alipay) earns 5.00 on 333.33 only when all the money comes that
// way; the highest percent wins; a reversal gives it all back. Each scenario has its own month,
// so the discounts of one do not reach another.
import type {
  DocumentDetailView,
  DocumentOperationResult,
  LedgerDetailView,
  SettlementPaymentDiscountView,
  SettlementSumView,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk, type Res } from './collection.test-kit';
import { partnerBalances, verifyMoneyLedger } from './index';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const balances = (customerId: string) => partnerBalances(t.db, group, { partnerKind: 'CUSTOMER', partnerId: Number(customerId) });
const BASE = '/api/order/settlementOrder';

/** A reviewed payment discount of the group: its bill no. */
async function discountDocument(body: Record<string, unknown>): Promise<string> {
  const saved = await f.ok(
    t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/paymentDiscount/add', { billDate: body.validFrom, ...body }) as Promise<
      Res<DocumentOperationResult>
    >,
  );
  await f.ok(t.call(admin, 'POST', '/api/order/paymentDiscount/review', { id: saved.id, version: saved.version }) as Promise<Res<unknown>>);
  return saved.billNo;
}

const suggest = (body: Record<string, unknown>) =>
  f.ok(
    t.call<SettlementPaymentDiscountView>(admin, 'POST', `${BASE}/paymentDiscount`, body) as Promise<Res<SettlementPaymentDiscountView>>,
  );

/** A customer with one posted delivery of qty × price on `day`, its receivable's entry id. */
async function delivered(qty: string, price: string, day: string) {
  const customer = await addCustomer(t, admin);
  const sale = await f.delivery(customer.id, qty, price, day);
  const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo)?.id as string;
  return { customerId: customer.id, sale, entry };
}

describe('payment discount by days since delivery (2 % within 10 days)', () => {
  it('400.00 delivered on day 0, paid on day 5: discount 8.00, received 392.00, receivable 0, the ledger shows it; reversed, all comes back', async () => {
    const billNo = await discountDocument({
      basis: 'DAYS',
      validFrom: '2026-03-01',
      validTo: '2026-03-31',
      lines: [{ days: 10, discountPercent: '2' }],
    });
    expect(billNo).toMatch(/^FKZK/);
    const account = await f.account();
    const { customerId, sale, entry } = await delivered('200', '2', '2026-03-02'); // 400.00
    const payments = [{ paymentType: 'CASH', amount: '392' }];

    const offered = await suggest({ customerId, billDate: '2026-03-07', payments, lines: [{ entryId: entry, amount: '400' }] });
    expect(offered).toEqual({
      lines: [{ entryId: entry, amount: '400.00', percent: '2', paymentDiscount: '8.00', billNo, documentId: expect.any(String) }],
      total: '8.00',
    });

    const posted = await f.post('settlementOrder', {
      billDate: '2026-03-07',
      customerId,
      accountId: account,
      payments,
      totalAmount: '400.00',
      lines: [{ entryId: entry, amount: '400', paymentDiscount: '8.00' }],
    });
    expect(await balances(customerId)).toEqual({ balance: '0.00', downPayment: '0.00' });
    expect((await f.open(customerId)).entries.find((e) => e.id === entry)).toBeUndefined();

    // The line shows the discount with the document that gave it.
    const detail = (await f.detail('settlementOrder', posted.id)) as DocumentDetailView & { header?: Record<string, unknown> };
    expect(detail.lines[0]).toMatchObject({
      amount: '400.00',
      paymentDiscount: '8.00',
      paymentDiscountBillNo: billNo,
      paymentDiscountPercent: '2',
      entryBillNo: sale.billNo,
    });

    // The customer ledger: the delivery, then the collection's 392.00 received and its 8.00 discount.
    const ledger = await f.ok(
      t.call<LedgerDetailView>(admin, 'POST', '/api/finance/customerLedger/detail', {
        customerId,
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
      }) as Promise<Res<LedgerDetailView>>,
    );
    expect(ledger.list.map((r) => [r.billNo, r.kind, r.amount, r.balance])).toEqual([
      [sale.billNo, 'SALE', '400.00', '400.00'],
      [posted.billNo, 'COLLECTION', '-392.00', '8.00'],
      [posted.billNo, 'DISCOUNT', '-8.00', '0.00'],
    ]);
    expect(ledger.closing).toBe('0.00');

    // The list's sum: 400.00 settled, 8.00 by the discount, 392.00 received.
    const sum = await f.ok(
      t.call<SettlementSumView>(admin, 'POST', `${BASE}/sum`, { pageNum: 1, pageSize: 10, billNo: posted.billNo }) as Promise<
        Res<SettlementSumView>
      >,
    );
    expect(sum).toMatchObject({ count: 1, totalAmount: '400.00', paymentDiscount: '8.00', received: '392.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
    // npm run verify: a collection whose header says another payment discount than its entries took is named.
    await t.db.execute(sql`update document set header = header || '{"paymentDiscount": "9.00"}' where id = ${Number(posted.id)}`);
    expect((await verifyMoneyLedger(t.db)).map((b) => b.detail)).toEqual([
      expect.stringContaining('payment discount 9.00, discount entries 8.00'),
    ]);
    await t.db.execute(sql`update document set header = header || '{"paymentDiscount": "8.00"}' where id = ${Number(posted.id)}`);

    // Reversed: the receivable reopens for all 400.00, the discount included.
    await f.ok(f.op('settlementOrder', 'reverse', posted, { reason: '收款日期录错' }));
    expect(await balances(customerId)).toEqual({ balance: '400.00', downPayment: '0.00' });
    expect((await f.open(customerId)).entries.find((e) => e.id === entry)?.openAmount).toBe('400.00');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);

    // Collected again on day 10, the last day of the terms: still 8.00; on day 11: none.
    const onDay = async (billDate: string) =>
      (await suggest({ customerId, billDate, payments, lines: [{ entryId: entry, amount: '400' }] })).lines[0]?.paymentDiscount;
    expect(await onDay('2026-03-12')).toBe('8.00');
    expect(await onDay('2026-03-13')).toBe('0.00');
  });

  it('past the days no discount is offered, the whole 400.00 is received; a part settled earns its own part (150.00 → 3.00)', async () => {
    const account = await f.account();
    const { customerId, entry } = await delivered('100', '4', '2026-03-03'); // 400.00, the March discount
    const late = await suggest({ customerId, billDate: '2026-03-20', lines: [{ entryId: entry, amount: '400' }] });
    expect(late).toEqual({
      lines: [{ entryId: entry, amount: '400.00', percent: null, paymentDiscount: '0.00', billNo: null, documentId: null }],
      total: '0.00',
    });
    const part = await suggest({ customerId, billDate: '2026-03-04', lines: [{ entryId: entry, amount: '150' }] });
    expect(part.lines[0]?.paymentDiscount).toBe('3.00');
    // A discount earned may be left untaken: 0 is accepted, the whole amount received.
    await f.post('settlementOrder', {
      billDate: '2026-03-04',
      customerId,
      accountId: account,
      payments: [{ paymentType: 'CASH', amount: '150' }],
      lines: [{ entryId: entry, amount: '150' }],
    });
    expect(await balances(customerId)).toEqual({ balance: '250.00', downPayment: '0.00' });
  });
});

describe('payment discount by payment method (1.5 % by Alipay)', () => {
  it('333.33 paid all by Alipay earns 5.00 (4.99995 rounded to the fen), received 328.33; cash or mixed money earns none', async () => {
    const billNo = await discountDocument({
      basis: 'METHOD',
      validFrom: '2026-05-01',
      validTo: '2026-05-31',
      lines: [{ paymentType: 'ALIPAY', discountPercent: '1.5' }],
    });
    const account = await f.account();
    const { customerId, entry } = await delivered('3', '111.11', '2026-04-02'); // 333.33, long before
    const lines = [{ entryId: entry, amount: '333.33' }];
    const byCash = await suggest({ customerId, billDate: '2026-05-20', payments: [{ paymentType: 'CASH' }], lines });
    expect(byCash.total).toBe('0.00');
    const mixed = await suggest({
      customerId,
      billDate: '2026-05-20',
      payments: [{ paymentType: 'CASH' }, { paymentType: 'ALIPAY' }],
      lines,
    });
    expect(mixed.total).toBe('0.00');
    const byAlipay = await suggest({ customerId, billDate: '2026-05-20', payments: [{ paymentType: 'ALIPAY' }], lines });
    expect(byAlipay.lines[0]).toMatchObject({ percent: '1.5', paymentDiscount: '5.00', billNo });

    await f.post('settlementOrder', {
      billDate: '2026-05-20',
      customerId,
      accountId: account,
      payments: [{ paymentType: 'ALIPAY', amount: '328.33', reference: '288012345678901234' }],
      lines: [{ entryId: entry, amount: '333.33', paymentDiscount: '5.00' }],
    });
    expect(await balances(customerId)).toEqual({ balance: '0.00', downPayment: '0.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('where a days discount and a method discount both apply, the higher percent wins (they do not add up)', async () => {
    await discountDocument({ basis: 'DAYS', validFrom: '2026-05-01', validTo: '2026-05-31', lines: [{ days: 30, discountPercent: '1' }] });
    const { customerId, entry } = await delivered('10', '100', '2026-05-10'); // 1,000.00
    const lines = [{ entryId: entry, amount: '1000' }];
    expect((await suggest({ customerId, billDate: '2026-05-15', payments: [{ paymentType: 'CASH' }], lines })).total).toBe('10.00');
    expect((await suggest({ customerId, billDate: '2026-05-15', payments: [{ paymentType: 'ALIPAY' }], lines })).total).toBe('15.00');
  });
});
