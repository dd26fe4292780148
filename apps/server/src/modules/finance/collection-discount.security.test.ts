// The payment discount suggestion behind its walls: it wants the collection screen, another
// group's customer is not found, and another customer's receivable earns nothing through it
// (nor can a collection of one customer take a discount on another's delivery).
import { DOCUMENT_SCREENS, type DocumentOperationResult, ErrorCode, type SettlementPaymentDiscountView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { today, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk, type Res } from './collection.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const S = DOCUMENT_SCREENS.SETTLEMENT;

const saved = await f.ok(
  t.call<DocumentOperationResult>(admin, 'PUT', '/api/order/paymentDiscount/add', {
    billDate: today(),
    basis: 'DAYS',
    validFrom: today(),
    validTo: today(),
    lines: [{ days: 10, discountPercent: '2' }],
  }) as Promise<Res<DocumentOperationResult>>,
);
await f.ok(t.call(admin, 'POST', '/api/order/paymentDiscount/review', { id: saved.id, version: saved.version }) as Promise<Res<unknown>>);
const customer = await addCustomer(t, admin);
const other = await addCustomer(t, admin);
const sale = await f.delivery(customer.id, '10', '10'); // 100.00 today
const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo)?.id as string;
const ask = { customerId: customer.id, billDate: today(), lines: [{ entryId: entry, amount: '100' }] };

describe('payment discount suggestion', () => {
  it('the owner of the receivable is offered 2.00', async () => {
    const res = await t.call<SettlementPaymentDiscountView>(admin, 'POST', `${S.base}/paymentDiscount`, ask);
    expect(res.body.data.total).toBe('2.00');
  });

  it('another group does not find the customer', async () => {
    const groupB = await t.given.businessGroup();
    const outsider = await t.given.session({ groups: [groupB.id], grants: [S.menu, `${S.permission}:add`] });
    const res = await t.call(outsider, 'POST', `${S.base}/paymentDiscount`, ask);
    expect(res.body.code, JSON.stringify(res.body)).toBe(ErrorCode.DATA_NOT_FOUND);
  });

  it('another customer’s receivable earns nothing, and its collection cannot take it', async () => {
    const res = await t.call<SettlementPaymentDiscountView>(admin, 'POST', `${S.base}/paymentDiscount`, { ...ask, customerId: other.id });
    expect(res.body.data.total).toBe('0.00');
    const account = await f.account();
    const save = await f.save('settlementOrder', {
      customerId: other.id,
      accountId: account,
      payments: [{ paymentType: 'CASH', amount: '98' }],
      lines: [{ entryId: entry, amount: '100', paymentDiscount: '2' }],
    });
    expect(save.status).toBe(400);
    expect(save.body.errors?.map((e) => e.field)).toEqual(['lines.0.entryId']);
  });

  it('wants the collection screen', async () => {
    const stranger = await t.given.session({ grants: [DOCUMENT_SCREENS.DISCOUNT.menu] });
    expect((await t.call(stranger, 'POST', `${S.base}/paymentDiscount`, ask)).status).toBe(403);
    const viewer = await t.given.session({ grants: [S.menu] });
    expect((await t.call(viewer, 'POST', `${S.base}/paymentDiscount`, ask)).status).toBe(200);
  });
});
