import { ErrorCode, type FieldError, PRODUCT_STATUS, SUPPLY_MODES, skuAddBody, skuPackageInput } from '@quire/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Tx } from '../../platform/db/client';
import type { ImportColumn, ImportContext } from '../../platform/excel';
import { AppError } from '../../platform/http/errors';
import { type MessageKey, translate } from '../../platform/i18n/messages';
import { productBarcode, productSku, productSkuPackage } from './product.schema';
import { bulkInsert, type Issue } from './product.util';
import { fromLabel, type Refs, refsOf, STATUS_LABELS, SUPPLY_MODE_LABELS } from './product-excel.common';
import { costValues, skuValues } from './sku.service';
import { MEASURE_KEYS, PACKAGE_NUMBERS, PRICE_KEYS, packageHeaders, SKU_HEADERS } from './sku-excel.columns';
import { type SkuInput, skuInputIssues } from './sku-rules';

// The goods import: new codes added, existing ones updated, filled package columns replacing
// the packages (spec §5), validated by the form's own rules.

const s = skuAddBody.shape;
const upperCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .transform((v) => v.toUpperCase());
/** Several barcodes in one cell, separated by commas, semicolons, 、 or spaces. */
const barcodeCell = z
  .string()
  .transform((v) => v.split(/[\s,，;；、]+/).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d+$/, 'product.barcodeInvalid')).max(20));

const packageCells = <G extends number>(g: G) =>
  ({
    [`package${g}Unit`]: skuPackageInput.shape.unitName.optional(),
    [`package${g}Factor`]: skuPackageInput.shape.factor.optional(),
    [`package${g}Barcode`]: skuPackageInput.shape.barcode,
  }) as {
    [K in `package${G}Unit`]: z.ZodOptional<typeof skuPackageInput.shape.unitName>;
  } & { [K in `package${G}Factor`]: z.ZodOptional<typeof skuPackageInput.shape.factor> } & {
    [K in `package${G}Barcode`]: typeof skuPackageInput.shape.barcode;
  };

const cells = {
  code: s.code,
  name: s.name,
  categoryCode: upperCode,
  brandCode: upperCode.optional(),
  articleNo: s.articleNo,
  model: s.model,
  unit: s.unit,
  taxItemCode: upperCode,
  packageFactor: s.packageFactor,
  barcodes: barcodeCell.optional(),
  length: s.length,
  width: s.width,
  height: s.height,
  weight: s.weight,
  supplyMode: z.preprocess(fromLabel(SUPPLY_MODE_LABELS), z.enum(SUPPLY_MODES)).optional(),
  listingDate: s.listingDate,
  delistingDate: s.delistingDate,
  presetPrice1: s.presetPrice1,
  presetPrice2: s.presetPrice2,
  presetPrice3: s.presetPrice3,
  presetPrice4: s.presetPrice4,
  retailPrice: s.retailPrice,
  wholesalePrice: s.wholesalePrice,
  distributionPrice: s.distributionPrice,
  memberPrice: s.memberPrice,
  purchasePrice: s.purchasePrice,
  mnemonic: s.mnemonic,
  status: z.preprocess(fromLabel(STATUS_LABELS), z.enum(PRODUCT_STATUS)).optional(),
  remark: s.remark,
  ...packageCells(1),
  ...packageCells(2),
  ...packageCells(3),
};

/**
 * One sheet row: the SKU form's own field rules (the same zod validators), plus which cells
 * were filled — an empty cell keeps an existing SKU's value.
 */
export const skuImportRow = z.preprocess(
  (raw) => {
    const values = (raw ?? {}) as Record<string, unknown>;
    return { ...values, filled: Object.keys(values).filter((k) => values[k] !== undefined) };
  },
  z.object({ ...cells, filled: z.array(z.string()) }),
);
export type SkuImportRow = z.output<typeof skuImportRow>;
const cell = (row: SkuImportRow, key: string) => (row as Record<string, unknown>)[key] as string | null | undefined;

export const SKU_IMPORT_COLUMNS: ImportColumn[] = [
  { key: 'code', header: SKU_HEADERS.code, required: true, example: 'SP90001', width: 14 },
  { key: 'name', header: SKU_HEADERS.name, required: true, example: '得力 S01 按动中性笔 0.5mm 黑色', width: 36 },
  { key: 'categoryCode', header: SKU_HEADERS.categoryCode, required: true, example: '0101010101' },
  { key: 'brandCode', header: SKU_HEADERS.brandCode, example: 'DELI' },
  { key: 'articleNo', header: SKU_HEADERS.articleNo, example: 'S01-BK' },
  { key: 'model', header: SKU_HEADERS.model, example: 'S01' },
  { key: 'unit', header: SKU_HEADERS.unit, required: true, example: '支', width: 8 },
  { key: 'taxItemCode', header: SKU_HEADERS.taxItemCode, required: true, example: 'VAT13' },
  { key: 'packageFactor', header: SKU_HEADERS.packageFactor, example: '720' },
  { key: 'barcodes', header: SKU_HEADERS.barcodes, example: '6935205311014', width: 30 },
  ...PACKAGE_NUMBERS.flatMap((g) => {
    const ph = packageHeaders(g);
    return [
      { key: `package${g}Unit`, header: ph.unit, example: g === 1 ? '盒' : g === 2 ? '箱' : undefined },
      { key: `package${g}Factor`, header: ph.factor, example: g === 1 ? '12' : g === 2 ? '720' : undefined },
      { key: `package${g}Barcode`, header: ph.barcode },
    ];
  }),
  ...MEASURE_KEYS.map((key) => ({ key, header: SKU_HEADERS[key] })),
  { key: 'supplyMode', header: SKU_HEADERS.supplyMode, example: '外购' },
  { key: 'listingDate', header: SKU_HEADERS.listingDate, example: '2026-03-01' },
  { key: 'delistingDate', header: SKU_HEADERS.delistingDate },
  ...PRICE_KEYS.map((key) => ({
    key,
    header: SKU_HEADERS[key],
    example: key === 'retailPrice' ? '1.50' : key === 'wholesalePrice' ? '1.05' : undefined,
  })),
  { key: 'purchasePrice', header: SKU_HEADERS.purchasePrice, example: '0.85' },
  { key: 'mnemonic', header: SKU_HEADERS.mnemonic },
  { key: 'status', header: SKU_HEADERS.status, example: '启用' },
  { key: 'remark', header: SKU_HEADERS.remark },
];

type Plan = { row: SkuImportRow; input: SkuInput; current?: typeof productSku.$inferSelect; groupOf: number[]; packagesFilled: boolean };

const filledGroups = (row: SkuImportRow) =>
  PACKAGE_NUMBERS.filter((g) => row.filled.some((k) => k === `package${g}Unit` || k === `package${g}Factor` || k === `package${g}Barcode`));

/** The form's field of a rule issue, as the sheet's column. */
function columnOf(field: string, groupOf: number[]): string {
  if (field.startsWith('barcodes')) return 'barcodes';
  const m = /^packages\.(\d+)\.(\w+)$/.exec(field);
  if (m) {
    const g = groupOf[Number(m[1])];
    if (g === 0) return 'unit';
    return `package${g}${m[2] === 'unitName' ? 'Unit' : m[2] === 'factor' ? 'Factor' : 'Barcode'}`;
  }
  if (field === 'packages') return `package${groupOf.find((g, i) => i > 0 && g > 0) ?? 1}Factor`;
  return field;
}

function rowError(field: string, key: MessageKey, params: Record<string, unknown> = {}, code: ErrorCode = ErrorCode.VALIDATION_FAILED) {
  return new AppError(code, key, params, [{ field, message: '', messageKey: key }]);
}

/** The SKU input a row means; for an existing SKU, empty cells keep its values. */
function inputOf(row: SkuImportRow, refs: Refs, current?: typeof productSku.$inferSelect) {
  const filled = new Set(row.filled);
  const keep = <T>(key: string, value: T, stored: T | undefined): T => (current && !filled.has(key) ? (stored as T) : value);
  const brand = row.brandCode ? refs.brands.get(row.brandCode) : undefined;
  const packageGroups = filledGroups(row);
  const groupOf = [0, ...packageGroups];
  const packages = packageGroups.map((g) => ({
    unitName: cell(row, `package${g}Unit`) ?? '',
    factor: cell(row, `package${g}Factor`) ?? '',
    barcode: cell(row, `package${g}Barcode`) ?? null,
    length: null,
    width: null,
    height: null,
    weight: null,
  }));
  const input: SkuInput = {
    code: row.code,
    name: row.name,
    articleNo: keep('articleNo', row.articleNo, current?.articleNo),
    categoryId: String(refs.categories.get(row.categoryCode)?.id ?? 0),
    brandId: keep('brandCode', brand ? String(brand.id) : null, current?.brandId == null ? null : String(current.brandId)),
    model: keep('model', row.model, current?.model),
    unit: row.unit,
    taxItemId: String(refs.taxItems.get(row.taxItemCode)?.id ?? 0),
    packageFactor: keep('packageFactor', row.packageFactor, current?.packageFactor),
    barcodes: row.barcodes ?? [],
    length: keep('length', row.length, current?.length),
    width: keep('width', row.width, current?.width),
    height: keep('height', row.height, current?.height),
    weight: keep('weight', row.weight, current?.weight),
    supplyMode: keep('supplyMode', row.supplyMode ?? 'PROCURED', current?.supplyMode),
    listingDate: keep('listingDate', row.listingDate, current?.listingDate),
    delistingDate: keep('delistingDate', row.delistingDate, current?.delistingDate),
    presetPrice1: keep('presetPrice1', row.presetPrice1, current?.presetPrice1),
    presetPrice2: keep('presetPrice2', row.presetPrice2, current?.presetPrice2),
    presetPrice3: keep('presetPrice3', row.presetPrice3, current?.presetPrice3),
    presetPrice4: keep('presetPrice4', row.presetPrice4, current?.presetPrice4),
    retailPrice: keep('retailPrice', row.retailPrice, current?.retailPrice),
    wholesalePrice: keep('wholesalePrice', row.wholesalePrice, current?.wholesalePrice),
    distributionPrice: keep('distributionPrice', row.distributionPrice, current?.distributionPrice),
    memberPrice: keep('memberPrice', row.memberPrice, current?.memberPrice),
    // A cost field: only from a caller who may see cost, only when filled.
    purchasePrice: filled.has('purchasePrice') ? row.purchasePrice : undefined,
    mnemonic: filled.has('mnemonic') ? row.mnemonic : current && current.name === row.name ? current.mnemonic : null,
    status: keep('status', row.status ?? 'ENABLE', current?.status),
    packages:
      packageGroups.length || !current
        ? [{ unitName: row.unit, factor: '1', barcode: null, length: null, width: null, height: null, weight: null }, ...packages]
        : [],
    isCombined: false,
    components: [],
    remark: keep('remark', row.remark, current?.remark),
  };
  return { input, groupOf, packagesFilled: packageGroups.length > 0 };
}

/** Row rules needing only the reference tables (read once per task): no query per row. */
export async function validateSkuImportRow(db: Executor, row: SkuImportRow, ctx: ImportContext): Promise<FieldError[]> {
  const refs = await refsOf(db, ctx.taskId);
  const t = (key: MessageKey, params?: Record<string, unknown>) => translate(ctx.lang, key, params);
  const errors: FieldError[] = [];
  const enabled = (row.status ?? 'ENABLE') === 'ENABLE';
  const category = refs.categories.get(row.categoryCode);
  if (!category) errors.push({ field: 'categoryCode', message: t('product.unknownCategory', { id: row.categoryCode }) });
  else if (category.status !== 'ENABLE' && enabled)
    errors.push({ field: 'categoryCode', message: t('product.categoryDisabled', { name: category.name }) });
  if (row.brandCode) {
    const brand = refs.brands.get(row.brandCode);
    if (!brand) errors.push({ field: 'brandCode', message: t('product.unknownBrand', { id: row.brandCode }) });
    else if (brand.status !== 'ENABLE') errors.push({ field: 'brandCode', message: t('product.brandDisabled', { name: brand.name }) });
  }
  const tax = refs.taxItems.get(row.taxItemCode);
  if (!tax) errors.push({ field: 'taxItemCode', message: t('product.unknownTaxItem', { id: row.taxItemCode }) });
  else if (tax.status !== 'ENABLE') errors.push({ field: 'taxItemCode', message: t('product.taxItemDisabled', { name: tax.name }) });
  for (const g of filledGroups(row)) {
    if (cell(row, `package${g}Unit`) === undefined) errors.push({ field: `package${g}Unit`, message: t('excel.row.required') });
    if (cell(row, `package${g}Factor`) === undefined) errors.push({ field: `package${g}Factor`, message: t('excel.row.required') });
  }
  if (errors.length) return errors;
  const { input, groupOf } = inputOf(row, refs);
  return skuInputIssues(input).map((i: Issue) => ({ field: columnOf(i.field, groupOf), message: t(i.key) }));
}

/**
 * Saves up to a batch of rows: new codes are inserted, existing ones updated (empty cells keep
 * their values); filled package columns replace the SKU's packages (spec §5), a filled barcode
 * cell its barcodes. Multi-row statements, so 100k rows stay within a minute.
 */
export async function commitSkuImport(tx: Tx, rows: SkuImportRow[], ctx: ImportContext): Promise<void> {
  const refs = await refsOf(tx, ctx.taskId);
  const existing = await tx
    .select()
    .from(productSku)
    .where(sql`${productSku.code} = any(${sql.param([...new Set(rows.map((r) => r.code))])}::text[])`)
    .orderBy(asc(productSku.id))
    .for('update');
  const byCode = new Map(existing.map((e) => [e.code, e]));
  const plans: Plan[] = rows.map((row) => {
    const current = byCode.get(row.code);
    if (current?.isCombined) throw rowError('code', 'product.importCombined', { code: row.code });
    const { input, groupOf, packagesFilled } = inputOf(row, refs, current);
    // A new SKU's input is the one validateSkuImportRow checked; an existing one's keeps stored values.
    const issues = current ? skuInputIssues(input) : [];
    if (issues.length) throw rowError(columnOf(issues[0].field, groupOf), issues[0].key);
    return { row, input, current, groupOf, packagesFilled };
  });

  // Barcodes: one owner each, across the batch and the catalogue.
  const wanted = new Map<string, { code: string; field: string }>();
  for (const p of plans) {
    const own = [
      ...p.input.barcodes.map((b) => ({ b, field: 'barcodes' })),
      ...p.input.packages.flatMap((pk, i) => (pk.barcode ? [{ b: pk.barcode, field: columnOf(`packages.${i}.barcode`, p.groupOf) }] : [])),
    ];
    for (const { b, field } of own) {
      const other = wanted.get(b);
      if (other && other.code !== p.input.code)
        throw rowError(field, 'product.barcodeTaken', { value: b, sku: other.code }, ErrorCode.DUPLICATE);
      wanted.set(b, { code: p.input.code, field });
    }
  }
  if (wanted.size) {
    const owners = await tx
      .select({ barcode: productBarcode.barcode, code: productSku.code })
      .from(productBarcode)
      .innerJoin(productSku, eq(productSku.id, productBarcode.skuId))
      .where(sql`${productBarcode.barcode} = any(${sql.param([...wanted.keys()])}::text[])`);
    const clash = owners.find((o) => o.code !== wanted.get(o.barcode)!.code);
    if (clash) {
      throw rowError(
        wanted.get(clash.barcode)!.field,
        'product.barcodeTaken',
        { value: clash.barcode, sku: clash.code },
        ErrorCode.DUPLICATE,
      );
    }
  }

  const who = { updatedBy: ctx.auth.employeeId };
  const fresh = plans.filter((p) => !p.current);
  const ids = new Map<string, number>();
  if (fresh.length) {
    const inserted = await bulkInsert(
      tx,
      productSku,
      fresh.map((p) => ({ ...skuValues(p.input), ...costValues(ctx.auth, p.input), ...who, createdBy: ctx.auth.employeeId })),
      ['id', 'code'],
    );
    for (const r of inserted) ids.set(String(r.code), Number(r.id));
  }
  const updated = plans.filter((p) => p.current);
  for (const p of updated) {
    const current = p.current!;
    ids.set(current.code, current.id);
    await tx
      .update(productSku)
      .set({ ...skuValues(p.input), ...costValues(ctx.auth, p.input), ...who, version: current.version + 1, updatedAt: new Date() })
      .where(eq(productSku.id, current.id));
  }

  // Packages: all of a new SKU; an existing one's only when its package columns are filled.
  const replacing = updated.filter((p) => p.packagesFilled).map((p) => p.current!.id);
  if (replacing.length) await tx.delete(productSkuPackage).where(inArray(productSkuPackage.skuId, replacing));
  for (const p of updated.filter((u) => !u.packagesFilled && u.current!.unit !== u.input.unit)) {
    await tx
      .update(productSkuPackage)
      .set({ unitName: p.input.unit })
      .where(and(eq(productSkuPackage.skuId, p.current!.id), eq(productSkuPackage.isBase, true)));
  }
  const withPackages = plans.filter((p) => !p.current || p.packagesFilled);
  const packageRows = withPackages.flatMap((p) =>
    p.input.packages.map((pk, sort) => ({
      skuId: ids.get(p.input.code)!,
      unitName: pk.unitName,
      factor: pk.factor,
      isBase: new Decimal(pk.factor).eq(1),
      sort,
    })),
  );
  const packageIds = new Map<string, number>();
  if (packageRows.length) {
    const inserted = await bulkInsert(tx, productSkuPackage, packageRows, ['id', 'skuId', 'unitName']);
    for (const r of inserted) packageIds.set(`${Number(r.sku_id)}/${r.unit_name}`, Number(r.id));
  }

  // Barcodes: a filled cell replaces the SKU's own; package barcodes came with new packages.
  const rewriting = updated.filter((p) => p.row.filled.includes('barcodes')).map((p) => p.current!.id);
  if (rewriting.length)
    await tx.delete(productBarcode).where(and(inArray(productBarcode.skuId, rewriting), isNull(productBarcode.packageId)));
  const barcodeRows = plans.flatMap((p) => {
    const skuId = ids.get(p.input.code)!;
    const own =
      !p.current || p.row.filled.includes('barcodes')
        ? p.input.barcodes.map((barcode, sort) => ({ barcode, skuId, packageId: null, sort }))
        : [];
    const ofPackages =
      !p.current || p.packagesFilled
        ? p.input.packages.flatMap((pk, sort) =>
            pk.barcode ? [{ barcode: pk.barcode, skuId, packageId: packageIds.get(`${skuId}/${pk.unitName}`)!, sort }] : [],
          )
        : [];
    return [...own, ...ofPackages];
  });
  await bulkInsert(tx, productBarcode, barcodeRows);
}
