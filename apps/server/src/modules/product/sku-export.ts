import { type Language, type SkuPackageView, type SkuView, skuPageBody } from '@quire/contracts';
import { and, asc, gt, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import { stripCostFields } from '../../platform/access/field-permission';
import type { Executor } from '../../platform/db/client';
import { type ExportColumn, keysetBatches } from '../../platform/excel';
import { productSku } from './product.schema';
import { countOf, toIds } from './product.util';
import { h, label, STATUS_LABELS, SUPPLY_MODE_LABELS, YES_NO } from './product-excel.common';
import { MEASURE_KEYS, PACKAGE_NUMBERS, PRICE_KEYS, packageHeaders, SKU_HEADERS } from './sku-excel.columns';
import { type SkuListQuery, skuWhere } from './sku-query.service';
import { skuFrom, skuPackages, toSkuViews } from './sku-view';

// The goods export: the list's filters (or chosen ids/codes), cost columns only for costPrice.

export const SKU_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'code', header: SKU_HEADERS.code, width: 14 },
  { key: 'name', header: SKU_HEADERS.name, width: 40 },
  { key: 'categoryCode', header: SKU_HEADERS.categoryCode, width: 12 },
  { key: 'categoryFullName', header: h('商品分类', 'Category', 'Kategori'), width: 30 },
  { key: 'brandCode', header: SKU_HEADERS.brandCode, width: 12 },
  { key: 'brandName', header: h('品牌', 'Brand', 'Merek'), width: 12 },
  { key: 'articleNo', header: SKU_HEADERS.articleNo },
  { key: 'model', header: SKU_HEADERS.model },
  { key: 'unit', header: SKU_HEADERS.unit, width: 8 },
  { key: 'taxItemCode', header: SKU_HEADERS.taxItemCode, width: 10 },
  { key: 'taxRate', header: h('税率', 'Tax rate', 'Tarif pajak'), width: 8, numFmt: '0%' },
  { key: 'packageFactor', header: SKU_HEADERS.packageFactor, width: 10, numFmt: '0.####' },
  { key: 'barcodes', header: SKU_HEADERS.barcodes, width: 30 },
  ...PACKAGE_NUMBERS.flatMap((g) => {
    const ph = packageHeaders(g);
    return [
      { key: `package${g}Unit`, header: ph.unit, width: 8 },
      { key: `package${g}Factor`, header: ph.factor, width: 8, numFmt: '0.####' },
      { key: `package${g}Barcode`, header: ph.barcode, width: 16 },
    ];
  }),
  ...MEASURE_KEYS.map((key) => ({ key, header: SKU_HEADERS[key], width: 10, numFmt: '0.##' })),
  { key: 'supplyMode', header: SKU_HEADERS.supplyMode, width: 10 },
  { key: 'listingDate', header: SKU_HEADERS.listingDate, width: 12 },
  { key: 'delistingDate', header: SKU_HEADERS.delistingDate, width: 12 },
  ...PRICE_KEYS.map((key) => ({ key, header: SKU_HEADERS[key], width: 11, numFmt: '#,##0.00##' })),
  { key: 'purchasePrice', header: SKU_HEADERS.purchasePrice, width: 11, numFmt: '#,##0.00##', cost: true },
  { key: 'mnemonic', header: SKU_HEADERS.mnemonic, width: 16 },
  { key: 'isCombined', header: h('组合商品', 'Combined', 'Gabungan'), width: 8 },
  { key: 'status', header: SKU_HEADERS.status, width: 8 },
  { key: 'remark', header: SKU_HEADERS.remark, width: 20 },
];

/** The goods list's filters, or (list export) the given ids or codes. */
export const skuExportFilters = skuPageBody.omit({ pageNum: true, pageSize: true });
export { skuListBody as skuListExportFilters } from '@quire/contracts';

function exportRow(v: SkuView, packages: SkuPackageView[], lang: Language): Record<string, unknown> {
  const extra = packages.filter((p) => !p.isBase);
  const row: Record<string, unknown> = {
    ...v,
    id: Number(v.id),
    taxItemCode: undefined,
    barcodes: v.barcodes.join(','),
    supplyMode: label(SUPPLY_MODE_LABELS, v.supplyMode, lang),
    isCombined: label(YES_NO, v.isCombined ? 'true' : 'false', lang),
    status: label(STATUS_LABELS, v.status, lang),
  };
  PACKAGE_NUMBERS.forEach((g, i) => {
    row[`package${g}Unit`] = extra[i]?.unitName ?? null;
    row[`package${g}Factor`] = extra[i]?.factor ?? null;
    row[`package${g}Barcode`] = extra[i]?.barcode ?? null;
  });
  return row;
}

/** Batches of export rows by id, cost fields stripped for callers without costPrice. */
export function skuExportRows(
  db: Executor,
  ctx: { auth: AuthContext; filters: SkuListQuery | z.output<typeof skuExportFilters>; lang: Language },
) {
  const filters = ctx.filters as SkuListQuery;
  return keysetBatches(
    async (after: number | undefined, limit) => {
      const where = and(
        await skuWhere(db, filters),
        filters.ids ? inArray(productSku.id, toIds(filters.ids)) : undefined,
        filters.codes
          ? inArray(
              productSku.code,
              filters.codes.map((c) => c.toUpperCase()),
            )
          : undefined,
        after === undefined ? undefined : gt(productSku.id, after),
      );
      const rows = await skuFrom(db).where(where).orderBy(asc(productSku.id)).limit(limit);
      const ids = rows.map((r) => r.sku.id);
      const [views, packages] = await Promise.all([toSkuViews(db, rows), skuPackages(db, ids)]);
      const taxCodes = new Map(rows.map((r) => [r.sku.id, r.taxItemCode]));
      return stripCostFields(
        ctx.auth,
        views.map((v) => ({ ...exportRow(v, packages.get(Number(v.id)) ?? [], ctx.lang), taxItemCode: taxCodes.get(Number(v.id)) })),
      );
    },
    (row) => (row as Record<string, unknown>).id as number,
  );
}

export async function skuExportCount(db: Executor, filters: SkuListQuery): Promise<number> {
  const where: SQL | undefined = and(
    await skuWhere(db, filters),
    filters.ids ? inArray(productSku.id, toIds(filters.ids)) : undefined,
    filters.codes
      ? inArray(
          productSku.code,
          filters.codes.map((c) => c.toUpperCase()),
        )
      : undefined,
  );
  return countOf(db, productSku, where);
}
