import { z } from 'zod';
import { ROUNDING_MODES, ROUNDING_PRECISIONS } from './basic-data';
import { enableStatus, optionalText, pageQuery, recordCode, sortParam } from './common';
import { day, documentSaveBody, quantity, unitPrice, wireId } from './document';
import { PAYMENT_TYPE_CODES } from './finance';

// ---- pricing (价格管理) ------------------------------------------------------------------

/**
 * The prices a SKU carries (spec §3): four preset prices, retail, wholesale, distribution,
 * member, and the purchase price; a price adjustment may change any of them, a policy is based
 * on one of the eight sale prices.
 */
export const SKU_PRICE_FIELDS = [
  'presetPrice1',
  'presetPrice2',
  'presetPrice3',
  'presetPrice4',
  'retailPrice',
  'wholesalePrice',
  'distributionPrice',
  'memberPrice',
  'purchasePrice',
] as const;
export type SkuPriceField = (typeof SKU_PRICE_FIELDS)[number];
export const SALE_PRICE_FIELDS = SKU_PRICE_FIELDS.filter((f) => f !== 'purchasePrice') as unknown as readonly [
  Exclude<SkuPriceField, 'purchasePrice'>,
  ...Exclude<SkuPriceField, 'purchasePrice'>[],
];
export type SalePriceField = (typeof SALE_PRICE_FIELDS)[number];

/** Sale sources, the order types a promotion may be limited to (GLOSSARY). */
export const SALE_SOURCES = ['IN_STORE', 'TELESALES', 'ONLINE_SELF', 'ONLINE_DELEGATE'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

/** A percent of 0 to 100 with at most 2 decimals ('12.5' is 12.5 %). */
export const percent = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'must be a percent from 0 to 100 with at most 2 decimals')
  .transform((v) => String(Number(v)));

const positivePrice = unitPrice.refine((v) => Number(v) > 0, 'must be greater than 0');
const ids = (max: number) => z.array(wireId).max(max).default([]);

// ---- price adjustment (调价单) -----------------------------------------------------------

/** A line: a SKU and the new value of each price it changes (at least one). */
export const priceAdjustLine = z
  .object({
    skuId: wireId,
    newPrices: z.object(
      Object.fromEntries(SKU_PRICE_FIELDS.map((f) => [f, positivePrice.optional()])) as Record<
        SkuPriceField,
        z.ZodOptional<typeof positivePrice>
      >,
    ),
    remark: optionalText(200),
  })
  .refine((l) => Object.values(l.newPrices).some((v) => v !== undefined), { path: ['newPrices'], message: 'change at least one price' })
  .transform((l) => ({ ...l, newPrices: Object.fromEntries(Object.entries(l.newPrices).filter(([, v]) => v !== undefined)) }));
export const priceAdjustSaveBody = documentSaveBody(
  {
    /** The day the new prices apply; posting before it is refused, a job posts it that day. */
    effectiveDate: day,
  },
  priceAdjustLine,
).superRefine((body, ctx) => {
  if (body.effectiveDate < body.billDate) {
    ctx.addIssue({ code: 'custom', path: ['effectiveDate'], message: 'must not be before the bill date' });
  }
  const seen = new Set<number>();
  body.lines.forEach((line, i) => {
    if (seen.has(line.skuId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'duplicate goods' });
    seen.add(line.skuId);
  });
});
export type PriceAdjustSaveBody = z.input<typeof priceAdjustSaveBody>;

/** A change of a SKU's price kept by a posted adjustment. */
export type PriceHistoryView = {
  skuId: string;
  field: SkuPriceField;
  oldPrice: string;
  newPrice: string;
  documentId: string;
  billNo: string;
  effectiveDate: string;
  at: string;
};
export const priceHistoryQuery = pageQuery.extend({ skuId: wireId });

// ---- wholesale price policy (批发价格政策) ------------------------------------------------

export const PRICE_POLICY_METHODS = ['ADD', 'REDUCE'] as const;
export type PricePolicyMethod = (typeof PRICE_POLICY_METHODS)[number];
/** What a policy's formula covers: all goods, some categories (with their subcategories) or brands. */
export const PRICE_POLICY_SCOPES = ['ALL', 'CATEGORY', 'BRAND'] as const;
export type PricePolicyScope = (typeof PRICE_POLICY_SCOPES)[number];

export const pricePolicySpecial = z.object({ skuId: wireId, price: positivePrice });

const pricePolicyFields = z.object({
  code: recordCode,
  name: z.string().trim().min(1).max(50),
  basePrice: z.enum(SALE_PRICE_FIELDS),
  method: z.enum(PRICE_POLICY_METHODS),
  ratio: percent,
  precision: z.enum(ROUNDING_PRECISIONS),
  roundingMode: z.enum(ROUNDING_MODES),
  scope: z.enum(PRICE_POLICY_SCOPES),
  /** Categories or brands of the scope; none for ALL. */
  scopeIds: ids(500),
  /** Special prices per SKU (客户特价): they win over every other rule. */
  specials: z.array(pricePolicySpecial).max(5000).default([]),
  remark: optionalText(200),
});
function checkPolicy(body: z.output<typeof pricePolicyFields>, ctx: z.RefinementCtx) {
  if (body.scope !== 'ALL' && body.scopeIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['scopeIds'], message: 'choose at least one category or brand' });
  }
  if (body.method === 'REDUCE' && Number(body.ratio) >= 100) {
    ctx.addIssue({ code: 'custom', path: ['ratio'], message: 'a reduction must be below 100 %' });
  }
  const seen = new Set<number>();
  body.specials.forEach((s, i) => {
    if (seen.has(s.skuId)) ctx.addIssue({ code: 'custom', path: ['specials', i, 'skuId'], message: 'duplicate goods' });
    seen.add(s.skuId);
  });
}
export const pricePolicyAddBody = pricePolicyFields.superRefine(checkPolicy);
export const pricePolicyUpdateBody = pricePolicyFields.extend({ id: wireId }).superRefine(checkPolicy);
export type PricePolicySaveBody = z.input<typeof pricePolicyAddBody> & { id?: string };

export const pricePolicyPageBody = pageQuery.extend({
  sort: sortParam(['code', 'name', 'createTime'] as const),
  keyword: z.string().trim().max(50).optional(),
  status: enableStatus.optional(),
});
export type PricePolicyPageBody = z.input<typeof pricePolicyPageBody>;
export const pricingStatusBody = z.object({ ids: z.array(wireId).min(1).max(500), status: enableStatus });

export type PricePolicyView = {
  id: string;
  code: string;
  name: string;
  basePrice: SalePriceField;
  method: PricePolicyMethod;
  ratio: string;
  precision: (typeof ROUNDING_PRECISIONS)[number];
  roundingMode: (typeof ROUNDING_MODES)[number];
  scope: PricePolicyScope;
  scopeIds: string[];
  /** Names of the scope's categories or brands, in the order of scopeIds. */
  scopeNames: string[];
  specials: { skuId: string; skuCode: string; skuName: string; unit: string; price: string }[];
  specialCount: number;
  customerCount: number;
  remark: string | null;
  status: 'ENABLE' | 'DISABLE';
  createTime: string;
  updateTime: string;
};
export type PricePolicyOption = { id: string; code: string; name: string };

// ---- item promotion (单品促销) -----------------------------------------------------------

/** DISCOUNT: the line pays `discountRate` percent of its price (90 is 九折); PRICE: a promotion price. */
export const PROMOTION_KINDS = ['DISCOUNT', 'PRICE'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** Saved (not yet applying), enabled (生效: applies within its dates), terminated (已终止). */
export const PROMOTION_STATUSES = ['DRAFT', 'EFFECTIVE', 'TERMINATED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_SCOPES = ['ALL', 'DESIGNATED'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];
export const PROMOTION_ITEM_KINDS = ['SKU', 'CATEGORY'] as const;
export type PromotionItemKind = (typeof PROMOTION_ITEM_KINDS)[number];

export const promotionTier = z.object({
  /** The quantity from which the tier applies (base units); a promotion without tiers has one tier at 0. */
  threshold: quantity.refine((v) => Number(v) >= 0, 'must be 0 or more'),
  /** DISCOUNT: percent paid (0 < rate < 100); PRICE: the promotion price (> 0). */
  value: unitPrice.refine((v) => Number(v) > 0, 'must be greater than 0'),
  items: z
    .array(z.object({ kind: z.enum(PROMOTION_ITEM_KINDS), id: wireId }))
    .min(1, 'at least one product or category per tier')
    .max(2000),
});

const promotionFields = z.object({
  name: z.string().trim().min(1).max(50),
  beginDate: day,
  endDate: day,
  kind: z.enum(PROMOTION_KINDS),
  /** Order types it applies to; none is all. */
  orderTypes: z.array(z.enum(SALE_SOURCES)).max(SALE_SOURCES.length).default([]),
  orgScope: z.enum(PROMOTION_SCOPES),
  /** Business groups (the owner and its dealers) when designated. */
  orgIds: ids(500),
  customerScope: z.enum(PROMOTION_SCOPES),
  customerIds: ids(5000),
  tiered: z.boolean(),
  tiers: z.array(promotionTier).min(1).max(20),
  remark: optionalText(200),
});
function checkPromotion(body: z.output<typeof promotionFields>, ctx: z.RefinementCtx) {
  if (body.endDate < body.beginDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before the begin date' });
  if (body.orgScope === 'DESIGNATED' && body.orgIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['orgIds'], message: 'choose the designated organisations' });
  }
  if (body.customerScope === 'DESIGNATED' && body.customerIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['customerIds'], message: 'choose the designated customers' });
  }
  if (!body.tiered && body.tiers.length !== 1) {
    ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'a promotion without tiers has exactly one' });
  }
  body.tiers.forEach((tier, i) => {
    if (body.kind === 'DISCOUNT' && Number(tier.value) >= 100) {
      ctx.addIssue({ code: 'custom', path: ['tiers', i, 'value'], message: 'a discount must be below 100 %' });
    }
    if (i > 0 && Number(tier.threshold) <= Number(body.tiers[i - 1]?.threshold)) {
      ctx.addIssue({ code: 'custom', path: ['tiers', i, 'threshold'], message: 'tier thresholds must increase strictly' });
    }
  });
}
export const promotionAddBody = promotionFields.superRefine(checkPromotion);
/** A change of a draft: its id and the version the user loaded. */
export const promotionUpdateBody = promotionFields.extend({ id: wireId, version: z.number().int().min(0) }).superRefine(checkPromotion);
export type PromotionSaveBody = z.input<typeof promotionAddBody> & { id?: string; version?: number };

export const promotionPageBody = pageQuery.extend({
  sort: sortParam(['billNo', 'beginDate', 'endDate', 'createTime'] as const),
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(PROMOTION_STATUSES).optional(),
  /** Promotions running on this day (effective and within their dates). */
  activeOn: day.optional(),
  skuId: wireId.optional(),
});
export type PromotionPageBody = z.input<typeof promotionPageBody>;
export const promotionOperateBody = z.object({ id: wireId, version: z.number().int().min(0) });

export type PromotionView = {
  id: string;
  billNo: string;
  name: string;
  version: number;
  beginDate: string;
  endDate: string;
  kind: PromotionKind;
  orderTypes: SaleSource[];
  orgScope: PromotionScope;
  orgIds: string[];
  orgNames: string[];
  customerScope: PromotionScope;
  customerIds: string[];
  customerNames: string[];
  tiered: boolean;
  tiers: { threshold: string; value: string; items: { kind: PromotionItemKind; id: string; code: string; name: string }[] }[];
  remark: string | null;
  status: PromotionStatus;
  createdByName: string | null;
  createTime: string;
  updateTime: string;
};

// ---- rebate, no-discount and points goods (返利商品 / 不打折商品 / 返积分商品) ---------------

export const GOODS_LIST_KINDS = ['REBATE', 'NO_DISCOUNT', 'RETURN_POINTS'] as const;
export type GoodsListKind = (typeof GOODS_LIST_KINDS)[number];

const goodsListFields = z.object({
  name: z.string().trim().min(1).max(50),
  validFrom: day,
  validTo: day,
  items: z
    .array(z.object({ kind: z.enum(PROMOTION_ITEM_KINDS), id: wireId }))
    .min(1, 'at least one product or category')
    .max(5000),
  remark: optionalText(200),
});
function checkGoodsList(body: z.output<typeof goodsListFields>, ctx: z.RefinementCtx) {
  if (body.validTo < body.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before the start date' });
  const seen = new Set<string>();
  body.items.forEach((item, i) => {
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: 'listed twice' });
    seen.add(key);
  });
}
/** The add body of one kind's list (the screen's route fixes the kind). */
export const goodsListAddBody = <K extends GoodsListKind>(kind: K) =>
  goodsListFields.extend({ kind: z.literal(kind) }).superRefine(checkGoodsList);
export const goodsListUpdateBody = <K extends GoodsListKind>(kind: K) =>
  goodsListFields.extend({ kind: z.literal(kind), id: wireId }).superRefine(checkGoodsList);
export type GoodsListSaveBody = z.input<typeof goodsListFields> & { kind: GoodsListKind; id?: string };
export const goodsListPageBody = pageQuery.extend({
  sort: sortParam(['name', 'validFrom', 'validTo', 'createTime'] as const),
  keyword: z.string().trim().max(50).optional(),
  status: enableStatus.optional(),
  activeOn: day.optional(),
});
export type GoodsListPageBody = z.input<typeof goodsListPageBody>;

export type GoodsListView = {
  id: string;
  kind: GoodsListKind;
  name: string;
  validFrom: string;
  validTo: string;
  items: { kind: PromotionItemKind; id: string; code: string; name: string }[];
  itemCount: number;
  remark: string | null;
  status: 'ENABLE' | 'DISABLE';
  createTime: string;
  updateTime: string;
};

// ---- payment discount (付款折扣单) --------------------------------------------------------

/** DAYS: paid within N days of delivery; METHOD: paid by a given payment method. */
export const PAYMENT_DISCOUNT_BASES = ['DAYS', 'METHOD'] as const;
export type PaymentDiscountBasis = (typeof PAYMENT_DISCOUNT_BASES)[number];

/** A line: within `days` days (DAYS) or by `paymentType` (METHOD), `discountPercent` off. */
export const paymentDiscountLine = z.object({
  days: z.coerce.number().int().min(0).max(365).optional().nullable(),
  paymentType: z.enum(PAYMENT_TYPE_CODES).optional().nullable(),
  discountPercent: percent.refine((v) => Number(v) > 0 && Number(v) < 100, 'must be above 0 and below 100'),
  remark: optionalText(200),
});
export const paymentDiscountSaveBody = documentSaveBody(
  { basis: z.enum(PAYMENT_DISCOUNT_BASES), validFrom: day, validTo: day },
  paymentDiscountLine,
).superRefine((body, ctx) => {
  if (body.validTo < body.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before the start date' });
  const seen = new Set<string>();
  body.lines.forEach((line, i) => {
    const key = body.basis === 'DAYS' ? line.days : line.paymentType;
    if (key === null || key === undefined) {
      const field = body.basis === 'DAYS' ? 'days' : 'paymentType';
      ctx.addIssue({ code: 'custom', path: ['lines', i, field], message: 'required' });
      return;
    }
    if (seen.has(String(key)))
      ctx.addIssue({ code: 'custom', path: ['lines', i, body.basis === 'DAYS' ? 'days' : 'paymentType'], message: 'listed twice' });
    seen.add(String(key));
  });
});
export type PaymentDiscountSaveBody = z.input<typeof paymentDiscountSaveBody>;

// ---- the price of a sale line (spec §7 skuPricePolicy/list) -----------------------------

/**
 * Why a sale line has its price (DOMAIN 15, first match wins): the customer's special price,
 * a running promotion, the customer's price policy, the customer's preset price set, the last
 * price sold to the customer (last-price sale), the SKU's wholesale price.
 */
export const PRICE_REASONS = ['SPECIAL_PRICE', 'PROMOTION', 'PRICE_POLICY', 'PRESET_PRICE', 'LAST_PRICE', 'WHOLESALE_PRICE'] as const;
export type PriceReason = (typeof PRICE_REASONS)[number];

export const skuPricePolicyListBody = z.object({
  customerId: wireId,
  billDate: day,
  orderType: z.enum(SALE_SOURCES).optional(),
  lines: z
    .array(
      z.object({
        skuId: wireId,
        qty: quantity.refine((v) => Number(v) > 0, 'must be greater than 0'),
        /** A package of the SKU: the price is per package, the tiers count base units. */
        packageId: wireId.optional().nullable(),
      }),
    )
    .min(1)
    .max(1000),
});
export type SkuPricePolicyListBody = z.input<typeof skuPricePolicyListBody>;

export type ResolvedPriceView = {
  skuId: string;
  packageId: string | null;
  /** Base units per package (1 without one). */
  factor: string;
  /** Per base unit, and per package; null when nothing prices the SKU ('price missing'). */
  unitPrice: string | null;
  price: string | null;
  reason: PriceReason | null;
  /** The price the reason started from (the promotion's or the policy's base), for showing the saving. */
  basePrice: string | null;
  promotion: { id: string; billNo: string; name: string; kind: PromotionKind; threshold: string; value: string } | null;
  policy: { id: string; code: string; name: string } | null;
  presetPriceSet: number | null;
  lastPriceBillNo: string | null;
  /** Flags the line needs: may be a gift, takes no discount, counts for rebates, earns points. */
  giftAllowed: boolean;
  noDiscount: boolean;
  rebateGoods: boolean;
  returnPoints: boolean;
};
