import type { GoodsListKind, GoodsListView } from '@quire/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../core/navigation';
import { useTabContext } from '../../core/tab-context';
import { type ListColumn, ListPage, type RowAction } from '../../kit/list-page';
import { createTimeColumn, statusColumn } from '../../kit/record-columns';
import { useStatusActions } from '../../kit/status-actions';
import { useStatusOptions } from '../../kit/status-tag';
import { GOODS_LIST_KIND_BY_MENU, GOODS_LIST_PERMISSION } from './goods-list-rules';
import { goodsListApi, type PricingQuery, pricingKeys } from './pricing-api';

/** The goods list kind of the screen this page is open on (返利商品, 不打折商品 or 返积分商品). */
export function useGoodsListKind(): { kind: GoodsListKind; base: string } {
  const { menuPath } = useTabContext();
  return { kind: GOODS_LIST_KIND_BY_MENU[menuPath] ?? 'REBATE', base: menuPath };
}

/** 返利商品 / 不打折商品 / 返积分商品: lists of goods and categories valid between two days. */
export default function GoodsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind, base } = useGoodsListKind();
  const api = goodsListApi(kind);
  const permission = GOODS_LIST_PERMISSION[kind];
  const statusOptions = useStatusOptions();
  const status = useStatusActions<GoodsListView>({
    permission: `${permission}:status`,
    statusOf: (r) => r.status,
    apply: api.setStatus,
    invalidate: pricingKeys.goodsLists(kind),
    confirm: { keys: 'price-rules:goodsList', name: (r) => r.name },
  });

  const columns: ListColumn<GoodsListView>[] = [
    { key: 'name', title: t('price-rules:goodsList.name'), dataIndex: 'name', width: 200, ellipsis: true, fixed: 'left' },
    statusColumn<GoodsListView>(90),
    { key: 'validity', title: t('price-rules:goodsList.validity'), width: 210, render: (r) => `${r.validFrom} ~ ${r.validTo}` },
    { key: 'itemCount', title: t('price-rules:goodsList.itemCount'), dataIndex: 'itemCount', width: 90, align: 'right' },
    { key: 'remark', title: t('price-rules:remark'), width: 200, ellipsis: true, defaultHidden: true, render: (r) => r.remark ?? '' },
    createTimeColumn<GoodsListView>(),
  ];

  const actions: RowAction<GoodsListView>[] = [
    { key: 'detail', label: t('common:view'), permission: `${permission}:detail`, onClick: (r) => navigate(`${base}/detail/${r.id}`) },
    { key: 'edit', label: t('common:edit'), permission: `${permission}:edit`, onClick: (r) => navigate(`${base}/edit/${r.id}`) },
    status.toggleAction(),
  ];

  return (
    <ListPage<GoodsListView>
      tableKey={`pricing.goodsList.${kind}`}
      queryKey={pricingKeys.goodsLists(kind)}
      fetch={(q, signal) => api.page(q as PricingQuery, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('price-rules:goodsList.keywordPlaceholder') },
        { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
        { kind: 'date', name: 'activeOn', label: t('price-rules:goodsList.activeOn') },
      ]}
      rowActions={actions}
      selectable
      onAdd={() => navigate(`${base}/add`)}
      addPermission={`${permission}:add`}
      exportAction={{ permission: `${permission}:export`, url: api.exportUrl }}
      toolbar={(selected, clear) => status.toolbar(selected, clear)}
    />
  );
}
