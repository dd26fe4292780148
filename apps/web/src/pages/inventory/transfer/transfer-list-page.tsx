import type { DocumentHeaderView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ui } from '../../../core/ui-bridge';
import { BatchCompleteButton } from '../../../kit/document/batch-complete';
import { documentApi, documentKeys } from '../../../kit/document/document-api';
import { documentListColumns, useDocumentStatusOptions, useEmployeeNames, useWarehouses } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { TRANSFER_BASE, TRANSFER_PERMISSION } from './transfer-config';

const MENU = '/inventory/transfer';
const api = documentApi(TRANSFER_BASE);
const keys = documentKeys(TRANSFER_BASE);

/** 调拨单 list: bill no, date, out and in warehouse, status, total quantity, creator. */
export default function TransferListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const employeeName = useEmployeeNames();
  const statusOptions = useDocumentStatusOptions(['DRAFT', 'REVIEWED', 'COMPLETE']);
  const open = (r: DocumentHeaderView) => navigate(`${MENU}/detail/${r.id}`);
  const name = (id: unknown) => (typeof id === 'string' ? (warehouses.names.get(id) ?? id) : '');

  const columns: ListColumn<DocumentHeaderView>[] = documentListColumns<DocumentHeaderView>(
    t,
    [
      {
        key: 'outWarehouse',
        title: t('inventory:transfer.outWarehouse'),
        width: 160,
        render: (r) => name(r.outWarehouseId ?? r.warehouseId),
      },
      {
        key: 'inWarehouse',
        title: t('inventory:transfer.inWarehouse'),
        width: 160,
        render: (r) => name(r.inWarehouseId ?? r.toWarehouseId),
      },
    ],
    open,
    employeeName,
  );

  const actions: RowAction<DocumentHeaderView>[] = [
    { key: 'detail', label: t('common:view'), onClick: open },
    {
      key: 'edit',
      label: t('common:edit'),
      permission: `${TRANSFER_PERMISSION}:edit`,
      hidden: (r) => r.status !== 'DRAFT',
      onClick: (r) => navigate(`${MENU}/edit/${r.id}`),
    },
    {
      key: 'delete',
      label: t('common:delete'),
      danger: true,
      permission: `${TRANSFER_PERMISSION}:delete`,
      hidden: (r) => r.status !== 'DRAFT',
      confirm: (r) => t('document:confirmDelete', { billNo: r.billNo }),
      onClick: async (r) => {
        await api.remove([r.id]);
        ui.success(t('common:deleted'));
        await queryClient.invalidateQueries({ queryKey: keys.all });
      },
    },
  ];

  return (
    <ListPage<DocumentHeaderView>
      tableKey="inventory.transfer"
      exportAction={{ permission: `${TRANSFER_PERMISSION}:export`, url: `${TRANSFER_BASE}/exportExcel` }}
      queryKey={keys.all}
      fetch={(q, signal) => api.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'text', name: 'billNo', label: t('document:fields.billNo'), placeholder: t('document:fields.billNoPlaceholder') },
        { kind: 'select', name: 'status', label: t('document:fields.status'), options: statusOptions },
        { kind: 'dateRange', name: 'billDate', label: t('document:fields.billDate'), startKey: 'dateFrom', endKey: 'dateTo' },
        { kind: 'select', name: 'warehouseId', label: t('document:fields.warehouse'), options: warehouses.options },
      ]}
      rowActions={actions}
      selectable
      toolbar={(selected, clear) => (
        <BatchCompleteButton
          base={TRANSFER_BASE}
          permission={`${TRANSFER_PERMISSION}:complete`}
          selected={selected}
          clearSelection={clear}
        />
      )}
      onAdd={() => navigate(`${MENU}/add`)}
      addPermission={`${TRANSFER_PERMISSION}:add`}
    />
  );
}
