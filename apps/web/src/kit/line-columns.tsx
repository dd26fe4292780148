import { DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';

/** The first column of a line table being edited: the line's number, from 1. */
export function lineNumberColumn<T = FormListFieldData>(fixed?: 'left'): ColumnType<T> {
  return { key: 'no', title: '#', width: 48, align: 'center', fixed, render: (_v, _row, i) => i + 1 };
}

/**
 * The last column of a line table being edited: a red bin, named and explained as 删除行, that
 * removes the line and then calls `removed` (totals, dirty state).
 */
export function removeLineColumn(
  t: TFunction,
  remove: (name: number) => void,
  options: { removed?: () => void; disabled?: boolean; fixed?: 'right' } = {},
): ColumnType<FormListFieldData> {
  const label = t('document:lines.remove');
  return {
    key: 'op',
    title: '',
    width: 56,
    align: 'center',
    fixed: options.fixed,
    render: (_v, field) => (
      <Tooltip title={label}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={options.disabled}
          aria-label={label}
          onClick={() => {
            remove(field.name);
            options.removed?.();
          }}
        />
      </Tooltip>
    ),
  };
}
