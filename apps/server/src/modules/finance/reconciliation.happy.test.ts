// 应收对账 worked by hand (DOMAIN 12): opening 100.00 + sales 400.00 − returns 50.00 −
// collections 300.00 − discounts 20.00 = closing 130.00, down payment 30.00 and discounts
// 20.00 beside it, the collection's 250.00 cash and 50.00 of down payment; the customer ledger
// gives the same opening, closing and movements to the fen; the statement keeps its entries
// with their bill numbers and dates, is reviewed and unreviewed, refuses review when the ledger
// moved since it was saved, and exports its figures.
import type { LedgerDetailView, LedgerSummaryRow, PrintDocument, PrintTemplateView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { ensureReferenceData } from '../basic/index';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { daysAgo, goldenMonth, statementClerk } from './reconciliation.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const s = statementClerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const golden = await goldenMonth(t, admin);
const { customer, period } = golden;

const FIGURES = {
  opening: '100.00',
  sales: '400.00',
  returns: '50.00',
  collections: '300.00',
  discounts: '20.00',
  otherAdjustments: '0.00',
  closing: '130.00',
  downPaymentBalance: '30.00',
  discountBalance: '20.00',
  payments: [
    { paymentType: 'CASH', amount: '250.00' },
    { paymentType: 'DOWN_PAYMENT', amount: '50.00' },
  ],
};

describe('the reconciliation statement', () => {
  it('golden figures: 100.00 + 400.00 − 50.00 − 300.00 − 20.00 = 130.00, beside it 30.00 down payment and 20.00 discounts', async () => {
    const view = await s.f.ok(s.preview({ customerId: customer.id, ...period }));
    expect(view).toMatchObject({ ...FIGURES, ...period });
    expect(view.entries.map((e) => [e.billNo, e.billDate, e.kind, e.amount, e.balance])).toEqual([
      [golden.sale.billNo, daysAgo(10), 'SALE', '400.00', '500.00'],
      [golden.returned.billNo, daysAgo(8), 'SALE_RETURN', '-50.00', '450.00'],
      [golden.collection.billNo, daysAgo(6), 'COLLECTION', '-300.00', '150.00'],
      [golden.discount.billNo, daysAgo(4), 'DISCOUNT', '-20.00', '130.00'],
    ]);
  });

  it('agrees with the customer ledger (客户往来账) to the fen: opening, closing, increase and decrease, each entry and its balance', async () => {
    const view = await s.f.ok(s.preview({ customerId: customer.id, ...period }));
    const ledger = await s.f.ok(
      t.call<LedgerDetailView>(admin, 'POST', '/api/finance/customerLedger/detail', { customerId: customer.id, ...period, pageSize: 500 }),
    );
    expect([ledger.opening, ledger.closing]).toEqual([view.opening, view.closing]);
    expect(ledger.list.map((e) => [e.billNo, e.amount, e.balance])).toEqual(view.entries.map((e) => [e.billNo, e.amount, e.balance]));
    const summary = await s.f.ok(
      t.call<{ list: LedgerSummaryRow[] }>(admin, 'POST', '/api/finance/customerLedger/summary', { customerId: customer.id, ...period }),
    );
    expect(summary.list[0]).toMatchObject({
      opening: '100.00',
      increase: '400.00',
      decrease: '370.00', // 50.00 + 300.00 + 20.00
      closing: '130.00',
      downPayment: '30.00',
    });
    // Today's 10.00 is after the period: the ledger up to today has it, the statement does not.
    const now = await s.f.ok(
      t.call<LedgerDetailView>(admin, 'POST', '/api/finance/customerLedger/detail', {
        customerId: customer.id,
        dateFrom: period.dateFrom,
        dateTo: daysAgo(0),
      }),
    );
    expect(now.closing).toBe('120.00');
  });

  it('saves the figures and entries as a draft (DZD), reviews, unreviews; a reviewed period is not overlapped', async () => {
    const saved = await s.f.ok(s.save({ customerId: customer.id, ...period, remark: '十一月对账' }));
    expect(saved.billNo).toMatch(/^DZD\d{13}$/);
    const doc = await s.detail(saved.id);
    expect(doc).toMatchObject({ ...FIGURES, ...period, status: 'DRAFT', customerId: customer.id, totalAmount: '30.00' });
    expect(doc.lines.map((l) => [l.billNo, l.billDate, l.documentType, l.amount, l.balance])).toEqual([
      [golden.sale.billNo, daysAgo(10), 'WHOLESALE_SALE', '400.00', '500.00'],
      [golden.returned.billNo, daysAgo(8), 'WHOLESALE_RETURN', '-50.00', '450.00'],
      [golden.collection.billNo, daysAgo(6), 'SETTLEMENT', '-300.00', '150.00'],
      [golden.discount.billNo, daysAgo(4), 'DISCOUNT', '-20.00', '130.00'],
    ]);

    const reviewed = await s.f.ok(s.op('review', doc));
    expect(reviewed.status).toBe('REVIEWED');
    const overlapping = await s.save({ customerId: customer.id, dateFrom: daysAgo(1), dateTo: daysAgo(0) });
    expect(overlapping.body.errors?.[0]?.field).toBe('dateFrom');
    expect(overlapping.body.msg).toContain(saved.billNo);
    // The next period, from the day after, is fine.
    const next = await s.f.ok(s.save({ customerId: customer.id, dateFrom: daysAgo(0), dateTo: daysAgo(0) }));
    expect((await s.detail(next.id)).opening).toBe('130.00');

    const unreviewed = await s.f.ok(s.op('decline', reviewed));
    expect(unreviewed.status).toBe('DRAFT');
    // Unreviewed, its period is free again.
    expect((await s.save({ customerId: customer.id, dateFrom: daysAgo(5), dateTo: daysAgo(1) })).body.code).toBe(200);
  });

  it('refuses review once the ledger moved inside the period since it was saved; saving again recomputes', async () => {
    const other = await goldenMonth(t, admin);
    const saved = await s.f.ok(s.save({ customerId: other.customer.id, ...other.period }));
    // A late collection dated inside the period: 5.00 more on the first delivery.
    await s.f.post('settlementOrder', {
      billDate: daysAgo(2),
      customerId: other.customer.id,
      accountId: other.account,
      payments: [{ paymentType: 'WECHAT', amount: '5', reference: '134567890123456789' }],
      lines: [{ entryId: other.firstEntry?.id, amount: '5' }],
    });
    const refused = await s.op('review', saved);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('130.00');
    expect(refused.body.msg).toContain('125.00');
    expect((await s.detail(saved.id)).status).toBe('DRAFT');

    const again = await s.f.ok(s.update({ id: saved.id, version: saved.version, customerId: other.customer.id, ...other.period }));
    const doc = await s.detail(saved.id);
    expect(doc).toMatchObject({ collections: '305.00', closing: '125.00' });
    expect(doc.payments).toEqual([
      { paymentType: 'CASH', amount: '250.00' },
      { paymentType: 'DOWN_PAYMENT', amount: '50.00' },
      { paymentType: 'WECHAT', amount: '5.00' },
    ]);
    expect((await s.f.ok(s.op('review', again))).status).toBe('REVIEWED');
  });

  it('exports one statement: opening, the entries with bill no and date, the equation, the balances and payment methods', async () => {
    const third = await goldenMonth(t, admin);
    const saved = await s.f.ok(s.save({ customerId: third.customer.id, ...third.period }));
    const def = exportDefinition('finance-reconciliation-statement');
    const { file } = await exportNow(t.db, def as never, {
      auth: authOf({ id: admin.employeeId, employeeNo: admin.employee.employeeNo }, group, ['finance:reconciliation:export']),
      filters: { id: saved.id } as never,
    });
    const rows = await sheetRows(file as Buffer);
    const cell = (label: string, col: number) => rows.find((r) => r[0] === label)?.[col];
    expect(rows[0]).toEqual(['项目', '单据日期', '单据编号', '业务类型', '金额', '应收余额']);
    expect(cell('应收对账单', 2)).toBe(saved.billNo);
    expect(cell('期初应收', 5)).toBe(100);
    expect(rows.filter((r) => r[2] === third.sale.billNo)).toEqual([[undefined, daysAgo(10), third.sale.billNo, '销售出库', 400, 500]]);
    expect([cell('本期销售', 4), cell('本期退货', 4), cell('本期收款', 4), cell('本期折让', 4)]).toEqual([400, 50, 300, 20]);
    expect([cell('期末应收', 5), cell('预收余额', 4), cell('折让余额', 4)]).toEqual([130, 30, 20]);
    expect(cell('收款方式: 现金', 4)).toBe(250);
    expect(cell('收款方式: 使用预收', 4)).toBe(50);
  });

  it('prints through its own template: the customer, the period, each entry and the equation’s figures', async () => {
    const fourth = await goldenMonth(t, admin);
    const saved = await s.f.ok(s.save({ customerId: fourth.customer.id, ...fourth.period }));
    const usable = await s.f.ok(
      t.call<PrintTemplateView[]>(admin, 'POST', '/api/basic/printTemplate/usable', { billType: 'RECONCILIATION' }),
    );
    const fields = usable[0].elements.flatMap((e) => ('field' in e ? [e.field] : []));
    expect(fields).toEqual(
      expect.arrayContaining(['partnerName', 'dateFrom', 'dateTo', 'opening', 'sales', 'closing', 'downPaymentBalance']),
    );
    const [printed] = await s.f.ok(t.call<PrintDocument[]>(admin, 'POST', '/api/finance/reconciliation/print', { ids: [saved.id] }));
    expect(printed).toMatchObject({
      billNo: saved.billNo,
      partnerName: fourth.customer.customerName,
      opening: '100.00',
      closing: '130.00',
    });
    expect(printed.lines.map((l) => [l.billNo, l.amount, l.balance])).toEqual([
      [fourth.sale.billNo, '400.00', '500.00'],
      [fourth.returned.billNo, '-50.00', '450.00'],
      [fourth.collection.billNo, '-300.00', '150.00'],
      [fourth.discount.billNo, '-20.00', '130.00'],
    ]);
  });
});
