import type { SkuView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type SkuQuery, skuApi, skuKeys } from '../../../api/sku-api';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { ListPage, type RowAction } from '../../../kit/list-page';
import { statusAction } from '../product-status';
import { useSkuColumns, useSkuFilters } from '../sku/sku-columns';

const BASE = '/product/combined';

/** Combined products (组合商品): SKUs sold as a set of components. */
export default function CombinedListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const filters = useSkuFilters();
  const columns = useSkuColumns(has('field:costPrice'), false).filter((c) => c.key !== 'articleNo');

  const actions: RowAction<SkuView>[] = [
    { key: 'detail', label: t('common:view'), permission: 'product:combined:detail', onClick: (r) => navigate(`${BASE}/detail/${r.id}`) },
    { key: 'edit', label: t('common:edit'), permission: 'product:combined:edit', onClick: (r) => navigate(`${BASE}/edit/${r.id}`) },
    statusAction<SkuView>({
      t,
      permission: 'product:combined:status',
      run: async (r, next) => {
        await skuApi.setStatus('combined', [r.id], next);
        ui.success(t('common:done'));
        await queryClient.invalidateQueries({ queryKey: skuKeys.all });
      },
    }),
  ];

  return (
    <ListPage<SkuView>
      tableKey="product.combined"
      exportAction={{ permission: 'product:combined:export', url: '/api/product/combined/exportExcel' }}
      queryKey={skuKeys.scope('combined')}
      fetch={(q, signal) => skuApi.page('combined', q as SkuQuery, signal)}
      columns={columns}
      filters={filters}
      rowActions={actions}
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="product:combined:add"
    />
  );
}
