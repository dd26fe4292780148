import { skuPackageFilterBody, taxItemListBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import { defineExport, defineImport, type ExportDefinition, type ImportDefinition, keysetBatches, mapBatches } from '../../platform/excel';
import {
  BRAND_EXPORT_COLUMNS,
  BRAND_IMPORT_COLUMNS,
  brandExportCount,
  brandExportFilters,
  brandExportRows,
  brandImportRow,
  CATEGORY_EXPORT_COLUMNS,
  CATEGORY_IMPORT_COLUMNS,
  categoryExportCount,
  categoryExportFilters,
  categoryExportRows,
  categoryImportRow,
  commitBrandImport,
  commitCategoryImport,
  validateBrandImportRow,
  validateCategoryImportRow,
} from './master-excel';
import { h, label, STATUS_LABELS, YES_NO } from './product-excel.common';
import { SKU_EXPORT_COLUMNS, skuExportCount, skuExportFilters, skuExportRows, skuListExportFilters } from './sku-export';
import { commitSkuImport, SKU_IMPORT_COLUMNS, type SkuImportRow, skuImportRow, validateSkuImportRow } from './sku-import';
import { skuPackageExportBatch, skuPackageExportCount } from './sku-package.service';
import { taxItemList } from './tax-item.service';

const SKU_NAME = h('商品档案', 'Goods', 'Barang');
const BRAND_NAME = h('品牌', 'Brands', 'Merek');
const COMBINED_NAME = h('组合商品', 'Combined products', 'Produk gabungan');
const CATEGORY_NAME = h('商品分类', 'Categories', 'Kategori');
const PACK_NAME = h('商品包装', 'Packages', 'Kemasan');
const TAX_ITEM_NAME = h('税目', 'Tax items', 'Pos pajak');

export const skuExport: ExportDefinition<typeof skuExportFilters> = {
  bizKey: 'product-sku',
  url: '/api/product/sku/exportExcel',
  permission: 'product:sku:export',
  summary: 'Export the goods list with its current filters (cost columns only for costPrice holders)',
  fileName: (lang) => SKU_NAME[lang],
  filters: skuExportFilters,
  columns: SKU_EXPORT_COLUMNS,
  count: (db, { filters }) => skuExportCount(db, filters),
  rows: (db, ctx) => skuExportRows(db, ctx),
};

export const skuListExport: ExportDefinition<typeof skuListExportFilters> = {
  bizKey: 'product-sku-list',
  url: '/api/product/sku/list/exportExcel',
  permission: 'product:sku:export',
  summary: 'Export the chosen SKUs (ids or codes) or the list filters',
  fileName: (lang) => SKU_NAME[lang],
  filters: skuListExportFilters,
  columns: SKU_EXPORT_COLUMNS,
  count: (db, { filters }) => skuExportCount(db, filters),
  rows: (db, ctx) => skuExportRows(db, ctx),
};

/** The combined-product screen's export: the goods export, limited to combined products. */
export const combinedExport: ExportDefinition<typeof skuExportFilters> = {
  bizKey: 'product-combined',
  url: '/api/product/combined/exportExcel',
  permission: 'product:combined:export',
  summary: 'Export the combined products with the list filters (cost columns only for costPrice holders)',
  fileName: (lang) => COMBINED_NAME[lang],
  filters: skuExportFilters,
  columns: SKU_EXPORT_COLUMNS,
  count: (db, { filters }) => skuExportCount(db, { ...filters, isCombined: true }),
  rows: (db, ctx) => skuExportRows(db, { ...ctx, filters: { ...ctx.filters, isCombined: true } }),
};

/** 商品包装 to the download center: the packages the list's keyword selects. */
export const goodsPackExport: ExportDefinition<typeof skuPackageFilterBody> = {
  bizKey: 'product-goods-pack',
  url: '/api/product/skuPackage/exportExcel',
  permission: 'product:goodsPack:export',
  summary: 'Export the goods packages (the list filters) to the download center',
  fileName: (lang) => PACK_NAME[lang],
  filters: skuPackageFilterBody,
  columns: [
    { key: 'skuCode', header: h('商品编码', 'SKU code', 'Kode SKU'), width: 14 },
    { key: 'skuName', header: h('商品名称', 'SKU name', 'Nama SKU'), width: 32 },
    { key: 'skuUnit', header: h('基本单位', 'Base unit', 'Satuan dasar'), width: 10 },
    { key: 'unitName', header: h('包装单位', 'Package unit', 'Satuan kemasan'), width: 10 },
    { key: 'factor', header: h('换算系数', 'Factor', 'Faktor'), numFmt: '#,##0.####' },
    { key: 'isBase', header: h('基本包装', 'Base package', 'Kemasan dasar'), width: 10 },
    { key: 'barcode', header: h('包装条码', 'Package barcode', 'Barcode kemasan'), width: 16 },
    { key: 'length', header: h('长(mm)', 'Length (mm)', 'Panjang (mm)'), numFmt: '#,##0.##' },
    { key: 'width', header: h('宽(mm)', 'Width (mm)', 'Lebar (mm)'), numFmt: '#,##0.##' },
    { key: 'height', header: h('高(mm)', 'Height (mm)', 'Tinggi (mm)'), numFmt: '#,##0.##' },
    { key: 'weight', header: h('重量(g)', 'Weight (g)', 'Berat (g)'), numFmt: '#,##0.##' },
  ],
  count: (db, { filters }) => skuPackageExportCount(db, filters),
  rows: (db, { filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit) => skuPackageExportBatch(db, filters, after, limit),
        (r) => r.rowId,
      ),
      (r) => ({ ...r, isBase: label(YES_NO, r.isBase ? 'true' : 'false', lang) }),
    ),
};

/** 税目 (basic data) to the download center, with the list's status filter. */
export const taxItemExport: ExportDefinition<typeof taxItemListBody> = {
  bizKey: 'product-tax-item',
  url: '/api/product/taxItems/exportExcel',
  permission: 'system:basicData:export',
  summary: 'Export the tax items (the list filter) to the download center',
  fileName: (lang) => TAX_ITEM_NAME[lang],
  filters: taxItemListBody,
  columns: [
    { key: 'code', header: h('税目编码', 'Code', 'Kode'), width: 12 },
    { key: 'name', header: h('税目名称', 'Name', 'Nama'), width: 28 },
    { key: 'rate', header: h('税率', 'Tax rate', 'Tarif pajak'), numFmt: '0.00%' },
    { key: 'sort', header: h('排序', 'Sort', 'Urutan'), width: 8 },
    { key: 'status', header: h('状态', 'Status', 'Status'), width: 10 },
  ],
  // A few dozen rows, read as the list reads them.
  rows: (db, { filters, lang }) =>
    (async function* () {
      const list = await taxItemList(db, filters.status);
      yield list.map((r) => ({ ...r, status: label(STATUS_LABELS, r.status, lang) }));
    })(),
};

export const brandExport: ExportDefinition<typeof brandExportFilters> = {
  bizKey: 'product-brand',
  url: '/api/product/brand/exportExcel',
  permission: 'product:brand:export',
  fileName: (lang) => BRAND_NAME[lang],
  filters: brandExportFilters,
  columns: BRAND_EXPORT_COLUMNS,
  count: (db, { filters }) => brandExportCount(db, filters),
  rows: (db, ctx) => brandExportRows(db, ctx),
};

export const categoryExport: ExportDefinition<typeof categoryExportFilters> = {
  bizKey: 'product-category',
  url: '/api/product/category/exportExcel',
  permission: 'product:category:export',
  fileName: (lang) => CATEGORY_NAME[lang],
  filters: categoryExportFilters,
  columns: CATEGORY_EXPORT_COLUMNS,
  count: (db, { filters }) => categoryExportCount(db, filters),
  rows: (db, ctx) => categoryExportRows(db, ctx),
};

export const skuImport: ImportDefinition<typeof skuImportRow> = {
  bizKey: 'product-sku',
  templateUrl: '/api/product/sku/importTemplate',
  uploadUrl: '/api/product/sku/importExcel',
  permission: 'product:sku:import',
  summary: 'Import SKUs (.xlsx): new codes are added, existing ones updated; filled package columns replace the packages',
  fileName: (lang) => SKU_NAME[lang],
  columns: SKU_IMPORT_COLUMNS,
  row: skuImportRow,
  unique: ['code'],
  validateRow: (db, row, ctx) => validateSkuImportRow(db, row as SkuImportRow, ctx),
  commit: (tx, rows, ctx) => commitSkuImport(tx, rows as SkuImportRow[], ctx),
};

export const brandImport: ImportDefinition<typeof brandImportRow> = {
  bizKey: 'product-brand',
  templateUrl: '/api/product/brand/importTemplate',
  uploadUrl: '/api/product/brand/importExcel',
  permission: 'product:brand:import',
  fileName: (lang) => BRAND_NAME[lang],
  columns: BRAND_IMPORT_COLUMNS,
  row: brandImportRow,
  unique: ['code'],
  validateRow: validateBrandImportRow,
  commit: (tx, rows) => commitBrandImport(tx, rows),
};

export const categoryImport: ImportDefinition<typeof categoryImportRow> = {
  bizKey: 'product-category',
  templateUrl: '/api/product/category/importTemplate',
  uploadUrl: '/api/product/category/importExcel',
  permission: 'product:category:import',
  fileName: (lang) => CATEGORY_NAME[lang],
  columns: CATEGORY_IMPORT_COLUMNS,
  row: categoryImportRow,
  unique: ['code'],
  validateRow: validateCategoryImportRow,
  commit: (tx, rows) => commitCategoryImport(tx, rows),
};

/** Excel exports and imports of brands, categories and SKUs (platform/excel: download center). */
export function productExcelRoutes(app: FastifyInstance, _config: Config): void {
  for (const def of [skuExport, skuListExport, combinedExport, goodsPackExport, taxItemExport, brandExport, categoryExport])
    defineExport(app, def as ExportDefinition);
  for (const def of [skuImport, brandImport, categoryImport]) defineImport(app, def as unknown as ImportDefinition);
}
