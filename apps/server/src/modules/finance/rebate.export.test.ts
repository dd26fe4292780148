// Rebate exports (spec §2): the 客户返利调整 list and the rebate summary (返利汇总) to .xlsx
// through the download center, in the file's language. A periodic customer at 5 % buys 200.00
// of rebate goods (10.00 accrued); a sheet of 6.00 settles part of it and one of −1.00 takes
// 1.00 back: the summary says accrued 10.00, settled 6.00, taken back 1.00, unsettled 3.00.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { ensureReferenceData } from '../basic/index';
import { freshId, today, useTestPorts } from '../inventory/inventory.fixtures';
import { REBATE, rebateClerk } from './rebate.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const r = rebateClerk(t, admin);

const customer = await r.customer('5', 'PERIODIC');
const [w, rebated] = [freshId(), freshId()];
await r.list(customer.id, 'REBATE', [rebated]);
const sale = await r.sell(customer.id, w, [{ skuId: rebated, qty: '2', price: '100' }]);
const settlement = await r.amount(customer.id, '6', { from: today(), to: today() });
await r.amount(customer.id, '-1');
const ratioSheet = await r.ratio(customer.id, '7.5', 'PERIODIC');
const [row] = await rows<{ g: number; code: string; name: string }>(
  t.db,
  sql`select business_group_id as g, customer_code as code, customer_name as name from customer_info where id = ${Number(customer.id)}`,
);
const group = Number(row?.g);

async function run(bizKey: string, filters: object, lang: 'zh-CN' | 'en-US' | 'id-ID') {
  const def = exportDefinition(bizKey);
  expect(def, bizKey).toBeDefined();
  const { file } = await exportNow(t.db, def as never, {
    auth: authOf({ id: admin.employeeId, employeeNo: admin.employee.employeeNo }, group, [`${REBATE.permission}:export`]),
    lang,
    filters: filters as never,
  });
  return sheetRows(file as Buffer);
}

describe('a posted sale’s rebate on its screen', () => {
  it('the detail’s lines carry each line’s rebate, the ratio it was worked at and where it went', async () => {
    const detail = await r.c.detail('wholesaleSale', sale.id);
    expect(detail.lines.map((l) => [l.rebate, l.rebateRatio, l.rebateAccount])).toEqual([['10.00', '5.00', 'REBATE']]);
  });
});

describe('rebate exports', () => {
  it('the rebate summary: per customer its terms and the periodic rebate accrued, settled, taken back and unsettled', async () => {
    const [head, ...body] = await run('finance-rebate-summary', { customerIds: [customer.id] }, 'en-US');
    expect(head).toEqual([
      'Customer code',
      'Customer',
      'Rebate ratio',
      'Rebate type',
      'Periodic rebate accrued',
      'Settled',
      'Taken back',
      'Accrued unsettled',
      'Credited to the receivable',
    ]);
    expect(body).toEqual([[row?.code, row?.name, '7.50%', 'Periodic', 10, 6, 1, 3, 6]]);
    // Every customer with a ratio or any rebate: this one among them; in Chinese.
    const all = await run('finance-rebate-summary', {}, 'zh-CN');
    expect(all[0]?.[0]).toBe('客户编码');
    expect(all.slice(1).find((x) => x[0] === row?.code)?.[3]).toBe('期间返利');
  });

  it('the 客户返利调整 list: customer, adjustment, ratio and type set, reason and period settled, in Indonesian', async () => {
    const [head, ...body] = await run(`document-${'REBATE_RATIO_AUDIT'}`, {}, 'id-ID');
    expect(head?.slice(0, 10)).toEqual([
      'No. dokumen',
      'Tanggal',
      'Status',
      'Kode pelanggan',
      'Pelanggan',
      'Penyesuaian',
      'Rasio rabat baru',
      'Jenis rabat baru',
      'Alasan',
      'Periode penyelesaian',
    ]);
    // Empty cells read back as nothing.
    const byBill = new Map(body.map((b) => [b[0], Array.from({ length: 10 }, (_, i) => b[i] ?? '')]));
    expect(byBill.get(ratioSheet.billNo)?.slice(3, 10)).toEqual([
      row?.code,
      row?.name,
      'Rasio rabat',
      '7.50%',
      'Periodik',
      '年度返利调整',
      '',
    ]);
    expect(byBill.get(settlement.billNo)?.slice(3, 10)).toEqual([
      row?.code,
      row?.name,
      'Jumlah rabat',
      '',
      '',
      '返利结算',
      `${today()} ~ ${today()}`,
    ]);
  });

  it('the summary export queues a task behind the export button, refuses a bad id naming the field', async () => {
    const queued = await t.call<{ taskId: string }>(admin, 'POST', `${REBATE.base}/summary/exportExcel`, { customerIds: [customer.id] });
    expect(queued.status).toBe(200);
    const bad = await t.call(admin, 'POST', `${REBATE.base}/summary/exportExcel`, { customerIds: ['x'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('customerIds');
    const viewer = await t.given.session({ grants: [REBATE.menu] });
    expect((await t.call(viewer, 'POST', `${REBATE.base}/summary/exportExcel`, {})).status).toBe(403);
  });
});
