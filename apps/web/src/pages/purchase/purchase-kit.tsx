import type { DocumentDetailView, DocumentHeaderView, SupplierView } from '@quire/contracts';
import { Col, Form, type FormInstance, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { useWarehouses, WarehouseName } from '../../kit/document/document-kit';
import type { DocumentListContext } from '../../kit/document/document-screen';
import { DEFAULT_TAX_FIELD, type LineValue } from '../../kit/document/line-grid';
import { DEFAULT_TAX_PERCENT, rateToPercent } from '../../kit/document/line-kinds';
import { SupplierName, useSuppliers } from '../../kit/supplier-options';

export { SupplierName, useSuppliers };

const SUPPLIER = '/api/basic/supplier';

/**
 * 供应商: a searchable picker of the enabled suppliers. Picking one sets the tax rate new
 * priced lines take (the supplier's, else 13 %) and gives it to the lines already entered.
 */
export function SupplierField({ form, onPicked }: { form: FormInstance; onPicked?: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const suppliers = useSuppliers();
  const picked = async (id: string | undefined) => {
    onPicked?.(id);
    if (!id) return;
    const supplier = await http.get<SupplierView>(`${SUPPLIER}/${id}`).catch(() => null);
    const percent = rateToPercent(supplier?.taxRate) ?? DEFAULT_TAX_PERCENT;
    form.setFieldValue(DEFAULT_TAX_FIELD, percent);
    const lines = (form.getFieldValue('lines') ?? []) as LineValue[];
    form.setFieldValue(
      'lines',
      lines.map((l) => (l.sourceLineId ? l : { ...l, taxPercent: percent })),
    );
  };
  return (
    <Col xs={24} md={8}>
      <Form.Item
        name="supplierId"
        label={t('purchase:fields.supplier')}
        rules={[{ required: true, message: t('purchase:fields.supplierRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'search' }}
          options={suppliers.options}
          loading={suppliers.loading}
          onChange={(v: string | undefined) => void picked(v)}
          data-testid="supplier"
        />
      </Form.Item>
      <Form.Item name={DEFAULT_TAX_FIELD} hidden>
        <input />
      </Form.Item>
    </Col>
  );
}

/** 收货仓库 (or another warehouse label): a logical warehouse of the group. */
export function WarehouseField({ label, name = 'warehouseId', disabled }: { label: string; name?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  return (
    <Col xs={24} md={6}>
      <Form.Item name={name} label={t(label)} rules={[{ required: true, message: t('purchase:fields.warehouseRequired') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={warehouses.options}
          loading={warehouses.loading}
          disabled={disabled}
          data-testid="warehouse"
        />
      </Form.Item>
    </Col>
  );
}

/**
 * The supplier and warehouse of a purchasing document (receipt, return application, return)
 * on its detail and in its list, with the document's total: the parts their screens share.
 */
export const supplierWarehouse = {
  items: (doc: DocumentDetailView, warehouseLabel: string) => [
    { key: 'supplier', label: 'purchase:fields.supplier', children: <SupplierName id={doc.supplierId ?? doc.partnerId} /> },
    { key: 'warehouse', label: warehouseLabel, children: <WarehouseName id={doc.warehouseId} /> },
  ],
  amountItem: (doc: DocumentDetailView) => ({
    key: 'amount',
    label: 'purchase:fields.totalAmount',
    children: String(doc.totalAmount ?? ''),
  }),
  columns: ({ t, warehouseName }: DocumentListContext, warehouseLabel: string) => [
    {
      key: 'supplier',
      title: t('purchase:fields.supplier'),
      width: 200,
      ellipsis: true,
      render: (r: DocumentHeaderView) => <SupplierName id={r.supplierId ?? r.partnerId} />,
    },
    { key: 'warehouse', title: t(warehouseLabel), width: 150, render: (r: DocumentHeaderView) => warehouseName(r.warehouseId) },
  ],
  amountColumn: ({ t }: DocumentListContext) => ({
    key: 'totalAmount',
    title: t('purchase:fields.totalAmount'),
    width: 130,
    align: 'right' as const,
    render: (r: DocumentHeaderView) => String(r.totalAmount ?? ''),
  }),
};
