// The partner money ledger, worked by hand to the fen: debts, payments settling them line by
// line, returns against a partly paid receipt, down payments, reversals; and, on PostgreSQL,
// payments racing for one open entry never settle it beyond its amount.
import type { DocumentType } from '@quire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { document } from '../../documents/document.schema';
import { AppError } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { moneyEntry } from './money.schema';
import { type MoneyDocument, type MoneyEntryInput, openEntries, partnerBalances, postMoney, reverseMoney } from './money-ledger.service';
import { verifyMoneyLedger } from './money-verify';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = await startTestApp();
const g = (await t.given.defaultGroup()).id;
let serial = 0;
let nextSupplier = 800_000 + Math.floor(Math.random() * 1000) * 100;

/** A posted document row the entries belong to (the ledger checks that it exists and is posted). */
async function posted(type: DocumentType): Promise<MoneyDocument> {
  const billNo = `T${type.slice(0, 4)}${Date.now()}${++serial}`;
  const billDate = new Date().toISOString().slice(0, 10);
  const [row] = await t.db
    .insert(document)
    .values({ businessGroupId: g, type, billNo, status: 'COMPLETE', billDate })
    .returning({ id: document.id });
  return { businessGroupId: g, documentType: type, documentId: row.id, billNo, billDate };
}

/**
 * A payment's document row says what its entries did (lines total and down payment used), as
 * a real 付款单 does: `npm run verify` holds the two to each other.
 */
async function agree(doc: MoneyDocument): Promise<void> {
  if (doc.documentType !== 'PAYMENT') return;
  await t.db.execute(sql`
    update document d set
      total_amount = -coalesce((select sum(m.amount) from money_entry m where m.document_id = d.id and m.account = 'BALANCE'), 0),
      header = jsonb_build_object('downPaymentUsed',
        (-coalesce((select sum(m.amount) from money_entry m where m.document_id = d.id and m.account = 'DOWN_PAYMENT'), 0))::text)
    where d.id = ${doc.documentId}`);
}

const post = async (doc: MoneyDocument, inputs: MoneyEntryInput[]) => {
  await t.db.transaction((tx) => postMoney(tx, doc, inputs));
  await agree(doc);
};

async function refusal(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

async function entryOf(documentId: number) {
  const [e] = await t.db
    .select()
    .from(moneyEntry)
    .where(and(eq(moneyEntry.documentId, documentId), eq(moneyEntry.businessGroupId, g)));
  return e;
}

describe('the partner money ledger', () => {
  it('books debts, settles them line by line, nets a return against a partly paid receipt, to the fen', async () => {
    const supplier = { partnerKind: 'SUPPLIER' as const, partnerId: ++nextSupplier };
    const r1 = await posted('PURCHASE_RECEIVE');
    const r2 = await posted('PURCHASE_RECEIVE');
    await post(r1, [{ ...supplier, account: 'BALANCE', kind: 'PURCHASE', lineId: null, amount: new Dec('1130.00') }]);
    await post(r2, [{ ...supplier, account: 'BALANCE', kind: 'PURCHASE', lineId: null, amount: new Dec('565.50'), dueDate: '2026-12-31' }]);
    const [e1, e2] = [await entryOf(r1.documentId), await entryOf(r2.documentId)];
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '1695.50', downPayment: '0.00' });

    // One payment: all of the first receipt, 200.00 of the second.
    const pay = await posted('PAYMENT');
    await post(pay, [
      {
        ...supplier,
        account: 'BALANCE',
        kind: 'PAYMENT',
        lineId: null,
        amount: new Dec('-1130.00'),
        settles: { entryId: e1.id, mode: 'EXACT' },
      },
      {
        ...supplier,
        account: 'BALANCE',
        kind: 'PAYMENT',
        lineId: null,
        amount: new Dec('-200.00'),
        settles: { entryId: e2.id, mode: 'EXACT' },
      },
    ]);
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '365.50', downPayment: '0.00' });
    expect((await openEntries(t.db, g, supplier)).map((e) => [e.billNo, e.openAmount])).toEqual([[r2.billNo, '365.50']]);
    expect((await entryOf(r1.documentId)).settledAt).not.toBeNull();

    // A return of 400.00 against the second receipt: 365.50 settles what is left, 34.50 stays as a credit.
    const ret = await posted('PURCHASE_RETURN');
    await post(ret, [
      {
        ...supplier,
        account: 'BALANCE',
        kind: 'PURCHASE_RETURN',
        lineId: null,
        amount: new Dec('-400.00'),
        settles: { entryId: e2.id, mode: 'UP_TO' },
      },
    ]);
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '-34.50', downPayment: '0.00' });
    expect((await openEntries(t.db, g, supplier)).map((e) => [e.billNo, e.openAmount])).toEqual([[ret.billNo, '-34.50']]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('refuses to settle beyond the open amount and changes nothing', async () => {
    const supplier = { partnerKind: 'SUPPLIER' as const, partnerId: ++nextSupplier };
    const r = await posted('PURCHASE_RECEIVE');
    await post(r, [{ ...supplier, account: 'BALANCE', kind: 'PURCHASE', lineId: null, amount: new Dec('100.00') }]);
    const e = await entryOf(r.documentId);
    const pay = await posted('PAYMENT');
    const err = await refusal(
      post(pay, [
        {
          ...supplier,
          account: 'BALANCE',
          kind: 'PAYMENT',
          lineId: null,
          amount: new Dec('-60.00'),
          settles: { entryId: e.id, mode: 'EXACT' },
        },
        {
          ...supplier,
          account: 'BALANCE',
          kind: 'PAYMENT',
          lineId: null,
          amount: new Dec('-60.00'),
          settles: { entryId: e.id, mode: 'EXACT' },
        },
      ]),
    );
    expect(err.messageKey).toBe('finance.overSettled');
    expect(err.params).toMatchObject({ billNo: r.billNo, open: '40.00', amount: '60.00' });
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '100.00', downPayment: '0.00' });
    expect((await entryOf(r.documentId)).openAmount).toBe('100.00');

    // Another partner's entry cannot be settled.
    const other = { partnerKind: 'SUPPLIER' as const, partnerId: ++nextSupplier };
    const wrong = await refusal(
      post(await posted('PAYMENT'), [
        {
          ...other,
          account: 'BALANCE',
          kind: 'PAYMENT',
          lineId: null,
          amount: new Dec('-10.00'),
          settles: { entryId: e.id, mode: 'EXACT' },
        },
      ]),
    );
    expect(wrong.messageKey).toBe('finance.entryUnknown');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('keeps the down payment: prepaid, used in a payment, never below zero', async () => {
    const supplier = { partnerKind: 'SUPPLIER' as const, partnerId: ++nextSupplier };
    await post(await posted('PREPAYMENT'), [
      { ...supplier, account: 'DOWN_PAYMENT', kind: 'PREPAYMENT', lineId: null, amount: new Dec('500.00') },
    ]);
    const r = await posted('PURCHASE_RECEIVE');
    await post(r, [{ ...supplier, account: 'BALANCE', kind: 'PURCHASE', lineId: null, amount: new Dec('800.00') }]);
    const e = await entryOf(r.documentId);
    const used = (amount: string) => [
      { ...supplier, account: 'DOWN_PAYMENT' as const, kind: 'PREPAYMENT_USED' as const, lineId: null, amount: new Dec(amount).negated() },
      {
        ...supplier,
        account: 'BALANCE' as const,
        kind: 'PREPAYMENT_USED' as const,
        lineId: null,
        amount: new Dec(amount).negated(),
        settles: { entryId: e.id, mode: 'EXACT' as const },
      },
    ];
    await post(await posted('PAYMENT'), used('300.00'));
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '500.00', downPayment: '200.00' });
    const err = await refusal(post(await posted('PAYMENT'), used('200.01')));
    expect(err.messageKey).toBe('finance.downPaymentInsufficient');
    expect(err.params).toMatchObject({ available: '200.00', amount: '200.01' });
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '500.00', downPayment: '200.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('reverses: a payment gives back what it settled; a paid receipt waits until its payment is reversed', async () => {
    const supplier = { partnerKind: 'SUPPLIER' as const, partnerId: ++nextSupplier };
    const r = await posted('PURCHASE_RECEIVE');
    await post(r, [{ ...supplier, account: 'BALANCE', kind: 'PURCHASE', lineId: null, amount: new Dec('250.00') }]);
    const e = await entryOf(r.documentId);
    const pay = await posted('PAYMENT');
    await post(pay, [
      {
        ...supplier,
        account: 'BALANCE',
        kind: 'PAYMENT',
        lineId: null,
        amount: new Dec('-100.00'),
        settles: { entryId: e.id, mode: 'EXACT' },
      },
    ]);

    const reversal = (type: DocumentType) => posted(type);
    const early = await reversal('PURCHASE_RECEIVE').then((doc) =>
      refusal(t.db.transaction((tx) => reverseMoney(tx, doc, r.documentId, new Map()))),
    );
    expect(early.messageKey).toBe('finance.settledFirst');
    expect(early.params).toMatchObject({ settled: '100.00' });

    const payReversal = await reversal('PAYMENT');
    await t.db.transaction((tx) => reverseMoney(tx, payReversal, pay.documentId, new Map()));
    await agree(payReversal);
    expect((await entryOf(r.documentId)).openAmount).toBe('250.00');
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '250.00', downPayment: '0.00' });

    const receiptReversal = await reversal('PURCHASE_RECEIVE');
    await t.db.transaction((tx) => reverseMoney(tx, receiptReversal, r.documentId, new Map()));
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '0.00', downPayment: '0.00' });
    expect(await openEntries(t.db, g, supplier)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it("adds entries that settle nothing to the balances, creating new partners' rows, several partners and accounts at once", async () => {
    const customer = { partnerKind: 'CUSTOMER' as const, partnerId: ++nextSupplier };
    const supplier = { partnerKind: 'SUPPLIER' as const, partnerId: ++nextSupplier };
    const rebateOf = async () =>
      (
        await t.db.execute<{ rebate: string }>(
          sql`select rebate::text as rebate from partner_balance where business_group_id = ${g} and partner_kind = 'CUSTOMER' and partner_id = ${customer.partnerId}`,
        )
      ).rows[0]?.rebate;
    // A receivable with a periodic and a cash-back rebate, and a supplier's payable, in one
    // posting: neither partner had a row. (A rebate ratio audit: a document type whose rebate
    // entries the ledger check does not hold to lines.)
    const sale = await posted('REBATE_RATIO_AUDIT');
    await post(sale, [
      { ...supplier, account: 'BALANCE', kind: 'PURCHASE', lineId: null, amount: new Dec('30.10') },
      { ...customer, account: 'BALANCE', kind: 'SALE', lineId: null, amount: new Dec('1000.00') },
      { ...customer, account: 'REBATE', kind: 'REBATE', lineId: null, amount: new Dec('25.00') },
      { ...customer, account: 'BALANCE', kind: 'REBATE', lineId: null, amount: new Dec('-12.34') },
    ]);
    expect(await partnerBalances(t.db, g, customer)).toEqual({ balance: '987.66', downPayment: '0.00' });
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '30.10', downPayment: '0.00' });
    expect(await rebateOf()).toBe('25.00');
    // The receivable is open for its amount; the rebate entries are not debts.
    const open = await openEntries(t.db, g, customer);
    expect(open.map((e) => e.openAmount).sort()).toEqual(['-12.34', '1000.00']);

    // A down payment received adds without a check; taking more than is there is refused, and changes nothing.
    const pre = await posted('PRE_RECEIPT');
    await post(pre, [{ ...customer, account: 'DOWN_PAYMENT', kind: 'PRE_RECEIPT', lineId: null, amount: new Dec('50.00') }]);
    const use = await posted('WHOLESALE_SALE');
    const refused = await refusal(
      post(use, [{ ...customer, account: 'DOWN_PAYMENT', kind: 'SALE', lineId: null, amount: new Dec('-60.00') }]),
    );
    expect(refused.messageKey).toBe('finance.downPaymentInsufficient');
    expect(await partnerBalances(t.db, g, customer)).toEqual({ balance: '987.66', downPayment: '50.00' });
    expect(await rebateOf()).toBe('25.00');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'adds 20 racing postings for two new partners, named in either order, exactly and without a deadlock (PostgreSQL)',
    async () => {
      const a = { partnerKind: 'CUSTOMER' as const, partnerId: ++nextSupplier };
      const b = { partnerKind: 'CUSTOMER' as const, partnerId: ++nextSupplier };
      const docs = await Promise.all(Array.from({ length: 20 }, () => posted('WHOLESALE_SALE')));
      const results = await Promise.allSettled(
        docs.map((d, i) => {
          const pair = [
            { ...a, account: 'BALANCE' as const, kind: 'SALE' as const, lineId: null, amount: new Dec('10.01') },
            { ...b, account: 'BALANCE' as const, kind: 'SALE' as const, lineId: null, amount: new Dec('2.50') },
          ];
          return post(d, i % 2 === 0 ? pair : pair.reverse());
        }),
      );
      expect(results.filter((x) => x.status === 'rejected')).toEqual([]);
      expect(await partnerBalances(t.db, g, a)).toEqual({ balance: '200.20', downPayment: '0.00' });
      expect(await partnerBalances(t.db, g, b)).toEqual({ balance: '50.00', downPayment: '0.00' });
      expect(await verifyMoneyLedger(t.db)).toEqual([]);
    },
  );

  it.skipIf(!onPostgres)('settles one open entry from 20 racing payments exactly to its amount (PostgreSQL)', async () => {
    const supplier = { partnerKind: 'SUPPLIER' as const, partnerId: ++nextSupplier };
    const r = await posted('PURCHASE_RECEIVE');
    await post(r, [{ ...supplier, account: 'BALANCE', kind: 'PURCHASE', lineId: null, amount: new Dec('1000.00') }]);
    const e = await entryOf(r.documentId);
    const payments = await Promise.all(Array.from({ length: 20 }, () => posted('PAYMENT')));
    const results = await Promise.allSettled(
      payments.map((p) =>
        post(p, [
          {
            ...supplier,
            account: 'BALANCE',
            kind: 'PAYMENT',
            lineId: null,
            amount: new Dec('-100.00'),
            settles: { entryId: e.id, mode: 'EXACT' },
          },
        ]),
      ),
    );
    const refused = results.filter((x) => x.status === 'rejected');
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(10);
    expect(refused.every((x) => x.reason instanceof AppError && x.reason.messageKey === 'finance.overSettled')).toBe(true);
    expect((await entryOf(r.documentId)).openAmount).toBe('0.00');
    expect(await partnerBalances(t.db, g, supplier)).toEqual({ balance: '0.00', downPayment: '0.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });
});
