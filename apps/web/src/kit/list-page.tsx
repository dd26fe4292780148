import { DownloadOutlined, MoreOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Page } from '@quire/contracts';
import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Form, Space, Table, type TableProps, Tooltip } from 'antd';
import { type Key, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../api/client';
import { runAction } from '../api/report-error';
import { systemKeys, tableConfigApi } from '../api/system-api';
import { usePermission } from '../core/access';
import { type ShortcutHandlers, useShortcuts } from '../core/shortcuts';
import { useTabActive } from '../core/tab-context';
import { ui } from '../core/ui-bridge';
import { actionColumnWidth, labelWidth } from './action-width';
import { AdvancedFilter } from './advanced-filter';
import { ColumnSettings } from './column-settings';
import { exportFilters, exportWithFilters } from './export-action';
import { FilterInput } from './filter-input';
import { filterProblemText } from './filter-problem-text';
import {
  type Condition,
  checkFilter,
  conditionsToValues,
  type FilterField,
  type FilterValues,
  type QueryFilters,
  toQueryFilters,
} from './filter-rules';
import { summaryLayout } from './list-summary';
import { listTotalText } from './list-total';
import { applySettings, mergeSettings } from './table-settings';

export type ListColumn<T> = {
  key: string;
  title: ReactNode;
  dataIndex?: keyof T & string;
  render?: (row: T) => ReactNode;
  width?: number;
  align?: 'left' | 'right' | 'center';
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
  defaultHidden?: boolean;
  /** This column's cell in the totals row (with `totals` on the list), from the server's totals. */
  total?: (totals: ListTotals) => ReactNode;
};

/** Totals of the whole filtered list, as the server sums them (not only the page). */
export type ListTotals = Record<string, string | number | undefined>;

export type RowAction<T> = {
  key: string;
  /** A verb; a function names what it does to that row (停用 an enabled one, 启用 a disabled one). */
  label: ReactNode | ((row: T) => ReactNode);
  /** Button permission; the action is removed when it is not granted. */
  permission?: string;
  hidden?: (row: T) => boolean;
  danger?: boolean;
  /** Asks before running. */
  confirm?: (row: T) => ReactNode;
  onClick: (row: T) => void | Promise<void>;
};

export type ListQuery = QueryFilters & { pageNum: number; pageSize: number };

export type ListPageProps<T extends { id: string }> = {
  /** Key of the column settings (global table config), e.g. `system.role`. */
  tableKey: string;
  queryKey: readonly unknown[];
  fetch: (query: ListQuery, signal: AbortSignal) => Promise<Page<T>>;
  columns: ListColumn<T>[];
  filters?: FilterField[];
  advancedFilters?: FilterField[];
  rowActions?: RowAction<T>[];
  /** Toolbar buttons beside "Add"; they receive the selected rows when `selectable`. */
  /** Extra toolbar buttons; `query` is the list's current query (filters and page), e.g. for a second export. */
  toolbar?: (selected: T[], clearSelection: () => void, query: ListQuery) => ReactNode;
  selectable?: boolean;
  onAdd?: () => void;
  addPermission?: string;
  /** Export: the endpoint (answering a file or a download-center task) and its permission. */
  exportAction?: { permission: string; url?: string };
  /**
   * A totals row under the table: the server's totals of everything the filters select (not
   * the page), fetched with the filters alone, so paging does not fetch them again.
   */
  totals?: (filters: QueryFilters, signal: AbortSignal) => Promise<ListTotals>;
  pageSize?: number;
  client?: HttpClient;
  /**
   * Filters the screen sets itself (a status tab): sent with the form's filters to the page,
   * the totals and the export; a change goes back to the first page, keeping the form.
   */
  fixedFilters?: QueryFilters;
  /**
   * Told the totals whenever they arrive or change, from the cache too: for a page that shows
   * them elsewhere as well (a summary strip above the list).
   */
  onTotals?: (totals: ListTotals | undefined) => void;
};

const MAX_INLINE_ACTIONS = 3;

const labelOf = <T,>(a: RowAction<T>, row: T): ReactNode => (typeof a.label === 'function' ? a.label(row) : a.label);
const labelText = (label: ReactNode): string => (typeof label === 'string' || typeof label === 'number' ? String(label) : '');

/**
 * Runs `run` each time the page's tab comes into view again. Its own component, so that choosing
 * a tab draws this alone and not the list (its table is the costliest thing on most screens).
 */
function OnShown({ run }: { run: () => void }) {
  const active = useTabActive();
  const latest = useRef(run);
  latest.current = run;
  const was = useRef(active);
  useEffect(() => {
    if (active && !was.current) latest.current();
    was.current = active;
  }, [active]);
  return null;
}

/** A list screen: filters, toolbar, table with pagination and column settings (DESIGN §7). */
export function ListPage<T extends { id: string }>(props: ListPageProps<T>) {
  const { t, i18n } = useTranslation();
  const { has } = usePermission();
  const [form] = Form.useForm<FilterValues>();
  const filters = props.filters ?? [];
  const advanced = props.advancedFilters ?? [];
  const [applied, setApplied] = useState<QueryFilters>({});
  const [conditions, setConditions] = useState<Condition[]>([]);
  const [page, setPage] = useState({ pageNum: 1, pageSize: props.pageSize ?? 20 });
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<T[]>([]);
  const [exporting, setExporting] = useState(false);
  const filterRef = useRef<HTMLDivElement>(null);

  const advancedQuery = useMemo(() => toQueryFilters(advanced, conditionsToValues(conditions)), [advanced, conditions]);
  const fixedKey = JSON.stringify(props.fixedFilters ?? {});
  const [seenFixed, setSeenFixed] = useState(fixedKey);
  if (seenFixed !== fixedKey) {
    setSeenFixed(fixedKey);
    setPage((p) => ({ ...p, pageNum: 1 }));
  }
  const query: ListQuery = { ...advancedQuery, ...applied, ...props.fixedFilters, ...page };

  const rowsQuery = queryOptions({ queryKey: [...props.queryKey, query], queryFn: ({ signal }) => props.fetch(query, signal) });
  const configQuery = queryOptions({
    queryKey: systemKeys.tableConfig(props.tableKey),
    queryFn: () => tableConfigApi.get(props.tableKey),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Asked for while the screen is still being drawn, not after: the rows and the column
  // settings arrive while the filters and the table are made (a first open is about 100 ms sooner).
  usePrefetchQuery(rowsQuery);
  usePrefetchQuery(configQuery);
  const data = useQuery({ ...rowsQuery, placeholderData: keepPreviousData });

  // Shown again (its tab chosen, or a closed screen reopened), rows older than the cache's
  // freshness are fetched again, as a new open would.
  const refetchIfStale = () => {
    if (data.isStale && !data.isFetching) void data.refetch();
  };

  const filtersOnly = exportFilters(query) as QueryFilters;
  const totalsFetch = props.totals;
  const totals = useQuery({
    queryKey: [...props.queryKey, 'totals', filtersOnly],
    queryFn: ({ signal }) => (totalsFetch as NonNullable<typeof totalsFetch>)(filtersOnly, signal),
    enabled: Boolean(totalsFetch),
    placeholderData: keepPreviousData,
  });

  const onTotals = useRef(props.onTotals);
  onTotals.current = props.onTotals;
  useEffect(() => onTotals.current?.(totals.data), [totals.data]);

  const tableConfig = useQuery(configQuery);

  const settings = useMemo(() => mergeSettings(props.columns, tableConfig.data?.config), [props.columns, tableConfig.data]);
  const visibleColumns = applySettings(props.columns, settings);

  const search = async () => {
    const values = await form.validateFields();
    setApplied(toQueryFilters(filters, values));
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  const reset = () => {
    form.resetFields();
    setApplied({});
    setConditions([]);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  const clearSelection = () => {
    setSelectedKeys([]);
    setSelectedRows([]);
  };

  const canAdd = Boolean(props.onAdd) && (!props.addPermission || has(props.addPermission));
  const shortcuts: ShortcutHandlers = {};
  shortcuts.F10 = () => filterRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  if (canAdd) shortcuts.F1 = () => props.onAdd?.();
  if (filters.length > 0) shortcuts.Enter = () => runAction(search);
  useShortcuts(shortcuts);

  const runExport = async () => {
    const url = props.exportAction?.url;
    if (!url) return;
    setExporting(true);
    try {
      await exportWithFilters(url, query, props.client);
    } finally {
      setExporting(false);
    }
  };

  const actions = (props.rowActions ?? []).filter((a) => !a.permission || has(a.permission));
  const splitActions = (row: T) => {
    const shown = actions.filter((a) => !a.hidden?.(row));
    const inline = shown.length > MAX_INLINE_ACTIONS ? shown.slice(0, MAX_INLINE_ACTIONS - 1) : shown;
    return { inline, more: shown.slice(inline.length) };
  };
  const runRowAction = async (action: RowAction<T>, row: T) => {
    if (action.confirm) {
      const ok = await ui.confirm({ title: t('common:pleaseConfirm'), content: action.confirm(row), danger: action.danger });
      if (!ok) return;
    }
    await action.onClick(row);
  };

  const columns: TableProps<T>['columns'] = visibleColumns.map((c) => ({
    key: c.key,
    title: c.title,
    dataIndex: c.dataIndex,
    width: c.width,
    align: c.align,
    fixed: c.fixed,
    ellipsis: c.ellipsis,
    render: c.render ? (_: unknown, row: T) => c.render?.(row) : undefined,
  }));
  if (actions.length > 0) {
    const rows = data.data?.list ?? [];
    const width = actionColumnWidth(
      rows.map((row) => {
        const { inline, more } = splitActions(row);
        return { inline: inline.map((a) => labelText(labelOf(a, row))), more: more.length > 0 ? t('kit:list.more') : null };
      }),
      labelWidth(t('kit:list.operations')) + 40,
    );
    columns.push({
      key: '__actions',
      title: t('kit:list.operations'),
      fixed: 'right',
      width,
      render: (_: unknown, row: T) => {
        const { inline, more } = splitActions(row);
        return (
          <Space size={4} wrap={false}>
            {inline.map((a) => (
              <Button
                key={a.key}
                type="link"
                size="small"
                danger={a.danger}
                onClick={() => runAction(() => runRowAction(a, row))}
                data-action={a.key}
              >
                {labelOf(a, row)}
              </Button>
            ))}
            {more.length > 0 && (
              <Dropdown
                menu={{
                  items: more.map((a) => ({ key: a.key, label: labelOf(a, row), danger: a.danger })),
                  onClick: ({ key }) => {
                    const a = more.find((x) => x.key === key);
                    if (a) runAction(() => runRowAction(a, row));
                  },
                }}
              >
                <Button type="link" size="small" icon={<MoreOutlined />} data-action="more">
                  {t('kit:list.more')}
                </Button>
              </Dropdown>
            )}
          </Space>
        );
      },
    });
  }

  const summary = props.totals
    ? () => {
        const cells = summaryLayout(
          visibleColumns.map((c) => ({ key: c.key, hasTotal: Boolean(c.total) })),
          { selection: props.selectable, actions: actions.length > 0 },
        );
        const byKey = new Map(visibleColumns.map((c) => [c.key, c]));
        return (
          <Table.Summary>
            <Table.Summary.Row className="q-list-totals" data-testid="list-totals">
              {cells.map((cell) => (
                <Table.Summary.Cell key={cell.key} index={cell.index} align={byKey.get(cell.key)?.align}>
                  {cell.show === 'label' ? (
                    <strong>{t('kit:list.totals')}</strong>
                  ) : cell.show === 'total' && totals.data ? (
                    <strong data-total={cell.key}>{byKey.get(cell.key)?.total?.(totals.data)}</strong>
                  ) : null}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        );
      }
    : undefined;

  const titles = Object.fromEntries(props.columns.map((c) => [c.key, c.title]));
  const exportAllowed = props.exportAction && has(props.exportAction.permission);

  return (
    <div className="q-page" data-table-key={props.tableKey}>
      <OnShown run={refetchIfStale} />
      {filters.length > 0 && (
        <div ref={filterRef}>
          <Form form={form} layout="inline" className="q-filter-bar" onFinish={() => void search()}>
            {filters.map((field) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                rules={[
                  {
                    validator: async (_, value) => {
                      const problem = checkFilter(field, value);
                      if (problem) throw new Error(filterProblemText(problem, t));
                    },
                  },
                ]}
              >
                <FilterInput field={field} />
              </Form.Item>
            ))}
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="list-search">
                  {t('kit:filter.search')}
                </Button>
                <Button onClick={reset}>{t('kit:filter.reset')}</Button>
                {advanced.length > 0 && (
                  <AdvancedFilter
                    fields={advanced}
                    conditions={conditions}
                    onApply={(next) => {
                      setConditions(next);
                      setPage((p) => ({ ...p, pageNum: 1 }));
                    }}
                  />
                )}
              </Space>
            </Form.Item>
          </Form>
        </div>
      )}
      <div className="q-toolbar">
        <Space wrap>
          {canAdd && (
            <Tooltip title="F1">
              <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd} data-testid="list-add">
                {t('common:add')}
              </Button>
            </Tooltip>
          )}
          {props.toolbar?.(selectedRows, clearSelection, query)}
          {exportAllowed && (
            <Tooltip title={props.exportAction?.url ? undefined : t('kit:export.unavailable')}>
              <Button
                icon={<DownloadOutlined />}
                disabled={!props.exportAction?.url}
                loading={exporting}
                onClick={() => void runExport()}
                data-testid="list-export"
              >
                {t('kit:export.button')}
              </Button>
            </Tooltip>
          )}
        </Space>
        <Space>
          <Tooltip title={t('kit:list.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                void data.refetch();
                if (props.totals) void totals.refetch();
              }}
              aria-label={t('kit:list.refresh')}
            />
          </Tooltip>
          <ColumnSettings tableKey={props.tableKey} settings={settings} titles={titles} />
        </Space>
      </div>
      <Table<T>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.data?.list ?? []}
        loading={data.isFetching}
        scroll={{ x: 'max-content' }}
        sticky
        summary={summary}
        rowSelection={
          props.selectable
            ? {
                selectedRowKeys: selectedKeys,
                onChange: (keys, rows) => {
                  setSelectedKeys(keys);
                  setSelectedRows(rows);
                },
              }
            : undefined
        }
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: data.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => listTotalText(t, total, data.data?.totalCapped, i18n.language),
          onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
        }}
      />
    </div>
  );
}
