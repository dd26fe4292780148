import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, type FormListFieldData, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../i18n';

// The tables of a SKU form's lists (components, packages): one row a list item.

type Column = NonNullable<TableProps<FormListFieldData>['columns']>[number];

/** The operations column: a delete button on each row but those `kept`. */
export function removeColumn(
  remove: (index: number) => void,
  options: { kept?: (field: FormListFieldData) => boolean; fixed?: 'right'; action?: string } = {},
): Column {
  return {
    key: '__remove',
    title: t('kit:list.operations'),
    width: 80,
    align: 'center',
    fixed: options.fixed,
    render: (_, field: FormListFieldData) =>
      options.kept?.(field) ? null : (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={() => remove(field.name)}
          aria-label={t('common:delete')}
          data-action={options.action}
        />
      ),
  };
}

/** The list's rows, then the errors of the list as a whole. */
export function FormListTable({ errors, ...table }: TableProps<FormListFieldData> & { errors: ReactNode[] }) {
  return (
    <>
      <Table<FormListFieldData> rowKey="key" size="small" bordered pagination={false} {...table} />
      <Form.ErrorList errors={errors} />
    </>
  );
}
