import { Col, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWarehouses, WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';

function TransferHeaderFields() {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  return (
    <>
      <Col xs={24} md={9}>
        <Form.Item
          name="outWarehouseId"
          label={t('inventory:transfer.outWarehouse')}
          rules={[{ required: true, message: t('inventory:transfer.outRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={warehouses.options}
            loading={warehouses.loading}
            data-testid="out-warehouse"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={9}>
        <Form.Item
          name="inWarehouseId"
          label={t('inventory:transfer.inWarehouse')}
          dependencies={['outWarehouseId']}
          rules={[
            { required: true, message: t('inventory:transfer.inRequired') },
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                !v || v !== getFieldValue('outWarehouseId')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('inventory:transfer.sameWarehouse'))),
            }),
          ]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={warehouses.options}
            loading={warehouses.loading}
            data-testid="in-warehouse"
          />
        </Form.Item>
      </Col>
    </>
  );
}

/**
 * 调拨单: out and in warehouse (must differ), lines of SKU and quantity > 0. One made by 调拨配货
 * names the distribution request it sends (its lines keep their request lines through an edit).
 */
export const screen: DocumentScreenConfig = {
  type: 'WAREHOUSE_TRANSFER',
  title: 'inventory:transfer.title',
  lineKind: 'positive',
  headerFields: () => <TransferHeaderFields />,
  headerValues: (doc) => ({ outWarehouseId: doc.outWarehouseId ?? doc.warehouseId, inWarehouseId: doc.inWarehouseId ?? doc.toWarehouseId }),
  headerBody: (v) => ({ outWarehouseId: v.outWarehouseId, inWarehouseId: v.inWarehouseId }),
  headerItems: (doc) => [
    { key: 'out', label: 'inventory:transfer.outWarehouse', children: <WarehouseName id={doc.outWarehouseId ?? doc.warehouseId} /> },
    { key: 'in', label: 'inventory:transfer.inWarehouse', children: <WarehouseName id={doc.inWarehouseId ?? doc.toWarehouseId} /> },
    // 调拨配货: the distribution request(s) its lines send; posting counts them as sent.
    ...(typeof doc.distributionRequestNo === 'string' && doc.distributionRequestNo
      ? [
          {
            key: 'request',
            label: 'inventory:transfer.distributionRequest',
            children: <span data-testid="transfer-request-no">{doc.distributionRequestNo}</span>,
          },
        ]
      : []),
  ],
  listColumns: ({ t, warehouseName }) => [
    {
      key: 'outWarehouse',
      title: t('inventory:transfer.outWarehouse'),
      width: 160,
      render: (r) => warehouseName(r.outWarehouseId ?? r.warehouseId),
    },
    {
      key: 'inWarehouse',
      title: t('inventory:transfer.inWarehouse'),
      width: 160,
      render: (r) => warehouseName(r.inWarehouseId ?? r.toWarehouseId),
    },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
