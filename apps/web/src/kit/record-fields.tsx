import { Col, type ColProps, Form, Input, InputNumber, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChoiceRule } from './required-rules';
import { useStatusOptions } from './status-tag';

// Fields most master-data forms have: status, sort order, remark. Given `col`, a field stands
// in a grid column of that size.

type Placed = { col?: ColProps };

function placed(col: ColProps | undefined, field: ReactNode): ReactNode {
  return col ? <Col {...col}>{field}</Col> : field;
}

/** Enabled or disabled; `buttons` shows them as a button bar. */
export function StatusField({ col, required = true, buttons }: Placed & { required?: boolean; buttons?: boolean }) {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const options = useStatusOptions();
  return placed(
    col,
    <Form.Item name="status" label={t('common:statusLabel')} rules={required ? [choose] : undefined}>
      <Radio.Group options={options} optionType={buttons ? 'button' : undefined} />
    </Form.Item>,
  );
}

/** Free text up to `max` characters, counted; grows to `maxRows` lines. */
export function RemarkField({ col, label, max = 200, maxRows = 4 }: Placed & { label: ReactNode; max?: number; maxRows?: number }) {
  return placed(
    col,
    <Form.Item name="remark" label={label} rules={[{ max }]}>
      <Input.TextArea maxLength={max} autoSize={{ minRows: 2, maxRows }} showCount />
    </Form.Item>,
  );
}

/** The position in lists: a whole number from 0 to `max`. */
export function SortField({
  col,
  label,
  max,
  required,
  tooltip,
  extra,
}: Placed & { label: ReactNode; max: number; required?: boolean; tooltip?: ReactNode; extra?: ReactNode }) {
  return placed(
    col,
    <Form.Item name="sort" label={label} tooltip={tooltip} extra={extra} rules={required ? [{ required: true }] : undefined}>
      <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>,
  );
}
