import type { StockCheckReportLine } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../kit/document/document-kit';
import { ExportButton } from '../../../kit/export-action';
import { useMoney } from '../../../kit/units';
import { StockCheckStatusTag } from './status-tag';
import { stocktakeApi, stocktakeKeys } from './stocktake-api';

/** The difference report of a task: book, moves since the snapshot, counted, difference; value with costPrice. */
export function DifferenceReportDrawer({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const report = useQuery({
    queryKey: stocktakeKeys.report(taskId ?? ''),
    queryFn: () => stocktakeApi.report(taskId as string),
    enabled: taskId !== null,
  });
  const data = report.data;
  const showCost = Boolean(data?.lines.some((l) => l.costAmount !== undefined) || data?.totals.costAmount !== undefined);
  const columns = [
    { key: 'skuCode', title: t('stocktake:report.skuCode'), dataIndex: 'skuCode', width: 130 },
    { key: 'skuName', title: t('stocktake:report.skuName'), dataIndex: 'skuName', width: 200 },
    { key: 'bookQty', title: t('stocktake:report.bookQty'), dataIndex: 'bookQty', align: 'right' as const, width: 100 },
    { key: 'movedQty', title: t('stocktake:report.movedQty'), dataIndex: 'movedQty', align: 'right' as const, width: 110 },
    {
      key: 'countedQty',
      title: t('stocktake:report.countedQty'),
      align: 'right' as const,
      width: 110,
      render: (_: unknown, r: StockCheckReportLine) =>
        r.countedQty === null ? (
          <Tag>{t('stocktake:report.uncounted')}</Tag>
        ) : (
          <span>
            {r.countedQty}
            {r.recounted ? <Tag style={{ marginLeft: 4 }}>{t('stocktake:report.recounted')}</Tag> : null}
          </span>
        ),
    },
    {
      key: 'diffQty',
      title: t('stocktake:report.diffQty'),
      align: 'right' as const,
      width: 100,
      render: (_: unknown, r: StockCheckReportLine) => (
        <span
          style={{ color: Number(r.diffQty) < 0 ? '#cf1322' : Number(r.diffQty) > 0 ? '#389e0d' : undefined }}
          data-testid="report-diff"
        >
          {r.diffQty}
        </span>
      ),
    },
    ...(showCost
      ? [
          { key: 'unitCost', title: t('stocktake:report.unitCost'), dataIndex: 'unitCost', align: 'right' as const, width: 110 },
          {
            key: 'costAmount',
            title: t('stocktake:report.costAmount'),
            align: 'right' as const,
            width: 110,
            render: (_: unknown, r: StockCheckReportLine) => money(r.costAmount),
          },
        ]
      : []),
  ];
  return (
    <Drawer
      open={taskId !== null}
      onClose={onClose}
      width={1000}
      title={t('stocktake:report.title', { billNo: data?.task.billNo ?? '' })}
      extra={
        <Space className="no-print">
          {taskId && (
            <ExportButton
              permission="inventory:checkTask:export"
              url={stocktakeApi.reportExportUrl}
              filters={{ taskId }}
              testId="report-export"
            />
          )}
          <Button onClick={() => window.print()} data-testid="report-print">
            {t('stocktake:report.print')}
          </Button>
        </Space>
      }
    >
      {data && (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('stocktake:task.status')}>
              <StockCheckStatusTag status={data.task.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('stocktake:task.warehouse')}>{data.task.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('stocktake:task.startTime')}>{formatDateTime(data.task.startTime)}</Descriptions.Item>
            <Descriptions.Item label={t('stocktake:report.gain')}>{data.totals.gainQty}</Descriptions.Item>
            <Descriptions.Item label={t('stocktake:report.loss')}>{data.totals.lossQty}</Descriptions.Item>
            {data.totals.costAmount !== undefined && (
              <Descriptions.Item label={t('stocktake:report.costAmount')}>{money(data.totals.costAmount)}</Descriptions.Item>
            )}
          </Descriptions>
          <Table<StockCheckReportLine>
            rowKey="skuId"
            size="small"
            columns={columns}
            dataSource={[...data.lines].sort((a, b) => Number(a.diffQty === '0') - Number(b.diffQty === '0'))}
            pagination={false}
            scroll={{ y: 520 }}
            data-testid="difference-report"
          />
        </>
      )}
    </Drawer>
  );
}
