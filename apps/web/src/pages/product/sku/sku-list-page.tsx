import type { SkuView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type SkuQuery, skuApi, skuKeys } from '../../../api/sku-api';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { ListPage, type RowAction } from '../../../kit/list-page';
import { EXPORT_URL, ProductImportButton } from '../product-excel';
import { useSupplyModeOptions } from '../product-options';
import { statusAction } from '../product-status';
import { useSkuColumns, useSkuFilters } from './sku-columns';

const BASE = '/product/sku';

/** Goods info (商品档案): the SKU list with its filters, enable/disable, export and import. */
export default function SkuListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const filters = useSkuFilters();
  const supplyModes = useSupplyModeOptions();
  const columns = useSkuColumns(has('field:costPrice'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: skuKeys.all });

  const actions: RowAction<SkuView>[] = [
    { key: 'detail', label: t('common:view'), permission: 'product:sku:detail', onClick: (r) => navigate(`${BASE}/detail/${r.id}`) },
    { key: 'edit', label: t('common:edit'), permission: 'product:sku:edit', onClick: (r) => navigate(`${BASE}/edit/${r.id}`) },
    statusAction<SkuView>({
      t,
      permission: 'product:sku:status',
      run: async (r, next) => {
        await skuApi.setStatus('sku', [r.id], next);
        ui.success(t('common:done'));
        await refresh();
      },
    }),
  ];

  return (
    <ListPage<SkuView>
      tableKey="product.sku"
      queryKey={skuKeys.scope('sku')}
      fetch={(q, signal) => skuApi.page('sku', q as SkuQuery, signal)}
      columns={columns}
      filters={[
        ...filters,
        { kind: 'select', name: 'supplyMode', label: t('product:sku.supplyMode'), options: supplyModes },
        {
          kind: 'dateRange',
          name: 'listingDate',
          label: t('product:sku.listingDate'),
          startKey: 'listingDateFrom',
          endKey: 'listingDateTo',
        },
      ]}
      rowActions={actions}
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="product:sku:add"
      toolbar={() => <ProductImportButton sheet="sku" onImported={refresh} />}
      exportAction={{ permission: 'product:sku:export', url: EXPORT_URL.sku }}
    />
  );
}
