// Every floor's messages, registered with the platform's translator. Imported by app.ts (and
// the test setup), so a message of any module can be translated wherever it is needed.
import { DOCUMENT_MESSAGES } from './documents/document.messages';
import { BASIC_DATA_MESSAGES } from './modules/basic/basic-data.messages';
import { PROCESS_CONFIG_MESSAGES } from './modules/basic/process-config.messages';
import {
  CLEAR_PLAN_MESSAGES,
  COLLECTION_DISCOUNT_MESSAGES,
  CUSTOMER_CREDIT_MESSAGES,
  FINANCE_MESSAGES,
  POINTS_MESSAGES,
  REBATE_MESSAGES,
  RECONCILIATION_MESSAGES,
} from './modules/finance/index';
import { INVENTORY_MESSAGES } from './modules/inventory/inventory.messages';
import { INVENTORY_INTERNAL_MESSAGES } from './modules/inventory/inventory-internal.messages';
import { NOTICE_MESSAGES } from './modules/notice/index';
import { PARTNER_MESSAGES } from './modules/partner/partner.messages';
import { PRICING_MESSAGES } from './modules/pricing/index';
import { PRINT_MESSAGES } from './modules/print/index';
import { PRODUCT_MESSAGES } from './modules/product/product.messages';
import { PURCHASE_MESSAGES } from './modules/purchase/index';
import { REPLENISHMENT_MESSAGES } from './modules/replenishment/index';
import { STOCKTAKE_MESSAGES } from './modules/stocktake/stocktake.messages';
import { USER_MESSAGES } from './modules/system/user.messages';
import { WAREHOUSE_MESSAGES } from './modules/warehouse/warehouse.messages';
import {
  DEPOSIT_CHECK_MESSAGES,
  DISTRIBUTION_REQUEST_MESSAGES,
  PICKING_MESSAGES,
  RETAIL_MESSAGES,
  WHOLESALE_MESSAGES,
} from './modules/wholesale/index';
import { registerMessages } from './platform/i18n/messages';

for (const messages of [
  USER_MESSAGES,
  BASIC_DATA_MESSAGES,
  PROCESS_CONFIG_MESSAGES,
  PRODUCT_MESSAGES,
  PARTNER_MESSAGES,
  WAREHOUSE_MESSAGES,
  DOCUMENT_MESSAGES,
  INVENTORY_MESSAGES,
  INVENTORY_INTERNAL_MESSAGES,
  FINANCE_MESSAGES,
  COLLECTION_DISCOUNT_MESSAGES,
  CLEAR_PLAN_MESSAGES,
  RECONCILIATION_MESSAGES,
  CUSTOMER_CREDIT_MESSAGES,
  POINTS_MESSAGES,
  REBATE_MESSAGES,
  PURCHASE_MESSAGES,
  REPLENISHMENT_MESSAGES,
  WHOLESALE_MESSAGES,
  PICKING_MESSAGES,
  DEPOSIT_CHECK_MESSAGES,
  DISTRIBUTION_REQUEST_MESSAGES,
  RETAIL_MESSAGES,
  PRICING_MESSAGES,
  PRINT_MESSAGES,
  NOTICE_MESSAGES,
  STOCKTAKE_MESSAGES,
]) {
  registerMessages(messages);
}
