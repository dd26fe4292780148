import type { TaxItemView } from '@quire/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { productTaxItem } from './product.schema';
import { decimalText } from './sku-view';

/** Tax items (税目) for the SKU form; the set is seeded by migration (see TAX_ITEMS). */
export async function taxItemList(db: Executor, status?: 'ENABLE' | 'DISABLE'): Promise<TaxItemView[]> {
  const rows = await db
    .select()
    .from(productTaxItem)
    .where(status ? eq(productTaxItem.status, status) : undefined)
    .orderBy(asc(productTaxItem.sort), asc(productTaxItem.id));
  return rows.map((r) => ({ id: String(r.id), code: r.code, name: r.name, rate: decimalText(r.rate), status: r.status }));
}
