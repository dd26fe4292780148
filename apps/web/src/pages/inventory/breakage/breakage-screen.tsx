import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWarehouses, WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';

function BreakageHeaderFields() {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  return (
    <>
      <Col xs={24} md={9}>
        <Form.Item
          name="warehouseId"
          label={t('inventory:breakage.warehouse')}
          rules={[{ required: true, message: t('inventory:breakage.warehouseRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={warehouses.options}
            loading={warehouses.loading}
            data-testid="warehouse"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={9}>
        <Form.Item name="reason" label={t('inventory:breakage.reason')} rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
    </>
  );
}

/** 报损报溢单: a warehouse and lines whose quantity is a gain (+, 报溢) or a loss (−, 报损). */
export const screen: DocumentScreenConfig = {
  type: 'STOCK_BREAKAGE',
  title: 'inventory:breakage.title',
  lineKind: 'signed',
  headerFields: () => <BreakageHeaderFields />,
  headerValues: (doc) => ({ warehouseId: doc.warehouseId, reason: doc.reason ?? null }),
  headerBody: (v) => ({ warehouseId: v.warehouseId, reason: v.reason || null }),
  headerItems: (doc) => [
    { key: 'warehouse', label: 'inventory:breakage.warehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'reason', label: 'inventory:breakage.reason', children: (doc.reason as string | null) ?? '' },
  ],
  listColumns: ({ t, warehouseName }) => [
    { key: 'warehouse', title: t('inventory:breakage.warehouse'), width: 160, render: (r) => warehouseName(r.warehouseId) },
    {
      key: 'reason',
      title: t('inventory:breakage.reason'),
      width: 200,
      ellipsis: true,
      render: (r) => (r.reason as string | null) ?? '',
    },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
