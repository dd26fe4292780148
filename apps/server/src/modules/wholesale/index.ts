// The wholesale module's public face: sale orders, wholesale sales and returns.

export { DEPOSIT_CHECK_MESSAGES } from './deposit-check.messages';
export { DISTRIBUTION_REQUEST_MESSAGES } from './distribution-request.messages';
export { seedDemoDistributionRequests } from './distribution-request.seed';
export { distributionRequest } from './distribution-request-documents';
export { transferRequestFulfilment } from './distribution-request-fulfilment';
export { PICKING_MESSAGES } from './picking.messages';
export { RETAIL_MESSAGES } from './retail.messages';
export { retailRoutes } from './retail.routes';
export { retailReturn, retailSale } from './retail-documents';
export { wholesaleReturn } from './return-documents';
export { remainingCredit } from './sale-order-ops';
export { WHOLESALE_MESSAGES } from './wholesale.messages';
export { wholesaleRoutes } from './wholesale.routes';
export { seedDemoWholesale } from './wholesale.seed';
export { saleOrder, wholesaleSale } from './wholesale-documents';
