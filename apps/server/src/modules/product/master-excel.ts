import {
  brandAddBody,
  brandListBody,
  CATEGORY_MAX_LEVEL,
  categoryAddBody,
  categoryListBody,
  type FieldError,
  PRODUCT_STATUS,
} from '@quire/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor, Tx } from '../../platform/db/client';
import { type ExportColumn, type ImportColumn, type ImportContext, keysetBatches } from '../../platform/excel';
import { AppError } from '../../platform/http/errors';
import { type MessageKey, translate } from '../../platform/i18n/messages';
import { brandWhere } from './brand.service';
import { addCategory, categoryWhere, editCategory, withFullNames } from './category.service';
import { productBrand, productCategory } from './product.schema';
import { countOf } from './product.util';
import { fromLabel, h, intCell, label, refsOf, STATUS_LABELS } from './product-excel.common';

// Brand and category exports and imports (the SKU ones are in sku-excel.ts).

const statusCell = z.preprocess(fromLabel(STATUS_LABELS), z.enum(PRODUCT_STATUS)).optional();

// ---- brands --------------------------------------------------------------------------------

const BRAND = {
  code: h('品牌编码', 'Brand code', 'Kode merek'),
  name: h('品牌名称', 'Brand name', 'Nama merek'),
  nameEn: h('英文名称', 'English name', 'Nama Inggris'),
  logoUrl: h('Logo 地址', 'Logo URL', 'URL logo'),
  sort: h('排序', 'Sort', 'Urutan'),
  status: h('状态', 'Status', 'Status'),
};

export const BRAND_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'code', header: BRAND.code, width: 14 },
  { key: 'name', header: BRAND.name, width: 20 },
  { key: 'nameEn', header: BRAND.nameEn, width: 20 },
  { key: 'logoUrl', header: BRAND.logoUrl, width: 30 },
  { key: 'sort', header: BRAND.sort, width: 8 },
  { key: 'status', header: BRAND.status, width: 8 },
];
export const brandExportFilters = brandListBody;

export function brandExportRows(db: Executor, ctx: { filters: z.output<typeof brandListBody>; lang: 'zh-CN' | 'en-US' | 'id-ID' }) {
  return keysetBatches(
    async (after: number | undefined, limit) => {
      const rows = await db
        .select()
        .from(productBrand)
        .where(and(brandWhere(ctx.filters), after === undefined ? undefined : gt(productBrand.id, after)))
        .orderBy(asc(productBrand.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, status: label(STATUS_LABELS, r.status, ctx.lang) }));
    },
    (r) => r.id,
  );
}

export const brandExportCount = (db: Executor, filters: z.output<typeof brandListBody>) => countOf(db, productBrand, brandWhere(filters));

const b = brandAddBody.shape;
export const brandImportRow = z.object({
  code: b.code,
  name: b.name,
  nameEn: b.nameEn,
  logoUrl: b.logoUrl,
  sort: intCell(0, 100000).optional(),
  status: statusCell,
});
export const BRAND_IMPORT_COLUMNS: ImportColumn[] = [
  { key: 'code', header: BRAND.code, required: true, example: 'DELI' },
  { key: 'name', header: BRAND.name, required: true, example: '得力' },
  { key: 'nameEn', header: BRAND.nameEn, example: 'Deli' },
  { key: 'logoUrl', header: BRAND.logoUrl, width: 30 },
  { key: 'sort', header: BRAND.sort, example: '10' },
  { key: 'status', header: BRAND.status, example: '启用' },
];
type BrandRow = z.output<typeof brandImportRow>;

/** A name already used by another brand (by code) is refused; the same code updates the brand. */
export async function validateBrandImportRow(db: Executor, row: BrandRow, ctx: ImportContext): Promise<FieldError[]> {
  const refs = await refsOf(db, ctx.taskId);
  for (const [code, brand] of refs.brands) {
    if (brand.name === row.name && code !== row.code) {
      return [{ field: 'name', message: translate(ctx.lang, 'common.duplicate', { field: 'product.field.brandName', value: row.name }) }];
    }
  }
  return [];
}

export async function commitBrandImport(tx: Tx, rows: BrandRow[]): Promise<void> {
  await tx
    .insert(productBrand)
    .values(
      rows.map((r) => ({
        code: r.code,
        name: r.name,
        nameEn: r.nameEn,
        logoUrl: r.logoUrl,
        sort: r.sort ?? 0,
        status: r.status ?? 'ENABLE',
      })),
    )
    .onConflictDoUpdate({
      target: productBrand.code,
      set: {
        name: sql`excluded.name`,
        nameEn: sql`excluded.name_en`,
        logoUrl: sql`excluded.logo_url`,
        sort: sql`excluded.sort`,
        status: sql`excluded.status`,
        updatedAt: new Date(),
      },
    });
}

// ---- categories ----------------------------------------------------------------------------

const CATEGORY = {
  code: h('分类编码', 'Category code', 'Kode kategori'),
  name: h('分类名称', 'Category name', 'Nama kategori'),
  parentCode: h('上级分类编码', 'Parent code', 'Kode induk'),
  sort: h('排序', 'Sort', 'Urutan'),
  status: h('状态', 'Status', 'Status'),
};

export const CATEGORY_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'code', header: CATEGORY.code, width: 14 },
  { key: 'name', header: CATEGORY.name, width: 16 },
  { key: 'parentCode', header: CATEGORY.parentCode, width: 14 },
  { key: 'parentName', header: h('上级分类', 'Parent', 'Induk'), width: 16 },
  { key: 'level', header: h('级次', 'Level', 'Level'), width: 6 },
  { key: 'fullName', header: h('分类全称', 'Full name', 'Nama lengkap'), width: 36 },
  { key: 'sort', header: CATEGORY.sort, width: 8 },
  { key: 'status', header: CATEGORY.status, width: 8 },
];
export const categoryExportFilters = categoryListBody;

export function categoryExportRows(db: Executor, ctx: { filters: z.output<typeof categoryListBody>; lang: 'zh-CN' | 'en-US' | 'id-ID' }) {
  const parent = alias(productCategory, 'parent');
  return keysetBatches(
    async (after: number | undefined, limit) => {
      const rows = await db
        .select({ c: productCategory, parentCode: parent.code })
        .from(productCategory)
        .leftJoin(parent, eq(parent.id, productCategory.parentId))
        .where(and(await categoryWhere(db, ctx.filters), after === undefined ? undefined : gt(productCategory.id, after)))
        .orderBy(asc(productCategory.id))
        .limit(limit);
      const views = await withFullNames(
        db,
        rows.map((r) => r.c),
      );
      return views.map((v, i) => ({
        ...v,
        id: Number(v.id),
        parentCode: rows[i].parentCode,
        status: label(STATUS_LABELS, v.status, ctx.lang),
      }));
    },
    (r) => r.id,
  );
}

export async function categoryExportCount(db: Executor, filters: z.output<typeof categoryListBody>) {
  return countOf(db, productCategory, await categoryWhere(db, filters));
}

const c = categoryAddBody.shape;
export const categoryImportRow = z.object({
  code: c.code,
  name: c.name,
  parentCode: z
    .string()
    .trim()
    .max(32)
    .transform((v) => v.toUpperCase())
    .optional(),
  sort: intCell(0, 100000).optional(),
  status: statusCell,
});
export const CATEGORY_IMPORT_COLUMNS: ImportColumn[] = [
  { key: 'code', header: CATEGORY.code, required: true, example: '010108' },
  { key: 'name', header: CATEGORY.name, required: true, example: '毛笔' },
  { key: 'parentCode', header: CATEGORY.parentCode, example: '0101' },
  { key: 'sort', header: CATEGORY.sort, example: '80' },
  { key: 'status', header: CATEGORY.status, example: '启用' },
];
type CategoryRow = z.output<typeof categoryImportRow>;

/** Levels of the codes met so far in a task's file (a parent may come earlier in the same file). */
const levelsByTask = new Map<number, Map<string, number>>();

/** The parent exists (in the catalogue or on an earlier row) and the row stays within 5 levels. */
export async function validateCategoryImportRow(db: Executor, row: CategoryRow, ctx: ImportContext): Promise<FieldError[]> {
  const refs = await refsOf(db, ctx.taskId);
  let levels = levelsByTask.get(ctx.taskId);
  if (!levels) {
    levels = new Map([...refs.categories].map(([code, cat]) => [code, cat.level]));
    levelsByTask.set(ctx.taskId, levels);
    while (levelsByTask.size > 8) levelsByTask.delete(levelsByTask.keys().next().value as number);
  }
  let level = 1;
  if (row.parentCode) {
    const parentLevel = levels.get(row.parentCode);
    if (parentLevel === undefined)
      return [{ field: 'parentCode', message: translate(ctx.lang, 'product.unknownCategory', { id: row.parentCode }) }];
    level = parentLevel + 1;
    if (level > CATEGORY_MAX_LEVEL) {
      return [
        {
          field: 'parentCode',
          message: translate(ctx.lang, 'product.categoryTooDeep', { parentId: row.parentCode, max: CATEGORY_MAX_LEVEL }),
        },
      ];
    }
  }
  levels.set(row.code, level);
  return [];
}

/** Rows in file order through the category services (parents first); the same code updates. */
export async function commitCategoryImport(tx: Tx, rows: CategoryRow[]): Promise<void> {
  for (const row of rows) {
    const idOf = async (code: string) =>
      (await tx.select({ id: productCategory.id }).from(productCategory).where(eq(productCategory.code, code)))[0]?.id;
    const parentId = row.parentCode ? await idOf(row.parentCode) : null;
    if (row.parentCode && parentId === undefined) throw importError('parentCode', 'product.unknownCategory', { id: row.parentCode });
    const body = {
      code: row.code,
      name: row.name,
      parentId: parentId === null || parentId === undefined ? null : String(parentId),
      sort: row.sort ?? 0,
      status: row.status ?? ('ENABLE' as const),
    };
    const id = await idOf(row.code);
    try {
      if (id === undefined) await addCategory(tx, body);
      else await editCategory(tx, { ...body, id: String(id) });
    } catch (err) {
      // The services name the form's field; the sheet's column is the parent code.
      if (err instanceof AppError && err.fieldErrors.some((f) => f.field === 'parentId')) {
        throw new AppError(
          err.code,
          err.messageKey,
          { ...err.params, parentId: row.parentCode },
          err.fieldErrors.map((f) => (f.field === 'parentId' ? { ...f, field: 'parentCode' } : f)),
        );
      }
      throw err;
    }
  }
}

function importError(field: string, key: MessageKey, params: Record<string, unknown>) {
  return new AppError(4000400, key, params, [{ field, message: '', messageKey: key }]);
}
