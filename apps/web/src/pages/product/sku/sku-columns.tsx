import type { SkuView } from '@quire/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '../../../kit/filter-rules';
import type { ListColumn } from '../../../kit/list-page';
import { formatDateTime, formatPrice } from '../../../kit/product-format';
import { StatusTag, useStatusOptions } from '../../../kit/status-tag';
import { useUnits } from '../../../kit/units';
import { useBrandOptions, useCategoryOptions } from '../product-options';

const money = (v: string | undefined) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPrice(v)}</span>;

/**
 * The goods columns shared by the goods-info and combined-product lists. The purchase price
 * (a cost field) is a column only for a caller the server sends it to (field:costPrice).
 */
export function useSkuColumns(withCost: boolean, combinedTag = true): ListColumn<SkuView>[] {
  const { t } = useTranslation();
  const units = useUnits();
  const columns: ListColumn<SkuView>[] = [
    { key: 'code', title: t('product:sku.code'), dataIndex: 'code', width: 110, fixed: 'left' },
    {
      key: 'name',
      title: t('product:sku.name'),
      width: 200,
      render: (r) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', maxWidth: 200 }}>
          <Typography.Text ellipsis={{ tooltip: r.name }} style={{ minWidth: 0 }}>
            {r.name}
          </Typography.Text>
          {combinedTag && r.isCombined && (
            <Tag color="purple" style={{ marginInlineStart: 6, flex: 'none' }}>
              {t('product:combined.tag')}
            </Tag>
          )}
        </span>
      ),
    },
    { key: 'articleNo', title: t('product:sku.articleNo'), dataIndex: 'articleNo', width: 84, ellipsis: true },
    {
      key: 'category',
      title: t('product:sku.category'),
      width: 110,
      render: (r) => (
        <Typography.Text ellipsis={{ tooltip: r.categoryFullName }} style={{ maxWidth: 110 }}>
          {r.categoryName}
        </Typography.Text>
      ),
    },
    { key: 'brand', title: t('product:sku.brand'), dataIndex: 'brandName', width: 70, ellipsis: true },
    { key: 'model', title: t('product:sku.model'), dataIndex: 'model', width: 100, defaultHidden: true },
    { key: 'unit', title: t('product:sku.unit'), width: 64, align: 'center', ellipsis: true, render: (r) => units.label(r.unit) },
    {
      key: 'barcode',
      title: t('product:sku.barcode'),
      width: 124,
      render: (r) =>
        r.barcodes.length ? (
          <Tooltip title={r.barcodes.length > 1 ? r.barcodes.join(', ') : undefined}>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>
              {r.barcodes[0]}
              {r.barcodes.length > 1 ? <Typography.Text type="secondary"> +{r.barcodes.length - 1}</Typography.Text> : null}
            </span>
          </Tooltip>
        ) : null,
    },
    { key: 'mnemonic', title: t('product:sku.mnemonic'), dataIndex: 'mnemonic', width: 110, defaultHidden: true },
    { key: 'wholesalePrice', title: t('product:price.wholesalePrice'), width: 90, align: 'right', render: (r) => money(r.wholesalePrice) },
    { key: 'retailPrice', title: t('product:price.retailPrice'), width: 90, align: 'right', render: (r) => money(r.retailPrice) },
  ];
  if (withCost) {
    columns.push({
      key: 'purchasePrice',
      title: t('product:price.purchasePrice'),
      width: 90,
      align: 'right',
      render: (r) => (r.purchasePrice === undefined ? null : money(r.purchasePrice)),
    });
  }
  columns.push(
    {
      key: 'supplyMode',
      title: t('product:sku.supplyMode'),
      width: 100,
      defaultHidden: true,
      render: (r) => t(`product:supplyMode.${r.supplyMode}`),
    },
    { key: 'listingDate', title: t('product:sku.listingDate'), dataIndex: 'listingDate', width: 110, defaultHidden: true },
    { key: 'status', title: t('common:statusLabel'), width: 70, render: (r) => <StatusTag status={r.status} /> },
    { key: 'updateTime', title: t('product:updateTime'), width: 170, defaultHidden: true, render: (r) => formatDateTime(r.updateTime) },
  );
  return columns;
}

/** The filters the goods-info and combined-product lists share: keyword, category, brand, status. */
export function useSkuFilters(): FilterField[] {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  const brands = useBrandOptions();
  const categories = useCategoryOptions();
  return [
    { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('product:sku.keywordPlaceholder') },
    { kind: 'treeSelect', name: 'categoryId', label: t('product:sku.category'), treeData: categories.options },
    { kind: 'select', name: 'brandId', label: t('product:sku.brand'), options: brands.options },
    { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
  ];
}
