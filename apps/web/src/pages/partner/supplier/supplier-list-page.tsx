import type { SupplierStatus, SupplierView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../core/navigation';
import { ImportButton } from '../../../kit/import-dialog';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { useStatusActions } from '../../../kit/status-actions';
import { PARTNER_EXCEL, partnerKeys, type SupplierQuery, supplierApi } from '../partner-api';
import { SupplierStatusTag, usePartnerOptions } from '../partner-labels';
import { formatTaxRate } from './supplier-rules';

const BASE = '/purchase/supplier';
const dash = <span style={{ color: '#bfbfbf' }}>—</span>;

/** 供应商档案: suppliers of the active business group, enable/disable, export and import. */
export default function SupplierListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = usePartnerOptions();
  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerKeys.suppliers });

  const status = useStatusActions<SupplierView, SupplierStatus>({
    permission: 'purchase:supplier:status',
    statusOf: (r) => r.status,
    apply: supplierApi.setStatus,
    invalidate: partnerKeys.suppliers,
    confirm: { keys: 'partner:supplier', name: (r) => r.supplierName },
    titled: true,
    nothingToChange: t('partner:supplier.nothingToChange'),
  });

  const columns: ListColumn<SupplierView>[] = [
    { key: 'supplierCode', title: t('partner:supplier.fields.supplierCode'), dataIndex: 'supplierCode', width: 110, fixed: 'left' },
    { key: 'supplierName', title: t('partner:supplier.fields.supplierName'), dataIndex: 'supplierName', width: 220, ellipsis: true },
    { key: 'mnemonic', title: t('partner:supplier.fields.mnemonic'), dataIndex: 'mnemonic', width: 110, defaultHidden: true },
    {
      key: 'supplierType',
      title: t('partner:supplier.fields.supplierType'),
      width: 110,
      render: (r) => t(`partner:supplier.types.${r.supplierType}`),
    },
    {
      key: 'taxpayerType',
      title: t('partner:supplier.fields.taxpayerType'),
      width: 130,
      render: (r) => t(`partner:supplier.taxpayerTypes.${r.taxpayerType}`),
    },
    { key: 'taxRate', title: t('partner:supplier.fields.taxRate'), width: 80, align: 'right', render: (r) => formatTaxRate(r.taxRate) },
    { key: 'taxNo', title: t('partner:supplier.fields.taxNo'), width: 190, render: (r) => r.taxNo ?? dash },
    { key: 'contactName', title: t('partner:supplier.fields.contactName'), width: 100, render: (r) => r.contactName ?? dash },
    { key: 'contactPhone', title: t('partner:supplier.fields.contactPhone'), width: 140, render: (r) => r.contactPhone ?? dash },
    { key: 'address', title: t('partner:supplier.fields.address'), width: 240, ellipsis: true, render: (r) => r.address ?? dash },
    {
      key: 'legalRepresentative',
      title: t('partner:supplier.fields.legalRepresentative'),
      width: 110,
      defaultHidden: true,
      render: (r) => r.legalRepresentative ?? dash,
    },
    {
      key: 'bankName',
      title: t('partner:supplier.fields.bankName'),
      width: 180,
      ellipsis: true,
      defaultHidden: true,
      render: (r) => r.bankName ?? dash,
    },
    {
      key: 'bankAccount',
      title: t('partner:supplier.fields.bankAccount'),
      width: 190,
      defaultHidden: true,
      render: (r) => r.bankAccount ?? dash,
    },
    { key: 'status', title: t('partner:supplier.fields.status'), width: 90, render: (r) => <SupplierStatusTag status={r.status} /> },
    {
      key: 'createTime',
      title: t('common:createTime'),
      width: 170,
      defaultHidden: true,
      render: (r) => r.createTime.replace('T', ' ').slice(0, 19),
    },
  ];

  const actions: RowAction<SupplierView>[] = [
    { key: 'detail', label: t('common:view'), permission: 'purchase:supplier:detail', onClick: (r) => navigate(`${BASE}/detail/${r.id}`) },
    { key: 'edit', label: t('common:edit'), permission: 'purchase:supplier:edit', onClick: (r) => navigate(`${BASE}/edit/${r.id}`) },
    status.rowAction('ENABLE'),
    status.rowAction('DISABLE', { danger: true }),
  ];

  return (
    <ListPage<SupplierView>
      tableKey="purchase.supplier"
      queryKey={partnerKeys.suppliers}
      fetch={(q, signal) => supplierApi.page(q as SupplierQuery, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('partner:supplier.keywordPlaceholder') },
        { kind: 'select', name: 'status', label: t('partner:supplier.fields.status'), options: options.supplierStatuses },
        { kind: 'select', name: 'supplierType', label: t('partner:supplier.fields.supplierType'), options: options.supplierTypes },
      ]}
      advancedFilters={[
        { kind: 'select', name: 'taxpayerType', label: t('partner:supplier.fields.taxpayerType'), options: options.taxpayerTypes },
      ]}
      rowActions={actions}
      selectable
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="purchase:supplier:add"
      exportAction={{ permission: 'purchase:supplier:export', url: PARTNER_EXCEL.supplier.exportUrl }}
      toolbar={(selected, clear) => (
        <>
          {status.toolbar(selected, clear)}
          <ImportButton
            permission="purchase:supplier:import"
            title={t('partner:supplier.importTitle')}
            templateUrl={PARTNER_EXCEL.supplier.templateUrl}
            uploadUrl={PARTNER_EXCEL.supplier.uploadUrl}
            onDone={(task) => {
              if (task.okRows > 0) void refresh();
            }}
          />
        </>
      )}
    />
  );
}
