// The customer credit sheet (客户授信单, DOMAIN 9), worked by hand: a customer with a limit of
// 1,000.00 and a temporary credit of 500.00 valid today has 1,500.00 of credit; once the
// temporary one has expired, 1,000.00 again, and the transfer check warns or passes by it. A
// permanent sheet sets the limit (credit control on); undoing it puts back what it replaced.
import type { CustomerAccount, CustomerDetail, CustomerView, Page } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from '../wholesale/wholesale.test-kit';
import { financeClerk } from './collection.test-kit';
import { creditClerk, dayFromToday } from './customer-credit.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const cc = creditClerk(t, admin);
const c = salesClerk(t, admin);

const customerOf = (id: string) => cc.ok(t.call<CustomerDetail>(admin, 'GET', `/api/customer/jcCustomerInfo/itemList/${id}`));
/** Moves a temporary sheet's validity (the calendar moving on, as seen from the sheet). */
const setValidity = (billNo: string, from: string, to: string) =>
  t.db.execute(sql`update customer_credit_grant set valid_from = ${from}::date, valid_to = ${to}::date where bill_no = ${billNo}`);

describe('customer credit', () => {
  it('golden figures: 1,000.00 + a temporary 500.00 valid today = 1,500.00; expired, 1,000.00; the transfer check follows', async () => {
    const customer = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '1000' });
    const temp = await cc.temporary(customer.id, '500');
    expect(temp.billNo).toMatch(/^SXD\d{13}$/);
    expect(temp.status).toBe('REVIEWED');
    expect(await cc.summary(customer.id)).toEqual({
      customerId: customer.id,
      ifCreditLimit: true,
      creditLimit: '1000.00',
      temporaryCredit: '500.00',
      totalCreditAmt: '1500.00',
      receivable: '0.00',
      unsentOrders: '0.00',
      totalCreditLockAmt: '0.00',
      remainingCredit: '1500.00',
    });
    // The permanent limit itself is untouched by a temporary sheet.
    expect((await customerOf(customer.id)).creditLimit).toBe('1000.00');

    // An order of 1,200.00 occupies 1,200.00: 300.00 left.
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '1000', '1');
    const order = await c.ok(
      c.save('saleOrder', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '600', price: '2' }] }),
    );
    const reviewed = await c.ok(c.op('saleOrder', 'review', order));
    expect(await cc.summary(customer.id)).toMatchObject({ totalCreditLockAmt: '1200.00', remainingCredit: '300.00' });
    // The customer list (listAccount) carries the same summary.
    const [account] = await cc.ok(
      t.call<CustomerAccount[]>(admin, 'POST', '/api/customer/jcCustomerInfo/listAccount', { ids: [customer.id] }),
    );
    expect(account.creditSummaryItems[0]).toMatchObject({ totalCreditAmt: '1500.00', totalCreditLockAmt: '1200.00' });
    // And the sale order screen, by its own route.
    const onOrder = await cc.ok(
      t.call<{ remainingCredit: string }>(admin, 'POST', '/api/order/saleOrder/customerCredit', { customerId: customer.id }),
    );
    expect(onOrder.remainingCredit).toBe('300.00');

    // The temporary credit has expired: 1,000.00 of credit, the transfer of 1,200.00 warns.
    await setValidity(temp.billNo, dayFromToday(-30), dayFromToday(-1));
    expect(await cc.summary(customer.id)).toMatchObject({ temporaryCredit: '0.00', totalCreditAmt: '1000.00', remainingCredit: '-200.00' });
    const warned = await c.transfer(reviewed);
    expect(warned.body.code).toBe(4003030);
    expect(warned.body.msg).toContain('1000.00');
    expect(warned.body.msg).toContain('1200.00');
    // Not yet valid (it starts tomorrow): the same.
    await setValidity(temp.billNo, dayFromToday(1), dayFromToday(5));
    expect((await cc.summary(customer.id)).totalCreditAmt).toBe('1000.00');
    expect((await c.transfer(reviewed)).body.code).toBe(4003030);

    // Valid today again (its last day): 1,500.00, and the transfer passes without asking.
    await setValidity(temp.billNo, dayFromToday(-5), dayFromToday(0));
    expect((await cc.summary(customer.id)).totalCreditAmt).toBe('1500.00');
    const sale = await c.ok(c.transfer(reviewed));
    expect(sale.billNo).toMatch(/^PFXS/);
  });

  it('receivables occupy credit: a delivery of 400.00 leaves 600.00 of a 1,000.00 limit', async () => {
    const customer = await addCustomer(t, admin);
    await cc.permanent(customer.id, '1000');
    await financeClerk(t, admin).delivery(customer.id, '200', '2');
    expect(await cc.summary(customer.id)).toMatchObject({
      totalCreditAmt: '1000.00',
      receivable: '400.00',
      totalCreditLockAmt: '400.00',
      remainingCredit: '600.00',
    });
    // The customer list's row and the customer's detail show the same figures.
    const page = await cc.ok(
      t.call<Page<CustomerView>>(admin, 'POST', '/api/customer/jcCustomerInfo/page2', { keyword: customer.customerCode }),
    );
    const row = page.list.find((r) => r.id === customer.id);
    const expected = { receivableAmt: '400.00', totalCreditAmt: '1000.00', totalCreditLockAmt: '400.00', remainingCreditAmt: '600.00' };
    expect(row?.account).toEqual(expected);
    expect((await customerOf(customer.id)).account).toEqual(expected);
    const [account] = await cc.ok(
      t.call<CustomerAccount[]>(admin, 'POST', '/api/customer/jcCustomerInfo/listAccount', { ids: [customer.id] }),
    );
    expect(account.billSummaryItems[0].sumNewBalanceAmt).toBe('400.00');
  });

  it('a permanent sheet sets the limit and turns credit control on; undone, it puts back exactly what it replaced', async () => {
    const customer = await addCustomer(t, admin, { ifCreditLimit: false, creditLimit: null });
    const first = await cc.permanent(customer.id, '2000');
    expect(await customerOf(customer.id)).toMatchObject({ ifCreditLimit: true, creditLimit: '2000.00' });
    const second = await cc.permanent(customer.id, '3000.5');
    expect((await customerOf(customer.id)).creditLimit).toBe('3000.50');

    // Undoing the earlier sheet leaves the later one's limit; undoing the later one then
    // restores what was there before both (no control, no limit).
    const back = await cc.ok(cc.op('decline', first));
    expect(back.status).toBe('DRAFT');
    expect(await customerOf(customer.id)).toMatchObject({ ifCreditLimit: true, creditLimit: '3000.50' });
    await cc.ok(cc.op('decline', second));
    expect(await customerOf(customer.id)).toMatchObject({ ifCreditLimit: false, creditLimit: null });

    // Reviewed again and voided (作废): the same.
    const again = await cc.ok(cc.op('review', back));
    expect((await customerOf(customer.id)).creditLimit).toBe('2000.00');
    const voided = await cc.ok(cc.op('discard', again));
    expect(voided.status).toBe('DISCARDED');
    expect(await customerOf(customer.id)).toMatchObject({ ifCreditLimit: false, creditLimit: null });
  });

  it('a limit changed on the customer screen after the sheet is left alone when the sheet is undone', async () => {
    const customer = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '100' });
    const sheet = await cc.permanent(customer.id, '500');
    const detail = await customerOf(customer.id);
    const { id: _id, addresses, ...rest } = detail as CustomerDetail & Record<string, unknown>;
    await cc.ok(
      t.call(admin, 'PUT', '/api/customer/jcCustomerInfo/save', {
        ...customerBodyOf(rest),
        id: customer.id,
        creditLimit: '800',
        addresses: (addresses as Record<string, unknown>[]).map(({ id, ...a }) => ({ ...a, id })),
      }),
    );
    expect((await customerOf(customer.id)).creditLimit).toBe('800.00');
    await cc.ok(cc.op('decline', sheet));
    expect((await customerOf(customer.id)).creditLimit).toBe('800.00');
  });

  it('a temporary sheet unreviewed stops counting at once', async () => {
    const customer = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '1000' });
    const temp = await cc.temporary(customer.id, '250.25');
    expect((await cc.summary(customer.id)).totalCreditAmt).toBe('1250.25');
    await cc.ok(cc.op('decline', temp));
    expect((await cc.summary(customer.id)).totalCreditAmt).toBe('1000.00');
    const detail = await cc.ok(
      t.call<{ creditType: string; validTo: string; totalAmount: string }>(admin, 'GET', `/api/order/customerCredit/${temp.id}`),
    );
    expect(detail).toMatchObject({ creditType: 'TEMPORARY', validTo: dayFromToday(30), totalAmount: '250.25' });
  });
});

/** The save body's fields of a customer's detail. */
function customerBodyOf(d: Record<string, unknown>): Record<string, unknown> {
  const keep = ['customerCode', 'customerName', 'customerType', 'contactName', 'contactPhone', 'ifCreditLimit', 'rebateRatio'];
  return Object.fromEntries(keep.filter((k) => d[k] !== undefined && d[k] !== null).map((k) => [k, d[k]]));
}
