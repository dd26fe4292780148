// Paying a supplier, to the fen: a prepayment, two receipts, a payment settling the first in
// full and the second in part with some of the prepayment; a payment beyond what is open is
// refused; reversing the payment gives everything back.
import {
  type DocumentDetailView,
  type DocumentOperationResult,
  ErrorCode,
  type OpenEntryView,
  type PartnerBalanceView,
  type PaymentTypeView,
} from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { verifyMoneyLedger } from '../finance/index';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);

type Reply<T> = { status: number; body: { code: number; msg: string; data: T } };
async function ok<T>(p: Promise<Reply<T>>): Promise<T> {
  const res = await p;
  if (res.body.code !== 200) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const save = (kind: string, body: Record<string, unknown>) =>
  t.call<DocumentOperationResult>(admin, 'PUT', `/api/order/${kind}/add`, { billDate: today(), ...body });
const operate = (kind: string, operation: string, doc: DocumentOperationResult, extra = {}) =>
  t.call<DocumentOperationResult>(admin, 'POST', `/api/order/${kind}/${operation}`, { id: doc.id, version: doc.version, ...extra });
const open = (supplierId: string) =>
  ok(t.call<PartnerBalanceView & { entries: OpenEntryView[] }>(admin, 'POST', '/api/order/payment/openEntries', { supplierId }));

async function receipt(supplierId: string, price: string, qty: string): Promise<DocumentOperationResult> {
  const saved = await ok(
    save('purchaseReceive', {
      supplierId,
      warehouseId: String(freshId()),
      lines: [{ skuId: String(freshId()), qty, price, taxRate: '0.13' }],
    }),
  );
  return ok(operate('purchaseReceive', 'complete', saved));
}

describe('payment slips and prepayments', () => {
  it('lists the payment methods in the caller’s language', async () => {
    const zh = await ok(t.call<PaymentTypeView[]>(admin, 'GET', '/api/order/paymentType/list', undefined, { language: 'zh-CN' }));
    const id = await ok(t.call<PaymentTypeView[]>(admin, 'GET', '/api/order/paymentType/list', undefined, { language: 'id-ID' }));
    expect(zh.find((p) => p.code === 'BANK_TRANSFER')?.name).toBe('银行转账');
    expect(id.find((p) => p.code === 'BANK_TRANSFER')?.name).toBe('Transfer bank');
  });

  it('prepays, settles one receipt in full and another in part, and a reversal gives it all back', async () => {
    const supplier = await addSupplier(t, admin);
    const account = await ok(
      t.call<{ id: string }>(admin, 'PUT', '/api/basic/companyAccount/add', {
        name: `付款户${freshId()}`,
        bankName: '招商银行',
        accountNo: `6214${freshId()}`,
        accountType: 'BASIC',
        currencyCode: 'CNY',
      }),
    );
    const pre = await ok(
      save('prepayment', {
        supplierId: supplier.id,
        accountId: account.id,
        paymentType: 'BANK_TRANSFER',
        lines: [{ amount: '300', remark: '订货定金' }],
      }),
    );
    await ok(operate('prepayment', 'complete', pre));
    await receipt(supplier.id, '11.3', '10'); // 113.00
    await receipt(supplier.id, '2.26', '100'); // 226.00
    const before = await open(supplier.id);
    expect(before).toMatchObject({ balance: '339.00', downPayment: '300.00' });
    expect(before.entries.map((e) => e.openAmount)).toEqual(['113.00', '226.00']);

    // 113.00 + 100.00 settled; 150.00 of it from the prepayment.
    const body = {
      supplierId: supplier.id,
      accountId: account.id,
      paymentType: 'BANK_TRANSFER',
      downPaymentUsed: '150',
      lines: [
        { entryId: before.entries[0].id, amount: '113' },
        { entryId: before.entries[1].id, amount: '100.00' },
      ],
    };
    const pay = await ok(save('payment', body));
    const posted = await ok(operate('payment', 'complete', pay));
    // The detail names each settled entry by its document, not by the entry's id.
    const detail = await ok(t.call<DocumentDetailView>(admin, 'GET', `/api/order/payment/${posted.id}`));
    expect(detail.lines.map((l) => [String(l.entryId), l.entryBillNo, l.entryBillDate, l.entryDocumentType])).toEqual(
      before.entries.map((e) => [e.id, e.billNo, e.billDate, 'PURCHASE_RECEIVE']),
    );
    expect(detail.lines.map((l) => l.entryDocumentId)).toEqual(before.entries.map((e) => e.documentId));
    const after = await open(supplier.id);
    expect(after).toMatchObject({ balance: '126.00', downPayment: '150.00' });
    expect(after.entries.map((e) => e.openAmount)).toEqual(['126.00']);

    // More than is open: refused on save, naming the line's amount.
    const over = await save('payment', { ...body, downPaymentUsed: '0', lines: [{ entryId: before.entries[1].id, amount: '126.01' }] });
    expect(over.body.code).not.toBe(200);
    expect(JSON.stringify(over.body)).toContain('lines.0.amount');
    // More of the prepayment than the lines: refused by the contract.
    const used = await save('payment', { ...body, downPaymentUsed: '500', lines: [{ entryId: before.entries[1].id, amount: '10' }] });
    expect(JSON.stringify(used.body)).toContain('downPaymentUsed');

    await ok(operate('payment', 'reverse', posted, { reason: '付错供应商' }));
    const back = await open(supplier.id);
    expect(back).toMatchObject({ balance: '339.00', downPayment: '300.00' });
    expect(back.entries.map((e) => e.openAmount)).toEqual(['113.00', '226.00']);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('shows another group’s supplier as not found', async () => {
    const outsider = await t.given.session({ grants: ['/purchase/payment'], groups: [(await t.given.businessGroup()).id] });
    const supplier = await addSupplier(t, admin);
    const res = await t.call(outsider, 'POST', '/api/order/payment/openEntries', { supplierId: supplier.id });
    expect(res.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
  });
});
