import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type SignInput, signedText } from '@quire/contracts';

/** 256-bit random, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newSignKey(): string {
  return randomBytes(32).toString('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The server's synchronous twin of the contracts' `signRequest`. */
export function computeSignature(signKey: string, input: SignInput): string {
  return createHmac('sha256', signKey)
    .update(signedText(input, sha256Hex(input.payload)), 'utf8')
    .digest('hex');
}

export function signaturesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
