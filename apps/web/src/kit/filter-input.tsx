import { DatePicker, Input, InputNumber, Select, Space, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../core/constants';
import { labelWidth } from './action-width';
import type { FilterField, FilterValue, NumberRange } from './filter-rules';
import { SkuSelect } from './sku-picker';

type NumberRangeInputProps = {
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
  min?: number;
  max?: number;
  precision?: number;
};

function NumberRangeInput({ value, onChange, min, max, precision }: NumberRangeInputProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <InputNumber
        style={{ width: 100 }}
        placeholder={t('kit:filter.min')}
        min={min}
        max={max}
        precision={precision}
        value={value?.min ?? null}
        onChange={(v) => onChange?.({ ...value, min: v })}
      />
      <InputNumber
        style={{ width: 100 }}
        placeholder={t('kit:filter.max')}
        min={min}
        max={max}
        precision={precision}
        value={value?.max ?? null}
        onChange={(v) => onChange?.({ ...value, max: v })}
      />
    </Space.Compact>
  );
}

type Props = { field: FilterField; value?: FilterValue; onChange?: (value: FilterValue) => void };

function asText(value: FilterValue): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Wide enough for the whole placeholder (Indonesian ones run long), within reason; padding and the clear icon included. */
export function fitWidth(base: number, placeholder: string | undefined, max = 360): number {
  return placeholder ? Math.min(max, Math.max(base, labelWidth(placeholder) + 11 * 2 + 20)) : base;
}

/** The input of one filter field, usable inside a Form.Item or on its own. */
export function FilterInput({ field, value, onChange }: Props) {
  const { t } = useTranslation();
  switch (field.kind) {
    case 'keyword': {
      const placeholder = field.placeholder ?? t('kit:filter.keywordPlaceholder');
      return (
        <Input
          allowClear
          style={{ width: fitWidth(220, placeholder) }}
          placeholder={placeholder}
          title={placeholder}
          value={asText(value)}
          onChange={(e) => onChange?.(e.target.value)}
          data-filter-keyword
        />
      );
    }
    case 'text':
      return (
        <Input
          allowClear
          style={{ width: fitWidth(180, field.placeholder) }}
          placeholder={field.placeholder}
          title={field.placeholder}
          value={asText(value)}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'select':
      return (
        <Select<string>
          allowClear
          style={{ width: fitWidth(160, field.placeholder) }}
          placeholder={field.placeholder ?? t('kit:filter.all')}
          options={field.options}
          optionFilterProp="label"
          showSearch={field.options.length > 8}
          value={asText(value)}
          onChange={(v) => onChange?.(v ?? undefined)}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect<string>
          allowClear
          showSearch
          style={{ width: fitWidth(200, field.placeholder) }}
          placeholder={field.placeholder ?? t('kit:filter.all')}
          treeData={field.treeData}
          treeNodeFilterProp="title"
          popupMatchSelectWidth={false}
          value={asText(value)}
          onChange={(v) => onChange?.(v ?? undefined)}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          style={{ width: 260 }}
          value={Array.isArray(value) ? (value as [Dayjs | null, Dayjs | null]) : null}
          onChange={(dates) => onChange?.(dates ? [dates[0], dates[1]] : null)}
        />
      );
    case 'date': {
      const text = asText(value);
      return (
        <DatePicker
          style={{ width: 150 }}
          placeholder={field.placeholder}
          value={text ? dayjs(text, DATE_FORMAT) : null}
          onChange={(day) => onChange?.(day ? day.format(DATE_FORMAT) : undefined)}
        />
      );
    }
    case 'sku':
      return (
        <SkuSelect
          includeDisabled
          style={{ width: fitWidth(220, field.placeholder) }}
          placeholder={field.placeholder}
          value={asText(value)}
          onChange={(id) => onChange?.(id)}
        />
      );
    case 'numberRange':
      return (
        <NumberRangeInput
          value={value && typeof value === 'object' && !Array.isArray(value) ? value : undefined}
          onChange={onChange}
          min={field.min}
          max={field.max}
          precision={field.precision}
        />
      );
  }
}
