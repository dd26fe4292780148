import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, type FormListFieldData, Input, Select, type TableProps, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { barcodeProblem, barcodeProblemText } from '../barcode-rules';
import { DecimalInput } from '../decimal-input';
import { useUnitOptions } from '../product-options';
import { decimalPattern } from '../product-rules';
import { FormListTable, removeColumn } from './form-list-table';
import type { PackageValues, SkuFormValues } from './sku-form';

const MAX_PACKAGES = 10;
const FACTOR = decimalPattern(14, 4);
const MEASURE = decimalPattern(10, 2);
const cell = { marginBottom: 0 };

/**
 * The packages (spec §3, §5) as an editable table: row 0 is the base package — the SKU's own
 * unit, factor 1, not removable — then larger packages (盒 ×12, 箱 ×240 …) with their barcode,
 * dimensions and weight.
 */
export function SkuPackagesTable({
  form,
  readOnly,
  extra,
}: {
  form: FormInstance<SkuFormValues>;
  readOnly: boolean;
  /** Shown at the right of the "add package" button (the units-per-case field). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const units = useUnitOptions();
  const skuUnit = Form.useWatch('unit', form);

  const measure = (field: FormListFieldData, key: 'length' | 'width' | 'height' | 'weight') => (
    <Form.Item
      name={[field.name, key]}
      style={cell}
      rules={[{ pattern: MEASURE, message: t('product:rule.measure'), transform: (v) => (v == null ? v : String(v)) }]}
    >
      <DecimalInput />
    </Form.Item>
  );

  return (
    <Form.List
      name="packages"
      rules={[
        {
          validator: async (_, rows: PackageValues[] | undefined) => {
            if ((rows ?? []).length > MAX_PACKAGES) throw new Error(t('product:pack.tooMany', { max: MAX_PACKAGES }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => {
        const columns: TableProps<FormListFieldData>['columns'] = [
          {
            key: 'unitName',
            title: t('product:pack.unit'),
            width: 160,
            render: (_, field) =>
              field.name === 0 ? (
                <span data-testid="base-package-unit">
                  {skuUnit || <span style={{ color: '#bfbfbf' }}>{t('product:pack.chooseSkuUnit')}</span>}{' '}
                  <Tag color="blue" style={{ marginInlineStart: 4 }}>
                    {t('product:pack.base')}
                  </Tag>
                </span>
              ) : (
                <Form.Item
                  name={[field.name, 'unitName']}
                  style={cell}
                  rules={[
                    { required: true, message: t('product:pack.unitRequired') },
                    {
                      validator: async (_, v: string | undefined) => {
                        if (!v) return;
                        const rows = (form.getFieldValue('packages') as PackageValues[]) ?? [];
                        const names = rows.map((p, i) => (i === 0 ? form.getFieldValue('unit') : p.unitName));
                        if (names.filter((n) => n === v).length > 1) throw new Error(t('product:pack.unitRepeated'));
                      },
                    },
                  ]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={units.options}
                    loading={units.loading}
                    placeholder={t('product:pack.unit')}
                    data-testid={`package-unit-${field.name}`}
                  />
                </Form.Item>
              ),
          },
          {
            key: 'factor',
            title: (
              <Tooltip title={t('product:pack.factorHint')}>
                <span>{t('product:pack.factor')}</span>
              </Tooltip>
            ),
            width: 140,
            align: 'right',
            render: (_, field) =>
              field.name === 0 ? (
                <span>1</span>
              ) : (
                <Form.Item
                  name={[field.name, 'factor']}
                  style={cell}
                  rules={[
                    { required: true, message: t('product:pack.factorRequired') },
                    {
                      validator: async (_, v: string | number | null | undefined) => {
                        if (v === null || v === undefined || v === '') return;
                        if (!FACTOR.test(String(v)) || Number(v) <= 0) throw new Error(t('product:pack.factorPositive'));
                        if (Number(v) === 1) throw new Error(t('product:pack.factorOne'));
                      },
                    },
                  ]}
                >
                  <DecimalInput suffix={skuUnit} data-testid={`package-factor-${field.name}`} />
                </Form.Item>
              ),
          },
          {
            key: 'barcode',
            title: t('product:pack.barcode'),
            width: 200,
            render: (_, field) => (
              <Form.Item
                name={[field.name, 'barcode']}
                style={cell}
                rules={[
                  {
                    validator: async (_, v: string | null | undefined) => {
                      const code = v?.trim();
                      if (!code) return;
                      const p = barcodeProblem(code);
                      if (p) throw new Error(barcodeProblemText(code, p, t));
                    },
                  },
                ]}
              >
                <Input
                  maxLength={14}
                  inputMode="numeric"
                  style={{ fontFamily: 'monospace' }}
                  data-testid={`package-barcode-${field.name}`}
                />
              </Form.Item>
            ),
          },
          { key: 'length', title: t('product:measure.lengthMm'), width: 100, render: (_, f) => measure(f, 'length') },
          { key: 'width', title: t('product:measure.widthMm'), width: 100, render: (_, f) => measure(f, 'width') },
          { key: 'height', title: t('product:measure.heightMm'), width: 100, render: (_, f) => measure(f, 'height') },
          { key: 'weight', title: t('product:measure.weightG'), width: 110, render: (_, f) => measure(f, 'weight') },
        ];
        if (!readOnly) columns.push(removeColumn(remove, { kept: (field) => field.name === 0, fixed: 'right', action: 'remove-package' }));
        return (
          <>
            <FormListTable
              columns={columns}
              dataSource={fields}
              errors={errors}
              scroll={{ x: 'max-content' }}
              data-testid="packages-table"
            />
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16, marginTop: 12 }}>
              {readOnly ? (
                <span />
              ) : (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  disabled={fields.length >= MAX_PACKAGES}
                  data-testid="add-package"
                >
                  {t('product:pack.add')}
                </Button>
              )}
              {extra}
            </div>
          </>
        );
      }}
    </Form.List>
  );
}
