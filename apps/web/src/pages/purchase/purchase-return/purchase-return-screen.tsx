import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { FROM_APPLICATION, PickLinesButton } from '../pick-dialog';
import { SupplierField, supplierWarehouse, WarehouseField } from '../purchase-kit';

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
  headerItems: (doc) => [...supplierWarehouse.items(doc, 'purchase:fields.returnWarehouse'), supplierWarehouse.amountItem(doc)],
  listColumns: (ctx) => [...supplierWarehouse.columns(ctx, 'purchase:fields.returnWarehouse'), supplierWarehouse.amountColumn(ctx)],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
