import type { CustomerStatus, CustomerView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../core/navigation';
import { ImportButton } from '../../../kit/import-dialog';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { useStatusActions } from '../../../kit/status-actions';
import { type CustomerQuery, customerApi, PARTNER_EXCEL, partnerKeys } from '../partner-api';
import { CustomerStatusTag, usePartnerOptions } from '../partner-labels';
import { useAreaFilterOptions, usePricePolicyOptions, useSalespersonOptions } from '../partner-lookups';
import { CustomerPlanAction } from './customer-plan-action';
import { formatAmount, formatPercent } from './customer-rules';

const BASE = '/wholesale/customer';
const CONFIRM_KEY: Record<CustomerStatus, string> = {
  NORMAL: 'partner:customer.confirm.NORMAL',
  DISABLED: 'partner:customer.confirm.DISABLED',
  STOPPED: 'partner:customer.confirm.STOPPED',
  CLOSED: 'partner:customer.confirm.CLOSED',
};

const dash = <span style={{ color: '#bfbfbf' }}>—</span>;

/** 客户档案: customers of the active business group, their status, export and import. */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = usePartnerOptions();
  const areaOptions = useAreaFilterOptions();
  const salespersonOptions = useSalespersonOptions();
  const policies = usePricePolicyOptions();
  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerKeys.customers });

  const status = useStatusActions<CustomerView, CustomerStatus>({
    permission: 'wholesale:customer:status',
    statusOf: (r) => r.customerStatus,
    apply: customerApi.setStatus,
    invalidate: partnerKeys.customers,
    on: 'NORMAL',
    off: 'DISABLED',
    label: (status) => t(`partner:customer.statusAction.${status}`),
    titled: true,
    eligible: (r, status) => r.customerStatus !== 'CLOSED' && r.customerStatus !== status,
    confirm: (status, rows) => t(CONFIRM_KEY[status], { names: rows.map((r) => r.customerName).join('、') }),
    nothingToChange: t('partner:customer.nothingToChange'),
  });

  const columns: ListColumn<CustomerView>[] = [
    { key: 'customerCode', title: t('partner:customer.fields.customerCode'), dataIndex: 'customerCode', width: 110, fixed: 'left' },
    { key: 'customerName', title: t('partner:customer.fields.customerName'), dataIndex: 'customerName', width: 200, ellipsis: true },
    { key: 'mnemonic', title: t('partner:customer.fields.mnemonic'), dataIndex: 'mnemonic', width: 120 },
    {
      key: 'customerType',
      title: t('partner:customer.fields.customerType'),
      width: 100,
      render: (r) => t(`partner:customer.types.${r.customerType}`),
    },
    {
      key: 'customerStatus',
      title: t('partner:customer.fields.customerStatus'),
      width: 100,
      render: (r) => <CustomerStatusTag status={r.customerStatus} />,
    },
    {
      key: 'creditLimit',
      title: t('partner:customer.fields.creditLimit'),
      width: 130,
      align: 'right',
      render: (r) =>
        r.ifCreditLimit ? formatAmount(r.creditLimit) : <span style={{ color: '#bfbfbf' }}>{t('partner:customer.noCreditControl')}</span>,
    },
    {
      key: 'receivableAmt',
      title: t('partner:customer.fields.receivableAmt'),
      width: 130,
      align: 'right',
      render: (r) => formatAmount(r.account.receivableAmt),
    },
    {
      key: 'remainingCreditAmt',
      title: t('partner:customer.fields.remainingCreditAmt'),
      width: 130,
      align: 'right',
      render: (r) =>
        r.ifCreditLimit ? (
          <span style={Number(r.account.remainingCreditAmt) < 0 ? { color: '#cf1322' } : undefined}>
            {formatAmount(r.account.remainingCreditAmt)}
          </span>
        ) : (
          dash
        ),
    },
    {
      key: 'totalCreditAmt',
      title: t('partner:customer.fields.totalCreditAmt'),
      width: 130,
      align: 'right',
      defaultHidden: true,
      render: (r) => (r.ifCreditLimit ? formatAmount(r.account.totalCreditAmt) : dash),
    },
    {
      key: 'totalCreditLockAmt',
      title: t('partner:customer.fields.totalCreditLockAmt'),
      width: 130,
      align: 'right',
      defaultHidden: true,
      render: (r) => formatAmount(r.account.totalCreditLockAmt),
    },
    {
      key: 'receivableControlPlan',
      title: t('partner:customer.fields.receivableControlPlan'),
      width: 150,
      ellipsis: true,
      render: (r) => r.receivableControlPlanName ?? dash,
    },
    {
      key: 'points',
      title: t('partner:customer.fields.points'),
      width: 90,
      align: 'right',
      defaultHidden: true,
      render: (r) => r.points.toLocaleString('en-US'),
    },
    {
      key: 'rebateRatio',
      title: t('partner:customer.fields.rebateRatio'),
      width: 100,
      align: 'right',
      render: (r) => formatPercent(r.rebateRatio),
    },
    {
      key: 'areaName',
      title: t('partner:customer.fields.area'),
      width: 140,
      ellipsis: true,
      defaultHidden: true,
      render: (r) => r.areaName ?? dash,
    },
    { key: 'contactName', title: t('partner:customer.fields.contactName'), width: 100, render: (r) => r.contactName ?? dash },
    { key: 'contactPhone', title: t('partner:customer.fields.contactPhone'), width: 140, render: (r) => r.contactPhone ?? dash },
    { key: 'salespersonName', title: t('partner:customer.fields.salesperson'), width: 100, render: (r) => r.salespersonName ?? dash },
    {
      key: 'defaultAddress',
      title: t('partner:customer.fields.defaultAddress'),
      width: 260,
      ellipsis: true,
      defaultHidden: true,
      render: (r) => r.defaultAddress ?? dash,
    },
    { key: 'mainCode', title: t('partner:customer.fields.mainCode'), width: 110, defaultHidden: true, render: (r) => r.mainCode ?? dash },
    {
      key: 'pricePolicy',
      title: t('partner:customer.fields.pricePolicy'),
      width: 160,
      ellipsis: true,
      defaultHidden: true,
      render: (r) => (r.pricePolicyId ? (policies.names.get(r.pricePolicyId) ?? `#${r.pricePolicyId}`) : dash),
    },
    {
      key: 'presetPriceSet',
      title: t('partner:customer.fields.presetPriceSet'),
      width: 100,
      defaultHidden: true,
      render: (r) => (r.presetPriceSet ? t('partner:customer.presetPriceN', { n: r.presetPriceSet }) : dash),
    },
    {
      key: 'createTime',
      title: t('common:createTime'),
      width: 170,
      defaultHidden: true,
      render: (r) => r.createTime.replace('T', ' ').slice(0, 19),
    },
  ];

  const statusAction = (next: CustomerStatus) =>
    status.rowAction(next, {
      key: `status-${next}`,
      danger: next === 'CLOSED',
      hidden: (r) => r.customerStatus === 'CLOSED' || r.customerStatus === next,
    });

  const actions: RowAction<CustomerView>[] = [
    { key: 'detail', label: t('common:view'), permission: 'wholesale:customer:detail', onClick: (r) => navigate(`${BASE}/detail/${r.id}`) },
    {
      key: 'edit',
      label: t('common:edit'),
      permission: 'wholesale:customer:edit',
      hidden: (r) => r.customerStatus === 'CLOSED',
      onClick: (r) => navigate(`${BASE}/edit/${r.id}`),
    },
    statusAction('NORMAL'),
    statusAction('DISABLED'),
    statusAction('STOPPED'),
    statusAction('CLOSED'),
  ];

  return (
    <ListPage<CustomerView>
      tableKey="wholesale.customer"
      queryKey={partnerKeys.customers}
      fetch={(q, signal) => customerApi.page(q as CustomerQuery, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('partner:customer.keywordPlaceholder') },
        { kind: 'select', name: 'status', label: t('partner:customer.fields.customerStatus'), options: options.customerStatuses },
        { kind: 'select', name: 'type', label: t('partner:customer.fields.customerType'), options: options.customerTypes },
      ]}
      advancedFilters={[
        { kind: 'select', name: 'areaCode', label: t('partner:customer.fields.area'), options: areaOptions },
        { kind: 'select', name: 'salespersonId', label: t('partner:customer.fields.salesperson'), options: salespersonOptions },
      ]}
      rowActions={actions}
      selectable
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="wholesale:customer:add"
      exportAction={{ permission: 'wholesale:customer:export', url: PARTNER_EXCEL.customer.exportUrl }}
      toolbar={(selected, clear) => (
        <>
          {status.toolbar(selected, clear)}
          <CustomerPlanAction selected={selected} onDone={clear} />
          <ImportButton
            permission="wholesale:customer:import"
            title={t('partner:customer.importTitle')}
            templateUrl={PARTNER_EXCEL.customer.templateUrl}
            uploadUrl={PARTNER_EXCEL.customer.uploadUrl}
            onDone={(task) => {
              if (task.okRows > 0) void refresh();
            }}
          />
        </>
      )}
    />
  );
}
