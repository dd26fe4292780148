import {
  DOCUMENT_SCREENS,
  type ReplenishmentLineView,
  type ReplenishmentOrdersView,
  type ReplenishmentSuggestView,
} from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, InputNumber, Popconfirm, Select, Space, Table, Tabs, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryApi, categoryKeys } from '../../../api/category-api';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { useUnsavedGuard } from '../../../core/dirty-store';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { toTreeOptions } from '../../../kit/category-tree';
import { formatDecimal, useWarehouses } from '../../../kit/document/document-kit';
import { useSuppliers } from '../../../kit/supplier-options';
import { useUnits } from '../../../kit/units';
import { replenishmentApi } from './replenishment-api';
import { ReplenishmentConfigList } from './replenishment-config';

type Filters = { warehouseId?: string; categoryId?: string; supplierId?: string };
const PAGE_SIZE = 200;

/**
 * 补货建议: computes a warehouse's suggestions (DOMAIN 21) with the figures behind each; the
 * quantities may be changed, and the chosen lines become draft purchase orders, one per
 * supplier, linked once made. The configuration (补货建议配置) is the second tab.
 */
export default function ReplenishmentPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      className="q-replenishment"
      items={[
        { key: 'suggest', label: t('replenishment:tabs.suggest'), children: <Suggestions /> },
        { key: 'config', label: t('replenishment:tabs.config'), children: <ReplenishmentConfigList /> },
      ]}
    />
  );
}

function Suggestions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { has } = usePermission();
  const units = useUnits();
  const warehouses = useWarehouses();
  const suppliers = useSuppliers();
  const categories = useQuery({ queryKey: categoryKeys.tree(), queryFn: () => categoryApi.tree(), staleTime: 60_000 });
  const [form] = Form.useForm<Filters>();
  const [result, setResult] = useState<ReplenishmentSuggestView | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [loading, setLoading] = useState(false);
  const [edited, setEdited] = useState<Map<string, string>>(new Map());
  /** Suppliers chosen by hand, per SKU (else the configured or last supplier of the line). */
  const [chosenSuppliers, setChosenSuppliers] = useState<Map<string, string>>(new Map());
  const [selected, setSelected] = useState<Map<string, ReplenishmentLineView>>(new Map());
  const [made, setMade] = useState<ReplenishmentOrdersView | null>(null);
  const [ordering, setOrdering] = useState(false);
  useUnsavedGuard(edited.size > 0 || chosenSuppliers.size > 0);

  // The default sale warehouse (else the first) is chosen for a start.
  const firstWarehouse = (warehouses.list.find((w) => w.defaultKinds.includes('SALE')) ?? warehouses.list[0])?.id;
  useEffect(() => {
    if (firstWarehouse && !form.getFieldValue('warehouseId')) form.setFieldsValue({ warehouseId: firstWarehouse });
  }, [firstWarehouse, form]);

  const load = async (f: Filters, pageNum: number) => {
    if (!f.warehouseId) return;
    setLoading(true);
    try {
      setResult(
        await replenishmentApi.suggest({
          warehouseId: f.warehouseId,
          categoryId: f.categoryId,
          supplierId: f.supplierId,
          pageNum,
          pageSize: PAGE_SIZE,
        }),
      );
    } finally {
      setLoading(false);
    }
  };
  const compute = async () => {
    const f = await form.validateFields();
    setFilters(f);
    setEdited(new Map());
    setChosenSuppliers(new Map());
    setSelected(new Map());
    setMade(null);
    await load(f, 1);
  };

  const qtyOf = (l: ReplenishmentLineView) => edited.get(l.skuId) ?? l.suggestedQty;
  const setQty = (l: ReplenishmentLineView, v: string | null) => {
    const next = new Map(edited);
    if (v === null || v === l.suggestedQty) next.delete(l.skuId);
    else next.set(l.skuId, v);
    setEdited(next);
  };

  const supplierOf = (l: ReplenishmentLineView) => chosenSuppliers.get(l.skuId) ?? l.supplierId;
  const setSupplier = (l: ReplenishmentLineView, id: string | undefined) => {
    const next = new Map(chosenSuppliers);
    if (!id || id === l.supplierId) next.delete(l.skuId);
    else next.set(l.skuId, id);
    setChosenSuppliers(next);
  };

  const toOrders = async () => {
    const lines = [...selected.values()];
    setOrdering(true);
    try {
      const orders = await replenishmentApi.toOrders({
        warehouseId: filters.warehouseId as string,
        lines: lines.map((l) => ({ skuId: l.skuId, qty: qtyOf(l), supplierId: supplierOf(l) })),
      });
      setMade(orders);
      setEdited(new Map());
      setChosenSuppliers(new Map());
      setSelected(new Map());
      ui.success(t('replenishment:ordersMade', { count: orders.orders.length }));
      await load(filters, 1);
    } finally {
      setOrdering(false);
    }
  };

  const num = (v: string) => formatDecimal(v, 4);
  const columns: ColumnsType<ReplenishmentLineView> = [
    { key: 'skuCode', title: t('replenishment:fields.skuCode'), dataIndex: 'skuCode', width: 130, fixed: 'left' },
    { key: 'skuName', title: t('replenishment:fields.skuName'), dataIndex: 'skuName', width: 200, ellipsis: true },
    { key: 'unit', title: t('replenishment:fields.unit'), width: 60, render: (_, r) => units.label(r.unit) },
    {
      key: 'supplier',
      title: t('replenishment:fields.supplier'),
      width: 200,
      render: (_, r) => (
        <Select
          data-supplier-select={r.skuId}
          size="small"
          style={{ width: '100%' }}
          showSearch
          optionFilterProp="search"
          options={suppliers.options}
          value={supplierOf(r) ?? undefined}
          labelRender={({ value, label }) => (value === r.supplierId && r.supplierName ? r.supplierName : label)}
          placeholder={<Typography.Text type="warning">{t('replenishment:noSupplier')}</Typography.Text>}
          onChange={(id: string | undefined) => setSupplier(r, id)}
          status={supplierOf(r) ? undefined : 'warning'}
        />
      ),
    },
    { key: 'n', title: t('replenishment:fields.averageSalesDays'), width: 90, align: 'right', dataIndex: 'averageSalesDays' },
    { key: 'sold', title: t('replenishment:fields.soldQty'), width: 90, align: 'right', render: (_, r) => num(r.soldQty) },
    { key: 'd', title: t('replenishment:fields.dailySales'), width: 90, align: 'right', render: (_, r) => num(r.dailySales) },
    { key: 'onHand', title: t('replenishment:fields.onHand'), width: 90, align: 'right', render: (_, r) => num(r.onHand) },
    { key: 'inTransit', title: t('replenishment:fields.inTransit'), width: 90, align: 'right', render: (_, r) => num(r.inTransit) },
    { key: 'locked', title: t('replenishment:fields.locked'), width: 90, align: 'right', render: (_, r) => num(r.locked) },
    { key: 'available', title: t('replenishment:fields.available'), width: 90, align: 'right', render: (_, r) => num(r.available) },
    {
      key: 'lower',
      title: t('replenishment:fields.lowerLimit'),
      width: 110,
      align: 'right',
      render: (_, r) => `${num(r.lowerLimit)} (${r.lowerDays}${t('replenishment:daysUnit')})`,
    },
    {
      key: 'upper',
      title: t('replenishment:fields.upperLimit'),
      width: 110,
      align: 'right',
      render: (_, r) => `${num(r.upperLimit)} (${r.upperDays}${t('replenishment:daysUnit')})`,
    },
    {
      key: 'package',
      title: t('replenishment:fields.purchasePackage'),
      width: 90,
      align: 'right',
      render: (_, r) => num(r.purchasePackage),
    },
    {
      key: 'suggested',
      title: t('replenishment:fields.suggestedQty'),
      width: 100,
      align: 'right',
      render: (_, r) => num(r.suggestedQty),
    },
    {
      key: 'orderQty',
      title: t('replenishment:fields.orderQty'),
      width: 130,
      fixed: 'right',
      render: (_, r) => (
        <InputNumber
          data-qty-input={r.skuId}
          size="small"
          min="0.0001"
          stringMode
          value={qtyOf(r)}
          onChange={(v) => setQty(r, v === null ? null : String(v))}
          style={{ width: '100%' }}
        />
      ),
    },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Form form={form} layout="inline" data-testid="replenishment-filters">
        <Form.Item
          name="warehouseId"
          label={t('replenishment:fields.warehouse')}
          rules={[{ required: true, message: t('replenishment:warehouseRequired') }]}
        >
          <Select style={{ width: 220 }} options={warehouses.options} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('replenishment:fields.category')}>
          <TreeSelect
            style={{ width: 200 }}
            allowClear
            treeData={toTreeOptions(categories.data ?? [])}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="supplierId" label={t('replenishment:fields.supplier')}>
          <Select style={{ width: 220 }} allowClear showSearch optionFilterProp="search" options={suppliers.options} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" data-testid="replenishment-compute" loading={loading} onClick={() => runAction(compute)}>
            {t('replenishment:compute')}
          </Button>
        </Form.Item>
      </Form>
      {made ? (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setMade(null)}
          data-testid="replenishment-orders"
          message={t('replenishment:ordersMade', { count: made.orders.length })}
          description={
            <Space direction="vertical" size={2}>
              {made.orders.map((o) => {
                const path = has(DOCUMENT_SCREENS.PURCHASE_ORDER.menu) ? `${DOCUMENT_SCREENS.PURCHASE_ORDER.menu}/detail/${o.id}` : null;
                return (
                  <Space key={o.id} size={8}>
                    {path ? (
                      <Typography.Link data-bill-no={o.billNo} onClick={() => navigate(path)}>
                        {o.billNo}
                      </Typography.Link>
                    ) : (
                      <span data-bill-no={o.billNo}>{o.billNo}</span>
                    )}
                    <span>{o.supplierName}</span>
                    <span>{t('replenishment:orderSummary', { lines: o.lineCount, qty: num(o.totalQty) })}</span>
                  </Space>
                );
              })}
            </Space>
          }
        />
      ) : null}
      <Space>
        {has('inventory:replenishment:add') ? (
          <Popconfirm
            title={t('replenishment:toOrdersConfirm', { count: selected.size })}
            onConfirm={() => runAction(toOrders)}
            disabled={selected.size === 0}
          >
            <Button type="primary" data-testid="replenishment-to-orders" disabled={selected.size === 0} loading={ordering}>
              {t('replenishment:toOrders')}
            </Button>
          </Popconfirm>
        ) : null}
        {result ? (
          <Typography.Text type="secondary" data-testid="replenishment-summary">
            {t('replenishment:summary', { total: result.total, asOf: result.asOf, selected: selected.size })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('replenishment:hint')}</Typography.Text>
        )}
      </Space>
      <Table<ReplenishmentLineView>
        rowKey="skuId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={result?.list ?? []}
        scroll={{ x: 1900 }}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => {
            const next = new Map<string, ReplenishmentLineView>();
            const byKey = new Map([...selected.values(), ...rows.filter(Boolean)].map((r) => [r.skuId, r]));
            for (const k of keys) {
              const row = byKey.get(String(k));
              if (row) next.set(String(k), row);
            }
            setSelected(next);
          },
        }}
        pagination={{
          current: result?.pageNum ?? 1,
          pageSize: PAGE_SIZE,
          total: result?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => runAction(() => load(filters, page)),
        }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={result ? t('replenishment:empty') : t('replenishment:hint')} />
          ),
        }}
      />
    </Space>
  );
}
