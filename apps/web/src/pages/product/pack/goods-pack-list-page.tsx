import { useQueryClient } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SkuPackageQuery, type SkuPackageRow, skuKeys, skuPackageApi } from '../../../api/sku-api';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { type ListColumn, ListPage, type RowAction } from '../../../kit/list-page';
import { formatDimensions, formatQuantity } from '../../../kit/product-format';
import { useUnits } from '../../../kit/units';
import { GoodsPackAddModal } from './goods-pack-add-modal';

/** Goods packages (商品包装): every SKU's packages with a link to the SKU, add, delete and export. */
export default function GoodsPackListPage() {
  const { t } = useTranslation();
  const units = useUnits();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const skuLink = has('product:sku:edit') ? 'edit' : has('product:sku:detail') ? 'detail' : null;
  const openSku = (skuId: string) => skuLink && navigate(`/product/sku/${skuLink}/${skuId}`);
  const [adding, setAdding] = useState(false);

  const columns: ListColumn<SkuPackageRow>[] = [
    {
      key: 'skuCode',
      title: t('product:sku.code'),
      width: 110,
      fixed: 'left',
      render: (r) =>
        skuLink ? (
          <Typography.Link onClick={() => openSku(r.skuId)} data-testid="open-sku">
            {r.skuCode}
          </Typography.Link>
        ) : (
          r.skuCode
        ),
    },
    {
      key: 'skuName',
      title: t('product:sku.name'),
      width: 220,
      render: (r) => (
        <Typography.Text ellipsis={{ tooltip: r.skuName }} style={{ maxWidth: 220 }}>
          {r.skuName}
        </Typography.Text>
      ),
    },
    {
      key: 'skuUnit',
      title: t('product:sku.unit'),
      width: 70,
      align: 'center',
      defaultHidden: true,
      render: (r) => units.label(r.skuUnit),
    },
    {
      key: 'unitName',
      title: t('product:pack.unit'),
      width: 110,
      render: (r) => (
        <span>
          {units.label(r.unitName)}
          {r.isBase && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              {t('product:pack.base')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'factor',
      title: t('product:pack.factor'),
      width: 110,
      align: 'right',
      render: (r) => `${units.qty(r.factor, r.skuUnit)} ${units.label(r.skuUnit)}`,
    },
    {
      key: 'barcode',
      title: t('product:pack.barcode'),
      width: 140,
      render: (r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{r.barcode}</span>,
    },
    {
      key: 'dimensions',
      title: t('product:pack.dimensions'),
      width: 150,
      align: 'right',
      render: (r) => formatDimensions(r.length, r.width, r.height),
    },
    { key: 'weight', title: t('product:measure.weightG'), width: 90, align: 'right', render: (r) => formatQuantity(r.weight) },
  ];

  const actions: RowAction<SkuPackageRow>[] = [
    {
      key: 'sku',
      label: t('product:pack.openSku'),
      hidden: () => !skuLink,
      onClick: (r) => {
        openSku(r.skuId);
      },
    },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: 'product:sku:edit',
      danger: true,
      hidden: (r) => r.isBase,
      confirm: (r) => t('product:pack.confirmDelete', { unit: r.unitName, sku: `${r.skuCode} ${r.skuName}` }),
      onClick: async (r) => {
        await skuPackageApi.remove([r.id]);
        ui.success(t('common:deleted'));
        await queryClient.invalidateQueries({ queryKey: skuKeys.all });
      },
    },
  ];

  return (
    <>
      <ListPage<SkuPackageRow>
        tableKey="product.goodsPack"
        queryKey={skuKeys.packages}
        fetch={(q, signal) => skuPackageApi.page(q as SkuPackageQuery, signal)}
        columns={columns}
        filters={[{ kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('product:pack.keywordPlaceholder') }]}
        rowActions={actions}
        onAdd={() => setAdding(true)}
        addPermission="product:goodsPack:add"
        exportAction={{ permission: 'product:goodsPack:export', url: skuPackageApi.exportUrl }}
      />
      <GoodsPackAddModal
        open={adding}
        onClose={(changed) => {
          setAdding(false);
          if (changed) void queryClient.invalidateQueries({ queryKey: skuKeys.all });
        }}
      />
    </>
  );
}
