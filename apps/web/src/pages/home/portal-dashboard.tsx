import { AGEING_BUCKETS, type MenuNode, type PortalFigure, type PortalPage } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Empty, List, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../core/navigation';
import { useSession } from '../../core/session-store';
import { type ChartOption, EChart } from './echart';
import { portalApi, portalKeys } from './portal-api';

/** The screen each figure opens. */
export const FIGURE_SCREENS = {
  sales: '/wholesale/wholesaleSale',
  grossMargin: '/wholesale/wholesaleSale',
  purchases: '/purchase/purchaseReceive',
  collections: '/wholesale/settlement',
  receivables: '/finance/customerLedger',
  payables: '/finance/supplierLedger',
  lowStock: '/inventory/stock',
} as const;

/** Paths of the menu's screens that open (built), to link figures only where a click leads somewhere. */
export function openablePaths(nodes: readonly MenuNode[], isBuilt: (component: string | null) => boolean): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly MenuNode[]) => {
    for (const n of list) {
      if (n.component && isBuilt(n.component)) out.add(n.path);
      walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/** Chart series from the trend: a series the caller has no screen for stays out. */
export function trendOption(page: PortalPage, names: { sales: string; purchases: string }): ChartOption {
  const series = (['sales', 'purchases'] as const)
    .filter((k) => page.trend.some((d) => d[k] !== null))
    .map((k) => ({ name: names[k], type: 'line', showSymbol: false, data: page.trend.map((d) => Number(d[k] ?? 0)) }));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: page.trend.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value' },
    series,
  };
}

export function ageingOption(
  page: PortalPage,
  names: { receivables: string; payables: string },
  bucketName: (b: string) => string,
): ChartOption {
  const series = (['receivables', 'payables'] as const)
    .filter((k) => page[k] !== null)
    .map((k) => ({
      name: names[k],
      type: 'bar',
      barMaxWidth: 28,
      data: AGEING_BUCKETS.map((b) => Number(page[k]?.find((r) => r.bucket === b)?.amount ?? 0)),
    }));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: AGEING_BUCKETS.map(bucketName), axisLabel: { interval: 0 } },
    yAxis: { type: 'value' },
    series,
  };
}

const isZero = (p: PortalPage, key: 'receivables' | 'payables') => (p[key] ?? []).every((r) => Number(r.amount) === 0);

/** The day's business of the active group (首页): figures, the 30-day trend, ageing, reviews waiting, low stock. */
export function PortalDashboard({ menu, isBuilt }: { menu: readonly MenuNode[]; isBuilt: (component: string | null) => boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const belongId = useSession((s) => s.belongId);
  const openable = useMemo(() => openablePaths(menu, isBuilt), [menu, isBuilt]);
  // Not while the first login's password change is pending: the server refuses every call until then.
  const mustChangePassword = useSession((s) => s.mustChangePassword);
  const query = useQuery({ queryKey: portalKeys.page(belongId), queryFn: portalApi.page, staleTime: 60_000, enabled: !mustChangePassword });
  const page = query.data;
  const money = (v: string) => Number(v).toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const link = (path: string) => (openable.has(path) ? () => navigate(path) : undefined);

  const trend = useMemo(
    () => (page ? trendOption(page, { sales: t('home:portal.sales'), purchases: t('home:portal.purchases') }) : null),
    [page, t],
  );
  const ageing = useMemo(
    () =>
      page
        ? ageingOption(page, { receivables: t('home:portal.receivables'), payables: t('home:portal.payables') }, (b) =>
            t(`home:portal.bucket.${b}`),
          )
        : null,
    [page, t],
  );

  if (query.isLoading) {
    return (
      <Card size="small" style={{ marginBottom: 16 }} data-testid="portal-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (!page) {
    return (
      <Card size="small" style={{ marginBottom: 16 }}>
        <Empty description={t('home:portal.unavailable')} />
      </Card>
    );
  }

  const figure = (key: keyof typeof FIGURE_SCREENS, value: PortalFigure | null | undefined) => {
    if (!value) return null;
    const onClick = link(FIGURE_SCREENS[key]);
    return (
      <Col xs={12} md={6} key={key}>
        <Card
          size="small"
          hoverable={Boolean(onClick)}
          onClick={onClick}
          data-testid={`portal-${key}`}
          data-link={onClick ? FIGURE_SCREENS[key] : undefined}
        >
          <Statistic title={t(`home:portal.${key}Today`)} value={money(value.today)} />
          <Typography.Text type="secondary">
            {t('home:portal.month')} {money(value.month)}
          </Typography.Text>
        </Card>
      </Col>
    );
  };

  const panel = (key: string, title: string, path: string | null, body: ReactNode) => {
    const onClick = path ? link(path) : undefined;
    return (
      <Card
        size="small"
        title={title}
        data-testid={`portal-${key}`}
        extra={
          onClick ? (
            <Typography.Link onClick={onClick} data-testid={`portal-${key}-link`}>
              {t('home:portal.more')}
            </Typography.Link>
          ) : null
        }
      >
        {body}
      </Card>
    );
  };

  const hasTrend = page.trend.some((d) => d.sales !== null || d.purchases !== null);
  const hasAgeing = page.receivables !== null || page.payables !== null;

  return (
    <div className="q-portal" data-testid="portal" style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        {figure('sales', page.sales)}
        {figure('grossMargin', page.grossMargin)}
        {figure('purchases', page.purchases)}
        {figure('collections', page.collections)}
        {hasTrend && trend ? (
          <Col xs={24} xl={14}>
            {panel(
              'trend',
              t('home:portal.trend'),
              page.sales ? FIGURE_SCREENS.sales : FIGURE_SCREENS.purchases,
              <EChart option={trend} testId="portal-trend-chart" />,
            )}
          </Col>
        ) : null}
        {hasAgeing && ageing ? (
          <Col xs={24} xl={10}>
            {panel(
              'ageing',
              t('home:portal.ageing'),
              page.receivables ? FIGURE_SCREENS.receivables : FIGURE_SCREENS.payables,
              isZero(page, 'receivables') && isZero(page, 'payables') ? (
                <Empty description={t('home:portal.noOpenAmounts')} style={{ height: 228 }} />
              ) : (
                <EChart option={ageing} testId="portal-ageing-chart" />
              ),
            )}
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          {panel(
            'review',
            t('home:portal.waitingReview'),
            null,
            page.waitingReview.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home:portal.nothingWaiting')} />
            ) : (
              <List
                size="small"
                dataSource={page.waitingReview}
                renderItem={(w) => {
                  const onClick = link(w.menu);
                  return (
                    <List.Item data-type={w.documentType}>
                      {onClick ? (
                        <Typography.Link onClick={onClick}>{t(`document:type.${w.documentType}`)}</Typography.Link>
                      ) : (
                        t(`document:type.${w.documentType}`)
                      )}
                      <Badge count={w.count} overflowCount={999} color="blue" />
                    </List.Item>
                  );
                }}
              />
            ),
          )}
        </Col>
        {page.lowStock ? (
          <Col xs={24} md={12}>
            {panel(
              'lowStock',
              t('home:portal.lowStock'),
              FIGURE_SCREENS.lowStock,
              page.lowStock.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home:portal.noLowStock')} />
              ) : (
                <Table
                  size="small"
                  rowKey="skuId"
                  pagination={false}
                  dataSource={page.lowStock}
                  columns={[
                    { title: t('home:portal.skuCode'), dataIndex: 'skuCode', width: 120 },
                    { title: t('home:portal.skuName'), dataIndex: 'skuName', ellipsis: true },
                    { title: t('home:portal.available'), dataIndex: 'available', width: 90, align: 'right' },
                    { title: t('home:portal.lowerLimit'), dataIndex: 'lowerLimit', width: 90, align: 'right' },
                  ]}
                />
              ),
            )}
          </Col>
        ) : null}
      </Row>
    </div>
  );
}
