import type { DocumentScreenConfig, HeaderValues } from '../../../kit/document/document-screen';
import { AccountFields, AccountName, PaymentTypeName } from '../../../kit/money/money-fields';
import { SupplierField, SupplierName } from '../purchase-kit';
import { PaymentLines } from './payment-lines';

/**
 * 付款单: supplier, paying account, payment method; the supplier's open payables, each with
 * what this payment settles of it (≤ open), and how much of it the prepayment balance pays.
 */
export const screen: DocumentScreenConfig = {
  type: 'PAYMENT',
  title: 'purchase:payment.title',
  lineKind: 'money',
  initialValues: () => ({ paymentType: 'BANK_TRANSFER', downPaymentUsed: '0' }),
  headerFields: (form) => (
    <>
      <SupplierField form={form} onPicked={() => form.setFieldsValue({ lines: [], downPaymentUsed: '0' })} />
      <AccountFields />
    </>
  ),
  lineGrid: (form, changed) => <PaymentLines form={form} changed={changed} />,
  headerValues: (doc) => ({
    supplierId: doc.supplierId ?? doc.partnerId,
    accountId: doc.accountId === null || doc.accountId === undefined ? undefined : String(doc.accountId),
    paymentType: doc.paymentType,
    downPaymentUsed: doc.downPaymentUsed ?? '0',
  }),
  headerBody: (v: HeaderValues) => ({
    supplierId: v.supplierId,
    accountId: v.accountId,
    paymentType: v.paymentType,
    downPaymentUsed: String(v.downPaymentUsed || '0'),
  }),
  headerItems: (doc) => [
    { key: 'supplier', label: 'purchase:fields.supplier', children: <SupplierName id={doc.supplierId ?? doc.partnerId} /> },
    { key: 'account', label: 'purchase:fields.account', children: <AccountName id={doc.accountId} /> },
    { key: 'type', label: 'purchase:fields.paymentType', children: <PaymentTypeName code={doc.paymentType} /> },
    { key: 'total', label: 'purchase:payment.total', children: String(doc.totalAmount ?? '') },
    { key: 'used', label: 'purchase:payment.downPaymentUsed', children: String(doc.downPaymentUsed ?? '0.00') },
  ],
  listColumns: ({ t }) => [
    {
      key: 'supplier',
      title: t('purchase:fields.supplier'),
      width: 200,
      ellipsis: true,
      render: (r) => <SupplierName id={r.supplierId ?? r.partnerId} />,
    },
    { key: 'account', title: t('purchase:fields.account'), width: 200, ellipsis: true, render: (r) => <AccountName id={r.accountId} /> },
    { key: 'type', title: t('purchase:fields.paymentType'), width: 110, render: (r) => <PaymentTypeName code={r.paymentType} /> },
    { key: 'total', title: t('purchase:payment.total'), width: 130, align: 'right', render: (r) => String(r.totalAmount ?? '') },
  ],
};
