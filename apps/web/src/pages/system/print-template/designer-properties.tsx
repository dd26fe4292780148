import { UploadOutlined } from '@ant-design/icons';
import type { PrintElement } from '@quire/contracts';
import { AutoComplete, Button, Checkbox, Empty, Form, Input, InputNumber, Select, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadStoredFile } from '../../../api/files';
import { runAction } from '../../../api/report-error';

type Props = {
  element: PrintElement | null;
  headerFields: string[];
  lineFields: string[];
  onChange: (next: PrintElement) => void;
  onRemove: (id: string) => void;
};

/** A field picker: the bill type's fields by name, or a key typed in (`header.x`). */
function FieldPicker({ value, fields, onChange }: { value: string; fields: string[]; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <AutoComplete
      value={value}
      onChange={(v) => onChange(String(v ?? '').slice(0, 64))}
      options={fields.map((f) => ({ value: f, label: `${t(`print:field.${f}`, { defaultValue: f })} (${f})` }))}
      filterOption={(input, option) =>
        String(option?.label ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      data-testid="designer-field"
      style={{ width: '100%' }}
    />
  );
}

/** The property panel of the selected element: position and size, font, and what it prints. */
export function DesignerProperties({ element: e, headerFields, lineFields, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  if (!e) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('print:designer.noSelection')} />;
  const set = (patch: Partial<PrintElement>) => onChange({ ...e, ...patch } as PrintElement);
  const mm = (key: 'x' | 'y' | 'w' | 'h') => (
    <Form.Item label={t(`print:designer.${key}`)} style={{ marginBottom: 8 }}>
      <InputNumber
        value={e[key]}
        min={key === 'w' || key === 'h' ? 1 : 0}
        max={2000}
        step={0.5}
        onChange={(v) => set({ [key]: Number(v ?? 0) })}
        data-testid={`designer-${key}`}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" size="small" data-testid="designer-properties" data-element={e.id}>
      <div style={{ fontWeight: 600, marginBottom: 8 }}>{t(`print:designer.kind.${e.kind}`)}</div>
      <Space.Compact block>
        {mm('x')}
        {mm('y')}
      </Space.Compact>
      <Space.Compact block>
        {mm('w')}
        {mm('h')}
      </Space.Compact>
      <Space align="end" wrap>
        <Form.Item label={t('print:designer.fontSize')} style={{ marginBottom: 8 }}>
          <InputNumber value={e.fontSize} min={4} max={96} onChange={(v) => set({ fontSize: Number(v ?? 10) })} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Checkbox checked={e.bold} onChange={(ev) => set({ bold: ev.target.checked })}>
            {t('print:designer.bold')}
          </Checkbox>
        </Form.Item>
      </Space>
      <Form.Item label={t('print:designer.align')} style={{ marginBottom: 8 }}>
        <Select
          value={e.align}
          onChange={(v) => set({ align: v })}
          options={(['left', 'center', 'right'] as const).map((a) => ({ value: a, label: t(`print:designer.align.${a}`) }))}
        />
      </Form.Item>
      {e.kind === 'text' ? (
        <Form.Item label={t('print:designer.text')} style={{ marginBottom: 8 }}>
          <Input.TextArea value={e.text} maxLength={500} rows={2} onChange={(ev) => set({ text: ev.target.value })} />
        </Form.Item>
      ) : null}
      {e.kind === 'field' || e.kind === 'total' || e.kind === 'barcode' || e.kind === 'qrcode' ? (
        <Form.Item label={t('print:designer.field')} style={{ marginBottom: 8 }}>
          <FieldPicker value={e.field} fields={headerFields} onChange={(field) => set({ field })} />
        </Form.Item>
      ) : null}
      {e.kind === 'field' || e.kind === 'total' ? (
        <Form.Item label={t('print:designer.label')} style={{ marginBottom: 8 }}>
          <Input value={e.label ?? ''} maxLength={40} onChange={(ev) => set({ label: ev.target.value })} />
        </Form.Item>
      ) : null}
      {e.kind === 'barcode' ? (
        <Form.Item label={t('print:designer.symbology')} style={{ marginBottom: 8 }}>
          <Select
            value={e.symbology}
            onChange={(v) => set({ symbology: v })}
            options={[
              { value: 'code128', label: 'Code 128' },
              { value: 'ean13', label: 'EAN-13' },
            ]}
          />
        </Form.Item>
      ) : null}
      {e.kind === 'image' ? (
        <Form.Item label={t('print:designer.src')} extra={t('print:designer.logoHint')} style={{ marginBottom: 8 }}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Upload
              accept="image/png,image/jpeg,image/gif,image/webp"
              showUploadList={false}
              beforeUpload={(file) => {
                void runAction(async () => {
                  const stored = await uploadStoredFile(file, file.name);
                  set({ src: `file:${stored.id}` });
                });
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} data-testid="designer-logo-upload">
                {t('print:designer.uploadLogo')}
              </Button>
            </Upload>
            <Input.TextArea value={e.src} rows={2} onChange={(ev) => set({ src: ev.target.value.slice(0, 200_000) })} />
          </Space>
        </Form.Item>
      ) : null}
      {e.kind === 'table' ? (
        <Form.Item label={t('print:designer.columns')} style={{ marginBottom: 8 }}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {e.columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; each row edits the column at its place
              <Space.Compact key={i} block>
                <FieldPicker
                  value={c.field}
                  fields={lineFields}
                  onChange={(field) => set({ columns: e.columns.map((x, j) => (j === i ? { ...x, field } : x)) })}
                />
                <Input
                  placeholder={t('print:designer.columnTitle')}
                  value={c.title ?? ''}
                  maxLength={40}
                  onChange={(ev) => set({ columns: e.columns.map((x, j) => (j === i ? { ...x, title: ev.target.value } : x)) })}
                />
                <InputNumber
                  placeholder={t('print:designer.columnWidth')}
                  value={c.width}
                  min={1}
                  max={1000}
                  onChange={(v) => set({ columns: e.columns.map((x, j) => (j === i ? { ...x, width: v ?? undefined } : x)) })}
                />
                <Button
                  disabled={e.columns.length <= 1}
                  onClick={() => set({ columns: e.columns.filter((_, j) => j !== i) })}
                  aria-label={t('common:delete')}
                >
                  ×
                </Button>
              </Space.Compact>
            ))}
            <Button
              size="small"
              disabled={e.columns.length >= 20}
              onClick={() => set({ columns: [...e.columns, { field: 'skuCode', width: 30 }] })}
            >
              {t('print:designer.addColumn')}
            </Button>
          </Space>
        </Form.Item>
      ) : null}
      <Button danger size="small" onClick={() => onRemove(e.id)} data-testid="designer-remove">
        {t('print:designer.removeElement')}
      </Button>
    </Form>
  );
}
