import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { productCategory } from './product.schema';
import { skuKeywordMatch } from './sku-search.service';

/**
 * A subquery of SKU ids in a category (with all its subcategories), of a brand and/or matching
 * a keyword (as the quick search: code/mnemonic prefix, name/mnemonic fragment, barcode), for
 * other modules' lists to filter by (`sku_id in (...)`): indexed ranges (category path, the
 * trigram and pattern indexes of product_sku), never a list of ids in the client.
 */
export async function skuIdsWhere(executor: Executor, filter: { categoryId?: number; brandId?: number; keyword?: string }): Promise<SQL> {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(sql`s.brand_id = ${filter.brandId}`);
  if (filter.categoryId !== undefined) {
    const [category] = await executor
      .select({ path: productCategory.path })
      .from(productCategory)
      .where(sql`${productCategory.id} = ${filter.categoryId}`);
    if (!category) return sql`select null::bigint where false`;
    conditions.push(sql`s.category_id in (select c.id from product_category c where c.path like ${`${category.path}%`})`);
  }
  if (filter.keyword) conditions.push(skuKeywordMatch(filter.keyword));
  return sql`select s.id from product_sku s where ${conditions.length ? sql.join(conditions, sql` and `) : sql`true`}`;
}
