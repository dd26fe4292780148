import { Col, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentEditorConfig } from '../../../kit/document/document-editor';
import { useWarehouses } from '../../../kit/document/document-kit';

export const TRANSFER_BASE = '/api/stock/transfer';
export const TRANSFER_PERMISSION = 'inventory:transfer';

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

function WarehouseName({ id }: { id: string | null | undefined }) {
  const { names } = useWarehouses();
  return <>{id ? (names.get(id) ?? id) : ''}</>;
}

/** 调拨单: out and in warehouse (must differ), lines of SKU and quantity > 0. */
export const transferConfig: DocumentEditorConfig = {
  base: TRANSFER_BASE,
  permission: TRANSFER_PERMISSION,
  title: 'inventory:transfer.title',
  lineKind: 'positive',
  headerFields: () => <TransferHeaderFields />,
  headerValues: (doc) => ({ outWarehouseId: doc.outWarehouseId ?? doc.warehouseId, inWarehouseId: doc.inWarehouseId ?? doc.toWarehouseId }),
  headerBody: (v) => ({ outWarehouseId: v.outWarehouseId, inWarehouseId: v.inWarehouseId }),
  headerItems: (doc) => [
    {
      key: 'out',
      label: 'inventory:transfer.outWarehouse',
      children: <WarehouseName id={(doc.outWarehouseId as string) ?? doc.warehouseId} />,
    },
    {
      key: 'in',
      label: 'inventory:transfer.inWarehouse',
      children: <WarehouseName id={(doc.inWarehouseId as string) ?? doc.toWarehouseId} />,
    },
  ],
  operations: { DRAFT: ['review'], REVIEWED: ['decline', 'complete'], COMPLETE: ['reverse'] },
  opLabels: {
    review: 'inventory:transfer.op.review',
    decline: 'inventory:transfer.op.decline',
    complete: 'inventory:transfer.op.complete',
  },
};
