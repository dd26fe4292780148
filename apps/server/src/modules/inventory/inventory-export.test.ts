import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { clerk, freshId, today, useTestPorts } from './inventory.fixtures';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const group = (await t.given.defaultGroup()).id;

async function rowsOf(file: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ExcelJS.Buffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

describe('document list exports', () => {
  it('registers an export for every inventory document screen behind its export button', () => {
    const urls = t.app.routeList.filter((r) => r.url.endsWith('/exportExcel') && r.url.startsWith('/api/stock/'));
    const byPermission = new Map(urls.map((r) => [r.permission, r.url]));
    for (const button of ['inventory:transfer:export', 'inventory:breakage:export', 'inventory:costAdjust:export']) {
      expect(byPermission.has(button), button).toBe(true);
    }
  });

  it('exports the filtered profit-and-loss sheets with status words and no cost column without costPrice', async () => {
    const [warehouse, sku] = [freshId(), freshId()];
    const posted = await c.gain(warehouse, [[sku, '5']]);
    const def = exportDefinition('document-STOCK_BREAKAGE');
    expect(def).toBeDefined();
    const clerkAuth = authOf({ id: admin.employeeId, employeeNo: admin.employee.employeeNo }, group, ['inventory:breakage:export']);
    const { file } = await exportNow(t.db, def as never, {
      auth: clerkAuth,
      lang: 'zh-CN',
      filters: { billNo: posted.billNo.slice(-6) } as never,
    });
    const rows = await rowsOf(file as Buffer);
    expect(rows[0]).toEqual(expect.arrayContaining(['单据编号', '单据日期', '单据状态', '仓库', '总数量']));
    expect(rows[0]).not.toContain('成本金额');
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 3)).toEqual([posted.billNo, today(), '已过账']);

    const withCost = authOf({ id: admin.employeeId, employeeNo: admin.employee.employeeNo }, group, [
      'inventory:breakage:export',
      'field:costPrice',
    ]);
    const costly = await exportNow(t.db, def as never, { auth: withCost, lang: 'en-US', filters: { billNo: posted.billNo } as never });
    expect((await rowsOf(costly.file as Buffer))[0]).toContain('Cost amount');
  });
});
