import { binaryBodyPayload, HEADER, SIGNATURE_TEST_KEY, signRequest, XLSX_CONTENT_TYPE } from '@quire/contracts';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../i18n';
import { createHttpClient } from './client';
import { requestExport, uploadXlsx } from './files';

type Call = { url: string; init: RequestInit; headers: Record<string, string> };

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data, requestId: 'r1' }), { headers: { 'content-type': 'application/json' } });

function setup(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const client = createHttpClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
      calls.push(call);
      return respond(call);
    }) as typeof fetch,
    session: () => ({ token: 'tok', signKey: SIGNATURE_TEST_KEY, belongId: '7', partnerCode: 'P01', language: 'en-US' }),
    gzipConfig: () => null,
    cachedUris: [],
    cache: { get: () => undefined, set: () => undefined, invalidate: () => undefined },
    ui: { dialog: vi.fn(), error: vi.fn(), loading: vi.fn(() => () => undefined) },
    t: (key) => t(key),
    onNoPermission: vi.fn(),
    onSessionEnded: vi.fn(),
    onAppVersion: vi.fn(),
    now: () => 1_700_000_000_000,
    nonce: () => 'n-1',
  });
  return { client, calls };
}

describe('uploadXlsx', () => {
  it('sends the raw bytes as an .xlsx signed with the SHA-256 of the bytes', async () => {
    const { client, calls } = setup(() => ok({ taskId: '42' }));
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    // jsdom's Blob has no arrayBuffer(); a browser File does.
    const file = { arrayBuffer: async () => bytes.slice().buffer } as unknown as Blob;
    const url = '/api/basic/supplier/importExcel';

    const ref = await uploadXlsx(url, file, { mode: 'SKIP_FAILED', fileName: 'a.xlsx' }, client);

    expect(ref).toEqual({ taskId: '42' });
    const [call] = calls;
    expect(call.url).toBe(`${url}?mode=SKIP_FAILED&fileName=a.xlsx`);
    expect(call.init.method).toBe('POST');
    expect(call.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(new Uint8Array(call.init.body as Uint8Array)).toEqual(bytes);
    const payload = await binaryBodyPayload(bytes);
    expect(payload).toMatch(/^[0-9a-f]{64}$/);
    const expected = await signRequest(SIGNATURE_TEST_KEY, {
      method: 'POST',
      path: url,
      timestamp: '1700000000000',
      nonce: 'n-1',
      payload,
    });
    expect(call.headers[HEADER.sign]).toBe(expected);
  });
});

describe('requestExport', () => {
  it('posts the filters and answers the queued task', async () => {
    const { client, calls } = setup(() => ok({ taskId: '9' }));
    const ref = await requestExport('/api/customer/jcCustomerInfo/exportExcel', { keyword: 'SH', status: 'NORMAL' }, client);
    expect(ref).toEqual({ taskId: '9' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ keyword: 'SH', status: 'NORMAL' });
  });
});
