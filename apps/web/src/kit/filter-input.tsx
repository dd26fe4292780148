import { DatePicker, Input, InputNumber, Select, Space, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FilterField, FilterValue, NumberRange } from './filter-rules';

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

/** The input of one filter field, usable inside a Form.Item or on its own. */
export function FilterInput({ field, value, onChange }: Props) {
  const { t } = useTranslation();
  switch (field.kind) {
    case 'keyword':
      return (
        <Input
          allowClear
          style={{ width: 220 }}
          placeholder={field.placeholder ?? t('kit:filter.keywordPlaceholder')}
          value={asText(value)}
          onChange={(e) => onChange?.(e.target.value)}
          data-filter-keyword
        />
      );
    case 'text':
      return (
        <Input
          allowClear
          style={{ width: 180 }}
          placeholder={field.placeholder}
          value={asText(value)}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'select':
      return (
        <Select<string>
          allowClear
          style={{ width: 160 }}
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
          style={{ width: 200 }}
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
