import type { ReplenishmentConfigSaveBody, ReplenishmentConfigView } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryApi, categoryKeys } from '../../../api/category-api';
import { toTreeOptions } from '../../../kit/category-tree';
import { formatDateTime, useWarehouses } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage } from '../../../kit/list-page';
import { useSuppliers } from '../../../kit/supplier-options';
import { useModalForm } from '../../../kit/use-modal-form';
import { replenishmentApi, replenishmentKeys } from './replenishment-api';

type Row = ReplenishmentConfigView;
type Values = {
  warehouseId?: string | null;
  categoryId?: string | null;
  supplierId?: string | null;
  averageSalesDays: number;
  lowerDays: number;
  upperDays: number;
  purchasePackage?: string | null;
  remark?: string | null;
};

/**
 * 补货建议配置: the rules of the suggestion per group (no warehouse, no category), warehouse,
 * category, or category in a warehouse; the most specific one applies to a SKU.
 */
export function ReplenishmentConfigList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const suppliers = useSuppliers();
  const categories = useQuery({ queryKey: categoryKeys.tree(), queryFn: () => categoryApi.tree(), staleTime: 60_000 });
  const [editing, setEditing] = useState<{ record: Row | null } | null>(null);
  const { form, modal } = useModalForm<Values, Row>({
    open: editing !== null,
    resetOnOpen: true,
    record: editing?.record ?? null,
    toValues: (r) => ({
      warehouseId: r.warehouseId,
      categoryId: r.categoryId,
      supplierId: r.supplierId,
      averageSalesDays: r.averageSalesDays,
      lowerDays: r.lowerDays,
      upperDays: r.upperDays,
      purchasePackage: r.purchasePackage,
      remark: r.remark,
    }),
    submit: (v) => {
      const record = editing?.record;
      const body: ReplenishmentConfigSaveBody = {
        ...v,
        purchasePackage: v.purchasePackage === undefined || v.purchasePackage === null ? null : String(v.purchasePackage),
        ...(record ? { id: record.id, version: record.version } : {}),
      };
      return replenishmentApi.saveConfig(body);
    },
    onClose: (changed) => {
      setEditing(null);
      if (changed) void queryClient.invalidateQueries({ queryKey: replenishmentKeys.configs });
    },
  });

  const columns: ListColumn<Row>[] = [
    { key: 'level', title: t('replenishment:config.level'), width: 140, render: (r) => t(`replenishment:level.${r.level}`) },
    {
      key: 'warehouse',
      title: t('replenishment:fields.warehouse'),
      width: 160,
      render: (r) => r.warehouseName ?? t('replenishment:config.all'),
    },
    {
      key: 'category',
      title: t('replenishment:fields.category'),
      width: 160,
      render: (r) => r.categoryName ?? t('replenishment:config.all'),
    },
    { key: 'supplier', title: t('replenishment:fields.supplier'), width: 180, render: (r) => r.supplierName ?? '' },
    {
      key: 'averageSalesDays',
      title: t('replenishment:fields.averageSalesDays'),
      width: 110,
      align: 'right',
      dataIndex: 'averageSalesDays',
    },
    { key: 'lowerDays', title: t('replenishment:fields.lowerDays'), width: 100, align: 'right', dataIndex: 'lowerDays' },
    { key: 'upperDays', title: t('replenishment:fields.upperDays'), width: 100, align: 'right', dataIndex: 'upperDays' },
    {
      key: 'purchasePackage',
      title: t('replenishment:fields.purchasePackage'),
      width: 120,
      align: 'right',
      render: (r) => r.purchasePackage ?? t('replenishment:config.skuPackage'),
    },
    { key: 'remark', title: t('replenishment:fields.remark'), width: 160, ellipsis: true, dataIndex: 'remark' },
    { key: 'updateTime', title: t('replenishment:config.updateTime'), width: 170, render: (r) => formatDateTime(r.updateTime) },
  ];
  const days = (min: number) => [
    { required: true, message: t('replenishment:config.daysRequired') },
    { type: 'number' as const, min, max: 365 },
  ];

  return (
    <>
      <ListPage<Row>
        tableKey="inventory.replenishmentConfig"
        queryKey={replenishmentKeys.configs}
        fetch={(q, signal) => replenishmentApi.configs(q, signal)}
        columns={columns}
        filters={[{ kind: 'select', name: 'warehouseId', label: t('replenishment:fields.warehouse'), options: warehouses.options }]}
        onAdd={() => setEditing({ record: null })}
        addPermission="inventory:replenishment:edit"
        rowActions={[
          { key: 'edit', label: t('common:edit'), permission: 'inventory:replenishment:edit', onClick: (r) => setEditing({ record: r }) },
          {
            key: 'delete',
            label: t('common:delete'),
            danger: true,
            permission: 'inventory:replenishment:delete',
            confirm: () => t('replenishment:config.deleteConfirm'),
            onClick: async (r) => {
              await replenishmentApi.deleteConfig(r.id, r.version);
              await queryClient.invalidateQueries({ queryKey: replenishmentKeys.configs });
            },
          },
        ]}
      />
      <Modal {...modal} title={t(editing?.record ? 'replenishment:config.edit' : 'replenishment:config.add')} width={560} destroyOnHidden>
        <Form form={form} layout="vertical" data-testid="replenishment-config-form">
          <Form.Item name="warehouseId" label={t('replenishment:fields.warehouse')} extra={t('replenishment:config.warehouseHint')}>
            <Select allowClear options={warehouses.options} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="categoryId" label={t('replenishment:fields.category')} extra={t('replenishment:config.categoryHint')}>
            <TreeSelect allowClear treeData={toTreeOptions(categories.data ?? [])} showSearch treeNodeFilterProp="title" />
          </Form.Item>
          <Form.Item name="supplierId" label={t('replenishment:fields.supplier')}>
            <Select allowClear showSearch optionFilterProp="search" options={suppliers.options} />
          </Form.Item>
          <Form.Item name="averageSalesDays" label={t('replenishment:fields.averageSalesDays')} rules={days(1)} initialValue={30}>
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="lowerDays" label={t('replenishment:fields.lowerDays')} rules={days(0)} initialValue={7}>
            <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="upperDays" label={t('replenishment:fields.upperDays')} rules={days(1)} initialValue={15}>
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="purchasePackage" label={t('replenishment:fields.purchasePackage')} extra={t('replenishment:config.packageHint')}>
            <InputNumber min={0.0001} style={{ width: '100%' }} stringMode />
          </Form.Item>
          <Form.Item name="remark" label={t('replenishment:fields.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
