import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL of every SKU's facts another module's set-based computation joins on (`sku_id`): code,
 * name, unit, status, package factor and the ids of its category and the category's
 * ancestors from the root (its path), so a rule by category matches a subcategory's goods.
 */
export function skuFactsSql(): SQL {
  return sql`select s.id as sku_id, s.code, s.name, s.unit, s.status, s.package_factor,
                    array_remove(string_to_array(c.path, '/'), '')::bigint[] as category_ids
             from product_sku s join product_category c on c.id = s.category_id`;
}
