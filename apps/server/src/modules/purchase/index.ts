// The purchase module's public face: procurement documents (orders, receipts).

export { payment, prepayment } from './payment-documents';
export { PURCHASE_MESSAGES } from './purchase.messages';
export { purchaseRoutes } from './purchase.routes';
export { netUnitCost, purchaseOrder, purchaseReceive } from './purchase-documents';
export { purchaseReturn, purchaseReturnApply } from './return-documents';
export { resolvePurchasePrices, supplierPrice } from './supplier-price';
