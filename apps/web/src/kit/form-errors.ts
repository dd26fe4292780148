import type { FieldError } from '@quire/contracts';
import type { FormInstance } from 'antd';
import { isApiError, isCanceled } from '../api/errors';
import { ui } from '../core/ui-bridge';
import { t } from '../i18n';

export type NamePathPart = string | number;

/** `lines.0.qty` -> ['lines', 0, 'qty'], the name path antd forms use. */
export function toNamePath(field: string): NamePathPart[] {
  return field
    .split('.')
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function hasPath(value: unknown, path: readonly NamePathPart[]): boolean {
  let node: unknown = value;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !(String(part) in (node as Record<string, unknown>))) return false;
    node = (node as Record<string, unknown>)[String(part)];
  }
  return true;
}

/** Splits field errors into those a form shows on its fields and the rest. */
export function splitFieldErrors(
  errors: readonly FieldError[],
  registered: unknown,
): { onFields: { name: NamePathPart[]; errors: string[] }[]; rest: FieldError[] } {
  const grouped = new Map<string, string[]>();
  const rest: FieldError[] = [];
  for (const e of errors) {
    if (hasPath(registered, toNamePath(e.field))) grouped.set(e.field, [...(grouped.get(e.field) ?? []), e.message]);
    else rest.push(e);
  }
  return { onFields: [...grouped].map(([field, msgs]) => ({ name: toNamePath(field), errors: msgs })), rest };
}

/** Marks the given fields with their messages. */
export function markFields(form: FormInstance, fields: { name: NamePathPart[]; errors: string[] }[]): void {
  form.setFields(fields);
}

/**
 * Shows a failed save on the form: the server's field errors on their fields (HTTP 400,
 * code 4000400), anything else in the 'System prompt' dialog unless the client already did.
 */
export function showSubmitError(form: FormInstance, error: unknown): void {
  if (isCanceled(error) || !isApiError(error)) return;
  if (error.fieldErrors.length > 0) {
    const { onFields, rest } = splitFieldErrors(error.fieldErrors, form.getFieldsValue());
    if (onFields.length > 0) {
      form.setFields(onFields);
      form.scrollToField(onFields[0].name, { block: 'center' });
    }
    if (rest.length > 0 || onFields.length === 0) {
      const lines = (rest.length > 0 ? rest : error.fieldErrors).map((e) => `${e.field}: ${e.message}`);
      ui.dialog({ title: t('error:systemPrompt'), content: `${error.message}\n${lines.join('\n')}` });
    }
    return;
  }
  if (!error.notified) ui.dialog({ title: t('error:systemPrompt'), content: error.message });
}
