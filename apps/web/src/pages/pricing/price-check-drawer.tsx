import { CalculatorOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ResolvedPriceView, SALE_SOURCES } from '@quire/contracts';
import { Button, Col, DatePicker, Drawer, Empty, Form, Row, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../api/report-error';
import { PriceFlags, PriceReasonTag } from '../../kit/price-reason';
import { formatPrice, formatQuantity } from '../../kit/product-format';
import { type SkuOption, SkuSelect } from '../../kit/sku-picker';
import { priceCheckApi } from './pricing-api';
import { CustomerField, DecimalInput } from './pricing-fields';
import { toDay } from './pricing-rules';

type CheckLine = { skuId?: string; qty?: string | null; sku?: SkuOption };
type CheckValues = { customerId?: string; billDate: Dayjs; orderType?: string; lines: CheckLine[] };
type ResultRow = ResolvedPriceView & { key: number; sku?: SkuOption; qty: string };

const QTY = /^\d{1,14}(\.\d{1,4})?$/;

/** "价格试算" on a list's toolbar. */
export function PriceCheckButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<CalculatorOutlined />} onClick={onClick} data-testid="price-check">
      {t('price-rules:check.button')}
    </Button>
  );
}

/** 价格试算: the price a customer would get for goods on a day, each with its reason and flags. */
export function PriceCheckDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CheckValues>();
  const [rows, setRows] = useState<ResultRow[] | null>(null);
  const [running, setRunning] = useState(false);
  const lines = (Form.useWatch('lines', form) ?? []) as CheckLine[];

  const check = async () => {
    await form.validateFields();
    // All values, the SKUs' names kept beside their ids (not fields of their own) included.
    const v = form.getFieldsValue(true) as CheckValues;
    const used = v.lines.filter((l) => l.skuId);
    setRunning(true);
    try {
      const result = await priceCheckApi.resolve({
        customerId: v.customerId ?? '',
        billDate: toDay(v.billDate),
        orderType: (v.orderType || undefined) as (typeof SALE_SOURCES)[number] | undefined,
        lines: used.map((l) => ({ skuId: l.skuId ?? '', qty: String(l.qty) })),
      });
      setRows(result.map((r, i) => ({ ...r, key: i, sku: used[i]?.sku, qty: String(used[i]?.qty ?? '') })));
    } finally {
      setRunning(false);
    }
  };

  const amount = (r: ResultRow) => (r.price === null ? '' : formatPrice((Number(r.price) * Number(r.qty)).toFixed(2)));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('price-rules:check.title')}
      width={1000}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          icon={<CalculatorOutlined />}
          loading={running}
          onClick={() => runAction(check)}
          data-testid="price-check-run"
        >
          {t('price-rules:check.run')}
        </Button>
      }
    >
      <Form<CheckValues>
        form={form}
        layout="vertical"
        initialValues={{ billDate: dayjs(), lines: [{ qty: '1' }] }}
        onValuesChange={() => setRows(null)}
      >
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item
              name="customerId"
              label={t('price-rules:check.customer')}
              rules={[{ required: true, message: t('price-rules:check.customerRequired') }]}
            >
              <CustomerField testId="price-check-customer" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="billDate" label={t('price-rules:check.day')} rules={[{ required: true }]}>
              <DatePicker style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="orderType" label={t('price-rules:check.orderType')}>
              <Select
                allowClear
                placeholder={t('price-rules:check.anyOrderType')}
                options={SALE_SOURCES.map((s) => ({ value: s, label: t(`price-rules:orderType.${s}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_, value: CheckLine[] | undefined) => {
                if (!(value ?? []).some((l) => l?.skuId)) throw new Error(t('price-rules:check.linesRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="start" style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item
                    name={[f.name, 'skuId']}
                    style={{ marginBottom: 0, width: 520 }}
                    rules={[{ required: true, message: t('price-rules:check.skuRequired') }]}
                  >
                    <SkuSelect
                      includeDisabled
                      initialOption={lines[f.name]?.sku ?? null}
                      onChange={(id, hit) => {
                        form.setFieldValue(
                          ['lines', f.name, 'sku'],
                          hit ? { id: hit.id, code: hit.code, name: hit.name, unit: hit.unit } : undefined,
                        );
                        form.setFieldValue(['lines', f.name, 'skuId'], id);
                      }}
                      data-testid={`price-check-sku-${f.name}`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'qty']}
                    style={{ marginBottom: 0, width: 160 }}
                    rules={[
                      {
                        validator: async (_, v: string | null | undefined) => {
                          if (!v || !QTY.test(String(v)) || !(Number(v) > 0)) throw new Error(t('price-rules:check.qtyPositive'));
                        },
                      },
                    ]}
                  >
                    <DecimalInput
                      prefix={<Typography.Text type="secondary">{t('price-rules:check.qty')}</Typography.Text>}
                      data-testid={`price-check-qty-${f.name}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common:delete')}
                    disabled={fields.length === 1}
                    onClick={() => remove(f.name)}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ qty: '1' })}
                disabled={fields.length >= 50}
                data-testid="price-check-add"
              >
                {t('price-rules:check.addLine')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
      <div className="q-section-title" style={{ marginTop: 24 }}>
        {t('price-rules:check.result')}
      </div>
      <Table<ResultRow>
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        dataSource={rows ?? []}
        data-testid="price-check-result"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('price-rules:check.noResult')} /> }}
        columns={[
          {
            key: 'sku',
            title: t('price-rules:items.name'),
            ellipsis: true,
            render: (_, r) => (r.sku ? `${r.sku.code} ${r.sku.name}` : r.skuId),
          },
          { key: 'qty', title: t('price-rules:check.qty'), width: 80, align: 'right', render: (_, r) => formatQuantity(r.qty) },
          {
            key: 'price',
            title: t('price-rules:check.price'),
            width: 110,
            align: 'right',
            render: (_, r) =>
              r.price === null ? (
                <Typography.Text type="warning">{t('price-rules:check.noPrice')}</Typography.Text>
              ) : (
                <span data-price={r.price}>
                  {r.basePrice && Number(r.basePrice) !== Number(r.unitPrice) ? (
                    <Typography.Text delete type="secondary" style={{ marginRight: 6, fontSize: 12 }}>
                      {formatPrice(r.basePrice)}
                    </Typography.Text>
                  ) : null}
                  <strong>{formatPrice(r.price)}</strong>
                </span>
              ),
          },
          { key: 'amount', title: t('price-rules:check.amount'), width: 110, align: 'right', render: (_, r) => amount(r) },
          { key: 'reason', title: t('price-rules:check.reason'), width: 230, render: (_, r) => <PriceReasonTag line={r} /> },
          { key: 'flags', title: t('price-rules:check.flags'), width: 200, render: (_, r) => <PriceFlags line={r} /> },
        ]}
      />
    </Drawer>
  );
}
