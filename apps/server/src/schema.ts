// Every table, for drizzle-kit and the typed client. Modules own their tables.

export * from './documents/checkout.schema';
export * from './documents/document.schema';
export * from './modules/basic/basic-data.schema';
export * from './modules/basic/process-config.schema';
export * from './modules/finance/clear-plan.schema';
export * from './modules/finance/customer-credit.schema';
export * from './modules/finance/money.schema';
export * from './modules/finance/points.schema';
export * from './modules/finance/rebate.schema';
export * from './modules/inventory/inventory.schema';
export * from './modules/notice/notice.schema';
export * from './modules/partner/partner.schema';
export * from './modules/pricing/pricing.schema';
export * from './modules/print/print-template.schema';
export * from './modules/product/product.schema';
export * from './modules/replenishment/replenishment.schema';
export * from './modules/shared/favorites.schema';
export * from './modules/shared/shared.schema';
export * from './modules/stocktake/stocktake.schema';
export * from './modules/system/access.schema';
export * from './modules/warehouse/warehouse.schema';
export * from './modules/wholesale/picking.schema';
export * from './platform/auth/auth.schema';
export * from './platform/excel/excel.schema';
export * from './platform/files/file.schema';
