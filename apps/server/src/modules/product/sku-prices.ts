// The prices of SKUs as pricing reads and changes them: the facts a sale line's price is
// resolved from (prices, category path, brand, package factors) in one statement, and the
// price writes of a posted price adjustment (locked in SKU id order).
import { SKU_PRICE_FIELDS, type SkuPriceField } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';

export type SkuPrices = Record<SkuPriceField, string>;

/** What pricing needs of a SKU: its prices, category ids from the root, brand, status, packages. */
export type SkuPricingFacts = {
  id: number;
  code: string;
  name: string;
  status: 'ENABLE' | 'DISABLE';
  categoryIds: number[];
  brandId: number | null;
  prices: SkuPrices;
  /** Package id → base units per package. */
  packages: Map<number, string>;
};

const COLUMN: Record<SkuPriceField, string> = {
  presetPrice1: 'preset_price1',
  presetPrice2: 'preset_price2',
  presetPrice3: 'preset_price3',
  presetPrice4: 'preset_price4',
  retailPrice: 'retail_price',
  wholesalePrice: 'wholesale_price',
  distributionPrice: 'distribution_price',
  memberPrice: 'member_price',
  purchasePrice: 'purchase_price',
};

const priceColumns = sql.raw(SKU_PRICE_FIELDS.map((f) => `s.${COLUMN[f]}::text as "${f}"`).join(', '));

type FactRow = Record<SkuPriceField, string> & {
  id: number;
  code: string;
  name: string;
  status: 'ENABLE' | 'DISABLE';
  path: string;
  brand_id: number | null;
  packages: { id: number; factor: string }[] | null;
};

/** The fields of a SKU's pricing facts as one JSON object (prices and factors as exact text). */
const factJson = sql.raw(
  `json_build_object('id', s.id, 'code', s.code, 'name', s.name, 'status', s.status, 'path', c.path, 'brand_id', s.brand_id, ${SKU_PRICE_FIELDS.map(
    (f) => `'${f}', s.${COLUMN[f]}::text`,
  ).join(', ')},
    'packages', (select json_agg(json_build_object('id', p.id, 'factor', p.factor::text)) from product_sku_package p where p.sku_id = s.id))`,
);

/**
 * SQL of the pricing facts of the SKUs whose ids the bigint[] expression gives, one row each
 * with the facts as JSON in column `d` (read them with skuPricingFactsOf). A statement that
 * reads price facts beside other things uses the compact skuPriceFactsJson instead.
 */
function skuPricingFactsSql(skuIds: SQL): SQL {
  return sql`select ${factJson} as d from product_sku s join product_category c on c.id = s.category_id where s.id = any(${skuIds})`;
}

/** One row's `d` of skuPricingFactsSql as the SKU's pricing facts. */
function skuPricingFactsOf(r: unknown): SkuPricingFacts {
  const f = r as FactRow;
  const prices = {} as SkuPrices;
  for (const k of SKU_PRICE_FIELDS) prices[k] = f[k];
  const packages = new Map<number, string>();
  if (f.packages) for (const p of f.packages) packages.set(Number(p.id), String(p.factor));
  return {
    id: Number(f.id),
    code: f.code,
    name: f.name,
    status: f.status,
    categoryIds: f.path.split('/').filter(Boolean).map(Number),
    brandId: f.brand_id === null ? null : Number(f.brand_id),
    prices,
    packages,
  };
}

/** What a sale line's price is resolved from: a SKU's prices, category ids from the root and brand. */
export type SkuPriceFacts = Pick<SkuPricingFacts, 'id' | 'categoryIds' | 'brandId' | 'prices'>;

/**
 * SQL of a SKU's price facts as one JSON array (id, brand id, category path, and its prices in
 * SKU_PRICE_FIELDS order as exact text joined by spaces: the columns are not null) from
 * product_sku `s` joined to its product_category `c`, for a statement that reads them beside
 * other things (read it with skuPriceFactsOf). An array, not an object, and the prices as one
 * string: JSON.parse interns every short string, and a 50-line order's 450 new price strings
 * kept V8's string table busy (13% of Node's time per call).
 */
export const skuPriceFactsJson = sql.raw(
  `json_build_array(s.id, s.brand_id, c.path, concat_ws(' ', ${SKU_PRICE_FIELDS.map((f) => `s.${COLUMN[f]}`).join(', ')}))`,
);

/** One skuPriceFactsJson array as the SKU's price facts. */
export function skuPriceFactsOf(r: unknown): SkuPriceFacts {
  const a = r as [number, number | null, string, string];
  const values = a[3].split(' ');
  const prices = {} as SkuPrices;
  for (let i = 0; i < SKU_PRICE_FIELDS.length; i++) prices[SKU_PRICE_FIELDS[i]] = values[i];
  return {
    id: Number(a[0]),
    brandId: a[1] === null ? null : Number(a[1]),
    categoryIds: a[2].split('/').filter(Boolean).map(Number),
    prices,
  };
}

/** The pricing facts of the SKUs, by id, in one statement (packages aggregated). */
export async function skuPricingFacts(executor: Executor, skuIds: number[]): Promise<Map<number, SkuPricingFacts>> {
  const ids = [...new Set(skuIds)];
  const out = new Map<number, SkuPricingFacts>();
  if (!ids.length) return out;
  for (const r of await rows<{ d: unknown }>(executor, skuPricingFactsSql(idArray(ids)))) {
    const facts = skuPricingFactsOf(r.d);
    out.set(facts.id, facts);
  }
  return out;
}

/**
 * The current prices of the SKUs, their rows locked for update in id order (a price adjustment
 * reads the old prices and writes the new ones in one transaction).
 */
export async function lockSkuPrices(executor: Executor, skuIds: number[]): Promise<Map<number, SkuPrices>> {
  const ids = [...new Set(skuIds)].sort((a, b) => a - b);
  const found = await rows<Record<SkuPriceField, string> & { id: number }>(
    executor,
    sql`select s.id, ${priceColumns} from product_sku s where s.id = any(${idArray(ids)}) order by s.id for update`,
  );
  return new Map(found.map((r) => [Number(r.id), Object.fromEntries(SKU_PRICE_FIELDS.map((f) => [f, r[f]])) as SkuPrices]));
}

/** Sets the given prices of each SKU (rows locked by lockSkuPrices), one statement per SKU. */
export async function writeSkuPrices(executor: Executor, changes: { skuId: number; prices: Partial<SkuPrices> }[]): Promise<void> {
  for (const c of changes) {
    const sets = Object.entries(c.prices).map(([f, v]) => sql`${sql.raw(COLUMN[f as SkuPriceField])} = ${v}::numeric`);
    if (!sets.length) continue;
    await executor.execute(sql`update product_sku set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${c.skuId}`);
  }
}

export type CatalogName = { id: number; code: string; name: string };

/** Codes and names of SKUs, categories and brands by id, for views that list them (one statement). */
export async function catalogNames(
  executor: Executor,
  want: { skuIds?: number[]; categoryIds?: number[]; brandIds?: number[] },
): Promise<{ skus: Map<number, CatalogName & { unit: string }>; categories: Map<number, CatalogName>; brands: Map<number, CatalogName> }> {
  const found = await rows<{ k: 'S' | 'C' | 'B'; id: number; code: string; name: string; unit: string | null }>(
    executor,
    sql`select 'S' as k, id, code, name, unit from product_sku where id = any(${idArray(want.skuIds ?? [])})
        union all select 'C', id, code, name, null from product_category where id = any(${idArray(want.categoryIds ?? [])})
        union all select 'B', id, code, name, null from product_brand where id = any(${idArray(want.brandIds ?? [])})`,
  );
  const skus = new Map<number, CatalogName & { unit: string }>();
  const categories = new Map<number, CatalogName>();
  const brands = new Map<number, CatalogName>();
  for (const r of found) {
    const v = { id: Number(r.id), code: r.code, name: r.name };
    if (r.k === 'S') skus.set(v.id, { ...v, unit: r.unit ?? '' });
    else if (r.k === 'C') categories.set(v.id, v);
    else brands.set(v.id, v);
  }
  return { skus, categories, brands };
}

/**
 * SQL of the ids of a SKU's categories from the root (its category's path), for a statement
 * that joins a pricing table by category without reading the SKU first.
 */
export function skuCategoryIdsSql(skuId: SQL): SQL {
  // The category by its key from the SKU's category id: a join here let the planner hash the
  // whole category table once per SKU (3.8 of the 5.9 ms of pricing a 50-line order).
  return sql`(select array_remove(string_to_array(c.path, '/'), '')::bigint[] from product_category c
              where c.id = (select s.category_id from product_sku s where s.id = ${skuId}))`;
}
