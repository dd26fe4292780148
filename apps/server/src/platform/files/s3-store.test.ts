// File storage on an S3-compatible store: the signer reproduces AWS's published Signature V4
// examples; FILE_STORAGE_URL is read in one documented form and anything else stops the start
// with a message naming it; against a real S3 server (s3rver, which checks the signatures) the
// store puts, reads and removes objects, is refused with a wrong secret, gives up on a silent
// or absent server and on an oversized object; and the upload, download and delete routes,
// and a notice's attachment, keep their bytes there, another business group seeing nothing.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NoticeDetailView } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { noticeWorld, ok } from '../../modules/notice/notice.test-kit';
import { loadConfig } from '../config';
import { uploadedFile } from './file.schema';
import { PDF, PNG, uploadAs } from './files.test-kit';
import { startS3Server } from './s3.test-kit';
import { parseFileStorageUrl } from './s3-settings';
import { s3FileStore } from './s3-store';
import { sha256Hex, signV4, uriEncode } from './sigv4';

const s3 = await startS3Server();
afterAll(() => s3.close());

// The app with FILE_STORAGE_URL set to the bucket under `quire/`.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-files-s3-'));
const settings = s3.settings('quire');
const t = await startTestApp({ dataDir, fileStorage: settings });
const w = await noticeWorld(t);
const other = await t.given.businessGroup();
const outsider = { ...(await t.given.session({ groups: [other.id] })), belongId: String(other.id) };

const KEY = '12/0b0c1a7e-8f0d-4a3b-9f1e-1234567890ab';
const OTHER_KEY = '12/0b0c1a7e-8f0d-4a3b-9f1e-1234567890ac';

describe('the Signature V4 signer, on the examples AWS publishes for S3', () => {
  // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Examples"
  const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
  const now = new Date('2013-05-24T00:00:00Z');
  const EMPTY = sha256Hex('');
  const sign = (url: string, method: string, headers: Record<string, string>, payloadHash: string) =>
    signV4({ method, url: new URL(url), headers, payloadHash, region: 'us-east-1', credentials, now }).authorization;

  it('GET Object with a range', () => {
    expect(sign('https://examplebucket.s3.amazonaws.com/test.txt', 'GET', { Range: 'bytes=0-9' }, EMPTY)).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object with a body, a date and a storage class, the key needing encoding', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' };
    expect(sign('https://examplebucket.s3.amazonaws.com/test$file.text', 'PUT', headers, sha256Hex(body))).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    // Already encoded or not, the key signs the same (S3 encodes it once, never twice).
    expect(sign('https://examplebucket.s3.amazonaws.com/test%24file.text', 'PUT', headers, sha256Hex(body))).toContain(
      'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('GET Bucket (list objects) and GET Bucket lifecycle: the query, sorted, an empty value kept', () => {
    expect(sign('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J', 'GET', {}, EMPTY)).toContain(
      'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
    expect(sign('https://examplebucket.s3.amazonaws.com/?lifecycle', 'GET', {}, EMPTY)).toContain(
      'Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
  });

  it('encodes like S3: RFC 3986, UTF-8, the slash kept only in a key', () => {
    expect(uriEncode('a b/ü+~.png', true)).toBe('a%20b/%C3%BC%2B~.png');
    expect(uriEncode('a/b')).toBe('a%2Fb');
  });
});

describe('FILE_STORAGE_URL', () => {
  it('reads the documented form, credentials from the URL or from the AWS variables', () => {
    expect(parseFileStorageUrl('s3://AK%2F1:se%40cret@quire-files/erp/uploads/?endpoint=http://minio:9000&region=cn-east-1')).toEqual({
      bucket: 'quire-files',
      prefix: 'erp/uploads/',
      endpoint: 'http://minio:9000',
      region: 'cn-east-1',
      forcePathStyle: true,
      timeoutMs: 30_000,
      credentials: { accessKeyId: 'AK/1', secretAccessKey: 'se@cret' },
    });
    const aws = parseFileStorageUrl('s3://quire-files?timeout=5', {
      AWS_ACCESS_KEY_ID: 'AK',
      AWS_SECRET_ACCESS_KEY: 'SK',
      AWS_SESSION_TOKEN: 'TOKEN',
    });
    expect(aws).toMatchObject({
      prefix: '',
      endpoint: 'https://quire-files.s3.us-east-1.amazonaws.com',
      forcePathStyle: false,
      timeoutMs: 5000,
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK', sessionToken: 'TOKEN' },
    });
    expect(parseFileStorageUrl('s3://a:b@bkt?endpoint=https://oss.example.com&forcePathStyle=false&region=ap-southeast-5').endpoint).toBe(
      'https://bkt.oss.example.com',
    );
  });

  it('stops the start with a message naming the variable, never the secret', () => {
    const env = { FILE_STORAGE_URL: '', AWS_ACCESS_KEY_ID: 'AK', AWS_SECRET_ACCESS_KEY: 'TOPSECRET' };
    const refused: [string, RegExp][] = [
      ['http://bucket/x', /must start with s3:\/\//],
      ['s3://Bucket_Upper', /no valid bucket/],
      ['s3://bkt?endpoint=ftp://host', /endpoint that is not http/],
      ['s3://bkt?endpoint=http://host/path', /more than scheme, host and port/],
      ['s3://bkt?endpont=http://host', /unknown parameter endpont/],
      ['s3://bkt?forcePathStyle=yes', /forcePathStyle/],
      ['s3://bkt?timeout=0', /timeout/],
      ['s3://bkt/my%20files', /prefix/],
      ['s3://bkt:9000', /port after the bucket/],
      ['s3://onlyuser@bkt', /user without a password/],
      ['s3://x:TOPSECRET@bkt?region=US_EAST', /region/],
    ];
    for (const [url, reason] of refused) {
      expect(() => loadConfig({ ...env, FILE_STORAGE_URL: url }), url).toThrow(/^FILE_STORAGE_URL /);
      expect(() => loadConfig({ ...env, FILE_STORAGE_URL: url }), url).toThrow(reason);
      expect(() => loadConfig({ ...env, FILE_STORAGE_URL: url })).not.toThrow(/TOPSECRET/);
    }
    expect(() => loadConfig({ FILE_STORAGE_URL: 's3://bkt?endpoint=http://minio:9000' })).toThrow(
      /FILE_STORAGE_URL has no credentials.*AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({}).fileStorage).toBeUndefined();
    expect(loadConfig({ ...env, FILE_STORAGE_URL: 's3://bkt' }).fileStorage?.bucket).toBe('bkt');
  });
});

describe('the S3 store against a real S3 server', () => {
  const store = s3FileStore(s3.settings());

  it('puts, gets and removes an object; a missing one is undefined and removing it again is no error', async () => {
    const bytes = Buffer.concat([PNG, Buffer.from('中文 bytes \u0000\u00ff')]);
    await store.put(KEY, bytes);
    expect(Buffer.compare((await store.get(KEY)) as Buffer, bytes)).toBe(0);
    expect(await store.get(OTHER_KEY)).toBeUndefined();
    // Under its prefix: the same key under another prefix is another object.
    expect(await s3FileStore(s3.settings('elsewhere')).get(KEY)).toBeUndefined();
    expect(fs.readdirSync(path.join(s3.directory, s3.bucket))).toContain('uploads');
    await store.remove(KEY);
    expect(await store.get(KEY)).toBeUndefined();
    await expect(store.remove(KEY)).resolves.toBeUndefined();
  });

  it('is refused with a wrong secret or an unknown access key, naming S3’s code and never the secret', async () => {
    await store.put(KEY, PDF);
    const wrongSecret = s3FileStore(s3.settings('uploads', 'S3RVER', 'not-the-secret'));
    await expect(wrongSecret.put(OTHER_KEY, PDF)).rejects.toThrow(/put .*: 403 SignatureDoesNotMatch/);
    await expect(wrongSecret.get(KEY)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrongSecret.remove(KEY)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrongSecret.get(KEY)).rejects.not.toThrow(/not-the-secret/);
    const unknown = s3FileStore(s3.settings('uploads', 'NOBODY', 'S3RVER'));
    await expect(unknown.get(KEY)).rejects.toThrow(/403 InvalidAccessKeyId/);
    // Nothing was written by the refused calls, nor removed.
    expect(await store.get(OTHER_KEY)).toBeUndefined();
    expect(await store.get(KEY)).toBeDefined();
    await store.remove(KEY);
  });

  it('refuses an object over the size limit, putting or reading it', async () => {
    const small = s3FileStore(s3.settings(), { maxBytes: 16 });
    await expect(small.put(KEY, Buffer.alloc(17))).rejects.toThrow(/over the 16-byte limit/);
    await store.put(KEY, Buffer.alloc(64, 1));
    await expect(small.get(KEY)).rejects.toThrow(/get .*over the 16-byte limit/);
    await store.remove(KEY);
  });

  it('gives up on a server that does not answer within the timeout, or is not there', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket)); // accepts and says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const slow = s3FileStore(parseFileStorageUrl(`s3://a:b@bkt?endpoint=http://127.0.0.1:${port}&timeout=0.3`));
    const started = Date.now();
    await expect(slow.get(KEY)).rejects.toThrow(/no answer from http:\/\/127\.0\.0\.1:\d+ within 0\.3 s/);
    expect(Date.now() - started).toBeLessThan(5000);
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
    const gone = s3FileStore(parseFileStorageUrl(`s3://a:b@bkt?endpoint=http://127.0.0.1:${port}&timeout=2`));
    await expect(gone.put(KEY, PDF)).rejects.toThrow(/unreachable \(ECONNREFUSED\)/);
  });
});

describe('the file routes with FILE_STORAGE_URL set', () => {
  const store = s3FileStore(settings);
  const keyOf = async (id: string) =>
    (
      await t.db
        .select()
        .from(uploadedFile)
        .where(eq(uploadedFile.id, Number(id)))
    )[0]?.storageKey;

  it('uploads into the bucket, not the data folder, and downloads the same bytes', async () => {
    const up = await uploadAs(t, w.publisher, PNG, 'logo.png');
    expect(up.body.code, up.body.msg).toBe(200);
    expect(up.body.data).toMatchObject({ name: 'logo.png', contentType: 'image/png', size: PNG.length });
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
    const key = await keyOf(up.body.data.id);
    expect(key).toMatch(new RegExp(`^${w.group.id}/`));
    expect(Buffer.compare((await store.get(key as string)) as Buffer, PNG)).toBe(0);

    const got = await t.call<Buffer>(w.publisher, 'GET', `/api/shared/file/download?id=${up.body.data.id}`);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(got.body.data, PNG)).toBe(0);
    const host = await ok(t.call<{ storage: string }>(w.publisher, 'GET', '/api/shared/oss/host'));
    expect(host.storage).toBe('s3');
  });

  it('keeps the business-group wall: another group’s user can neither read nor delete the file', async () => {
    const up = await uploadAs(t, w.publisher, PDF, 'contract.pdf');
    const read = await t.call(outsider, 'GET', `/api/shared/file/download?id=${up.body.data.id}`);
    expect(read.body.code).toBe(4000404);
    const del = await t.call(outsider, 'GET', `/api/shared/file/delete?id=${up.body.data.id}`);
    expect(del.body.code).toBe(4000404);
    expect(await store.get((await keyOf(up.body.data.id)) as string)).toBeDefined();
    // A dealer under the group is another group too.
    const dealerRead = await t.call(w.dealerClerk, 'GET', `/api/shared/file/download?id=${up.body.data.id}`);
    expect(dealerRead.body.code).toBe(4000404);
  });

  it('deletes the object with the row', async () => {
    const up = await uploadAs(t, w.publisher, PDF, 'old.pdf');
    const key = (await keyOf(up.body.data.id)) as string;
    const del = await t.call(w.publisher, 'GET', `/api/shared/file/delete?id=${up.body.data.id}`);
    expect(del.body.code, del.body.msg).toBe(200);
    expect(await store.get(key)).toBeUndefined();
    const again = await t.call(w.publisher, 'GET', `/api/shared/file/download?id=${up.body.data.id}`);
    expect(again.body.code).toBe(4000404);
  });

  it('serves a notice’s attachment from the bucket to its recipient, and to nobody outside', async () => {
    const file = await uploadAs(t, w.publisher, PNG, '海报.png');
    const notice = await ok(
      t.call<{ noticeId: string }>(w.publisher, 'PUT', '/api/notice/notice/publish', {
        title: 'S3 附件',
        attachmentIds: [file.body.data.id],
        scope: 'ROLES',
        roleIds: [String(w.sales.id)],
      }),
    );
    const detail = await ok(
      t.call<NoticeDetailView>(w.seller, 'GET', `/api/notice/noticeDetail/businessDetail?noticeId=${notice.noticeId}`),
    );
    expect(detail.attachments.map((a) => a.name)).toEqual(['海报.png']);
    const url = `/api/notice/noticeDetail/attachment?noticeId=${notice.noticeId}&fileId=${file.body.data.id}`;
    const bytes = await t.call<Buffer>(w.seller, 'GET', url);
    expect(Buffer.compare(bytes.body.data, PNG)).toBe(0);
    expect((await t.call(outsider, 'GET', url)).body.code).toBe(4000404);
  });

  it('answers a server error, with no row left and no secret told, when the store refuses the upload', async () => {
    const refusing = await startTestApp({ dataDir, fileStorage: s3.settings('quire', 'S3RVER', 'wrong-secret') });
    const group = await refusing.given.businessGroup();
    const s = { ...(await refusing.given.session({ groups: [group.id] })), belongId: String(group.id) };
    const res = await uploadAs(refusing, s, PNG, 'x.png');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/wrong-secret/);
    expect(await refusing.db.select().from(uploadedFile)).toEqual([]);
  });
});
