import { DOCUMENT_SCREENS, type DocumentOperationResult, operationPath } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../core/access';
import { useDirty } from '../../core/dirty-store';
import { useNavigate } from '../../core/navigation';
import { useTabContext } from '../../core/tab-context';
import { useTabs } from '../../core/tabs-store';
import { ui } from '../../core/ui-bridge';
import { EditorFrame, type EditorOperation } from '../editor-frame';
import { showSubmitError } from '../form-errors';
import { usePrintDocuments } from '../print/use-print';
import { useEditorTab, useTabTitle } from '../use-editor-tab';
import { documentApi, documentKeys } from './document-api';
import { DocumentDetail } from './document-detail';
import { DocumentStatusTag, useSkuNames } from './document-kit';
import { useDocumentOperations } from './document-operations';
import type { DocumentScreenConfig, HeaderValues } from './document-screen';
import { operationQuestion, operationToast } from './document-words';
import { blankLine, LineGrid, type LineValue } from './line-grid';
import { LINE_KINDS, lineBody, lineValue } from './line-kinds';

/** The editor's part of a type's screen config (document-screen.ts). */
export type DocumentEditorConfig = Pick<
  DocumentScreenConfig,
  | 'type'
  | 'title'
  | 'lineKind'
  | 'saleLines'
  | 'beforeSave'
  | 'headerFields'
  | 'headerValues'
  | 'headerBody'
  | 'headerItems'
  | 'initialValues'
  | 'linesExtra'
  | 'fulfilledLabel'
  | 'lineGrid'
  | 'priceLookup'
  | 'lineAction'
  | 'detailLineColumns'
  | 'noPosting'
  | 'printExtras'
>;

/**
 * One document of a type, under add, edit and detail routes alike. A new document, or a draft
 * the user may edit, is the editor: header fields and an editable line grid (F4 save, F7 clear
 * lines, F8 add a line), with the operations a draft allows (F9 review saves pending edits
 * first). Any other document is the read-only detail (descriptions, lines with totals, related
 * documents, audit trail) with the operations its status allows. Every operation is confirmed,
 * keyed (Idempotency-Key) and told in one pattern ("调拨单 DBD… 已审核").
 */
export function DocumentEditor({ config }: { config: DocumentEditorConfig }) {
  const { base, permission } = DOCUMENT_SCREENS[config.type];
  const { t } = useTranslation();
  const { has } = usePermission();
  const { mode, id, back, tabKey } = useEditorTab();
  const ctx = useTabContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = documentApi(base);
  const keys = documentKeys(base);
  const [form] = Form.useForm<HeaderValues>();
  const [dirty, setDirty] = useState(false);

  const detail = useQuery({ queryKey: keys.detail(id ?? ''), queryFn: () => api.detail(id ?? ''), enabled: Boolean(id) });
  const doc = detail.data;
  const editing = mode === 'add' || (doc?.status === 'DRAFT' && has(`${permission}:edit`));
  const lineSkuIds = (doc?.lines ?? []).flatMap((l) => (l.skuId === null ? [] : [l.skuId]));
  const watchedLines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const skus = useSkuNames([...lineSkuIds, ...watchedLines.map((l) => l?.skuId ?? '')]);

  useEffect(() => {
    if (mode === 'add') {
      form.setFieldsValue({
        billDate: dayjs(),
        lines: !LINE_KINDS[config.lineKind].goods ? [] : [blankLine(config.lineKind)],
        ...config.initialValues?.(),
      });
      return;
    }
    if (!doc || !editing) return;
    form.setFieldsValue({
      ...config.headerValues?.(doc),
      billDate: dayjs(doc.billDate),
      remark: doc.remark,
      lines: doc.lines.map((l) => lineValue(config.lineKind, l)),
    });
    setDirty(false);
  }, [doc, mode, form, editing, config.headerValues, config.initialValues, config.lineKind]);

  const modeText = t(`document:mode.${mode === 'add' ? 'add' : editing ? 'edit' : 'detail'}`);
  const title = t(config.title, { mode: modeText, billNo: doc?.billNo ?? '' });
  useTabTitle(mode === 'add' || doc ? title : null);

  const leaveTo = async (path: string) => {
    useDirty.getState().setDirty(tabKey, false);
    await queryClient.invalidateQueries({ queryKey: keys.all });
    useTabs.getState().close(tabKey);
    navigate(path);
  };

  /** Stores the form (add or edit): the document as it now stands, or null (the form says why). */
  const saveDraft = async (): Promise<DocumentOperationResult | null> => {
    // Every value, not only the fields shown: a line keeps what its kind carries unseen (its
    // order line, where its price came from).
    const values = await form
      .validateFields()
      .then(() => form.getFieldsValue(true) as HeaderValues)
      .catch(() => null);
    if (!values) return null;
    const lines = (values.lines ?? []).map((l) => lineBody(config.lineKind, l));
    if (lines.length === 0) {
      ui.error(t('document:lines.atLeastOne'));
      return null;
    }
    // spec §5: a zero price is asked about before it is saved.
    if (config.lineKind === 'priced' && (values.lines ?? []).some((l) => !l.gift && Number(l.price) === 0)) {
      const ok = await ui.confirm({ title: t('common:pleaseConfirm'), content: t('document:lines.zeroPriceQuestion') });
      if (!ok) return null;
    }
    const asked = config.beforeSave ? await config.beforeSave(lines) : true;
    if (asked === false) return null;
    const body = {
      ...(id && doc ? { id, version: doc.version } : {}),
      billDate: (values.billDate ?? dayjs()).format('YYYY-MM-DD'),
      remark: values.remark || null,
      ...config.headerBody?.(values),
      ...(asked === true ? {} : asked),
      lines,
    };
    try {
      const result = doc ? await api.update(body) : await api.add(body);
      setDirty(false);
      return result;
    } catch (error) {
      if (!(await ops.reloadOnStale(error))) showSubmitError(form, error);
      return null;
    }
  };

  const ops = useDocumentOperations({
    type: config.type,
    doc,
    reload: () => detail.refetch(),
    // Reviewing a draft with pending edits saves them first, and reviews what was saved.
    prepare: editing && doc ? async () => (dirty ? ((await saveDraft())?.version ?? null) : doc.version) : undefined,
  });

  // 打印 (F11): the document through its bill type's template; the audit trail then shows the print.
  const printing = usePrintDocuments(config.type, () => detail.refetch(), config.printExtras);

  const save = async () => {
    ops.setBusy('SAVE');
    try {
      const result = await saveDraft();
      if (!result) return;
      ui.success(operationToast(t, config.type, result.billNo, 'SAVE'));
      if (doc) await queryClient.invalidateQueries({ queryKey: keys.all });
      else await leaveTo(`${ctx.menuPath}/${has(`${permission}:detail`) ? 'detail' : 'edit'}/${result.id}`);
    } finally {
      ops.setBusy(null);
    }
  };

  const remove = async () => {
    if (!doc) return;
    const { question, hint } = operationQuestion(t, config.type, doc.billNo, 'DELETE');
    const ok = await ui.confirm({
      title: t('common:pleaseConfirm'),
      content: hint ? `${question} ${hint}` : question,
      okText: t('document:operation.DELETE'),
      danger: true,
    });
    if (!ok) return;
    await api.remove([doc.id]);
    ui.success(operationToast(t, config.type, doc.billNo, 'DELETE'));
    await leaveTo(ctx.menuPath);
  };

  const operations: EditorOperation[] = [];
  if (editing) {
    operations.push({
      key: 'save',
      label: t('document:operation.SAVE'),
      primary: !doc,
      shortcut: 'F4',
      loading: ops.busy === 'SAVE',
      disabled: ops.busy !== null,
      permission: `${permission}:${mode === 'add' ? 'add' : 'edit'}`,
      onClick: save,
    });
  }
  operations.push(...ops.operations.filter((o) => !(config.noPosting && o.key === operationPath('COMPLETE'))));
  if (doc) {
    operations.push({
      key: 'print',
      label: t('document:operation.PRINT'),
      shortcut: 'F11',
      loading: printing.busy,
      disabled: ops.busy !== null || printing.busy,
      permission: `${permission}:print`,
      onClick: () => printing.print([doc.id]),
    });
  }
  if (doc?.status === 'DRAFT') {
    operations.push({
      key: 'delete',
      label: t('document:operation.DELETE'),
      danger: true,
      disabled: ops.busy !== null,
      permission: `${permission}:delete`,
      onClick: remove,
    });
  }

  return (
    <EditorFrame
      title={title}
      extra={doc ? <DocumentStatusTag status={doc.status} /> : null}
      dirty={editing && dirty}
      loading={Boolean(id) && detail.isLoading}
      onBack={() => void back()}
      operations={operations}
    >
      {!editing && doc ? (
        <DocumentDetail doc={doc} config={config} skus={skus} />
      ) : (
        <Form<HeaderValues> form={form} layout="vertical" onValuesChange={() => setDirty(true)} data-testid="document-form">
          <div className="q-section-title">{t('document:section.header')}</div>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="billDate" label={t('document:fields.billDate')} rules={[{ required: true }]}>
                <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" allowClear={false} />
              </Form.Item>
            </Col>
            {config.headerFields?.(form)}
            <Col xs={24} md={12}>
              <Form.Item name="remark" label={t('document:fields.remark')} rules={[{ max: 500 }]}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <div className="q-section-title">{t(LINE_KINDS[config.lineKind].section)}</div>
          {config.linesExtra?.(form, () => setDirty(true))}
          {config.lineGrid ? (
            config.lineGrid(form, () => setDirty(true))
          ) : (
            <LineGrid
              form={form}
              kind={config.lineKind}
              saleLines={config.saleLines}
              skus={skus}
              onChanged={() => setDirty(true)}
              priceLookup={config.priceLookup ? (skuId, qty) => config.priceLookup?.(form, skuId, qty) ?? Promise.resolve(null) : undefined}
            />
          )}
        </Form>
      )}
    </EditorFrame>
  );
}

/** The editor page of a type's screen (the registry makes it from the type's config). */
export function documentEditorPage(config: DocumentEditorConfig): ComponentType {
  return function DocumentEditorPage() {
    return <DocumentEditor config={config} />;
  };
}
