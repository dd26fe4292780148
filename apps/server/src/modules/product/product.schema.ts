import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, updatedAt } from '../../platform/db/columns';

// Tables of the product module. Product master data (brands, categories, tax items, SKUs and
// their packages, barcodes and components) is shared by the whole installation: every
// business group sells the same catalogue, so these tables carry no business_group_id.
// Per-group data about a SKU (stock, cost, prices of a policy) lives in the owning modules.

type Status = 'ENABLE' | 'DISABLE';

const price = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default('0');
const measure = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const productBrand = pgTable(
  'product_brand',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    logoUrl: text('logo_url'),
    sort: integer('sort').notNull().default(0),
    status: text('status').$type<Status>().notNull().default('ENABLE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('product_brand_code_uq').on(t.code), uniqueIndex('product_brand_name_uq').on(t.name)],
);

/**
 * A category tree of at most 5 levels. `path` holds the ids from the root, `/1/7/23/`, so a
 * subtree is one prefix range (`path LIKE '/1/7/%'`).
 */
export const productCategory = pgTable(
  'product_category',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentId: refColumn('parent_id'),
    level: integer('level').notNull(),
    path: text('path').notNull(),
    sort: integer('sort').notNull().default(0),
    status: text('status').$type<Status>().notNull().default('ENABLE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_category_code_uq').on(t.code),
    // Sibling names are unique; roots share the parent 0.
    uniqueIndex('product_category_sibling_name_uq').on(sql`coalesce(${t.parentId}, 0)`, t.name),
    index('product_category_parent_idx').on(t.parentId),
    index('product_category_path_idx').on(t.path.op('text_pattern_ops')),
  ],
);

/** 税目: a VAT item with its rate in [0, 1). */
export const productTaxItem = pgTable(
  'product_tax_item',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    rate: numeric('rate', { precision: 6, scale: 4 }).notNull(),
    sort: integer('sort').notNull().default(0),
    status: text('status').$type<Status>().notNull().default('ENABLE'),
  },
  (t) => [uniqueIndex('product_tax_item_code_uq').on(t.code)],
);

export const productSku = pgTable(
  'product_sku',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /**
     * The name with every character doubled ('中性笔' → '中中性性笔笔'), kept by the database.
     * Trigrams need three characters, but two Chinese characters are a whole word (铅笔, 胶棒):
     * doubled, a two-character fragment is a four-character one, and the search can use an index.
     */
    nameDoubled: text('name_doubled').generatedAlwaysAs(sql`regexp_replace(name, '(.)', '\\1\\1', 'g')`),
    articleNo: text('article_no'),
    categoryId: refColumn('category_id')
      .notNull()
      .references(() => productCategory.id),
    brandId: refColumn('brand_id').references(() => productBrand.id),
    model: text('model'),
    unit: text('unit').notNull(),
    taxItemId: refColumn('tax_item_id')
      .notNull()
      .references(() => productTaxItem.id),
    packageFactor: numeric('package_factor', { precision: 18, scale: 4 }).notNull().default('1'),
    length: measure('length_mm'),
    width: measure('width_mm'),
    height: measure('height_mm'),
    weight: measure('weight_g'),
    supplyMode: text('supply_mode').$type<'SELF' | 'OEM' | 'PROCURED'>().notNull().default('PROCURED'),
    listingDate: date('listing_date', { mode: 'string' }),
    delistingDate: date('delisting_date', { mode: 'string' }),
    presetPrice1: price('preset_price1'),
    presetPrice2: price('preset_price2'),
    presetPrice3: price('preset_price3'),
    presetPrice4: price('preset_price4'),
    retailPrice: price('retail_price'),
    wholesalePrice: price('wholesale_price'),
    distributionPrice: price('distribution_price'),
    memberPrice: price('member_price'),
    purchasePrice: price('purchase_price'),
    /** 助记码, upper case. */
    mnemonic: text('mnemonic').notNull().default(''),
    isCombined: boolean('is_combined').notNull().default(false),
    status: text('status').$type<Status>().notNull().default('ENABLE'),
    /** Set by other modules (markSkusUsed) once a document or stock row refers to it: no delete. */
    used: boolean('used').notNull().default(false),
    remark: text('remark'),
    version: integer('version').notNull().default(0),
    createdBy: refColumn('created_by'),
    updatedBy: refColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_sku_code_uq').on(t.code),
    // Quick search (goodsCache/page): code and mnemonic prefixes, name fragments.
    index('product_sku_code_prefix_idx').on(t.code.op('text_pattern_ops')),
    // (mnemonic, id) in pattern order: a prefix range read already sorted (ORDER BY … USING ~<~).
    index('product_sku_mnemonic_prefix_idx').on(t.mnemonic.op('text_pattern_ops'), t.id),
    // The trigram indexes keep a short pending list (256 kB instead of 4 MB): every search
    // reads it whole, and the embedded database has no autovacuum to merge it; inserts are no
    // slower (the import bench measures them).
    index('product_sku_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ gin_pending_list_limit: 256 }),
    index('product_sku_name_doubled_trgm_idx').using('gin', t.nameDoubled.op('gin_trgm_ops')).with({ gin_pending_list_limit: 256 }),
    // Mnemonic fragments (ZXB inside DLS01ADZXB…): the brand and model lead the mnemonic.
    index('product_sku_mnemonic_trgm_idx').using('gin', t.mnemonic.op('gin_trgm_ops')).with({ gin_pending_list_limit: 256 }),
    // Name matches are paged in a fixed pseudo-random order: walking it finds a page of matches
    // of a common fragment after a few hundred rows whatever the catalogue's layout, where code
    // order could cross a whole block of codes (an import, a brand) without one match.
    index('product_sku_shuffle_idx').on(sql`hashint8(${t.id})`),
    index('product_sku_category_idx').on(t.categoryId, t.id),
    index('product_sku_brand_idx').on(t.brandId, t.id),
    // The goods list's sort allow-list (code: the unique index; createTime: the id).
    index('product_sku_listing_idx').on(t.listingDate, t.id),
    index('product_sku_name_idx').on(t.name, t.id),
    index('product_sku_retail_price_idx').on(t.retailPrice, t.id),
    index('product_sku_wholesale_price_idx').on(t.wholesalePrice, t.id),
    index('product_sku_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** A package of a SKU (支, 盒, 箱): how many base units it holds; exactly one base (factor 1). */
export const productSkuPackage = pgTable(
  'product_sku_package',
  {
    id: idColumn(),
    skuId: refColumn('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'cascade' }),
    unitName: text('unit_name').notNull(),
    factor: numeric('factor', { precision: 18, scale: 4 }).notNull(),
    isBase: boolean('is_base').notNull().default(false),
    length: measure('length_mm'),
    width: measure('width_mm'),
    height: measure('height_mm'),
    weight: measure('weight_g'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_sku_package_unit_uq').on(t.skuId, t.unitName),
    uniqueIndex('product_sku_package_base_uq').on(t.skuId).where(sql`${t.isBase}`),
  ],
);

/**
 * Every barcode, of a SKU (package_id null: the base unit) or of one of its packages. One
 * unique index makes a barcode identify exactly one SKU and package across the catalogue.
 */
export const productBarcode = pgTable(
  'product_barcode',
  {
    id: idColumn(),
    barcode: text('barcode').notNull(),
    skuId: refColumn('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'cascade' }),
    packageId: refColumn('package_id').references(() => productSkuPackage.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_barcode_uq').on(t.barcode),
    index('product_barcode_sku_idx').on(t.skuId),
    index('product_barcode_package_idx').on(t.packageId),
  ],
);

/** A component of a combined product (组合商品): which SKU, how many per combined unit. */
export const productSkuComponent = pgTable(
  'product_sku_component',
  {
    id: idColumn(),
    skuId: refColumn('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'cascade' }),
    componentSkuId: refColumn('component_sku_id')
      .notNull()
      .references(() => productSku.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_sku_component_uq').on(t.skuId, t.componentSkuId),
    index('product_sku_component_component_idx').on(t.componentSkuId),
  ],
);
