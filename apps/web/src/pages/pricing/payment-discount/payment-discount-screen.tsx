import { PAYMENT_DISCOUNT_BASES, type PaymentDiscountBasis } from '@quire/contracts';
import { Col, DatePicker, Form, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig, HeaderValues } from '../../../kit/document/document-screen';
import type { LineValue } from '../../../kit/document/line-kinds';
import { PaymentDiscountLines, termText } from './payment-discount-lines';
import { type DiscountValidity, defaultValidity, discountValidity, linesForBasis, newTerm } from './payment-discount-rules';
import { PaymentTypeName, usePaymentTypes } from './payment-types';

type HeaderForm = Parameters<NonNullable<DocumentScreenConfig['headerFields']>>[0];

const VALIDITY_COLORS: Record<DiscountValidity, string> = { NOT_STARTED: 'default', RUNNING: 'success', EXPIRED: 'warning' };

function ValidityTag({ validity, t }: { validity: DiscountValidity | null; t: TFunction }) {
  if (!validity) return null;
  return (
    <Tag color={VALIDITY_COLORS[validity]} data-validity={validity}>
      {t(`pricing:discount.validity.${validity}`)}
    </Tag>
  );
}

function DiscountHeaderFields({ form }: { form: HeaderForm }) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={6}>
        <Form.Item name="basis" label={t('pricing:discount.basis')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={PAYMENT_DISCOUNT_BASES.map((b) => ({ value: b, label: t(`pricing:discount.bases.${b}`) }))}
            onChange={(e) => form.setFieldValue('lines', linesForBasis((form.getFieldValue('lines') ?? []) as LineValue[], e.target.value))}
            data-testid="discount-basis"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="validFrom"
          label={t('pricing:discount.validFrom')}
          rules={[{ required: true, message: t('pricing:discount.validFromRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" allowClear={false} data-testid="valid-from" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="validTo"
          label={t('pricing:discount.validTo')}
          dependencies={['validFrom']}
          rules={[
            { required: true, message: t('pricing:discount.validToRequired') },
            ({ getFieldValue }) => ({
              validator: (_, v: dayjs.Dayjs | undefined) => {
                const from = getFieldValue('validFrom') as dayjs.Dayjs | undefined;
                return v && from && v.isBefore(from, 'day')
                  ? Promise.reject(new Error(t('pricing:discount.validToBeforeFrom')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" allowClear={false} data-testid="valid-to" />
        </Form.Item>
      </Col>
    </>
  );
}

function Validity({ from, to, validity }: { from: unknown; to: unknown; validity: DiscountValidity | null }) {
  const { t } = useTranslation();
  return (
    <Space size={6} data-testid="discount-validity">
      <span>{t('pricing:discount.validRange', { from: String(from ?? ''), to: String(to ?? '') })}</span>
      <ValidityTag validity={validity} t={t} />
    </Space>
  );
}

function TermCell({ basis, line }: { basis: PaymentDiscountBasis; line: LineValue }) {
  const { t } = useTranslation();
  const types = usePaymentTypes();
  return <Typography.Text type="secondary">{termText(t, basis, line, (code) => types.names.get(code) ?? code)}</Typography.Text>;
}

const basisOf = (v: unknown): PaymentDiscountBasis => (v === 'METHOD' ? 'METHOD' : 'DAYS');

/**
 * 付款折扣单: a discount percent for customers paying within some days of delivery (按付款天数)
 * or by some payment method (按付款方式), within a validity. Reviewed, collections apply the
 * best one that fits; voided (作废) it stops.
 */
export const screen: DocumentScreenConfig = {
  type: 'PAYMENT_DISCOUNT',
  title: 'pricing:discount.title',
  lineKind: 'terms',
  // It applies once reviewed (collections read reviewed ones): reverse review and void, no posting.
  noPosting: true,
  initialValues: () => ({ basis: 'DAYS', ...defaultValidity(), lines: [newTerm()] }),
  headerFields: (form) => <DiscountHeaderFields form={form} />,
  lineGrid: (form, changed) => <PaymentDiscountLines form={form} changed={changed} />,
  headerValues: (doc) => ({
    basis: basisOf(doc.basis),
    validFrom: typeof doc.validFrom === 'string' ? dayjs(doc.validFrom) : undefined,
    validTo: typeof doc.validTo === 'string' ? dayjs(doc.validTo) : undefined,
  }),
  headerBody: (v: HeaderValues) => ({
    basis: v.basis,
    validFrom: (v.validFrom as dayjs.Dayjs).format('YYYY-MM-DD'),
    validTo: (v.validTo as dayjs.Dayjs).format('YYYY-MM-DD'),
  }),
  headerItems: (doc) => [
    { key: 'basis', label: 'pricing:discount.basis', children: <BasisName basis={basisOf(doc.basis)} /> },
    {
      key: 'validity',
      label: 'pricing:discount.validity.label',
      children: <Validity from={doc.validFrom} to={doc.validTo} validity={discountValidity(doc.status, doc.validFrom, doc.validTo)} />,
    },
  ],
  detailLineColumns: (doc, t) => {
    const basis = basisOf(doc.basis);
    return [
      basis === 'DAYS'
        ? {
            key: 'days',
            title: t('pricing:discount.days'),
            width: 160,
            align: 'right',
            render: (_, l) => (l.days === null || l.days === undefined ? '' : t('pricing:discount.withinDays', { days: Number(l.days) })),
          }
        : {
            key: 'paymentType',
            title: t('pricing:discount.paymentType'),
            width: 160,
            render: (_, l) => <PaymentTypeName code={l.paymentType} />,
          },
      {
        key: 'discountPercent',
        title: t('pricing:discount.percent'),
        width: 120,
        align: 'right',
        render: (_, l) => (l.discountPercent === undefined || l.discountPercent === null ? '' : `${Number(l.discountPercent)}%`),
      },
      {
        key: 'term',
        title: t('pricing:discount.term'),
        width: 280,
        render: (_, l) => (
          <TermCell
            basis={basis}
            line={{
              key: l.id,
              days: l.days as number | null,
              paymentType: l.paymentType as string | null,
              discountPercent: l.discountPercent as string | null,
            }}
          />
        ),
      },
    ];
  },
  listColumns: ({ t }) => [
    { key: 'basis', title: t('pricing:discount.basis'), width: 120, render: (r) => t(`pricing:discount.bases.${basisOf(r.basis)}`) },
    {
      key: 'validity',
      title: t('pricing:discount.validity.label'),
      width: 280,
      render: (r) => <Validity from={r.validFrom} to={r.validTo} validity={discountValidity(r.status, r.validFrom, r.validTo)} />,
    },
  ],
};

function BasisName({ basis }: { basis: PaymentDiscountBasis }) {
  const { t } = useTranslation();
  return <>{t(`pricing:discount.bases.${basis}`)}</>;
}
