import { documentPages } from '../../kit/document/document-pages';
import type { PageEntry } from '../../kit/lazy-page';

/**
 * Pages of the procurement domain by menu `component` name; a document screen's list and
 * editor are the kit's, made from the type's one config file.
 */
export const PURCHASE_PAGES: Readonly<Record<string, PageEntry>> = {
  ...documentPages('PURCHASE_ORDER', () => import('./purchase-order/purchase-order-screen')),
  ...documentPages('PURCHASE_RECEIVE', () => import('./purchase-receive/purchase-receive-screen')),
  ...documentPages('PURCHASE_RETURN_APPLY', () => import('./return-apply/return-apply-screen')),
  ...documentPages('PURCHASE_RETURN', () => import('./purchase-return/purchase-return-screen')),
  ...documentPages('SUPPLIER_PRICE', () => import('./supplier-price/supplier-price-screen')),
  ...documentPages('PAYMENT', () => import('./payment/payment-screen')),
  ...documentPages('PREPAYMENT', () => import('./prepayment/prepayment-screen')),
};
