// The order service's customer money calls (spec §7), on issue 17's golden figures worked by
// hand: a customer with a 1,000.00 limit receives a delivery of 400.00, pre-pays 200.00, pays
// 300.00 on it (100.00 from the down payment, 200.00 cash) and gets a 20.00 discount: 80.00 owed,
// 100.00 down payment. customerBillSummary/list and customerOrderLog/list|total say the same as
// the customer ledger; the collection's lines export; 920.00 of credit is left, so a new order of
// 950.00 warns at its transfer.
import {
  type CustomerAccount,
  type CustomerBillSummaryListView,
  type CustomerOrderLogTotalView,
  type DocumentOperationResult,
  ErrorCode,
  type LedgerDetailView,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { ensureReferenceData } from '../basic/index';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from '../wholesale/wholesale.test-kit';
import { financeClerk } from './collection.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const c = salesClerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const period = { dateFrom: today(), dateTo: today() };

let customer: Awaited<ReturnType<typeof addCustomer>>;
let sale: DocumentOperationResult;
let collection: DocumentOperationResult;

beforeAll(async () => {
  customer = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '1000' });
  const account = await f.account();
  sale = await f.delivery(customer.id, '200', '2'); // 400.00
  await f.post('preReceipt', { customerId: customer.id, accountId: account, paymentType: 'CASH', lines: [{ amount: '200' }] });
  const receivable = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo);
  collection = await f.post('settlementOrder', {
    customerId: customer.id,
    accountId: account,
    downPaymentUsed: '100',
    payments: [{ paymentType: 'CASH', amount: '200' }],
    lines: [{ entryId: receivable?.id, amount: '300', remark: '三月货款' }],
  });
  await f.post('discount', { customerId: customer.id, reason: '包装破损让利', lines: [{ entryId: receivable?.id, amount: '20' }] });
});

describe('customerBillSummary/list', () => {
  it('per customer: opening 0.00, billed 400.00, collected 320.00, balance 80.00, down payment 100.00 — the customer list’s figure', async () => {
    const summary = await f.ok(
      t.call<CustomerBillSummaryListView>(admin, 'POST', '/api/order/customerBillSummary/list', { ...period, customerId: customer.id }),
    );
    expect(summary.list).toEqual([
      {
        customerId: customer.id,
        customerCode: customer.customerCode,
        customerName: customer.customerName,
        openingBalanceAmt: '0.00',
        billAmt: '400.00',
        collectAmt: '320.00',
        sumNewBalanceAmt: '80.00',
        downPaymentAmt: '100.00',
      },
    ]);
    expect(summary).toMatchObject({ total: 1, pageNum: 1, totals: { sumNewBalanceAmt: '80.00', downPaymentAmt: '100.00' } });
    const [account] = await f.ok(
      t.call<CustomerAccount[]>(admin, 'POST', '/api/customer/jcCustomerInfo/listAccount', { ids: [customer.id] }),
    );
    expect(account.billSummaryItems[0].sumNewBalanceAmt).toBe('80.00');
  });

  it('a period after it opens at 80.00 with nothing billed or collected', async () => {
    const next = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE');
    const summary = await f.ok(
      t.call<CustomerBillSummaryListView>(admin, 'POST', '/api/order/customerBillSummary/list', {
        dateFrom: next,
        dateTo: next,
        customerId: customer.id,
      }),
    );
    expect(summary.list[0]).toMatchObject({ openingBalanceAmt: '80.00', billAmt: '0.00', collectAmt: '0.00', sumNewBalanceAmt: '80.00' });
  });
});

describe('customerOrderLog', () => {
  it('list: each document with its amount and the balance after it; total: the sums of the same filter', async () => {
    const body = { customerId: customer.id, ...period };
    const log = await f.ok(t.call<LedgerDetailView>(admin, 'POST', '/api/order/customerOrderLog/list', body));
    expect(log.list.map((e) => [e.documentType, e.amount, e.balance])).toEqual([
      ['WHOLESALE_SALE', '400.00', '400.00'],
      ['SETTLEMENT', '-300.00', '100.00'],
      ['DISCOUNT', '-20.00', '80.00'],
    ]);
    // The same as the customer ledger's detail, entry for entry.
    const ledger = await f.ok(t.call<LedgerDetailView>(admin, 'POST', '/api/finance/customerLedger/detail', body));
    expect(log).toEqual(ledger);
    const paged = await f.ok(
      t.call<LedgerDetailView>(admin, 'POST', '/api/order/customerOrderLog/list', { ...body, pageNum: 2, pageSize: 2 }),
    );
    expect(paged.list.map((e) => e.balance)).toEqual(['80.00']);

    const total = await f.ok(t.call<CustomerOrderLogTotalView>(admin, 'POST', '/api/order/customerOrderLog/total', body));
    expect(total).toEqual({ count: 3, openingBalanceAmt: '0.00', billAmt: '400.00', collectAmt: '320.00', closingBalanceAmt: '80.00' });
  });

  it('bad input is refused naming the field; another group’s or an unknown customer is not found', async () => {
    const missing = await t.call(admin, 'POST', '/api/order/customerOrderLog/total', period);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.field)).toContain('customerId');
    const reversed = await t.call(admin, 'POST', '/api/order/customerOrderLog/list', {
      customerId: customer.id,
      dateFrom: today(),
      dateTo: '2000-01-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors?.map((e) => e.field)).toContain('dateTo');
    const badDate = await t.call(admin, 'POST', '/api/order/customerBillSummary/list', { dateFrom: 'yesterday', dateTo: today() });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors?.map((e) => e.field)).toContain('dateFrom');
    const unknown = await t.call(admin, 'POST', '/api/order/customerOrderLog/list', { customerId: String(freshId()), ...period });
    expect(unknown.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
  });
});

describe('settlementOrderBillItem/exportExcel', () => {
  async function run(lang: 'zh-CN' | 'en-US' | 'id-ID') {
    const def = exportDefinition('settlement-lines');
    expect(def).toBeDefined();
    const { file } = await exportNow(t.db, def as never, {
      auth: authOf({ id: admin.employeeId, employeeNo: admin.employee.employeeNo }, group, ['wholesale:settlement:export']),
      lang,
      filters: { billNo: collection.billNo } as never,
    });
    return sheetRows(file as Buffer);
  }

  it('each line of the filtered collections with the receivable it settled, in the requester’s language', async () => {
    const [head, ...body] = await run('en-US');
    expect(head).toEqual([
      'Bill no.',
      'Date',
      'Status',
      'Customer code',
      'Customer',
      'Line',
      'Source type',
      'Source bill no.',
      'Source date',
      'Settled',
      'Payment discount',
      'Remark',
    ]);
    expect(body).toEqual([
      [
        collection.billNo,
        today(),
        expect.any(String),
        customer.customerCode,
        customer.customerName,
        1,
        'Wholesale sale',
        sale.billNo,
        today(),
        300,
        0,
        '三月货款',
      ],
    ]);
    const [zh, ...zhBody] = await run('zh-CN');
    expect(zh.slice(0, 2)).toEqual(['单据编号', '单据日期']);
    expect(zhBody[0][6]).toBe('批发销售单');
    expect((await run('id-ID'))[0][9]).toBe('Dilunasi');
  });

  it('the route refuses an unknown filter value naming the field', async () => {
    const res = await t.call(admin, 'POST', '/api/order/settlementOrderBillItem/exportExcel', { status: 'NOPE' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toContain('status');
  });
});

describe('credit after the golden figures', () => {
  it('a 1,000.00 limit with 80.00 owed leaves 920.00; a new order of 950.00 warns at its transfer with both figures', async () => {
    const credit = await f.ok(
      t.call<{ remainingCredit: string }>(admin, 'POST', '/api/order/saleOrder/customerCredit', { customerId: customer.id }),
    );
    expect(credit.remainingCredit).toBe('920.00');
    const [w, goods] = [freshId(), freshId()];
    await c.receive(w, goods, '1', '1');
    const order = await c.ok(
      c.save('saleOrder', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(goods), qty: '1', price: '950' }] }),
    );
    const reviewed = await c.ok(c.op('saleOrder', 'review', order));
    const warned = await c.transfer(reviewed);
    expect(warned.body.code).toBe(4003030);
    expect(warned.body.msg).toContain('920.00');
    expect(warned.body.msg).toContain('950.00');
    // Nothing was delivered: the receivable is still 80.00.
    const [r] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from document where type = 'WHOLESALE_SALE' and partner_id = ${Number(customer.id)}`,
    );
    expect(r.n).toBe(1);
  });
});
