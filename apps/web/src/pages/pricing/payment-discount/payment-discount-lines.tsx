import { PlusOutlined } from '@ant-design/icons';
import type { PaymentDiscountBasis } from '@quire/contracts';
import { Button, Empty, Form, type FormInstance, Input, InputNumber, Select, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LineValue } from '../../../kit/document/line-kinds';
import { lineNumberColumn, removeLineColumn } from '../../../kit/line-columns';
import { newTerm } from './payment-discount-rules';
import { usePaymentTypes } from './payment-types';

/** A term in words: 发货后 30 天内付款，优惠 2% / 使用现金付款，优惠 1%. */
export function termText(
  t: TFunction,
  basis: PaymentDiscountBasis,
  line: Pick<LineValue, 'days' | 'paymentType' | 'discountPercent'> | undefined,
  methodName: (code: string) => string,
): string {
  const percent = line?.discountPercent;
  if (!line || percent === null || percent === undefined || percent === '') return '';
  if (basis === 'DAYS') {
    return line.days === null || line.days === undefined
      ? ''
      : t('pricing:discount.termDays', { days: line.days, percent: Number(percent) });
  }
  return line.paymentType ? t('pricing:discount.termMethod', { method: methodName(line.paymentType), percent: Number(percent) }) : '';
}

/**
 * A payment discount's terms: per line the days within delivery (basis DAYS) or the payment
 * method (basis METHOD), and the percent off (above 0, below 100); each read back in words.
 */
export function PaymentDiscountLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const types = usePaymentTypes();
  const basis: PaymentDiscountBasis = Form.useWatch('basis', form) ?? 'DAYS';
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const days = basis === 'DAYS';
  const chosenTypes = lines.map((l) => l?.paymentType).filter(Boolean);
  const unique = (field: 'days' | 'paymentType', index: number) => ({
    validator: (_: unknown, v: unknown) => {
      if (v === null || v === undefined || v === '') return Promise.resolve();
      const all = (form.getFieldValue('lines') ?? []) as LineValue[];
      const twice = all.some((l, i) => i !== index && l?.[field] !== null && l?.[field] !== undefined && String(l[field]) === String(v));
      return twice ? Promise.reject(new Error(t('pricing:discount.listedTwice'))) : Promise.resolve();
    },
  });
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Button
            icon={<PlusOutlined />}
            style={{ marginBottom: 8 }}
            onClick={() => {
              add(newTerm());
              changed();
            }}
            data-testid="line-add"
          >
            {t('document:lines.add')}
          </Button>
          <Table
            rowKey="key"
            size="small"
            bordered
            pagination={false}
            dataSource={fields}
            data-testid="line-grid"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pricing:discount.noTerms')} /> }}
            columns={[
              lineNumberColumn(),
              days
                ? {
                    key: 'days',
                    title: t('pricing:discount.days'),
                    width: 200,
                    render: (_, field) => (
                      <Form.Item
                        name={[field.name, 'days']}
                        rules={[{ required: true, message: t('pricing:discount.daysRequired') }, unique('days', field.name)]}
                        style={{ marginBottom: 0 }}
                      >
                        <InputNumber<number>
                          min={0}
                          max={365}
                          precision={0}
                          suffix={t('pricing:discount.daysSuffix')}
                          style={{ width: '100%' }}
                          data-testid={`line-days-${field.name}`}
                        />
                      </Form.Item>
                    ),
                  }
                : {
                    key: 'paymentType',
                    title: t('pricing:discount.paymentType'),
                    width: 200,
                    render: (_, field) => (
                      <Form.Item
                        name={[field.name, 'paymentType']}
                        rules={[{ required: true, message: t('pricing:discount.paymentTypeRequired') }, unique('paymentType', field.name)]}
                        style={{ marginBottom: 0 }}
                      >
                        <Select
                          options={types.options.map((o) => ({
                            ...o,
                            disabled: chosenTypes.includes(o.value) && lines[field.name]?.paymentType !== o.value,
                          }))}
                          loading={types.loading}
                          placeholder={t('pricing:discount.paymentTypePlaceholder')}
                          data-testid={`line-payment-type-${field.name}`}
                        />
                      </Form.Item>
                    ),
                  },
              {
                key: 'discountPercent',
                title: t('pricing:discount.percent'),
                width: 150,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'discountPercent']}
                    rules={[
                      { required: true, message: t('pricing:discount.percentRequired') },
                      {
                        validator: (_r, v) =>
                          v === null || v === undefined || v === '' || (Number(v) > 0 && Number(v) < 100)
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('pricing:discount.percentRange'))),
                      },
                    ]}
                    style={{ marginBottom: 0 }}
                  >
                    <InputNumber<string>
                      stringMode
                      min="0"
                      max="99.99"
                      precision={2}
                      suffix="%"
                      style={{ width: '100%' }}
                      data-testid={`line-percent-${field.name}`}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'term',
                title: t('pricing:discount.term'),
                width: 260,
                render: (_, field) => (
                  <Typography.Text type="secondary" data-testid={`line-term-${field.name}`}>
                    {termText(t, basis, lines[field.name], (code) => types.names.get(code) ?? code)}
                  </Typography.Text>
                ),
              },
              {
                key: 'remark',
                title: t('document:lines.remark'),
                render: (_, field) => (
                  <Form.Item name={[field.name, 'remark']} rules={[{ max: 200 }]} style={{ marginBottom: 0 }}>
                    <Input maxLength={200} />
                  </Form.Item>
                ),
              },
              removeLineColumn(t, remove, { removed: changed }),
            ]}
          />
        </>
      )}
    </Form.List>
  );
}
