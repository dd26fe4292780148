import type { RebatePeriodView } from '@quire/contracts';
import { Alert, Button, DatePicker, Form, type FormInstance, Input, InputNumber, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RebateSummaryPanel, rebateOfPeriod, useRebateSummary } from './rebate-summary';

/**
 * An AMOUNT sheet's one signed amount (> 0 credits the receivable and settles accrued periodic
 * rebate, < 0 takes rebate back) with 按期间结算, which fills it with the unsettled periodic
 * rebate of a period; under it, the customer's rebate now. A RATIO sheet has only the latter.
 */
export function RebateLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const adjustKind = Form.useWatch('adjustKind', form) as string | undefined;
  const summary = useRebateSummary(customerId);
  // Last period up to today: what a settlement after the period usually covers; the clerk narrows it.
  const [range, setRange] = useState<[dayjs.Dayjs, dayjs.Dayjs]>([dayjs().subtract(1, 'month').startOf('month'), dayjs()]);
  const [period, setPeriod] = useState<RebatePeriodView | null>(null);
  const [asking, setAsking] = useState(false);
  const settle = async () => {
    if (!customerId) return;
    setAsking(true);
    try {
      const found = await rebateOfPeriod(customerId, range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'));
      setPeriod(found);
      const lines = (form.getFieldValue('lines') as Record<string, unknown>[] | undefined) ?? [];
      // The sheet settles this period: reviewed, it clears the period's accrual first.
      form.setFieldsValue({
        periodFrom: found.from,
        periodTo: found.to,
        lines: [{ ...(lines[0] ?? { key: 'rebate' }), amount: found.unsettled }],
      });
      changed();
    } finally {
      setAsking(false);
    }
  };
  if (!customerId) return <Alert type="info" showIcon message={t('rebate:customerFirst')} />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Form.List name="lines">
        {(fields) =>
          fields.slice(0, 1).map((field) => (
            <Space key={field.key} wrap align="start" size={16} style={adjustKind === 'AMOUNT' ? undefined : { display: 'none' }}>
              <Form.Item
                name={[field.name, 'amount']}
                label={t('rebate:fields.amount')}
                tooltip={t('rebate:fields.amountHint')}
                rules={[
                  { required: adjustKind === 'AMOUNT', message: t('rebate:fields.amountRequired') },
                  {
                    validator: (_r, v) =>
                      adjustKind !== 'AMOUNT' || v === null || v === undefined || v === '' || Number(v) !== 0
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('rebate:fields.amountNotZero'))),
                  },
                ]}
                style={{ marginBottom: 0 }}
              >
                <InputNumber<string> stringMode precision={2} style={{ width: 200 }} onChange={changed} data-testid="rebate-amount" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'remark']}
                label={t('rebate:fields.lineRemark')}
                rules={[{ max: 200 }]}
                style={{ marginBottom: 0 }}
              >
                <Input maxLength={200} style={{ width: 280 }} onChange={changed} />
              </Form.Item>
              <Form.Item label={t('rebate:period.title')} tooltip={t('rebate:period.hint')} style={{ marginBottom: 0 }}>
                <Space.Compact>
                  <DatePicker.RangePicker
                    value={range}
                    allowClear={false}
                    format="YYYY-MM-DD"
                    onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
                    data-testid="rebate-period-range"
                  />
                  <Button onClick={settle} loading={asking} data-testid="rebate-period-settle">
                    {t('rebate:period.button')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Space>
          ))
        }
      </Form.List>
      {adjustKind === 'AMOUNT' && period && <RebatePeriodFigures period={period} />}
      <RebateSummaryPanel summary={summary.data} />
    </Space>
  );
}

/** 按期间结算's answer: the period's accrued, settled, taken back and unsettled rebate, and month by month. */
export function RebatePeriodFigures({ period }: { period: RebatePeriodView }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Typography.Text type="secondary" data-testid="rebate-period-result">
        {t('rebate:period.result', {
          accrued: period.accruedInPeriod,
          settled: period.settled,
          takenBack: period.takenBack,
          unsettled: period.unsettled,
        })}
      </Typography.Text>
      {period.months.length > 1 && (
        <Table
          size="small"
          rowKey="month"
          pagination={false}
          dataSource={period.months}
          style={{ maxWidth: 720 }}
          data-testid="rebate-period-months"
          columns={[
            { key: 'month', title: t('rebate:period.month'), render: (_, m) => `${m.from} ~ ${m.to}` },
            { key: 'accrued', title: t('rebate:period.accrued'), dataIndex: 'accrued', align: 'right' },
            { key: 'settled', title: t('rebate:period.settled'), dataIndex: 'settled', align: 'right' },
            { key: 'takenBack', title: t('rebate:period.takenBack'), dataIndex: 'takenBack', align: 'right' },
            { key: 'unsettled', title: t('rebate:period.unsettled'), dataIndex: 'unsettled', align: 'right' },
          ]}
        />
      )}
    </Space>
  );
}
