import { useSession } from '../../../core/session-store';
import { WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { PaymentTypeName } from '../../../kit/money/money-fields';
import { BuyerFields, PaymentTypeField, ReceivedFields, retailPriceLookup } from '../retail-kit';
import { WarehouseField } from '../wholesale-kit';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * 零售单: a walk-in sale paid at the till — lines at the SKU's retail price, the payment type
 * and what the buyer hands over; the server gives the change. Posting (F6) moves the goods out
 * at the moving average; F11 prints the till receipt.
 */
export const screen: DocumentScreenConfig = {
  type: 'RETAIL_SALE',
  title: 'sale:retail.saleTitle',
  lineKind: 'priced',
  saleLines: true,
  fulfilledLabel: 'sale:fields.returnedQty',
  initialValues: () => ({ warehouseId: useSession.getState().user?.defaultSaleWarehouseId ?? undefined, paymentType: 'CASH' }),
  headerFields: (form) => (
    <>
      <WarehouseField label="sale:retail.warehouse" />
      <BuyerFields />
      <PaymentTypeField label="sale:retail.paymentType" />
      <ReceivedFields form={form} />
    </>
  ),
  priceLookup: retailPriceLookup,
  headerValues: (doc) => ({
    warehouseId: doc.warehouseId,
    buyerName: doc.buyerName ?? null,
    buyerPhone: doc.buyerPhone ?? null,
    paymentType: doc.paymentType ?? 'CASH',
    received: doc.received ?? null,
  }),
  headerBody: (v) => ({
    warehouseId: v.warehouseId,
    buyerName: v.buyerName || null,
    buyerPhone: v.buyerPhone || null,
    paymentType: v.paymentType,
    received: v.received === null || v.received === undefined ? undefined : String(v.received),
  }),
  headerItems: (doc) => [
    { key: 'warehouse', label: 'sale:retail.warehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'buyer', label: 'sale:retail.buyerName', children: [text(doc.buyerName), text(doc.buyerPhone)].filter(Boolean).join(' ') },
    { key: 'paymentType', label: 'sale:retail.paymentType', children: <PaymentTypeName code={doc.paymentType} /> },
    { key: 'amount', label: 'sale:fields.totalAmount', children: <span data-testid="sale-total">{text(doc.totalAmount)}</span> },
    { key: 'received', label: 'sale:retail.received', children: <span data-testid="sale-received">{text(doc.received)}</span> },
    { key: 'change', label: 'sale:retail.change', children: <span data-testid="sale-change">{text(doc.change)}</span> },
  ],
  listColumns: ({ t, warehouseName }) => [
    { key: 'warehouse', title: t('sale:retail.warehouse'), width: 150, render: (r) => warehouseName(r.warehouseId) },
    { key: 'buyer', title: t('sale:retail.buyerName'), width: 120, ellipsis: true, render: (r) => text(r.buyerName) },
    { key: 'totalAmount', title: t('sale:fields.totalAmount'), width: 110, align: 'right', render: (r) => text(r.totalAmount) },
    { key: 'paymentType', title: t('sale:retail.paymentType'), width: 110, render: (r) => <PaymentTypeName code={r.paymentType} /> },
    { key: 'received', title: t('sale:retail.received'), width: 110, align: 'right', render: (r) => text(r.received) },
    { key: 'change', title: t('sale:retail.change'), width: 100, align: 'right', render: (r) => text(r.change) },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
