import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import { defineExport, defineImport, type ExportDefinition, type ImportDefinition } from '../../platform/excel';
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
import { h } from './product-excel.common';
import { SKU_EXPORT_COLUMNS, skuExportCount, skuExportFilters, skuExportRows, skuListExportFilters } from './sku-export';
import { commitSkuImport, SKU_IMPORT_COLUMNS, type SkuImportRow, skuImportRow, validateSkuImportRow } from './sku-import';

const SKU_NAME = h('商品档案', 'Goods', 'Barang');
const BRAND_NAME = h('品牌', 'Brands', 'Merek');
const COMBINED_NAME = h('组合商品', 'Combined products', 'Produk gabungan');
const CATEGORY_NAME = h('商品分类', 'Categories', 'Kategori');

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
  for (const def of [skuExport, skuListExport, combinedExport, brandExport, categoryExport]) defineExport(app, def as ExportDefinition);
  for (const def of [skuImport, brandImport, categoryImport]) defineImport(app, def as unknown as ImportDefinition);
}
