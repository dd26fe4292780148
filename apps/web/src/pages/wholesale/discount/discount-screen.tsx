import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig } from '../../../kit/document/document-screen';
import { CustomerField, CustomerName } from '../wholesale-kit';
import { DiscountLines } from './discount-lines';

function ReasonField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={8}>
      <Form.Item
        name="reason"
        label={t('collection:discount.reason')}
        rules={[{ required: true, whitespace: true, message: t('collection:discount.reasonRequired') }, { max: 200 }]}
      >
        <Input maxLength={200} data-testid="discount-reason" />
      </Form.Item>
    </Col>
  );
}

/** 折让单: lowers receivables of one customer it names, each by at most what is open, with a reason. */
export const screen: DocumentScreenConfig = {
  type: 'DISCOUNT',
  title: 'collection:discount.title',
  lineKind: 'money',
  headerFields: (form) => (
    <>
      <CustomerField form={form} />
      <ReasonField />
    </>
  ),
  lineGrid: (form, changed) => <DiscountLines form={form} changed={changed} />,
  headerValues: (doc) => ({ customerId: doc.customerId ?? doc.partnerId, reason: doc.reason }),
  headerBody: (v) => ({ customerId: v.customerId, reason: v.reason }),
  headerItems: (doc) => [
    { key: 'customer', label: 'collection:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'reason', label: 'collection:discount.reason', children: String(doc.reason ?? '') },
    { key: 'total', label: 'collection:discount.total', children: String(doc.totalAmount ?? '') },
  ],
  listColumns: ({ t }) => [
    {
      key: 'customer',
      title: t('collection:fields.customer'),
      width: 220,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'reason', title: t('collection:discount.reason'), width: 240, ellipsis: true, render: (r) => String(r.reason ?? '') },
    { key: 'total', title: t('collection:discount.total'), width: 130, align: 'right', render: (r) => String(r.totalAmount ?? '') },
  ],
};
