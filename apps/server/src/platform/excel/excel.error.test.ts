import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, EXPORT_URL, setupExcelProbe, UPLOAD_URL, workbookOf } from './excel.fixture';
import { excelTask } from './excel.schema';
import { sha256HexOfBytes } from './excel-file';
import { exportNow, importNow } from './index';

const t = await startTestApp();
const probe = await setupExcelProbe(t);
const s = await t.given.session({ grants: ['product:sku:import', 'product:sku:export', '/system/downloadCenter'] });

const taskCount = async () => Number((await t.db.select({ n: count() }).from(excelTask))[0].n);

const ONLY_XLSX = {
  'zh-CN': '仅支持导入 .xlsx 格式的文件，请使用下载的模板填写后导入',
  'en-US': 'Only .xlsx files can be imported; fill in the downloaded template and import it',
  'id-ID': 'Hanya file .xlsx yang dapat diimpor; isi templat yang diunduh lalu impor',
} as const;

describe('import upload (error)', () => {
  it.each(Object.entries(ONLY_XLSX))('refuses a .csv (%s) without creating a task', async (language, message) => {
    const before = await taskCount();
    const csv = Buffer.from('编码,名称\nA1,Pencil\n', 'utf8');
    const res = await probe.upload(s, csv, { contentType: 'text/csv', language: language as 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 4000400, msg: message, data: null });
    expect(await taskCount()).toBe(before);
  });

  it('refuses a renamed text file, an old .xls and a broken zip sent as .xlsx', async () => {
    const before = await taskCount();
    const text = Buffer.from('just some notes, renamed to notes.xlsx\n');
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const brokenZip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 7)]);
    for (const bytes of [text, xls, brokenZip]) {
      const res = await probe.upload(s, bytes);
      expect(res.body).toMatchObject({ code: 4000400, msg: ONLY_XLSX['en-US'] });
    }
    const octet = await probe.upload(s, text, { contentType: 'application/octet-stream' });
    expect(octet.body.msg).toBe(ONLY_XLSX['en-US']);
    expect(await taskCount()).toBe(before);
  });

  it('refuses a JSON body and an empty body at the upload URL', async () => {
    const json = await probe.call(s, 'POST', UPLOAD_URL, { code: 'A1' });
    expect(json.body).toMatchObject({ code: 4000400, msg: ONLY_XLSX['en-US'] });
    const empty = await probe.upload(s, Buffer.alloc(0));
    expect(empty.body.code).toBe(4000400);
  });

  it('refuses a workbook whose header lacks a required column, naming it', async () => {
    const before = await taskCount();
    const res = await probe.upload(
      s,
      await workbookOf([
        ['Code', 'Quantity'],
        ['A1', '1'],
      ]),
    );
    expect(res.body).toMatchObject({
      code: 4000400,
      msg: 'The header row does not match the import template; missing columns: Name. Download the template and try again',
    });
    expect(await taskCount()).toBe(before);
  });

  it('refuses a workbook with a header but no rows, and an empty workbook', async () => {
    expect((await probe.upload(s, await workbookOf([['Code', 'Name']]))).body.msg).toBe('The file has no rows to import');
    expect((await probe.upload(s, await workbookOf([]))).body.msg).toBe('The file has no rows to import');
  });

  it('refuses an unknown mode', async () => {
    const res = await probe.upload(
      s,
      await workbookOf([
        ['Code', 'Name'],
        ['A1', 'x'],
      ]),
      { query: 'mode=SOMETIMES' },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000400);
  });

  it('refuses a binary body whose bytes differ from the signed digest', async () => {
    const file = await workbookOf([
      ['Code', 'Name'],
      ['A1', 'x'],
    ]);
    const headers = await t.signedHeaders(s, 'POST', UPLOAD_URL, sha256HexOfBytes(file));
    const tampered = Buffer.from(file);
    tampered[tampered.length - 1] ^= 0xff;
    const res = await probe.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      payload: tampered,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4011022);
  });

  it('importNow throws the upload’s error for a bad file', async () => {
    const e = await t.given.employee();
    const auth = authOf(e, (await t.given.defaultGroup()).id);
    await expect(importNow(t.db, probe.probeImport, { auth, file: Buffer.from('a,b\n1,2') })).rejects.toMatchObject({
      messageKey: 'excel.onlyXlsx',
    });
  });
});

describe('export and download (error)', () => {
  it('refuses bad filters without creating a task', async () => {
    const before = await taskCount();
    const res = await probe.call(s, 'POST', EXPORT_URL, { keyword: 'x'.repeat(50) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000400);
    expect(await taskCount()).toBe(before);
  });

  it('answers "not ready" for a task without a file, and not found for an unknown task', async () => {
    const e = await t.given.employee();
    const group = await t.given.defaultGroup();
    const failed = await exportNow(t.db, probe.probeExport, { auth: authOf(e, group.id), filters: { explode: true } });
    const owner = await t.given.session({ grants: ['/system/downloadCenter'] });
    const mine = await exportNow(t.db, probe.probeExport, { auth: authOf(owner.employee, group.id), filters: { explode: true } });
    const res = await probe.call(owner, 'GET', `/api/shared/excelTask/${mine.taskId}/download`);
    expect(res.body).toMatchObject({ code: 4000404, msg: 'The file is not ready yet or was deleted' });
    const notMine = await probe.call(owner, 'GET', `/api/shared/excelTask/${failed.taskId}/download`);
    expect(notMine.body).toMatchObject({ code: 4000404, msg: 'The record does not exist or was deleted' });
    const unknown = await probe.call(owner, 'GET', '/api/shared/excelTask/999999/download');
    expect(unknown.body.code).toBe(4000404);
  });

  it('refuses a date range that ends before it starts', async () => {
    const res = await probe.call(s, 'POST', '/api/shared/excelTask/page', { createTimeStart: '2025-02-01', createTimeEnd: '2025-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('createTimeEnd');
  });
});
