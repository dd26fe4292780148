import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, seedProbe, setupExcelProbe, sheetRows, workbookOf } from './excel.fixture';
import { neutralizeFormula } from './excel-file';
import { exportNow, importNow } from './index';
import { checkZipSizes } from './zip-limits';

const t = await startTestApp();
const probe = await setupExcelProbe(t);
const s = await t.given.session({ grants: ['product:sku:import', 'product:sku:export', '/system/downloadCenter'] });

/** A real workbook whose central directory declares its worksheet's size as `size`. */
async function declaring(size: number): Promise<Buffer> {
  const bytes = Buffer.from(
    await workbookOf([
      ['编码', '名称'],
      ['A1', 'Pen'],
    ]),
  );
  for (let i = bytes.length - 22; i >= 0; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      let at = bytes.readUInt32LE(i + 16);
      const entries = bytes.readUInt16LE(i + 10);
      for (let n = 0; n < entries; n++) {
        const nameLength = bytes.readUInt16LE(at + 28);
        const name = bytes.toString('latin1', at + 46, at + 46 + nameLength);
        if (name.includes('sheet1')) bytes.writeUInt32LE(size, at + 24);
        at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
      }
      return bytes;
    }
  }
  throw new Error('no zip directory');
}

describe('spreadsheets with limits', () => {
  it('refuses a workbook whose parts would inflate past the limit, before inflating it', async () => {
    const file = await declaring(1024 * 1024 * 1024);
    expect(checkZipSizes(file)).toEqual({ ok: false, reason: 'tooLarge' });
    global.gc?.();
    const before = process.memoryUsage().rss;
    const res = await probe.upload(s, file);
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('too large once unpacked');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a part that inflates to more than it declares (declared sizes can lie)', async () => {
    const res = await probe.upload(s, await declaring(10));
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('too large once unpacked');
  });

  it('refuses a sheet with more columns than any template has', async () => {
    const wide = await workbookOf([Array.from({ length: 300 }, (_, i) => `c${i}`)]);
    const res = await probe.upload(s, wide);
    expect(res.body.msg).toContain('too many columns');
  });

  it('refuses a formula cell without a computed value with a row error, never "[object Object]"', async () => {
    const group = await t.given.businessGroup();
    const employee = await t.given.employee({ groups: [group.id] });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(['编码', '名称', '数量']);
    ws.addRow(['F1', 'Formula pen', null]);
    ws.getCell('C2').value = { formula: 'A1*2' } as ExcelJS.CellFormulaValue;
    ws.addRow(['F2', 'Cached pen', null]);
    ws.getCell('C3').value = { formula: '1+1', result: 2 } as ExcelJS.CellFormulaValue;
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const { task, errorFile } = await importNow(t.db, probe.probeImport, {
      auth: authOf(employee, group.id, ['product:sku:import']),
      file,
      mode: 'SKIP_FAILED',
      lang: 'en-US',
    });
    expect(task).toMatchObject({ okRows: 1, failedRows: 1 });
    const errors = await sheetRows(errorFile as Buffer);
    expect(errors[1][0]).toBe(2);
    expect(String(errors[1][3])).toContain('formula without a computed value');
    expect(JSON.stringify(errors)).not.toContain('[object Object]');
  });

  it('refuses a cell longer than the limit with a row error', async () => {
    const group = await t.given.businessGroup();
    const employee = await t.given.employee({ groups: [group.id] });
    const file = await workbookOf([
      ['编码', '名称'],
      ['L1', 'x'.repeat(5000)],
    ]);
    const { task } = await importNow(t.db, probe.probeImport, {
      auth: authOf(employee, group.id),
      file,
      mode: 'SKIP_FAILED',
      lang: 'en-US',
    });
    expect(task).toMatchObject({ okRows: 0, failedRows: 1 });
  });

  it('exports text a spreadsheet would evaluate as text, and numbers as they are', async () => {
    expect(neutralizeFormula('=HYPERLINK("http://evil","点我")')).toBe('\'=HYPERLINK("http://evil","点我")');
    for (const text of ['+A1', '@SUM(A1)', '\tx', '\rx', '-x']) expect(neutralizeFormula(text).startsWith("'")).toBe(true);
    expect(neutralizeFormula('-12.50')).toBe('-12.50');
    expect(neutralizeFormula('铅笔')).toBe('铅笔');

    const group = await t.given.businessGroup();
    const employee = await t.given.employee({ groups: [group.id] });
    await seedProbe(t, group.id, [{ code: 'X1', name: '=HYPERLINK("http://evil","点我")' }]);
    const { file } = await exportNow(t.db, probe.probeExport, { auth: authOf(employee, group.id), lang: 'en-US' });
    const rows = await sheetRows(file as Buffer);
    expect(rows[1][1]).toBe('\'=HYPERLINK("http://evil","点我")');
  });
});

describe('the import dialog needs only the import permission', () => {
  it('lets the importer follow its own task without the download center, and nobody else', async () => {
    const importer = await t.given.session({ grants: ['product:sku:import'] });
    const res = await probe.upload(
      importer,
      await workbookOf([
        ['编码', '名称'],
        ['Q1', 'Pen'],
      ]),
    );
    expect(res.body.code).toBe(200);
    const taskId = (res.body.data as { taskId: string }).taskId;
    const own = await t.call<{ id: string; kind: string }>(importer, 'GET', `/api/shared/excelTask/${taskId}`);
    expect(own.body.code).toBe(200);
    expect(own.body.data).toMatchObject({ id: taskId, kind: 'IMPORT' });
    const other = await t.given.session({ grants: ['product:sku:import', '/system/downloadCenter'] });
    expect((await t.call(other, 'GET', `/api/shared/excelTask/${taskId}`)).body.code).toBe(4000404);
  });
});
