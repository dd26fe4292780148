import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig } from '../../../kit/document/document-screen';
import { AmountLines } from '../../../kit/money/amount-lines';
import { AccountFields, AccountName, PaymentTypeName } from '../../../kit/money/money-fields';
import { CustomerField, CustomerName } from '../wholesale-kit';

/** 付款码/流水号: the scanned payment code or the transfer's reference, if any. */
function ReferenceField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={6}>
      <Form.Item
        name="reference"
        label={t('collection:preReceipt.reference')}
        rules={[{ pattern: /^[0-9A-Za-z]{6,32}$/, message: t('collection:preReceipt.referenceRule') }]}
      >
        <Input autoComplete="off" maxLength={32} data-testid="reference" onPressEnter={(e) => e.preventDefault()} />
      </Form.Item>
    </Col>
  );
}

/** 预收款单: a customer's down payment (its pre-receipt balance rises when posted), in amounts with a purpose each. */
export const screen: DocumentScreenConfig = {
  type: 'PRE_RECEIPT',
  title: 'collection:preReceipt.title',
  lineKind: 'money',
  initialValues: () => ({ paymentType: 'BANK_TRANSFER', lines: [{ key: 'p-first', amount: null, remark: null }] }),
  headerFields: (form) => (
    <>
      <CustomerField form={form} />
      <AccountFields ns="collection" />
      <ReferenceField />
    </>
  ),
  lineGrid: (form, changed) => <AmountLines form={form} changed={changed} words="collection:preReceipt" />,
  headerValues: (doc) => ({
    customerId: doc.customerId ?? doc.partnerId,
    accountId: doc.accountId === null || doc.accountId === undefined ? undefined : String(doc.accountId),
    paymentType: doc.paymentType,
    reference: doc.reference ?? null,
  }),
  headerBody: (v) => ({
    customerId: v.customerId,
    accountId: v.accountId,
    paymentType: v.paymentType,
    ...(v.reference ? { reference: v.reference } : {}),
  }),
  headerItems: (doc) => [
    { key: 'customer', label: 'collection:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'account', label: 'collection:fields.account', children: <AccountName id={doc.accountId} /> },
    { key: 'type', label: 'collection:fields.paymentType', children: <PaymentTypeName code={doc.paymentType} /> },
    { key: 'reference', label: 'collection:preReceipt.reference', children: String(doc.reference ?? '') },
  ],
  listColumns: ({ t }) => [
    {
      key: 'customer',
      title: t('collection:fields.customer'),
      width: 220,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'account', title: t('collection:fields.account'), width: 200, ellipsis: true, render: (r) => <AccountName id={r.accountId} /> },
    { key: 'type', title: t('collection:fields.paymentType'), width: 110, render: (r) => <PaymentTypeName code={r.paymentType} /> },
    { key: 'total', title: t('collection:preReceipt.total'), width: 130, align: 'right', render: (r) => String(r.totalAmount ?? '') },
  ],
};
