import { and, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { productCategory, productSku } from './product.schema';

/**
 * A subquery of SKU ids in a category (with all its subcategories) and/or of a brand, for
 * other modules' lists to filter by (`inArray(table.skuId, skuIdsWhere(...))`): one indexed
 * range over the category path, never a list of ids in the client.
 */
export async function skuIdsWhere(executor: Executor, filter: { categoryId?: number; brandId?: number }): Promise<SQL> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(productSku.brandId, filter.brandId));
  if (filter.categoryId !== undefined) {
    const [category] = await executor
      .select({ path: productCategory.path })
      .from(productCategory)
      .where(eq(productCategory.id, filter.categoryId));
    if (!category) return sql`select null::bigint where false`;
    conditions.push(
      sql`${productSku.categoryId} in (select ${productCategory.id} from ${productCategory} where ${like(productCategory.path, `${category.path}%`)})`,
    );
  }
  return sql`select ${productSku.id} from ${productSku} where ${and(...conditions) ?? sql`true`}`;
}
