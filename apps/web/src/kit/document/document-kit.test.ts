import { HEADER, SIGNATURE_TEST_KEY } from '@quire/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../api/client';
import { idempotencyHeaders } from './document-api';
import { formatDecimal } from './document-kit';
import { documentPages } from './document-pages';

describe('document kit', () => {
  it('formats quantities with thousands separators and at most 4 decimals', () => {
    expect(formatDecimal('1234567.5')).toBe('1,234,567.5');
    expect(formatDecimal('-2')).toBe('-2');
    expect(formatDecimal('0.123456')).toBe('0.1235');
    expect(formatDecimal('3', 2, 2)).toBe('3.00');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal(undefined)).toBe('');
  });

  it('makes a fresh Idempotency-Key for every operation', () => {
    const a = idempotencyHeaders()[HEADER.idempotencyKey];
    const b = idempotencyHeaders()[HEADER.idempotencyKey];
    expect(a).toMatch(/^[\x21-\x7e]{1,128}$/);
    expect(a).not.toBe(b);
  });

  it('sends extra headers through the one HTTP client without replacing its own', async () => {
    const seen: Record<string, string>[] = [];
    const client = createHttpClient({
      fetch: vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(init?.headers as Record<string, string>);
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { id: '1' }, requestId: 'r' }), {
          headers: { 'content-type': 'application/json' },
        });
      }) as unknown as typeof fetch,
      session: () => ({ token: 'tok', signKey: SIGNATURE_TEST_KEY, belongId: '7', partnerCode: null, language: 'zh-CN' }),
      gzipConfig: () => null,
      cachedUris: [],
      cache: { get: () => undefined, set: () => undefined, invalidate: () => undefined },
      ui: { dialog: vi.fn(), error: vi.fn(), loading: vi.fn(() => () => undefined) },
      t: (key) => key,
      onNoPermission: vi.fn(),
      onSessionEnded: vi.fn(),
      onAppVersion: vi.fn(),
    });
    await client.post(
      '/api/stock/transfer/review',
      { id: '1', version: 0 },
      { headers: { [HEADER.idempotencyKey]: 'k-1', [HEADER.token]: 'forged' } },
    );
    expect(seen[0][HEADER.idempotencyKey]).toBe('k-1');
    expect(seen[0][HEADER.token]).toBe('tok');
    expect(seen[0][HEADER.sign]).toBeTruthy();
    await client.post('/api/stock/transfer/page', {});
    expect(seen[1][HEADER.idempotencyKey]).toBeUndefined();
  });

  it('files a document screen’s list and editor under its menu component, loaded only when shown', () => {
    const load = vi.fn(async () => ({ screen: { type: 'WAREHOUSE_TRANSFER' as const, title: 't', lineKind: 'positive' as const } }));
    const pages = documentPages('WAREHOUSE_TRANSFER', load);
    expect(Object.keys(pages)).toEqual(['WarehouseTransfer']);
    expect(pages.WarehouseTransfer.editor).toBeDefined();
    expect(load).not.toHaveBeenCalled();
  });
});
