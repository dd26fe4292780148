// Customers' money behind its walls: another group's customers, entries and documents are not
// found on every collection, pre-receipt, discount and customer-ledger route; each route wants
// its own button (statusChange and completeAdd the button of what they do); the demo roles:
// the accountant collects, the sales clerk only looks.
import { DOCUMENT_SCREENS, type DocumentOperationResult, ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { DEMO_ROLES } from '../../seed/seed';
import { ensureReferenceData } from '../basic/index';
import { today, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk } from './collection.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);

const customer = await addCustomer(t, admin);
const account = await f.account();
const sale = await f.delivery(customer.id, '10', '10'); // 100.00
const entry = (await f.open(customer.id)).entries.find((e) => e.billNo === sale.billNo)?.id as string;
const body = (amount = '10') => ({
  billDate: today(),
  customerId: customer.id,
  accountId: account,
  payments: [{ paymentType: 'CASH', amount }],
  lines: [{ entryId: entry, amount }],
});
const draft = await f.ok(f.save('settlementOrder', body()));
const S = DOCUMENT_SCREENS.SETTLEMENT;

describe('the business group wall', () => {
  it('another group finds none of this group’s customers, entries or collections', async () => {
    const groupB = await t.given.businessGroup();
    const outsider = await t.given.session({
      groups: [groupB.id],
      grants: [
        S.menu,
        `${S.permission}:add`,
        `${S.permission}:edit`,
        `${S.permission}:delete`,
        `${S.permission}:review`,
        `${S.permission}:complete`,
        DOCUMENT_SCREENS.DISCOUNT.menu,
        `${DOCUMENT_SCREENS.DISCOUNT.permission}:add`,
        '/finance/customerLedger',
      ],
    });
    const calls: [string, string, unknown][] = [
      ['GET', `${S.base}/${draft.id}`, undefined],
      ['POST', `${S.base}/openEntries`, { customerId: customer.id }],
      ['GET', `${S.base}/existsDocument?customerId=${customer.id}`, undefined],
      ['GET', `${S.base}/existsOrder?customerId=${customer.id}`, undefined],
      ['POST', `${S.base}/statusChange`, { id: draft.id, version: draft.version, status: 'REVIEWED' }],
      ['POST', `${S.base}/review`, { id: draft.id, version: draft.version }],
      ['DELETE', `${S.base}?ids=${draft.id}`, undefined],
      ['POST', `${DOCUMENT_SCREENS.DISCOUNT.base}/openEntries`, { customerId: customer.id }],
      ['POST', '/api/finance/customerLedger/detail', { customerId: customer.id, dateFrom: today(), dateTo: today() }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.call(outsider, method, url, payload);
      expect([res.body.code, url], JSON.stringify(res.body)).toEqual([ErrorCode.DATA_NOT_FOUND, url]);
    }
    // Saving against this group's customer and entry: the customer is not theirs.
    const saved = await t.call(outsider, 'PUT', `${S.base}/add`, body());
    expect(saved.status).toBe(400);
    expect(saved.body.errors?.map((e) => e.field)).toContain('customerId');
    // The summary of their group shows nothing of ours.
    const summary = await t.call<{ total: number }>(outsider, 'POST', '/api/finance/customerLedger/summary', {
      dateFrom: today(),
      dateTo: today(),
    });
    expect(summary.body.data.total).toBe(0);
    // Our draft is still there, unchanged.
    expect((await f.detail('settlementOrder', draft.id)).status).toBe('DRAFT');
  });
});

describe('permissions', () => {
  it('statusChange and completeAdd want the button of what they do', async () => {
    const viewer = await t.given.session({ grants: [S.menu, `${S.permission}:add`] });
    const change = await t.call(viewer, 'POST', `${S.base}/statusChange`, { id: draft.id, version: draft.version, status: 'REVIEWED' });
    expect(change.status).toBe(403);
    const post = await t.call(viewer, 'POST', `${S.base}/completeAdd`, body());
    expect(post.status).toBe(403);
    const update = await t.call(viewer, 'PUT', `${S.base}/saveOrUpdate`, { ...body(), id: draft.id, version: draft.version });
    expect(update.status).toBe(403);
    const reviewer = await t.given.session({ grants: [S.menu, `${S.permission}:review`] });
    const reviewed = await t.call<DocumentOperationResult>(reviewer, 'POST', `${S.base}/statusChange`, {
      id: draft.id,
      version: draft.version,
      status: 'REVIEWED',
    });
    expect(reviewed.body.data.status).toBe('REVIEWED');
    const posting = await t.call(reviewer, 'POST', `${S.base}/statusChange`, {
      id: draft.id,
      version: reviewed.body.data.version,
      status: 'COMPLETE',
    });
    expect(posting.status).toBe(403);
  });

  it('the accountant’s role holds every button of the three screens and the customer ledger; the sales clerk only views', () => {
    const finance = DEMO_ROLES.find((r) => r.code === 'FINANCE')?.grants as readonly string[];
    const sales = DEMO_ROLES.find((r) => r.code === 'SALES')?.grants as readonly string[];
    for (const screen of ['wholesale.settlement', 'wholesale.preReceipt', 'wholesale.discount', 'finance'])
      expect(finance).toContain(screen);
    for (const screen of ['wholesale.settlement', 'wholesale.preReceipt', 'wholesale.discount']) {
      expect(sales).not.toContain(screen);
      expect(sales).toContain(`${screen}.detail`);
    }
    expect(sales).toContain('finance.customerLedger');
  });

  it('a clerk with only the view of the collection screen may read but not add', async () => {
    const viewer = await t.given.session({ grants: [S.menu, `${S.permission}:detail`] });
    expect((await t.call(viewer, 'POST', `${S.base}/page`, { pageNum: 1, pageSize: 10 })).status).toBe(200);
    expect((await t.call(viewer, 'GET', `${S.base}/${draft.id}`)).status).toBe(200);
    expect((await t.call(viewer, 'PUT', `${S.base}/add`, body())).status).toBe(403);
    expect((await t.call(viewer, 'PUT', '/api/order/preReceipt/add', body())).status).toBe(403);
    expect((await t.call(viewer, 'POST', '/api/finance/customerLedger/summary', { dateFrom: today(), dateTo: today() })).status).toBe(403);
  });
});
