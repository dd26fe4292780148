import type { Page, SkuComponentView, SkuDetail, SkuView, skuListBody, skuPageBody } from '@quire/contracts';
import { and, asc, eq, gte, ilike, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { together } from '../../platform/db/sql-helpers';
import { idArray, preparedRows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { categorySubtreeCondition } from './category.service';
import { productBarcode, productSku, productSkuComponent } from './product.schema';
import { countOf, doubled, likeContains, likePrefix, orderBy, toId, toIds } from './product.util';
import { decimalText, skuFrom, skuPackages, toSkuViews } from './sku-view';

export type SkuPageQuery = z.output<typeof skuPageBody>;
export type SkuListQuery = z.output<typeof skuListBody>;
export type SkuFilters = Omit<SkuListQuery, 'sort' | 'ids' | 'codes'>;

const SORT_COLUMNS = {
  code: productSku.code,
  name: productSku.name,
  // Ids grow with creation: the primary key orders by creation time.
  createTime: productSku.id,
  updateTime: productSku.updatedAt,
  listingDate: productSku.listingDate,
  retailPrice: productSku.retailPrice,
  wholesalePrice: productSku.wholesalePrice,
};

/** Largest answer of sku/list (and of getSkusByIds per call). */
export const SKU_LIST_MAX = 1000;

/**
 * The keyword as the goods list reads it: code prefix, exact barcode (SKU or package), name
 * fragment, mnemonic prefix — each an index (see product.schema.ts).
 */
export function skuKeywordCondition(keyword: string): SQL {
  const upper = keyword.toUpperCase();
  return or(
    like(productSku.code, likePrefix(upper)),
    like(productSku.mnemonic, likePrefix(upper)),
    // Two characters: the doubled name, where they are four (see product.schema.ts).
    [...keyword].length === 2
      ? ilike(productSku.nameDoubled, likeContains(doubled(keyword)))
      : ilike(productSku.name, likeContains(keyword)),
    // `= any(array(…))` keeps the OR indexable (a bitmap OR), unlike `in (subquery)`.
    sql`${productSku.id} = any(array(select ${productBarcode.skuId} from ${productBarcode} where ${productBarcode.barcode} = ${keyword}))`,
  )!;
}

export async function skuWhere(db: Executor, q: SkuFilters): Promise<SQL | undefined> {
  return and(
    q.keyword ? skuKeywordCondition(q.keyword) : undefined,
    q.categoryId ? await categorySubtreeCondition(db, toId(q.categoryId)) : undefined,
    q.brandId ? eq(productSku.brandId, toId(q.brandId)) : undefined,
    q.status ? eq(productSku.status, q.status) : undefined,
    q.supplyMode ? eq(productSku.supplyMode, q.supplyMode) : undefined,
    q.isCombined === undefined ? undefined : eq(productSku.isCombined, q.isCombined),
    q.listingDateFrom ? gte(productSku.listingDate, q.listingDateFrom) : undefined,
    q.listingDateTo ? lte(productSku.listingDate, q.listingDateTo) : undefined,
  );
}

export async function skuPage(db: Executor, q: SkuPageQuery): Promise<Page<SkuView>> {
  const where = await skuWhere(db, q);
  const [rows, total] = await Promise.all([
    skuFrom(db)
      .where(where)
      .orderBy(...orderBy(q.sort, SORT_COLUMNS, productSku.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    countOf(db, productSku, where),
  ]);
  return { list: await toSkuViews(db, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** SKUs by ids or codes, or by the page filters, without paging (at most SKU_LIST_MAX). */
export async function skuList(db: Executor, q: SkuListQuery): Promise<SkuView[]> {
  const where = and(
    await skuWhere(db, q),
    q.ids ? inArray(productSku.id, toIds(q.ids)) : undefined,
    q.codes ? inArray(productSku.code, [...new Set(q.codes.map((c) => c.toUpperCase()))]) : undefined,
  );
  const rows = await skuFrom(db)
    .where(where)
    .orderBy(...orderBy(q.sort, SORT_COLUMNS, productSku.id, [asc(productSku.code)]))
    .limit(SKU_LIST_MAX);
  return toSkuViews(db, rows);
}

/** One SKU with packages (and their barcodes), SKU barcodes and components. */
export async function getSkuDetail(db: Executor, id: number, scope: 'any' | 'combined' = 'any'): Promise<SkuDetail> {
  const [row] = await skuFrom(db).where(eq(productSku.id, id));
  if (!row || (scope === 'combined' && !row.sku.isCombined)) throw fail.notFound();
  const [[view], packages, components] = await together(db, [
    () => toSkuViews(db, [row]),
    () => skuPackages(db, [id]),
    () => componentViews(db, [id]),
  ] as const);
  return { ...view, packages: packages.get(id) ?? [], components: components.get(id) ?? [] };
}

/** Components of combined SKUs (for the inventory engine: what a combined unit takes out). */
export async function getSkuComponents(
  db: Executor,
  skuIds: number[],
): Promise<Map<number, { componentSkuId: number; quantity: string }[]>> {
  const out = new Map<number, { componentSkuId: number; quantity: string }[]>();
  if (!skuIds.length) return out;
  const rows = await db
    .select()
    .from(productSkuComponent)
    .where(inArray(productSkuComponent.skuId, [...new Set(skuIds)]))
    .orderBy(asc(productSkuComponent.skuId), asc(productSkuComponent.sort));
  for (const r of rows) {
    const list = out.get(r.skuId) ?? [];
    list.push({ componentSkuId: r.componentSkuId, quantity: decimalText(r.quantity) });
    out.set(r.skuId, list);
  }
  return out;
}

/** Views of these SKUs (any status), with their packages; unknown ids are left out. */
export async function getSkusByIds(db: Executor, skuIds: number[]): Promise<SkuDetail[]> {
  const ids = [...new Set(skuIds)];
  if (!ids.length) return [];
  const out: SkuDetail[] = [];
  for (let i = 0; i < ids.length; i += SKU_LIST_MAX) {
    const chunk = ids.slice(i, i + SKU_LIST_MAX);
    const rows = await skuFrom(db).where(inArray(productSku.id, chunk));
    const [views, packages, components] = await together(db, [
      () => toSkuViews(db, rows),
      () => skuPackages(db, chunk),
      () => componentViews(db, chunk),
    ] as const);
    for (const v of views) {
      const id = Number(v.id);
      out.push({ ...v, packages: packages.get(id) ?? [], components: components.get(id) ?? [] });
    }
  }
  return out;
}

async function componentViews(db: Executor, skuIds: number[]): Promise<Map<number, SkuComponentView[]>> {
  const out = new Map<number, SkuComponentView[]>();
  const rows = await db
    .select({
      parentId: productSkuComponent.skuId,
      skuId: productSkuComponent.componentSkuId,
      quantity: productSkuComponent.quantity,
      code: productSku.code,
      name: productSku.name,
      unit: productSku.unit,
      status: productSku.status,
    })
    .from(productSkuComponent)
    .innerJoin(productSku, eq(productSku.id, productSkuComponent.componentSkuId))
    .where(inArray(productSkuComponent.skuId, skuIds))
    .orderBy(asc(productSkuComponent.skuId), asc(productSkuComponent.sort));
  for (const { parentId, ...r } of rows) {
    const list = out.get(parentId) ?? [];
    list.push({ ...r, skuId: String(r.skuId), quantity: decimalText(r.quantity) });
    out.set(parentId, list);
  }
  return out;
}

/** What a document's lines need of their SKUs: code, name, unit, status and purchase price (its first cost, DOMAIN 19). */
export type SkuFact = { id: number; code: string; name: string; unit: string; status: string; purchasePrice: string };

/**
 * The SKUs among these ids with what a document's lines need of them: one named statement of one
 * text for any number of ids (a document's save and review check every line's SKU with it),
 * where the SKU page's detail (getSkusByIds) asks six for barcodes, packages and components.
 */
export async function skuFacts(db: Executor, skuIds: readonly number[]): Promise<SkuFact[]> {
  if (skuIds.length === 0) return [];
  const rows = await preparedRows<{ id: number; code: string; name: string; unit: string; status: string; purchase_price: string }>(
    db,
    sql`select id, code, name, unit, status, purchase_price::text as purchase_price from product_sku
        where id = any(${idArray([...new Set(skuIds)])})`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    unit: r.unit,
    status: r.status,
    purchasePrice: decimalText(r.purchase_price),
  }));
}

/** SKUs with these codes: id, code, name and status (an import names goods by code). */
export async function skusByCodes(
  db: Executor,
  codes: readonly string[],
): Promise<{ id: number; code: string; name: string; status: string }[]> {
  if (codes.length === 0) return [];
  return db
    .select({ id: productSku.id, code: productSku.code, name: productSku.name, status: productSku.status })
    .from(productSku)
    .where(inArray(productSku.code, [...new Set(codes)]));
}
