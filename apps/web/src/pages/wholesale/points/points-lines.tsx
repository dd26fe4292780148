import { Alert, Form, type FormInstance, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineValue } from '../../../kit/document/line-kinds';
import { PointsBalancePanel, pointsAfter, usePointsBalance } from './points-balance';

/**
 * The adjustment's one line: signed whole points (> 0 grants, < 0 redeems, never 0) with its
 * remark, under the customer's current balance and what it would be once posted.
 */
export function PointsLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const balance = usePointsBalance(customerId);
  const after = balance.data ? pointsAfter(balance.data.points, lines[0]?.points) : null;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Form.List name="lines">
        {(fields) =>
          fields.slice(0, 1).map((field) => (
            <Space key={field.key} wrap align="start" size={16}>
              <Form.Item
                name={[field.name, 'points']}
                label={t('points:fields.points')}
                extra={t('points:fields.pointsHint')}
                rules={[
                  { required: true, message: t('points:fields.pointsRequired') },
                  {
                    validator: (_r, v) =>
                      v === null || v === undefined || v === '' || (Number.isInteger(Number(v)) && Number(v) !== 0)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('points:fields.pointsNotZero'))),
                  },
                ]}
                style={{ marginBottom: 0 }}
              >
                <InputNumber<string> stringMode precision={0} style={{ width: 200 }} onChange={changed} data-testid="points-change" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'remark']}
                label={t('points:fields.lineRemark')}
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
        <PointsBalancePanel view={balance.data} after={after} />
      ) : (
        <Alert type="info" showIcon message={t('points:customerFirst')} />
      )}
    </Space>
  );
}
