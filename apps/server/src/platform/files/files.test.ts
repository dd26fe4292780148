// File storage: an upload keeps its bytes in the data folder with a type recognised from the
// bytes themselves; the size and type limits refuse the rest; another business group's file
// is not found for download or delete; nothing is read for a caller without a session.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_MAX_BYTES } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { sniffContentType } from './file-sniff';
import { PDF, PNG, uploadAs } from './files.test-kit';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-files-'));
const t = await startTestApp({ dataDir });
const groupA = await t.given.businessGroup();
const groupB = await t.given.businessGroup();
const a = { ...(await t.given.session({ groups: [groupA.id] })), belongId: String(groupA.id) };
const a2 = { ...(await t.given.session({ groups: [groupA.id] })), belongId: String(groupA.id) };
const b = { ...(await t.given.session({ groups: [groupB.id] })), belongId: String(groupB.id) };

describe('sniffing', () => {
  it('recognises images, PDF and Office files by their first bytes, and nothing else', () => {
    expect(sniffContentType(PNG, 'x.txt')).toBe('image/png');
    expect(sniffContentType(PDF, 'x.png')).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'a')).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('PK\x03\x04rest', 'latin1'), 'book.xlsx')).toContain('spreadsheetml');
    expect(sniffContentType(Buffer.from('PK\x03\x04rest', 'latin1'), 'tool.exe')).toBeUndefined();
    expect(sniffContentType(Buffer.from('<svg onload="alert(1)"/>'), 'logo.png')).toBeUndefined();
    expect(sniffContentType(Buffer.from('MZ\x90\x00', 'latin1'), 'a.pdf')).toBeUndefined();
  });
});

describe('upload, download and delete', () => {
  it('stores an upload in the data folder with the sniffed type, whatever the name says', async () => {
    const res = await uploadAs(t, a, PNG, '../../etc/logo.pdf');
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'logo.pdf', contentType: 'image/png', size: PNG.length });
    expect(fs.readdirSync(path.join(dataDir, 'files', String(groupA.id)))).toHaveLength(1);

    const got = await t.call<Buffer>(a, 'GET', `/api/shared/file/download?id=${res.body.data.id}`);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(got.body.data as Buffer, PNG)).toBe(0);
  });

  it('lets the uploader delete a file, and removes its bytes', async () => {
    const up = await uploadAs(t, a, PDF, 'price list.pdf');
    const other = await t.call(a2, 'GET', `/api/shared/file/delete?id=${up.body.data.id}`);
    expect(other.body.code).toBe(4000422);
    const del = await t.call(a, 'GET', `/api/shared/file/delete?id=${up.body.data.id}`);
    expect(del.body.code, del.body.msg).toBe(200);
    const again = await t.call(a, 'GET', `/api/shared/file/download?id=${up.body.data.id}`);
    expect(again.body.code).toBe(4000404);
  });
});

describe('limits', () => {
  it('refuses a type off the allow-list, naming the file', async () => {
    const res = await uploadAs(t, a, Buffer.from('<html><script>alert(1)</script></html>'), 'page.png');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('file');
    expect(res.body.msg).toMatch(/not accepted/);
  });

  it('refuses an empty file and one over the size limit', async () => {
    const empty = await uploadAs(t, a, Buffer.alloc(0), 'a.png');
    expect(empty.status).toBeGreaterThanOrEqual(400);
    expect(empty.status).toBeLessThan(500);
    const big = Buffer.concat([PNG, Buffer.alloc(FILE_MAX_BYTES)]);
    const res = await uploadAs(t, a, big, 'big.png');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('file');
    const huge = await uploadAs(t, a, Buffer.concat([PNG, Buffer.alloc(FILE_MAX_BYTES + 4096)]), 'huge.png');
    expect(huge.status).toBe(413);
  });

  it('refuses a file name that is missing', async () => {
    const res = await uploadAs(t, a, PNG, '');
    expect(res.status).toBe(400);
  });
});

describe('business-group isolation', () => {
  it('answers another group’s file as not found for download and delete', async () => {
    const up = await uploadAs(t, a, PNG, 'a.png');
    const get = await t.call(b, 'GET', `/api/shared/file/download?id=${up.body.data.id}`);
    expect(get.body.code).toBe(4000404);
    const del = await t.call(b, 'GET', `/api/shared/file/delete?id=${up.body.data.id}`);
    expect(del.body.code).toBe(4000404);
    const still = await t.call(a, 'GET', `/api/shared/file/download?id=${up.body.data.id}`);
    expect(still.status).toBe(200);
  });

  it('reads no body for a caller without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shared/file/upload?fileName=a.png',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.concat([PNG, Buffer.alloc(FILE_MAX_BYTES * 2)]),
    });
    // The session is refused from the headers, before the oversized body could be a 413.
    expect(res.json().code).toBe(4011021);
  });
});
