import { Col, DatePicker, Form, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig, HeaderValues } from '../../../kit/document/document-screen';
import { type AdjustEffect, adjustEffect, defaultEffectiveDate, effectiveDateProblem } from './price-adjust-rules';

const EFFECT_COLORS: Record<AdjustEffect, string> = { WAITING: 'gold', DUE: 'processing', APPLIED: 'success' };

/** 待生效 / 已到生效日 / 已生效 as a tag. */
function EffectTag({ effect, t }: { effect: AdjustEffect | null; t: TFunction }) {
  if (!effect) return null;
  return (
    <Tag color={EFFECT_COLORS[effect]} data-effect={effect}>
      {t(`pricing:adjust.effect.${effect}`)}
    </Tag>
  );
}

function EffectiveDateField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={6}>
      <Form.Item
        name="effectiveDate"
        label={t('pricing:adjust.effectiveDate')}
        tooltip={t('pricing:adjust.effectiveDateHint')}
        dependencies={['billDate']}
        rules={[
          { required: true, message: t('pricing:adjust.effectiveDateRequired') },
          ({ getFieldValue }) => ({
            validator: (_, v: dayjs.Dayjs | undefined) => {
              const problem = effectiveDateProblem(v, getFieldValue('billDate') as dayjs.Dayjs | undefined);
              return problem ? Promise.reject(new Error(t(`pricing:adjust.effectiveDateProblem.${problem}`))) : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker
          style={{ width: '100%' }}
          format="YYYY-MM-DD"
          allowClear={false}
          disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          data-testid="effective-date"
        />
      </Form.Item>
    </Col>
  );
}

/**
 * 调价单: the new values of any of a SKU's nine prices (empty: unchanged), from an effective
 * date (tomorrow to start with, never before today). Reviewed, it is posted on that day (by
 * hand, or by the server's job that morning); posting writes the prices and keeps what they were.
 */
export const screen: DocumentScreenConfig = {
  type: 'PRICE_ADJUST',
  title: 'pricing:adjust.title',
  lineKind: 'prices',
  initialValues: () => ({ effectiveDate: defaultEffectiveDate() }),
  headerFields: () => <EffectiveDateField />,
  headerValues: (doc) => ({ effectiveDate: typeof doc.effectiveDate === 'string' ? dayjs(doc.effectiveDate) : undefined }),
  headerBody: (v: HeaderValues) => ({ effectiveDate: (v.effectiveDate as dayjs.Dayjs).format('YYYY-MM-DD') }),
  headerItems: (doc) => [
    {
      key: 'effectiveDate',
      label: 'pricing:adjust.effectiveDate',
      children: <EffectiveDate date={doc.effectiveDate} effect={adjustEffect(doc.status, doc.effectiveDate)} />,
    },
  ],
  listColumns: ({ t }) => [
    {
      key: 'effectiveDate',
      title: t('pricing:adjust.effectiveDate'),
      width: 190,
      render: (r) => (
        <Space size={6}>
          <span>{String(r.effectiveDate ?? '')}</span>
          <EffectTag effect={adjustEffect(r.status, r.effectiveDate)} t={t} />
        </Space>
      ),
    },
  ],
};

function EffectiveDate({ date, effect }: { date: unknown; effect: AdjustEffect | null }) {
  const { t } = useTranslation();
  return (
    <Space size={6} data-testid="effective-date-view">
      <span>{typeof date === 'string' ? date : ''}</span>
      <EffectTag effect={effect} t={t} />
    </Space>
  );
}
