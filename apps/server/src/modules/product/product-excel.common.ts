import type { Language } from '@quire/contracts';
import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { together } from '../../platform/db/sql-helpers';
import type { Localized } from '../../platform/excel';
import { productBrand, productCategory, productTaxItem } from './product.schema';

// Pieces shared by the product exports and imports: localized labels that the exports write
// and the imports read back (in any of the three languages, or as codes), and the reference
// look-ups an import resolves codes with.

export const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });

export const STATUS_LABELS: Record<'ENABLE' | 'DISABLE', Localized> = {
  ENABLE: h('启用', 'Enabled', 'Aktif'),
  DISABLE: h('停用', 'Disabled', 'Nonaktif'),
};
export const SUPPLY_MODE_LABELS: Record<'SELF' | 'OEM' | 'PROCURED', Localized> = {
  SELF: h('自产', 'Own production', 'Produksi sendiri'),
  OEM: h('贴牌代工', 'OEM', 'OEM'),
  PROCURED: h('外购', 'Procured', 'Dibeli'),
};
export const YES_NO: Record<'true' | 'false', Localized> = { true: h('是', 'Yes', 'Ya'), false: h('否', 'No', 'Tidak') };

/** A code from its code or any of its labels (case-insensitive); anything else is passed on for the enum to refuse. */
export function fromLabel<K extends string>(labels: Record<K, Localized>) {
  const byText = new Map<string, K>();
  for (const [code, text] of Object.entries(labels) as [K, Localized][]) {
    byText.set(code.toLowerCase(), code);
    for (const t of Object.values(text)) byText.set(t.toLowerCase(), code);
  }
  return (v: unknown) => (typeof v === 'string' ? (byText.get(v.trim().toLowerCase()) ?? v) : v);
}

export const label = <K extends string>(labels: Record<K, Localized>, code: K, lang: Language) => labels[code][lang];

/** An import cell for an integer (text in the sheet). */
export const intCell = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export type Ref = { id: number; name: string; status: 'ENABLE' | 'DISABLE' };
export type Refs = {
  categories: Map<string, Ref & { level: number; path: string }>;
  brands: Map<string, Ref>;
  taxItems: Map<string, Ref>;
};

async function loadRefs(db: Executor): Promise<Refs> {
  const [categories, brands, taxItems] = await together(db, [
    () =>
      db
        .select({
          code: productCategory.code,
          id: productCategory.id,
          name: productCategory.name,
          status: productCategory.status,
          level: productCategory.level,
          path: productCategory.path,
        })
        .from(productCategory),
    () =>
      db.select({ code: productBrand.code, id: productBrand.id, name: productBrand.name, status: productBrand.status }).from(productBrand),
    () =>
      db
        .select({ code: productTaxItem.code, id: productTaxItem.id, name: productTaxItem.name, status: productTaxItem.status })
        .from(productTaxItem),
  ] as const);
  return {
    categories: new Map(categories.map((c) => [c.code, c])),
    brands: new Map(brands.map((b) => [b.code, b])),
    taxItems: new Map(taxItems.map((t) => [t.code, t])),
  };
}

/**
 * The reference tables read once per import task: row checks then need no query per row, which
 * keeps a 100k-row import fast. Only the latest few tasks are kept.
 */
const refsByTask = new Map<number, Promise<Refs>>();
export function refsOf(db: Executor, taskId: number): Promise<Refs> {
  let refs = refsByTask.get(taskId);
  if (!refs) {
    refs = loadRefs(db);
    refsByTask.set(taskId, refs);
    refs.catch(() => refsByTask.delete(taskId));
    while (refsByTask.size > 8) refsByTask.delete(refsByTask.keys().next().value as number);
  }
  return refs;
}
