import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Required-field rules worded by what the clerk does: a field typed in is "请输入…" (antd's own
 * message), a field picked from a list (select, tree, date, radio) is "请选择…". The message keeps
 * antd's `${label}`, filled in with the field's label when it is checked.
 */
export function useChoiceRule(): FormRule {
  const { t } = useTranslation();
  return { required: true, message: t('kit:form.chooseRequired') };
}
