import type {
  DocumentAuditView,
  DocumentHeaderView,
  DocumentStatus,
  EmployeeOption,
  LogicalWarehouseOption,
  SkuView,
} from '@quire/contracts';
import { DOCUMENT_STATUSES } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { useSession } from '../../core/session-store';
import type { ListColumn } from '../list-page';

const STATUS_COLORS: Record<DocumentStatus, string> = {
  DRAFT: 'default',
  REVIEWED: 'processing',
  COMPLETE: 'success',
  CLOSED: 'warning',
  DISCARDED: 'error',
};

/** 草稿 / 已审核 / 已过账 / 已关闭 / 已作废 as a coloured tag. */
export function DocumentStatusTag({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {t(`document:status.${status}`)}
    </Tag>
  );
}

export function useDocumentStatusOptions(statuses: readonly DocumentStatus[] = DOCUMENT_STATUSES) {
  const { t } = useTranslation();
  return statuses.map((s) => ({ value: s, label: t(`document:status.${s}`) }));
}

/** A decimal text with thousands separators, up to `max` decimals (quantities: 4). */
export function formatDecimal(value: string | number | null | undefined, max = 4, min = 0): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
}

/** A moment of the server (ISO, UTC) in the user's time zone. */
export const formatDateTime = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '');

/** Logical warehouses of the active group (id → name), for pickers and list columns. */
export function useWarehouses() {
  const query = useQuery({
    queryKey: ['logical-warehouses', 'options'],
    queryFn: () => http.get<LogicalWarehouseOption[]>('/api/stock/businessCargoWarehouse/itemList'),
    staleTime: 60_000,
  });
  const list = query.data ?? [];
  const names = useMemo(() => new Map(list.map((w) => [w.id, w.name])), [list]);
  const options = useMemo(() => list.map((w) => ({ value: w.id, label: `${w.code} ${w.name}` })), [list]);
  return { list, names, options, loading: query.isLoading };
}

/** A warehouse id as its name (the id while the names load). */
export function WarehouseName({ id }: { id: unknown }) {
  const { names } = useWarehouses();
  return <>{typeof id === 'string' ? (names.get(id) ?? id) : ''}</>;
}

/** Code, name and unit of the SKUs of a document's lines. */
export function useSkuNames(ids: readonly string[]) {
  const unique = [...new Set(ids.filter(Boolean))].sort();
  const query = useQuery({
    queryKey: ['documents', 'sku-names', unique],
    queryFn: () => http.post<SkuView[]>('/api/product/sku/list', { ids: unique }, { silent: true }),
    enabled: unique.length > 0,
    staleTime: 60_000,
  });
  return useMemo(() => new Map((query.data ?? []).map((s) => [s.id, s])), [query.data]);
}

/**
 * Employee names by id, for creators and the audit trail: the employee list when the caller
 * may read it (asked quietly), and always the signed-in user.
 */
export function useEmployeeNames() {
  const user = useSession((s) => s.user);
  const query = useQuery({
    queryKey: ['documents', 'employee-names'],
    queryFn: () => http.post<EmployeeOption[]>('/api/user/employee/options', { limit: 1000 }, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return useMemo(() => {
    const names = new Map((query.data ?? []).map((e) => [e.id, e.name]));
    if (user) names.set(user.employeeId, user.employeeName);
    return (id: string | null | undefined, fallback?: string | null) => fallback ?? (id ? (names.get(id) ?? id) : '');
  }, [query.data, user]);
}

/**
 * The columns every document list shows (bill no, date, status, total qty, creator, created
 * time), with the type's own columns placed after the date.
 */
export function documentListColumns<T extends DocumentHeaderView>(
  t: TFunction,
  own: ListColumn<T>[],
  onOpen?: (row: T) => void,
  employeeName: (id: string | null | undefined, fallback?: string | null) => string = (id, fallback) => fallback ?? id ?? '',
): ListColumn<T>[] {
  return [
    {
      key: 'billNo',
      title: t('document:fields.billNo'),
      width: 190,
      fixed: 'left',
      render: (r) =>
        onOpen ? (
          <Typography.Link onClick={() => onOpen(r)} data-bill-no={r.billNo}>
            {r.billNo}
          </Typography.Link>
        ) : (
          r.billNo
        ),
    },
    { key: 'billDate', title: t('document:fields.billDate'), dataIndex: 'billDate', width: 120 },
    ...own,
    { key: 'status', title: t('document:fields.status'), width: 100, render: (r) => <DocumentStatusTag status={r.status} /> },
    { key: 'totalQty', title: t('document:fields.totalQty'), width: 120, align: 'right', render: (r) => formatDecimal(r.totalQty) },
    { key: 'remark', title: t('document:fields.remark'), dataIndex: 'remark', width: 200, ellipsis: true, defaultHidden: true },
    { key: 'createdBy', title: t('document:fields.createdBy'), width: 120, render: (r) => employeeName(r.createdBy, r.createdByName) },
    { key: 'createTime', title: t('document:fields.createTime'), width: 170, render: (r) => formatDateTime(r.createTime) },
  ];
}

/** The audit trail: who did what when, the status before and after, and the reason. */
export function AuditTrail({ audit }: { audit: readonly DocumentAuditView[] }) {
  const { t } = useTranslation();
  const employeeName = useEmployeeNames();
  const status = (s: DocumentStatus | null) =>
    s ? <DocumentStatusTag status={s} /> : <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Table<DocumentAuditView>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...audit]}
      data-testid="audit-trail"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('document:audit.empty')} /> }}
      columns={[
        { key: 'at', title: t('document:audit.at'), width: 170, render: (_, a) => formatDateTime(a.at) },
        { key: 'operation', title: t('document:audit.operation'), width: 120, render: (_, a) => t(`document:operation.${a.operation}`) },
        { key: 'who', title: t('document:audit.who'), width: 140, render: (_, a) => employeeName(a.employeeId, a.employeeName) },
        {
          key: 'change',
          title: t('document:audit.change'),
          width: 220,
          render: (_, a) => (
            <span>
              {status(a.fromStatus)} → {status(a.toStatus)}
            </span>
          ),
        },
        { key: 'reason', title: t('document:audit.reason'), render: (_, a) => a.reason ?? '' },
      ]}
    />
  );
}
