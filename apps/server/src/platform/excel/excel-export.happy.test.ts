import { COST_PRICE_PERMISSION, type ExcelTaskView, XLSX_CONTENT_TYPE } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { startJobs } from '../jobs/jobs';
import { authOf, EXPORT_URL, seedProbe, setupExcelProbe, sheetRows, waitFor } from './excel.fixture';
import { excelTask } from './excel.schema';
import { snapshotOf } from './excel-task.service';
import { exportNow, sweepExcelTasks } from './index';

const t = await startTestApp();
const probe = await setupExcelProbe(t);
const group = await t.given.businessGroup();
const otherGroup = await t.given.businessGroup();
await seedProbe(t, group.id, [
  { code: 'A001', name: '铅笔', qty: '12.5000', costPrice: '0.350000' },
  { code: 'A002', name: 'Eraser', qty: '3.0000', costPrice: '1.200000' },
  { code: 'A003', name: '尺子', qty: '1000.0000', costPrice: '2.000000' },
  { code: 'B001', name: 'Stapler', qty: '7.0000', costPrice: '9.990000' },
  { code: 'B002', name: '胶水', qty: null as unknown as string, costPrice: '0.100000' },
]);
await seedProbe(t, otherGroup.id, [{ code: 'X001', name: 'not mine', qty: '1', costPrice: '1' }]);

describe('export (happy)', () => {
  it('writes the headers in the request language and every row of the active group, without the cost column', async () => {
    const e = await t.given.employee({ groups: [group.id] });
    const { task, file } = await exportNow(t.db, probe.probeExport, { auth: authOf(e, group.id), lang: 'en-US' });
    expect(task).toMatchObject({ status: 'FINISHED', progress: 100, totalRows: 5, okRows: 5, failedRows: 0, kind: 'EXPORT' });
    expect(task.fileName).toMatch(/^Probe items_\d{14}\.xlsx$/);
    const rows = await sheetRows(file as Buffer);
    expect(rows[0]).toEqual(['Code', 'Name', 'Quantity']);
    expect(rows.slice(1)).toEqual([
      ['A001', '铅笔', 12.5],
      ['A002', 'Eraser', 3],
      ['A003', '尺子', 1000],
      ['B001', 'Stapler', 7],
      ['B002', '胶水'],
    ]);
  });

  it('keeps the cost column for a holder of costPrice, headed in Chinese for a zh-CN request', async () => {
    const e = await t.given.employee({ groups: [group.id] });
    const { file } = await exportNow(t.db, probe.probeExport, {
      auth: authOf(e, group.id, [COST_PRICE_PERMISSION]),
      lang: 'zh-CN',
      filters: { keyword: 'B' },
    });
    const rows = await sheetRows(file as Buffer);
    expect(rows[0]).toEqual(['编码', '名称', '数量', '成本价']);
    expect(rows.slice(1)).toEqual([
      ['B001', 'Stapler', 7, 9.99],
      ['B002', '胶水', undefined, 0.1],
    ]);
  });

  it('queues the task from the export URL, the pg-boss worker finishes it, and it is DOWNLOADED only once its owner fetches the file', async () => {
    const s = await t.given.session({ grants: ['product:sku:export', '/system/downloadCenter'], groups: [group.id] });
    const jobs = await startJobs(
      t.database,
      t.config,
      { info: () => {}, error: () => {} },
      { pollingIntervalSeconds: 0.5, schedule: false },
    );
    try {
      const res = await probe.call(s, 'POST', EXPORT_URL, { keyword: 'A' }, 'id-ID');
      expect(res.status).toBe(200);
      // A JSON answer without content-disposition: the web says "sent to the download center".
      expect(res.headers['content-disposition']).toBeUndefined();
      const taskId = res.body.data.taskId as string;
      expect(taskId).toMatch(/^\d+$/);
      const [queued] = await t.db
        .select()
        .from(excelTask)
        .where(eq(excelTask.id, Number(taskId)));
      expect(['INITIAL', 'DOWNLOADING', 'FINISHED']).toContain(queued.status);
      expect(queued.params).toEqual({ keyword: 'A' });

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
      expect(task).toMatchObject({ status: 'FINISHED', progress: 100, totalRows: 3 });
      expect(task.finishedAt).toBeInstanceOf(Date);

      const page = await probe.call(s, 'POST', '/api/shared/excelTask/page', { pageNum: 1, pageSize: 10 });
      const listed = page.body.data.list as ExcelTaskView[];
      expect(page.body.data.total).toBe(1);
      expect(listed[0]).toMatchObject({
        id: taskId,
        kind: 'EXPORT',
        bizKey: 'test-probe',
        status: 'FINISHED',
        downloadable: true,
        mode: null,
      });
      expect(listed[0].fileName).toMatch(/^Barang uji_\d{14}\.xlsx$/);

      const download = await probe.call(s, 'GET', `/api/shared/excelTask/${taskId}/download`);
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Barang%20uji_");
      const rows = await sheetRows(download.bytes);
      expect(rows.map((r) => r[0])).toEqual(['Kode', 'A001', 'A002', 'A003']);

      // 已下载 once the file was fetched, not before; a second download keeps it so.
      const after = await probe.call(s, 'POST', '/api/shared/excelTask/page', { pageNum: 1, pageSize: 10 });
      expect(after.body.data.list[0]).toMatchObject({ id: taskId, status: 'DOWNLOADED', downloadable: true });
      expect((await probe.call(s, 'GET', `/api/shared/excelTask/${taskId}/download`)).status).toBe(200);
      const again = await probe.call(s, 'POST', '/api/shared/excelTask/page', { pageNum: 1, pageSize: 10 });
      expect(again.body.data.list[0].status).toBe('DOWNLOADED');
    } finally {
      await jobs.stop();
    }
  });

  it('sweeps: re-queues a task whose job was lost, fails one whose server died, drops old ones', async () => {
    const s = await t.given.session({ grants: ['/system/downloadCenter'], groups: [group.id] });
    const auth = authOf(s.employee, group.id);
    const long = new Date(Date.now() - 2 * 3600_000);
    const insert = async (values: Partial<typeof excelTask.$inferInsert>) =>
      (
        await t.db
          .insert(excelTask)
          .values({
            businessGroupId: group.id,
            employeeId: auth.employeeId,
            kind: 'EXPORT',
            bizKey: 'test-probe',
            fileName: 'x.xlsx',
            params: {},
            authSnapshot: { ...snapshotOf(auth), lang: 'en-US' },
            ...values,
          })
          .returning()
      )[0];
    const lost = await insert({ status: 'INITIAL', updatedAt: long });
    const dead = await insert({ status: 'DOWNLOADING', updatedAt: long });
    const old = await insert({ status: 'FINISHED', createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const jobs = await startJobs(
      t.database,
      t.config,
      { info: () => {}, error: () => {} },
      { pollingIntervalSeconds: 0.5, schedule: false },
    );
    try {
      expect(await sweepExcelTasks(t.db)).toEqual({ requeued: 1, interrupted: 1, purged: 1 });
      const done = await waitFor(
        async () => (await t.db.select().from(excelTask).where(eq(excelTask.id, lost.id)))[0],
        (r) => r.status === 'FINISHED' || r.status === 'FAILED',
      );
      expect(done).toMatchObject({ status: 'FINISHED', totalRows: 5 });
    } finally {
      await jobs.stop();
    }
    const [interrupted] = await t.db.select().from(excelTask).where(eq(excelTask.id, dead.id));
    expect(interrupted).toMatchObject({ status: 'FAILED', errorMessage: 'The task was interrupted; please start it again' });
    expect(await t.db.select().from(excelTask).where(eq(excelTask.id, old.id))).toEqual([]);
  });

  it('marks the task FAILED with the reason when the row source throws', async () => {
    const e = await t.given.employee({ groups: [group.id] });
    const { task, file } = await exportNow(t.db, probe.probeExport, {
      auth: authOf(e, group.id),
      lang: 'en-US',
      filters: { explode: true },
    });
    expect(task.status).toBe('FAILED');
    expect(task.errorMessage).toBe('The task failed: the probe exploded');
    expect(task.finishedAt).toBeInstanceOf(Date);
    expect(file).toBeUndefined();
  });

  it('pages the caller’s tasks by status, kind and date, newest first', async () => {
    const s = await t.given.session({ grants: ['/system/downloadCenter'], groups: [group.id] });
    const auth = authOf(s.employee, group.id);
    const first = await exportNow(t.db, probe.probeExport, { auth, lang: 'en-US' });
    const failed = await exportNow(t.db, probe.probeExport, { auth, lang: 'en-US', filters: { explode: true } });
    const page = async (body: object) =>
      (await probe.call(s, 'POST', '/api/shared/excelTask/page', { pageNum: 1, pageSize: 10, ...body })).body.data as {
        list: ExcelTaskView[];
        total: number;
      };
    expect((await page({})).list.map((r) => r.id)).toEqual([failed.taskId, first.taskId]);
    expect((await page({ status: 'FAILED' })).list.map((r) => r.id)).toEqual([failed.taskId]);
    expect((await page({ kind: 'IMPORT' })).total).toBe(0);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect((await page({ createTimeStart: day, createTimeEnd: day })).total).toBe(2);
    expect((await page({ createTimeEnd: '2000-01-01' })).total).toBe(0);
    const second = await page({ pageSize: 1, pageNum: 2 });
    expect(second).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(second.list.map((r) => r.id)).toEqual([first.taskId]);
  });

  it('deletes the caller’s tasks with their files', async () => {
    const s = await t.given.session({ grants: ['/system/downloadCenter'], groups: [group.id] });
    const { taskId } = await exportNow(t.db, probe.probeExport, { auth: authOf(s.employee, group.id), lang: 'en-US' });
    const res = await probe.call(s, 'DELETE', `/api/shared/excelTask?ids=${taskId}`);
    expect(res.body.data).toEqual({ deleted: 1 });
    expect(
      await t.db
        .select()
        .from(excelTask)
        .where(eq(excelTask.id, Number(taskId))),
    ).toEqual([]);
  });
});
