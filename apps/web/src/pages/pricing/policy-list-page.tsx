import type { PricePolicyView } from '@quire/contracts';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../core/navigation';
import { type ListColumn, ListPage, type RowAction } from '../../kit/list-page';
import { createTimeColumn, statusColumn } from '../../kit/record-columns';
import { useStatusActions } from '../../kit/status-actions';
import { useStatusOptions } from '../../kit/status-tag';
import { PriceCheckButton, PriceCheckDrawer } from './price-check-drawer';
import { type PricingQuery, policyApi, pricingKeys } from './pricing-api';
import { NameList } from './pricing-fields';

const BASE = '/pricing/policy';
const PERMISSION = 'pricing:policy';

/** 批发价格政策: the formula of each policy, its scope, special prices and customers. */
export default function PolicyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statusOptions = useStatusOptions();
  const [checking, setChecking] = useState(false);
  const open = (kind: 'edit' | 'detail', row: PricePolicyView) => {
    navigate(`${BASE}/${kind}/${row.id}`);
  };

  const status = useStatusActions<PricePolicyView>({
    permission: `${PERMISSION}:status`,
    statusOf: (r) => r.status,
    apply: policyApi.setStatus,
    invalidate: pricingKeys.policies,
    confirm: { keys: 'price-rules:policy', name: (r) => r.name },
  });

  const columns: ListColumn<PricePolicyView>[] = [
    { key: 'code', title: t('price-rules:policy.code'), dataIndex: 'code', width: 110, fixed: 'left' },
    { key: 'name', title: t('price-rules:policy.name'), dataIndex: 'name', width: 160, ellipsis: true },
    statusColumn<PricePolicyView>(90),
    {
      key: 'formula',
      title: t('price-rules:policy.formula'),
      width: 170,
      render: (r) => (
        <span data-formula>
          {t(`price-rules:price.${r.basePrice}`)} {t(`price-rules:policy.method.${r.method}`)} {r.ratio}%
        </span>
      ),
    },
    {
      key: 'rounding',
      title: t('price-rules:policy.rounding'),
      width: 130,
      render: (r) => `${t(`price-rules:precision.${r.precision}`)} · ${t(`price-rules:rounding.${r.roundingMode}`)}`,
    },
    {
      key: 'scope',
      title: t('price-rules:policy.scope'),
      width: 200,
      render: (r) =>
        r.scope === 'ALL' ? (
          t('price-rules:policy.scopes.ALL')
        ) : (
          <Space size={4}>
            <Typography.Text type="secondary">{t(`price-rules:policy.scopes.${r.scope}`)}:</Typography.Text>
            <NameList names={r.scopeNames} max={2} />
          </Space>
        ),
    },
    { key: 'specialCount', title: t('price-rules:policy.specialCount'), dataIndex: 'specialCount', width: 90, align: 'right' },
    { key: 'customerCount', title: t('price-rules:policy.customerCount'), dataIndex: 'customerCount', width: 100, align: 'right' },
    { key: 'remark', title: t('price-rules:remark'), width: 200, ellipsis: true, defaultHidden: true, render: (r) => r.remark ?? '' },
    createTimeColumn<PricePolicyView>(),
  ];

  const actions: RowAction<PricePolicyView>[] = [
    { key: 'detail', label: t('common:view'), permission: `${PERMISSION}:detail`, onClick: (r) => open('detail', r) },
    { key: 'edit', label: t('common:edit'), permission: `${PERMISSION}:edit`, onClick: (r) => open('edit', r) },
    status.toggleAction(),
  ];

  return (
    <>
      <ListPage<PricePolicyView>
        tableKey="pricing.policy"
        queryKey={pricingKeys.policies}
        fetch={(q, signal) => policyApi.page(q as PricingQuery, signal)}
        columns={columns}
        filters={[
          { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('price-rules:policy.keywordPlaceholder') },
          { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
        ]}
        rowActions={actions}
        selectable
        onAdd={() => navigate(`${BASE}/add`)}
        addPermission={`${PERMISSION}:add`}
        exportAction={{ permission: `${PERMISSION}:export`, url: policyApi.exportUrl }}
        toolbar={(selected, clear) => (
          <>
            {status.toolbar(selected, clear)}
            <PriceCheckButton onClick={() => setChecking(true)} />
          </>
        )}
      />
      <PriceCheckDrawer open={checking} onClose={() => setChecking(false)} />
    </>
  );
}
