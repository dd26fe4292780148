import { Alert, Form, type FormInstance, Input, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LineValue } from '../../../kit/document/line-kinds';
import { CreditSummaryPanel, creditAfter, useCreditSummary } from './credit-summary';

/**
 * The sheet's one amount (授信额度, > 0, spec §5) with its remark, under the chosen customer's
 * credit today and what it would be once the sheet is reviewed.
 */
export function CreditLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const creditType = Form.useWatch('creditType', form) as string | undefined;
  const from = Form.useWatch('validFrom', form) as dayjs.Dayjs | undefined;
  const to = Form.useWatch('validTo', form) as dayjs.Dayjs | undefined;
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const summary = useCreditSummary(customerId);
  const today = dayjs();
  const validToday = Boolean(from && to && !from.isAfter(today, 'day') && !to.isBefore(today, 'day'));
  const after = summary.data ? creditAfter(summary.data, creditType, lines[0]?.amount, creditType === 'PERMANENT' || validToday) : null;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Form.List name="lines">
        {(fields) =>
          fields.slice(0, 1).map((field) => (
            <Space key={field.key} wrap align="start" size={16}>
              <Form.Item
                name={[field.name, 'amount']}
                label={t('credit:fields.amount')}
                rules={[
                  { required: true, message: t('credit:fields.amountRequired') },
                  {
                    validator: (_r, v) =>
                      v === null || v === undefined || v === '' || Number(v) > 0
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('credit:fields.amountPositive'))),
                  },
                ]}
                style={{ marginBottom: 0 }}
              >
                <InputNumber<string> stringMode precision={2} style={{ width: 200 }} onChange={changed} data-testid="credit-amount" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'remark']}
                label={t('credit:fields.lineRemark')}
                rules={[{ max: 200 }]}
                style={{ marginBottom: 0 }}
              >
                <Input maxLength={200} style={{ width: 320 }} onChange={changed} />
              </Form.Item>
            </Space>
          ))
        }
      </Form.List>
      {customerId ? (
        <CreditSummaryPanel summary={summary.data} after={after} />
      ) : (
        <Alert type="info" showIcon message={t('credit:customerFirst')} />
      )}
    </Space>
  );
}
