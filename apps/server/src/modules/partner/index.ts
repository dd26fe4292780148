// The partner module's public face: customers and suppliers for sales, purchasing and finance.

export type {
  CustomerAccount,
  CustomerDetail,
  CustomerOption,
  CustomerStatus,
  CustomerType,
  CustomerView,
  RebateType,
  SupplierOption,
  SupplierStatus,
  SupplierView,
  TaxpayerType,
} from '@quire/contracts';
export { assertCustomerEnabled, canChangeCustomerStatus, customerPorts } from './customer.service';
export {
  type CustomerCreditLimit,
  customerCreditLimits,
  customerCreditPort,
  lockCustomerCreditLimit,
  setCustomerCreditLimit,
} from './customer-credit-limit';
export { generateLargeCustomers } from './customer-generator';
export {
  type CustomerFilters,
  type CustomerForSale,
  type CustomerQuickSearch,
  customerCountsByPolicy,
  customerListByQuery,
  customerNames,
  customerPricingSql,
  customersByCodes,
  getCustomerForSale,
  searchCustomers,
} from './customer-query.service';
export { type CustomerRebate, customerRebates, lockCustomerRebate, setCustomerRebate } from './customer-rebate';
export { customerAddress, customerInfo, supplier } from './partner.schema';
export { mnemonicOf } from './partner-common';
export { assertSupplierEnabled, getSupplierForPurchase, supplierNames, suppliersByCodes } from './supplier.service';
