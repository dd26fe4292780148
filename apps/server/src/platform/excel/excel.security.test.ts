import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, EXPORT_URL, probeRows, seedProbe, setupExcelProbe, TEMPLATE_URL, workbookOf } from './excel.fixture';
import { excelTask } from './excel.schema';
import { exportNow, importNow } from './index';

const t = await startTestApp();
const probe = await setupExcelProbe(t);
const group = await t.given.defaultGroup();
await seedProbe(t, group.id, [{ code: 'S1', name: 'secret', costPrice: '5' }]);

const owner = await t.given.session({ grants: ['/system/downloadCenter'] });
const stranger = await t.given.session({ grants: ['/system/downloadCenter', 'product:sku:export', 'product:sku:import'] });
const taskCount = async () => Number((await t.db.select({ n: count() }).from(excelTask))[0].n);

describe('download center (security)', () => {
  it('lets only the owner download an export, see it listed or delete it', async () => {
    const { taskId } = await exportNow(t.db, probe.probeExport, { auth: authOf(owner.employee, group.id), lang: 'en-US' });
    expect((await probe.call(owner, 'GET', `/api/shared/excelTask/${taskId}/download`)).status).toBe(200);

    const download = await probe.call(stranger, 'GET', `/api/shared/excelTask/${taskId}/download`);
    expect(download.body).toMatchObject({ code: 4000404, data: null });
    expect(download.bytes.toString('latin1')).not.toContain('PK');

    const page = await probe.call(stranger, 'POST', '/api/shared/excelTask/page', {});
    expect(page.body.data.list.map((r: { id: string }) => r.id)).not.toContain(taskId);

    const del = await probe.call(stranger, 'DELETE', `/api/shared/excelTask?ids=${taskId}`);
    expect(del.body.data).toEqual({ deleted: 0 });
    expect(
      await t.db
        .select({ id: excelTask.id })
        .from(excelTask)
        .where(eq(excelTask.id, Number(taskId))),
    ).toHaveLength(1);
  });

  it('lets only the owner fetch an import’s error list', async () => {
    const file = await workbookOf([
      ['Code', 'Name'],
      ['BAD-1', 'x'],
    ]);
    const { taskId } = await importNow(t.db, probe.probeImport, { auth: authOf(owner.employee, group.id), file, lang: 'en-US' });
    const url = `/api/product/genericExcelFile/error/exportExcel?taskId=${taskId}`;
    expect((await probe.call(owner, 'GET', url)).status).toBe(200);
    const other = await probe.call(stranger, 'GET', url);
    expect(other.body.code).toBe(4000404);
  });

  it('hides the caller’s own tasks of another business group while that group is not active', async () => {
    const second = await t.given.businessGroup();
    const both = await t.given.session({ grants: ['/system/downloadCenter'], groups: [group.id, second.id] });
    await exportNow(t.db, probe.probeExport, { auth: { ...authOf(both.employee, second.id), businessGroupIds: [group.id, second.id] } });
    const inDefault = await probe.call(both, 'POST', '/api/shared/excelTask/page', {});
    expect(inDefault.body.data.total).toBe(0);
  });

  it('refuses the export, template and upload to a caller without the buttons, creating nothing', async () => {
    const before = await taskCount();
    const viewer = await t.given.session({ grants: ['/product/sku', '/system/downloadCenter'] });
    expect((await probe.call(viewer, 'POST', EXPORT_URL, {})).status).toBe(403);
    expect((await probe.call(viewer, 'GET', TEMPLATE_URL)).status).toBe(403);
    const res = await probe.upload(
      viewer,
      await workbookOf([
        ['Code', 'Name'],
        ['Z1', 'x'],
      ]),
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(4030001);
    expect(await taskCount()).toBe(before);
    expect((await probeRows(t, group.id)).map((r) => r.code)).toEqual(['S1']);
  });

  it('refuses the download center to a caller without it', async () => {
    const none = await t.given.session({ grants: ['/product/sku'] });
    expect((await probe.call(none, 'POST', '/api/shared/excelTask/page', {})).status).toBe(403);
    expect((await probe.call(none, 'GET', '/api/shared/excelTask/1/download')).status).toBe(403);
    expect((await probe.call(none, 'DELETE', '/api/shared/excelTask?ids=1')).status).toBe(403);
  });
});
