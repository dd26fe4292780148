// 应收对账 behind its walls: another group's statement is not found (detail, review, export);
// its customer's figures are refused; each route wants the screen or its own button; the
// accountant's demo role holds the whole finance menu.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { DEMO_ROLES } from '../../seed/seed';
import { ensureReferenceData } from '../basic/index';
import { useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { BASE, daysAgo, statementClerk } from './reconciliation.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const mine = statementClerk(t, admin);
const customer = await addCustomer(t, admin);
await mine.f.delivery(customer.id, '10', '10', daysAgo(3));
const period = { dateFrom: daysAgo(5), dateTo: daysAgo(1) };
const statement = await mine.f.ok(mine.save({ customerId: customer.id, ...period }));

const groupB = await t.given.businessGroup();
const adminB = await t.given.session({ isAdmin: true, groups: [groupB.id] });
const theirs = statementClerk(t, adminB);

describe('the business group wall', () => {
  it('another group’s statement is not found: detail, review, delete; its list does not show it', async () => {
    expect((await t.call(adminB, 'GET', `${BASE}/${statement.id}`)).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    expect((await theirs.op('review', statement)).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const page = await t.call<{ list: { id: string }[] }>(adminB, 'POST', `${BASE}/page`, { pageSize: 100 });
    expect(page.body.data.list.map((r) => r.id)).not.toContain(statement.id);
    expect((await mine.detail(statement.id)).status).toBe('DRAFT');
  });

  it('another group’s customer gives no figures', async () => {
    const res = await theirs.preview({ customerId: customer.id, ...period });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
  });

  it('the export of another group’s statement writes nothing', async () => {
    const def = exportDefinition('finance-reconciliation-statement');
    const run = exportNow(t.db, def as never, {
      auth: authOf({ id: adminB.employeeId, employeeNo: adminB.employee.employeeNo }, Number(groupB.id), ['finance:reconciliation:export']),
      filters: { id: statement.id } as never,
    });
    const outcome = await run.then(
      (r) => r as { file?: unknown; task?: { status?: string } },
      () => ({ file: undefined, task: { status: 'FAILED' } }),
    );
    expect(outcome.file ?? null).toBeNull();
  });
});

describe('permissions', () => {
  it('without the screen: 403 on the list, the figures and the detail', async () => {
    const stranger = await t.given.session({ grants: ['/finance/customerLedger'] });
    expect((await t.call(stranger, 'POST', `${BASE}/page`, {})).status).toBe(403);
    expect((await t.call(stranger, 'POST', `${BASE}/preview`, { customerId: customer.id, ...period })).status).toBe(403);
    expect((await t.call(stranger, 'GET', `${BASE}/${statement.id}`)).status).toBe(403);
  });

  it('the screen alone reads but neither adds, reviews nor exports', async () => {
    const viewer = await t.given.session({ grants: ['/finance/reconciliation'] });
    const reader = statementClerk(t, viewer);
    expect((await reader.preview({ customerId: customer.id, ...period })).status).toBe(200);
    expect((await reader.save({ customerId: customer.id, ...period })).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await reader.op('review', statement)).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(viewer, 'POST', `${BASE}/statement/exportExcel`, { id: statement.id })).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(viewer, 'POST', `${BASE}/print`, { ids: [statement.id] })).body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('review wants its own button: the add button is not enough', async () => {
    const maker = await t.given.session({ grants: ['/finance/reconciliation', 'finance:reconciliation:add'] });
    const c = statementClerk(t, maker);
    const made = await c.f.ok(c.save({ customerId: customer.id, dateFrom: daysAgo(0), dateTo: daysAgo(0) }));
    expect((await c.op('review', made)).body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('the accountant’s demo role holds the screen and its buttons (the whole finance menu)', () => {
    const finance = DEMO_ROLES.find((r) => r.code === 'FINANCE')?.grants as readonly string[];
    expect(finance).toContain('finance');
  });
});
