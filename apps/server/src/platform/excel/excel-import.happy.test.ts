import { XLSX_CONTENT_TYPE } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { startJobs } from '../jobs/jobs';
import { authOf, probeRows, seedProbe, setupExcelProbe, sheetRows, TEMPLATE_URL, waitFor, workbookOf } from './excel.fixture';
import { excelTask } from './excel.schema';
import { importNow } from './index';

const t = await startTestApp();
const probe = await setupExcelProbe(t);

async function freshGroup() {
  const group = await t.given.businessGroup();
  const employee = await t.given.employee({ groups: [group.id] });
  return { group, employee, auth: authOf(employee, group.id) };
}

describe('import (happy)', () => {
  it('serves the template: localized header with required columns marked, and an example row', async () => {
    const s = await t.given.session({ grants: ['product:sku:import'] });
    const zh = await probe.call(s, 'GET', TEMPLATE_URL, undefined, 'zh-CN');
    expect(zh.status).toBe(200);
    expect(zh.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(zh.headers['content-disposition']).toContain('attachment;');
    expect(await sheetRows(zh.bytes)).toEqual([
      ['*编码', '*名称', '数量'],
      ['A001', '铅笔', '12.5'],
    ]);
    const en = await probe.call(s, 'GET', TEMPLATE_URL, undefined, 'en-US');
    expect((await sheetRows(en.bytes))[0]).toEqual(['*Code', '*Name', 'Quantity']);
  });

  it('imports a filled-in template (headers in another language, numbers and blanks) in one go', async () => {
    const { group, auth } = await freshGroup();
    const file = await workbookOf([
      ['*Kode', 'Nama', 'Jumlah'],
      ['p001', 'Pensil', 12.5],
      [null, null, null],
      ['P002', '  Penghapus ', null],
    ]);
    const { task, errorFile } = await importNow(t.db, probe.probeImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'id-ID' });
    expect(task).toMatchObject({ status: 'FINISHED', progress: 100, totalRows: 2, okRows: 2, failedRows: 0, errorMessage: null });
    expect(errorFile).toBeUndefined();
    expect((await probeRows(t, group.id)).map((r) => [r.code, r.name, r.qty])).toEqual([
      ['P001', 'Pensil', '12.5000'],
      ['P002', 'Penghapus', null],
    ]);
  });

  it('ALL_OR_NOTHING: one bad row commits nothing, and the error list names the row, the column and the reason', async () => {
    const { group, auth } = await freshGroup();
    const file = await workbookOf([
      ['编码', '名称', '数量'],
      ['A1', 'Pencil', '1'],
      ['TOOLONGCODE', 'Pen', '2'],
      ['A3', 'Ruler', '3'],
    ]);
    const { task, errorFile } = await importNow(t.db, probe.probeImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'en-US' });
    expect(task).toMatchObject({ status: 'FAILED', totalRows: 3, okRows: 0, failedRows: 1 });
    expect(task.errorMessage).toBe('Import failed: 1 of 3 rows have errors, so nothing was imported. Download the error list for details');
    expect(await probeRows(t, group.id)).toEqual([]);
    expect(await sheetRows(errorFile as Buffer)).toEqual([
      ['Row', 'Column', 'Cell value', 'Error'],
      [3, 'Code', 'TOOLONGCODE', 'At most 8 characters'],
    ]);
  });

  it('SKIP_FAILED: commits the good rows and lists each failed row (required, format, duplicate in file and in the database)', async () => {
    const { group, auth } = await freshGroup();
    await seedProbe(t, group.id, [{ code: 'OLD1', name: 'existing' }]);
    const file = await workbookOf([
      ['编码', '名称', '数量'],
      ['A1', 'Pencil', '1.5'],
      ['A2', null, '2'],
      ['A-3', 'Bad code', 'x'],
      ['a1', 'Same code as row 2', '4'],
      ['old1', 'Taken already', '5'],
      ['A6', 'Glue', null],
      ['A7', 'FORBIDDEN', null],
    ]);
    const { task, errorFile } = await importNow(t.db, probe.probeImport, { auth, file, mode: 'SKIP_FAILED', lang: 'zh-CN' });
    expect(task).toMatchObject({ status: 'FINISHED', totalRows: 7, okRows: 2, failedRows: 5 });
    expect(task.errorMessage).toBe('成功导入 2 行，失败 5 行。请下载错误明细查看');
    expect((await probeRows(t, group.id)).map((r) => r.code)).toEqual(['A1', 'A6', 'OLD1']);
    expect(await sheetRows(errorFile as Buffer)).toEqual([
      ['行号', '列', '单元格内容', '错误原因'],
      [3, '名称', undefined, '必填'],
      [4, '编码', 'A-3', '格式不正确（letters and digits only）'],
      [4, '数量', 'x', '格式不正确（a quantity with at most 4 decimals）'],
      [5, '编码', 'a1', '与第 2 行重复'],
      [6, '编码', 'old1', '数据重复，已存在相同记录'],
      [8, '名称', 'FORBIDDEN', '名称“FORBIDDEN”已存在'],
    ]);
  });

  it('finds the rows a commit refuses by retrying the batch row by row', async () => {
    const { group, auth } = await freshGroup();
    const file = await workbookOf([
      ['Code', 'Name'],
      ['K1', 'ok'],
      ['K2', 'BOOM'],
      ['K3', 'ok too'],
      ['K4', 'CLASH'],
    ]);
    const skip = await importNow(t.db, probe.probeImport, { auth, file, mode: 'SKIP_FAILED', lang: 'en-US' });
    expect(skip.task).toMatchObject({ status: 'FINISHED', okRows: 2, failedRows: 2 });
    expect((await sheetRows(skip.errorFile as Buffer)).slice(1)).toEqual([
      [3, 'Name', 'BOOM', 'BOOM is refused'],
      [5, undefined, undefined, 'Duplicate: the same record already exists'],
    ]);
    expect((await probeRows(t, group.id)).map((r) => r.code)).toEqual(['K1', 'K3']);

    const other = await freshGroup();
    const all = await importNow(t.db, probe.probeImport, { auth: other.auth, file, mode: 'ALL_OR_NOTHING', lang: 'en-US' });
    expect(all.task).toMatchObject({ status: 'FAILED', okRows: 0, failedRows: 2 });
    expect(await probeRows(t, other.group.id)).toEqual([]);
  });

  it('uploads a signed .xlsx and the pg-boss worker imports it; the owner fetches the error list', async () => {
    const group = await t.given.businessGroup();
    const s = await t.given.session({ grants: ['product:sku:import', '/system/downloadCenter'], groups: [group.id] });
    const jobs = await startJobs(
      t.database,
      t.config,
      { info: () => {}, error: () => {} },
      { pollingIntervalSeconds: 0.5, schedule: false },
    );
    try {
      const file = await workbookOf([
        ['Code', 'Name', 'Quantity'],
        ['W1', 'Worker one', '1'],
        ['W2', null, '2'],
        ['W3', 'Worker three', '3'],
      ]);
      const res = await probe.upload(s, file, { query: 'mode=SKIP_FAILED&fileName=my%20goods.xlsx' });
      expect(res.status).toBe(200);
      const taskId = res.body.data?.taskId as string;
      const task = await waitFor(
        async () =>
          (
            await t.db
              .select()
              .from(excelTask)
              .where(eq(excelTask.id, Number(taskId)))
          )[0],
        (r) => r.status === 'FINISHED' || r.status === 'FAILED',
      );
      expect(task).toMatchObject({
        kind: 'IMPORT',
        fileName: 'my goods.xlsx',
        status: 'FINISHED',
        okRows: 2,
        failedRows: 1,
        params: { mode: 'SKIP_FAILED' },
      });
      expect((await probeRows(t, group.id)).map((r) => r.code)).toEqual(['W1', 'W3']);

      const errors = await probe.call(s, 'GET', `/api/product/genericExcelFile/error/exportExcel?taskId=${taskId}`);
      expect(errors.status).toBe(200);
      expect(errors.headers['content-disposition']).toContain('my%20goods_errors.xlsx');
      expect((await sheetRows(errors.bytes)).slice(1)).toEqual([[3, 'Name', undefined, 'Required']]);

      const page = await probe.call(s, 'POST', '/api/shared/excelTask/page', { kind: 'IMPORT' });
      expect(page.body.data.list[0]).toMatchObject({ id: taskId, mode: 'SKIP_FAILED', downloadable: true, okRows: 2, failedRows: 1 });
    } finally {
      await jobs.stop();
    }
  });
});
