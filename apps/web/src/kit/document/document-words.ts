import { type DocumentOperation, type DocumentType, operationTarget } from '@quire/contracts';

/**
 * How every document screen words its operations, so a button, the tag it leads to and the
 * toast agree (GLOSSARY.md): one verb per operation (`document:operation.<OP>`), the status
 * word of the tag (`document:status.<STATUS>`), one toast pattern ("调拨单 DBD… 已审核").
 */

/** A translate function (react-i18next's `t`, or i18n's outside React). */
type TFunction = (key: string, options?: Record<string, unknown>) => string;

/** Operations that undo or end something: asked in red, with a reason and what follows. */
export const DANGEROUS_OPERATIONS: readonly DocumentOperation[] = ['DECLINE', 'CLOSE', 'SETTLE_CLOSE', 'DISCARD', 'REVERSE', 'DELETE'];

/** Operations whose confirmation asks a reason (kept in the audit trail). */
const REASONED: readonly DocumentOperation[] = ['DECLINE', 'CLOSE', 'SETTLE_CLOSE', 'DISCARD', 'REVERSE'];

export const asksReason = (op: DocumentOperation) => REASONED.includes(op);

/** The verb on the button and in the audit trail: 审核, 过账, 反审核… */
export function operationLabel(t: TFunction, op: DocumentOperation): string {
  return t(`document:operation.${op}`);
}

/**
 * The result of an operation in one word: the status it leads to, as its tag says it
 * (已审核, 已过账, 已关闭, 已作废), else the operation's own result (已保存, 已反审核, 已红冲).
 */
export function operationOutcome(t: TFunction, op: DocumentOperation): string {
  const target = operationTarget(op);
  return target && target !== 'SAME' && target !== 'DRAFT' ? t(`document:status.${target}`) : t(`document:done.${op}`);
}

/** The one toast after an operation: "{单据} {单号} 已审核". */
export function operationToast(t: TFunction, type: DocumentType, billNo: string, op: DocumentOperation): string {
  return t('document:opDone', { type: t(`document:type.${type}`), billNo, outcome: operationOutcome(t, op) });
}

/** The confirmation question ("确定审核调拨单 DBD… 吗？") and, for dangerous ones, what follows. */
export function operationQuestion(
  t: TFunction,
  type: DocumentType,
  billNo: string,
  op: DocumentOperation,
): { question: string; hint: string | null } {
  return {
    question: t('document:confirmOp', { op: operationLabel(t, op), type: t(`document:type.${type}`), billNo }),
    hint: DANGEROUS_OPERATIONS.includes(op) ? t(`document:opHint.${op}`) : null,
  };
}
