import { z } from 'zod';
import { idText, optionalText, pageFields, sortParam } from './common';

// Product master data (spec §1, §3, §5): brands, categories, tax items, SKUs with packages,
// barcodes and components (combined products), and the quick search used by pickers.

export const PRODUCT_STATUS = ['ENABLE', 'DISABLE'] as const;
export type ProductStatus = (typeof PRODUCT_STATUS)[number];

/** Default supply mode of a SKU: own production, OEM (made to our brand), bought in. */
export const SUPPLY_MODES = ['SELF', 'OEM', 'PROCURED'] as const;
export type SupplyMode = (typeof SUPPLY_MODES)[number];

/** Categories nest at most this deep (spec §1). */
export const CATEGORY_MAX_LEVEL = 5;
/** Searches in pickers need at least this many characters (spec §5, §9). */
export const SEARCH_KEYWORD_MIN = 2;

const id = idText;
const ids = z.array(id).min(1).max(1000);

/**
 * A code as users type it: trimmed and upper-cased (codes are case-insensitive, stored in
 * upper case), letters, digits and - _ . / only.
 */
const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_./-]*$/, 'letters, digits and - _ . / only'));

/** A decimal ≥ 0 as a string (numbers are accepted and turned into strings). */
const decimalText = (integerDigits: number, fractionDigits: number) => {
  const pattern = new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${fractionDigits}})?$`);
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine(
      (v) => pattern.test(v),
      `must be a number ≥ 0 with at most ${integerDigits} digits before and ${fractionDigits} after the point`,
    );
};

/** Money and prices: numeric(18,4) ≥ 0; empty means 0. */
const priceText = z
  .union([decimalText(14, 4), z.literal(''), z.null()])
  .optional()
  .transform((v) => normalizeDecimal(v || '0'));
/**
 * The purchase price (a cost field): absent keeps the stored one on an edit; callers without
 * the costPrice button can neither see nor change it.
 */
const costPriceText = z
  .union([decimalText(14, 4), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : normalizeDecimal(v || '0')));
/** Dimensions (mm) and weights (g): numeric(12,2) ≥ 0, optional. */
const measure = z
  .union([decimalText(10, 2), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? normalizeDecimal(v) : null));
/** A quantity or factor > 0: numeric(18,4). */
const positiveQuantity = decimalText(14, 4)
  .refine((v) => Number(v) > 0, 'must be greater than 0')
  .transform(normalizeDecimal);

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'not a date');
const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** "12.5000" → "12.5", "007" → "7": one spelling per value. */
function normalizeDecimal(v: string): string {
  if (!v.includes('.')) return v.replace(/^0+(?=\d)/, '');
  const [int, frac] = v.split('.');
  const f = frac.replace(/0+$/, '');
  const i = int.replace(/^0+(?=\d)/, '');
  return f ? `${i}.${f}` : i;
}

// ---- barcodes ------------------------------------------------------------------------------

/**
 * A GTIN (EAN-8, UPC-A/12, EAN-13, GTIN-14) with a correct GS1 mod-10 check digit. Other
 * codes are not accepted: an item without a manufacturer's barcode gets an in-store code from
 * the GS1 restricted-circulation range (EAN-13 starting 20–29), which is a valid EAN-13 too,
 * so a scanning or typing error is always caught by the check digit.
 */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value[value.length - 1]);
}

/** The GS1 check digit for the digits before it (weights 3,1,3,… from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A barcode as typed: digits only, surrounding spaces dropped (format checked by the service). */
const barcodeText = z.string().trim().min(1).max(14).regex(/^\d+$/, 'digits only');

// ---- shared page pieces ------------------------------------------------------------------

export const productPageQuery = z.object(pageFields);

export const productIdsBody = z.object({ ids });
export type ProductIdsBody = z.input<typeof productIdsBody>;

export const productIdsQuery = z.object({
  ids: z
    .string()
    .min(1)
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(ids),
});

// ---- brands --------------------------------------------------------------------------------

export const brandAddBody = z.object({
  code: code(32),
  name: z.string().trim().min(1).max(50),
  nameEn: optionalText(100),
  logoUrl: optionalText(500).refine((v) => v === null || /^(https?:\/\/|\/)\S+$/.test(v), 'must be an http(s) URL or a path'),
  sort: z.number().int().min(0).max(100000).default(0),
  status: z.enum(PRODUCT_STATUS).default('ENABLE'),
});
export const brandEditBody = brandAddBody.extend({ id });
export type BrandAddBody = z.input<typeof brandAddBody>;
export type BrandEditBody = z.input<typeof brandEditBody>;

export const BRAND_SORT = ['code', 'name', 'sort', 'createTime'] as const;
export const brandPageBody = productPageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(PRODUCT_STATUS).optional(),
  sort: sortParam(BRAND_SORT),
});
export const brandListBody = z.object({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(PRODUCT_STATUS).optional(),
});

export type BrandView = {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  logoUrl: string | null;
  sort: number;
  status: ProductStatus;
  createTime: string;
  updateTime: string;
};

// ---- categories ----------------------------------------------------------------------------

export const categoryAddBody = z.object({
  code: code(32),
  name: z.string().trim().min(1).max(50),
  parentId: id.nullable().optional().default(null),
  sort: z.number().int().min(0).max(100000).default(0),
  status: z.enum(PRODUCT_STATUS).default('ENABLE'),
});
export const categoryEditBody = categoryAddBody.extend({ id });
export type CategoryAddBody = z.input<typeof categoryAddBody>;
export type CategoryEditBody = z.input<typeof categoryEditBody>;

export const CATEGORY_SORT = ['code', 'name', 'sort', 'level', 'createTime'] as const;
const categoryFilters = {
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(PRODUCT_STATUS).optional(),
  /** Direct children of this category. */
  parentId: id.optional(),
  /** This category and everything below it. */
  ancestorId: id.optional(),
  level: z.number().int().min(1).max(CATEGORY_MAX_LEVEL).optional(),
};
export const categoryPageBody = productPageQuery.extend({ ...categoryFilters, sort: sortParam(CATEGORY_SORT) });
export const categoryListBody = z.object({ ...categoryFilters, sort: sortParam(CATEGORY_SORT) });
export const categoryTreeQuery = z.object({ status: z.enum(PRODUCT_STATUS).optional() });

export type CategoryView = {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  parentName: string | null;
  level: number;
  /** Names from the root, e.g. 书写工具 / 笔类 / 中性笔. */
  fullName: string;
  sort: number;
  status: ProductStatus;
  createTime: string;
  updateTime: string;
};
export type CategoryNode = Omit<CategoryView, 'parentName' | 'fullName'> & { children: CategoryNode[] };

// ---- tax items -----------------------------------------------------------------------------

export const taxItemListBody = z.object({ status: z.enum(PRODUCT_STATUS).optional() });
export type TaxItemView = { id: string; code: string; name: string; rate: string; status: ProductStatus; sort: number };

/** A tax item (税目): code, name, rate as a fraction (0.13 is 13%, as stored and as SKUs carry it), order in pickers. */
export const taxItemBody = z.object({
  id: id.optional(),
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[0-9A-Za-z._-]+$/, 'letters, digits, . _ - only'),
  name: z.string().trim().min(1).max(50),
  rate: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(v), 'must be a fraction from 0 to 1 (0.13 is 13%)'),
  sort: z.number().int().min(0).max(9999).default(0),
  status: z.enum(PRODUCT_STATUS).default('ENABLE'),
});
export type TaxItemBody = z.input<typeof taxItemBody>;
export const taxItemStatusBody = z.object({ ids: z.array(id).min(1).max(100), status: z.enum(PRODUCT_STATUS) });

// ---- SKUs ----------------------------------------------------------------------------------

export const skuPackageInput = z.object({
  /** An existing package of this SKU (kept and updated); absent: a new one. */
  id: id.optional(),
  unitName: z.string().trim().min(1).max(10),
  /** Base units in one of this package; the base package has 1. */
  factor: positiveQuantity,
  barcode: z
    .union([barcodeText, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  length: measure,
  width: measure,
  height: measure,
  weight: measure,
});
export type SkuPackageInput = z.input<typeof skuPackageInput>;

export const skuComponentInput = z.object({ skuId: id, quantity: positiveQuantity });
export type SkuComponentInput = z.input<typeof skuComponentInput>;

export const skuAddBody = z.object({
  code: code(32),
  name: z.string().trim().min(1).max(100),
  articleNo: optionalText(50),
  categoryId: id,
  brandId: id.nullable().optional().default(null),
  model: optionalText(50),
  /** The base unit (支, 本, 个…). */
  unit: z.string().trim().min(1).max(10),
  taxItemId: id,
  /** Base units per shipping case; empty: the largest package's factor. */
  packageFactor: z
    .union([positiveQuantity, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  /** SKU barcodes (the base unit's); the first is the main one. */
  barcodes: z.array(barcodeText).max(20).default([]),
  length: measure,
  width: measure,
  height: measure,
  weight: measure,
  supplyMode: z.enum(SUPPLY_MODES).default('PROCURED'),
  listingDate: optionalDate,
  delistingDate: optionalDate,
  presetPrice1: priceText,
  presetPrice2: priceText,
  presetPrice3: priceText,
  presetPrice4: priceText,
  retailPrice: priceText,
  wholesalePrice: priceText,
  distributionPrice: priceText,
  memberPrice: priceText,
  purchasePrice: costPriceText,
  /** 助记码: empty → pinyin initials of the name. */
  mnemonic: z
    .string()
    .trim()
    .max(64)
    .optional()
    .nullable()
    .transform((v) => (v ? v.toUpperCase() : null))
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9]*$/, 'letters and digits only')
        .nullable(),
    ),
  status: z.enum(PRODUCT_STATUS).default('ENABLE'),
  /** Packages: exactly one with factor 1 (the base unit); empty → the base package alone. */
  packages: z.array(skuPackageInput).max(10).default([]),
  isCombined: z.boolean().default(false),
  components: z.array(skuComponentInput).max(100).default([]),
  remark: optionalText(500),
});
export const skuEditBody = skuAddBody.extend({
  id,
  /** The version read; a stale one is refused (someone else saved first). */
  version: z.number().int().min(0).optional(),
});
export type SkuAddBody = z.input<typeof skuAddBody>;
export type SkuEditBody = z.input<typeof skuEditBody>;

export const SKU_SORT = ['code', 'name', 'createTime', 'updateTime', 'listingDate', 'retailPrice', 'wholesalePrice'] as const;
const skuFilters = {
  /** Code or barcode (exact or prefix), name fragment, mnemonic prefix. */
  keyword: z.string().trim().max(50).optional(),
  /** This category and everything below it. */
  categoryId: id.optional(),
  brandId: id.optional(),
  status: z.enum(PRODUCT_STATUS).optional(),
  supplyMode: z.enum(SUPPLY_MODES).optional(),
  isCombined: z.boolean().optional(),
  listingDateFrom: optionalDate,
  listingDateTo: optionalDate,
};
export const skuPageBody = productPageQuery.extend({ ...skuFilters, sort: sortParam(SKU_SORT) });
/** The same filters without paging (at most 1000 rows), or given ids or codes. */
export const skuListBody = z.object({
  ...skuFilters,
  ids: z.array(id).max(1000).optional(),
  codes: z.array(z.string().trim().min(1).max(32)).max(1000).optional(),
  sort: sortParam(SKU_SORT),
});
export type SkuPageBody = z.input<typeof skuPageBody>;

export const goodsSearchBody = z.object({
  keyword: z.string().trim().max(50).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Pickers offer enabled SKUs only unless asked. */
  includeDisabled: z.boolean().default(false),
  isCombined: z.boolean().optional(),
});
export type GoodsSearchBody = z.input<typeof goodsSearchBody>;

export const skuPackagePageBody = productPageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  skuId: id.optional(),
});
/** The goods-pack list's filters without paging: its export. */
export const skuPackageFilterBody = skuPackagePageBody.omit({ pageNum: true, pageSize: true });

/** A new package of an existing SKU (商品包装 · 新增): not the base package (factor 1), which every SKU has. */
export const skuPackageAddBody = skuPackageInput.omit({ id: true }).extend({ skuId: id });
export type SkuPackageAddBody = z.input<typeof skuPackageAddBody>;

export type SkuPackageView = {
  id: string;
  skuId: string;
  unitName: string;
  factor: string;
  isBase: boolean;
  barcode: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  weight: string | null;
};

export type SkuComponentView = {
  skuId: string;
  code: string;
  name: string;
  unit: string;
  quantity: string;
  status: ProductStatus;
};

export type SkuView = {
  id: string;
  code: string;
  name: string;
  articleNo: string | null;
  categoryId: string;
  categoryCode: string;
  categoryName: string;
  categoryFullName: string;
  brandId: string | null;
  brandCode: string | null;
  brandName: string | null;
  model: string | null;
  unit: string;
  taxItemId: string;
  taxItemName: string;
  taxRate: string;
  packageFactor: string;
  barcodes: string[];
  length: string | null;
  width: string | null;
  height: string | null;
  weight: string | null;
  supplyMode: SupplyMode;
  listingDate: string | null;
  delistingDate: string | null;
  presetPrice1: string;
  presetPrice2: string;
  presetPrice3: string;
  presetPrice4: string;
  retailPrice: string;
  wholesalePrice: string;
  distributionPrice: string;
  memberPrice: string;
  /** Removed for callers without the costPrice button. */
  purchasePrice?: string;
  mnemonic: string;
  isCombined: boolean;
  status: ProductStatus;
  remark: string | null;
  version: number;
  createTime: string;
  updateTime: string;
};
export type SkuDetail = SkuView & { packages: SkuPackageView[]; components: SkuComponentView[] };

/** A picker hit: the SKU, its packages, and the package whose barcode was scanned (if any). */
export type GoodsHit = {
  id: string;
  code: string;
  name: string;
  model: string | null;
  unit: string;
  mnemonic: string;
  barcode: string | null;
  barcodes: string[];
  categoryId: string;
  brandName: string | null;
  taxRate: string;
  retailPrice: string;
  wholesalePrice: string;
  distributionPrice: string;
  memberPrice: string;
  presetPrice1: string;
  presetPrice2: string;
  presetPrice3: string;
  presetPrice4: string;
  purchasePrice?: string;
  isCombined: boolean;
  status: ProductStatus;
  packages: SkuPackageView[];
  /** The package whose barcode matched the keyword exactly. */
  matchedPackageId: string | null;
};
