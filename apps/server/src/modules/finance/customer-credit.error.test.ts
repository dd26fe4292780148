// Bad credit sheets are refused naming the field and change nothing: a credit of 0 or below
// (spec §5: credit amount > 0), a temporary credit without its dates, with its end before its
// start or already over, two amounts on one sheet, a customer that does not exist.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer, fieldsOf } from '../partner/partner.test-kit';
import { CREDIT, creditClerk, dayFromToday } from './customer-credit.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const cc = creditClerk(t, admin);
const customer = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '1000' });
const permanent = (amount: unknown) => ({ customerId: customer.id, creditType: 'PERMANENT', lines: [{ amount }] });

describe('refused credit sheets', () => {
  it('refuses a credit below 0, of 0 or empty, naming the amount', async () => {
    for (const amount of ['-100', '0', '', '12.345']) {
      const res = await cc.save(permanent(amount));
      expect(res.status, amount).toBe(400);
      expect(fieldsOf(res.body), amount).toEqual(['lines.0.amount']);
    }
    const below = await cc.save(permanent('-100'));
    expect(below.body.msg).toContain('the credit amount must be greater than 0');
  });

  it('refuses a temporary credit without its dates or ending before it starts', async () => {
    const none = await cc.save({ customerId: customer.id, creditType: 'TEMPORARY', lines: [{ amount: '500' }] });
    expect(fieldsOf(none.body).sort()).toEqual(['validFrom', 'validTo']);
    const backwards = await cc.save({
      customerId: customer.id,
      creditType: 'TEMPORARY',
      validFrom: dayFromToday(5),
      validTo: dayFromToday(1),
      lines: [{ amount: '500' }],
    });
    expect(fieldsOf(backwards.body)).toEqual(['validTo']);
  });

  it('refuses a temporary credit whose validity is already over, in the clerk’s language', async () => {
    const over = await t.call(
      admin,
      'PUT',
      `${CREDIT.base}/add`,
      {
        billDate: dayFromToday(0),
        customerId: customer.id,
        creditType: 'TEMPORARY',
        validFrom: dayFromToday(-10),
        validTo: dayFromToday(-1),
        lines: [{ amount: '500' }],
      },
      { language: 'zh-CN' },
    );
    expect(over.status).toBe(400);
    expect(fieldsOf(over.body)).toEqual(['validTo']);
    expect(over.body.msg).toBe(`临时额度的有效期已于${dayFromToday(-1)}结束，请修改有效期`);
  });

  it('refuses two amounts on one sheet, an unknown credit type and an unknown customer', async () => {
    const two = await cc.save({ customerId: customer.id, creditType: 'PERMANENT', lines: [{ amount: '1' }, { amount: '2' }] });
    expect(fieldsOf(two.body)).toEqual(['lines']);
    const kind = await cc.save({ customerId: customer.id, creditType: 'FOREVER', lines: [{ amount: '1' }] });
    expect(fieldsOf(kind.body)).toEqual(['creditType']);
    const nobody = await cc.save({ customerId: '987654321', creditType: 'PERMANENT', lines: [{ amount: '1' }] });
    expect(nobody.status).toBe(400);
    expect(fieldsOf(nobody.body)).toEqual(['customerId']);
  });

  it('a refused or unreviewed sheet leaves the limit as it was; reviewing twice is refused', async () => {
    const draft = await cc.ok(cc.save(permanent('5000')));
    const detail = () => cc.ok(t.call<{ creditLimit: string }>(admin, 'GET', `/api/customer/jcCustomerInfo/itemList/${customer.id}`));
    expect((await detail()).creditLimit).toBe('1000.00');
    const reviewed = await cc.ok(cc.op('review', draft));
    expect((await detail()).creditLimit).toBe('5000.00');
    const again = await cc.op('review', reviewed);
    expect(again.status).toBe(400);
    expect((await detail()).creditLimit).toBe('5000.00');
    await cc.ok(cc.op('decline', reviewed));
    expect((await detail()).creditLimit).toBe('1000.00');
  });
});
