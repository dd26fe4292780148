import type { DocumentHeaderView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ui } from '../../../core/ui-bridge';
import { BatchCompleteButton } from '../../../kit/document/batch-complete';
import { documentApi, documentKeys } from '../../../kit/document/document-api';
import { documentListColumns, useDocumentStatusOptions, useEmployeeNames } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { COST_ADJUST_BASE, COST_ADJUST_PERMISSION } from './cost-adjust-config';

const MENU = '/inventory/costAdjust';
const api = documentApi(COST_ADJUST_BASE);
const keys = documentKeys(COST_ADJUST_BASE);

/** 成本调整单 list: bill no, date, status, creator. */
export default function CostAdjustListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const employeeName = useEmployeeNames();
  const statusOptions = useDocumentStatusOptions(['DRAFT', 'REVIEWED', 'COMPLETE']);
  const open = (r: DocumentHeaderView) => navigate(`${MENU}/detail/${r.id}`);

  const columns: ListColumn<DocumentHeaderView>[] = documentListColumns<DocumentHeaderView>(t, [], open, employeeName);

  const actions: RowAction<DocumentHeaderView>[] = [
    { key: 'detail', label: t('common:view'), onClick: open },
    {
      key: 'edit',
      label: t('common:edit'),
      permission: `${COST_ADJUST_PERMISSION}:edit`,
      hidden: (r) => r.status !== 'DRAFT',
      onClick: (r) => navigate(`${MENU}/edit/${r.id}`),
    },
    {
      key: 'delete',
      label: t('common:delete'),
      danger: true,
      permission: `${COST_ADJUST_PERMISSION}:delete`,
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
      tableKey="inventory.costAdjust"
      exportAction={{ permission: `${COST_ADJUST_PERMISSION}:export`, url: `${COST_ADJUST_BASE}/exportExcel` }}
      queryKey={keys.all}
      fetch={(q, signal) => api.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'text', name: 'billNo', label: t('document:fields.billNo'), placeholder: t('document:fields.billNoPlaceholder') },
        { kind: 'select', name: 'status', label: t('document:fields.status'), options: statusOptions },
        { kind: 'dateRange', name: 'billDate', label: t('document:fields.billDate'), startKey: 'dateFrom', endKey: 'dateTo' },
      ]}
      rowActions={actions}
      selectable
      toolbar={(selected, clear) => (
        <BatchCompleteButton
          base={COST_ADJUST_BASE}
          permission={`${COST_ADJUST_PERMISSION}:complete`}
          selected={selected}
          clearSelection={clear}
        />
      )}
      onAdd={() => navigate(`${MENU}/add`)}
      addPermission={`${COST_ADJUST_PERMISSION}:add`}
    />
  );
}
