import { CalendarOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { DocumentStatus, DocumentType, Page } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { ui } from '../../../core/ui-bridge';
import { formatDateTime, useEmployeeNames } from '../../../kit/document/document-kit';

type CheckoutRecord = {
  id: string;
  checkoutDate: string;
  source: 'MANUAL' | 'AUTO' | 'DEPLOY';
  createdBy: string | null;
  createTime: string;
};
type PendingDocument = { id: string; type: DocumentType; billNo: string; status: DocumentStatus; billDate: string };
type CheckoutResult = { checkoutDate: string; alreadyClosed: boolean; closed: boolean; pendingCount: number; pending: PendingDocument[] };

const BASE = '/api/basic/checkoutRecord';
const keys = { all: ['checkout'] as const, last: ['checkout', 'last'] as const, page: (p: number) => ['checkout', 'page', p] as const };
const SHOWN_PENDING = 10;

/** 日结: the last closed day, closing a day (warning of documents still pending), reopening the latest, the history. */
export default function DailyCheckoutPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const employeeName = useEmployeeNames();
  const [day, setDay] = useState<Dayjs>(dayjs());
  const [pageNum, setPageNum] = useState(1);
  const [busy, setBusy] = useState(false);

  const last = useQuery({ queryKey: keys.last, queryFn: () => http.get<{ lastCheckoutTime: string | null }>(`${BASE}/lastCheckoutTime`) });
  const history = useQuery({
    queryKey: keys.page(pageNum),
    queryFn: () => http.post<Page<CheckoutRecord>>(`${BASE}/page`, { pageNum, pageSize: 10 }),
  });
  const lastDay = last.data?.lastCheckoutTime ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });

  const close = async () => {
    const checkoutDate = day.format('YYYY-MM-DD');
    const pending = await http.get<{ count: number; list: PendingDocument[] }>(`${BASE}/pending`, { checkoutDate });
    const content =
      pending.count > 0 ? (
        <div>
          <Typography.Paragraph type="warning">
            {t('document:checkout.pendingWarning', { count: pending.count, date: checkoutDate })}
          </Typography.Paragraph>
          <ul style={{ paddingInlineStart: 20, maxHeight: 220, overflow: 'auto' }}>
            {pending.list.slice(0, SHOWN_PENDING).map((d) => (
              <li key={d.id}>
                {d.billNo} · {t(`document:type.${d.type}`)} · {t(`document:status.${d.status}`)}
              </li>
            ))}
          </ul>
          {pending.count > SHOWN_PENDING ? (
            <Typography.Text type="secondary">{t('document:checkout.more', { count: pending.count - SHOWN_PENDING })}</Typography.Text>
          ) : null}
        </div>
      ) : (
        t('document:checkout.confirmClose', { date: checkoutDate })
      );
    const ok = await ui.confirm({ title: t('document:checkout.close'), content, danger: pending.count > 0 });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await http.post<CheckoutResult>(BASE, { checkoutDate, force: pending.count > 0 }, { loading: true });
      if (result.alreadyClosed) ui.warning(t('document:checkout.alreadyClosed', { date: checkoutDate }));
      else if (result.closed) ui.success(t('document:checkout.closed', { date: checkoutDate }));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const reopen = async () => {
    if (!lastDay) return;
    const ok = await ui.confirm({
      title: t('document:checkout.reopen'),
      content: t('document:checkout.confirmReopen', { date: lastDay }),
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await http.post(`${BASE}/reopen`, { checkoutDate: lastDay }, { loading: true });
      ui.success(t('document:checkout.reopened', { date: lastDay }));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="q-page" data-testid="daily-checkout">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic
              title={t('document:checkout.lastDay')}
              value={lastDay ?? t('document:checkout.never')}
              prefix={<CalendarOutlined />}
              loading={last.isLoading}
            />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card size="small" title={t('document:checkout.actions')}>
            <Space wrap>
              <span>{t('document:checkout.day')}</span>
              <DatePicker
                value={day}
                onChange={(v) => v && setDay(v)}
                allowClear={false}
                format="YYYY-MM-DD"
                disabledDate={(d) => d.isAfter(dayjs(), 'day') || (lastDay ? !d.isAfter(dayjs(lastDay), 'day') : false)}
              />
              {has('system:checkout:close') ? (
                <Button type="primary" icon={<LockOutlined />} loading={busy} onClick={() => runAction(close)} data-op="close">
                  {t('document:checkout.close')}
                </Button>
              ) : null}
              {has('system:checkout:reopen') ? (
                <Button danger icon={<UnlockOutlined />} disabled={!lastDay || busy} onClick={() => runAction(reopen)} data-op="reopen">
                  {t('document:checkout.reopen')}
                </Button>
              ) : null}
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('document:checkout.hint')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <div className="q-section-title">{t('document:checkout.history')}</div>
      <Table<CheckoutRecord>
        rowKey="id"
        size="small"
        loading={history.isFetching}
        dataSource={history.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('document:checkout.noHistory')} /> }}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: history.data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'checkoutDate', title: t('document:checkout.day'), dataIndex: 'checkoutDate', width: 140 },
          {
            key: 'source',
            title: t('document:checkout.source'),
            width: 120,
            render: (_, r) => <Tag color={r.source === 'MANUAL' ? 'blue' : 'default'}>{t(`document:checkout.sources.${r.source}`)}</Tag>,
          },
          {
            key: 'createdBy',
            title: t('document:checkout.by'),
            width: 160,
            render: (_, r) => (r.createdBy ? employeeName(r.createdBy) : ''),
          },
          { key: 'createTime', title: t('document:checkout.at'), render: (_, r) => formatDateTime(r.createTime) },
        ]}
      />
    </div>
  );
}
