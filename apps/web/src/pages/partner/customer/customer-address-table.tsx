import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOMER_MAX_ADDRESSES } from '@quire/contracts';
import { Button, Cascader, Form, type FormInstance, Input, Popconfirm, Radio, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GeoOption } from './customer-rules';
import { type AddressRow, PHONE_PATTERN, setDefaultAt, withOneDefault } from './customer-rules';

type Props = { form: FormInstance; geoOptions: GeoOption[]; readOnly: boolean; onChanged: () => void };

const cell = { style: { marginBottom: 0 } } as const;

/** 收货地址: an editable table; exactly one row is the default (a radio). */
export function CustomerAddressTable({ form, geoOptions, readOnly, onChanged }: Props) {
  const { t } = useTranslation();
  const rows = (): AddressRow[] => form.getFieldValue('addresses') ?? [];
  const update = (next: AddressRow[]) => {
    form.setFieldValue('addresses', next);
    onChanged();
  };

  return (
    <Form.List
      name="addresses"
      rules={[
        {
          validator: async (_, value: AddressRow[] | undefined) => {
            const list = value ?? [];
            if (list.length > 0 && list.filter((a) => a.isDefault).length !== 1) throw new Error(t('partner:customer.address.oneDefault'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 'max-content' }}
            data-testid="customer-addresses"
            locale={{ emptyText: t('partner:customer.address.empty') }}
            columns={[
              {
                key: 'isDefault',
                title: t('partner:customer.address.isDefault'),
                width: 70,
                align: 'center',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'isDefault']} valuePropName="checked" {...cell}>
                    <Radio
                      disabled={readOnly}
                      onChange={() => update(setDefaultAt(rows(), field.name))}
                      aria-label={t('partner:customer.address.isDefault')}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'contactName',
                title: t('partner:customer.address.contactName'),
                width: 130,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'contactName']} rules={[{ required: true, whitespace: true }, { max: 50 }]} {...cell}>
                    <Input maxLength={50} placeholder={t('partner:customer.address.contactName')} />
                  </Form.Item>
                ),
              },
              {
                key: 'contactPhone',
                title: t('partner:customer.address.contactPhone'),
                width: 160,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'contactPhone']}
                    rules={[
                      { required: true, whitespace: true },
                      { max: 30 },
                      { pattern: PHONE_PATTERN, message: t('partner:customer.phonePattern') },
                    ]}
                    {...cell}
                  >
                    <Input maxLength={30} placeholder={t('partner:customer.address.contactPhone')} />
                  </Form.Item>
                ),
              },
              {
                key: 'region',
                title: t('partner:customer.address.region'),
                width: 240,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'region']} {...cell}>
                    <Cascader
                      options={geoOptions}
                      changeOnSelect
                      showSearch
                      style={{ width: '100%' }}
                      placeholder={t('partner:customer.address.regionPlaceholder')}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'districtName',
                title: t('partner:customer.address.district'),
                width: 130,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'districtName']} rules={[{ max: 50 }]} {...cell}>
                    <Input maxLength={50} />
                  </Form.Item>
                ),
              },
              {
                key: 'detail',
                title: t('partner:customer.address.detail'),
                width: 300,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'detail']} rules={[{ required: true, whitespace: true }, { max: 200 }]} {...cell}>
                    <Input maxLength={200} placeholder={t('partner:customer.address.detail')} />
                  </Form.Item>
                ),
              },
              ...(readOnly
                ? []
                : [
                    {
                      key: 'actions',
                      title: t('kit:list.operations'),
                      width: 70,
                      fixed: 'right' as const,
                      render: (_: unknown, field: { name: number }) => (
                        <Popconfirm
                          title={t('partner:customer.address.confirmRemove')}
                          okText={t('common:delete')}
                          cancelText={t('common:cancel')}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => {
                            remove(field.name);
                            update(withOneDefault(rows()));
                          }}
                        >
                          <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('common:delete')} />
                        </Popconfirm>
                      ),
                    },
                  ]),
            ]}
          />
          <Form.ErrorList errors={errors} />
          {!readOnly && (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              disabled={fields.length >= CUSTOMER_MAX_ADDRESSES}
              onClick={() => {
                add({
                  isDefault: fields.length === 0,
                  contactName: form.getFieldValue('contactName') ?? undefined,
                  contactPhone: form.getFieldValue('contactPhone') ?? undefined,
                });
                onChanged();
              }}
              data-testid="address-add"
            >
              {t('partner:customer.address.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
