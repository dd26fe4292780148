import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../api/report-error';
import { ui } from '../core/ui-bridge';
import { showSubmitError } from './form-errors';
import type { FormValuesOf } from './use-record-editor';

export type ModalFormOptions<TValues, TRecord> = {
  open: boolean;
  /** Each time the modal opens the form is reset, then filled with `toValues(record)` when there is a record. */
  resetOnOpen?: boolean;
  record?: TRecord | null;
  toValues?: (record: TRecord) => FormValuesOf<TValues>;
  /** Stores the validated values. */
  submit: (values: TValues) => Promise<unknown>;
  /** Said after a save (default "Saved"). */
  success?: string;
  /** Closes the modal; `changed` after a save. */
  onClose: (changed: boolean) => void;
};

/**
 * A form in a modal: OK validates and saves (the button spins meanwhile), shows the server's
 * field errors on the form, says so and closes. Spread `modal` on the Modal.
 */
export function useModalForm<TValues, TRecord = never>(o: ModalFormOptions<TValues, TRecord>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const [saving, setSaving] = useState(false);
  const toValues = useRef(o.toValues);
  toValues.current = o.toValues;
  const { open, record, resetOnOpen } = o;

  useEffect(() => {
    if (!open || !resetOnOpen) return;
    form.resetFields();
    if (record && toValues.current) form.setFieldsValue(toValues.current(record));
  }, [open, record, resetOnOpen, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await o.submit(values);
      ui.success(o.success ?? t('common:saved'));
      o.onClose(true);
    } catch (error) {
      showSubmitError(form, error);
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    saving,
    modal: {
      open,
      onCancel: () => o.onClose(false),
      onOk: () => runAction(submit),
      confirmLoading: saving,
      okText: t('common:save'),
    },
  };
}
