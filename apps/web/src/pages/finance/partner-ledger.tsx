import { documentScreenOf, type LedgerDetailView, type LedgerEntryRow, type LedgerSummaryRow, type Page } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Drawer, Form, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { usePermission } from '../../core/access';
import { useNavigate } from '../../core/navigation';
import { formatDecimal } from '../../kit/document/document-kit';
import { ExportButton } from '../../kit/export-action';

/**
 * One partner kind's ledger (供应商往来账, 客户往来账): its service path, export permission, the
 * partner's id field, its picker and its words (`finance:<words>.*` beside the shared `finance:ledger.*`).
 */
export type LedgerKind = {
  base: string;
  exportPermission: string;
  field: 'supplierId' | 'customerId';
  words: string;
  testId: string;
  usePartners: () => { options: { value: string; label: string; search: string }[] };
};

type Totals = Omit<LedgerSummaryRow, 'partnerId' | 'partnerCode' | 'partnerName'>;
type Summary = Page<LedgerSummaryRow> & { totals?: Totals };
type SummaryQuery = { dateFrom: string; dateTo: string; partnerId?: string; pageNum: number; pageSize: number };
const money = (v: string | undefined | null) => formatDecimal(v, 2, 2);

/** This month, as the ledger opens. */
const thisMonth = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs().endOf('month')];

/**
 * A partner ledger: every partner's balance over a period (期初, 本期增加, 本期减少, 期末, 预付/预收余额)
 * with a totals row (合计) and an export; a row opens that partner's entries with the balance
 * after each, bill numbers opening their documents.
 */
export function PartnerLedgerPage({ kind }: { kind: LedgerKind }) {
  const { t } = useTranslation();
  const partners = kind.usePartners();
  const w = (key: string) => t(`finance:${kind.words}.${key}`);
  const [form] = Form.useForm<{ period: [Dayjs, Dayjs]; partnerId?: string }>();
  const [query, setQuery] = useState<SummaryQuery>(() => {
    const [from, to] = thisMonth();
    return { dateFrom: from.format('YYYY-MM-DD'), dateTo: to.format('YYYY-MM-DD'), pageNum: 1, pageSize: 20 };
  });
  const [open, setOpen] = useState<LedgerSummaryRow | null>(null);
  const summary = useQuery({
    queryKey: ['finance', kind.base, query],
    queryFn: () => http.post<Summary>(`${kind.base}/summary`, withPartner(kind, query)),
  });

  const search = async () => {
    const v = await form.validateFields();
    setQuery({
      dateFrom: v.period[0].format('YYYY-MM-DD'),
      dateTo: v.period[1].format('YYYY-MM-DD'),
      ...(v.partnerId ? { partnerId: v.partnerId } : {}),
      pageNum: 1,
      pageSize: query.pageSize,
    });
  };
  const totals = summary.data?.totals;
  const figures = ['opening', 'increase', 'decrease', 'closing', 'downPayment'] as const;

  return (
    <div data-testid={kind.testId}>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form form={form} layout="inline" initialValues={{ period: thisMonth() }}>
          <Form.Item name="period" label={t('finance:ledger.period')} rules={[{ required: true }]}>
            <DatePicker.RangePicker allowClear={false} data-testid="ledger-period" />
          </Form.Item>
          <Form.Item name="partnerId" label={w('partner')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'search' }}
              options={partners.options}
              style={{ width: 260 }}
              placeholder={w('allPartners')}
              data-testid={`ledger-${kind.field.replace('Id', '')}`}
            />
          </Form.Item>
          <Space>
            <Button type="primary" onClick={() => void search()} data-testid="list-search">
              {t('finance:ledger.search')}
            </Button>
            <ExportButton
              permission={kind.exportPermission}
              url={`${kind.base}/exportExcel`}
              filters={() => withPartner(kind, { dateFrom: query.dateFrom, dateTo: query.dateTo, partnerId: query.partnerId })}
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
          { key: 'code', title: w('code'), width: 130, render: (_, r) => r.partnerCode },
          {
            key: 'name',
            title: w('name'),
            render: (_, r) => <Typography.Link data-partner={r.partnerCode}>{r.partnerName}</Typography.Link>,
          },
          ...figures.map((f) => ({
            key: f,
            title: ['opening', 'closing', 'downPayment'].includes(f) ? w(f) : t(`finance:ledger.${f}`),
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
          <LedgerEntries
            kind={kind}
            partnerId={open.partnerId}
            dateFrom={query.dateFrom}
            dateTo={query.dateTo}
            onLeave={() => setOpen(null)}
          />
        ) : null}
      </Drawer>
    </div>
  );
}

/** The body's partner id under the kind's own field name (supplierId, customerId). */
function withPartner<Q extends { partnerId?: string }>(kind: LedgerKind, q: Q) {
  const { partnerId, ...rest } = q;
  return { ...rest, ...(partnerId ? { [kind.field]: partnerId } : {}) };
}

/** One partner's entries over the period: opening, each entry with the balance after it, closing. */
function LedgerEntries({
  kind,
  partnerId,
  dateFrom,
  dateTo,
  onLeave,
}: {
  kind: LedgerKind;
  partnerId: string;
  dateFrom: string;
  dateTo: string;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const w = (key: string) => t(`finance:${kind.words}.${key}`);
  const { has } = usePermission();
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const detail = useQuery({
    queryKey: ['finance', kind.base, 'detail', partnerId, dateFrom, dateTo, pageNum],
    queryFn: () => http.post<LedgerDetailView>(`${kind.base}/detail`, { [kind.field]: partnerId, dateFrom, dateTo, pageNum, pageSize: 50 }),
  });
  const d = detail.data;
  return (
    <div data-testid="ledger-detail">
      <Space size={24} style={{ marginBottom: 12 }}>
        <span>
          {w('opening')}：
          <Typography.Text strong data-testid="ledger-opening">
            {money(d?.opening)}
          </Typography.Text>
        </span>
        <span>
          {w('closing')}：
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
            title: w('balance'),
            width: 130,
            align: 'right',
            render: (_, r) => <span data-balance={r.billNo}>{money(r.balance)}</span>,
          },
        ]}
      />
    </div>
  );
}
