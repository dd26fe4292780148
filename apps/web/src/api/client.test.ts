import { canonicalQueryFromSearch, ErrorCode, SIGNATURE_TEST_KEY, SIGNATURE_VECTORS, signRequest } from '@quire/contracts';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../i18n';
import { type ClientDeps, createHttpClient, type ListCache } from './client';
import { ApiError, CanceledError } from './errors';

type Call = { url: string; init: RequestInit; headers: Record<string, string> };

function json(body: unknown, init: { status?: number; statusText?: string; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

const ok = (data: unknown) => json({ code: 200, msg: 'ok', data, requestId: 'r1' });

function memoryCache(): ListCache & { store: Map<string, unknown> } {
  const store = new Map<string, unknown>();
  return {
    store,
    get: (k) => store.get(k),
    set: (k, v) => void store.set(k, v),
    invalidate: (prefix) => {
      for (const k of [...store.keys()]) if (k.includes(` ${prefix}/`)) store.delete(k);
    },
  };
}

function setup(respond: (call: Call) => Response | Promise<Response>, overrides: Partial<ClientDeps> = {}) {
  const calls: Call[] = [];
  const ui = { dialog: vi.fn(), error: vi.fn(), loading: vi.fn(() => () => undefined) };
  const onNoPermission = vi.fn();
  const onSessionEnded = vi.fn();
  const onAppVersion = vi.fn();
  const cache = memoryCache();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = { url: String(input), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    return respond(call);
  });
  const client = createHttpClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({ token: 'tok', signKey: SIGNATURE_TEST_KEY, belongId: '7', partnerCode: 'P01', language: 'en-US' }),
    gzipConfig: () => ({ matchUris: ['/api/product/'], thresholdKbSize: 1 }),
    cachedUris: ['/api/basic/businessGroup/list'],
    cache,
    ui,
    t: (key) => t(key),
    onNoPermission,
    onSessionEnded,
    onAppVersion,
    ...overrides,
  });
  return { client, calls, ui, onNoPermission, onSessionEnded, onAppVersion, cache, fetchMock };
}

describe('request signature', () => {
  it.each(SIGNATURE_VECTORS.map((v) => [v.method, v.path, v] as const))('signs %s %s exactly as the shared vector', async (_m, _p, v) => {
    const { client, calls } = setup(() => ok(null), { now: () => Number(v.timestamp), nonce: () => v.nonce });
    if (v.method === 'POST') await client.post(v.path, JSON.parse(v.payload));
    else {
      const params = Object.fromEntries(new URLSearchParams(v.payload));
      await client.request({ method: v.method, url: v.path, params });
    }
    const { headers } = calls[0];
    expect(headers.sign).toBe(v.sign);
    expect(headers.timestamp).toBe(v.timestamp);
    expect(headers.nonce).toBe(v.nonce);
  });

  it('sends the session headers and signs the sorted query of a GET', async () => {
    const { client, calls } = setup(() => ok([]));
    await client.get('/api/user/componentPermissionsRole/page', { pageSize: 20, keyword: '采购', pageNum: 1 });
    const { url, headers } = calls[0];
    expect(headers.token).toBe('tok');
    expect(headers.belongid).toBe('7');
    expect(headers.partnercode).toBe('P01');
    expect(headers.language).toBe('en-US');
    expect(headers.channel).toBe('WEB');
    const search = url.slice(url.indexOf('?'));
    expect(canonicalQueryFromSearch(search)).toBe('keyword=采购&pageNum=1&pageSize=20');
    const expected = await signRequest(SIGNATURE_TEST_KEY, {
      method: 'GET',
      path: '/api/user/componentPermissionsRole/page',
      timestamp: headers.timestamp,
      nonce: headers.nonce,
      payload: 'keyword=采购&pageNum=1&pageSize=20',
    });
    expect(headers.sign).toBe(expected);
  });

  it('sends a signed request at once, before the caller lets go of the thread (a screen being drawn)', async () => {
    const { client, calls } = setup(() => ok([]));
    const get = client.get('/api/user/employee/options', { q: '王' });
    const post = client.post('/api/customer/jcCustomerInfo/page2', { pageNum: 1, pageSize: 20 });
    // Nothing awaited yet: both are already with fetch, signed.
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/user/employee/options', '/api/customer/jcCustomerInfo/page2']);
    expect(calls.every((c) => /^[0-9a-f]{64}$/.test(c.headers.sign))).toBe(true);
    await Promise.all([get, post]);
  });

  it('uses a new nonce for every request', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.get('/api/a', undefined, { repeat: true });
    await client.get('/api/a', undefined, { repeat: true });
    expect(calls[0].headers.nonce).not.toBe(calls[1].headers.nonce);
  });

  it('does not sign the login call', async () => {
    const { client, calls } = setup(() => ok({ token: 't', signKey: 'k', needUpdatePwd: false }));
    await client.post('/api/login/admin/login', { employeeNo: 'admin', password: 'x' });
    expect(calls[0].headers.sign).toBeUndefined();
  });
});

describe('gzip', () => {
  it('compresses a large body to a configured uri, signing the text before gzip', async () => {
    const { client, calls } = setup(() => ok(null), { now: () => 1, nonce: () => 'n' });
    const data = { rows: 'x'.repeat(4000) };
    await client.post('/api/product/sku/page', data);
    const { headers, init } = calls[0];
    expect(headers['content-encoding']).toBe('gzip');
    const body = init.body as Uint8Array;
    const source = new Response(body as BodyInit).body as ReadableStream<BufferSource>;
    const text = await new Response(source.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(text).toBe(JSON.stringify(data));
    expect(headers.sign).toBe(
      await signRequest(SIGNATURE_TEST_KEY, { method: 'POST', path: '/api/product/sku/page', timestamp: '1', nonce: 'n', payload: text }),
    );
  });

  it('sends small bodies and other uris as plain JSON', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.post('/api/product/sku/page', { a: 1 });
    await client.post('/api/user/employee/list', { rows: 'x'.repeat(4000) });
    expect(calls[0].headers['content-encoding']).toBeUndefined();
    expect(calls[1].headers['content-encoding']).toBeUndefined();
    expect(typeof calls[1].init.body).toBe('string');
  });
});

describe('in-flight dedupe', () => {
  it('cancels an identical request while the first is in flight', async () => {
    let release: () => void = () => undefined;
    const { client, fetchMock, ui } = setup(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(ok({ n: 1 }));
        }),
    );
    const first = client.post('/api/user/employee/list', { pageNum: 1 });
    const second = client.post('/api/user/employee/list', { pageNum: 1 });
    await expect(second).rejects.toBeInstanceOf(CanceledError);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release();
    await expect(first).resolves.toEqual({ n: 1 });
    expect(ui.dialog).not.toHaveBeenCalled();
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('lets identical requests run when repeat is allowed, and different ones always', async () => {
    const { client, fetchMock } = setup(() => ok(null));
    await Promise.all([
      client.post('/api/x', { a: 1 }, { repeat: true }),
      client.post('/api/x', { a: 1 }, { repeat: true }),
      client.post('/api/x', { a: 2 }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('rejects quietly when the caller cancels', async () => {
    const controller = new AbortController();
    const { client, ui } = setup(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/api/slow', undefined, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CanceledError);
    expect(ui.error).not.toHaveBeenCalled();
    expect(client.pendingCount()).toBe(0);
  });
});

describe('error catalogue (spec §8)', () => {
  it('HTTP 401 shows the message and goes to /401', async () => {
    const { client, ui, onNoPermission, onSessionEnded } = setup(() =>
      json({ code: ErrorCode.SIGNATURE_INVALID, msg: 'bad signature', data: null, requestId: 'r' }, { status: 401 }),
    );
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(ui.error).toHaveBeenCalledWith('bad signature');
    expect(onNoPermission).toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it.each([ErrorCode.FORBIDDEN, ErrorCode.BELONG_FORBIDDEN])(
    'a no-permission refusal (%i) shows the message and goes to /401, no dialog',
    async (code) => {
      const { client, ui, onNoPermission } = setup(() => json({ code, msg: 'no permission', data: null, requestId: 'r' }, { status: 403 }));
      await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
      expect(ui.error).toHaveBeenCalledWith('no permission');
      expect(onNoPermission).toHaveBeenCalled();
      expect(ui.dialog).not.toHaveBeenCalled();
    },
  );

  it.each([ErrorCode.TOKEN_INVALID, ErrorCode.SESSION_ENDED_BY_PASSWORD_CHANGE])(
    'code %i opens the System prompt and logs out when it closes',
    async (code) => {
      const { client, ui, onNoPermission, onSessionEnded } = setup(() =>
        json({ code, msg: 'session over', data: null, requestId: 'r' }, { status: 401 }),
      );
      await expect(client.get('/api/x')).rejects.toMatchObject({ code });
      expect(onNoPermission).not.toHaveBeenCalled();
      expect(ui.dialog).toHaveBeenCalledTimes(1);
      const [{ title, content, onClose }] = ui.dialog.mock.calls[0] as [{ title: string; content: string; onClose: () => void }];
      expect(title).toBe('System prompt');
      expect(content).toBe('session over');
      expect(onSessionEnded).not.toHaveBeenCalled();
      onClose();
      expect(onSessionEnded).toHaveBeenCalled();
    },
  );

  it('HTTP 404 shows the status text and the url', async () => {
    const { client, ui } = setup(() => new Response('nope', { status: 404, statusText: 'Not Found' }));
    await expect(client.get('/api/missing')).rejects.toBeInstanceOf(ApiError);
    expect(ui.error).toHaveBeenCalledWith('Not Found /api/missing');
  });

  it('page-handled codes reach the caller without a dialog', async () => {
    const { client, ui } = setup(() => json({ code: 4003030, msg: 'handled here', data: null, requestId: 'r' }));
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 4003030, notified: false });
    expect(ui.dialog).not.toHaveBeenCalled();
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('a business refusal opens the System prompt with the message', async () => {
    const { client, ui } = setup(() =>
      json({ code: ErrorCode.BUSINESS_RULE, msg: 'customer disabled, enable first', data: null, requestId: 'r' }, { status: 400 }),
    );
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ notified: true });
    expect(ui.dialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'System prompt', content: 'customer disabled, enable first' }));
  });

  it('a 5xx adds the error ID from x-request-id', async () => {
    const { client, ui } = setup(() =>
      json({ code: ErrorCode.INTERNAL, msg: 'boom' }, { status: 500, headers: { 'x-request-id': 'req-42, proxy-1' } }),
    );
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(ui.dialog.mock.calls[0][0]).toMatchObject({ content: 'boom\nError ID: req-42' });
  });

  it('a body whose code is not success is an error even with HTTP 200', async () => {
    const { client, ui } = setup(() => json({ code: ErrorCode.DUPLICATE, msg: 'code taken', data: null, requestId: 'r' }));
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: ErrorCode.DUPLICATE, httpStatus: 100 });
    expect(ui.dialog).toHaveBeenCalled();
  });

  it('field errors go to the calling form without a dialog', async () => {
    const errors = [{ field: 'employeeNo', message: 'taken' }];
    const { client, ui } = setup(() =>
      json({ code: ErrorCode.VALIDATION_FAILED, msg: 'invalid', data: null, requestId: 'r', errors }, { status: 400 }),
    );
    await expect(client.post('/api/x', {}, { fieldErrors: true })).rejects.toMatchObject({ fieldErrors: errors, notified: false });
    expect(ui.dialog).not.toHaveBeenCalled();
    await expect(client.post('/api/y', {})).rejects.toMatchObject({ notified: true });
    expect(ui.dialog).toHaveBeenCalledTimes(1);
  });

  it('no response: the network message', async () => {
    const { client, ui } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/api/x')).rejects.toMatchObject({ httpStatus: 0 });
    expect(ui.error).toHaveBeenCalledWith('The network may be fluctuating, please retry!');
  });

  it('a timeout is reported like a lost network', async () => {
    const { client, ui } = setup(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 20 },
    );
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(ui.error).toHaveBeenCalledWith('The network may be fluctuating, please retry!');
  });
});

describe('version check and cache', () => {
  it('passes the x-app-version header on', async () => {
    const { client, onAppVersion } = setup(() =>
      json({ code: 200, msg: '', data: 1, requestId: 'r' }, { headers: { 'x-app-version': '1.2.3' } }),
    );
    await client.get('/api/x');
    expect(onAppVersion).toHaveBeenCalledWith('1.2.3');
  });

  it('answers a cached list from the local cache by url and body, until a change to it', async () => {
    const { client, fetchMock } = setup(() => ok([{ id: '1' }]));
    await client.post('/api/basic/businessGroup/list', {});
    await client.post('/api/basic/businessGroup/list', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await client.put('/api/basic/businessGroup/update', { id: '1' });
    await client.post('/api/basic/businessGroup/list', {});
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
