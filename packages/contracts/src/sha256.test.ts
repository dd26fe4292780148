import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256 } from './sha256';
import { signedText, signRequest } from './signature';
import { SIGNATURE_TEST_KEY } from './signature.vectors';

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

describe('signRequest', () => {
  it("signs as node's crypto does (the server's own check), Chinese and emoji included", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ maxLength: 40 }), (payload, nonce) => {
        const input = { method: 'POST', path: '/api/x', timestamp: '1800000000000', nonce, payload: `王${payload}` };
        const payloadHash = createHash('sha256').update(input.payload, 'utf8').digest('hex');
        const expected = createHmac('sha256', SIGNATURE_TEST_KEY).update(signedText(input, payloadHash), 'utf8').digest('hex');
        return signRequest(SIGNATURE_TEST_KEY, input) === expected;
      }),
      { numRuns: 200 },
    );
  });
});
