import { PlusOutlined, ScanOutlined } from '@ant-design/icons';
import type { CustomerOpenEntriesView, PaymentType } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, type FormInstance, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { ui } from '../../../core/ui-bridge';
import type { LineValue } from '../../../kit/document/line-kinds';
import { lineNumberColumn, removeLineColumn } from '../../../kit/line-columns';
import { usePaymentTypes } from '../../../kit/money/money-fields';
import { fen, yuan } from '../../../kit/money/money-maths';
import { OpenEntryGrid } from '../../../kit/money/open-entry-grid';
import { paymentDiscountColumn, usePaymentDiscounts } from './settlement-discount';

export type PaymentValue = { key: string; paymentType?: PaymentType; amount?: string | null; reference?: string | null };

let next = 0;

/** What the customer owes and has paid ahead, and whether online payments pop a confirmation. */
export function useCustomerOpen(url: string, customerId: string | undefined) {
  return useQuery({
    queryKey: ['finance', 'customer-open', url, customerId],
    queryFn: () => http.post<CustomerOpenEntriesView>(url, { customerId }),
    enabled: Boolean(customerId),
  });
}

/**
 * A collection's lines: the customer's open receivables and return credits, each with 本次收款
 * (up to what is open, a credit negative) and the payment discount it earns (付款折扣); 使用预收 (≤ the pre-receipt balance) and 优惠金额;
 * then how the rest came in (收款明细), one online line whose payment code the clerk scans
 * (a scanner types it and ends with Enter). With ifThirdPayPopup the scan is confirmed first.
 */
export function SettlementLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  // preserve: the scanned code (reference) has no field of its own, and must still be seen.
  const payments: PaymentValue[] = Form.useWatch('payments', { form, preserve: true }) ?? [];
  const used = fen(Form.useWatch('downPaymentUsed', form));
  const concession = fen(Form.useWatch('concession', form));
  const open = useCustomerOpen('/api/order/settlementOrder/openEntries', customerId);
  const types = usePaymentTypes();
  const total = lines.reduce((sum, l) => sum + fen(l.amount), 0);
  const balance = fen(open.data?.downPayment);
  const paid = payments.reduce((sum, p) => sum + fen(p?.amount), 0);
  const discounts = usePaymentDiscounts(form, payments);
  const toReceive = total - discounts.total - used - concession;

  /** The last payment line takes what is still to receive (a new one if there is none). */
  const fillRest = () => {
    const list = [...payments];
    const others = list.slice(0, -1).reduce((sum, p) => sum + fen(p?.amount), 0);
    const rest = Math.max(toReceive - others, 0);
    if (list.length === 0) list.push({ key: `m${next++}`, paymentType: 'CASH', amount: yuan(rest), reference: null });
    else list[list.length - 1] = { ...list[list.length - 1], amount: yuan(rest) };
    form.setFieldValue('payments', list);
    changed();
  };

  const scanned = async (index: number, code: string) => {
    const p = payments[index];
    const wanted = code.trim();
    if (!wanted) return;
    if (open.data?.ifThirdPayPopup) {
      const ok = await ui.confirm({
        title: t('collection:settlement.thirdPayTitle'),
        content: t('collection:settlement.thirdPayQuestion', {
          method: types.names.get(p?.paymentType as PaymentType) ?? '',
          amount: yuan(fen(p?.amount)),
          code: wanted,
        }),
      });
      if (!ok) {
        form.setFieldValue(['payments', index, 'reference'], null);
        return;
      }
    }
    form.setFieldValue(['payments', index, 'reference'], wanted);
    changed();
  };

  if (!customerId) return <Alert type="info" showIcon message={t('collection:settlement.customerFirst')} />;
  return (
    <>
      <OpenEntryGrid
        form={form}
        changed={changed}
        entries={open.data?.entries ?? []}
        loading={open.isLoading}
        words="collection:settlement"
        extraColumns={[paymentDiscountColumn(discounts, t)]}
        onLines={(nextLines) => {
          const nextTotal = nextLines.reduce((sum, l) => sum + fen(l.amount), 0);
          if (fen(form.getFieldValue('downPaymentUsed')) > Math.max(nextTotal, 0))
            form.setFieldValue('downPaymentUsed', yuan(Math.max(nextTotal, 0)));
        }}
      />
      <Descriptions size="small" column={5} style={{ marginTop: 12 }} data-testid="settlement-summary">
        <Descriptions.Item label={t('collection:settlement.total')}>
          <Typography.Text strong data-testid="settlement-total">
            {yuan(total)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('collection:settlement.paymentDiscount')}>
          <span data-testid="settlement-payment-discount">{yuan(discounts.total)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('collection:settlement.downPayment')}>
          <span data-testid="down-payment-balance">{yuan(balance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('collection:settlement.downPaymentUsed')}>
          <Form.Item
            name="downPaymentUsed"
            style={{ marginBottom: 0, width: 140 }}
            rules={[
              {
                validator: (_, v) =>
                  fen(v) <= Math.min(balance, Math.max(total - discounts.total, 0))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('collection:settlement.usedTooMuch'))),
              },
            ]}
          >
            <InputNumber<string>
              stringMode
              min="0"
              max={yuan(Math.min(balance, Math.max(total - discounts.total, 0)))}
              precision={2}
              style={{ width: '100%' }}
              data-testid="down-payment-used"
            />
          </Form.Item>
        </Descriptions.Item>
        <Descriptions.Item label={t('collection:settlement.concession')}>
          <Form.Item name="concession" style={{ marginBottom: 0, width: 140 }}>
            <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} data-testid="concession" />
          </Form.Item>
        </Descriptions.Item>
      </Descriptions>
      <Space style={{ margin: '12px 0 8px' }} wrap>
        <Typography.Text strong>{t('collection:settlement.payments')}</Typography.Text>
        <Typography.Text>
          {t('collection:settlement.toReceive')}：<span data-testid="to-receive">{yuan(toReceive)}</span>
        </Typography.Text>
        <Typography.Text type={paid === toReceive ? 'success' : 'danger'}>
          {t('collection:settlement.received')}：<span data-testid="received">{yuan(paid)}</span>
        </Typography.Text>
      </Space>
      <Form.List
        name="payments"
        rules={[
          {
            validator: async () => {
              if (paid < toReceive) throw new Error(t('collection:settlement.paidTooLittle'));
              if (paid > toReceive) throw new Error(t('collection:settlement.paidTooMuch'));
              if (payments.filter((p) => p?.paymentType && types.online.has(p.paymentType)).length > 1)
                throw new Error(t('collection:settlement.oneOnline'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            <Table
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              dataSource={fields}
              data-testid="payment-grid"
              columns={[
                lineNumberColumn(),
                {
                  key: 'type',
                  title: t('collection:fields.paymentType'),
                  width: 160,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'paymentType']}
                      rules={[{ required: true, message: t('collection:fields.paymentTypeRequired') }]}
                      style={{ marginBottom: 0 }}
                    >
                      <Select options={types.options} data-testid={`payment-type-${field.name}`} onChange={changed} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'amount',
                  title: t('collection:settlement.paymentAmount'),
                  width: 160,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'amount']}
                      rules={[
                        { required: true, message: t('collection:settlement.paymentAmountRequired') },
                        {
                          validator: (_r, v) =>
                            v === null || v === undefined || fen(v) > 0
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('collection:settlement.paymentPositive'))),
                        },
                      ]}
                      style={{ marginBottom: 0 }}
                    >
                      <InputNumber<string>
                        stringMode
                        min="0"
                        precision={2}
                        style={{ width: '100%' }}
                        data-testid={`payment-amount-${field.name}`}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'reference',
                  title: t('collection:settlement.reference'),
                  render: (_, field) => {
                    const type = payments[field.name]?.paymentType;
                    const online = type ? types.online.has(type) : false;
                    return online ? (
                      <ScanReference
                        value={payments[field.name]?.reference ?? null}
                        onScan={(code) => void scanned(field.name, code)}
                        testId={`payment-scan-${field.name}`}
                      />
                    ) : null;
                  },
                },
                removeLineColumn(t, remove, { removed: changed }),
              ]}
            />
            <Space style={{ marginTop: 8 }}>
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  add({ key: `m${next++}`, paymentType: 'CASH', amount: null, reference: null });
                  changed();
                }}
                data-testid="payment-add"
              >
                {t('collection:settlement.addPayment')}
              </Button>
              <Button onClick={fillRest} data-testid="payment-fill">
                {t('collection:settlement.fillRest')}
              </Button>
            </Space>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </>
  );
}

/**
 * 付款码: the box a USB scanner types the customer's payment code into, ended by Enter (never
 * the form's submit); the code kept is shown beside it.
 */
function ScanReference({ value, onScan, testId }: { value: string | null; onScan: (code: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Space size={8} wrap>
      <Input
        prefix={<ScanOutlined />}
        placeholder={t('collection:settlement.scanPlaceholder')}
        autoComplete="off"
        style={{ width: 240 }}
        onPressEnter={(e) => {
          e.preventDefault();
          e.stopPropagation();
          const input = e.currentTarget;
          onScan(input.value);
          input.value = '';
        }}
        data-testid={testId}
      />
      {value ? (
        <Typography.Text type="success" data-testid={`${testId}-code`}>
          {t('collection:settlement.scanned', { code: value })}
        </Typography.Text>
      ) : (
        <Typography.Text type="warning">{t('collection:settlement.scanHint')}</Typography.Text>
      )}
    </Space>
  );
}
