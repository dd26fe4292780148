import type { DocumentScreenConfig } from '../../../kit/document/document-screen';
import { AmountLines } from '../../../kit/money/amount-lines';
import { AccountFields, AccountName, PaymentTypeName } from '../../../kit/money/money-fields';
import { SupplierField, SupplierName } from '../purchase-kit';

/** 预付款单: money paid to a supplier ahead (its prepayment balance rises when posted), in amounts with a purpose each. */
export const screen: DocumentScreenConfig = {
  type: 'PREPAYMENT',
  title: 'purchase:prepayment.title',
  lineKind: 'money',
  initialValues: () => ({ paymentType: 'BANK_TRANSFER', lines: [{ key: 'p-first', amount: null, remark: null }] }),
  headerFields: (form) => (
    <>
      <SupplierField form={form} />
      <AccountFields />
    </>
  ),
  lineGrid: (form, changed) => <AmountLines form={form} changed={changed} words="purchase:prepayment" />,
  headerValues: (doc) => ({
    supplierId: doc.supplierId ?? doc.partnerId,
    accountId: doc.accountId === null || doc.accountId === undefined ? undefined : String(doc.accountId),
    paymentType: doc.paymentType,
  }),
  headerBody: (v) => ({ supplierId: v.supplierId, accountId: v.accountId, paymentType: v.paymentType }),
  headerItems: (doc) => [
    { key: 'supplier', label: 'purchase:fields.supplier', children: <SupplierName id={doc.supplierId ?? doc.partnerId} /> },
    { key: 'account', label: 'purchase:fields.account', children: <AccountName id={doc.accountId} /> },
    { key: 'type', label: 'purchase:fields.paymentType', children: <PaymentTypeName code={doc.paymentType} /> },
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
