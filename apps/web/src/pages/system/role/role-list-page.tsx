import type { RoleView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleApi, systemKeys } from '../../../api/system-api';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { StatusTag, useStatusOptions } from '../../../kit/status-tag';

const BASE = '/system/role';

/** Role management: roles, their status and their menu-and-button permissions. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const statusOptions = useStatusOptions();
  const refresh = () => queryClient.invalidateQueries({ queryKey: systemKeys.roles });

  const columns: ListColumn<RoleView>[] = [
    { key: 'code', title: t('system:role.code'), dataIndex: 'code', width: 140 },
    {
      key: 'name',
      title: t('system:role.name'),
      width: 180,
      render: (r) => (
        <>
          {r.displayName} {r.builtIn ? <Tag color="purple">{t('system:role.builtIn')}</Tag> : null}
        </>
      ),
    },
    { key: 'remark', title: t('system:role.remark'), dataIndex: 'remark', ellipsis: true, width: 240 },
    { key: 'employeeCount', title: t('system:role.employeeCount'), dataIndex: 'employeeCount', align: 'right', width: 110 },
    { key: 'status', title: t('common:statusLabel'), width: 100, render: (r) => <StatusTag status={r.status} /> },
    {
      key: 'createTime',
      title: t('common:createTime'),
      dataIndex: 'createTime',
      width: 180,
      render: (r) => r.createTime?.replace('T', ' ').slice(0, 19),
    },
  ];

  const actions: RowAction<RoleView>[] = [
    { key: 'detail', label: t('common:view'), permission: 'system:role:detail', onClick: (r) => navigate(`${BASE}/detail/${r.id}`) },
    { key: 'edit', label: t('common:edit'), permission: 'system:role:edit', onClick: (r) => navigate(`${BASE}/edit/${r.id}`) },
    {
      key: 'status',
      label: (r) => t(r.status === 'ENABLE' ? 'common:disable' : 'common:enable'),
      permission: 'system:role:status',
      confirm: (r) => t(r.status === 'ENABLE' ? 'system:role.confirmDisable' : 'system:role.confirmEnable', { name: r.displayName }),
      onClick: async (r) => {
        await roleApi.setStatus(r.id, r.status === 'ENABLE' ? 'DISABLE' : 'ENABLE');
        ui.success(t('common:done'));
        await refresh();
      },
    },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: 'system:role:delete',
      danger: true,
      hidden: (r) => r.builtIn,
      confirm: (r) => t('system:role.confirmDelete', { name: r.displayName }),
      onClick: async (r) => {
        await roleApi.remove([r.id]);
        ui.success(t('common:deleted'));
        await refresh();
      },
    },
  ];

  return (
    <ListPage<RoleView>
      tableKey="system.role"
      queryKey={systemKeys.roles}
      fetch={(q, signal) => roleApi.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('system:role.keywordPlaceholder') },
        { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
      ]}
      rowActions={actions}
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="system:role:add"
    />
  );
}
