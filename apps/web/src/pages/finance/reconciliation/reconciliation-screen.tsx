import { DOCUMENT_SCREENS, type ReconciliationFigures } from '@quire/contracts';
import { Col, DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCustomers } from '../../../kit/customer-options';
import type { DocumentScreenConfig } from '../../../kit/document/document-screen';
import { ExportButton } from '../../../kit/export-action';
import { fen, yuan } from '../../../kit/money/money-maths';
import { StatementEquation, StatementPreview } from './reconciliation-statement';

const SCREEN = DOCUMENT_SCREENS.RECONCILIATION;

/** A customer by code and name (its id while the names load). */
function CustomerName({ id }: { id: unknown }) {
  const { byId } = useCustomers();
  if (id === null || id === undefined) return null;
  const c = byId.get(String(id));
  return <>{c ? `${c.customerCode} ${c.customerName}` : String(id)}</>;
}

/** 客户: any customer of the group, disabled ones too (what they owe is still reconciled), searched by code, name or mnemonic. */
function CustomerField() {
  const { t } = useTranslation();
  const { options, loading } = useCustomers();
  return (
    <Col xs={24} md={8}>
      <Form.Item
        name="customerId"
        label={t('reconciliation:customer')}
        rules={[{ required: true, message: t('reconciliation:customerRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'search' }}
          options={options}
          loading={loading}
          placeholder={t('reconciliation:customerPlaceholder')}
          data-testid="customer"
        />
      </Form.Item>
    </Col>
  );
}

function PeriodField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={8}>
      <Form.Item name="period" label={t('reconciliation:period')} rules={[{ required: true, message: t('reconciliation:periodRequired') }]}>
        <DatePicker.RangePicker allowClear={false} style={{ width: '100%' }} data-testid="statement-period" />
      </Form.Item>
    </Col>
  );
}

/** The saved statement's equation as it was when saved (and reviewed), with 导出; its entries are the detail's lines. */
function SavedStatement({ doc }: { doc: Record<string, unknown> & { id: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <ExportButton
          permission={`${SCREEN.permission}:export`}
          url={`${SCREEN.base}/statement/exportExcel`}
          filters={{ id: doc.id }}
          label={t('reconciliation:export')}
          testId="statement-export"
        />
      </div>
      <StatementEquation
        f={{ ...(doc as unknown as ReconciliationFigures), payments: (doc.payments as ReconciliationFigures['payments']) ?? [] }}
      />
    </>
  );
}

/** 应收对账: a customer's statement of a period (DOMAIN 12), figures from the ledger, reviewed by finance. */
export const screen: DocumentScreenConfig = {
  type: 'RECONCILIATION',
  title: 'reconciliation:title',
  lineKind: 'money',
  noPosting: true,
  initialValues: () => ({ period: [dayjs().startOf('month'), dayjs()] }),
  headerFields: () => (
    <>
      <CustomerField />
      <PeriodField />
    </>
  ),
  lineGrid: (form) => <StatementPreview form={form} />,
  headerValues: (doc) => ({
    customerId: doc.customerId ?? doc.partnerId,
    period: [dayjs(String(doc.dateFrom)), dayjs(String(doc.dateTo))],
  }),
  headerBody: (v) => {
    const period = v.period as [Dayjs, Dayjs];
    return { customerId: v.customerId, dateFrom: period[0].format('YYYY-MM-DD'), dateTo: period[1].format('YYYY-MM-DD') };
  },
  headerItems: (doc) => [
    { key: 'customer', label: 'reconciliation:customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'period', label: 'reconciliation:period', children: `${String(doc.dateFrom)} ~ ${String(doc.dateTo)}` },
    { key: 'closing', label: 'reconciliation:figure.closing', children: yuan(fen(String(doc.closing ?? '0'))) },
  ],
  detailActions: (doc) => <SavedStatement doc={doc as never} />,
  detailLineColumns: (_doc, t) => [
    { key: 'billDate', title: t('reconciliation:entry.billDate'), width: 110, render: (_, l) => String(l.billDate ?? '') },
    { key: 'billNo', title: t('reconciliation:entry.billNo'), width: 200, render: (_, l) => String(l.billNo ?? '') },
    {
      key: 'type',
      title: t('reconciliation:entry.documentType'),
      width: 130,
      render: (_, l) => t(`document:type.${String(l.documentType)}`),
    },
    {
      key: 'amount',
      title: t('reconciliation:entry.amount'),
      width: 130,
      align: 'right',
      render: (_, l) => yuan(fen(String(l.amount ?? '0'))),
    },
    {
      key: 'balance',
      title: t('reconciliation:entry.balance'),
      width: 130,
      align: 'right',
      render: (_, l) => yuan(fen(String(l.balance ?? '0'))),
    },
  ],
  listColumns: ({ t }) => [
    {
      key: 'customer',
      title: t('reconciliation:customer'),
      width: 220,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    {
      key: 'period',
      title: t('reconciliation:period'),
      width: 210,
      render: (r) => `${String(r.dateFrom ?? '')} ~ ${String(r.dateTo ?? '')}`,
    },
    {
      key: 'closing',
      title: t('reconciliation:figure.closing'),
      width: 140,
      align: 'right',
      render: (r) => <span data-testid="list-closing">{yuan(fen(String(r.closing ?? '0')))}</span>,
    },
  ],
};
