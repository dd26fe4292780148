import {
  AGEING_BUCKETS,
  documentScreenOf,
  RECEIVABLE_STATUSES,
  type ReceivableRecordRow,
  type ReceivableRecordSummary,
  type ReceivableStatus,
} from '@quire/contracts';
import { Alert, Card, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { useCustomers } from '../../../kit/customer-options';
import { formatDateTime } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage, type ListTotals } from '../../../kit/list-page';
import { useMoney } from '../../../kit/units';
import { clearedQueryReady, EMPTY_SUMMARY, RECEIVABLE_EXPORT, receivableApi, receivableKeys } from './receivable-api';

const STATUS_COLORS: Record<ReceivableStatus, string | undefined> = {
  UNCLEARED: 'warning',
  CLEARED: 'success',
  PROHIBITED: 'error',
  DISCARDED: undefined,
};

/**
 * 应收记录: each receivable of the group's customers by status tab (未结清, 已结清, 禁止, 已作废),
 * with what was collected and what is still open, a strip of the totals and the open amount
 * by age; bill numbers open their documents.
 */
/** The summary as the list's totals: the three sums and each ageing bucket by its name. */
function flatSummary(s: ReceivableRecordSummary): ListTotals {
  return {
    count: s.count,
    amount: s.amount,
    settled: s.settled,
    open: s.open,
    ...Object.fromEntries(s.ageing.map((a) => [a.bucket, a.amount])),
  };
}

export default function ReceivableRecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { has } = usePermission();
  const customers = useCustomers();
  const money = useMoney();
  const [status, setStatus] = useState<ReceivableStatus>('UNCLEARED');
  // The list's totals (the summary, flattened), as the list has them: cached ones too.
  const [totals, setTotals] = useState<ListTotals | undefined>(undefined);
  const waiting = status === 'CLEARED' && totals?.ready === 0;
  const w = (key: string, params?: Record<string, unknown>) => t(`finance:receivable.${key}`, params);

  const columns: ListColumn<ReceivableRecordRow>[] = [
    { key: 'customerCode', title: w('customerCode'), dataIndex: 'customerCode', width: 120 },
    { key: 'customerName', title: w('customerName'), dataIndex: 'customerName', width: 200, ellipsis: true },
    { key: 'documentType', title: w('documentType'), width: 120, render: (r) => t(`document:type.${r.documentType}`) },
    {
      key: 'billNo',
      title: w('billNo'),
      width: 190,
      render: (r) => {
        const screen = documentScreenOf(r.documentType);
        return screen && has(screen.menu) ? (
          <Typography.Link onClick={() => navigate(`${screen.menu}/detail/${r.documentId}`)} data-bill-no={r.billNo}>
            {r.billNo}
          </Typography.Link>
        ) : (
          r.billNo
        );
      },
    },
    { key: 'billDate', title: w('billDate'), dataIndex: 'billDate', width: 110 },
    { key: 'ageDays', title: w('ageDays'), width: 90, align: 'right', render: (r) => r.ageDays },
    {
      key: 'amount',
      title: w('amount'),
      width: 130,
      align: 'right',
      render: (r) => money(r.amount),
      total: (s) => money(s.amount),
    },
    {
      key: 'settled',
      title: w('settled'),
      width: 130,
      align: 'right',
      render: (r) => money(r.settled),
      total: (s) => money(s.settled),
    },
    {
      key: 'open',
      title: w('open'),
      width: 130,
      align: 'right',
      render: (r) => <span data-open={r.billNo}>{money(r.open)}</span>,
      total: (s) => money(s.open),
    },
    {
      key: 'status',
      title: w('status'),
      width: 90,
      render: (r) => (
        <Tag color={STATUS_COLORS[r.status]} data-status={r.status}>
          {w(`status.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'clearedAt', title: w('clearedAt'), width: 170, render: (r) => formatDateTime(r.clearedAt) },
  ];

  const figure = (key: string) => String(totals?.[key] ?? '0.00');
  const loading = totals === undefined;
  return (
    <div data-testid="receivable-record">
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key as ReceivableStatus)}
        items={RECEIVABLE_STATUSES.map((s) => ({ key: s, label: <span data-tab={s}>{w(`status.${s}`)}</span> }))}
      />
      {status === 'CLEARED' && waiting ? (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={w('clearedHint')} data-testid="receivable-cleared-hint" />
      ) : null}
      {status === 'PROHIBITED' ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={w('prohibitedHint')} /> : null}
      <Card size="small" style={{ marginBottom: 12 }} data-testid="receivable-summary">
        <Space size={48} wrap align="start">
          <Space size={32}>
            {(['amount', 'settled', 'open'] as const).map((k) => (
              <Statistic key={k} title={w(k)} value={money(figure(k))} loading={loading} data-figure={k} />
            ))}
          </Space>
          <Space size={32}>
            {AGEING_BUCKETS.map((b) => (
              <Statistic key={b} title={w(`ageing.${b}`)} value={money(figure(b))} loading={loading} data-bucket={b} />
            ))}
          </Space>
        </Space>
      </Card>
      <ListPage<ReceivableRecordRow>
        tableKey="finance.receivable"
        queryKey={receivableKeys.list}
        fixedFilters={{ status }}
        fetch={(q, signal) =>
          clearedQueryReady(q) ? receivableApi.page(q, signal) : Promise.resolve({ list: [], total: 0, pageNum: 1, pageSize: q.pageSize })
        }
        totals={async (q, signal) => {
          const ready = clearedQueryReady(q);
          return { ...flatSummary(ready ? await receivableApi.summary(q, signal) : EMPTY_SUMMARY), ready: ready ? 1 : 0 };
        }}
        onTotals={setTotals}
        columns={columns}
        exportAction={{ permission: RECEIVABLE_EXPORT, url: receivableApi.exportUrl }}
        filters={[
          { kind: 'select', name: 'customerId', label: w('customer'), options: customers.options },
          { kind: 'text', name: 'billNo', label: w('billNo'), placeholder: t('document:fields.billNoPlaceholder') },
          { kind: 'dateRange', name: 'billDate', label: w('billDate'), startKey: 'billDateFrom', endKey: 'billDateTo' },
          // The clearing period belongs to the cleared tab (the server ignores it on the others).
          ...(status === 'CLEARED'
            ? [{ kind: 'dateRange' as const, name: 'clearedAt', label: w('clearedAt'), startKey: 'clearedFrom', endKey: 'clearedTo' }]
            : []),
          {
            kind: 'select',
            name: 'ageing',
            label: w('ageingFilter'),
            options: AGEING_BUCKETS.map((b) => ({ value: b, label: w(`ageing.${b}`) })),
          },
        ]}
      />
    </div>
  );
}
