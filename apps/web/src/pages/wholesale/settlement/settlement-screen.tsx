import { DOCUMENT_SCREENS, type DocumentDetailView } from '@quire/contracts';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig, HeaderValues } from '../../../kit/document/document-screen';
import { ExportButton } from '../../../kit/export-action';
import { AccountFields, AccountName, PaymentTypeName } from '../../../kit/money/money-fields';
import { CustomerField, CustomerName } from '../wholesale-kit';
import { type PaymentValue, SettlementLines } from './settlement-lines';

type StoredPayment = { paymentType?: string; amount?: string; reference?: string | null };
/** The stored payment lines, each keyed by its place (they never reorder once stored). */
const storedPayments = (doc: DocumentDetailView): (StoredPayment & { key: string })[] =>
  Array.isArray(doc.payments) ? (doc.payments as StoredPayment[]).map((p, i) => ({ ...p, key: `p${i}` })) : [];

/** 收款明细 on the detail and the list: each method with its amount, an online one with its scanned code. */
function Payments({ doc }: { doc: DocumentDetailView }) {
  return (
    <span data-testid="settlement-payments">
      {storedPayments(doc).map((p) => (
        <span key={p.key} style={{ marginRight: 12 }}>
          <PaymentTypeName code={p.paymentType} /> {p.amount}
          {p.reference ? ` (${p.reference})` : ''}
        </span>
      ))}
    </span>
  );
}

/** 导出明细: the lines of the collections the list's filters find (each receivable settled), to the download center. */
function LinesExport({ query }: { query?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const screen = DOCUMENT_SCREENS.SETTLEMENT;
  return (
    <ExportButton
      permission={`${screen.permission}:export`}
      url="/api/order/settlementOrderBillItem/exportExcel"
      label={t('collection:settlement.exportLines')}
      testId="settlement-lines-export"
      filters={() => query ?? {}}
    />
  );
}

/**
 * 收款单: customer, receiving account; the customer's open receivables and return credits,
 * each with what this collection settles of it; 使用预收 and 优惠; 收款明细 with the payment scan.
 */
export const screen: DocumentScreenConfig = {
  type: 'SETTLEMENT',
  title: 'collection:settlement.title',
  lineKind: 'money',
  initialValues: () => ({ downPaymentUsed: '0', concession: '0', payments: [] }),
  headerFields: (form) => (
    <>
      <CustomerField form={form} />
      <AccountFields ns="collection" paymentType={false} />
    </>
  ),
  lineGrid: (form, changed) => <SettlementLines form={form} changed={changed} />,
  headerValues: (doc) => ({
    customerId: doc.customerId ?? doc.partnerId,
    accountId: doc.accountId === null || doc.accountId === undefined ? undefined : String(doc.accountId),
    downPaymentUsed: doc.downPaymentUsed ?? '0',
    concession: doc.concession ?? '0',
    payments: storedPayments(doc),
  }),
  headerBody: (v: HeaderValues) => ({
    customerId: v.customerId,
    accountId: v.accountId,
    downPaymentUsed: String(v.downPaymentUsed || '0'),
    concession: String(v.concession || '0'),
    payments: ((v.payments as PaymentValue[] | undefined) ?? []).map((p) => ({
      paymentType: p.paymentType,
      amount: String(p.amount ?? ''),
      ...(p.reference ? { reference: p.reference } : {}),
    })),
  }),
  headerItems: (doc) => [
    { key: 'customer', label: 'collection:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'account', label: 'collection:fields.account', children: <AccountName id={doc.accountId} /> },
    { key: 'total', label: 'collection:settlement.total', children: String(doc.totalAmount ?? '') },
    { key: 'used', label: 'collection:settlement.downPaymentUsed', children: String(doc.downPaymentUsed ?? '0.00') },
    { key: 'concession', label: 'collection:settlement.concession', children: String(doc.concession ?? '0.00') },
    {
      key: 'paymentDiscount',
      label: 'collection:settlement.paymentDiscount',
      children: <span data-testid="settlement-payment-discount">{String(doc.paymentDiscount ?? '0.00')}</span>,
    },
    { key: 'payments', label: 'collection:settlement.payments', children: <Payments doc={doc} /> },
  ],
  listToolbar: ({ query }) => <LinesExport query={query} />,
  listColumns: ({ t }) => [
    {
      key: 'customer',
      title: t('collection:fields.customer'),
      width: 220,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'account', title: t('collection:fields.account'), width: 200, ellipsis: true, render: (r) => <AccountName id={r.accountId} /> },
    { key: 'total', title: t('collection:settlement.total'), width: 120, align: 'right', render: (r) => String(r.totalAmount ?? '') },
    {
      key: 'used',
      title: t('collection:settlement.downPaymentUsed'),
      width: 110,
      align: 'right',
      render: (r) => String(r.downPaymentUsed ?? '0.00'),
    },
    { key: 'payments', title: t('collection:settlement.payments'), width: 240, render: (r) => <Payments doc={r as DocumentDetailView} /> },
  ],
};
