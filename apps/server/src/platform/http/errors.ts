import { ErrorCode, type FieldError } from '@quire/contracts';
import type { MessageKey } from '../i18n/messages';

/**
 * The one error type. A code from the contracts enum, a message key translated into the
 * caller's language when the response is written, and optional field errors.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors: (FieldError & { messageKey?: MessageKey })[] = [],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const fail = {
  notFound: () => new AppError(ErrorCode.DATA_NOT_FOUND, 'common.notFound'),
  forbidden: () => new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden'),
  rule: (key: MessageKey, params?: Record<string, unknown>) => new AppError(ErrorCode.BUSINESS_RULE, key, params),
  /** A business rule tied to one field: marked on the form. */
  field: (field: string, key: MessageKey, params?: Record<string, unknown>, code: ErrorCode = ErrorCode.VALIDATION_FAILED) =>
    new AppError(code, key, params, [{ field, message: '', messageKey: key }]),
};

/** A value another record has already (a code, a name), marked on its field. */
export function duplicate(field: string, label: MessageKey, value: string): AppError {
  return fail.field(field, 'common.duplicate', { field: label, value }, ErrorCode.DUPLICATE);
}
