import { ErrorCode, HEADER, SIGNATURE_MAX_SKEW_MS } from '@quire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, found from the headers before the body is read. */
    session?: SessionRecord;
  }
}

import { claimNonce, findLiveSession, type SessionRecord, touchSession } from '../auth/session.store';
import type { CachedSession } from '../auth/session-cache';
import { checkSignature } from '../auth/signature';
import type { Config } from '../config';
import { AppError } from '../http/errors';
import { AUTHENTICATED, PUBLIC } from '../http/route';
import type { AuthContext } from './auth-context';

/** Every route must declare its permission; routes outside /api (the web) are public. */
export function routePermission(request: FastifyRequest): string | undefined {
  return request.routeOptions.config?.permission;
}

/**
 * The one access check, in DESIGN §4's order: session (headers only) → permission in
 * `onRequest`, before a byte of the body is read or inflated; then, once the body is read
 * under the route's size limit, the signature over it in `preValidation`. Deny by default.
 */
export function registerAccessCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    // The web build and the API documentation are open; every other /api route is checked.
    if (!url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return;
    const permission = routePermission(request);
    if (permission === undefined) throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden');
    if (permission === PUBLIC) return;

    const token = header(request, HEADER.token);
    if (!token) throw new AppError(ErrorCode.TOKEN_INVALID, 'auth.tokenMissing');
    // Cached for a few seconds per process; see auth/session-cache.ts for what forgets it.
    const lookup = await findLiveSession(app.db, token, config);
    if (!lookup.ok) {
      if (lookup.reason === 'passwordChanged') {
        throw new AppError(ErrorCode.SESSION_ENDED_BY_PASSWORD_CHANGE, 'auth.sessionEndedByPasswordChange');
      }
      throw new AppError(ErrorCode.TOKEN_INVALID, 'auth.tokenInvalid');
    }
    const found = lookup.session.record;
    const auth = toAuthContext(request, lookup.session);
    if (permission !== AUTHENTICATED && !auth.isAdmin && !auth.permissions.has(permission)) {
      throw new AppError(ErrorCode.FORBIDDEN, request.routeOptions.config?.deniedMessage ?? 'auth.forbidden');
    }
    // A password set by an administrator (or expired, or too weak) must be changed first:
    // until then the session may only change it, read its own profile and log out.
    if (found.passwordChangeRequired && !request.routeOptions.config?.allowedBeforePasswordChange) {
      throw new AppError(ErrorCode.PASSWORD_CHANGE_REQUIRED, 'auth.passwordChangeRequired');
    }
    request.session = found;
    request.auth = auth;
  });

  app.addHook('preValidation', async (request) => {
    const found = request.session;
    if (!found) return;
    await verifySignature(app, request, found);
    await touchSession(app.db, found);
  });
}

const SIGNATURE_MESSAGES = {
  [ErrorCode.SIGNATURE_MISSING]: 'auth.signatureMissing',
  [ErrorCode.SIGNATURE_INVALID]: 'auth.signatureInvalid',
  [ErrorCode.TIMESTAMP_EXPIRED]: 'auth.timestampExpired',
} as const;

async function verifySignature(app: FastifyInstance, request: FastifyRequest, found: SessionRecord): Promise<void> {
  const nonce = header(request, HEADER.nonce);
  const verdict = checkSignature(found.signKey, {
    method: request.method,
    rawUrl: request.raw.url ?? '',
    body: request.rawBody ?? '',
    timestamp: header(request, HEADER.timestamp),
    nonce,
    sign: header(request, HEADER.sign),
  });
  if (!verdict.ok) {
    const key = SIGNATURE_MESSAGES[verdict.code as keyof typeof SIGNATURE_MESSAGES] ?? 'auth.signatureInvalid';
    throw new AppError(verdict.code, key);
  }
  if (!(await claimNonce(app.db, found.sessionId, nonce as string, SIGNATURE_MAX_SKEW_MS))) {
    throw new AppError(ErrorCode.NONCE_REPLAYED, 'auth.nonceReplayed');
  }
}

function toAuthContext(request: FastifyRequest, cached: CachedSession): AuthContext {
  const s = cached.record;
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
    permissions: cached.permissions,
    createdAt: s.createdAt,
    memo: cached.memo,
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}
