import { DOCUMENT_LIFECYCLES, DOCUMENT_SCREENS, type DocumentHeaderView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../core/access';
import { ui } from '../../core/ui-bridge';
import { ListPage, type RowAction } from '../list-page';
import { BatchCompleteButton } from './batch-complete';
import { documentApi, documentKeys } from './document-api';
import { documentListColumns, useDocumentStatusOptions, useEmployeeNames, useWarehouses } from './document-kit';
import type { DocumentListContext, DocumentScreenConfig } from './document-screen';
import { operationQuestion, operationToast } from './document-words';

type ListConfig = Pick<DocumentScreenConfig, 'type' | 'listColumns' | 'listFilters'>;

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
  const columns = documentListColumns<DocumentHeaderView>(t, config.listColumns?.(ctx) ?? [], open, employeeName);
  const posts = Object.values(lifecycle.operations).some((ops) => ops?.includes('COMPLETE'));

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
      selectable={posts}
      toolbar={
        posts
          ? (selected, clear) => (
              <BatchCompleteButton base={base} permission={`${permission}:complete`} selected={selected} clearSelection={clear} />
            )
          : undefined
      }
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
