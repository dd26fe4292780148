import { documentScreenOf, type LedgerDetailView, type LedgerEntryRow, type LedgerSummaryRow, type Page } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Drawer, Form, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../api/http';
import { usePermission } from '../../core/access';
import { formatDecimal } from '../../kit/document/document-kit';
import { ExportButton } from '../../kit/export-action';
import { useSuppliers } from '../../kit/supplier-options';

const BASE = '/api/finance/supplierLedger';
type Totals = Omit<LedgerSummaryRow, 'partnerId' | 'partnerCode' | 'partnerName'>;
type Summary = Page<LedgerSummaryRow> & { totals?: Totals };
type SummaryQuery = { dateFrom: string; dateTo: string; supplierId?: string; pageNum: number; pageSize: number };
const money = (v: string | undefined | null) => formatDecimal(v, 2, 2);

/** This month, as the ledger opens. */
const thisMonth = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs().endOf('month')];

/**
 * 供应商往来账: every supplier's payable over a period (期初应付, 本期增加, 本期减少, 期末应付,
 * 预付余额) with a totals row and an export; a row opens that supplier's entries with the balance
 * after each, bill numbers opening their documents.
 */
export default function SupplierLedgerPage() {
  const { t } = useTranslation();
  const suppliers = useSuppliers();
  const [form] = Form.useForm<{ period: [Dayjs, Dayjs]; supplierId?: string }>();
  const [query, setQuery] = useState<SummaryQuery>(() => {
    const [from, to] = thisMonth();
    return { dateFrom: from.format('YYYY-MM-DD'), dateTo: to.format('YYYY-MM-DD'), pageNum: 1, pageSize: 20 };
  });
  const [open, setOpen] = useState<LedgerSummaryRow | null>(null);
  const summary = useQuery({
    queryKey: ['finance', 'supplier-ledger', query],
    queryFn: () => http.post<Summary>(`${BASE}/summary`, query),
  });

  const search = async () => {
    const v = await form.validateFields();
    setQuery({
      dateFrom: v.period[0].format('YYYY-MM-DD'),
      dateTo: v.period[1].format('YYYY-MM-DD'),
      ...(v.supplierId ? { supplierId: v.supplierId } : {}),
      pageNum: 1,
      pageSize: query.pageSize,
    });
  };
  const totals = summary.data?.totals;
  const figures = ['opening', 'increase', 'decrease', 'closing', 'downPayment'] as const;

  return (
    <div data-testid="supplier-ledger">
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form form={form} layout="inline" initialValues={{ period: thisMonth() }}>
          <Form.Item name="period" label={t('finance:ledger.period')} rules={[{ required: true }]}>
            <DatePicker.RangePicker allowClear={false} data-testid="ledger-period" />
          </Form.Item>
          <Form.Item name="supplierId" label={t('finance:ledger.supplier')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'search' }}
              options={suppliers.options}
              style={{ width: 260 }}
              placeholder={t('finance:ledger.allSuppliers')}
              data-testid="ledger-supplier"
            />
          </Form.Item>
          <Space>
            <Button type="primary" onClick={() => void search()} data-testid="list-search">
              {t('finance:ledger.search')}
            </Button>
            <ExportButton
              permission="finance:supplierLedger:export"
              url={`${BASE}/exportExcel`}
              filters={() => ({
                dateFrom: query.dateFrom,
                dateTo: query.dateTo,
                ...(query.supplierId ? { supplierId: query.supplierId } : {}),
              })}
              testId="list-export"
            />
          </Space>
        </Form>
      </Card>
      <Table<LedgerSummaryRow>
        rowKey="partnerId"
        size="small"
        bordered
        loading={summary.isLoading}
        dataSource={summary.data?.list ?? []}
        onRow={(r) => ({ onClick: () => setOpen(r), style: { cursor: 'pointer' } })}
        data-testid="ledger-summary"
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: summary.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })),
        }}
        columns={[
          { key: 'code', title: t('finance:ledger.supplierCode'), width: 130, render: (_, r) => r.partnerCode },
          {
            key: 'name',
            title: t('finance:ledger.supplierName'),
            render: (_, r) => <Typography.Link data-supplier={r.partnerCode}>{r.partnerName}</Typography.Link>,
          },
          ...figures.map((f) => ({
            key: f,
            title: t(`finance:ledger.${f}`),
            width: 140,
            align: 'right' as const,
            render: (_: unknown, r: LedgerSummaryRow) => <span data-figure={f}>{money(r[f])}</span>,
          })),
        ]}
        summary={() =>
          totals ? (
            <Table.Summary.Row data-testid="list-totals">
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('finance:ledger.total')}</Typography.Text>
              </Table.Summary.Cell>
              {figures.map((f, i) => (
                <Table.Summary.Cell key={f} index={2 + i} align="right">
                  <Typography.Text strong data-total={f}>
                    {money(totals[f])}
                  </Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={900}
        title={open ? t('finance:ledger.detailTitle', { name: open.partnerName ?? '', from: query.dateFrom, to: query.dateTo }) : ''}
        destroyOnHidden
      >
        {open ? (
          <LedgerEntries supplierId={open.partnerId} dateFrom={query.dateFrom} dateTo={query.dateTo} onLeave={() => setOpen(null)} />
        ) : null}
      </Drawer>
    </div>
  );
}

/** One supplier's entries over the period: opening, each entry with the balance after it, closing. */
function LedgerEntries({
  supplierId,
  dateFrom,
  dateTo,
  onLeave,
}: {
  supplierId: string;
  dateFrom: string;
  dateTo: string;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const detail = useQuery({
    queryKey: ['finance', 'supplier-ledger', 'detail', supplierId, dateFrom, dateTo, pageNum],
    queryFn: () => http.post<LedgerDetailView>(`${BASE}/detail`, { supplierId, dateFrom, dateTo, pageNum, pageSize: 50 }),
  });
  const d = detail.data;
  return (
    <div data-testid="ledger-detail">
      <Space size={24} style={{ marginBottom: 12 }}>
        <span>
          {t('finance:ledger.opening')}：<Typography.Text strong>{money(d?.opening)}</Typography.Text>
        </span>
        <span>
          {t('finance:ledger.closing')}：
          <Typography.Text strong data-testid="ledger-closing">
            {money(d?.closing)}
          </Typography.Text>
        </span>
      </Space>
      <Table<LedgerEntryRow>
        rowKey="id"
        size="small"
        bordered
        loading={detail.isLoading}
        dataSource={d?.list ?? []}
        pagination={{ current: pageNum, pageSize: 50, total: d?.total ?? 0, onChange: setPageNum }}
        columns={[
          { key: 'billDate', title: t('finance:ledger.billDate'), width: 110, render: (_, r) => r.billDate },
          {
            key: 'billNo',
            title: t('finance:ledger.billNo'),
            width: 190,
            render: (_, r) => {
              const screen = documentScreenOf(r.documentType);
              return screen && has(screen.menu) ? (
                <Typography.Link
                  data-bill-no={r.billNo}
                  onClick={() => {
                    onLeave();
                    navigate(`${screen.menu}/detail/${r.documentId}`);
                  }}
                >
                  {r.billNo}
                </Typography.Link>
              ) : (
                r.billNo
              );
            },
          },
          { key: 'type', title: t('finance:ledger.documentType'), width: 130, render: (_, r) => t(`document:type.${r.documentType}`) },
          {
            key: 'increase',
            title: t('finance:ledger.increase'),
            width: 120,
            align: 'right',
            render: (_, r) => (Number(r.amount) > 0 ? money(r.amount) : ''),
          },
          {
            key: 'decrease',
            title: t('finance:ledger.decrease'),
            width: 120,
            align: 'right',
            render: (_, r) => (Number(r.amount) < 0 ? money(String(-Number(r.amount))) : ''),
          },
          {
            key: 'balance',
            title: t('finance:ledger.balance'),
            width: 130,
            align: 'right',
            render: (_, r) => <span data-balance={r.billNo}>{money(r.balance)}</span>,
          },
        ]}
      />
    </div>
  );
}
