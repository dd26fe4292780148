import type { SupplierView } from '@quire/contracts';
import { Col, Form, type FormInstance, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { useWarehouses } from '../../kit/document/document-kit';
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
