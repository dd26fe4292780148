// The purchase module's public face: procurement documents (orders, receipts).

export { type DraftOrderRequest, openOrderQtySql, saveDraftOrders } from './open-orders';
export { payment, prepayment } from './payment-documents';
export { PURCHASE_MESSAGES } from './purchase.messages';
export { purchaseRoutes } from './purchase.routes';
export { assertSupplier, netUnitCost, purchaseOrder, purchaseReceive } from './purchase-documents';
export { purchaseReturn, purchaseReturnApply } from './return-documents';
export { resolvePurchasePrices, supplierPrice } from './supplier-price';
