import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandApi, brandKeys } from '../../../api/brand-api';
import { categoryApi, categoryKeys } from '../../../api/category-api';
import { toTreeOptions } from '../../../kit/category-tree';
import { formatDateTime, formatDecimal, useWarehouses } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage } from '../../../kit/list-page';
import { useMoney, useUnits } from '../../../kit/units';
import { inventoryApi, inventoryKeys, type StockRow } from '../inventory-api';

/**
 * 库存查询: on hand, locked and available stock per warehouse and SKU; unit cost and stock
 * value only when the server sends them (the caller holds field:costPrice). A totals row sums
 * everything the filters select (the server's aggregate, not the page); export sends the
 * filters to the download center.
 */
export default function StockQueryPage() {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const categories = useQuery({ queryKey: categoryKeys.tree(), queryFn: () => categoryApi.tree(), staleTime: 60_000 });
  const brands = useQuery({ queryKey: brandKeys.list(), queryFn: () => brandApi.list(), staleTime: 60_000 });
  const [showCost, setShowCost] = useState(false);
  const num = (v: string | undefined, max = 4, min = 0) => formatDecimal(v, max, min);
  const units = useUnits();
  const money = useMoney();

  const columns: ListColumn<StockRow>[] = [
    { key: 'skuCode', title: t('inventory:stock.skuCode'), dataIndex: 'skuCode', width: 140, fixed: 'left' },
    { key: 'skuName', title: t('inventory:stock.skuName'), dataIndex: 'skuName', width: 260, ellipsis: true },
    { key: 'unit', title: t('inventory:stock.unit'), width: 70, render: (r) => units.label(r.unit) },
    { key: 'warehouse', title: t('inventory:stock.warehouse'), width: 160, render: (r) => r.warehouseName ?? r.warehouseCode ?? '' },
    {
      key: 'onHand',
      title: t('inventory:stock.onHand'),
      width: 120,
      align: 'right',
      render: (r) => units.qty(r.onHand, r.unit),
      total: (s) => num(String(s.onHand ?? '0')),
    },
    {
      key: 'locked',
      title: t('inventory:stock.locked'),
      width: 120,
      align: 'right',
      render: (r) => units.qty(r.locked, r.unit),
      total: (s) => num(String(s.locked ?? '0')),
    },
    {
      key: 'available',
      title: t('inventory:stock.available'),
      width: 120,
      align: 'right',
      render: (r) => units.qty(r.available, r.unit),
      total: (s) => num(String(s.available ?? '0')),
    },
    { key: 'updateTime', title: t('inventory:stock.updateTime'), width: 170, render: (r) => formatDateTime(r.updateTime) },
  ];
  // The server leaves the cost fields out for a caller without field:costPrice.
  const costColumns: ListColumn<StockRow>[] = [
    { key: 'avgCost', title: t('inventory:stock.avgCost'), width: 120, align: 'right', render: (r) => num(r.avgCost, 6, 2) },
    {
      key: 'stockValue',
      title: t('inventory:stock.stockValue'),
      width: 140,
      align: 'right',
      render: (r) => money(r.stockValue),
      // Without field:costPrice the server sends no stock value and the column is not shown.
      total: (s) => (s.stockValue === undefined ? null : money(String(s.stockValue))),
    },
  ];

  return (
    <ListPage<StockRow>
      tableKey="inventory.stock"
      queryKey={inventoryKeys.stock}
      fetch={async (q, signal) => {
        const page = await inventoryApi.stock(q, signal);
        if (page.list.length > 0) setShowCost(page.list.some((r) => r.avgCost !== undefined && r.avgCost !== null));
        return page;
      }}
      columns={showCost ? [...columns, ...costColumns] : columns}
      totals={(filters, signal) => inventoryApi.stockTotals(filters, signal)}
      exportAction={{ permission: 'inventory:stock:export', url: inventoryApi.stockExportUrl }}
      filters={[
        { kind: 'select', name: 'warehouseId', label: t('inventory:stock.warehouse'), options: warehouses.options },
        { kind: 'keyword', name: 'keyword', label: t('inventory:stock.keyword'), placeholder: t('inventory:stock.keywordPlaceholder') },
        { kind: 'treeSelect', name: 'categoryId', label: t('inventory:stock.category'), treeData: toTreeOptions(categories.data ?? []) },
        {
          kind: 'select',
          name: 'brandId',
          label: t('inventory:stock.brand'),
          options: (brands.data ?? []).map((b) => ({ value: b.id, label: b.name })),
        },
      ]}
    />
  );
}
