// Collecting from a customer, worked by hand to the fen (issue 17's golden figures): a delivery
// of 400.00, a pre-receipt of 200.00, a collection of 300.00 on that delivery (100.00 from the
// down payment, 200.00 cash) leaves receivable 100.00 and down payment 100.00; a discount sheet
// of 20.00 leaves 80.00; the customer ledger shows each entry with the balance after it; a
// reversed collection reopens exactly what it settled; a return's credit settles as a negative line.
import type {
  DocumentOperationResult,
  LedgerDetailView,
  LedgerSummaryRow,
  PaymentTypeView,
  SettlementExistsView,
  SettlementOpenView,
  SettlementSumView,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { today, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk } from './collection.test-kit';
import { partnerBalances, verifyMoneyLedger } from './index';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const balances = (customerId: string) => partnerBalances(t.db, group, { partnerKind: 'CUSTOMER', partnerId: Number(customerId) });

describe('collections, pre-receipts and discount sheets', () => {
  it('golden figures: 400.00 delivered, 200.00 pre-received, 300.00 collected (100.00 from it, 200.00 cash), a 20.00 discount: 80.00 and 100.00 left', async () => {
    const customer = await addCustomer(t, admin);
    const account = await f.account();
    const sale = await f.delivery(customer.id, '200', '2'); // 400.00
    expect(await balances(customer.id)).toEqual({ balance: '400.00', downPayment: '0.00' });

    const pre = await f.post('preReceipt', {
      customerId: customer.id,
      accountId: account,
      paymentType: 'BANK_TRANSFER',
      lines: [{ amount: '200', remark: '订货定金' }],
    });
    expect(pre.billNo).toMatch(/^YSK\d{13}$/);
    expect(await balances(customer.id)).toEqual({ balance: '400.00', downPayment: '200.00' });

    const open = await f.open(customer.id);
    const receivable = open.entries.find((e) => e.billNo === sale.billNo);
    expect(receivable).toMatchObject({ documentType: 'WHOLESALE_SALE', amount: '400.00', openAmount: '400.00' });
    expect(open).toMatchObject({ balance: '400.00', downPayment: '200.00', ifThirdPayPopup: false });

    const collection = await f.post('settlementOrder', {
      customerId: customer.id,
      accountId: account,
      downPaymentUsed: '100',
      payments: [{ paymentType: 'CASH', amount: '200' }],
      totalAmount: '300.00',
      lines: [{ entryId: receivable?.id, amount: '300' }],
    });
    expect(collection.billNo).toMatch(/^SKD\d{13}$/);
    expect(await balances(customer.id)).toEqual({ balance: '100.00', downPayment: '100.00' });
    const detail = await f.detail('settlementOrder', collection.id);
    expect(detail.lines[0]).toMatchObject({ amount: '300.00', entryBillNo: sale.billNo, entryDocumentType: 'WHOLESALE_SALE' });
    expect(detail.payments).toEqual([{ paymentType: 'CASH', amount: '200.00' }]);

    const discount = await f.post('discount', {
      customerId: customer.id,
      reason: '包装破损让利',
      lines: [{ entryId: receivable?.id, amount: '20' }],
    });
    expect(discount.billNo).toMatch(/^ZRD\d{13}$/);
    expect(await balances(customer.id)).toEqual({ balance: '80.00', downPayment: '100.00' });
    expect((await f.open(customer.id)).entries.find((e) => e.id === receivable?.id)?.openAmount).toBe('80.00');

    // The customer ledger: every entry with the balance after it, and the summary with its totals.
    const period = { dateFrom: today(), dateTo: today() };
    const ledger = await f.ok(
      t.call<LedgerDetailView>(admin, 'POST', '/api/finance/customerLedger/detail', { customerId: customer.id, ...period }),
    );
    expect(ledger.list.map((e) => [e.documentType, e.amount, e.balance])).toEqual([
      ['WHOLESALE_SALE', '400.00', '400.00'],
      ['SETTLEMENT', '-300.00', '100.00'],
      ['DISCOUNT', '-20.00', '80.00'],
    ]);
    expect([ledger.opening, ledger.closing]).toEqual(['0.00', '80.00']);
    const summary = await f.ok(
      t.call<{ list: LedgerSummaryRow[]; totals: Record<string, string> }>(admin, 'POST', '/api/finance/customerLedger/summary', {
        ...period,
        customerId: customer.id,
      }),
    );
    expect(summary.list).toEqual([
      expect.objectContaining({
        partnerId: customer.id,
        opening: '0.00',
        increase: '400.00',
        decrease: '320.00',
        closing: '80.00',
        downPayment: '100.00',
      }),
    ]);
    expect(summary.totals).toMatchObject({ closing: '80.00', downPayment: '100.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('a reversed collection reopens exactly what it settled: the receivable and the down payment', async () => {
    const customer = await addCustomer(t, admin);
    const account = await f.account();
    const sale = await f.delivery(customer.id, '50', '3'); // 150.00
    await f.post('preReceipt', { customerId: customer.id, accountId: account, paymentType: 'CASH', lines: [{ amount: '40' }] });
    const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo);
    const posted = await f.post('settlementOrder', {
      customerId: customer.id,
      accountId: account,
      downPaymentUsed: '40',
      payments: [{ paymentType: 'WECHAT', amount: '60.5', reference: '134567890123456789' }],
      lines: [{ entryId: entry?.id, amount: '100.50' }],
    });
    expect(await balances(customer.id)).toEqual({ balance: '49.50', downPayment: '0.00' });
    // The scanned payment code is kept on the online line.
    expect((await f.detail('settlementOrder', posted.id)).payments).toEqual([
      { paymentType: 'WECHAT', amount: '60.50', reference: '134567890123456789' },
    ]);
    const reversed = await f.ok(f.op('settlementOrder', 'reverse', posted, { reason: '收错客户' }));
    expect(reversed.reversal?.billNo).toMatch(/^SKD/);
    expect(await balances(customer.id)).toEqual({ balance: '150.00', downPayment: '40.00' });
    expect((await f.open(customer.id)).entries.find((e) => e.id === entry?.id)?.openAmount).toBe('150.00');
    expect(await verifyMoneyLedger(t.db)).toEqual([]);

    // npm run verify: a collection whose header says another down payment than its entries used is named.
    await t.db.execute(sql`update document set header = header || '{"downPaymentUsed": "30.00"}' where id = ${Number(posted.id)}`);
    expect((await verifyMoneyLedger(t.db)).map((b) => b.detail)).toEqual([expect.stringContaining(posted.billNo)]);
    await t.db.execute(sql`update document set header = header || '{"downPaymentUsed": "40.00"}' where id = ${Number(posted.id)}`);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('a return’s credit enters a collection as a negative line against the sale it nets', async () => {
    const customer = await addCustomer(t, admin);
    const account = await f.account();
    const first = await f.delivery(customer.id, '10', '5'); // 50.00
    const firstEntry = (await f.open(customer.id)).entries.find((e) => e.billNo === first.billNo);
    // Paid in full, then 2 are returned: a credit of 10.00 stays open (nothing left to settle).
    await f.post('settlementOrder', {
      customerId: customer.id,
      accountId: account,
      payments: [{ paymentType: 'CASH', amount: '50' }],
      lines: [{ entryId: firstEntry?.id, amount: '50' }],
    });
    const saleDetail = await f.ok(
      t.call<{ lines: { id: string; skuId: string }[]; warehouseId: string }>(admin, 'GET', `/api/order/wholesaleSale/${first.id}`),
    );
    const ret = await f.ok(
      t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/wholesaleReturn/add', {
        billDate: today(),
        customerId: customer.id,
        warehouseId: saleDetail.warehouseId,
        lines: [{ skuId: saleDetail.lines[0].skuId, qty: '2', price: '5', sourceLineId: saleDetail.lines[0].id }],
      }),
    );
    await f.ok(t.call(admin, 'POST', '/api/order/wholesaleReturn/complete', { id: ret.id, version: ret.version }));
    const second = await f.delivery(customer.id, '20', '5'); // 100.00
    const open = await f.open(customer.id);
    const credit = open.entries.find((e) => e.documentType === 'WHOLESALE_RETURN');
    const debt = open.entries.find((e) => e.billNo === second.billNo);
    expect([credit?.openAmount, debt?.openAmount, open.balance]).toEqual(['-10.00', '100.00', '90.00']);
    await f.post('settlementOrder', {
      customerId: customer.id,
      accountId: account,
      payments: [{ paymentType: 'BANK_TRANSFER', amount: '90' }],
      lines: [
        { entryId: debt?.id, amount: '100' },
        { entryId: credit?.id, amount: '-10' },
      ],
    });
    expect(await balances(customer.id)).toEqual({ balance: '0.00', downPayment: '0.00' });
    expect((await f.open(customer.id)).entries).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('maps the spec’s settlementOrder calls: saveOrUpdate, existsDocument, existsOrder, statusChange, completeAdd, sum', async () => {
    const customer = await addCustomer(t, admin);
    const account = await f.account();
    const sale = await f.delivery(customer.id, '10', '10'); // 100.00
    const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo);
    const body = (amount: string) => ({
      billDate: today(),
      customerId: customer.id,
      accountId: account,
      payments: [{ paymentType: 'CASH', amount }],
      lines: [{ entryId: entry?.id, amount }],
    });
    const q = `customerId=${customer.id}`;
    expect(await f.ok(t.call<SettlementOpenView>(admin, 'GET', `/api/order/settlementOrder/existsOrder?${q}`))).toEqual({
      exists: true,
      count: 1,
      openAmount: '100.00',
    });
    expect((await f.ok(t.call<SettlementExistsView>(admin, 'GET', `/api/order/settlementOrder/existsDocument?${q}`))).exists).toBe(false);

    const draft = await f.ok(t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/settlementOrder/saveOrUpdate', body('30')));
    const edited = await f.ok(
      t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/settlementOrder/saveOrUpdate', {
        ...body('40'),
        id: draft.id,
        version: draft.version,
      }),
    );
    expect(edited.id).toBe(draft.id);
    expect(await f.ok(t.call<SettlementExistsView>(admin, 'GET', `/api/order/settlementOrder/existsDocument?${q}`))).toEqual({
      exists: true,
      id: draft.id,
      billNo: draft.billNo,
    });
    const reviewed = await f.ok(
      t.call<DocumentOperationResult>(admin, 'POST', '/api/order/settlementOrder/statusChange', {
        id: draft.id,
        version: edited.version,
        status: 'REVIEWED',
      }),
    );
    expect(reviewed.status).toBe('REVIEWED');
    const posted = await f.ok(
      t.call<DocumentOperationResult>(admin, 'POST', '/api/order/settlementOrder/statusChange', {
        id: draft.id,
        version: reviewed.version,
        status: 'COMPLETE',
      }),
    );
    expect(posted.status).toBe('COMPLETE');
    const added = await f.ok(t.call<DocumentOperationResult>(admin, 'POST', '/api/order/settlementOrder/completeAdd', body('60')));
    expect(added.status).toBe('COMPLETE');
    expect(await balances(customer.id)).toEqual({ balance: '0.00', downPayment: '0.00' });

    const sum = await f.ok(
      t.call<SettlementSumView>(admin, 'POST', '/api/order/settlementOrder/sum', { pageNum: 1, pageSize: 20, partnerId: customer.id }),
    );
    expect(sum).toEqual({
      count: 2,
      totalAmount: '100.00',
      downPaymentUsed: '0.00',
      concession: '0.00',
      paymentDiscount: '0.00',
      received: '100.00',
    });
  });

  it('offers the online payment methods, flagged, in the caller’s language', async () => {
    const types = await f.ok(t.call<PaymentTypeView[]>(admin, 'GET', '/api/order/paymentType/list', undefined, { language: 'id-ID' }));
    expect(types.filter((p) => p.online).map((p) => p.code)).toEqual(['WECHAT', 'ALIPAY']);
    expect(types.find((p) => p.code === 'CASH')).toEqual({ code: 'CASH', name: 'Tunai', online: false });
  });
});
