import { DOCUMENT_SCREENS } from '@quire/contracts';
import { useSession } from '../../../core/session-store';
import { WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { saleBoxPrint } from '../picking/box-print';
import { FROM_SALE_ORDER, SalePickButton } from '../sale-pick-dialog';
import {
  CustomerField,
  CustomerName,
  CustomerReceivable,
  confirmBelowCost,
  DeliveryAddressField,
  rebateItems,
  SaleSourceField,
  SaleSourceText,
  saleHeader,
  salePriceLookup,
  WarehouseField,
} from '../wholesale-kit';

/**
 * 批发销售单: made by 转单 from a sale order (each line naming its order line) or entered
 * directly; review locks the stock, posting moves it out at the moving average and books the
 * receivable. The returned quantity shows once a return draws on it. Its 打印 offers the
 * packing list and box labels only once picked and boxed.
 */
export const screen: DocumentScreenConfig = {
  type: 'WHOLESALE_SALE',
  title: 'sale:sale.title',
  lineKind: 'priced',
  saleLines: true,
  fulfilledLabel: 'sale:fields.returnedQty',
  initialValues: () => ({ warehouseId: useSession.getState().user?.defaultSaleWarehouseId ?? undefined, saleSource: 'IN_STORE' }),
  linesExtra: (form, changed) => <SalePickButton form={form} changed={changed} source={FROM_SALE_ORDER} />,
  headerFields: (form) => (
    <>
      <CustomerField form={form} />
      <SaleSourceField />
      <WarehouseField label="sale:fields.deliveryWarehouse" />
      <DeliveryAddressField />
    </>
  ),
  priceLookup: salePriceLookup,
  beforeSave: confirmBelowCost(DOCUMENT_SCREENS.WHOLESALE_SALE.base),
  headerValues: (doc) => ({ ...saleHeader.values(doc), saleOrderId: doc.saleOrderId ?? null }),
  headerBody: (v) => ({ ...saleHeader.body(v), saleOrderId: v.saleOrderId ?? null }),
  headerItems: (doc) => [
    { key: 'customer', label: 'sale:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'saleSource', label: 'sale:fields.saleSource', children: <SaleSourceText value={doc.saleSource} /> },
    { key: 'warehouse', label: 'sale:fields.deliveryWarehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'address', label: 'sale:fields.deliveryAddress', children: String(doc.deliveryAddress ?? '') },
    { key: 'amount', label: 'sale:fields.totalAmount', children: <span data-testid="sale-total">{String(doc.totalAmount ?? '')}</span> },
    ...rebateItems(doc, 'sale:fields.rebateTotal'),
    {
      key: 'receivable',
      label: 'sale:fields.customerReceivable',
      children: <CustomerReceivable customerId={doc.customerId ?? doc.partnerId} status={doc.status} />,
    },
  ],
  listColumns: ({ t, warehouseName }) => [
    {
      key: 'customer',
      title: t('sale:fields.customer'),
      width: 200,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'warehouse', title: t('sale:fields.deliveryWarehouse'), width: 150, render: (r) => warehouseName(r.warehouseId) },
    { key: 'totalAmount', title: t('sale:fields.totalAmount'), width: 120, align: 'right', render: (r) => String(r.totalAmount ?? '') },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
  // 打印: the packing list and box labels only once the sale is picked and boxed (spec §6).
  printExtras: saleBoxPrint,
};
