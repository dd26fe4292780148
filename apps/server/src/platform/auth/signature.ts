import { canonicalQueryFromSearch, ErrorCode, isQuerySigned, SIGNATURE_MAX_SKEW_MS } from '@quire/contracts';
import { computeSignature, signaturesEqual } from './tokens';

export type SignedRequest = {
  method: string;
  /** The raw request URL: path plus query string, as received. */
  rawUrl: string;
  /** The raw body text (after gzip decoding), '' when none. */
  body: string;
  timestamp: string | undefined;
  nonce: string | undefined;
  sign: string | undefined;
};

export type SignatureVerdict = { ok: true } | { ok: false; code: ErrorCode };

/**
 * Checks a request's signature and clock (DESIGN §3); nonce reuse is checked afterwards
 * against the database. Pure, so it can be tested exhaustively.
 */
export function checkSignature(signKey: string, req: SignedRequest, now = Date.now()): SignatureVerdict {
  const { timestamp, nonce, sign } = req;
  if (!timestamp || !nonce || !sign) return { ok: false, code: ErrorCode.SIGNATURE_MISSING };
  if (nonce.length > 128) return { ok: false, code: ErrorCode.SIGNATURE_INVALID };
  const q = req.rawUrl.indexOf('?');
  const path = q === -1 ? req.rawUrl : req.rawUrl.slice(0, q);
  const payload = isQuerySigned(req.method) ? canonicalQueryFromSearch(q === -1 ? '' : req.rawUrl.slice(q)) : req.body;
  const expected = computeSignature(signKey, { method: req.method, path, timestamp, nonce, payload });
  if (!signaturesEqual(expected, sign.toLowerCase())) return { ok: false, code: ErrorCode.SIGNATURE_INVALID };
  const ts = Number(timestamp);
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now - ts) > SIGNATURE_MAX_SKEW_MS) {
    return { ok: false, code: ErrorCode.TIMESTAMP_EXPIRED };
  }
  return { ok: true };
}
