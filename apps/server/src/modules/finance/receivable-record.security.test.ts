// 应收记录 behind its walls: another business group's receivables never appear (page, totals,
// export); each route wants the screen or its export button; the accountant's demo role holds both.
import { ErrorCode, type Page, type ReceivableRecordRow, type ReceivableRecordSummary } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { DEMO_ROLES } from '../../seed/seed';
import { ensureReferenceData } from '../basic/index';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk } from './collection.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const BASE = '/api/finance/receivableRecord';

// This group: one delivery of 100.00. Another group: a delivery of 700.00 by its own admin
// (bill numbers run per group, so both may be PFXS…00001: rows are told apart by document id).
const mine = await addCustomer(t, admin);
const sale = await financeClerk(t, admin).delivery(mine.id, '10', '10');
const groupB = await t.given.businessGroup();
const adminB = await t.given.session({ isAdmin: true, groups: [groupB.id] });
const theirs = await addCustomer(t, adminB);
const theirSale = await financeClerk(t, adminB).delivery(theirs.id, '70', '10');

describe('the business group wall', () => {
  it('lists and totals only the active group’s receivables', async () => {
    const page = await t.call<Page<ReceivableRecordRow>>(admin, 'POST', `${BASE}/page`, { pageSize: 500 });
    const ids = page.body.data.list.map((r) => r.documentId);
    expect(ids).toContain(sale.id);
    expect(ids).not.toContain(theirSale.id);
    const theirPage = await t.call<Page<ReceivableRecordRow>>(adminB, 'POST', `${BASE}/page`, { pageSize: 500 });
    expect(theirPage.body.data.list.map((r) => r.documentId)).toEqual([theirSale.id]);
    const totals = await t.call<ReceivableRecordSummary>(adminB, 'POST', `${BASE}/summary`, {});
    expect(totals.body.data).toMatchObject({ count: 1, amount: '700.00', open: '700.00' });
  });

  it('another group’s customer or bill no finds nothing', async () => {
    const byCustomer = await t.call<Page<ReceivableRecordRow>>(admin, 'POST', `${BASE}/page`, { customerId: theirs.id });
    expect(byCustomer.body.data.total).toBe(0);
    const byBill = await t.call<Page<ReceivableRecordRow>>(admin, 'POST', `${BASE}/page`, { billNo: theirSale.billNo });
    expect(byBill.body.data.list.map((r) => r.documentId)).not.toContain(theirSale.id);
  });

  it('the export writes only the group of the task', async () => {
    const def = exportDefinition('finance-receivable-record');
    const me = { id: admin.employeeId, employeeNo: admin.employee.employeeNo };
    const group = (await t.given.defaultGroup()).id;
    const { file } = await exportNow(t.db, def as never, {
      auth: authOf(me, group, ['finance:receivable:export']),
      filters: { status: 'UNCLEARED' } as never,
    });
    const rows = (await sheetRows(file as Buffer)).slice(1);
    expect(rows.map((r) => [r[0], r[3], r[6]])).toEqual([[mine.customerCode, sale.billNo, 100]]);
    expect(rows.map((r) => r[0])).not.toContain(theirs.customerCode);
  });
});

describe('permissions', () => {
  it('without the screen: 403 on the page and the totals', async () => {
    const stranger = await t.given.session({ grants: ['/finance/customerLedger'] });
    expect((await t.call(stranger, 'POST', `${BASE}/page`, {})).status).toBe(403);
    expect((await t.call(stranger, 'POST', `${BASE}/summary`, {})).status).toBe(403);
  });

  it('the screen without its export button may read but not export', async () => {
    const viewer = await t.given.session({ grants: ['/finance/receivable'] });
    expect((await t.call(viewer, 'POST', `${BASE}/page`, {})).status).toBe(200);
    const res = await t.call(viewer, 'POST', `${BASE}/exportExcel`, {});
    expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('the accountant’s demo role holds the screen and its export (the whole finance menu)', () => {
    const finance = DEMO_ROLES.find((r) => r.code === 'FINANCE')?.grants as readonly string[];
    expect(finance).toContain('finance');
  });
});
