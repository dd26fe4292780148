// 应收记录 worked by hand: a delivery of 400.00 with a collection of 300.00 is open 100.00
// (未结清); a delivery of 150.00 collected in full is cleared (已结清) at the collection's time;
// a delivery of 50.00 dated 45 days ago is open in the 31–60 bucket; a delivery of 80.00
// reversed (红冲) is discarded (作废); the totals and the ageing strip add those up; the export
// writes the same rows.
import type { Page, ReceivableRecordRow, ReceivableRecordSummary } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { ensureReferenceData } from '../basic/index';
import { today, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { financeClerk } from './collection.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const f = financeClerk(t, admin);
const group = (await t.given.defaultGroup()).id;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const customer = await addCustomer(t, admin);
const account = await f.account();
const entryOf = async (billNo: string) => (await f.open(customer.id)).entries.find((e) => e.billNo === billNo)?.id as string;
const collect = async (billNo: string, amount: string) =>
  f.post('settlementOrder', {
    customerId: customer.id,
    accountId: account,
    payments: [{ paymentType: 'CASH', amount }],
    lines: [{ entryId: await entryOf(billNo), amount }],
  });

const partPaid = await f.delivery(customer.id, '200', '2'); // 400.00
await collect(partPaid.billNo, '300');
const paid = await f.delivery(customer.id, '10', '15'); // 150.00
const before = Date.now();
await collect(paid.billNo, '150');
const old = await f.delivery(customer.id, '5', '10', daysAgo(45)); // 50.00, 45 days old
const wrong = await f.delivery(customer.id, '8', '10'); // 80.00, reversed
await f.ok(
  t.call(admin, 'POST', '/api/order/wholesaleSale/reverse', { id: wrong.id, version: wrong.version, reason: '开错客户' }) as never,
);

const page = async (body: Record<string, unknown>) => {
  const res = await t.call<Page<ReceivableRecordRow>>(admin, 'POST', '/api/finance/receivableRecord/page', {
    customerId: customer.id,
    ...body,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const summary = async (body: Record<string, unknown>) =>
  f.ok(
    t.call<ReceivableRecordSummary>(admin, 'POST', '/api/finance/receivableRecord/summary', { customerId: customer.id, ...body }) as never,
  ) as Promise<ReceivableRecordSummary>;

describe('receivable records', () => {
  it('lists the uncleared receivables newest bill date first: 400.00 with 300.00 settled is open 100.00; 50.00 of 45 days ago is 31–60', async () => {
    const list = await page({ status: 'UNCLEARED' });
    expect(list.total).toBe(2);
    expect(list.list.map((r) => [r.billNo, r.amount, r.settled, r.open, r.status, r.ageDays, r.ageing])).toEqual([
      [partPaid.billNo, '400.00', '300.00', '100.00', 'UNCLEARED', 0, 'D0_30'],
      [old.billNo, '50.00', '0.00', '50.00', 'UNCLEARED', 45, 'D31_60'],
    ]);
    const row = list.list[0];
    expect(row).toMatchObject({
      customerId: customer.id,
      customerCode: customer.customerCode,
      customerName: customer.customerName,
      documentType: 'WHOLESALE_SALE',
      documentId: partPaid.id,
      billDate: today(),
      clearedAt: null,
    });
  });

  it('the uncleared tab is the default', async () => {
    expect((await page({})).total).toBe(2);
  });

  it('finds a cleared receivable by its bill no, with the time it was cleared', async () => {
    const list = await page({ status: 'CLEARED', billNo: paid.billNo });
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ billNo: paid.billNo, amount: '150.00', settled: '150.00', open: '0.00', status: 'CLEARED' });
    const cleared = Date.parse(list.list[0].clearedAt as string);
    expect(cleared).toBeGreaterThanOrEqual(before - 1000);
    expect(cleared).toBeLessThanOrEqual(Date.now());
  });

  it('finds cleared receivables by their clearing day; a period without any answers none', async () => {
    expect((await page({ status: 'CLEARED', clearedFrom: today(), clearedTo: today() })).list.map((r) => r.billNo)).toEqual([paid.billNo]);
    expect((await page({ status: 'CLEARED', clearedFrom: daysAgo(10), clearedTo: daysAgo(1) })).total).toBe(0);
  });

  it('the clearing period is the cleared tab’s: left set, the uncleared tab still lists its rows', async () => {
    expect((await page({ status: 'UNCLEARED', clearedFrom: daysAgo(10), clearedTo: daysAgo(1) })).total).toBe(2);
  });

  it('a reversed delivery is discarded, never cleared nor uncleared', async () => {
    const list = await page({ status: 'DISCARDED' });
    expect(list.list.map((r) => [r.billNo, r.amount, r.open, r.status, r.clearedAt])).toEqual([
      [wrong.billNo, '80.00', '0.00', 'DISCARDED', null],
    ]);
    expect((await page({ status: 'CLEARED', billNo: wrong.billNo })).total).toBe(0);
  });

  it('prohibited has no rows while no receivable control plan holds anything', async () => {
    expect(await page({ status: 'PROHIBITED' })).toMatchObject({ list: [], total: 0 });
  });

  it('filters by ageing bucket, bill no and bill date', async () => {
    expect((await page({ ageing: 'D31_60' })).list.map((r) => r.billNo)).toEqual([old.billNo]);
    expect((await page({ ageing: 'D0_30' })).list.map((r) => r.billNo)).toEqual([partPaid.billNo]);
    expect((await page({ ageing: 'D90_PLUS' })).total).toBe(0);
    expect((await page({ billNo: old.billNo })).list.map((r) => r.billNo)).toEqual([old.billNo]);
    expect((await page({ billNo: old.billNo.slice(4).toLowerCase() })).list.map((r) => r.billNo)).toEqual([old.billNo]);
    expect((await page({ billDateFrom: daysAgo(50), billDateTo: daysAgo(40) })).list.map((r) => r.billNo)).toEqual([old.billNo]);
  });

  it('pages the rows', async () => {
    const first = await page({ pageNum: 1, pageSize: 1 });
    const second = await page({ pageNum: 2, pageSize: 1 });
    expect([first.total, first.list[0].billNo, second.list[0].billNo]).toEqual([2, partPaid.billNo, old.billNo]);
  });

  it('totals the same filter: 450.00 receivable, 300.00 settled, 150.00 open, 100.00 under 30 days and 50.00 in 31–60', async () => {
    expect(await summary({ status: 'UNCLEARED' })).toEqual({
      count: 2,
      amount: '450.00',
      settled: '300.00',
      open: '150.00',
      ageing: [
        { bucket: 'D0_30', amount: '100.00' },
        { bucket: 'D31_60', amount: '50.00' },
        { bucket: 'D61_90', amount: '0.00' },
        { bucket: 'D90_PLUS', amount: '0.00' },
      ],
    });
    expect(await summary({ status: 'CLEARED', billNo: paid.billNo })).toMatchObject({
      count: 1,
      amount: '150.00',
      settled: '150.00',
      open: '0.00',
    });
  });

  it('exports the same rows with their status in the file’s language', async () => {
    const def = exportDefinition('finance-receivable-record');
    expect(def).toBeDefined();
    const me = { id: admin.employeeId, employeeNo: admin.employee.employeeNo };
    const { file } = await exportNow(t.db, def as never, {
      auth: authOf(me, group, ['finance:receivable:export']),
      lang: 'en-US',
      filters: { status: 'UNCLEARED', customerId: customer.id } as never,
    });
    const rows = await sheetRows(file as Buffer);
    expect(rows[0]).toEqual([
      'Customer code',
      'Customer',
      'Document type',
      'Bill no',
      'Bill date',
      'Age (days)',
      'Amount',
      'Settled',
      'Open',
      'Status',
      'Cleared at',
    ]);
    expect(rows.slice(1).map((r) => [r[3], r[6], r[7], r[8], r[9]])).toEqual([
      [partPaid.billNo, 400, 300, 100, 'Uncleared'],
      [old.billNo, 50, 0, 50, 'Uncleared'],
    ]);
  });
});
