import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256 } from './sha256';
import { signRequest, signRequestNow } from './signature';
import { SIGNATURE_TEST_KEY, SIGNATURE_VECTORS } from './signature.vectors';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('sha256', () => {
  it('gives the FIPS 180-4 digests of the standard messages', () => {
    expect(hex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node for every length around the block edges and for random bytes', () => {
    for (let n = 0; n <= 200; n++) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 0xff);
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), (data) => hex(sha256(data)) === createHash('sha256').update(data).digest('hex')),
    );
  });
});

describe('hmacSha256', () => {
  it('agrees with node for short, block-long and long keys', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 2000 }), (key, message) => {
        return hex(hmacSha256(key, message)) === createHmac('sha256', key).update(message).digest('hex');
      }),
    );
  });
});

describe('signRequestNow', () => {
  it.each(SIGNATURE_VECTORS.map((v) => [v.method, v.path, v]))('matches the reference vector for %s %s', (_m, _p, v) => {
    expect(signRequestNow(SIGNATURE_TEST_KEY, v)).toBe(v.sign);
  });

  it('signs as the WebCrypto signature does, Chinese and emoji included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ maxLength: 40 }), async (payload, nonce) => {
        const input = { method: 'POST', path: '/api/x', timestamp: '1800000000000', nonce, payload: `王${payload}` };
        return signRequestNow(SIGNATURE_TEST_KEY, input) === (await signRequest(SIGNATURE_TEST_KEY, input));
      }),
      { numRuns: 200 },
    );
  });
});
