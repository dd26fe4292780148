import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { GoodsHit } from '@quire/contracts';
import { Button, Form, type FormInstance, type FormListFieldData, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkuPickerModal, SkuSelect } from '../../../kit/sku-picker';
import { DecimalInput } from '../decimal-input';
import { decimalPattern } from '../product-rules';
import { FormListTable, removeColumn } from './form-list-table';
import type { ComponentValues, SkuFormValues } from './sku-form';

const QUANTITY = decimalPattern(14, 4);
const MAX_COMPONENTS = 100;
const cell = { marginBottom: 0 };

/** The components of a combined product: a SKU picker per line and the quantity in one set. */
export function SkuComponentsTable({
  form,
  readOnly,
  selfId,
}: {
  form: FormInstance<SkuFormValues>;
  readOnly: boolean;
  selfId: string | null;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const lines = (Form.useWatch('components', { form, preserve: true }) ?? []) as ComponentValues[];
  const picked = lines.map((c) => c?.skuId).filter((id): id is string => Boolean(id));
  const exclude = selfId ? [...picked, selfId] : picked;

  const fill = (index: number, hit: GoodsHit | undefined, id: string | undefined) => {
    const row = (form.getFieldValue(['components', index]) ?? {}) as ComponentValues;
    form.setFieldValue(['components', index], {
      ...row,
      skuId: id,
      code: hit?.code ?? row.code,
      name: hit?.name ?? row.name,
      unit: hit?.unit ?? row.unit,
    });
  };

  return (
    <Form.List
      name="components"
      rules={[
        {
          validator: async (_, rows: ComponentValues[] | undefined) => {
            if (!form.getFieldValue('isCombined')) return;
            if (!rows?.length) throw new Error(t('product:combined.componentsRequired'));
            if (rows.length > MAX_COMPONENTS) throw new Error(t('product:combined.tooMany', { max: MAX_COMPONENTS }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => {
        const columns: TableProps<FormListFieldData>['columns'] = [
          { key: 'no', title: '#', width: 48, align: 'center', render: (_, f) => f.name + 1 },
          {
            key: 'sku',
            title: t('product:combined.component'),
            render: (_, field) => {
              const row = lines[field.name];
              return (
                <Form.Item
                  name={[field.name, 'skuId']}
                  style={cell}
                  rules={[
                    { required: true, message: t('product:combined.chooseSku') },
                    {
                      validator: async (_, id: string | undefined) => {
                        if (id && picked.filter((p) => p === id).length > 1) throw new Error(t('product:combined.repeated'));
                      },
                    },
                  ]}
                >
                  <SkuSelect
                    isCombined={false}
                    exclude={exclude}
                    initialOption={row?.skuId && row.code ? { id: row.skuId, code: row.code, name: row.name ?? '', unit: row.unit } : null}
                    onChange={(id, hit) => fill(field.name, hit, id)}
                    disabled={readOnly}
                    style={{ minWidth: 360 }}
                    data-testid={`component-sku-${field.name}`}
                  />
                </Form.Item>
              );
            },
          },
          { key: 'unit', title: t('product:sku.unit'), width: 80, align: 'center', render: (_, f) => lines[f.name]?.unit ?? '' },
          {
            key: 'quantity',
            title: t('product:combined.quantity'),
            width: 150,
            align: 'right',
            render: (_, field) => (
              <Form.Item
                name={[field.name, 'quantity']}
                style={cell}
                rules={[
                  { required: true, message: t('product:combined.quantityRequired') },
                  {
                    validator: async (_, v: string | number | null | undefined) => {
                      if (v === null || v === undefined || v === '') return;
                      if (!QUANTITY.test(String(v)) || Number(v) <= 0) throw new Error(t('product:combined.quantityPositive'));
                    },
                  },
                ]}
              >
                <DecimalInput data-testid={`component-qty-${field.name}`} />
              </Form.Item>
            ),
          },
        ];
        if (!readOnly) columns.push(removeColumn(remove));
        return (
          <>
            <FormListTable
              columns={columns}
              dataSource={fields}
              errors={errors}
              locale={{ emptyText: t('product:combined.noComponents') }}
              data-testid="components-table"
            />
            {!readOnly && (
              <Space style={{ marginTop: 8 }}>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ quantity: '1' })}
                  disabled={fields.length >= MAX_COMPONENTS}
                >
                  {t('product:combined.addLine')}
                </Button>
                <Button icon={<AppstoreAddOutlined />} onClick={() => setPicking(true)} disabled={fields.length >= MAX_COMPONENTS}>
                  {t('product:combined.pickMany')}
                </Button>
              </Space>
            )}
            <SkuPickerModal
              open={picking}
              onClose={() => setPicking(false)}
              isCombined={false}
              exclude={exclude}
              onPick={(hits) => {
                for (const h of hits) add({ skuId: h.id, code: h.code, name: h.name, unit: h.unit, quantity: '1' });
              }}
            />
          </>
        );
      }}
    </Form.List>
  );
}
