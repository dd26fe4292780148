import { ColumnHeightOutlined, PlusOutlined, ReloadOutlined, VerticalAlignMiddleOutlined } from '@ant-design/icons';
import { CATEGORY_MAX_LEVEL, type CategoryNode, type ProductStatus } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Select, Space, Table, type TableProps, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryApi, categoryKeys } from '../../../api/category-api';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { type ShortcutHandlers, useShortcuts } from '../../../core/shortcuts';
import { ui } from '../../../core/ui-bridge';
import { canAddChild, filterTree, findNode, parentIds } from '../../../kit/category-tree';
import { formatDateTime } from '../../../kit/product-format';
import { StatusTag, useStatusOptions } from '../../../kit/status-tag';
import { ProductExcelButtons } from '../product-excel';
import { CategoryMoveModal } from './category-move-modal';

const BASE = '/product/category';
const LEVEL_COLORS = ['blue', 'cyan', 'green', 'gold', 'purple'];

type Row = Omit<CategoryNode, 'children'> & { children?: Row[] };

/** Leaves get no `children`, so the table shows no expand icon for them. */
function toRows(nodes: readonly CategoryNode[]): Row[] {
  return nodes.map(({ children, ...n }) => (children.length ? { ...n, children: toRows(children) } : n));
}

/** Categories (商品分类): a tree of at most 5 levels with add child, edit, move and enable/disable. */
export default function CategoryListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const statusOptions = useStatusOptions();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<ProductStatus | undefined>();
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const [moving, setMoving] = useState<CategoryNode | null>(null);
  const tree = useQuery({ queryKey: categoryKeys.tree(), queryFn: () => categoryApi.tree() });

  const nodes = tree.data ?? [];
  const shown = useMemo(() => filterTree(nodes, keyword, status), [nodes, keyword, status]);
  const rows = useMemo(() => toRows(shown), [shown]);
  const filtering = Boolean(keyword.trim() || status);
  // Filtering opens every branch that matched; otherwise the first two levels start open.
  const defaultExpanded = useMemo(
    () => (filtering ? parentIds(shown) : nodes.filter((n) => n.children.length).map((n) => n.id)),
    [filtering, shown, nodes],
  );
  const expandedKeys = filtering ? defaultExpanded : (expanded ?? defaultExpanded);

  const refresh = async () => {
    categoryApi.forgetCachedTree();
    await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
  };
  const toggleStatus = async (row: Row) => {
    const next: ProductStatus = row.status === 'ENABLE' ? 'DISABLE' : 'ENABLE';
    const ok = await ui.confirm({
      title: t('common:pleaseConfirm'),
      content: t(next === 'DISABLE' ? 'product:category.confirmDisable' : 'product:confirm.enable', { name: row.name }),
      danger: next === 'DISABLE',
    });
    if (!ok) return;
    await categoryApi.setStatus([row.id], next);
    ui.success(t('common:done'));
    await refresh();
  };

  const canAdd = has('product:category:add');
  const shortcuts: ShortcutHandlers = {};
  if (canAdd) shortcuts.F1 = () => navigate(`${BASE}/add`);
  useShortcuts(shortcuts);

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'name',
      title: t('product:category.name'),
      dataIndex: 'name',
      width: 260,
      render: (_, r) => <span data-category-code={r.code}>{r.name}</span>,
    },
    { key: 'code', title: t('product:category.code'), dataIndex: 'code', width: 140 },
    {
      key: 'level',
      title: t('product:category.level'),
      width: 90,
      align: 'center',
      render: (_, r) => <Tag color={LEVEL_COLORS[r.level - 1]}>{t('product:category.levelN', { level: r.level })}</Tag>,
    },
    { key: 'sort', title: t('product:sort'), dataIndex: 'sort', width: 70, align: 'right' },
    { key: 'status', title: t('common:statusLabel'), width: 90, render: (_, r) => <StatusTag status={r.status} /> },
    { key: 'updateTime', title: t('product:updateTime'), width: 165, render: (_, r) => formatDateTime(r.updateTime) },
    {
      key: '__actions',
      title: t('kit:list.operations'),
      fixed: 'right',
      width: 300,
      render: (_, r) => (
        <Space size={0} wrap={false}>
          {canAdd && (
            <Tooltip title={canAddChild(r) ? undefined : t('product:category.maxLevel', { max: CATEGORY_MAX_LEVEL })}>
              <Button
                type="link"
                size="small"
                disabled={!canAddChild(r) || r.status !== 'ENABLE'}
                onClick={() => {
                  // Open the branch so the new child shows when the editor closes.
                  setExpanded((keys) => [...new Set([...(keys ?? defaultExpanded), r.id])]);
                  navigate(`${BASE}/add?parentId=${r.id}`);
                }}
                data-action="addChild"
              >
                {t('product:category.addChild')}
              </Button>
            </Tooltip>
          )}
          {has('product:category:edit') ? (
            <>
              <Button type="link" size="small" onClick={() => navigate(`${BASE}/edit/${r.id}`)} data-action="edit">
                {t('common:edit')}
              </Button>
              <Button type="link" size="small" onClick={() => setMoving(findNode(nodes, r.id))} data-action="move">
                {t('product:category.move')}
              </Button>
            </>
          ) : (
            has('product:category:detail') && (
              <Button type="link" size="small" onClick={() => navigate(`${BASE}/detail/${r.id}`)}>
                {t('common:view')}
              </Button>
            )
          )}
          {has('product:category:status') && (
            <Button
              type="link"
              size="small"
              danger={r.status === 'ENABLE'}
              onClick={() => runAction(() => toggleStatus(r))}
              data-action="status"
            >
              {r.status === 'ENABLE' ? t('common:disable') : t('common:enable')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="q-page" data-table-key="product.category">
      <div className="q-toolbar">
        <Space wrap>
          {canAdd && (
            <Tooltip title="F1">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/add`)} data-testid="list-add">
                {t('product:category.addRoot')}
              </Button>
            </Tooltip>
          )}
          <ProductExcelButtons
            sheet="category"
            exportFilters={() => ({ keyword: keyword.trim() || undefined, status })}
            onImported={refresh}
          />
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t('product:category.keywordPlaceholder')}
            onSearch={(v) => setKeyword(v)}
            data-testid="category-search"
          />
          <Select<ProductStatus>
            allowClear
            style={{ width: 120 }}
            placeholder={t('common:statusLabel')}
            options={statusOptions}
            value={status}
            onChange={(v) => setStatus(v)}
          />
        </Space>
        <Space>
          <Button icon={<ColumnHeightOutlined />} onClick={() => setExpanded(parentIds(nodes))} disabled={filtering}>
            {t('product:category.expandAll')}
          </Button>
          <Button icon={<VerticalAlignMiddleOutlined />} onClick={() => setExpanded([])} disabled={filtering}>
            {t('product:category.collapseAll')}
          </Button>
          <Tooltip title={t('kit:list.refresh')}>
            <Button icon={<ReloadOutlined />} onClick={() => runAction(refresh)} aria-label={t('kit:list.refresh')} />
          </Tooltip>
        </Space>
      </div>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={tree.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        sticky
        expandable={{ expandedRowKeys: [...expandedKeys], onExpandedRowsChange: (keys) => setExpanded(keys), indentSize: 24 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product:category.empty')} /> }}
        footer={() => t('product:category.footer', { max: CATEGORY_MAX_LEVEL })}
      />
      {moving && (
        <CategoryMoveModal
          category={moving}
          tree={nodes}
          onClose={() => setMoving(null)}
          onMoved={async () => {
            setMoving(null);
            await refresh();
          }}
        />
      )}
    </div>
  );
}
