import type { LocationView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../core/access';
import { useNavigate } from '../../core/navigation';
import { ui } from '../../core/ui-bridge';
import { type ListColumn, ListPage, type RowAction } from '../../kit/list-page';
import { createTimeColumn, statusColumn } from '../../kit/record-columns';
import { useStatusActions } from '../../kit/status-actions';
import { useStatusOptions } from '../../kit/status-tag';
import { locationApi, locationKeys } from './location-api';
import { useLogicalWarehouseOptions } from './warehouse-options';

const BASE = '/system/location';

/** Warehouse locations (库位): shelves and bins inside a logical warehouse. */
export default function LocationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const statusOptions = useStatusOptions();
  const logical = useLogicalWarehouseOptions();
  const refresh = () => queryClient.invalidateQueries({ queryKey: locationKeys.all });
  const open = (kind: 'edit' | 'detail', row: LocationView) => {
    queryClient.setQueryData(locationKeys.detail(row.id), row);
    navigate(`${BASE}/${kind}/${row.id}`);
  };

  const status = useStatusActions<LocationView>({
    permission: 'system:location:status',
    statusOf: (r) => r.status,
    apply: locationApi.setStatus,
    invalidate: locationKeys.all,
    confirm: { keys: 'warehouse:location', name: (r) => r.code },
  });

  const columns: ListColumn<LocationView>[] = [
    {
      key: 'code',
      title: t('warehouse:location.code'),
      width: 130,
      fixed: 'left',
      render: (r) =>
        has('system:location:detail') ? <Typography.Link onClick={() => open('detail', r)}>{r.code}</Typography.Link> : r.code,
    },
    { key: 'name', title: t('warehouse:location.name'), dataIndex: 'name', width: 200 },
    {
      key: 'logicalWarehouse',
      title: t('warehouse:location.logicalWarehouse'),
      width: 200,
      render: (r) => `${r.logicalWarehouseName} (${r.logicalWarehouseCode})`,
    },
    { key: 'sort', title: t('warehouse:location.sort'), width: 80, align: 'right', render: (r) => r.sort.toLocaleString() },
    statusColumn(90),
    { key: 'remark', title: t('warehouse:remark'), dataIndex: 'remark', width: 220, ellipsis: true },
    createTimeColumn(),
  ];

  const actions: RowAction<LocationView>[] = [
    { key: 'edit', label: t('common:edit'), permission: 'system:location:edit', onClick: (r) => open('edit', r) },
    status.rowAction('DISABLE'),
    status.rowAction('ENABLE'),
    {
      key: 'delete',
      label: t('common:delete'),
      permission: 'system:location:edit',
      danger: true,
      confirm: (r) => t('warehouse:location.confirmDelete', { name: r.code }),
      onClick: async (r) => {
        await locationApi.remove([r.id]);
        ui.success(t('common:deleted'));
        await refresh();
      },
    },
  ];

  return (
    <ListPage<LocationView>
      tableKey="warehouse.location"
      queryKey={locationKeys.all}
      fetch={(q, signal) => locationApi.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('warehouse:location.keywordPlaceholder') },
        { kind: 'select', name: 'logicalWarehouseId', label: t('warehouse:location.logicalWarehouse'), options: logical.options },
        { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
      ]}
      rowActions={actions}
      selectable={has('system:location:status')}
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="system:location:add"
      exportAction={{ permission: 'system:location:export', url: locationApi.exportUrl }}
      toolbar={status.toolbar}
    />
  );
}
