import { documentPages } from '../../kit/document/document-pages';
import { lazyPage, type PageEntry } from '../../kit/lazy-page';

/**
 * Pages of the wholesale domain by menu `component` name; a document screen's list and editor
 * are the kit's, made from the type's one config file.
 */
export const WHOLESALE_PAGES: Readonly<Record<string, PageEntry>> = {
  ...documentPages('VERBAL_ORDER', () => import('./sale-order/sale-order-screen')),
  ...documentPages('DISTRIBUTION_REQUEST', () => import('./distribution-request/distribution-request-screen')),
  ...documentPages('WHOLESALE_SALE', () => import('./wholesale-sale/wholesale-sale-screen')),
  DeliveryPicking: { page: lazyPage(() => import('./picking/delivery-picking-page')) },
  ...documentPages('WHOLESALE_RETURN', () => import('./wholesale-return/wholesale-return-screen')),
  ...documentPages('RETAIL_SALE', () => import('./retail-sale/retail-sale-screen')),
  ...documentPages('RETAIL_RETURN', () => import('./retail-return/retail-return-screen')),
  ...documentPages('SETTLEMENT', () => import('./settlement/settlement-screen')),
  ...documentPages('PRE_RECEIPT', () => import('./pre-receipt/pre-receipt-screen')),
  ...documentPages('DISCOUNT', () => import('./discount/discount-screen')),
  ...documentPages('CUSTOMER_CREDIT', () => import('./customer-credit/customer-credit-screen')),
  ...documentPages('CUSTOMER_REWARD', () => import('./points/points-screen')),
  ...documentPages('REBATE_RATIO_AUDIT', () => import('./rebate/rebate-screen')),
};
