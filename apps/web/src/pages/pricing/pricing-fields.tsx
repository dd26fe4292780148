import { AppstoreAddOutlined, DeleteOutlined } from '@ant-design/icons';
import type { CategoryNode, PromotionStatus } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, InputNumber, type InputNumberProps, Select, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandApi, brandKeys } from '../../api/brand-api';
import { categoryApi, categoryKeys } from '../../api/category-api';
import { useSession } from '../../core/session-store';
import { toTreeOptions } from '../../kit/category-tree';
import { SkuPickerModal } from '../../kit/sku-picker';
import { useUnits } from '../../kit/units';
import { optionApi, pricingKeys } from './pricing-api';
import type { SkuItem } from './pricing-rules';

// Inputs the pricing forms share: decimals, goods, categories, brands, customers, groups.

const STALE = 60_000;
const RIGHT = { input: { textAlign: 'right' as const } };

/** A decimal ≥ 0 typed as text (no float rounding), right-aligned, full width. */
export function DecimalInput(props: Omit<InputNumberProps<string>, 'stringMode'>) {
  return <InputNumber<string> min="0" controls={false} style={{ width: '100%' }} styles={RIGHT} {...props} stringMode />;
}

/** Goods picked for a list or tier: a small table and the picker that adds several at once. */
export function SkuItemsField({
  value,
  onChange,
  disabled,
  testId,
}: {
  value?: SkuItem[];
  onChange?: (next: SkuItem[]) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const [picking, setPicking] = useState(false);
  const rows = value ?? [];
  return (
    <div data-testid={testId}>
      <Table<SkuItem>
        rowKey="id"
        size="small"
        bordered
        pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
        dataSource={rows}
        locale={{ emptyText: t('price-rules:items.noGoods') }}
        columns={[
          { key: 'code', title: t('price-rules:items.code'), dataIndex: 'code', width: 140 },
          { key: 'name', title: t('price-rules:items.name'), dataIndex: 'name', ellipsis: true },
          // Saved lists name their goods without units: the column is there while picking.
          ...(rows.some((r) => r.unit)
            ? [
                {
                  key: 'unit',
                  title: t('price-rules:items.unit'),
                  width: 70,
                  align: 'center' as const,
                  render: (_: unknown, r: SkuItem) => (r.unit ? units.label(r.unit) : ''),
                },
              ]
            : []),
          ...(disabled
            ? []
            : [
                {
                  key: 'remove',
                  title: t('kit:list.operations'),
                  width: 70,
                  align: 'center' as const,
                  render: (_: unknown, r: SkuItem) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('common:delete')}
                      onClick={() => onChange?.(rows.filter((x) => x.id !== r.id))}
                    />
                  ),
                },
              ]),
        ]}
      />
      {!disabled && (
        <Button icon={<AppstoreAddOutlined />} style={{ marginTop: 8 }} onClick={() => setPicking(true)} data-action="pick-goods">
          {t('price-rules:items.pickGoods')}
        </Button>
      )}
      <SkuPickerModal
        open={picking}
        onClose={() => setPicking(false)}
        exclude={rows.map((r) => r.id)}
        onPick={(hits) => onChange?.([...rows, ...hits.map((h) => ({ id: h.id, code: h.code, name: h.name, unit: h.unit }))])}
      />
    </div>
  );
}

export function useCategoryTree() {
  return useQuery({ queryKey: categoryKeys.tree(), queryFn: () => categoryApi.tree(), staleTime: STALE });
}

/** Categories, several, from the tree: ticking a category covers its subcategories. */
export function CategoriesField(props: {
  id?: string;
  value?: string[];
  onChange?: (next: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const options = useMemo(() => toTreeOptions(tree.data ?? [], { enabledOnly: true }), [tree.data]);
  return (
    <TreeSelect
      id={props.id}
      value={props.value ?? []}
      onChange={(next: string[]) => props.onChange?.(next)}
      treeData={options}
      treeCheckable
      treeCheckStrictly={false}
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      loading={tree.isLoading}
      disabled={props.disabled}
      placeholder={props.disabled ? undefined : (props.placeholder ?? t('price-rules:items.categoriesPlaceholder'))}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      data-testid={props.testId}
    />
  );
}

/** Category names from the tree by id (for read-only views). */
export function categoryNameMap(nodes: readonly CategoryNode[]): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (n: CategoryNode) => {
    out.set(n.id, n.name);
    n.children.forEach(visit);
  };
  nodes.forEach(visit);
  return out;
}

/** Brands, several; disabled brands are shown but cannot be picked. */
export function BrandsField(props: { id?: string; value?: string[]; onChange?: (next: string[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const brands = useQuery({ queryKey: brandKeys.list(), queryFn: () => brandApi.list(), staleTime: STALE });
  const options = useMemo(
    () => (brands.data ?? []).map((b) => ({ value: b.id, label: b.name, disabled: b.status !== 'ENABLE' })),
    [brands.data],
  );
  return (
    <Select
      id={props.id}
      mode="multiple"
      value={props.value ?? []}
      onChange={props.onChange}
      options={options}
      loading={brands.isLoading}
      disabled={props.disabled}
      optionFilterProp="label"
      allowClear
      placeholder={t('price-rules:policy.brandsPlaceholder')}
      style={{ width: '100%' }}
    />
  );
}

/** Customers of the active group in normal standing (code and name, searched by either). */
export function useCustomerOptions() {
  const customers = useQuery({ queryKey: pricingKeys.customers, queryFn: optionApi.customers, staleTime: STALE });
  const options = useMemo(
    () => (customers.data ?? []).map((c) => ({ value: c.id, label: `${c.customerCode} ${c.customerName}`, mnemonic: c.mnemonic })),
    [customers.data],
  );
  return { options, loading: customers.isLoading };
}

type CustomerSelectProps = {
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
  /** Names of chosen customers not in the list (a customer stopped since). */
  known?: { id: string; name: string }[];
};

function useCustomerSelectOptions(known?: { id: string; name: string }[]) {
  const { options, loading } = useCustomerOptions();
  const all = useMemo(() => {
    const ids = new Set(options.map((o) => o.value));
    return [...options, ...(known ?? []).filter((k) => !ids.has(k.id)).map((k) => ({ value: k.id, label: k.name, mnemonic: '' }))];
  }, [options, known]);
  return { options: all, loading };
}

const filterCustomer = (input: string, option?: { label: string; mnemonic: string }) => {
  const k = input.trim().toLowerCase();
  return !k || Boolean(option && (option.label.toLowerCase().includes(k) || option.mnemonic.toLowerCase().startsWith(k)));
};

export function CustomersField(props: CustomerSelectProps & { value?: string[]; onChange?: (next: string[]) => void }) {
  const { t } = useTranslation();
  const { options, loading } = useCustomerSelectOptions(props.known);
  return (
    <Select
      id={props.id}
      mode="multiple"
      value={props.value ?? []}
      onChange={props.onChange}
      options={options}
      loading={loading}
      disabled={props.disabled}
      showSearch={{ filterOption: filterCustomer }}
      allowClear
      placeholder={props.placeholder ?? t('price-rules:customerPlaceholder')}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      data-testid={props.testId}
    />
  );
}

export function CustomerField(props: CustomerSelectProps & { value?: string; onChange?: (next: string | undefined) => void }) {
  const { t } = useTranslation();
  const { options, loading } = useCustomerSelectOptions(props.known);
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      options={options}
      loading={loading}
      disabled={props.disabled}
      showSearch={{ filterOption: filterCustomer }}
      allowClear
      placeholder={props.placeholder ?? t('price-rules:customerPlaceholder')}
      style={{ width: '100%' }}
      data-testid={props.testId}
    />
  );
}

/** The active business group and its dealers among the groups the caller may use. */
export function useGroupOptions() {
  const belongId = useSession((s) => s.belongId);
  const groups = useQuery({ queryKey: pricingKeys.groups, queryFn: optionApi.groups, staleTime: STALE });
  const options = useMemo(
    () =>
      (groups.data ?? [])
        .filter((g) => g.id === belongId || g.parentId === belongId)
        .map((g) => ({ value: g.id, label: g.id === belongId ? g.name : `${g.name}（${g.code}）` })),
    [groups.data, belongId],
  );
  return { options, loading: groups.isLoading };
}

const PROMOTION_STATUS_COLORS: Record<PromotionStatus, string> = { DRAFT: 'default', EFFECTIVE: 'success', TERMINATED: 'error' };

export function PromotionStatusTag({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={PROMOTION_STATUS_COLORS[status]} data-status={status}>
      {t(`price-rules:promotion.status.${status}`)}
    </Tag>
  );
}

/** Names in a cell: the first few, then "等 N 项". */
export function NameList({ names, max = 3 }: { names: readonly string[]; max?: number }) {
  const { t } = useTranslation();
  if (names.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const shown = names.slice(0, max).join('、');
  return (
    <Space size={4}>
      <span>{shown}</span>
      {names.length > max && <Typography.Text type="secondary">{t('price-rules:moreCount', { count: names.length })}</Typography.Text>}
    </Space>
  );
}
