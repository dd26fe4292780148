import type { TaxItemView, taxItemBody } from '@quire/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { productTaxItem } from './product.schema';
import { duplicate, isUniqueViolation, toId, toIds } from './product.util';
import { decimalText } from './sku-view';

/** Tax items (税目) for the SKU form; the set is seeded by migration (see TAX_ITEMS). */
export async function taxItemList(db: Executor, status?: 'ENABLE' | 'DISABLE'): Promise<TaxItemView[]> {
  const rows = await db
    .select()
    .from(productTaxItem)
    .where(status ? eq(productTaxItem.status, status) : undefined)
    .orderBy(asc(productTaxItem.sort), asc(productTaxItem.id));
  return rows.map(toView);
}

function toView(r: typeof productTaxItem.$inferSelect): TaxItemView {
  return { id: String(r.id), code: r.code, name: r.name, rate: decimalText(r.rate), status: r.status, sort: r.sort };
}

/**
 * Adds a tax item, or changes one (with `id`). Tax items are the installation's master data
 * (product data is global, DESIGN §10); a SKU keeps its tax item when that is disabled.
 */
export async function saveTaxItem(db: Executor, body: z.output<typeof taxItemBody>): Promise<TaxItemView> {
  const id = body.id === undefined ? undefined : toId(body.id);
  const values = { code: body.code, name: body.name, rate: body.rate, sort: body.sort, status: body.status };
  try {
    const [row] =
      id === undefined
        ? await db.insert(productTaxItem).values(values).returning()
        : await db.update(productTaxItem).set(values).where(eq(productTaxItem.id, id)).returning();
    if (!row) throw fail.notFound();
    return toView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('code', 'field.code', body.code);
    throw err;
  }
}

export async function setTaxItemStatus(db: Executor, ids: string[], status: 'ENABLE' | 'DISABLE'): Promise<void> {
  const rows = await db
    .update(productTaxItem)
    .set({ status })
    .where(inArray(productTaxItem.id, toIds(ids)))
    .returning({ id: productTaxItem.id });
  if (rows.length === 0) throw fail.notFound();
}
