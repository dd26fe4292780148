import type { CompanyAccountType, GeoLevel, InventoryPriority, ReviewPolicy, RoundingMode, RoundingPrecision } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, recordStamps, refColumn, statusColumn, updatedAt } from '../../platform/db/columns';

/**
 * A dictionary (units, customer types, payment methods, areas). Installation-wide master data,
 * like products: every business group speaks of the same units and payment methods.
 */
export const dictType = pgTable(
  'dict_type',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameId: text('name_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dict_type_code_uq').on(t.code)],
);

/**
 * An entry of a dictionary, named in the three languages (Chinese required). A unit (UNIT) also
 * has the decimals its quantities take: 0 for 个, 盒, 箱; 3 for 千克.
 */
export const dictItem = pgTable(
  'dict_item',
  {
    id: idColumn(),
    dictTypeId: refColumn('dict_type_id')
      .notNull()
      .references(() => dictType.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameId: text('name_id'),
    precision: integer('precision').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    status: statusColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dict_item_code_uq').on(t.dictTypeId, t.code),
    index('dict_item_type_sort_idx').on(t.dictTypeId, t.sort, t.id),
    check('dict_item_precision_ck', sql`${t.precision} between 0 and 4`),
  ],
);

/** A currency (ISO 4217). Installation-wide: one company keeps one list of currencies. */
export const currency = pgTable(
  'currency',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    symbol: text('symbol').notNull(),
    precision: integer('precision').notNull().default(2),
    status: statusColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('currency_code_uq').on(t.code), check('currency_precision_ck', sql`${t.precision} between 0 and 4`)],
);

/**
 * An exchange rate: 1 unit of `from` = `rate` units of `to`, from `effective_date` until the next
 * rate of the same pair. Installation-wide, like the currencies.
 */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    id: idColumn(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    remark: text('remark'),
    createdBy: refColumn('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exchange_rate_pair_date_uq').on(t.fromCurrency, t.toCurrency, t.effectiveDate),
    check('exchange_rate_positive_ck', sql`${t.rate} > 0`),
    check('exchange_rate_pair_ck', sql`${t.fromCurrency} <> ${t.toCurrency}`),
  ],
);

/**
 * Administrative areas (countries, provinces, cities), seeded from basic-data.geo-data.ts at
 * start; installation-wide reference data. `id` is the spec's geoId.
 */
export const geo = pgTable(
  'geo',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    level: text('level').$type<GeoLevel>().notNull(),
    parentId: refColumn('parent_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('geo_code_uq').on(t.code), index('geo_parent_idx').on(t.parentId, t.sort)],
);

/** The business configuration (业务配置) of one business group: one row per group, made on first read. */
export const businessConfig = pgTable(
  'business_config',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    /** Sell against stock not yet received (virtual stock counts as available). */
    ifVirtualStock: boolean('if_virtual_stock').notNull().default(false),
    /** Postings may take stock below zero. */
    ifNegativeInventory: boolean('if_negative_inventory').notNull().default(false),
    /** A zero purchase or sale price is allowed after the clerk confirms it. */
    ifZeroPrice: boolean('if_zero_price').notNull().default(true),
    /** Sales may be settled from a deposit (pre-receipt) received. */
    ifDepositReceived: boolean('if_deposit_received').notNull().default(false),
    /** Closing an order or a line asks for a reason. */
    ifRecordClosedReason: boolean('if_record_closed_reason').notNull().default(true),
    /** Promotions apply to sale prices. */
    ifEnablePromotion: boolean('if_enable_promotion').notNull().default(true),
    /** Collections pop up the third-party payment (scan) dialog. */
    ifThirdPayPopup: boolean('if_third_pay_popup').notNull().default(false),
    overOrderCeilingRatio: numeric('over_order_ceiling_ratio', { precision: 5, scale: 4 }).notNull().default('0.1'),
    /** HH:mm, or null for no automatic daily checkout. */
    autoCheckoutTime: text('auto_checkout_time').default('23:30'),
    averageSalesDays: integer('average_sales_days').notNull().default(30),
    replenishmentUpperDays: integer('replenishment_upper_days').notNull().default(15),
    replenishmentLowerDays: integer('replenishment_lower_days').notNull().default(7),
    reviewPolicy: text('review_policy').$type<ReviewPolicy>().notNull().default('NONE'),
    designatedReviewerIds: bigint('designated_reviewer_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    inventoryPriority: text('inventory_priority').$type<InventoryPriority>().notNull().default('WHOLESALE_FIRST'),
    roundingMode: text('rounding_mode').$type<RoundingMode>().notNull().default('HALF_UP'),
    roundingPrecision: text('rounding_precision').$type<RoundingPrecision>().notNull().default('FEN'),
    version: integer('version').notNull().default(0),
    updatedBy: refColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('business_config_group_uq').on(t.businessGroupId),
    check('business_config_ratio_ck', sql`${t.overOrderCeilingRatio} >= 0 and ${t.overOrderCeilingRatio} <= 1`),
    check('business_config_days_ck', sql`${t.replenishmentLowerDays} <= ${t.replenishmentUpperDays}`),
  ],
);

/** A bank account of the business group (公司账户), used on collections and payments. */
export const companyAccount = pgTable(
  'company_account',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    name: text('name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    accountType: text('account_type').$type<CompanyAccountType>().notNull(),
    currencyCode: text('currency_code').notNull(),
    remark: text('remark'),
    status: statusColumn(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('company_account_no_uq').on(t.businessGroupId, t.accountNo),
    index('company_account_group_idx').on(t.businessGroupId, t.id),
    check('company_account_no_len_ck', sql`char_length(${t.accountNo}) <= 20`),
  ],
);
