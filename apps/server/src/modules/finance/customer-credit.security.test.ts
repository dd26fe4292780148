// The customer credit sheet behind its walls: another group's customers and sheets are not
// found (a sheet for them is refused, their summary too), each operation wants its button, the
// summary wants the credit screen (the customer list carries it for the customer screen).
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { DEMO_ROLES } from '../../seed/seed';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer, fieldsOf } from '../partner/partner.test-kit';
import { CREDIT, creditClerk } from './customer-credit.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const cc = creditClerk(t, admin);
const customer = await addCustomer(t, admin, { ifCreditLimit: true, creditLimit: '1000' });
const body = {
  billDate: new Date().toISOString().slice(0, 10),
  customerId: customer.id,
  creditType: 'PERMANENT',
  lines: [{ amount: '9000' }],
};
const draft = await cc.ok(cc.save(body));
const P = CREDIT.permission;
const everyButton = [CREDIT.menu, `${P}:add`, `${P}:edit`, `${P}:delete`, `${P}:review`, `${P}:decline`];

describe('the business group wall', () => {
  it('another group cannot grant credit to this group’s customer, nor see its sheets or summary', async () => {
    const groupB = await t.given.businessGroup();
    const outsider = await t.given.session({ groups: [groupB.id], grants: [...everyButton, '/wholesale/saleOrder'] });
    const saved = await t.call(outsider, 'PUT', `${CREDIT.base}/add`, body);
    expect(saved.status).toBe(400);
    expect(fieldsOf(saved.body)).toEqual(['customerId']);
    for (const [method, url, payload] of [
      ['GET', `${CREDIT.base}/${draft.id}`, undefined],
      ['POST', `${CREDIT.base}/review`, { id: draft.id, version: draft.version }],
      ['POST', `${CREDIT.base}/summary`, { customerIds: [customer.id] }],
      ['POST', '/api/order/saleOrder/customerCredit', { customerId: customer.id }],
    ] as const) {
      const res = await t.call(outsider, method, url, payload);
      expect([res.body.code, url]).toEqual([ErrorCode.DATA_NOT_FOUND, url]);
    }
    const page = await t.call<{ total: number }>(outsider, 'POST', `${CREDIT.base}/page`, { pageNum: 1, pageSize: 10 });
    expect(page.body.data.total).toBe(0);
    // Our customer's limit is untouched and our draft still a draft.
    const detail = await cc.ok(t.call<{ creditLimit: string }>(admin, 'GET', `/api/customer/jcCustomerInfo/itemList/${customer.id}`));
    expect(detail.creditLimit).toBe('1000.00');
  });

  it('one id of another group in the summary refuses the whole summary', async () => {
    const groupB = await t.given.businessGroup();
    const theirs = await t.given.session({
      groups: [groupB.id],
      grants: [...everyButton, '/wholesale/customer', 'wholesale:customer:add'],
    });
    const their = await addCustomer(t, theirs);
    const res = await t.call(admin, 'POST', `${CREDIT.base}/summary`, { customerIds: [customer.id, their.id] });
    expect(res.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
  });
});

describe('permissions', () => {
  it('a clerk who may add sheets may not review them; without the screen, no summary', async () => {
    const clerk = await t.given.session({ grants: [CREDIT.menu, `${P}:add`, `${P}:edit`] });
    const own = await t.call<{ id: string; version: number }>(clerk, 'PUT', `${CREDIT.base}/add`, body);
    expect(own.body.code).toBe(200);
    expect((await t.call(clerk, 'POST', `${CREDIT.base}/review`, { id: own.body.data.id, version: own.body.data.version })).status).toBe(
      403,
    );
    expect((await t.call(clerk, 'POST', `${CREDIT.base}/summary`, { customerIds: [customer.id] })).status).toBe(200);
    const stranger = await t.given.session({ grants: ['/wholesale/customer'] });
    expect((await t.call(stranger, 'POST', `${CREDIT.base}/summary`, { customerIds: [customer.id] })).status).toBe(403);
    expect((await t.call(stranger, 'PUT', `${CREDIT.base}/add`, body)).status).toBe(403);
    // The customer screen reads the same summary in its list (listAccount).
    expect((await t.call(stranger, 'POST', '/api/customer/jcCustomerInfo/listAccount', { ids: [customer.id] })).status).toBe(200);
  });

  it('the accountant and the sales clerk hold the credit screen', () => {
    for (const code of ['FINANCE', 'SALES']) {
      expect(DEMO_ROLES.find((r) => r.code === code)?.grants as readonly string[]).toContain('wholesale.customerCredit');
    }
  });
});
