import type { BusinessGroupView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessGroupApi, systemKeys } from '../../../api/system-api';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { StatusTag, useStatusOptions } from '../../../kit/status-tag';
import { toGroupBody } from './business-group-body';

const BASE = '/system/businessGroup';

export function useBelongTypeOptions() {
  const { t } = useTranslation();
  return [
    { value: 'ENTERPRISE', label: t('system:group.type.ENTERPRISE') },
    { value: 'DEALER', label: t('system:group.type.DEALER') },
  ];
}

/** Business groups (业务组织): distribution centres and dealers. */
export default function BusinessGroupListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const statusOptions = useStatusOptions();
  const typeOptions = useBelongTypeOptions();
  const open = (kind: 'edit' | 'detail', row: BusinessGroupView) => {
    queryClient.setQueryData(systemKeys.businessGroup(row.id), row);
    navigate(`${BASE}/${kind}/${row.id}`);
  };

  const columns: ListColumn<BusinessGroupView>[] = [
    { key: 'code', title: t('system:group.code'), dataIndex: 'code', width: 130 },
    { key: 'name', title: t('system:group.name'), dataIndex: 'name', width: 200 },
    {
      key: 'belongType',
      title: t('system:group.belongType'),
      width: 110,
      render: (r) => <Tag color={r.belongType === 'ENTERPRISE' ? 'blue' : 'cyan'}>{t(`system:group.type.${r.belongType}`)}</Tag>,
    },
    { key: 'partnerCode', title: t('system:group.partnerCode'), dataIndex: 'partnerCode', width: 130 },
    { key: 'contactName', title: t('system:group.contactName'), dataIndex: 'contactName', width: 120 },
    { key: 'phone', title: t('system:group.phone'), dataIndex: 'phone', width: 140 },
    { key: 'address', title: t('system:group.address'), dataIndex: 'address', width: 240, ellipsis: true },
    { key: 'status', title: t('common:statusLabel'), width: 90, render: (r) => <StatusTag status={r.status} /> },
    {
      key: 'createTime',
      title: t('common:createTime'),
      width: 170,
      defaultHidden: true,
      render: (r) => r.createTime.replace('T', ' ').slice(0, 19),
    },
  ];

  const actions: RowAction<BusinessGroupView>[] = [
    { key: 'detail', label: t('common:view'), permission: 'system:businessGroup:detail', onClick: (r) => open('detail', r) },
    { key: 'edit', label: t('common:edit'), permission: 'system:businessGroup:edit', onClick: (r) => open('edit', r) },
    {
      key: 'status',
      label: (r) => t(r.status === 'ENABLE' ? 'common:disable' : 'common:enable'),
      permission: 'system:businessGroup:status',
      confirm: (r) => t(r.status === 'ENABLE' ? 'system:group.confirmDisable' : 'system:group.confirmEnable', { name: r.name }),
      onClick: async (r) => {
        await businessGroupApi.save(toGroupBody(r, r.status === 'ENABLE' ? 'DISABLE' : 'ENABLE'));
        ui.success(t('common:done'));
        await queryClient.invalidateQueries({ queryKey: systemKeys.businessGroups });
      },
    },
  ];

  return (
    <ListPage<BusinessGroupView>
      tableKey="system.businessGroup"
      queryKey={systemKeys.businessGroups}
      fetch={(q, signal) => businessGroupApi.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('system:group.keywordPlaceholder') },
        { kind: 'select', name: 'belongType', label: t('system:group.belongType'), options: typeOptions },
        { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
      ]}
      rowActions={actions}
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="system:businessGroup:add"
    />
  );
}
