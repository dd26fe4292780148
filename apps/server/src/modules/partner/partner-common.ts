import { ErrorCode } from '@quire/contracts';
import { pinyin } from 'pinyin-pro';
import { type AuthContext, can } from '../../platform/access/auth-context';
import { AppError, fail } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';

export {
  isForeignKeyViolation,
  likeContains as containsPattern,
  likePrefix as prefixPattern,
  toId,
  toIds,
  uniqueViolation as violatedUnique,
  wireId,
} from '../../platform/db/sql-helpers';

/**
 * The mnemonic (助记码) of a name, upper case: the pinyin initial of each Chinese character
 * (晨光文具店 → CGWJD), an upper-case word whole (ABC), another word's first letter
 * (Toko Alat Tulis → TAT), digits as they are; punctuation dropped.
 */
export function mnemonicOf(name: string): string {
  const tokens = name.match(/[\u3400-\u9fff]+|[A-Za-z]+|[0-9]+/g) ?? [];
  const parts = tokens.map((token) => {
    if (/^[0-9]+$/.test(token)) return token;
    if (/^[A-Za-z]+$/.test(token)) return token === token.toUpperCase() ? token : token[0];
    return pinyin(token, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
  });
  return parts.join('').toUpperCase().slice(0, 50);
}

/** The button a save needs depends on the body (add or edit): checked here, the route declares the screen. */
export function requireButton(auth: AuthContext, permission: string): void {
  if (!can(auth, permission)) throw fail.forbidden();
}

export type FieldProblem = { field: string; key: MessageKey; duplicate?: boolean };

/**
 * One refusal naming every field at fault. Duplicates alone answer DUPLICATE; anything else
 * VALIDATION_FAILED. `params` fills every message (they share one parameter set).
 */
export function fieldRefusal(problems: FieldProblem[], params: Record<string, unknown>): AppError {
  const code = problems.every((p) => p.duplicate) ? ErrorCode.DUPLICATE : ErrorCode.VALIDATION_FAILED;
  const key: MessageKey = problems.length === 1 ? problems[0].key : 'common.validationFailed';
  return new AppError(
    code,
    key,
    params,
    problems.map((p) => ({ field: p.field, message: '', messageKey: p.key })),
  );
}

export { orderBy as orderOf } from '../../platform/db/sql-helpers';
