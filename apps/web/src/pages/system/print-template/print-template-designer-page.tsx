import {
  DOCUMENT_SCREENS,
  DOCUMENT_TYPES,
  type DocumentType,
  PRINT_ELEMENT_KINDS,
  PRINT_HEADER_FIELDS,
  PRINT_LINE_FIELDS,
  PRINT_PAGE_SIZES,
  PRINT_TEMPLATE_TYPES,
  type PrintDocument,
  type PrintElement,
  type PrintPage,
  type PrintTemplateType,
  type PrintTemplateView,
  type ScreenDocumentType,
} from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../core/ui-bridge';
import { documentApi } from '../../../kit/document/document-api';
import { EditorFrame, type EditorOperation } from '../../../kit/editor-frame';
import { printApi, printTemplateKeys } from '../../../kit/print/print-api';
import { renderDocuments } from '../../../kit/print/use-print';
import { useEditorTab, useTabTitle } from '../../../kit/use-editor-tab';
import { DesignerCanvas } from './designer-canvas';
import { newElement, type PageSizeName, sizeNameOf } from './designer-model';
import { DesignerProperties } from './designer-properties';

type Draft = {
  name: string;
  printerName: string | null;
  billType: DocumentType;
  templateType: PrintTemplateType;
  isDefault: boolean;
  page: PrintPage;
  elements: PrintElement[];
};

const NEW_TEMPLATE: Draft = {
  name: '',
  printerName: null,
  billType: 'WAREHOUSE_TRANSFER',
  templateType: 0,
  isDefault: false,
  page: { width: 210, height: 297, marginTop: 10, marginRight: 10, marginBottom: 10, marginLeft: 10 },
  elements: [],
};

const MARGINS = ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'] as const;

/** The page's scale on screen: the page about 640 px wide, between 1.5 and 4 px per mm. */
const scaleOf = (page: PrintPage) => Math.min(4, Math.max(1.5, 640 / page.width));

/**
 * 打印模板 designer: the template's settings and paper, the page drawn at scale with its
 * elements (drag to move, drag the corner to resize), the selected element's properties, a
 * preview through the bill type's latest document, save.
 */
export default function PrintTemplateDesignerPage() {
  const { t } = useTranslation();
  const { mode, id, finish, back } = useEditorTab();
  const detail = useQuery({
    queryKey: printTemplateKeys.detail(id ?? 'new'),
    queryFn: () => printApi.detail(id as string),
    enabled: Boolean(id),
  });
  const [draft, setDraft] = useState<Draft | null>(mode === 'add' ? NEW_TEMPLATE : null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState<{ html: string; billNo: string; doc: PrintDocument } | null>(null);
  const [previewKeys, setPreviewKeys] = useState<{ header: string[]; line: string[] }>({ header: [], line: [] });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!draft && detail.data) {
      const { page, elements, name, printerName, billType, templateType, isDefault } = detail.data;
      setDraft({ page, elements, name, printerName, billType, templateType, isDefault });
    }
  }, [draft, detail.data]);
  useTabTitle(mode === 'add' ? t('print:designer.titleAdd') : t('print:designer.titleEdit', { name: detail.data?.name ?? '' }));

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setDirty(true);
  };
  const changeElement = (next: PrintElement) => {
    setDraft((d) => (d ? { ...d, elements: d.elements.map((e) => (e.id === next.id ? next : e)) } : d));
    setDirty(true);
  };
  const changePage = (patch: Partial<PrintPage>) => draft && change({ page: { ...draft.page, ...patch } });

  const save = async () => {
    if (!draft) return;
    if (!draft.name.trim()) {
      ui.error(t('print:list.name'));
      return;
    }
    setSaving(true);
    try {
      const saved =
        mode === 'add' || !id || !detail.data
          ? await printApi.add(draft)
          : await printApi.update({ ...draft, id, version: detail.data.version });
      setDirty(false);
      ui.success(t('print:designer.saved', { name: saved.name }));
      await finish(printTemplateKeys.all);
    } finally {
      setSaving(false);
    }
  };

  const showPreview = async () => {
    if (!draft) return;
    const screen = DOCUMENT_SCREENS[draft.billType as ScreenDocumentType] as (typeof DOCUMENT_SCREENS)[ScreenDocumentType] | undefined;
    const latest = screen ? (await documentApi(screen.base).page({ pageNum: 1, pageSize: 1, sort: 'createTime,desc' })).list[0] : undefined;
    if (!latest) {
      ui.warning(t('print:designer.noPreviewDocument'));
      return;
    }
    const docs = await printApi.documents(draft.billType as ScreenDocumentType, [latest.id], false);
    const view: PrintTemplateView = {
      ...draft,
      id: id ?? '0',
      width: draft.page.width,
      height: draft.page.height,
      version: 0,
      updateTime: '',
    };
    setPreviewKeys({ header: Object.keys(docs[0] ?? {}).filter((k) => k !== 'lines'), line: Object.keys(docs[0]?.lines[0] ?? {}) });
    setPreview({ html: await renderDocuments(t, view, docs), billNo: latest.billNo, doc: docs[0] });
  };

  const operations: EditorOperation[] = [
    {
      key: 'preview',
      label: t('print:designer.preview'),
      disabled: !draft,
      onClick: showPreview,
    },
    {
      key: 'save',
      label: t('print:designer.save'),
      primary: true,
      shortcut: 'F4',
      loading: saving,
      disabled: !draft || saving,
      permission: mode === 'add' ? 'system:printTemplate:add' : 'system:printTemplate:edit',
      onClick: save,
    },
  ];

  const selected = draft?.elements.find((e) => e.id === selectedId) ?? null;
  const uniq = (a: readonly string[], b: string[]) => [...new Set([...a, ...b])];
  const sizeName: PageSizeName = draft ? sizeNameOf(draft.page) : 'A4';

  return (
    <EditorFrame
      title={mode === 'add' ? t('print:designer.titleAdd') : t('print:designer.titleEdit', { name: draft?.name ?? '' })}
      dirty={dirty}
      loading={Boolean(id) && detail.isLoading}
      onBack={() => void back()}
      operations={operations}
    >
      {draft ? (
        <Row gutter={12} wrap={false} data-testid="print-designer">
          <Col flex="260px">
            <Card size="small" title={t('print:designer.settings')} style={{ marginBottom: 12 }}>
              <Form layout="vertical" size="small">
                <Form.Item label={t('print:list.name')} required style={{ marginBottom: 8 }}>
                  <Input value={draft.name} maxLength={50} onChange={(e) => change({ name: e.target.value })} data-testid="designer-name" />
                </Form.Item>
                <Form.Item label={t('print:list.billType')} style={{ marginBottom: 8 }}>
                  <Select
                    showSearch
                    optionFilterProp="label"
                    value={draft.billType}
                    onChange={(billType) => change({ billType })}
                    options={DOCUMENT_TYPES.map((d) => ({ value: d.code, label: t(`document:type.${d.code}`) }))}
                  />
                </Form.Item>
                <Form.Item label={t('print:list.templateType')} style={{ marginBottom: 8 }}>
                  <Select
                    value={draft.templateType}
                    onChange={(templateType) => change({ templateType })}
                    options={PRINT_TEMPLATE_TYPES.map((tt) => ({ value: tt, label: t(`print:templateType.${tt}`) }))}
                  />
                </Form.Item>
                <Form.Item label={t('print:list.printerName')} extra={t('print:designer.printerHint')} style={{ marginBottom: 8 }}>
                  <Input
                    value={draft.printerName ?? ''}
                    maxLength={100}
                    onChange={(e) => change({ printerName: e.target.value || null })}
                  />
                </Form.Item>
                <Checkbox checked={draft.isDefault} onChange={(e) => change({ isDefault: e.target.checked })}>
                  {t('print:list.isDefault')}
                </Checkbox>
              </Form>
            </Card>
            <Card size="small" title={t('print:designer.page')} style={{ marginBottom: 12 }}>
              <Form layout="vertical" size="small">
                <Form.Item label={t('print:designer.pageSize')} style={{ marginBottom: 8 }}>
                  <Select<PageSizeName>
                    value={sizeName}
                    onChange={(name) => {
                      if (name === 'CUSTOM') return;
                      const [width, height] = PRINT_PAGE_SIZES[name];
                      changePage({ width, height });
                    }}
                    options={[...Object.keys(PRINT_PAGE_SIZES), 'CUSTOM'].map((n) => ({
                      value: n as PageSizeName,
                      label: t(`print:designer.size.${n}`),
                    }))}
                  />
                </Form.Item>
                <Space.Compact block>
                  <Form.Item label={t('print:designer.width')} style={{ marginBottom: 8 }}>
                    <InputNumber value={draft.page.width} min={20} max={1000} onChange={(v) => changePage({ width: Number(v ?? 20) })} />
                  </Form.Item>
                  <Form.Item label={t('print:designer.height')} style={{ marginBottom: 8 }}>
                    <InputNumber value={draft.page.height} min={20} max={2000} onChange={(v) => changePage({ height: Number(v ?? 20) })} />
                  </Form.Item>
                </Space.Compact>
                <Row gutter={6}>
                  {MARGINS.map((m) => (
                    <Col span={12} key={m}>
                      <Form.Item label={t(`print:designer.${m}`)} style={{ marginBottom: 8 }}>
                        <InputNumber value={draft.page[m]} min={0} max={100} onChange={(v) => changePage({ [m]: Number(v ?? 0) })} />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Form>
            </Card>
            <Card size="small" title={t('print:designer.elements')}>
              <Space wrap size={4}>
                {PRINT_ELEMENT_KINDS.map((kind) => (
                  <Button
                    key={kind}
                    size="small"
                    disabled={draft.elements.length >= 100}
                    data-testid={`designer-add-${kind}`}
                    onClick={() => {
                      const el = newElement(kind, draft.elements, t('print:designer.sampleText'));
                      change({ elements: [...draft.elements, el] });
                      setSelectedId(el.id);
                    }}
                  >
                    {t(`print:designer.kind.${kind}`)}
                  </Button>
                ))}
              </Space>
            </Card>
          </Col>
          <Col flex="auto" style={{ overflow: 'auto', background: '#f0f2f5', padding: 16, minWidth: 0 }}>
            <DesignerCanvas
              page={draft.page}
              elements={draft.elements}
              selectedId={selectedId}
              scale={scaleOf(draft.page)}
              onSelect={setSelectedId}
              onChange={changeElement}
            />
          </Col>
          <Col flex="300px">
            <Card size="small" title={t('print:designer.properties')}>
              <DesignerProperties
                element={selected}
                headerFields={uniq(PRINT_HEADER_FIELDS, previewKeys.header)}
                lineFields={uniq(PRINT_LINE_FIELDS, previewKeys.line)}
                onChange={changeElement}
                onRemove={(removed) => {
                  change({ elements: draft.elements.filter((e) => e.id !== removed) });
                  setSelectedId(null);
                }}
              />
            </Card>
          </Col>
        </Row>
      ) : null}
      <Modal
        open={preview !== null}
        title={preview ? t('print:designer.previewTitle', { billNo: preview.billNo }) : ''}
        onCancel={() => setPreview(null)}
        footer={null}
        width={Math.min(1100, (draft?.page.width ?? 210) * 3.78 + 120)}
        destroyOnHidden
      >
        {preview ? (
          <iframe
            title="print-preview"
            data-testid="print-preview"
            srcDoc={preview.html}
            style={{ width: '100%', height: '70vh', border: '1px solid #ddd', background: '#eee' }}
          />
        ) : null}
      </Modal>
    </EditorFrame>
  );
}
