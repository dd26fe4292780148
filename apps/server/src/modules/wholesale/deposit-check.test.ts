// 款到发货 (ifDepositReceived): with the configuration on, a customer without credit cannot have
// an order transferred into a delivery until its down payment, less what it owes, covers it;
// off, or for a customer on credit, nothing changes. Worked by hand: an order of 60 × 2.00 =
// 120.00 is refused with no down payment, refused with 100.00, transferred with 120.00 (the
// refusal names the figures); a posted delivery of 50.00 then owed takes 50.00 of it.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { ensureReferenceData } from '../basic/index';
import { financeClerk } from '../finance/collection.test-kit';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from './wholesale.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const c = salesClerk(t, admin);
const f = financeClerk(t, admin);
const account = await f.account();
const [w, pen] = [freshId(), freshId()];
await c.receive(w, pen, '1000', '1');

const setDeposit = async (on: boolean) => c.ok(t.call(admin, 'PUT', '/api/basic/sysBusinessConfig', { ifDepositReceived: on }) as never);

/** A reviewed order of qty × 2.00 for the customer. */
async function reviewedOrder(customerId: string, qty = '60') {
  const order = await c.ok(
    c.save('saleOrder', { customerId, warehouseId: String(w), lines: [{ skuId: String(pen), qty, price: '2', priceSource: 'MANUAL' }] }),
  );
  return c.ok(c.op('saleOrder', 'review', order));
}
const preReceive = (customerId: string, amount: string) =>
  f.post('preReceipt', { customerId, accountId: account, paymentType: 'CASH', lines: [{ amount }] });

describe('ifDepositReceived: 款到发货 at order transfer', () => {
  it('off (the default), a customer without down payment is transferred as before', async () => {
    const customer = await addCustomer(t, admin);
    await c.ok(c.transfer(await reviewedOrder(customer.id)));
  });

  it('on: 120.00 is refused with no down payment and with 100.00, in the clerk’s words; with 120.00 it is transferred', async () => {
    await setDeposit(true);
    const customer = await addCustomer(t, admin);
    const order = await reviewedOrder(customer.id);
    const none = await c.transfer(order);
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    expect(none.body.code).not.toBe(ErrorCode.DATA_NOT_FOUND);
    expect(none.body.msg).toContain('leaves 0.00; this transfer is 120.00');

    await preReceive(customer.id, '100');
    const short = await t.call(admin, 'POST', '/api/order/saleOrder/transfer', { id: order.id, confirmed: [] }, { language: 'zh-CN' });
    expect(short.body.msg).toBe(
      `已启用预收定金：客户${customer.customerName ?? ''}须先收款后发货。预收余额100.00，扣除未收应收0.00后可用100.00，本次转单金额120.00，请先录入预收款单`,
    );
    // Nothing was transferred: the order is still whole.
    expect((await c.detail('saleOrder', order.id)).lines.map((l) => Number(l.fulfilledQty ?? 0))).toEqual([0]);

    await preReceive(customer.id, '20');
    await c.ok(c.transfer(order));
    await setDeposit(false);
  });

  it('on: what the customer already owes is paid from the down payment first; a customer on credit is not asked', async () => {
    await setDeposit(true);
    const customer = await addCustomer(t, admin);
    await preReceive(customer.id, '150');
    await f.delivery(customer.id, '25', '2'); // 50.00 owed: 100.00 left to cover
    const refused = await c.transfer(await reviewedOrder(customer.id)); // 120.00
    expect(refused.body.msg).toContain('Down payment 150.00, less 50.00 still owed, leaves 100.00; this transfer is 120.00');
    await c.ok(c.transfer(await reviewedOrder(customer.id, '50'))); // 100.00

    const onCredit = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '10000' });
    await c.ok(c.transfer(await reviewedOrder(onCredit.id)));
    await setDeposit(false);
  });
});

describe('ifDepositReceived: 款到发货 at a wholesale sale’s review (a sale entered directly, not from an order)', () => {
  const directSale = (customerId: string, qty: string) =>
    c.ok(c.save('wholesaleSale', { customerId, warehouseId: String(w), lines: [{ skuId: String(pen), qty, price: '2' }] }));

  it('on: a direct sale of 120.00 is refused at review with 100.00 paid ahead and stays a draft; with 120.00 it is reviewed', async () => {
    await setDeposit(true);
    const customer = await addCustomer(t, admin);
    await preReceive(customer.id, '100');
    const sale = await directSale(customer.id, '60');
    const refused = await c.op('wholesaleSale', 'review', sale);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.msg).toContain('leaves 100.00; this sale and the reviewed sales not yet posted come to 120.00');
    expect((await c.detail('wholesaleSale', sale.id)).status).toBe('DRAFT');

    await preReceive(customer.id, '20');
    await c.ok(c.op('wholesaleSale', 'review', sale));
    await setDeposit(false);
  });

  it('on: a second sale cannot spend the down payment a reviewed, unposted sale already needs', async () => {
    await setDeposit(true);
    const customer = await addCustomer(t, admin);
    await preReceive(customer.id, '100');
    await c.ok(c.op('wholesaleSale', 'review', await directSale(customer.id, '40'))); // 80.00 of 100.00
    const second = await c.op('wholesaleSale', 'review', await directSale(customer.id, '20')); // 40.00 more
    expect(second.body.msg).toContain('come to 120.00');
    await c.ok(c.op('wholesaleSale', 'review', await directSale(customer.id, '10'))); // 20.00 more: 100.00
    await setDeposit(false);
  });

  it('off, or for a customer on credit, a direct sale is reviewed without a down payment', async () => {
    const customer = await addCustomer(t, admin);
    await c.ok(c.op('wholesaleSale', 'review', await directSale(customer.id, '60')));
    await setDeposit(true);
    const onCredit = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '10000' });
    await c.ok(c.op('wholesaleSale', 'review', await directSale(onCredit.id, '60')));
    await setDeposit(false);
  });
});
