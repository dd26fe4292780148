import { canonicalQueryFromSearch, ErrorCode, HEADER, isQuerySigned, SIGNATURE_MAX_SKEW_MS } from '@quire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { claimNonce, findSessionByToken, isSessionLive, type SessionRecord, touchSession } from '../auth/session.store';
import { computeSignature, signaturesEqual } from '../auth/tokens';
import { AppError } from '../http/errors';
import { AUTHENTICATED, PUBLIC } from '../http/route';
import type { AuthContext } from './auth-context';

/** Every route must declare its permission; routes outside /api (the web) are public. */
export function routePermission(request: FastifyRequest): string | undefined {
  return request.routeOptions.config?.permission;
}

/**
 * The one access check, before validation so a caller without a token learns nothing about
 * the payload: token → signature → permission → business group. Deny by default.
 */
export function registerAccessCheck(app: FastifyInstance, config: Config): void {
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/')) return;
    const permission = routePermission(request);
    if (permission === undefined) throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden');
    if (permission === PUBLIC) return;

    const token = header(request, HEADER.token);
    if (!token) throw new AppError(ErrorCode.TOKEN_INVALID, 'auth.tokenMissing');
    const found = await findSessionByToken(app.db, token);
    if (!found) throw new AppError(ErrorCode.TOKEN_INVALID, 'auth.tokenInvalid');
    if (found.revokedReason === 'PASSWORD_CHANGED') {
      throw new AppError(ErrorCode.SESSION_ENDED_BY_PASSWORD_CHANGE, 'auth.sessionEndedByPasswordChange');
    }
    if (!isSessionLive(found, config)) throw new AppError(ErrorCode.TOKEN_INVALID, 'auth.tokenInvalid');

    await verifySignature(app, request, found);
    await touchSession(app.db, found);

    const auth = toAuthContext(request, found);
    request.auth = auth;
    if (permission !== AUTHENTICATED && !auth.isAdmin && !auth.permissions.has(permission)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden');
    }
  });
}

async function verifySignature(app: FastifyInstance, request: FastifyRequest, found: SessionRecord): Promise<void> {
  const timestamp = header(request, HEADER.timestamp);
  const nonce = header(request, HEADER.nonce);
  const sign = header(request, HEADER.sign);
  if (!timestamp || !nonce || !sign) throw new AppError(ErrorCode.SIGNATURE_MISSING, 'auth.signatureMissing');
  if (nonce.length > 128) throw new AppError(ErrorCode.SIGNATURE_INVALID, 'auth.signatureInvalid');
  const rawUrl = request.raw.url ?? '';
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const payload = isQuerySigned(request.method) ? canonicalQueryFromSearch(q === -1 ? '' : rawUrl.slice(q)) : (request.rawBody ?? '');
  const expected = computeSignature(found.signKey, { method: request.method, path, timestamp, nonce, payload });
  if (!signaturesEqual(expected, sign.toLowerCase())) throw new AppError(ErrorCode.SIGNATURE_INVALID, 'auth.signatureInvalid');
  const ts = Number(timestamp);
  if (!Number.isFinite(ts) || Math.abs(Date.now() - ts) > SIGNATURE_MAX_SKEW_MS) {
    throw new AppError(ErrorCode.TIMESTAMP_EXPIRED, 'auth.timestampExpired');
  }
  if (!(await claimNonce(app.db, found.sessionId, nonce, SIGNATURE_MAX_SKEW_MS))) {
    throw new AppError(ErrorCode.NONCE_REPLAYED, 'auth.nonceReplayed');
  }
}

function toAuthContext(request: FastifyRequest, s: SessionRecord): AuthContext {
  const groupIds = s.groups.map((g) => g.id);
  const requested = header(request, HEADER.belongId);
  let belongId: number;
  if (requested) {
    belongId = Number(requested);
    if (!groupIds.includes(belongId)) throw new AppError(ErrorCode.BELONG_FORBIDDEN, 'auth.belongForbidden');
  } else {
    belongId = (s.groups.find((g) => g.isDefault) ?? s.groups[0])?.id ?? 0;
  }
  return {
    sessionId: s.sessionId,
    employeeId: s.employeeId,
    employeeNo: s.employeeNo,
    isAdmin: s.isAdmin,
    belongId,
    businessGroupIds: groupIds,
    permissions: new Set(s.permissions),
    createdAt: s.createdAt,
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}
