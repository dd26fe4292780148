import { TeamOutlined } from '@ant-design/icons';
import type { EmployeeView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employeeApi, systemKeys } from '../../../api/system-api';
import { Access } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { useStatusActions } from '../../../kit/status-actions';
import { StatusTag, useStatusOptions } from '../../../kit/status-tag';
import { AssignRoleModal, DiscountAuthModal, ResetPasswordModal } from './employee-modals';
import { useEmployeeOptions } from './employee-options';

const BASE = '/system/employee';

function percent(value: string): string {
  return `${Number(value)
    .toFixed(2)
    .replace(/\.?0+$/, '')}%`;
}

/** Employee management: groups, discount caps, picking tolerances, authorization codes, roles. */
export default function EmployeeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const statusOptions = useStatusOptions();
  const { roleOptions, groupOptions } = useEmployeeOptions();
  const [resetFor, setResetFor] = useState<EmployeeView | null>(null);
  const [assignFor, setAssignFor] = useState<EmployeeView[] | null>(null);
  const [discountFor, setDiscountFor] = useState<EmployeeView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: systemKeys.employees });
  const open = (kind: 'edit' | 'detail', row: EmployeeView) => {
    queryClient.setQueryData(systemKeys.employee(row.id), row);
    navigate(`${BASE}/${kind}/${row.id}`);
  };

  const status = useStatusActions<EmployeeView>({
    permission: 'system:employee:status',
    statusOf: (r) => r.status,
    apply: employeeApi.setStatus,
    invalidate: systemKeys.employees,
    eligible: (r) => !r.isAdmin,
    confirm: { keys: 'system:employee', name: (r) => r.name, separator: ', ' },
  });

  const columns: ListColumn<EmployeeView>[] = [
    { key: 'employeeNo', title: t('system:employee.employeeNo'), dataIndex: 'employeeNo', width: 150, fixed: 'left' },
    {
      key: 'name',
      title: t('system:employee.name'),
      width: 140,
      render: (r) => (
        <>
          {r.name} {r.isAdmin ? <Tag color="gold">{t('system:employee.admin')}</Tag> : null}
        </>
      ),
    },
    { key: 'phone', title: t('system:employee.phone'), dataIndex: 'phone', width: 130 },
    { key: 'email', title: t('system:employee.email'), dataIndex: 'email', width: 180, ellipsis: true, defaultHidden: true },
    {
      key: 'roleName',
      title: t('system:employee.role'),
      width: 120,
      render: (r) => r.roleName ?? <span style={{ color: '#bfbfbf' }}>—</span>,
    },
    { key: 'positionName', title: t('system:employee.position'), dataIndex: 'positionName', width: 110 },
    {
      key: 'businessGroups',
      title: t('system:employee.businessGroups'),
      width: 220,
      render: (r) => (
        <Space size={[4, 4]} wrap>
          {r.businessGroups.map((g) => (
            <Tag key={g.id} color={g.isDefault ? 'blue' : undefined}>
              {g.name}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'discountCaps',
      title: t('system:employee.discountCaps'),
      width: 140,
      align: 'right',
      render: (r) => `${percent(r.salesDiscountCap)} / ${percent(r.returnDiscountCap)}`,
    },
    {
      key: 'pickingTolerance',
      title: t('system:employee.pickingTolerance'),
      width: 130,
      align: 'right',
      render: (r) => `-${percent(r.pickingUnderTolerance)} / +${percent(r.pickingOverTolerance)}`,
    },
    {
      key: 'authCodes',
      title: t('system:employee.authCodes'),
      width: 200,
      render: (r) => (
        <Space size={4}>
          <Tag color={r.hasPickingAuthCode ? 'green' : 'default'}>{t('system:employee.codePicking')}</Tag>
          <Tag color={r.hasDiscountAuthCode ? 'green' : 'default'}>{t('system:employee.codeDiscount')}</Tag>
          <Tag color={r.hasReviewAuthorityCode ? 'green' : 'default'}>{t('system:employee.codeReview')}</Tag>
        </Space>
      ),
    },
    { key: 'status', title: t('common:statusLabel'), width: 90, render: (r) => <StatusTag status={r.status} /> },
    {
      key: 'lastLoginTime',
      title: t('system:employee.lastLogin'),
      width: 170,
      render: (r) => r.lastLoginTime?.replace('T', ' ').slice(0, 19) ?? '—',
    },
    {
      key: 'createTime',
      title: t('common:createTime'),
      width: 170,
      defaultHidden: true,
      render: (r) => r.createTime.replace('T', ' ').slice(0, 19),
    },
  ];

  const actions: RowAction<EmployeeView>[] = [
    { key: 'detail', label: t('common:view'), permission: 'system:employee:detail', onClick: (r) => open('detail', r) },
    { key: 'edit', label: t('common:edit'), permission: 'system:employee:edit', hidden: (r) => r.isAdmin, onClick: (r) => open('edit', r) },
    {
      key: 'status',
      label: (r) => t(r.status === 'ENABLE' ? 'common:disable' : 'common:enable'),
      permission: 'system:employee:status',
      hidden: (r) => r.isAdmin,
      onClick: (r) => status.setStatus([r], r.status === 'ENABLE' ? 'DISABLE' : 'ENABLE'),
    },
    {
      key: 'assignRole',
      label: t('system:employee.assignRole'),
      permission: 'system:employee:assignRole',
      hidden: (r) => r.isAdmin,
      onClick: (r) => setAssignFor([r]),
    },
    {
      key: 'resetPassword',
      label: t('system:employee.resetPassword'),
      permission: 'system:employee:resetPassword',
      onClick: (r) => setResetFor(r),
    },
    {
      key: 'discountAuth',
      label: t('system:employee.discountAuth'),
      permission: 'system:employee:edit',
      hidden: (r) => r.isAdmin,
      onClick: (r) => setDiscountFor(r),
    },
  ];

  return (
    <>
      <ListPage<EmployeeView>
        tableKey="system.employee"
        queryKey={systemKeys.employees}
        fetch={(q, signal) => employeeApi.list(q, signal)}
        columns={columns}
        filters={[
          { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('system:employee.keywordPlaceholder') },
          { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
        ]}
        advancedFilters={[
          { kind: 'select', name: 'roleId', label: t('system:employee.role'), options: roleOptions },
          { kind: 'select', name: 'businessGroupId', label: t('system:employee.businessGroup'), options: groupOptions },
        ]}
        rowActions={actions}
        selectable
        onAdd={() => navigate(`${BASE}/add`)}
        addPermission="system:employee:add"
        toolbar={(selected, clear) => {
          const none = selected.length === 0;
          return (
            <>
              {status.toolbar(selected, clear)}
              <Access path="system:employee:assignRole">
                <Button
                  icon={<TeamOutlined />}
                  disabled={none}
                  onClick={() => {
                    setAssignFor(selected.filter((e) => !e.isAdmin));
                    clear();
                  }}
                >
                  {t('system:employee.assignRole')}
                </Button>
              </Access>
            </>
          );
        }}
      />
      <ResetPasswordModal employee={resetFor} onClose={() => setResetFor(null)} />
      <AssignRoleModal
        employees={assignFor}
        roleOptions={roleOptions}
        onClose={(changed) => {
          setAssignFor(null);
          if (changed) void refresh();
        }}
      />
      <DiscountAuthModal
        employee={discountFor}
        onClose={(changed) => {
          setDiscountFor(null);
          if (changed) void refresh();
        }}
      />
    </>
  );
}
