import { DOCUMENT_LIFECYCLES, DOCUMENT_SCREENS, type DocumentHeaderView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../core/access';
import { useNavigate } from '../../core/navigation';
import { ui } from '../../core/ui-bridge';
import { ListPage, type RowAction } from '../list-page';
import { PrintSelectedButton } from '../print/use-print';
import { BatchOperationButton } from './batch-operation';
import { documentApi, documentKeys } from './document-api';
import { documentListColumns, useDocumentStatusOptions, useEmployeeNames, useWarehouses } from './document-kit';
import type { DocumentListContext, DocumentScreenConfig } from './document-screen';
import { operationQuestion, operationToast } from './document-words';
import { NO_TOTAL_QTY } from './line-kinds';

type ListConfig = Pick<DocumentScreenConfig, 'type' | 'listColumns' | 'listFilters' | 'listToolbar'> &
  Partial<Pick<DocumentScreenConfig, 'lineKind' | 'noPosting'>>;

/**
 * The list of a document type: the standard document columns and filters (bill no, status of
 * the type's lifecycle, date range) with the type's own; row actions view, edit and delete
 * (edit and delete while a draft, delete confirmed); bulk posting of the selected reviewed
 * documents; export; add. Paths and permissions come from the type's screen declaration.
 */
export function DocumentListPage({ config }: { config: ListConfig }) {
  const { base, menu, permission } = DOCUMENT_SCREENS[config.type];
  const lifecycle = DOCUMENT_LIFECYCLES[config.type];
  const { t } = useTranslation();
  const { has } = usePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const employeeName = useEmployeeNames();
  const statusOptions = useDocumentStatusOptions(lifecycle.statuses);
  const api = documentApi(base);
  const keys = documentKeys(base);
  const ctx: DocumentListContext = {
    t,
    warehouses,
    warehouseName: (id) => (typeof id === 'string' ? (warehouses.names.get(id) ?? id) : ''),
  };
  const open = (r: DocumentHeaderView) => navigate(`${menu}/detail/${r.id}`);
  // A draft the user may edit opens in the editor under either route (detail if granted).
  const canEdit = has(`${permission}:edit`);
  const editPath = (r: DocumentHeaderView) => `${menu}/${has(`${permission}:detail`) ? 'detail' : 'edit'}/${r.id}`;
  // Lines without a quantity (cost, money, supply prices, prices, discount terms) have no total quantity to show, as on the detail.
  const withQty = !config.lineKind || !NO_TOTAL_QTY.includes(config.lineKind);
  const columns = documentListColumns<DocumentHeaderView>(t, config.listColumns?.(ctx) ?? [], open, employeeName).filter(
    (c) => withQty || c.key !== 'totalQty',
  );
  const posts = !config.noPosting && Object.values(lifecycle.operations).some((ops) => ops?.includes('COMPLETE'));
  // 批量关闭 where a reviewed document of the type may be closed (e.g. sale and purchase orders).
  const closes = lifecycle.operations.REVIEWED?.includes('CLOSE') ?? false;

  const actions: RowAction<DocumentHeaderView>[] = [
    { key: 'detail', label: t('common:view'), hidden: (r) => canEdit && r.status === 'DRAFT', onClick: open },
    {
      key: 'edit',
      label: t('common:edit'),
      permission: `${permission}:edit`,
      hidden: (r) => r.status !== 'DRAFT',
      onClick: (r) => navigate(editPath(r)),
    },
    {
      key: 'delete',
      label: t('common:delete'),
      danger: true,
      permission: `${permission}:delete`,
      hidden: (r) => r.status !== 'DRAFT',
      confirm: (r) => {
        const { question, hint } = operationQuestion(t, config.type, r.billNo, 'DELETE');
        return hint ? `${question} ${hint}` : question;
      },
      onClick: async (r) => {
        await api.remove([r.id]);
        ui.success(operationToast(t, config.type, r.billNo, 'DELETE'));
        await queryClient.invalidateQueries({ queryKey: keys.all });
      },
    },
  ];

  return (
    <ListPage<DocumentHeaderView>
      tableKey={menu.slice(1).replaceAll('/', '.')}
      exportAction={{ permission: `${permission}:export`, url: `${base}/exportExcel` }}
      queryKey={keys.all}
      fetch={(q, signal) => api.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'text', name: 'billNo', label: t('document:fields.billNo'), placeholder: t('document:fields.billNoPlaceholder') },
        { kind: 'select', name: 'status', label: t('document:fields.status'), options: statusOptions },
        { kind: 'dateRange', name: 'billDate', label: t('document:fields.billDate'), startKey: 'dateFrom', endKey: 'dateTo' },
        ...(config.listFilters?.(ctx) ?? []),
      ]}
      rowActions={actions}
      selectable
      toolbar={(selected, clear, query) => (
        <>
          {config.listToolbar?.({
            refresh: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
            selected,
            clearSelection: clear,
            query,
          })}
          <PrintSelectedButton type={config.type} selected={selected} />
          {posts ? (
            <BatchOperationButton
              operation="complete"
              base={base}
              permission={`${permission}:complete`}
              selected={selected}
              clearSelection={clear}
            />
          ) : null}
          {closes ? (
            <BatchOperationButton
              operation="close"
              base={base}
              permission={`${permission}:close`}
              selected={selected}
              clearSelection={clear}
            />
          ) : null}
        </>
      )}
      onAdd={() => navigate(`${menu}/add`)}
      addPermission={`${permission}:add`}
    />
  );
}

/** The list page of a type's screen (the registry makes it from the type's config). */
export function documentListPage(config: ListConfig): ComponentType {
  return function DocumentScreenListPage() {
    return <DocumentListPage config={config} />;
  };
}
