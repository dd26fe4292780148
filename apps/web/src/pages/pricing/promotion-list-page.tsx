import { PROMOTION_STATUSES, type PromotionView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../core/navigation';
import { ui } from '../../core/ui-bridge';
import { type ListColumn, ListPage, type RowAction } from '../../kit/list-page';
import { createTimeColumn } from '../../kit/record-columns';
import { PriceCheckButton, PriceCheckDrawer } from './price-check-drawer';
import { type PromotionQuery, pricingKeys, promotionApi } from './pricing-api';
import { PromotionStatusTag } from './pricing-fields';

const BASE = '/pricing/promotion';
const PERMISSION = 'pricing:promotion';

/** 单品促销: promotions with their dates, kind and status; enable, terminate, delete drafts. */
export default function PromotionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pricingKeys.promotions });
  const open = (kind: 'edit' | 'detail', row: PromotionView) => navigate(`${BASE}/${kind}/${row.id}`);

  const run = async (row: PromotionView, op: 'enable' | 'terminate' | 'delete') => {
    if (op === 'enable') await promotionApi.enable(row);
    else if (op === 'terminate') await promotionApi.terminate(row);
    else await promotionApi.remove([row.id]);
    ui.success(t(`price-rules:promotion.done.${op}`, { billNo: row.billNo }));
    await refresh();
  };

  const columns: ListColumn<PromotionView>[] = [
    { key: 'billNo', title: t('price-rules:promotion.billNo'), dataIndex: 'billNo', width: 165, fixed: 'left' },
    { key: 'name', title: t('price-rules:promotion.name'), dataIndex: 'name', width: 160, ellipsis: true },
    { key: 'status', title: t('common:statusLabel'), width: 90, render: (r) => <PromotionStatusTag status={r.status} /> },
    { key: 'period', title: t('price-rules:promotion.period'), width: 200, render: (r) => `${r.beginDate} ~ ${r.endDate}` },
    {
      key: 'kind',
      title: t('price-rules:promotion.kind'),
      width: 140,
      render: (r) => (
        <Space size={4}>
          <span>{t(`price-rules:promotion.kinds.${r.kind}`)}</span>
          {r.tiered && <Tag color="geekblue">{t('price-rules:promotion.tieredTag', { count: r.tiers.length })}</Tag>}
        </Space>
      ),
    },
    {
      key: 'orderTypes',
      title: t('price-rules:promotion.orderTypes'),
      width: 140,
      ellipsis: true,
      render: (r) =>
        r.orderTypes.length === 0
          ? t('price-rules:promotion.allOrderTypes')
          : r.orderTypes.map((o) => t(`price-rules:orderType.${o}`)).join('、'),
    },
    {
      key: 'customers',
      title: t('price-rules:promotion.customerScope'),
      width: 160,
      ellipsis: true,
      defaultHidden: true,
      render: (r) => (r.customerScope === 'ALL' ? t('price-rules:promotion.scopes.ALL') : r.customerNames.join('、')),
    },
    { key: 'createdByName', title: t('price-rules:promotion.createdBy'), width: 90, render: (r) => r.createdByName ?? '' },
    createTimeColumn<PromotionView>(),
  ];

  const actions: RowAction<PromotionView>[] = [
    {
      key: 'edit',
      label: t('common:edit'),
      permission: `${PERMISSION}:edit`,
      hidden: (r) => r.status !== 'DRAFT',
      onClick: (r) => open('edit', r),
    },
    {
      key: 'enable',
      label: t('price-rules:promotion.enable'),
      permission: `${PERMISSION}:status`,
      hidden: (r) => r.status !== 'DRAFT',
      confirm: (r) => t('price-rules:promotion.confirmEnable', { billNo: r.billNo, begin: r.beginDate, end: r.endDate }),
      onClick: (r) => run(r, 'enable'),
    },
    {
      key: 'terminate',
      label: t('price-rules:promotion.terminate'),
      permission: `${PERMISSION}:close`,
      danger: true,
      hidden: (r) => r.status !== 'EFFECTIVE',
      confirm: (r) => t('price-rules:promotion.confirmTerminate', { billNo: r.billNo }),
      onClick: (r) => run(r, 'terminate'),
    },
    { key: 'detail', label: t('common:view'), permission: `${PERMISSION}:detail`, onClick: (r) => open('detail', r) },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: `${PERMISSION}:edit`,
      danger: true,
      hidden: (r) => r.status !== 'DRAFT',
      confirm: (r) => t('price-rules:promotion.confirmDelete', { billNo: r.billNo }),
      onClick: (r) => run(r, 'delete'),
    },
  ];

  return (
    <>
      <ListPage<PromotionView>
        tableKey="pricing.promotion"
        queryKey={pricingKeys.promotions}
        fetch={(q, signal) => promotionApi.page(q as PromotionQuery, signal)}
        columns={columns}
        filters={[
          { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('price-rules:promotion.keywordPlaceholder') },
          {
            kind: 'select',
            name: 'status',
            label: t('common:statusLabel'),
            options: PROMOTION_STATUSES.map((s) => ({ value: s, label: t(`price-rules:promotion.status.${s}`) })),
          },
          { kind: 'date', name: 'activeOn', label: t('price-rules:promotion.activeOn') },
          { kind: 'sku', name: 'skuId', label: t('price-rules:promotion.goods') },
        ]}
        rowActions={actions}
        onAdd={() => navigate(`${BASE}/add`)}
        addPermission={`${PERMISSION}:add`}
        exportAction={{ permission: `${PERMISSION}:export`, url: promotionApi.exportUrl }}
        toolbar={() => <PriceCheckButton onClick={() => setChecking(true)} />}
      />
      <PriceCheckDrawer open={checking} onClose={() => setChecking(false)} />
    </>
  );
}
