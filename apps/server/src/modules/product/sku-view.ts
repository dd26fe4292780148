import type { SkuPackageView, SkuView } from '@quire/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { together } from '../../platform/db/sql-helpers';
import { pathIds } from './category.service';
import { productBarcode, productBrand, productCategory, productSku, productSkuPackage, productTaxItem } from './product.schema';
import { iso, wireId } from './product.util';

/** A NUMERIC as its shortest exact text: "12.5000" → "12.5". */
export function decimalText(v: string): string {
  return new Decimal(v).toFixed();
}
const optionalDecimal = (v: string | null) => (v === null ? null : decimalText(v));

export type SkuRow = typeof productSku.$inferSelect;

/** A SKU with the names it refers to: one joined query, no per-row look-ups. */
export const skuSelection = {
  sku: productSku,
  brandCode: productBrand.code,
  brandName: productBrand.name,
  taxItemCode: productTaxItem.code,
  taxItemName: productTaxItem.name,
  taxRate: productTaxItem.rate,
  categoryCode: productCategory.code,
  categoryName: productCategory.name,
  categoryPath: productCategory.path,
};

export function skuFrom(db: Executor) {
  return db
    .select(skuSelection)
    .from(productSku)
    .innerJoin(productCategory, eq(productCategory.id, productSku.categoryId))
    .innerJoin(productTaxItem, eq(productTaxItem.id, productSku.taxItemId))
    .leftJoin(productBrand, eq(productBrand.id, productSku.brandId))
    .$dynamic();
}

export type SkuJoined = {
  sku: SkuRow;
  brandCode: string | null;
  brandName: string | null;
  taxItemCode: string;
  taxItemName: string;
  taxRate: string;
  categoryCode: string;
  categoryName: string;
  categoryPath: string;
};

/** SKU-level barcodes (package_id null) per SKU, main one first. */
export async function skuBarcodes(db: Executor, skuIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!skuIds.length) return out;
  const rows = await db
    .select({ skuId: productBarcode.skuId, barcode: productBarcode.barcode })
    .from(productBarcode)
    .where(and(inArray(productBarcode.skuId, skuIds), isNull(productBarcode.packageId)))
    .orderBy(asc(productBarcode.skuId), asc(productBarcode.sort), asc(productBarcode.id));
  for (const r of rows) {
    const list = out.get(r.skuId) ?? [];
    list.push(r.barcode);
    out.set(r.skuId, list);
  }
  return out;
}

/** Packages per SKU, smallest first, each with its barcode. */
export async function skuPackages(db: Executor, skuIds: number[]): Promise<Map<number, SkuPackageView[]>> {
  const out = new Map<number, SkuPackageView[]>();
  if (!skuIds.length) return out;
  const rows = await db
    .select({ p: productSkuPackage, barcode: productBarcode.barcode })
    .from(productSkuPackage)
    .leftJoin(productBarcode, eq(productBarcode.packageId, productSkuPackage.id))
    .where(inArray(productSkuPackage.skuId, skuIds))
    .orderBy(asc(productSkuPackage.skuId), asc(productSkuPackage.factor), asc(productSkuPackage.id));
  for (const { p, barcode } of rows) {
    const list = out.get(p.skuId) ?? [];
    list.push(toPackageView(p, barcode));
    out.set(p.skuId, list);
  }
  return out;
}

export function toPackageView(p: typeof productSkuPackage.$inferSelect, barcode: string | null): SkuPackageView {
  return {
    id: String(p.id),
    skuId: String(p.skuId),
    unitName: p.unitName,
    factor: decimalText(p.factor),
    isBase: p.isBase,
    barcode,
    length: optionalDecimal(p.length),
    width: optionalDecimal(p.width),
    height: optionalDecimal(p.height),
    weight: optionalDecimal(p.weight),
  };
}

/** Category names from the root ("书写工具 / 笔类 / 中性笔") for these paths, one query. */
export async function categoryFullNames(db: Executor, paths: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(paths.flatMap(pathIds))];
  const names = new Map<number, string>();
  if (ids.length) {
    const rows = await db
      .select({ id: productCategory.id, name: productCategory.name })
      .from(productCategory)
      .where(inArray(productCategory.id, ids));
    for (const r of rows) names.set(r.id, r.name);
  }
  return new Map(
    paths.map((p) => [
      p,
      pathIds(p)
        .map((id) => names.get(id) ?? '?')
        .join(' / '),
    ]),
  );
}

export function toSkuView(j: SkuJoined, barcodes: string[], categoryFullName: string): SkuView {
  const s = j.sku;
  return {
    id: String(s.id),
    code: s.code,
    name: s.name,
    articleNo: s.articleNo,
    categoryId: String(s.categoryId),
    categoryCode: j.categoryCode,
    categoryName: j.categoryName,
    categoryFullName,
    brandId: wireId(s.brandId),
    brandCode: j.brandCode,
    brandName: j.brandName,
    model: s.model,
    unit: s.unit,
    taxItemId: String(s.taxItemId),
    taxItemName: j.taxItemName,
    taxRate: decimalText(j.taxRate),
    packageFactor: decimalText(s.packageFactor),
    barcodes,
    length: optionalDecimal(s.length),
    width: optionalDecimal(s.width),
    height: optionalDecimal(s.height),
    weight: optionalDecimal(s.weight),
    supplyMode: s.supplyMode,
    listingDate: s.listingDate,
    delistingDate: s.delistingDate,
    presetPrice1: decimalText(s.presetPrice1),
    presetPrice2: decimalText(s.presetPrice2),
    presetPrice3: decimalText(s.presetPrice3),
    presetPrice4: decimalText(s.presetPrice4),
    retailPrice: decimalText(s.retailPrice),
    wholesalePrice: decimalText(s.wholesalePrice),
    distributionPrice: decimalText(s.distributionPrice),
    memberPrice: decimalText(s.memberPrice),
    purchasePrice: decimalText(s.purchasePrice),
    mnemonic: s.mnemonic,
    isCombined: s.isCombined,
    status: s.status,
    remark: s.remark,
    version: s.version,
    createTime: iso(s.createdAt),
    updateTime: iso(s.updatedAt),
  };
}

/** Joined rows to views: barcodes and category names in two queries for the whole list. */
export async function toSkuViews(db: Executor, rows: SkuJoined[]): Promise<SkuView[]> {
  const [barcodes, fullNames] = await together(db, [
    () =>
      skuBarcodes(
        db,
        rows.map((r) => r.sku.id),
      ),
    () =>
      categoryFullNames(
        db,
        rows.map((r) => r.categoryPath),
      ),
  ] as const);
  return rows.map((r) => toSkuView(r, barcodes.get(r.sku.id) ?? [], fullNames.get(r.categoryPath) ?? r.categoryName));
}
