// Test helpers of the reconciliation statement (not a test file): a customer's month worked by
// hand — opening 100.00, then in the period a delivery of 400.00, a return of 50.00, a
// collection of 300.00 (250.00 cash, 50.00 from the down payment) and a discount of 20.00 —
// and the statement calls a finance clerk makes.
import type { DocumentDetailView, DocumentOperationResult, ReconciliationPreviewView } from '@quire/contracts';
import type { TestApp } from '../../../test/harness';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk, type Res } from './collection.test-kit';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;
export const BASE = '/api/finance/reconciliation';

/** The day `n` days before today (UTC, as the fixtures' today). */
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export function statementClerk(t: TestApp, s: Session) {
  const f = financeClerk(t, s);
  return {
    f,
    preview: (body: Record<string, unknown>) =>
      t.call<ReconciliationPreviewView>(s, 'POST', `${BASE}/preview`, body) as Promise<Res<ReconciliationPreviewView>>,
    save: (body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(s, 'PUT', `${BASE}/add`, { billDate: daysAgo(0), lines: [], ...body }) as Promise<
        Res<DocumentOperationResult>
      >,
    update: (body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(s, 'POST', `${BASE}/update`, { billDate: daysAgo(0), lines: [], ...body }) as Promise<
        Res<DocumentOperationResult>
      >,
    op: (operation: string, doc: { id: string; version: number }) =>
      t.call<DocumentOperationResult>(s, 'POST', `${BASE}/${operation}`, { id: doc.id, version: doc.version }) as Promise<
        Res<DocumentOperationResult>
      >,
    detail: (id: string) => f.ok(t.call<DocumentDetailView>(s, 'GET', `${BASE}/${id}`) as Promise<Res<DocumentDetailView>>),
  };
}

/**
 * The golden month: period = [20 days ago, 1 day ago]. Before it a delivery of 100.00 (opening);
 * in it 400.00 delivered, 50.00 returned, 300.00 collected on that delivery (250.00 cash, 50.00
 * from an 80.00 pre-receipt), 20.00 discounted → closing 130.00, down payment 30.00; today, after
 * it, 10.00 more collected on the first delivery (outside the statement).
 */
export async function goldenMonth(t: TestApp, s: Session) {
  const f = financeClerk(t, s);
  const customer = await addCustomer(t, s);
  const account = await f.account();
  const period = { dateFrom: daysAgo(20), dateTo: daysAgo(1) };
  const first = await f.delivery(customer.id, '20', '5', daysAgo(30)); // 100.00 before the period
  const sale = await f.delivery(customer.id, '80', '5', daysAgo(10)); // 400.00
  const delivered = await f.ok(
    t.call<{ lines: { id: string; skuId: string }[]; warehouseId: string }>(s, 'GET', `/api/order/wholesaleSale/${sale.id}`) as Promise<
      Res<{ lines: { id: string; skuId: string }[]; warehouseId: string }>
    >,
  );
  const ret = await f.ok(
    t.call<DocumentOperationResult>(s, 'PUT', '/api/order/wholesaleReturn/add', {
      billDate: daysAgo(8),
      customerId: customer.id,
      warehouseId: delivered.warehouseId,
      lines: [{ skuId: delivered.lines[0].skuId, qty: '10', price: '5', sourceLineId: delivered.lines[0].id }],
    }) as Promise<Res<DocumentOperationResult>>,
  ); // 50.00
  const returned = await f.ok(
    t.call<DocumentOperationResult>(s, 'POST', '/api/order/wholesaleReturn/complete', { id: ret.id, version: ret.version }) as Promise<
      Res<DocumentOperationResult>
    >,
  );
  await f.post('preReceipt', {
    billDate: daysAgo(9),
    customerId: customer.id,
    accountId: account,
    paymentType: 'BANK_TRANSFER',
    lines: [{ amount: '80' }],
  });
  const open = await f.open(customer.id);
  const saleEntry = open.entries.find((e) => e.billNo === sale.billNo);
  const firstEntry = open.entries.find((e) => e.billNo === first.billNo);
  const collection = await f.post('settlementOrder', {
    billDate: daysAgo(6),
    customerId: customer.id,
    accountId: account,
    downPaymentUsed: '50',
    payments: [{ paymentType: 'CASH', amount: '250' }],
    lines: [{ entryId: saleEntry?.id, amount: '300' }],
  });
  const discount = await f.post('discount', {
    billDate: daysAgo(4),
    customerId: customer.id,
    reason: '包装破损让利',
    lines: [{ entryId: saleEntry?.id, amount: '20' }],
  });
  await f.post('settlementOrder', {
    customerId: customer.id,
    accountId: account,
    payments: [{ paymentType: 'CASH', amount: '10' }],
    lines: [{ entryId: firstEntry?.id, amount: '10' }],
  });
  return { customer, account, period, first, sale, returned, collection, discount, saleEntry, firstEntry };
}
