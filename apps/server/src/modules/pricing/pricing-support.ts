// What the pricing services share: the catalogue checks of the goods and categories a policy,
// promotion or goods list names, and the names its views show.
import type { PromotionItemKind } from '@quire/contracts';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { catalogNames, skuPricingFacts } from '../product/index';

export type Item = { kind: PromotionItemKind; id: number };
export type ItemView = { kind: PromotionItemKind; id: string; code: string; name: string };

/** Refuses an unknown or disabled SKU, an unknown category or brand, naming the field. */
export async function assertCatalog(
  executor: Executor,
  want: {
    skuIds?: { id: number; field: string }[];
    categoryIds?: { id: number; field: string }[];
    brandIds?: { id: number; field: string }[];
  },
): Promise<void> {
  const skus = await skuPricingFacts(
    executor,
    (want.skuIds ?? []).map((s) => s.id),
  );
  for (const s of want.skuIds ?? []) {
    const found = skus.get(s.id);
    if (!found) throw fail.field(s.field, 'pricing.skuUnknown', { id: s.id });
    if (found.status !== 'ENABLE') throw fail.field(s.field, 'pricing.skuDisabled', { code: found.code });
  }
  if (!want.categoryIds?.length && !want.brandIds?.length) return;
  const names = await catalogNames(executor, {
    categoryIds: (want.categoryIds ?? []).map((c) => c.id),
    brandIds: (want.brandIds ?? []).map((b) => b.id),
  });
  for (const c of want.categoryIds ?? [])
    if (!names.categories.has(c.id)) throw fail.field(c.field, 'pricing.categoryUnknown', { id: c.id });
  for (const b of want.brandIds ?? []) if (!names.brands.has(b.id)) throw fail.field(b.field, 'pricing.brandUnknown', { id: b.id });
}

/** Checks the items (goods or categories) of a list, each named by its field path. */
export function assertItems(executor: Executor, items: { item: Item; field: string }[]): Promise<void> {
  return assertCatalog(executor, {
    skuIds: items.filter((i) => i.item.kind === 'SKU').map((i) => ({ id: i.item.id, field: i.field })),
    categoryIds: items.filter((i) => i.item.kind === 'CATEGORY').map((i) => ({ id: i.item.id, field: i.field })),
  });
}

/** Items with their codes and names, in the order given. */
export async function itemViews(executor: Executor, items: Item[]): Promise<ItemView[]> {
  const names = await catalogNames(executor, {
    skuIds: items.filter((i) => i.kind === 'SKU').map((i) => i.id),
    categoryIds: items.filter((i) => i.kind === 'CATEGORY').map((i) => i.id),
  });
  return items.map((i) => {
    const n = i.kind === 'SKU' ? names.skus.get(i.id) : names.categories.get(i.id);
    return { kind: i.kind, id: String(i.id), code: n?.code ?? '', name: n?.name ?? '' };
  });
}
