/**
 * Request signature (DESIGN §3), shared by the web client and the server so both build the
 * same text. Uses WebCrypto, present in browsers and in Node >= 20.
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

function toHex(buffer: ArrayBuffer | Uint8Array): string {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256Hex(key: string, text: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text)));
}

export async function signRequest(signKey: string, input: SignInput): Promise<string> {
  return hmacSha256Hex(signKey, signedText(input, await sha256Hex(input.payload)));
}

/**
 * The same signature as `signRequest`, made at once (sha256.ts): the web signs with it so that a
 * request leaves while its screen is still being drawn, not after.
 */
export function signRequestNow(signKey: string, input: SignInput): string {
  const payloadHash = toHex(sha256(encoder.encode(input.payload)));
  return toHex(hmacSha256(encoder.encode(signKey), encoder.encode(signedText(input, payloadHash))));
}
