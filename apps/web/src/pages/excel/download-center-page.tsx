import { DeleteOutlined, ReloadOutlined, SearchOutlined, SyncOutlined } from '@ant-design/icons';
import { EXCEL_TASK_KINDS, EXCEL_TASK_STATUSES, type ExcelTaskPageBody, type ExcelTaskView, type Page } from '@quire/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Empty,
  Form,
  Popconfirm,
  Progress,
  Select,
  Space,
  Table,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type HTMLAttributes, type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { excelKeys, excelTaskApi } from '../../api/files';
import { runAction } from '../../api/report-error';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../core/constants';
import { useTabActive } from '../../core/tab-context';
import { ui } from '../../core/ui-bridge';
import { isFinished, TaskStatusTag } from '../../kit/import-dialog';
import { canDownload, hasUnfinished, markDownloaded, REFRESH_MS, rowsText } from './download-center-rules';

type Filters = { kind?: ExcelTaskView['kind']; status?: ExcelTaskView['status']; created?: [Dayjs | null, Dayjs | null] | null };

const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT) : '—');

/** 下载中心: the caller's export and import tasks; refreshes itself while any is running. */
export default function DownloadCenterPage() {
  const { t } = useTranslation();
  const active = useTabActive();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Omit<ExcelTaskPageBody, 'pageNum' | 'pageSize'>>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [selected, setSelected] = useState<Key[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const query: ExcelTaskPageBody = { ...filters, ...page };

  const tasks = useQuery({
    queryKey: excelKeys.taskPage(query),
    queryFn: ({ signal }) => excelTaskApi.page(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (active && hasUnfinished(q.state.data?.list) ? REFRESH_MS : false),
    refetchOnWindowFocus: active,
  });
  const list = tasks.data?.list ?? [];
  const polling = active && hasUnfinished(list);

  const refresh = () => queryClient.invalidateQueries({ queryKey: excelKeys.tasks });

  const search = () => {
    const v = form.getFieldsValue();
    const [start, end] = v.created ?? [null, null];
    setFilters({
      ...(v.kind ? { kind: v.kind } : {}),
      ...(v.status ? { status: v.status } : {}),
      ...(start ? { createTimeStart: start.format(DATE_FORMAT) } : {}),
      ...(end ? { createTimeEnd: end.format(DATE_FORMAT) } : {}),
    });
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  const reset = () => {
    form.resetFields();
    setFilters({});
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  const withBusy = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  /** Fetches the file; the task reads 已下载 from then on (the server marks it as it sends the file). */
  const download = async (id: string) => {
    const saved = await excelTaskApi.download(id);
    if (saved !== 'file') return;
    queryClient.setQueriesData<Page<ExcelTaskView>>({ queryKey: excelKeys.tasks }, (page) =>
      page && Array.isArray(page.list) ? { ...page, list: markDownloaded(page.list, id) } : page,
    );
    await refresh();
  };

  const remove = async (ids: string[]) => {
    await excelTaskApi.remove(ids);
    setSelected((keys) => keys.filter((k) => !ids.includes(String(k))));
    ui.success(t('common:deleted'));
    await refresh();
  };

  const removeSelected = async () => {
    const ids = selected.map(String);
    if (ids.length === 0) return;
    const ok = await ui.confirm({
      title: t('excel:center.deleteSelected'),
      content: t('excel:center.confirmDeleteMany', { count: ids.length }),
      danger: true,
      okText: t('common:delete'),
    });
    if (ok) await remove(ids);
  };

  const columns: TableProps<ExcelTaskView>['columns'] = [
    {
      key: 'kind',
      title: t('excel:task.kind'),
      width: 80,
      render: (_, r) => <Tag color={r.kind === 'EXPORT' ? 'blue' : 'purple'}>{t(`excel:task.kinds.${r.kind}`)}</Tag>,
    },
    { key: 'fileName', title: t('excel:task.fileName'), dataIndex: 'fileName', width: 240, ellipsis: true },
    { key: 'status', title: t('excel:task.status'), width: 100, render: (_, r) => <TaskStatusTag task={r} /> },
    {
      key: 'progress',
      title: t('excel:task.progress'),
      width: 160,
      render: (_, r) => (
        <Progress
          size="small"
          percent={isFinished(r.status) ? 100 : r.progress}
          status={r.status === 'FAILED' ? 'exception' : isFinished(r.status) ? 'success' : 'active'}
        />
      ),
    },
    {
      key: 'rows',
      title: t('excel:task.rows'),
      width: 150,
      align: 'right',
      render: (_, r) => {
        if (r.kind === 'EXPORT') return rowsText(r);
        return (
          <span>
            {r.totalRows.toLocaleString()} / <Typography.Text type="success">{r.okRows.toLocaleString()}</Typography.Text> /{' '}
            <Typography.Text type={r.failedRows > 0 ? 'danger' : undefined}>{r.failedRows.toLocaleString()}</Typography.Text>
          </span>
        );
      },
    },
    { key: 'createTime', title: t('excel:task.createTime'), width: 170, render: (_, r) => time(r.createTime) },
    { key: 'finishTime', title: t('excel:task.finishTime'), width: 170, render: (_, r) => time(r.finishTime) },
    {
      key: 'errorMessage',
      title: t('excel:task.errorMessage'),
      width: 280,
      ellipsis: { showTitle: false },
      render: (_, r) =>
        r.errorMessage ? (
          <Tooltip title={r.errorMessage} placement="topLeft">
            <Typography.Text type={r.status === 'FAILED' ? 'danger' : 'warning'}>{r.errorMessage}</Typography.Text>
          </Tooltip>
        ) : (
          <span style={{ color: '#bfbfbf' }}>—</span>
        ),
    },
    {
      key: 'actions',
      title: t('kit:list.operations'),
      width: 190,
      fixed: 'right',
      render: (_, r) => (
        <Space size={4}>
          {r.kind === 'EXPORT' && (
            <Button
              type="link"
              size="small"
              disabled={!canDownload(r)}
              loading={busy === `d${r.id}`}
              onClick={() => runAction(() => withBusy(`d${r.id}`, () => download(r.id)))}
              data-action="download"
            >
              {t('excel:center.download')}
            </Button>
          )}
          {r.kind === 'IMPORT' && (
            <Button
              type="link"
              size="small"
              disabled={!(isFinished(r.status) && r.failedRows > 0)}
              loading={busy === `e${r.id}`}
              onClick={() => runAction(() => withBusy(`e${r.id}`, () => excelTaskApi.downloadErrors(r.id)))}
              data-action="download-errors"
            >
              {t('excel:center.downloadErrors')}
            </Button>
          )}
          <Popconfirm
            title={t('excel:center.confirmDelete', { name: r.fileName })}
            okText={t('common:delete')}
            cancelText={t('common:cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => runAction(() => remove([r.id]))}
          >
            <Button type="link" size="small" danger data-action="delete">
              {t('excel:center.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="q-page" data-testid="download-center">
      <Form form={form} layout="inline" className="q-filter-bar" onFinish={search}>
        <Form.Item name="kind" label={t('excel:center.filterKind')}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('kit:filter.all')}
            options={EXCEL_TASK_KINDS.map((k) => ({ value: k, label: t(`excel:task.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('excel:center.filterStatus')}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('kit:filter.all')}
            options={EXCEL_TASK_STATUSES.map((s) => ({ value: s, label: t(`excel:task.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="created" label={t('excel:center.filterTime')}>
          <DatePicker.RangePicker style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('kit:filter.search')}
            </Button>
            <Button onClick={reset}>{t('kit:filter.reset')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="q-toolbar">
        <Space wrap>
          <Tooltip title={selected.length === 0 ? t('kit:list.selectFirst') : undefined}>
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={() => runAction(removeSelected)}>
              {t('excel:center.deleteSelected')}
            </Button>
          </Tooltip>
          {polling ? (
            <Typography.Text type="secondary" data-testid="auto-refresh">
              <SyncOutlined spin /> {t('excel:center.autoRefresh')}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('excel:center.retention')}</Typography.Text>
          )}
        </Space>
        <Tooltip title={t('kit:list.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={() => void tasks.refetch()} aria-label={t('kit:list.refresh')} />
        </Tooltip>
      </div>
      <Table<ExcelTaskView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list}
        loading={tasks.isLoading}
        scroll={{ x: 'max-content' }}
        sticky
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('excel:center.empty')} /> }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        onRow={(r) => ({ 'data-task-id': r.id, 'data-task-kind': r.kind }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: tasks.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('kit:list.total', { total }),
          onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
        }}
      />
    </div>
  );
}
