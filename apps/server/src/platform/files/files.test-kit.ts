import { createHash } from 'node:crypto';
import type { StoredFileView } from '@quire/contracts';
import type { Session, TestApp } from '../../../test/harness';

/** A tiny PNG's first bytes (the signature and an IHDR chunk header): enough to be sniffed as one. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
export const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj <<>> endobj\n', 'latin1');

/** A signed binary upload, as the web sends it. */
export async function uploadAs(t: TestApp, session: Session, bytes: Buffer, fileName: string, belongId?: string) {
  const url = `/api/shared/file/upload?fileName=${encodeURIComponent(fileName)}`;
  const headers = await t.signedHeaders(session, 'POST', url, createHash('sha256').update(bytes).digest('hex'));
  const group = belongId ?? session.belongId;
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/octet-stream', language: 'en-US', ...(group ? { belongid: group } : {}) },
    payload: bytes,
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: StoredFileView; errors?: { field: string; message: string }[] },
  };
}
