// Every floor's messages, registered with the platform's translator. Imported by app.ts (and
// the test setup), so a message of any module can be translated wherever it is needed.
import { DOCUMENT_MESSAGES } from './documents/document.messages';
import { BASIC_DATA_MESSAGES } from './modules/basic/basic-data.messages';
import { FINANCE_MESSAGES } from './modules/finance/index';
import { INVENTORY_MESSAGES } from './modules/inventory/inventory.messages';
import { PARTNER_MESSAGES } from './modules/partner/partner.messages';
import { PRODUCT_MESSAGES } from './modules/product/product.messages';
import { PURCHASE_MESSAGES } from './modules/purchase/index';
import { USER_MESSAGES } from './modules/system/user.messages';
import { WAREHOUSE_MESSAGES } from './modules/warehouse/warehouse.messages';
import { registerMessages } from './platform/i18n/messages';

for (const messages of [
  USER_MESSAGES,
  BASIC_DATA_MESSAGES,
  PRODUCT_MESSAGES,
  PARTNER_MESSAGES,
  WAREHOUSE_MESSAGES,
  DOCUMENT_MESSAGES,
  INVENTORY_MESSAGES,
  FINANCE_MESSAGES,
  PURCHASE_MESSAGES,
]) {
  registerMessages(messages);
}
