import { BarcodeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barcodeProblem, barcodeProblemText } from '../barcode-rules';

type Props = {
  /** Set by a Form.Item: the typing box takes it (scroll to the first error). */
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  /** Barcodes used elsewhere on the form (packages): a repeat is refused here too. */
  taken?: readonly string[];
  max?: number;
};

/**
 * The SKU's barcodes as tags (the first is the main one). A typed barcode is added with Enter,
 * the button, or on leaving the box, after its GS1 check digit is verified.
 */
export function BarcodeTagsInput({ id, value = [], onChange, disabled, taken = [], max = 20 }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const v = text.trim();
    if (!v) {
      setProblem(null);
      return;
    }
    if (value.includes(v) || taken.includes(v)) {
      setProblem(t('product:barcode.repeated', { value: v }));
      return;
    }
    const p = barcodeProblem(v);
    if (p) {
      setProblem(barcodeProblemText(v, p, t));
      return;
    }
    onChange?.([...value, v]);
    setText('');
    setProblem(null);
  };

  const remove = (barcode: string) => onChange?.(value.filter((b) => b !== barcode));
  const makeMain = (barcode: string) => onChange?.([barcode, ...value.filter((b) => b !== barcode)]);

  return (
    <div data-testid="barcode-tags">
      <Space size={[6, 8]} wrap>
        {value.map((b, i) => {
          const bad = barcodeProblem(b) !== null;
          return (
            <Tag
              key={b}
              icon={<BarcodeOutlined />}
              color={bad ? 'error' : i === 0 ? 'processing' : 'default'}
              closable={!disabled}
              onClose={(e) => {
                e.preventDefault();
                remove(b);
              }}
              style={{ fontFamily: 'monospace', fontSize: 13, padding: '2px 8px', marginInlineEnd: 0 }}
              data-barcode={b}
            >
              {b}
              {i === 0 ? (
                <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6, fontFamily: 'inherit' }}>
                  {t('product:barcode.main')}
                </Typography.Text>
              ) : (
                !disabled && (
                  <Typography.Link style={{ fontSize: 12, marginInlineStart: 6 }} onClick={() => makeMain(b)}>
                    {t('product:barcode.makeMain')}
                  </Typography.Link>
                )
              )}
            </Tag>
          );
        })}
        {!disabled && value.length < max && (
          <Space.Compact>
            <Input
              id={id}
              value={text}
              onChange={(e) => {
                setText(e.target.value.replace(/\s/g, ''));
                if (problem) setProblem(null);
              }}
              onPressEnter={(e) => {
                e.preventDefault();
                add();
              }}
              onBlur={() => {
                if (text.trim()) add();
              }}
              inputMode="numeric"
              maxLength={14}
              status={problem ? 'error' : undefined}
              placeholder={t('product:barcode.placeholder')}
              style={{ width: 240 }}
              data-testid="barcode-input"
            />
            <Button icon={<PlusOutlined />} onClick={add} data-testid="barcode-add">
              {t('product:barcode.add')}
            </Button>
          </Space.Compact>
        )}
        {disabled && value.length === 0 && <Typography.Text type="secondary">{t('product:barcode.none')}</Typography.Text>}
      </Space>
      {problem && (
        <div className="ant-form-item-explain-error" style={{ marginTop: 4 }} data-testid="barcode-problem">
          {problem}
        </div>
      )}
    </div>
  );
}
