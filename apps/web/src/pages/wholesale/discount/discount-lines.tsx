import { Alert, Descriptions, Form, type FormInstance, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineValue } from '../../../kit/document/line-kinds';
import { fen, yuan } from '../../../kit/money/money-maths';
import { OpenEntryGrid } from '../../../kit/money/open-entry-grid';
import { useCustomerOpen } from '../settlement/settlement-lines';

/** A discount sheet's lines: the customer's open receivables, each with 折让金额 (> 0, ≤ what is open). */
export function DiscountLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const open = useCustomerOpen('/api/order/discount/openEntries', customerId);
  // A return's credit is not discounted: only what the customer owes.
  const receivables = (open.data?.entries ?? []).filter((e) => fen(e.openAmount) > 0);
  if (!customerId) return <Alert type="info" showIcon message={t('collection:discount.customerFirst')} />;
  return (
    <>
      <OpenEntryGrid form={form} changed={changed} entries={receivables} loading={open.isLoading} words="collection:discount" />
      <Descriptions size="small" column={2} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('collection:discount.total')}>
          <Typography.Text strong data-testid="discount-total">
            {yuan(lines.reduce((sum, l) => sum + fen(l.amount), 0))}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('collection:discount.receivable')}>{yuan(fen(open.data?.balance))}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
