import { ErrorCode, type FieldError, LOGOUT_CODES, PAGE_HANDLED_CODES } from '@quire/contracts';

/** A request that the client (dedupe), the caller or a route change cancelled. */
export class CanceledError extends Error {
  readonly canceled = true;
  constructor(message = 'canceled') {
    super(message);
    this.name = 'CanceledError';
  }
}

export function isCanceled(error: unknown): error is CanceledError {
  return error instanceof CanceledError;
}

/** A failed call, after the client has shown whatever the error catalogue asks for. */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly requestId: string | null;
  readonly fieldErrors: FieldError[];
  /** True when the client already told the user (dialog or message). */
  readonly notified: boolean;
  constructor(input: {
    message: string;
    code: number;
    httpStatus: number;
    requestId: string | null;
    fieldErrors?: FieldError[];
    notified: boolean;
  }) {
    super(input.message);
    this.name = 'ApiError';
    this.code = input.code;
    this.httpStatus = input.httpStatus;
    this.requestId = input.requestId;
    this.fieldErrors = input.fieldErrors ?? [];
    this.notified = input.notified;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Pseudo status for a body whose code is not success (spec §8: treated as HTTP-like 100). */
export const BUSINESS_FAILURE_STATUS = 100;

export type Failure =
  | { kind: 'canceled' }
  | { kind: 'network' }
  | {
      kind: 'response';
      httpStatus: number;
      statusText: string;
      url: string;
      code: number | null;
      message: string;
      requestId: string | null;
      fieldErrors: FieldError[];
    };

export type ErrorAction =
  /** Reject without telling the user (cancelled, or a code the page handles). */
  | { kind: 'quiet' }
  /** Field errors the calling form marks on its fields. */
  | { kind: 'fields' }
  /** An error message, then the no-permission page. */
  | { kind: 'no-permission'; message: string }
  /** A short message (404: status text and url). */
  | { kind: 'message'; message: string }
  /** The 'System prompt' dialog; `logout` ends the session when it closes. */
  | { kind: 'dialog'; message: string; errorId: string | null; logout: boolean }
  | { kind: 'network' };

export type ErrorPolicy = {
  /** The caller's form marks field errors itself. */
  fieldErrors?: boolean;
  /** The caller handles every error itself: nothing is shown. */
  silent?: boolean;
  /** Business codes this caller handles itself (e.g. a form marking the password field). */
  pageCodes?: readonly number[];
};

/** The error catalogue of spec §8 as one pure decision. */
/** The server's no-permission answers (a route or a business group the caller may not use). */
const NO_PERMISSION_CODES: readonly number[] = [ErrorCode.FORBIDDEN, ErrorCode.BELONG_FORBIDDEN];

export function decideErrorAction(failure: Failure, policy: ErrorPolicy = {}): ErrorAction {
  if (failure.kind === 'canceled') return { kind: 'quiet' };
  if (policy.silent) return { kind: 'quiet' };
  if (failure.kind === 'network') return { kind: 'network' };
  const { code, httpStatus } = failure;
  if (code !== null && LOGOUT_CODES.includes(code)) {
    return { kind: 'dialog', message: failure.message, errorId: null, logout: true };
  }
  if (code !== null && (PAGE_HANDLED_CODES.includes(code) || policy.pageCodes?.includes(code))) return { kind: 'quiet' };
  // Spec §8's no-permission family: the HTTP 401/402 answers and the server's refusal codes.
  if (httpStatus === 401 || httpStatus === 402 || (code !== null && NO_PERMISSION_CODES.includes(code))) {
    return { kind: 'no-permission', message: failure.message };
  }
  if (httpStatus === 404) {
    return { kind: 'message', message: `${failure.statusText || 'Not Found'} ${failure.url}` };
  }
  if (policy.fieldErrors && failure.fieldErrors.length > 0) return { kind: 'fields' };
  const errorId = httpStatus >= 500 && httpStatus < 600 ? failure.requestId : null;
  return { kind: 'dialog', message: failure.message, errorId, logout: false };
}
