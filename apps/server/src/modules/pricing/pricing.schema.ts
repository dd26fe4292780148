// Tables of the pricing module: the history of price adjustments, wholesale price policies
// with their scope and special prices, item promotions with tiers and scope, and the goods
// lists (rebate, no-discount, points goods). Every table carries its business group.
import type {
  GoodsListKind,
  PricePolicyMethod,
  PricePolicyScope,
  PromotionItemKind,
  PromotionKind,
  PromotionScope,
  PromotionStatus,
  RoundingMode,
  RoundingPrecision,
  SalePriceField,
  SaleSource,
  SkuPriceField,
} from '@quire/contracts';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, recordStamps, refColumn, statusColumn } from '../../platform/db/columns';

const price = (name: string) => numeric(name, { precision: 18, scale: 6 });

/** One change of one price of a SKU by a posted price adjustment (old, new, document, time). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    skuId: refColumn('sku_id').notNull(),
    field: text('field').$type<SkuPriceField>().notNull(),
    oldPrice: price('old_price').notNull(),
    newPrice: price('new_price').notNull(),
    documentId: refColumn('document_id').notNull(),
    documentLineId: refColumn('document_line_id').notNull(),
    billNo: text('bill_no').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('price_history_sku_idx').on(t.skuId, t.id), index('price_history_document_idx').on(t.documentId)],
);

/** A wholesale price policy (批发价格政策): base price × (1 ± ratio), rounded, over a scope. */
export const pricePolicy = pgTable(
  'price_policy',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    basePrice: text('base_price').$type<SalePriceField>().notNull(),
    method: text('method').$type<PricePolicyMethod>().notNull(),
    ratio: numeric('ratio', { precision: 7, scale: 2 }).notNull(),
    precision: text('precision').$type<RoundingPrecision>().notNull(),
    roundingMode: text('rounding_mode').$type<RoundingMode>().notNull(),
    scope: text('scope').$type<PricePolicyScope>().notNull(),
    remark: text('remark'),
    status: statusColumn(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('price_policy_code_uq').on(t.businessGroupId, t.code),
    uniqueIndex('price_policy_name_uq').on(t.businessGroupId, t.name),
  ],
);

/** The categories or brands a policy's formula covers. */
export const pricePolicyScope = pgTable(
  'price_policy_scope',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    policyId: refColumn('policy_id')
      .notNull()
      .references(() => pricePolicy.id, { onDelete: 'cascade' }),
    refId: refColumn('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.refId] })],
);

/** A policy's special price of a SKU (客户特价): first in the order of prices. */
export const pricePolicySpecial = pgTable(
  'price_policy_special',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    policyId: refColumn('policy_id')
      .notNull()
      .references(() => pricePolicy.id, { onDelete: 'cascade' }),
    skuId: refColumn('sku_id').notNull(),
    price: price('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.skuId] })],
);

/** An item promotion (单品促销): dates, kind, scope, one or more tiers. */
export const promotion = pgTable(
  'promotion',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    billNo: text('bill_no').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(0),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    orderTypes: jsonb('order_types').$type<SaleSource[]>().notNull().default([]),
    orgScope: text('org_scope').$type<PromotionScope>().notNull(),
    customerScope: text('customer_scope').$type<PromotionScope>().notNull(),
    tiered: boolean('tiered').notNull(),
    status: text('status').$type<PromotionStatus>().notNull().default('DRAFT'),
    remark: text('remark'),
    enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true, mode: 'date' }),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('promotion_bill_no_uq').on(t.businessGroupId, t.billNo),
    index('promotion_running_idx').on(t.businessGroupId, t.status, t.endDate),
  ],
);

/** The designated organisations (ORG) or customers (CUSTOMER) of a promotion. */
export const promotionScope = pgTable(
  'promotion_scope',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    promotionId: refColumn('promotion_id')
      .notNull()
      .references(() => promotion.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'ORG' | 'CUSTOMER'>().notNull(),
    refId: refColumn('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.kind, t.refId] }), index('promotion_scope_ref_idx').on(t.kind, t.refId)],
);

/** A tier: from `threshold` base units on, the discount rate or the promotion price. */
export const promotionTier = pgTable(
  'promotion_tier',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    promotionId: refColumn('promotion_id')
      .notNull()
      .references(() => promotion.id, { onDelete: 'cascade' }),
    tierNo: integer('tier_no').notNull(),
    threshold: numeric('threshold', { precision: 18, scale: 4 }).notNull(),
    value: price('value').notNull(),
  },
  (t) => [uniqueIndex('promotion_tier_no_uq').on(t.promotionId, t.tierNo)],
);

/** A product or category of a tier. */
export const promotionItem = pgTable(
  'promotion_item',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    promotionId: refColumn('promotion_id')
      .notNull()
      .references(() => promotion.id, { onDelete: 'cascade' }),
    tierId: refColumn('tier_id')
      .notNull()
      .references(() => promotionTier.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PromotionItemKind>().notNull(),
    refId: refColumn('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tierId, t.kind, t.refId] }), index('promotion_item_ref_idx').on(t.kind, t.refId)],
);

/** A list of rebate, no-discount or points goods (返利 / 不打折 / 返积分商品) over dates. */
export const goodsList = pgTable(
  'goods_list',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    kind: text('kind').$type<GoodsListKind>().notNull(),
    name: text('name').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    remark: text('remark'),
    status: statusColumn(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('goods_list_name_uq').on(t.businessGroupId, t.kind, t.name),
    index('goods_list_valid_idx').on(t.businessGroupId, t.kind, t.validTo),
  ],
);

export const goodsListItem = pgTable(
  'goods_list_item',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    listId: refColumn('list_id')
      .notNull()
      .references(() => goodsList.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PromotionItemKind>().notNull(),
    refId: refColumn('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.kind, t.refId] }), index('goods_list_item_ref_idx').on(t.kind, t.refId)],
);
