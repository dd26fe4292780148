// The supplier ledger (供应商往来账) over a period, to the fen: a receipt before the period is
// the opening payable, a receipt, a return and a payment in it move it, each entry shows the
// balance after it; the summary exports; another group's supplier is not found.
import { type DocumentOperationResult, ErrorCode, type LedgerDetailView, type LedgerSummaryRow } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const group = (await t.given.defaultGroup()).id;
await ensureReferenceData(t.db);

type Reply<T> = { status: number; body: { code: number; msg: string; data: T } };
async function ok<T>(p: Promise<Reply<T>>): Promise<T> {
  const res = await p;
  if (res.body.code !== 200) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
const post = async (kind: string, body: Record<string, unknown>) => {
  const saved = await ok(t.call<DocumentOperationResult>(admin, 'PUT', `/api/order/${kind}/add`, body));
  return ok(t.call<DocumentOperationResult>(admin, 'POST', `/api/order/${kind}/complete`, { id: saved.id, version: saved.version }));
};

describe('the supplier ledger', () => {
  it('shows opening, each entry with the balance after it, and closing; the summary agrees and exports', async () => {
    const supplier = await addSupplier(t, admin);
    const w = String(freshId());
    const pen = String(freshId());
    const account = await ok(
      t.call<{ id: string }>(admin, 'PUT', '/api/basic/companyAccount/add', {
        name: `账户${freshId()}`,
        bankName: '工商银行',
        accountNo: `6222${freshId()}`,
        accountType: 'BASIC',
        currencyCode: 'CNY',
      }),
    );
    const receive = (billDate: string, qty: string) =>
      post('purchaseReceive', {
        billDate,
        supplierId: supplier.id,
        warehouseId: w,
        lines: [{ skuId: pen, qty, price: '5.65', taxRate: '0.13' }],
      });
    await receive('2026-10-20', '100'); // 565.00, before the period
    await receive('2026-11-03', '40'); // 226.00
    const entries = await ok(
      t.call<{ entries: { id: string; openAmount: string }[] }>(admin, 'POST', '/api/order/payment/openEntries', {
        supplierId: supplier.id,
      }),
    );
    await post('payment', {
      billDate: '2026-11-10',
      supplierId: supplier.id,
      accountId: account.id,
      paymentType: 'BANK_TRANSFER',
      lines: [{ entryId: entries.entries[0].id, amount: '500' }],
    });

    const period = { dateFrom: '2026-11-01', dateTo: '2026-11-30' };
    const detail = await ok(
      t.call<LedgerDetailView>(admin, 'POST', '/api/finance/supplierLedger/detail', { supplierId: supplier.id, ...period }),
    );
    expect(detail.opening).toBe('565.00');
    expect(detail.list.map((e) => [e.billDate, e.kind, e.amount, e.balance])).toEqual([
      ['2026-11-03', 'PURCHASE', '226.00', '791.00'],
      ['2026-11-10', 'PAYMENT', '-500.00', '291.00'],
    ]);
    expect(detail.closing).toBe('291.00');

    const summary = await ok(
      t.call<{ list: LedgerSummaryRow[] }>(admin, 'POST', '/api/finance/supplierLedger/summary', { supplierId: supplier.id, ...period }),
    );
    expect(summary.list).toEqual([
      {
        partnerId: supplier.id,
        partnerCode: supplier.supplierCode,
        partnerName: supplier.supplierName,
        opening: '565.00',
        increase: '226.00',
        decrease: '500.00',
        closing: '291.00',
        downPayment: '0.00',
      },
    ]);

    const def = exportDefinition('finance-supplier-ledger');
    const { file } = await exportNow(t.db, def as never, {
      auth: authOf({ id: admin.employeeId, employeeNo: admin.employee.employeeNo }, group, ['finance:supplierLedger:export']),
      lang: 'zh-CN',
      filters: { supplierId: supplier.id, ...period } as never,
    });
    const rows = await sheetRows(file as Buffer);
    expect(rows[0]).toEqual(['供应商编码', '供应商名称', '期初应付', '本期增加', '本期减少', '期末应付', '预付余额']);
    expect(rows.slice(1)).toEqual([[supplier.supplierCode, supplier.supplierName, 565, 226, 500, 291, 0]]);
  });

  it('answers another group’s supplier as not found, and refuses a period that ends before it starts', async () => {
    const supplier = await addSupplier(t, admin);
    const outsider = await t.given.session({ grants: ['/finance/supplierLedger'], groups: [(await t.given.businessGroup()).id] });
    const res = await t.call(outsider, 'POST', '/api/finance/supplierLedger/detail', {
      supplierId: supplier.id,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    });
    expect(res.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const backwards = await t.call(admin, 'POST', '/api/finance/supplierLedger/summary', { dateFrom: '2026-11-30', dateTo: '2026-11-01' });
    expect(JSON.stringify(backwards.body)).toContain('dateTo');
  });
});
