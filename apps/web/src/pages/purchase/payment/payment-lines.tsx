import type { OpenEntryView, PartnerBalanceView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Empty, Form, type FormInstance, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { formatDecimal } from '../../../kit/document/document-kit';
import type { LineValue } from '../../../kit/document/line-kinds';
import { fen, yuan } from './payment-maths';

/** Holds a form value without showing it. */
function Nothing(_: { value?: unknown }) {
  return null;
}

type OpenEntries = PartnerBalanceView & { entries: OpenEntryView[] };

/**
 * A payment's lines: the supplier's open payables, each with 本次付款 (up to what is open); then
 * the prepayment balance (预付余额) and 使用预付 (up to the balance and the total).
 */
export function PaymentLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const supplierId = Form.useWatch('supplierId', form) as string | undefined;
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const open = useQuery({
    queryKey: ['purchase', 'open-entries', supplierId],
    queryFn: () => http.post<OpenEntries>('/api/order/payment/openEntries', { supplierId }),
    enabled: Boolean(supplierId),
  });
  const byEntry = new Map(lines.map((l) => [l.entryId ?? '', l.amount ?? '']));
  const total = lines.reduce((sum, l) => sum + fen(l.amount), 0);
  const balance = fen(open.data?.downPayment);

  const setAmount = (entry: OpenEntryView, amount: string | null) => {
    const rest = lines.filter((l) => l.entryId !== entry.id);
    const next = amount && Number(amount) > 0 ? [...rest, { key: entry.id, entryId: entry.id, amount }] : rest;
    form.setFieldValue('lines', next);
    const used = fen(form.getFieldValue('downPaymentUsed'));
    const newTotal = next.reduce((sum, l) => sum + fen(l.amount), 0);
    if (used > newTotal) form.setFieldValue('downPaymentUsed', yuan(newTotal));
    changed();
  };

  if (!supplierId) return <Alert type="info" showIcon message={t('purchase:payment.supplierFirst')} />;
  return (
    <>
      <Table<OpenEntryView>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        loading={open.isLoading}
        dataSource={open.data?.entries ?? []}
        scroll={{ y: 360 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('purchase:payment.noOpen')} /> }}
        data-testid="open-entries"
        columns={[
          { key: 'billNo', title: t('purchase:payment.billNo'), width: 190, render: (_, e) => e.billNo },
          { key: 'type', title: t('purchase:payment.billType'), width: 130, render: (_, e) => t(`document:type.${e.documentType}`) },
          { key: 'billDate', title: t('purchase:payment.billDate'), width: 110, render: (_, e) => e.billDate },
          {
            key: 'amount',
            title: t('purchase:payment.amount'),
            width: 120,
            align: 'right',
            render: (_, e) => formatDecimal(e.amount, 2, 2),
          },
          {
            key: 'open',
            title: t('purchase:payment.open'),
            width: 120,
            align: 'right',
            render: (_, e) => formatDecimal(e.openAmount, 2, 2),
          },
          {
            key: 'pay',
            title: t('purchase:payment.payNow'),
            width: 160,
            render: (_, e) => (
              <InputNumber<string>
                stringMode
                min="0"
                max={e.openAmount}
                precision={2}
                style={{ width: '100%' }}
                value={byEntry.get(e.id) ?? null}
                onChange={(v) => setAmount(e, v)}
                data-testid={`pay-${e.billNo}`}
              />
            ),
          },
        ]}
      />
      <Descriptions size="small" column={3} style={{ marginTop: 12 }} data-testid="payment-summary">
        <Descriptions.Item label={t('purchase:payment.total')}>
          <Typography.Text strong data-testid="payment-total">
            {yuan(total)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('purchase:payment.downPayment')}>
          <span data-testid="down-payment-balance">{yuan(balance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('purchase:payment.downPaymentUsed')}>
          <Form.Item
            name="downPaymentUsed"
            style={{ marginBottom: 0, width: 160 }}
            rules={[
              {
                validator: (_, v) =>
                  fen(v) <= Math.min(balance, total) ? Promise.resolve() : Promise.reject(new Error(t('purchase:payment.usedTooMuch'))),
              },
            ]}
          >
            <InputNumber<string>
              stringMode
              min="0"
              max={yuan(Math.min(balance, total))}
              precision={2}
              style={{ width: '100%' }}
              data-testid="down-payment-used"
            />
          </Form.Item>
        </Descriptions.Item>
      </Descriptions>
      <Form.Item name="lines" hidden>
        <Nothing />
      </Form.Item>
    </>
  );
}
