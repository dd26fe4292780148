import type { OpenEntryView, PartnerBalanceView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, type FormInstance, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import type { LineValue } from '../../../kit/document/line-kinds';
import { fen, yuan } from '../../../kit/money/money-maths';
import { OpenEntryGrid } from '../../../kit/money/open-entry-grid';

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
  const total = lines.reduce((sum, l) => sum + fen(l.amount), 0);
  const balance = fen(open.data?.downPayment);
  // The prepayment used follows a total that drops below it.
  const follow = (next: LineValue[]) => {
    const newTotal = next.reduce((sum, l) => sum + fen(l.amount), 0);
    if (fen(form.getFieldValue('downPaymentUsed')) > newTotal) form.setFieldValue('downPaymentUsed', yuan(newTotal));
  };

  if (!supplierId) return <Alert type="info" showIcon message={t('purchase:payment.supplierFirst')} />;
  return (
    <>
      <OpenEntryGrid
        form={form}
        changed={changed}
        entries={open.data?.entries ?? []}
        loading={open.isLoading}
        words="purchase:payment"
        onLines={follow}
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
    </>
  );
}
