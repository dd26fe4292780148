import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { FROM_RECEIPT, PickLinesButton } from '../pick-dialog';
import { SupplierField, supplierWarehouse, WarehouseField } from '../purchase-kit';

function ReasonField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={10}>
      <Form.Item
        name="reason"
        label={t('purchase:fields.reason')}
        rules={[{ required: true, whitespace: true, message: t('purchase:fields.reasonRequired') }, { max: 200 }]}
      >
        <Input maxLength={200} data-testid="reason" />
      </Form.Item>
    </Col>
  );
}

/**
 * 采购退货申请单: supplier, a reason, and lines of ONE posted purchase receipt of the supplier
 * (从采购入库单选择), at that receipt's price; reviewed, a purchase return sends them back.
 */
export const screen: DocumentScreenConfig = {
  type: 'PURCHASE_RETURN_APPLY',
  title: 'purchase:returnApply.title',
  lineKind: 'priced',
  fulfilledLabel: 'purchase:fields.returnedQty',
  headerFields: (form) => (
    <>
      <SupplierField form={form} onPicked={() => form.setFieldValue('lines', [])} />
      <WarehouseField label="purchase:fields.returnWarehouse" disabled />
      <ReasonField />
    </>
  ),
  linesExtra: (form, changed) => <PickLinesButton form={form} changed={changed} source={FROM_RECEIPT} />,
  headerValues: (doc) => ({ supplierId: doc.supplierId ?? doc.partnerId, warehouseId: doc.warehouseId, reason: doc.reason }),
  headerBody: (v) => ({ supplierId: v.supplierId, warehouseId: v.warehouseId, reason: v.reason }),
  headerItems: (doc) => [
    ...supplierWarehouse.items(doc, 'purchase:fields.returnWarehouse'),
    { key: 'reason', label: 'purchase:fields.reason', children: (doc.reason as string | null) ?? '' },
    supplierWarehouse.amountItem(doc),
  ],
  listColumns: (ctx) => [
    ...supplierWarehouse.columns(ctx, 'purchase:fields.returnWarehouse'),
    { key: 'reason', title: ctx.t('purchase:fields.reason'), width: 200, ellipsis: true, render: (r) => (r.reason as string | null) ?? '' },
    supplierWarehouse.amountColumn(ctx),
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
