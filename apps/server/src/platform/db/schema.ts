// Every table, for drizzle-kit and the typed client. Modules own their tables.

export * from '../../modules/basic/checkout.schema';
export * from '../../modules/shared/shared.schema';
export * from '../../modules/system/access.schema';
export * from '../auth/auth.schema';
