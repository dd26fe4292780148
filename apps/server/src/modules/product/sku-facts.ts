import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL of every SKU's facts another module's set-based computation joins on (`sku_id`): code,
 * name, unit, status, package factor and its category.
 */
export function skuFactsSql(): SQL {
  return sql`select s.id as sku_id, s.code, s.name, s.unit, s.status, s.package_factor, s.category_id from product_sku s`;
}

/**
 * SQL of every category with the ids of itself and its ancestors from the root (its path), so
 * a rule by category matches a subcategory's goods: (category_id, category_ids). A handful of
 * rows: a computation matches its rules per category and joins the SKUs by `category_id`.
 */
export function categoryPathsSql(): SQL {
  return sql`select c.id as category_id, array_remove(string_to_array(c.path, '/'), '')::bigint[] as category_ids from product_category c`;
}
