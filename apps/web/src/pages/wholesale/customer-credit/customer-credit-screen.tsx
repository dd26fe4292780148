import { CREDIT_TYPES, type DocumentDetailView, type DocumentLineView } from '@quire/contracts';
import { Col, DatePicker, Form, Input, Radio, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig, HeaderValues } from '../../../kit/document/document-screen';
import { CustomerField, CustomerName } from '../wholesale-kit';
import { CreditLines } from './credit-lines';
import { CreditSummaryPanel, useCreditSummary } from './credit-summary';

type HeaderForm = Parameters<NonNullable<DocumentScreenConfig['headerFields']>>[0];

function CreditHeaderFields({ form }: { form: HeaderForm }) {
  const { t } = useTranslation();
  const creditType = Form.useWatch('creditType', form) as string | undefined;
  return (
    <>
      <CustomerField form={form} />
      <Col xs={24} md={8}>
        <Form.Item name="creditType" label={t('credit:fields.creditType')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={CREDIT_TYPES.map((c) => ({ value: c, label: t(`credit:types.${c}`) }))}
            onChange={(e) => {
              // A temporary credit starts today for a month unless the clerk says otherwise.
              if (e.target.value === 'TEMPORARY' && !form.getFieldValue('validFrom')) {
                form.setFieldsValue({ validFrom: dayjs(), validTo: dayjs().add(1, 'month').subtract(1, 'day') });
              }
            }}
            data-testid="credit-type"
          />
        </Form.Item>
      </Col>
      {creditType === 'TEMPORARY' && (
        <>
          <Col xs={12} md={4}>
            <Form.Item
              name="validFrom"
              label={t('credit:fields.validFrom')}
              rules={[{ required: true, message: t('credit:fields.validFromRequired') }]}
            >
              <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" allowClear={false} data-testid="valid-from" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="validTo"
              label={t('credit:fields.validTo')}
              dependencies={['validFrom']}
              rules={[
                { required: true, message: t('credit:fields.validToRequired') },
                ({ getFieldValue }) => ({
                  validator: (_, v: dayjs.Dayjs | undefined) => {
                    const from = getFieldValue('validFrom') as dayjs.Dayjs | undefined;
                    if (v && from && v.isBefore(from, 'day')) return Promise.reject(new Error(t('credit:fields.validToBeforeFrom')));
                    if (v?.isBefore(dayjs(), 'day')) return Promise.reject(new Error(t('credit:fields.validToOver')));
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" allowClear={false} data-testid="valid-to" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} md={8}>
        <Form.Item name="reason" label={t('credit:fields.reason')} rules={[{ max: 200 }]}>
          <Input maxLength={200} data-testid="credit-reason" />
        </Form.Item>
      </Col>
    </>
  );
}

/** 永久额度 / 临时额度, a temporary one with its validity and whether it counts today. */
export function CreditTypeText({ doc }: { doc: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (doc.creditType !== 'TEMPORARY') return <>{t('credit:types.PERMANENT')}</>;
  const today = dayjs().format('YYYY-MM-DD');
  const from = String(doc.validFrom ?? '');
  const to = String(doc.validTo ?? '');
  const state = to < today ? 'EXPIRED' : from > today ? 'NOT_STARTED' : 'RUNNING';
  return (
    <Space size={6}>
      <span>{t('credit:types.TEMPORARY')}</span>
      <span>{t('credit:validRange', { from, to })}</span>
      {(doc.status === 'REVIEWED' || doc.status === 'COMPLETE') && (
        <Tag color={state === 'RUNNING' ? 'success' : state === 'EXPIRED' ? 'warning' : 'default'} data-validity={state}>
          {t(`credit:validity.${state}`)}
        </Tag>
      )}
    </Space>
  );
}

/** On the detail: the customer's credit today (asked again as the sheet moves on). */
function DetailSummary({ doc }: { doc: DocumentDetailView }) {
  const summary = useCreditSummary(doc.customerId ?? doc.partnerId, `${doc.status}-${doc.version}`);
  return <CreditSummaryPanel summary={summary.data} titled={false} />;
}

/**
 * 客户授信单 (DOMAIN 9): a permanent credit limit for a customer, or a temporary one added to
 * it within a validity. Reviewed, it takes effect; reverse review or void (作废) undoes it.
 */
export const screen: DocumentScreenConfig = {
  type: 'CUSTOMER_CREDIT',
  title: 'credit:title',
  lineKind: 'money',
  // It applies once reviewed: reverse review and void, no posting.
  noPosting: true,
  initialValues: () => ({ creditType: 'PERMANENT', lines: [{ key: 'credit', amount: null, remark: null }] }),
  headerFields: (form) => <CreditHeaderFields form={form} />,
  lineGrid: (form, changed) => <CreditLines form={form} changed={changed} />,
  headerValues: (doc) => ({
    customerId: doc.customerId ?? doc.partnerId,
    creditType: doc.creditType ?? 'PERMANENT',
    validFrom: typeof doc.validFrom === 'string' ? dayjs(doc.validFrom) : undefined,
    validTo: typeof doc.validTo === 'string' ? dayjs(doc.validTo) : undefined,
    reason: doc.reason ?? null,
  }),
  headerBody: (v: HeaderValues) => ({
    customerId: v.customerId,
    creditType: v.creditType,
    ...(v.creditType === 'TEMPORARY'
      ? {
          validFrom: (v.validFrom as dayjs.Dayjs | undefined)?.format('YYYY-MM-DD'),
          validTo: (v.validTo as dayjs.Dayjs | undefined)?.format('YYYY-MM-DD'),
        }
      : {}),
    reason: v.reason ?? null,
  }),
  headerItems: (doc) => [
    { key: 'customer', label: 'credit:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'type', label: 'credit:fields.creditType', children: <CreditTypeText doc={doc} /> },
    {
      key: 'amount',
      label: 'credit:fields.amount',
      children: <span data-testid="credit-sheet-amount">{String(doc.totalAmount ?? '')}</span>,
    },
    { key: 'reason', label: 'credit:fields.reason', children: String(doc.reason ?? '') },
    { key: 'summary', label: 'credit:summary.title', children: <DetailSummary doc={doc} /> },
  ],
  detailLineColumns: (_doc, t) => [
    {
      key: 'amount',
      title: t('credit:fields.amount'),
      width: 160,
      align: 'right',
      render: (_: unknown, l: DocumentLineView) => String(l.amount ?? ''),
    },
  ],
  listColumns: ({ t }) => [
    {
      key: 'customer',
      title: t('credit:fields.customer'),
      width: 220,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'type', title: t('credit:fields.creditType'), width: 300, render: (r) => <CreditTypeText doc={r} /> },
    { key: 'amount', title: t('credit:fields.amount'), width: 130, align: 'right', render: (r) => String(r.totalAmount ?? '') },
    { key: 'reason', title: t('credit:fields.reason'), width: 220, ellipsis: true, render: (r) => String(r.reason ?? '') },
  ],
};
