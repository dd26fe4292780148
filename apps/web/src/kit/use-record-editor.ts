import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../core/ui-bridge';
import type { EditorOperation } from './editor-frame';
import { showSubmitError } from './form-errors';
import { type EditorMode, useEditorTab, useTabTitle } from './use-editor-tab';

export type FormValuesOf<TValues> = Parameters<FormInstance<TValues>['setFieldsValue']>[0];

export type RecordEditorOptions<TRecord, TValues> = {
  /** The record's query (the list may have put its row there already). */
  queryKey: (id: string) => QueryKey;
  load: (id: string) => Promise<TRecord>;
  /** The form's values for the loaded record. */
  toValues: (record: TRecord) => FormValuesOf<TValues>;
  /** The form is filled (and an edited record shown) once this is true as well: lookups the values are made from. */
  ready?: boolean;
  /** More to wait for before the form is shown. */
  loading?: boolean;
  /** i18n key of the title, completed with `.add`, `.edit` or `.detail`; `name` is the record's. */
  titleKey: string;
  titleName: (record: TRecord) => string | null | undefined;
  /** Permission prefix of the save operation: `<prefix>:add` or `<prefix>:edit`. */
  permission: string;
  /** Stores the validated values; `id` is null when adding. */
  submit: (values: TValues, target: { mode: EditorMode; id: string | null }) => Promise<unknown>;
  /** The list query refreshed after a save. */
  invalidate: QueryKey;
  /** The record cannot be changed here (a closed customer, the administrator): no save, read-only form. */
  locked?: (record: TRecord) => boolean;
  /** Turns a failed save's error into the one the form shows (server field names into form field names). */
  mapError?: (error: unknown) => unknown;
};

/**
 * An add/edit/detail page of one record: the form, filled from the loaded record; the
 * unsaved-edits flag; the tab title; save (F4) that reports field errors on the form, then
 * closes the tab and refreshes the list. The page keeps its fields and what is special to it.
 */
export function useRecordEditor<TRecord, TValues>(o: RecordEditorOptions<TRecord, TValues>) {
  const { t } = useTranslation();
  const { mode, id, finish, back } = useEditorTab();
  const [form] = Form.useForm<TValues>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: o.queryKey(id ?? ''), queryFn: () => o.load(id ?? ''), enabled: Boolean(id) });
  const record = query.data;
  const ready = o.ready ?? true;
  const toValues = useRef(o.toValues);
  toValues.current = o.toValues;

  useEffect(() => {
    if (!record || !ready) return;
    form.setFieldsValue(toValues.current(record));
    setDirty(false);
  }, [record, ready, form]);

  const title = t(`${o.titleKey}.${mode}`, { name: (record ? o.titleName(record) : null) ?? '' });
  useTabTitle(mode === 'add' || record ? title : null);

  const readOnly = mode === 'detail' || Boolean(record && o.locked?.(record));

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await o.submit(values, { mode, id });
      ui.success(t('common:saved'));
      await finish(o.invalidate);
    } catch (error) {
      showSubmitError(form, o.mapError ? o.mapError(error) : error);
    } finally {
      setSaving(false);
    }
  };

  const operations: EditorOperation[] = readOnly
    ? []
    : [
        {
          key: 'save',
          label: t('common:save'),
          primary: true,
          shortcut: 'F4',
          loading: saving,
          permission: `${o.permission}:${mode === 'add' ? 'add' : 'edit'}`,
          onClick: save,
        },
      ];

  const touch = () => setDirty(true);

  return {
    form,
    mode,
    id,
    record,
    readOnly,
    dirty,
    touch,
    saving,
    save,
    /** Spread on EditorFrame: title, dirty, loading, back, the save operation. */
    frame: {
      title,
      dirty,
      loading: (Boolean(id) && (query.isLoading || !ready)) || Boolean(o.loading),
      onBack: () => void back(),
      operations,
    },
    /** Spread on the Form: the form, vertical, read-only in detail, edits mark the tab. */
    formProps: { form, layout: 'vertical' as const, disabled: readOnly, onValuesChange: touch },
  };
}
