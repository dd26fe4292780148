import type { BrandView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { brandApi, brandKeys } from '../../../api/brand-api';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { formatDateTime } from '../../../kit/product-format';
import { StatusTag, useStatusOptions } from '../../../kit/status-tag';
import { EXPORT_URL, ProductImportButton } from '../product-excel';
import { statusAction } from '../product-status';

const BASE = '/product/brand';

export function BrandLogo({ brand, size = 32 }: { brand: Pick<BrandView, 'logoUrl' | 'name'>; size?: number }) {
  return brand.logoUrl ? (
    <Avatar shape="square" size={size} src={brand.logoUrl} alt={brand.name} />
  ) : (
    <Avatar shape="square" size={size} style={{ background: '#e6f4ff', color: '#1668dc' }}>
      {brand.name.slice(0, 1)}
    </Avatar>
  );
}

/** Brands (品牌): code, names, logo, status. */
export default function BrandListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const statusOptions = useStatusOptions();
  const open = (kind: 'edit' | 'detail', row: BrandView) => {
    queryClient.setQueryData(brandKeys.detail(row.id), row);
    navigate(`${BASE}/${kind}/${row.id}`);
  };

  const columns: ListColumn<BrandView>[] = [
    { key: 'logo', title: t('product:brand.logo'), width: 72, align: 'center', render: (r) => <BrandLogo brand={r} /> },
    { key: 'code', title: t('product:brand.code'), dataIndex: 'code', width: 140 },
    { key: 'name', title: t('product:brand.name'), dataIndex: 'name', width: 180 },
    { key: 'nameEn', title: t('product:brand.nameEn'), dataIndex: 'nameEn', width: 200, ellipsis: true },
    { key: 'sort', title: t('product:sort'), dataIndex: 'sort', width: 80, align: 'right' },
    { key: 'status', title: t('common:statusLabel'), width: 90, render: (r) => <StatusTag status={r.status} /> },
    { key: 'createTime', title: t('common:createTime'), width: 170, render: (r) => formatDateTime(r.createTime) },
  ];

  const actions: RowAction<BrandView>[] = [
    { key: 'detail', label: t('common:view'), permission: 'product:brand:detail', onClick: (r) => open('detail', r) },
    { key: 'edit', label: t('common:edit'), permission: 'product:brand:edit', onClick: (r) => open('edit', r) },
    statusAction<BrandView>({
      t,
      permission: 'product:brand:status',
      run: async (r, next) => {
        await brandApi.setStatus([r.id], next);
        ui.success(t('common:done'));
        await queryClient.invalidateQueries({ queryKey: brandKeys.all });
      },
    }),
  ];

  return (
    <ListPage<BrandView>
      tableKey="product.brand"
      queryKey={brandKeys.all}
      fetch={(q, signal) => brandApi.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('product:brand.keywordPlaceholder') },
        { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
      ]}
      rowActions={actions}
      onAdd={() => navigate(`${BASE}/add`)}
      addPermission="product:brand:add"
      toolbar={() => <ProductImportButton sheet="brand" onImported={() => queryClient.invalidateQueries({ queryKey: brandKeys.all })} />}
      exportAction={{ permission: 'product:brand:export', url: EXPORT_URL.brand }}
    />
  );
}
