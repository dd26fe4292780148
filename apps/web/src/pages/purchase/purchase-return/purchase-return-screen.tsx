import { WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { FROM_APPLICATION, PickLinesButton } from '../pick-dialog';
import { SupplierField, SupplierName, WarehouseField } from '../purchase-kit';

/**
 * 采购退货单: the goods of ONE reviewed return application of the supplier (从退货申请单选择),
 * sent back from its warehouse at the receipt's cost; posting lowers stock and the payable.
 */
export const screen: DocumentScreenConfig = {
  type: 'PURCHASE_RETURN',
  title: 'purchase:return.title',
  lineKind: 'priced',
  headerFields: (form) => (
    <>
      <SupplierField form={form} onPicked={() => form.setFieldValue('lines', [])} />
      <WarehouseField label="purchase:fields.returnWarehouse" disabled />
    </>
  ),
  linesExtra: (form, changed) => <PickLinesButton form={form} changed={changed} source={FROM_APPLICATION} />,
  headerValues: (doc) => ({ supplierId: doc.supplierId ?? doc.partnerId, warehouseId: doc.warehouseId }),
  headerBody: (v) => ({ supplierId: v.supplierId, warehouseId: v.warehouseId }),
  headerItems: (doc) => [
    { key: 'supplier', label: 'purchase:fields.supplier', children: <SupplierName id={doc.supplierId ?? doc.partnerId} /> },
    { key: 'warehouse', label: 'purchase:fields.returnWarehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'amount', label: 'purchase:fields.totalAmount', children: String(doc.totalAmount ?? '') },
  ],
  listColumns: ({ t, warehouseName }) => [
    {
      key: 'supplier',
      title: t('purchase:fields.supplier'),
      width: 200,
      ellipsis: true,
      render: (r) => <SupplierName id={r.supplierId ?? r.partnerId} />,
    },
    { key: 'warehouse', title: t('purchase:fields.returnWarehouse'), width: 150, render: (r) => warehouseName(r.warehouseId) },
    { key: 'totalAmount', title: t('purchase:fields.totalAmount'), width: 130, align: 'right', render: (r) => String(r.totalAmount ?? '') },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
