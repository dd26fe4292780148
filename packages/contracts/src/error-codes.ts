/**
 * Every code the server can answer with. The web maps them (spec §8); the server maps each
 * to an HTTP status and a message in the caller's language.
 */
export const ErrorCode = {
  SUCCESS: 200,
  /** Input failed validation; `errors` names the fields. */
  VALIDATION_FAILED: 4000400,
  /** A business rule refused the operation; the message says which. */
  BUSINESS_RULE: 4000422,
  /** The record does not exist or is not visible to the caller. */
  DATA_NOT_FOUND: 4000404,
  /** A unique value (code, name, barcode…) is taken. */
  DUPLICATE: 4000409,
  /** Someone else changed the record first; reload and retry. */
  VERSION_CONFLICT: 4000410,
  /** The same Idempotency-Key was sent with a different payload. */
  IDEMPOTENCY_CONFLICT: 4000411,
  PASSWORD_POLICY: 4001101,
  PASSWORD_MISMATCH: 4001102,
  OLD_PASSWORD_WRONG: 4001103,
  OLD_PASSWORD_REQUIRED: 4001104,
  PASSWORD_SAME_AS_OLD: 4001105,
  ADMIN_IMMUTABLE: 4001201,
  LOGIN_FAILED: 4011001,
  ACCOUNT_LOCKED: 4011002,
  ACCOUNT_DISABLED: 4011003,
  /** Missing, unknown, expired or revoked token: the web logs out. */
  TOKEN_INVALID: 4011021,
  SIGNATURE_INVALID: 4011022,
  TIMESTAMP_EXPIRED: 4011023,
  NONCE_REPLAYED: 4011024,
  SIGNATURE_MISSING: 4011025,
  /** The session was ended because the password changed elsewhere: the web logs out. */
  SESSION_ENDED_BY_PASSWORD_CHANGE: 4011155,
  FORBIDDEN: 4030001,
  BELONG_FORBIDDEN: 4030002,
  /** The session must change its password before anything else (needUpdatePwd). */
  PASSWORD_CHANGE_REQUIRED: 4031101,
  TOO_MANY_REQUESTS: 4291001,
  INTERNAL: 5000000,
  // Codes the web handles on the page itself, without the global dialog (spec §8).
  PAGE_HANDLED_4002630: 4002630,
  PAGE_HANDLED_4002631: 4002631,
  PAGE_HANDLED_4003030: 4003030,
  PAGE_HANDLED_4003035: 4003035,
  PAGE_HANDLED_40036260: 40036260,
  PAGE_HANDLED_40030260: 40030260,
  PAGE_HANDLED_4006023: 4006023,
  PAGE_HANDLED_4006044: 4006044,
  PAGE_HANDLED_40030435: 40030435,
  /** A transfer for a customer with a collection not yet posted: the page offers to open it or go on. */
  UNFINISHED_COLLECTION: 4003036,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes the web passes to the calling page without a global dialog. */
export const PAGE_HANDLED_CODES: readonly number[] = [4002630, 4002631, 4003030, 4003035, 40036260, 40030260, 4006023, 4006044, 40030435];

/** Codes after which the web logs out once the dialog closes. */
export const LOGOUT_CODES: readonly number[] = [ErrorCode.TOKEN_INVALID, ErrorCode.SESSION_ENDED_BY_PASSWORD_CHANGE];

export function httpStatusOf(code: number): number {
  switch (code) {
    case ErrorCode.SUCCESS:
      return 200;
    case ErrorCode.TOKEN_INVALID:
    case ErrorCode.SESSION_ENDED_BY_PASSWORD_CHANGE:
    case ErrorCode.SIGNATURE_INVALID:
    case ErrorCode.SIGNATURE_MISSING:
    case ErrorCode.TIMESTAMP_EXPIRED:
    case ErrorCode.NONCE_REPLAYED:
      return 401;
    case ErrorCode.FORBIDDEN:
    case ErrorCode.BELONG_FORBIDDEN:
    case ErrorCode.PASSWORD_CHANGE_REQUIRED:
      return 403;
    case ErrorCode.DUPLICATE:
    case ErrorCode.VERSION_CONFLICT:
    case ErrorCode.IDEMPOTENCY_CONFLICT:
      return 409;
    case ErrorCode.TOO_MANY_REQUESTS:
      return 429;
    case ErrorCode.INTERNAL:
      return 500;
    default:
      return 400;
  }
}
