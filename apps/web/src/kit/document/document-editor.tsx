import { DOCUMENT_SCREENS, type DocumentDetailView, type DocumentLineView, operationButton, operationPath } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, DatePicker, Descriptions, Form, Input, Row, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { usePermission } from '../../core/access';
import { useDirty } from '../../core/dirty-store';
import { useTabContext } from '../../core/tab-context';
import { useTabs } from '../../core/tabs-store';
import { ui } from '../../core/ui-bridge';
import { EditorFrame, type EditorOperation } from '../editor-frame';
import { showSubmitError } from '../form-errors';
import { useEditorTab, useTabTitle } from '../use-editor-tab';
import { type DocumentOp, documentApi, documentKeys, STALE_CODES } from './document-api';
import { AuditTrail, DocumentStatusTag, formatDateTime, formatDecimal, useEmployeeNames, useSkuNames } from './document-kit';
import type { DocumentScreenConfig, HeaderValues } from './document-screen';
import { LineGrid, type LineValue, newLine, QtySignTag } from './line-grid';

/** The editor's part of a type's screen config (document-screen.ts). */
export type DocumentEditorConfig = Pick<
  DocumentScreenConfig,
  'type' | 'title' | 'lineKind' | 'headerFields' | 'headerValues' | 'headerBody' | 'headerItems' | 'opLabels'
>;

const OP_SHORTCUT: Partial<Record<DocumentOp, 'F9' | 'F6'>> = { review: 'F9', complete: 'F6' };
const DANGEROUS: readonly DocumentOp[] = ['discard', 'reverse', 'close'];

/**
 * Add, edit or view one document: header fields and an editable line grid (F4 save, F7 clear
 * lines, F8 add a line); the detail shows the lines, the operations its status allows (F9
 * review, F6 post) each with a confirmation and a fresh Idempotency-Key, and the audit trail.
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
  const [busy, setBusy] = useState<string | null>(null);
  const readOnly = mode === 'detail';

  const detail = useQuery({ queryKey: keys.detail(id ?? ''), queryFn: () => api.detail(id ?? ''), enabled: Boolean(id) });
  const doc = detail.data;
  const lineSkuIds = (doc?.lines ?? []).map((l) => l.skuId);
  const watchedLines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const skus = useSkuNames([...lineSkuIds, ...watchedLines.map((l) => l?.skuId ?? '')]);

  useEffect(() => {
    if (mode === 'add') {
      form.setFieldsValue({ billDate: dayjs(), lines: [newLine()] });
      return;
    }
    if (!doc || readOnly) return;
    form.setFieldsValue({
      ...config.headerValues?.(doc),
      billDate: dayjs(doc.billDate),
      remark: doc.remark,
      lines: doc.lines.map((l) => ({
        key: l.id,
        skuId: l.skuId,
        qty: l.qty,
        unitCost: (l.unitCost as string | null | undefined) ?? null,
        remark: (l.remark as string | null | undefined) ?? null,
      })),
    });
    setDirty(false);
  }, [doc, mode, form, readOnly, config.headerValues]);

  const modeText = t(`document:mode.${mode}`);
  const title = t(config.title, { mode: modeText, billNo: doc?.billNo ?? '' });
  useTabTitle(mode === 'add' || doc ? title : null);

  const leaveTo = async (path: string) => {
    useDirty.getState().setDirty(tabKey, false);
    await queryClient.invalidateQueries({ queryKey: keys.all });
    useTabs.getState().close(tabKey);
    navigate(path);
  };

  const reloadOnStale = async (error: unknown): Promise<boolean> => {
    if (isApiError(error) && STALE_CODES.includes(error.code)) {
      ui.error(error.message);
      await detail.refetch();
      return true;
    }
    return false;
  };

  const save = async () => {
    const values = await form.validateFields();
    const lines = (values.lines ?? []).map((l) => ({
      skuId: l.skuId,
      ...(config.lineKind === 'cost' ? { unitCost: String(l.unitCost ?? '') } : { qty: String(l.qty ?? '') }),
      remark: l.remark || null,
    }));
    if (lines.length === 0) {
      ui.error(t('document:lines.atLeastOne'));
      return;
    }
    const body = {
      ...(id && doc ? { id, version: doc.version } : {}),
      billDate: (values.billDate ?? dayjs()).format('YYYY-MM-DD'),
      remark: values.remark || null,
      ...config.headerBody?.(values),
      lines,
    };
    setBusy('save');
    try {
      const result = mode === 'edit' ? await api.update(body) : await api.add(body);
      ui.success(t('common:saved'));
      await leaveTo(`${ctx.menuPath}/detail/${result.id}`);
    } catch (error) {
      if (!(await reloadOnStale(error))) showSubmitError(form, error);
    } finally {
      setBusy(null);
    }
  };

  const operate = async (op: DocumentOp) => {
    if (!doc) return;
    const label = t(config.opLabels?.[op] ?? `document:op.${op}`);
    const asksReason = op !== 'review' && op !== 'complete';
    let reason = '';
    const question = t('document:confirmOp', { op: label, billNo: doc.billNo });
    const ok = await ui.confirm({
      title: t('common:pleaseConfirm'),
      content: asksReason ? (
        <div>
          <p>{question}</p>
          <Input.TextArea
            rows={2}
            maxLength={500}
            placeholder={t('document:reasonPlaceholder')}
            onChange={(e) => {
              reason = e.target.value;
            }}
            data-testid="operation-reason"
          />
        </div>
      ) : (
        question
      ),
      danger: DANGEROUS.includes(op),
    });
    if (!ok) return;
    setBusy(op);
    try {
      const result = await api.operate(op, { id: doc.id, version: doc.version, reason: reason.trim() || null });
      ui.success(t('document:opDone', { op: label }));
      // Posting changes stock: the stock screens refresh (in the background).
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      await queryClient.invalidateQueries({ queryKey: keys.all });
      if (op === 'reverse' && result.reversal) ui.success(t('document:reversalCreated', { billNo: result.reversal.billNo }));
    } catch (error) {
      await reloadOnStale(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!doc) return;
    const ok = await ui.confirm({
      title: t('common:pleaseConfirm'),
      content: t('document:confirmDelete', { billNo: doc.billNo }),
      danger: true,
    });
    if (!ok) return;
    await api.remove([doc.id]);
    ui.success(t('common:deleted'));
    await leaveTo(ctx.menuPath);
  };

  const operations: EditorOperation[] = [];
  if (!readOnly) {
    operations.push({
      key: 'save',
      label: t('common:save'),
      primary: true,
      shortcut: 'F4',
      loading: busy === 'save',
      permission: `${permission}:${mode === 'add' ? 'add' : 'edit'}`,
      onClick: save,
    });
  } else if (doc) {
    if (doc.status === 'DRAFT') {
      operations.push({
        key: 'edit',
        label: t('common:edit'),
        permission: `${permission}:edit`,
        onClick: () => navigate(`${ctx.menuPath}/edit/${doc.id}`),
      });
      operations.push({
        key: 'delete',
        label: t('common:delete'),
        danger: true,
        permission: `${permission}:delete`,
        onClick: remove,
      });
    }
    // The operations the document's status allows, as the server tells (its type's lifecycle).
    for (const operation of doc.operations) {
      const op = operationPath(operation);
      if (!op) continue;
      operations.push({
        key: op,
        label: t(config.opLabels?.[op] ?? `document:op.${op}`),
        primary: op === 'review' || op === 'complete',
        danger: DANGEROUS.includes(op),
        shortcut: OP_SHORTCUT[op],
        loading: busy === op,
        disabled: busy !== null,
        permission: `${permission}:${operationButton(operation)}`,
        onClick: () => operate(op),
      });
    }
  }

  const canSee = readOnly || has(`${permission}:${mode === 'add' ? 'add' : 'edit'}`);

  return (
    <EditorFrame
      title={title}
      extra={doc ? <DocumentStatusTag status={doc.status} /> : null}
      dirty={dirty}
      loading={Boolean(id) && detail.isLoading}
      onBack={() => void back()}
      operations={operations}
    >
      {readOnly && doc ? (
        <DocumentView doc={doc} config={config} skus={skus} />
      ) : (
        <Form<HeaderValues> form={form} layout="vertical" disabled={!canSee} onValuesChange={() => setDirty(true)}>
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
          <div className="q-section-title">{t('document:section.lines')}</div>
          <LineGrid form={form} kind={config.lineKind} skus={skus} disabled={!canSee} onChanged={() => setDirty(true)} />
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

function DocumentView({
  doc,
  config,
  skus,
}: {
  doc: DocumentDetailView;
  config: DocumentEditorConfig;
  skus: Map<string, { code: string; name: string; unit: string }>;
}) {
  const { t } = useTranslation();
  const employeeName = useEmployeeNames();
  const hasCost = doc.lines.some((l) => l.unitCost !== undefined && l.unitCost !== null);
  return (
    <div data-testid="document-detail">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'billNo', label: t('document:fields.billNo'), children: <Typography.Text copyable>{doc.billNo}</Typography.Text> },
            { key: 'billDate', label: t('document:fields.billDate'), children: doc.billDate },
            { key: 'status', label: t('document:fields.status'), children: <DocumentStatusTag status={doc.status} /> },
            ...(config.headerItems?.(doc) ?? []).map((item) => ({ ...item, label: t(item.label) })),
            { key: 'totalQty', label: t('document:fields.totalQty'), children: formatDecimal(doc.totalQty) },
            { key: 'createdBy', label: t('document:fields.createdBy'), children: employeeName(doc.createdBy, doc.createdByName) },
            { key: 'createTime', label: t('document:fields.createTime'), children: formatDateTime(doc.createTime) },
            { key: 'remark', label: t('document:fields.remark'), children: doc.remark ?? '' },
          ]}
        />
      </Card>
      <div className="q-section-title">{t('document:section.lines')}</div>
      <Table<DocumentLineView>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={doc.lines}
        scroll={{ x: 900 }}
        style={{ marginBottom: 16 }}
        columns={[
          { key: 'no', title: '#', width: 48, align: 'center', render: (_, l) => l.lineNo },
          { key: 'code', title: t('document:lines.skuCode'), width: 140, render: (_, l) => skus.get(l.skuId)?.code ?? l.skuId },
          { key: 'name', title: t('document:lines.skuName'), width: 260, render: (_, l) => skus.get(l.skuId)?.name ?? '' },
          { key: 'unit', title: t('document:lines.unit'), width: 70, render: (_, l) => skus.get(l.skuId)?.unit ?? '' },
          ...(config.lineKind === 'cost'
            ? []
            : [
                {
                  key: 'qty',
                  title: config.lineKind === 'signed' ? t('document:lines.signedQty') : t('document:lines.qty'),
                  width: 160,
                  align: 'right' as const,
                  render: (_: unknown, l: DocumentLineView) => (
                    <span>
                      {config.lineKind === 'signed' ? <QtySignTag qty={l.qty} /> : null}
                      {formatDecimal(l.qty)}
                    </span>
                  ),
                },
              ]),
          ...(config.lineKind === 'cost'
            ? [
                {
                  key: 'costPrice',
                  title: t('document:lines.oldUnitCost'),
                  width: 140,
                  align: 'right' as const,
                  render: (_: unknown, l: DocumentLineView) => formatDecimal(l.costPrice as string | null, 6, 2),
                },
              ]
            : []),
          ...(hasCost || config.lineKind === 'cost'
            ? [
                {
                  key: 'unitCost',
                  title: config.lineKind === 'cost' ? t('document:lines.newUnitCost') : t('document:lines.unitCost'),
                  width: 130,
                  align: 'right' as const,
                  render: (_: unknown, l: DocumentLineView) => formatDecimal(l.unitCost as string | null, 6, 2),
                },
                {
                  key: 'costAmount',
                  title: config.lineKind === 'cost' ? t('document:lines.adjustAmount') : t('document:lines.costAmount'),
                  width: 130,
                  align: 'right' as const,
                  render: (_: unknown, l: DocumentLineView) => formatDecimal(l.costAmount as string | null, 2, 2),
                },
              ]
            : []),
          { key: 'remark', title: t('document:lines.remark'), render: (_, l) => (l.remark as string | null) ?? '' },
        ]}
      />
      <div className="q-section-title">{t('document:section.audit')}</div>
      <AuditTrail audit={doc.audit} />
    </div>
  );
}
