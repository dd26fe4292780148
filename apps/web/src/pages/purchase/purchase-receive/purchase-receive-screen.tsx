import { useSession } from '../../../core/session-store';
import { WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { FROM_ORDER, PickLinesButton } from '../pick-dialog';
import { SupplierField, SupplierName, WarehouseField } from '../purchase-kit';

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
  headerItems: (doc) => [
    { key: 'supplier', label: 'purchase:fields.supplier', children: <SupplierName id={doc.supplierId ?? doc.partnerId} /> },
    { key: 'warehouse', label: 'purchase:fields.warehouse', children: <WarehouseName id={doc.warehouseId} /> },
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
    { key: 'warehouse', title: t('purchase:fields.warehouse'), width: 150, render: (r) => warehouseName(r.warehouseId) },
    { key: 'totalAmount', title: t('purchase:fields.totalAmount'), width: 130, align: 'right', render: (r) => String(r.totalAmount ?? '') },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
