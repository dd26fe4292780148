import { useSession } from '../../../core/session-store';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { FROM_ORDER, PickLinesButton } from '../pick-dialog';
import { SupplierField, supplierWarehouse, WarehouseField } from '../purchase-kit';

/**
 * 采购入库单: supplier, warehouse, priced lines, entered directly or picked from the supplier's
 * reviewed purchase orders (从采购订单选择: each line names its order line). Posting brings the
 * goods into stock and raises the payable.
 */
export const screen: DocumentScreenConfig = {
  type: 'PURCHASE_RECEIVE',
  title: 'purchase:receive.title',
  lineKind: 'priced',
  fulfilledLabel: 'purchase:fields.returnedQty',
  initialValues: () => ({ warehouseId: useSession.getState().user?.defaultPurchaseWarehouseId ?? undefined }),
  headerFields: (form) => (
    <>
      <SupplierField form={form} />
      <WarehouseField label="purchase:fields.warehouse" />
    </>
  ),
  linesExtra: (form, changed) => <PickLinesButton form={form} changed={changed} source={FROM_ORDER} />,
  headerValues: (doc) => ({ supplierId: doc.supplierId ?? doc.partnerId, warehouseId: doc.warehouseId }),
  headerBody: (v) => ({ supplierId: v.supplierId, warehouseId: v.warehouseId }),
  headerItems: (doc) => [...supplierWarehouse.items(doc, 'purchase:fields.warehouse'), supplierWarehouse.amountItem(doc)],
  listColumns: (ctx) => [...supplierWarehouse.columns(ctx, 'purchase:fields.warehouse'), supplierWarehouse.amountColumn(ctx)],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
