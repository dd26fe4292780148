// Every table, for drizzle-kit and the typed client. Modules own their tables.

export * from './documents/checkout.schema';
export * from './documents/document.schema';
export * from './modules/basic/basic-data.schema';
export * from './modules/finance/money.schema';
export * from './modules/inventory/inventory.schema';
export * from './modules/partner/partner.schema';
export * from './modules/product/product.schema';
export * from './modules/shared/favorites.schema';
export * from './modules/shared/shared.schema';
export * from './modules/system/access.schema';
export * from './modules/warehouse/warehouse.schema';
export * from './platform/auth/auth.schema';
export * from './platform/excel/excel.schema';
