import { STOCK_CHECK_GAP_MODES, type StockCheckTaskView } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Form, Input, Modal, Radio, Select, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandApi, brandKeys } from '../../../api/brand-api';
import { categoryApi, categoryKeys } from '../../../api/category-api';
import { useNavigate } from '../../../core/navigation';
import { toTreeOptions } from '../../../kit/category-tree';
import { formatDateTime, useWarehouses } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage } from '../../../kit/list-page';
import { SkuSelect } from '../../../kit/sku-picker';
import { DifferenceReportDrawer } from './difference-report';
import { StockCheckStatusTag } from './status-tag';
import { stocktakeApi, stocktakeKeys } from './stocktake-api';

const WEB_SCOPES = ['ALL', 'CATEGORIES', 'BRANDS', 'LOCATIONS', 'SKUS'] as const;

type CreateForm = {
  warehouseId: string;
  scope: (typeof WEB_SCOPES)[number];
  locations?: string[];
  categoryIds?: string[];
  brandIds?: string[];
  gapMode: 'ZERO' | 'NO_GAP';
  freeze: boolean;
  remark?: string;
};

/** 盘点任务: create (start) a task, complete it, confirm the difference or terminate it; the difference report. */
export default function CheckTaskPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const [creating, setCreating] = useState(false);
  const [report, setReport] = useState<string | null>(null);
  const [skus, setSkus] = useState<{ id: string; label: string }[]>([]);
  const [form] = Form.useForm<CreateForm>();
  const scope = Form.useWatch('scope', form);
  const categories = useQuery({ queryKey: categoryKeys.tree(), queryFn: () => categoryApi.tree(), staleTime: 60_000, enabled: creating });
  const brands = useQuery({ queryKey: brandKeys.list(), queryFn: () => brandApi.list(), staleTime: 60_000, enabled: creating });
  const refresh = () => queryClient.invalidateQueries({ queryKey: stocktakeKeys.tasks });

  const operate = async (operation: 'complete' | 'confirm' | 'terminate', row: StockCheckTaskView) => {
    const done = await stocktakeApi.operate(operation, row);
    message.success(t(`stocktake:task.done.${operation}`, { billNo: done.billNo }));
    await refresh();
  };

  const scopeIdsOf = (v: CreateForm): string[] => {
    if (v.scope === 'SKUS') return skus.map((s) => s.id);
    if (v.scope === 'CATEGORIES') return v.categoryIds ?? [];
    if (v.scope === 'BRANDS') return v.brandIds ?? [];
    return [];
  };

  const submit = async () => {
    const v = await form.validateFields();
    const task = await stocktakeApi.addTask({
      warehouseId: v.warehouseId,
      scope: v.scope,
      scopeIds: scopeIdsOf(v),
      locations: v.scope === 'LOCATIONS' ? (v.locations ?? []) : [],
      gapMode: v.gapMode,
      freeze: v.freeze,
      remark: v.remark,
    });
    message.success(t('stocktake:task.started', { billNo: task.billNo, count: task.skuCount }));
    setCreating(false);
    form.resetFields();
    setSkus([]);
    await refresh();
  };

  const columns: ListColumn<StockCheckTaskView>[] = [
    { key: 'billNo', title: t('stocktake:task.billNo'), dataIndex: 'billNo', width: 190 },
    { key: 'status', title: t('stocktake:task.status'), width: 120, render: (r) => <StockCheckStatusTag status={r.status} /> },
    { key: 'warehouse', title: t('stocktake:task.warehouse'), width: 160, render: (r) => r.warehouseName ?? '' },
    {
      key: 'scope',
      title: t('stocktake:task.scope'),
      width: 170,
      render: (r) =>
        `${t(`stocktake:scope.${r.scope}`)}${r.scope === 'LOCATIONS' ? `: ${r.locations.join(', ')}` : r.scopeIds.length ? ` (${r.scopeIds.length})` : ''}`,
    },
    { key: 'gapMode', title: t('stocktake:task.gapMode'), width: 130, render: (r) => t(`stocktake:gap.${r.gapMode}`) },
    { key: 'freeze', title: t('stocktake:task.freeze'), width: 80, render: (r) => (r.freeze ? t('stocktake:yes') : '') },
    { key: 'skuCount', title: t('stocktake:task.skuCount'), dataIndex: 'skuCount', width: 90, align: 'right' },
    { key: 'sheetCount', title: t('stocktake:task.sheetCount'), dataIndex: 'sheetCount', width: 90, align: 'right' },
    { key: 'startTime', title: t('stocktake:task.startTime'), width: 170, render: (r) => formatDateTime(r.startTime) },
    { key: 'remark', title: t('stocktake:task.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
  ];

  return (
    <>
      <ListPage<StockCheckTaskView>
        tableKey="inventory.checkTask"
        queryKey={stocktakeKeys.tasks}
        fetch={(q, signal) => stocktakeApi.tasks(q, signal)}
        columns={columns}
        onAdd={() => setCreating(true)}
        addPermission="inventory:checkTask:add"
        filters={[
          { kind: 'text', name: 'billNo', label: t('stocktake:task.billNo') },
          { kind: 'select', name: 'warehouseId', label: t('stocktake:task.warehouse'), options: warehouses.options },
          {
            kind: 'select',
            name: 'status',
            label: t('stocktake:task.status'),
            options: (['IN_PROGRESS', 'COMPLETE', 'CONFIRMED', 'TERMINATED'] as const).map((s) => ({
              value: s,
              label: t(`stocktake:status.${s}`),
            })),
          },
        ]}
        rowActions={[
          { key: 'report', label: t('stocktake:task.report'), onClick: (r) => setReport(r.id) },
          {
            key: 'sheets',
            label: t('stocktake:task.sheets'),
            hidden: (r) => r.status !== 'IN_PROGRESS',
            onClick: (r) => navigate(`/inventory/check?taskId=${r.id}`),
          },
          {
            key: 'complete',
            label: t('stocktake:task.complete'),
            permission: 'inventory:checkTask:edit',
            hidden: (r) => r.status !== 'IN_PROGRESS',
            confirm: (r) => t('stocktake:task.confirmComplete', { billNo: r.billNo }),
            onClick: (r) => operate('complete', r),
          },
          {
            key: 'confirm',
            label: t('stocktake:task.confirm'),
            permission: 'inventory:checkTask:complete',
            hidden: (r) => r.status !== 'COMPLETE',
            confirm: (r) => t('stocktake:task.confirmConfirm', { billNo: r.billNo }),
            onClick: (r) => operate('confirm', r),
          },
          {
            key: 'terminate',
            label: t('stocktake:task.terminate'),
            permission: 'inventory:checkTask:delete',
            danger: true,
            hidden: (r) => r.status !== 'IN_PROGRESS' && r.status !== 'COMPLETE',
            confirm: (r) => t('stocktake:task.confirmTerminate', { billNo: r.billNo }),
            onClick: (r) => operate('terminate', r),
          },
        ]}
      />
      <Modal
        title={t('stocktake:task.create')}
        open={creating}
        onCancel={() => setCreating(false)}
        onOk={() => void submit()}
        okText={t('stocktake:task.start')}
        destroyOnHidden
        width={560}
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ scope: 'ALL', gapMode: 'NO_GAP', freeze: false }}
          data-testid="check-task-form"
        >
          <Form.Item
            name="warehouseId"
            label={t('stocktake:task.warehouse')}
            rules={[{ required: true, message: t('stocktake:task.warehouseRequired') }]}
          >
            <Select options={warehouses.options} showSearch optionFilterProp="label" data-testid="check-task-warehouse" />
          </Form.Item>
          <Form.Item name="scope" label={t('stocktake:task.scope')}>
            <Radio.Group options={WEB_SCOPES.map((s) => ({ value: s, label: t(`stocktake:scope.${s}`) }))} />
          </Form.Item>
          {scope === 'SKUS' && (
            <Form.Item label={t('stocktake:task.skus')} required>
              <SkuSelect
                value={undefined}
                placeholder={t('stocktake:task.skuPlaceholder')}
                onChange={(id, hit) => {
                  if (id && !skus.some((s) => s.id === id)) setSkus([...skus, { id, label: hit ? `${hit.code} ${hit.name}` : id }]);
                }}
              />
              <div style={{ marginTop: 8 }}>
                {skus.map((s) => (
                  <Tag key={s.id} closable onClose={() => setSkus(skus.filter((x) => x.id !== s.id))}>
                    {s.label}
                  </Tag>
                ))}
              </div>
            </Form.Item>
          )}
          {scope === 'CATEGORIES' && (
            <Form.Item
              name="categoryIds"
              label={t('stocktake:task.categories')}
              extra={t('stocktake:task.categoriesHelp')}
              rules={[{ required: true, message: t('stocktake:task.categoriesRequired') }]}
            >
              <TreeSelect
                treeData={categories.data ? toTreeOptions(categories.data) : []}
                loading={categories.isLoading}
                multiple
                treeCheckable
                showCheckedStrategy={TreeSelect.SHOW_PARENT}
                treeNodeFilterProp="title"
                showSearch
                maxTagCount="responsive"
                data-testid="check-task-categories"
              />
            </Form.Item>
          )}
          {scope === 'BRANDS' && (
            <Form.Item
              name="brandIds"
              label={t('stocktake:task.brands')}
              rules={[{ required: true, message: t('stocktake:task.brandsRequired') }]}
            >
              <Select
                mode="multiple"
                options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                loading={brands.isLoading}
                showSearch
                optionFilterProp="label"
                maxTagCount="responsive"
                data-testid="check-task-brands"
              />
            </Form.Item>
          )}
          {scope === 'LOCATIONS' && (
            <Form.Item
              name="locations"
              label={t('stocktake:task.locations')}
              rules={[{ required: true, message: t('stocktake:task.locationsRequired') }]}
            >
              <Select mode="tags" tokenSeparators={[',', ' ']} placeholder={t('stocktake:task.locationsPlaceholder')} />
            </Form.Item>
          )}
          <Form.Item name="gapMode" label={t('stocktake:task.gapMode')} extra={t('stocktake:task.gapHelp')}>
            <Radio.Group options={STOCK_CHECK_GAP_MODES.map((g) => ({ value: g, label: t(`stocktake:gap.${g}`) }))} />
          </Form.Item>
          <Form.Item name="freeze" valuePropName="checked" extra={t('stocktake:task.freezeHelp')}>
            <Checkbox>{t('stocktake:task.freeze')}</Checkbox>
          </Form.Item>
          <Form.Item name="remark" label={t('stocktake:task.remark')}>
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <DifferenceReportDrawer taskId={report} onClose={() => setReport(null)} />
    </>
  );
}
