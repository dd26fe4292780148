import type { PhysicalWarehouseView } from '@quire/contracts';
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
import { physicalWarehouseApi, physicalWarehouseKeys } from './physical-warehouse-api';

const BASE = '/system/physicalWarehouse';

/** Physical warehouses (物理仓): the buildings and sites logical warehouses are located in. */
export default function PhysicalWarehouseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const statusOptions = useStatusOptions();
  const refresh = () => queryClient.invalidateQueries({ queryKey: physicalWarehouseKeys.all });
  const open = (kind: 'edit' | 'detail', row: PhysicalWarehouseView) => {
    queryClient.setQueryData(physicalWarehouseKeys.detail(row.id), row);
    navigate(`${BASE}/${kind}/${row.id}`);
  };

  const status = useStatusActions<PhysicalWarehouseView>({
    permission: 'system:physicalWarehouse:status',
    statusOf: (r) => r.status,
    apply: physicalWarehouseApi.setStatus,
    invalidate: physicalWarehouseKeys.all,
    confirm: { keys: 'warehouse:physical', name: (r) => r.name },
  });

  const columns: ListColumn<PhysicalWarehouseView>[] = [
    {
      key: 'code',
      title: t('warehouse:physical.code'),
      width: 110,
      fixed: 'left',
      render: (r) =>
        has('system:physicalWarehouse:detail') ? <Typography.Link onClick={() => open('detail', r)}>{r.code}</Typography.Link> : r.code,
    },
    { key: 'name', title: t('warehouse:physical.name'), dataIndex: 'name', width: 150 },
    { key: 'contactName', title: t('warehouse:physical.contactName'), dataIndex: 'contactName', width: 90 },
    { key: 'phone', title: t('warehouse:physical.phone'), dataIndex: 'phone', width: 130 },
    { key: 'address', title: t('warehouse:physical.address'), dataIndex: 'address', width: 240, ellipsis: true },
    {
      key: 'logicalWarehouseCount',
      title: t('warehouse:physical.logicalCount'),
      width: 90,
      align: 'right',
      render: (r) => r.logicalWarehouseCount.toLocaleString(),
    },
    statusColumn(),
    { key: 'remark', title: t('warehouse:remark'), dataIndex: 'remark', width: 200, ellipsis: true, defaultHidden: true },
    createTimeColumn(),
  ];

  const actions: RowAction<PhysicalWarehouseView>[] = [
    { key: 'edit', label: t('common:edit'), permission: 'system:physicalWarehouse:edit', onClick: (r) => open('edit', r) },
    status.rowAction('DISABLE'),
    status.rowAction('ENABLE'),
    {
      key: 'delete',
      label: t('common:delete'),
      permission: 'system:physicalWarehouse:edit',
      danger: true,
      confirm: (r) => t('warehouse:physical.confirmDelete', { name: r.name }),
      onClick: async (r) => {
        await physicalWarehouseApi.remove([r.id]);
        ui.success(t('common:deleted'));
        await refresh();
      },
    },
  ];

  return (
    <ListPage<PhysicalWarehouseView>
      tableKey="warehouse.physical"
      queryKey={physicalWarehouseKeys.all}
      fetch={(q, signal) => physicalWarehouseApi.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('warehouse:physical.keywordPlaceholder') },
        { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
      ]}
      rowActions={actions}
      selectable={has('system:physicalWarehouse:status')}
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="system:physicalWarehouse:add"
      exportAction={{ permission: 'system:physicalWarehouse:export', url: physicalWarehouseApi.exportUrl }}
      toolbar={status.toolbar}
    />
  );
}
