import { z } from 'zod';
import { optionalText, pageFields } from './common';
import { quantity, wireId } from './document';

// ---- replenishment (补货建议) -------------------------------------------------------------

const days = (min: number) => z.coerce.number().int().min(min).max(365);
const positiveQty = quantity.refine((v) => Number(v) > 0, 'must be greater than 0');

/**
 * Where a configuration applies, most specific first: a category in one warehouse, a
 * warehouse, a category (with its subcategories), the whole business group. Without any, the
 * business configuration's days apply.
 */
export const REPLENISHMENT_LEVELS = ['CATEGORY_WAREHOUSE', 'WAREHOUSE', 'CATEGORY', 'GROUP', 'BUSINESS_CONFIG'] as const;
export type ReplenishmentLevel = (typeof REPLENISHMENT_LEVELS)[number];

/** 补货建议配置: add (no id) or edit (id and the version the user loaded). */
export const replenishmentConfigSaveBody = z
  .object({
    id: wireId.optional(),
    version: z.coerce.number().int().min(0).optional(),
    warehouseId: wireId.nullable().optional(),
    categoryId: wireId.nullable().optional(),
    supplierId: wireId.nullable().optional(),
    /** N: the days of sales the daily average is taken over. */
    averageSalesDays: days(1),
    lowerDays: days(0),
    upperDays: days(1),
    /** Suggestions are rounded up to a multiple of this (a box of 12); none: the SKU's package factor. */
    purchasePackage: positiveQty.nullable().optional(),
    remark: optionalText(200),
  })
  .superRefine((b, ctx) => {
    if (b.lowerDays > b.upperDays) ctx.addIssue({ code: 'custom', path: ['lowerDays'], message: 'must not exceed the upper days' });
  });
export type ReplenishmentConfigSaveBody = z.input<typeof replenishmentConfigSaveBody>;

export const replenishmentConfigPageQuery = z.object({
  ...pageFields,
  warehouseId: wireId.optional(),
  categoryId: wireId.optional(),
});

export const replenishmentConfigDeleteBody = z.object({ id: wireId, version: z.coerce.number().int().min(0).optional() });

export type ReplenishmentConfigView = {
  id: string;
  level: ReplenishmentLevel;
  warehouseId: string | null;
  warehouseName: string | null;
  categoryId: string | null;
  categoryName: string | null;
  supplierId: string | null;
  supplierName: string | null;
  averageSalesDays: number;
  lowerDays: number;
  upperDays: number;
  purchasePackage: string | null;
  remark: string | null;
  version: number;
  updateTime: string;
};

/** Compute the suggestions of one warehouse, optionally of a category (with subcategories) or supplier. */
export const replenishmentSuggestQuery = z.object({
  pageNum: pageFields.pageNum,
  pageSize: z.coerce.number().int().min(1).max(1000).default(200),
  warehouseId: wireId,
  categoryId: wireId.optional(),
  supplierId: wireId.optional(),
});
export type ReplenishmentSuggestQuery = z.input<typeof replenishmentSuggestQuery>;

/** One suggestion with the figures behind it (DOMAIN 21). */
export type ReplenishmentLineView = {
  skuId: string;
  skuCode: string;
  skuName: string;
  unit: string;
  level: ReplenishmentLevel;
  configId: string | null;
  supplierId: string | null;
  supplierName: string | null;
  /** N */
  averageSalesDays: number;
  /** Net sales (sales − returns) of the last N days. */
  soldQty: string;
  /** d = soldQty ÷ N */
  dailySales: string;
  onHand: string;
  /** Open purchase orders (ordered − received − closed) plus reviewed transfers in. */
  inTransit: string;
  locked: string;
  /** on hand + in transit − locked */
  available: string;
  lowerDays: number;
  upperDays: number;
  /** d × lower days */
  lowerLimit: string;
  /** d × upper days */
  upperLimit: string;
  purchasePackage: string;
  /** upper limit − available, rounded up to the purchase package */
  suggestedQty: string;
};

export type ReplenishmentSuggestView = {
  list: ReplenishmentLineView[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** The day the sales window ends on (today). */
  asOf: string;
};

/** The chosen lines (quantities as edited) become draft purchase orders, one per supplier. */
export const replenishmentToOrdersBody = z
  .object({
    warehouseId: wireId,
    /** Goods expected by then; a week from now when not given. */
    deliveryDeadline: z.iso.datetime({ offset: true }).optional(),
    lines: z
      .array(z.object({ skuId: wireId, qty: positiveQty, supplierId: wireId.nullable().optional() }))
      .min(1, 'choose at least one line')
      .max(1000),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<number>();
    b.lines.forEach((l, i) => {
      if (seen.has(l.skuId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'duplicate goods' });
      seen.add(l.skuId);
    });
  });
export type ReplenishmentToOrdersBody = z.input<typeof replenishmentToOrdersBody>;

export type ReplenishmentOrdersView = {
  orders: { id: string; billNo: string; supplierId: string; supplierName: string; lineCount: number; totalQty: string }[];
};
