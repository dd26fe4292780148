import { ui } from '../core/ui-bridge';
import { t } from '../i18n';
import { isApiError, isCanceled } from './errors';

/** antd's validateFields() rejection: the form already marks the fields. */
function isFormValidationError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}

/**
 * The end of a user action's promise chain: what the client already showed stays shown,
 * a cancelled call stays quiet, anything else opens the 'System prompt' dialog.
 */
export function reportError(error: unknown): void {
  if (isCanceled(error) || isFormValidationError(error)) return;
  if (isApiError(error) && error.notified) return;
  const message = error instanceof Error && error.message ? error.message : t('error:generic');
  ui.dialog({ title: t('error:systemPrompt'), content: message });
}

/** Runs a user action, reporting its failure once. */
export function runAction(action: () => unknown): void {
  try {
    const result = action();
    if (result instanceof Promise) result.catch(reportError);
  } catch (error) {
    reportError(error);
  }
}
