import { canonicalQueryFromSearch, ErrorCode, signRequest } from '@quire/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSignature, type SignedRequest } from './signature';

const KEY = 'a'.repeat(64);
const NOW = 1_800_000_000_000;

const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE');
const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/api/${s.join('/')}`);
const query = fc.dictionary(segment, fc.string({ maxLength: 8 }), { maxKeys: 4 }).map((d) => {
  const q = new URLSearchParams(d).toString();
  return q ? `?${q}` : '';
});
const body = fc.json({ maxDepth: 2 });

async function signed(m: string, p: string, q: string, b: string, ts = String(NOW), nonce = 'n-1'): Promise<SignedRequest> {
  const isQuery = m === 'GET' || m === 'DELETE';
  const payload = isQuery ? canonicalQueryFromSearch(q) : b;
  const sign = await signRequest(KEY, { method: m, path: p, timestamp: ts, nonce, payload });
  return { method: m, rawUrl: p + (isQuery ? q : ''), body: isQuery ? '' : b, timestamp: ts, nonce, sign };
}

describe('request signature', () => {
  it('accepts every correctly signed request (web client signer = server checker)', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, query, body, async (m, p, q, b) => {
        expect(checkSignature(KEY, await signed(m, p, q, b), NOW)).toEqual({ ok: true });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses any request changed after signing', async () => {
    const tamper = fc.constantFrom('method', 'path', 'payload', 'timestamp', 'nonce', 'sign', 'key');
    await fc.assert(
      fc.asyncProperty(method, path, query, body, tamper, async (m, p, q, b, what) => {
        const r = await signed(m, p, q, b);
        const isQuery = m === 'GET' || m === 'DELETE';
        let key = KEY;
        switch (what) {
          case 'method':
            r.method = m === 'POST' ? 'PUT' : m === 'PUT' ? 'POST' : m === 'GET' ? 'DELETE' : 'GET';
            break;
          case 'path':
            r.rawUrl = r.rawUrl.replace('/api/', '/api/x');
            break;
          case 'payload':
            if (isQuery) r.rawUrl = `${r.rawUrl}${r.rawUrl.includes('?') ? '&' : '?'}extra=1`;
            else r.body = `${r.body} `;
            break;
          case 'timestamp':
            r.timestamp = String(NOW + 1);
            break;
          case 'nonce':
            r.nonce = 'n-2';
            break;
          case 'sign':
            r.sign = (r.sign as string).replace(/^./, (c) => (c === '0' ? '1' : '0'));
            break;
          case 'key':
            key = 'b'.repeat(64);
            break;
        }
        const verdict = checkSignature(key, r, NOW);
        expect(verdict.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of query pairs', async () => {
    const r = await signed('GET', '/api/x', '?b=2&a=1', '');
    r.rawUrl = '/api/x?a=1&b=2';
    expect(checkSignature(KEY, r, NOW)).toEqual({ ok: true });
  });

  it('refuses a timestamp more than 300 s away, either side', async () => {
    const early = await signed('GET', '/api/x', '', '', String(NOW - 300_001));
    const late = await signed('GET', '/api/x', '', '', String(NOW + 300_001));
    const edge = await signed('GET', '/api/x', '', '', String(NOW - 300_000));
    expect(checkSignature(KEY, early, NOW)).toEqual({ ok: false, code: ErrorCode.TIMESTAMP_EXPIRED });
    expect(checkSignature(KEY, late, NOW)).toEqual({ ok: false, code: ErrorCode.TIMESTAMP_EXPIRED });
    expect(checkSignature(KEY, edge, NOW)).toEqual({ ok: true });
  });

  it('refuses a request without signature headers', () => {
    expect(checkSignature(KEY, { method: 'GET', rawUrl: '/api/x', body: '', timestamp: undefined, nonce: 'n', sign: 's' }, NOW)).toEqual({
      ok: false,
      code: ErrorCode.SIGNATURE_MISSING,
    });
  });
});
