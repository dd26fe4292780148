/**
 * Request signature (DESIGN §3), shared by the web client and the server so both build the
 * same text. Computed at once (sha256.ts), not with WebCrypto's promise: the web signs a request
 * while its screen is still being drawn, and the request leaves then, not after the drawing.
 *
 * sign = hex HMAC-SHA256(signKey, METHOD \n path \n timestamp \n nonce \n sha256hex(payload))
 * payload = the raw JSON body text (before gzip), or for GET and DELETE the query pairs
 * sorted by key and joined with '&' (empty when there are none).
 */
import { hmacSha256, sha256 } from './sha256';

export const SIGNATURE_MAX_SKEW_MS = 300_000;

export type SignInput = {
  method: string;
  /** URL path without the query, e.g. /api/login/cmsPlatformUser/detail */
  path: string;
  timestamp: string;
  nonce: string;
  payload: string;
};

export function isQuerySigned(method: string): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'DELETE' || m === 'HEAD';
}

/**
 * Canonical query text: pairs sorted by key (then value), each `key=value` with the raw
 * (decoded) key and value, joined by '&'. Repeated keys stay as separate pairs.
 */
export function canonicalQuery(pairs: Iterable<[string, string]>): string {
  const list = [...pairs];
  list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return list.map(([k, v]) => `${k}=${v}`).join('&');
}

export function canonicalQueryFromSearch(search: string): string {
  const s = search.startsWith('?') ? search.slice(1) : search;
  if (!s) return '';
  return canonicalQuery(new URLSearchParams(s).entries());
}

export function signedText(input: SignInput, payloadHash: string): string {
  return [input.method.toUpperCase(), input.path, input.timestamp, input.nonce, payloadHash].join('\n');
}

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export function signRequest(signKey: string, input: SignInput): string {
  const payloadHash = toHex(sha256(encoder.encode(input.payload)));
  return toHex(hmacSha256(encoder.encode(signKey), encoder.encode(signedText(input, payloadHash))));
}
