import {
  DOCUMENT_SCREENS,
  type DocumentType,
  documentScreenOf,
  type ReconciliationEntryView,
  type ReconciliationFigures,
  type ReconciliationPreviewView,
} from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, type FormInstance, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { usePaymentTypes } from '../../../kit/money/money-fields';
import { fen, yuan } from '../../../kit/money/money-maths';

const BASE = DOCUMENT_SCREENS.RECONCILIATION.base;
const money = (v: string | undefined | null) => (v === undefined || v === null ? '' : yuan(fen(v)));

/** The equation, one figure a cell: 期初应收 + 本期销售 − 本期退货 − 本期收款 − 本期折让 = 期末应收, the balances beside it. */
export function StatementEquation({ f }: { f: ReconciliationFigures }) {
  const { t } = useTranslation();
  const { names } = usePaymentTypes();
  const term = (key: keyof ReconciliationFigures, sign: string) => (
    <Space direction="vertical" size={0} style={{ textAlign: 'center' }} key={key}>
      <Typography.Text type="secondary">{t(`reconciliation:figure.${key}`)}</Typography.Text>
      <Typography.Text strong={key === 'closing'} data-testid={`statement-${key}`} style={{ fontSize: 16 }}>
        {sign}
        {money(f[key] as string)}
      </Typography.Text>
    </Space>
  );
  const other = Number(f.otherAdjustments) !== 0;
  const paymentName = (code: string) =>
    code === 'DOWN_PAYMENT' || code === 'CONCESSION' ? t(`reconciliation:payment.${code}`) : (names.get(code as never) ?? code);
  return (
    <Card size="small" data-testid="statement-equation" style={{ marginBottom: 12 }}>
      <Space size={20} wrap align="center">
        {term('opening', '')}
        <span>+</span>
        {term('sales', '')}
        <span>−</span>
        {term('returns', '')}
        <span>−</span>
        {term('collections', '')}
        <span>−</span>
        {term('discounts', '')}
        {other ? <span>+</span> : null}
        {other ? term('otherAdjustments', '') : null}
        <span>=</span>
        {term('closing', '')}
      </Space>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('reconciliation:figure.downPaymentBalance')}>
          <span data-testid="statement-downPaymentBalance">{money(f.downPaymentBalance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('reconciliation:figure.discountBalance')}>
          <span data-testid="statement-discountBalance">{money(f.discountBalance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('reconciliation:payments')}>
          <span data-testid="statement-payments">
            {f.payments.length === 0 ? '—' : f.payments.map((p) => `${paymentName(p.paymentType)} ${money(p.amount)}`).join('；')}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The period's entries: date, bill (a link to its document where the user may open it), type, amount, balance after it. */
export function StatementEntries({ entries, loading }: { entries: ReconciliationEntryView[]; loading?: boolean }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const navigate = useNavigate();
  return (
    <Table<ReconciliationEntryView>
      rowKey="entryId"
      size="small"
      bordered
      loading={loading}
      dataSource={entries}
      pagination={false}
      data-testid="statement-entries"
      locale={{ emptyText: t('reconciliation:noEntries') }}
      columns={[
        { key: 'billDate', title: t('reconciliation:entry.billDate'), width: 110, render: (_, r) => r.billDate },
        {
          key: 'billNo',
          title: t('reconciliation:entry.billNo'),
          width: 200,
          render: (_, r) => {
            const screen = documentScreenOf(r.documentType as DocumentType);
            return screen && has(screen.menu) ? (
              <Typography.Link data-bill-no={r.billNo} onClick={() => navigate(`${screen.menu}/detail/${r.documentId}`)}>
                {r.billNo}
              </Typography.Link>
            ) : (
              <span data-bill-no={r.billNo}>{r.billNo}</span>
            );
          },
        },
        { key: 'type', title: t('reconciliation:entry.documentType'), width: 130, render: (_, r) => t(`document:type.${r.documentType}`) },
        { key: 'kind', title: t('reconciliation:entry.kind'), width: 110, render: (_, r) => t(`reconciliation:kind.${r.kind}`, r.kind) },
        { key: 'amount', title: t('reconciliation:entry.amount'), width: 130, align: 'right', render: (_, r) => money(r.amount) },
        { key: 'balance', title: t('reconciliation:entry.balance'), width: 130, align: 'right', render: (_, r) => money(r.balance) },
      ]}
    />
  );
}

/**
 * The editor's statement: the figures of the chosen customer and period read from the ledger
 * (重新计算 reads them again), as they will be saved. The server computes what it saves; the
 * form's one line only tells the document kit that there is something to save.
 */
export function StatementPreview({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const period = Form.useWatch('period', form) as [Dayjs, Dayjs] | undefined;
  const dateFrom = period?.[0]?.format('YYYY-MM-DD');
  const dateTo = period?.[1]?.format('YYYY-MM-DD');
  const ready = Boolean(customerId && dateFrom && dateTo);
  const preview = useQuery({
    queryKey: ['reconciliation', 'preview', customerId, dateFrom, dateTo],
    queryFn: () => http.post<ReconciliationPreviewView>(`${BASE}/preview`, { customerId, dateFrom, dateTo }),
    enabled: ready,
  });
  useEffect(() => {
    form.setFieldValue('lines', ready ? [{ key: 'statement', amount: '0' }] : []);
  }, [form, ready]);
  if (!ready) return <Alert type="info" showIcon message={t('reconciliation:customerAndPeriodFirst')} />;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => void preview.refetch()} loading={preview.isFetching} data-testid="statement-recompute">
          {t('reconciliation:recompute')}
        </Button>
        <Typography.Text type="secondary">{t('reconciliation:recomputeHint')}</Typography.Text>
      </Space>
      {preview.data ? <StatementEquation f={preview.data} /> : null}
      <StatementEntries entries={preview.data?.entries ?? []} loading={preview.isLoading} />
    </>
  );
}
