import type { LogicalWarehouseView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../core/access';
import { useNavigate } from '../../core/navigation';
import { ui } from '../../core/ui-bridge';
import { type ListColumn, ListPage, type RowAction } from '../../kit/list-page';
import { createTimeColumn, statusColumn } from '../../kit/record-columns';
import { useStatusActions } from '../../kit/status-actions';
import { useStatusOptions } from '../../kit/status-tag';
import { logicalWarehouseApi, logicalWarehouseKeys } from './logical-warehouse-api';
import {
  DEFAULT_KINDS,
  TYPE_COLOR,
  useInventoryModeOptions,
  usePhysicalWarehouseOptions,
  useWarehouseTypeOptions,
} from './warehouse-options';

const BASE = '/system/logicalWarehouse';

/** The small tags of the defaults a warehouse holds (默认销售, 默认采购 …). */
export function DefaultTags({ warehouse }: { warehouse: LogicalWarehouseView }) {
  const { t } = useTranslation();
  const held = DEFAULT_KINDS.filter(({ flag }) => warehouse[flag]);
  if (held.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {held.map(({ kind }) => (
        <Tag key={kind} color="gold" data-default-kind={kind} style={{ marginInlineEnd: 0 }}>
          {t(`warehouse:defaultTag.${kind}`)}
        </Tag>
      ))}
    </Space>
  );
}

/** Logical warehouses (逻辑仓): the stock-keeping units of a business group and its five defaults. */
export default function LogicalWarehouseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const statusOptions = useStatusOptions();
  const typeOptions = useWarehouseTypeOptions();
  const modeOptions = useInventoryModeOptions();
  const physical = usePhysicalWarehouseOptions();
  const refresh = () => queryClient.invalidateQueries({ queryKey: logicalWarehouseKeys.all });
  const open = (kind: 'edit' | 'detail', row: LogicalWarehouseView) => {
    queryClient.setQueryData(logicalWarehouseKeys.detail(row.id), row);
    navigate(`${BASE}/${kind}/${row.id}`);
  };

  const status = useStatusActions<LogicalWarehouseView>({
    permission: 'system:logicalWarehouse:status',
    statusOf: (r) => r.status,
    apply: logicalWarehouseApi.setStatus,
    invalidate: logicalWarehouseKeys.all,
    confirm: { keys: 'warehouse:logical', name: (r) => r.name },
  });

  const columns: ListColumn<LogicalWarehouseView>[] = [
    {
      key: 'code',
      title: t('warehouse:logical.code'),
      width: 110,
      fixed: 'left',
      render: (r) =>
        has('system:logicalWarehouse:detail') ? <Typography.Link onClick={() => open('detail', r)}>{r.code}</Typography.Link> : r.code,
    },
    { key: 'name', title: t('warehouse:logical.name'), dataIndex: 'name', width: 150 },
    {
      key: 'type',
      title: t('warehouse:logical.type'),
      width: 90,
      render: (r) => <Tag color={TYPE_COLOR[r.type]}>{t(`warehouse:type.${r.type}`)}</Tag>,
    },
    {
      key: 'physicalWarehouse',
      title: t('warehouse:logical.physicalWarehouse'),
      width: 150,
      ellipsis: true,
      render: (r) => (
        <Tooltip title={r.physicalWarehouseCode}>
          <span>{r.physicalWarehouseName}</span>
        </Tooltip>
      ),
    },
    { key: 'defaults', title: t('warehouse:logical.defaults'), width: 220, render: (r) => <DefaultTags warehouse={r} /> },
    {
      key: 'inventoryMode',
      title: t('warehouse:logical.inventoryMode'),
      width: 100,
      render: (r) => t(`warehouse:mode.${r.inventoryMode}`),
    },
    {
      key: 'locationCount',
      title: t('warehouse:logical.locationCount'),
      width: 80,
      align: 'right',
      defaultHidden: true,
      render: (r) => r.locationCount.toLocaleString(),
    },
    statusColumn(),
    { key: 'remark', title: t('warehouse:remark'), dataIndex: 'remark', width: 200, ellipsis: true, defaultHidden: true },
    createTimeColumn(),
  ];

  const actions: RowAction<LogicalWarehouseView>[] = [
    { key: 'edit', label: t('common:edit'), permission: 'system:logicalWarehouse:edit', onClick: (r) => open('edit', r) },
    status.rowAction('DISABLE'),
    status.rowAction('ENABLE'),
    {
      key: 'delete',
      label: t('common:delete'),
      permission: 'system:logicalWarehouse:edit',
      danger: true,
      confirm: (r) => t('warehouse:logical.confirmDelete', { name: r.name }),
      onClick: async (r) => {
        await logicalWarehouseApi.remove([r.id]);
        ui.success(t('common:deleted'));
        await refresh();
      },
    },
  ];

  return (
    <ListPage<LogicalWarehouseView>
      tableKey="warehouse.logical"
      queryKey={logicalWarehouseKeys.all}
      fetch={(q, signal) => logicalWarehouseApi.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('warehouse:logical.keywordPlaceholder') },
        { kind: 'select', name: 'type', label: t('warehouse:logical.type'), options: typeOptions },
        { kind: 'select', name: 'physicalWarehouseId', label: t('warehouse:logical.physicalWarehouse'), options: physical.options },
        { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
      ]}
      advancedFilters={[{ kind: 'select', name: 'inventoryMode', label: t('warehouse:logical.inventoryMode'), options: modeOptions }]}
      rowActions={actions}
      selectable={has('system:logicalWarehouse:status')}
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="system:logicalWarehouse:add"
      exportAction={{ permission: 'system:logicalWarehouse:export', url: logicalWarehouseApi.exportUrl }}
      toolbar={status.toolbar}
    />
  );
}
