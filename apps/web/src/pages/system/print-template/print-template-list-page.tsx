import { DOCUMENT_TYPES, PRINT_TEMPLATE_TYPES, type PrintTemplateListItem } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { formatDateTime } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { printApi, printTemplateKeys } from '../../../kit/print/print-api';

const MENU = '/system/printTemplate';
const PERMISSION = 'system:printTemplate';

/** 打印模板: the group's templates by bill type and template type; design, copy, set default, delete. */
export default function PrintTemplateListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: printTemplateKeys.all });

  const columns: ListColumn<PrintTemplateListItem>[] = [
    { key: 'name', title: t('print:list.name'), dataIndex: 'name', width: 200, fixed: 'left', ellipsis: true },
    { key: 'billType', title: t('print:list.billType'), width: 150, render: (r) => t(`document:type.${r.billType}`) },
    { key: 'templateType', title: t('print:list.templateType'), width: 110, render: (r) => t(`print:templateType.${r.templateType}`) },
    { key: 'size', title: t('print:list.size'), width: 120, render: (r) => `${r.width}×${r.height} mm` },
    { key: 'printerName', title: t('print:list.printerName'), width: 160, ellipsis: true, render: (r) => r.printerName ?? '' },
    {
      key: 'isDefault',
      title: t('print:list.isDefault'),
      width: 90,
      render: (r) =>
        r.isDefault ? (
          <Tag color="blue" data-default>
            {t('print:default')}
          </Tag>
        ) : (
          ''
        ),
    },
    { key: 'updateTime', title: t('print:list.updateTime'), width: 170, render: (r) => formatDateTime(r.updateTime) },
  ];

  const actions: RowAction<PrintTemplateListItem>[] = [
    { key: 'design', label: t('print:list.design'), permission: `${PERMISSION}:edit`, onClick: (r) => navigate(`${MENU}/edit/${r.id}`) },
    {
      key: 'copy',
      label: t('print:list.copy'),
      permission: `${PERMISSION}:copy`,
      onClick: async (r) => {
        const copy = await printApi.copy(r.id);
        ui.success(t('print:list.copied', { name: copy.name }));
        await refresh();
      },
    },
    {
      key: 'setDefault',
      label: t('print:list.setDefault'),
      permission: `${PERMISSION}:edit`,
      hidden: (r) => r.isDefault,
      onClick: async (r) => {
        await printApi.setDefault(r.id);
        ui.success(t('print:list.defaultSet', { name: r.name }));
        await refresh();
      },
    },
    {
      key: 'delete',
      label: t('common:delete'),
      danger: true,
      permission: `${PERMISSION}:delete`,
      confirm: (r) => t('print:list.deleteQuestion', { name: r.name }),
      onClick: async (r) => {
        await printApi.remove([r.id]);
        ui.success(t('print:list.deleted'));
        await refresh();
      },
    },
  ];

  return (
    <ListPage<PrintTemplateListItem>
      tableKey="system.printTemplate"
      queryKey={printTemplateKeys.all}
      fetch={(q, signal) => printApi.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'text', name: 'name', label: t('print:list.name') },
        {
          kind: 'select',
          name: 'billType',
          label: t('print:list.billType'),
          options: DOCUMENT_TYPES.map((d) => ({ value: d.code, label: t(`document:type.${d.code}`) })),
        },
        {
          kind: 'select',
          name: 'templateType',
          label: t('print:list.templateType'),
          options: PRINT_TEMPLATE_TYPES.map((tt) => ({ value: String(tt), label: t(`print:templateType.${tt}`) })),
        },
      ]}
      rowActions={actions}
      onAdd={() => navigate(`${MENU}/add`)}
      addPermission={`${PERMISSION}:add`}
    />
  );
}
