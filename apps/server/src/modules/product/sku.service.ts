import { ErrorCode, type SkuDetail, type skuEditBody } from '@quire/contracts';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import { canSeeCost } from '../../platform/access/field-permission';
import type { Executor, Tx } from '../../platform/db/client';
import { idArray, preparedRows } from '../../platform/db/sql-util';
import { AppError, fail } from '../../platform/http/errors';
import { mnemonicOf } from './mnemonic';
import {
  productBarcode,
  productBrand,
  productCategory,
  productSku,
  productSkuComponent,
  productSkuPackage,
  productTaxItem,
} from './product.schema';
import {
  duplicate,
  fieldRule,
  isForeignKeyViolation,
  issuesError,
  isUniqueViolation,
  toId,
  toIds,
  violatedConstraint,
} from './product.util';
import { getSkuDetail } from './sku-query.service';
import { packageFactorOf, packagesOf, type SkuInput, skuInputIssues } from './sku-rules';
import type { SkuRow } from './sku-view';

export type SkuEdit = z.output<typeof skuEditBody>;
/** Which screen saves: the goods screen may save any SKU, the combined-product screen only combined ones. */
export type SkuScope = 'any' | 'combined';
type Status = 'ENABLE' | 'DISABLE';

/** Category, brand and tax item exist; a disabled one cannot be newly chosen or kept by an enabled SKU. */
async function assertReferences(tx: Executor, body: SkuInput, current?: SkuRow): Promise<void> {
  const categoryId = toId(body.categoryId);
  const [category] = await tx
    .select({ name: productCategory.name, status: productCategory.status })
    .from(productCategory)
    .where(eq(productCategory.id, categoryId));
  if (!category) throw fieldRule('categoryId', 'product.unknownCategory', { id: body.categoryId });
  if (category.status !== 'ENABLE' && (body.status === 'ENABLE' || current?.categoryId !== categoryId)) {
    throw fieldRule('categoryId', 'product.categoryDisabled', { name: category.name });
  }
  if (body.brandId !== null) {
    const brandId = toId(body.brandId);
    const [brand] = await tx
      .select({ name: productBrand.name, status: productBrand.status })
      .from(productBrand)
      .where(eq(productBrand.id, brandId));
    if (!brand) throw fieldRule('brandId', 'product.unknownBrand', { id: body.brandId });
    if (brand.status !== 'ENABLE' && current?.brandId !== brandId)
      throw fieldRule('brandId', 'product.brandDisabled', { name: brand.name });
  }
  const taxItemId = toId(body.taxItemId);
  const [tax] = await tx
    .select({ name: productTaxItem.name, status: productTaxItem.status })
    .from(productTaxItem)
    .where(eq(productTaxItem.id, taxItemId));
  if (!tax) throw fieldRule('taxItemId', 'product.unknownTaxItem', { id: body.taxItemId });
  if (tax.status !== 'ENABLE' && current?.taxItemId !== taxItemId)
    throw fieldRule('taxItemId', 'product.taxItemDisabled', { name: tax.name });
}

/** Components exist, are not combined themselves, are enabled for an enabled SKU; a component cannot become combined. */
async function assertComponents(tx: Executor, body: SkuInput, id?: number): Promise<void> {
  if (body.components.length) {
    const ids = toIds(body.components.map((c) => c.skuId));
    const rows = await tx
      .select({ id: productSku.id, name: productSku.name, isCombined: productSku.isCombined, status: productSku.status })
      .from(productSku)
      .where(inArray(productSku.id, ids))
      .orderBy(asc(productSku.id))
      .for('share');
    const byId = new Map(rows.map((r) => [r.id, r]));
    body.components.forEach((c, i) => {
      const row = byId.get(toId(c.skuId));
      const field = `components.${i}.skuId`;
      if (!row) throw fieldRule(field, 'product.unknownComponent', { id: c.skuId });
      if (row.isCombined) throw fieldRule(field, 'product.componentNested', { name: row.name });
      if (row.status !== 'ENABLE' && body.status === 'ENABLE') throw fieldRule(field, 'product.componentDisabled', { name: row.name });
    });
  }
  if (body.isCombined && id !== undefined) {
    const parent = alias(productSku, 'parent');
    const [holder] = await tx
      .select({ combined: parent.name })
      .from(productSkuComponent)
      .innerJoin(parent, eq(parent.id, productSkuComponent.skuId))
      .where(eq(productSkuComponent.componentSkuId, id))
      .limit(1);
    if (holder) throw fieldRule('isCombined', 'product.combinedHasParents', { name: body.name, combined: holder.combined });
  }
}

/** The code and every barcode (the SKU's and its packages') are free, apart from the SKU's own. */
async function assertUnique(tx: Executor, body: SkuInput, id?: number): Promise<void> {
  const notSelf = id === undefined ? undefined : ne(productSku.id, id);
  const [taken] = await tx
    .select({ id: productSku.id })
    .from(productSku)
    .where(and(eq(productSku.code, body.code), notSelf));
  if (taken) throw duplicate('code', 'product.field.skuCode', body.code);

  const fields = new Map<string, string>();
  for (const [i, b] of body.barcodes.entries()) fields.set(b, `barcodes.${i}`);
  packagesOf(body).forEach((p, i) => {
    if (p.barcode) fields.set(p.barcode, `packages.${i}.barcode`);
  });
  if (!fields.size) return;
  const [clash] = await tx
    .select({ barcode: productBarcode.barcode, code: productSku.code })
    .from(productBarcode)
    .innerJoin(productSku, eq(productSku.id, productBarcode.skuId))
    .where(and(inArray(productBarcode.barcode, [...fields.keys()]), id === undefined ? undefined : ne(productBarcode.skuId, id)))
    .limit(1);
  if (clash) {
    throw fail.field(fields.get(clash.barcode)!, 'product.barcodeTaken', { value: clash.barcode, sku: clash.code }, ErrorCode.DUPLICATE);
  }
}

/** The purchase price to write: only from a caller who may see cost, and only when given. */
export function costValues(auth: AuthContext, body: SkuInput): { purchasePrice?: string } {
  return canSeeCost(auth) && body.purchasePrice !== undefined ? { purchasePrice: body.purchasePrice } : {};
}

export function skuValues(body: SkuInput) {
  return {
    code: body.code,
    name: body.name,
    articleNo: body.articleNo,
    categoryId: toId(body.categoryId),
    brandId: body.brandId === null ? null : toId(body.brandId),
    model: body.model,
    unit: body.unit,
    taxItemId: toId(body.taxItemId),
    packageFactor: packageFactorOf(body),
    length: body.length,
    width: body.width,
    height: body.height,
    weight: body.weight,
    supplyMode: body.supplyMode,
    listingDate: body.listingDate,
    delistingDate: body.delistingDate,
    presetPrice1: body.presetPrice1,
    presetPrice2: body.presetPrice2,
    presetPrice3: body.presetPrice3,
    presetPrice4: body.presetPrice4,
    retailPrice: body.retailPrice,
    wholesalePrice: body.wholesalePrice,
    distributionPrice: body.distributionPrice,
    memberPrice: body.memberPrice,
    mnemonic: body.mnemonic ?? mnemonicOf(body.name),
    isCombined: body.isCombined,
    status: body.status,
    remark: body.remark,
  };
}

/**
 * Makes the SKU's packages, barcodes and components those of the body. Kept packages (by id)
 * keep their ids; the others are deleted and new ones inserted. Unit names are parked first so
 * that swapping two units does not trip the unique index halfway.
 */
export async function writeSkuParts(tx: Tx, skuId: number, body: SkuInput, isNew: boolean): Promise<void> {
  const packages = packagesOf(body);
  const keep = packages.filter((p) => p.id !== undefined).map((p) => toId(p.id!));
  if (!isNew) {
    const existing = await tx.select({ id: productSkuPackage.id }).from(productSkuPackage).where(eq(productSkuPackage.skuId, skuId));
    packages.forEach((p, i) => {
      if (p.id !== undefined && !existing.some((e) => e.id === toId(p.id!))) {
        throw fieldRule(`packages.${i}.id`, 'product.packageNotOfSku', { id: p.id });
      }
    });
    await tx.delete(productBarcode).where(eq(productBarcode.skuId, skuId));
    await tx.delete(productSkuComponent).where(eq(productSkuComponent.skuId, skuId));
    await tx
      .delete(productSkuPackage)
      .where(and(eq(productSkuPackage.skuId, skuId), keep.length ? notInArray(productSkuPackage.id, keep) : undefined));
    if (keep.length) {
      await tx
        .update(productSkuPackage)
        .set({ unitName: sql`'#' || ${productSkuPackage.id}`, isBase: false })
        .where(inArray(productSkuPackage.id, keep));
    }
  } else if (keep.length) {
    throw fieldRule('packages.0.id', 'product.packageNotOfSku', { id: packages.find((p) => p.id)?.id });
  }

  const packageIds = new Map<string, number>();
  const fresh = [];
  for (const [sort, p] of packages.entries()) {
    const values = {
      skuId,
      unitName: p.unitName,
      factor: p.factor,
      isBase: p.factor === '1',
      length: p.length,
      width: p.width,
      height: p.height,
      weight: p.weight,
      sort,
    };
    if (p.id !== undefined) {
      await tx
        .update(productSkuPackage)
        .set(values)
        .where(eq(productSkuPackage.id, toId(p.id)));
      packageIds.set(p.unitName, toId(p.id));
    } else fresh.push(values);
  }
  if (fresh.length) {
    const inserted = await tx
      .insert(productSkuPackage)
      .values(fresh)
      .returning({ id: productSkuPackage.id, unitName: productSkuPackage.unitName });
    for (const r of inserted) packageIds.set(r.unitName, r.id);
  }

  const barcodes = [
    ...body.barcodes.map((barcode, sort) => ({ barcode, skuId, packageId: null, sort })),
    ...packages.flatMap((p, sort) => (p.barcode ? [{ barcode: p.barcode, skuId, packageId: packageIds.get(p.unitName)!, sort }] : [])),
  ];
  if (barcodes.length) await tx.insert(productBarcode).values(barcodes);
  if (body.components.length) {
    await tx
      .insert(productSkuComponent)
      .values(body.components.map((c, sort) => ({ skuId, componentSkuId: toId(c.skuId), quantity: c.quantity, sort })));
  }
}

function uniqueRefusal(err: unknown, body: SkuInput): unknown {
  if (!isUniqueViolation(err)) return err;
  const constraint = violatedConstraint(err);
  if (constraint === 'product_barcode_uq') return duplicate('barcodes', 'product.field.barcode', body.barcodes.join(', '));
  if (constraint === 'product_sku_package_unit_uq') return fieldRule('packages', 'product.packageUnitRepeated');
  return duplicate('code', 'product.field.skuCode', body.code);
}

function assertScope(scope: SkuScope, isCombined: boolean, name: string): void {
  if (scope === 'combined' && !isCombined) throw fail.rule('product.notCombined', { name });
}

/** Adds a SKU with its packages, barcodes and components in one transaction. */
export async function addSku(db: Executor, auth: AuthContext, body: SkuInput, scope: SkuScope = 'any'): Promise<SkuDetail> {
  assertScope(scope, body.isCombined, body.name);
  const issues = skuInputIssues(body);
  if (issues.length) throw issuesError(issues);
  const id = await db.transaction(async (tx) => {
    await assertReferences(tx, body);
    await assertComponents(tx, body);
    await assertUnique(tx, body);
    try {
      const [row] = await tx
        .insert(productSku)
        .values({ ...skuValues(body), ...costValues(auth, body), createdBy: auth.employeeId, updatedBy: auth.employeeId })
        .returning({ id: productSku.id });
      await writeSkuParts(tx, row.id, body, true);
      return row.id;
    } catch (err) {
      throw uniqueRefusal(err, body);
    }
  });
  return getSkuDetail(db, id);
}

/** Updates a SKU and replaces its packages, barcodes and components; a stale version is refused. */
export async function editSku(db: Executor, auth: AuthContext, body: SkuEdit, scope: SkuScope = 'any'): Promise<SkuDetail> {
  const id = toId(body.id);
  const issues = skuInputIssues(body, id);
  if (issues.length) throw issuesError(issues);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(productSku).where(eq(productSku.id, id)).for('update');
    if (!current) throw fail.notFound();
    assertScope(scope, current.isCombined && body.isCombined, current.name);
    if (body.version !== undefined && body.version !== current.version) {
      throw new AppError(ErrorCode.VERSION_CONFLICT, 'product.skuVersionConflict', { name: current.name });
    }
    if (body.status === 'DISABLE' && current.status === 'ENABLE') await assertNotEnabledComponent(tx, [id]);
    await assertReferences(tx, body, current);
    await assertComponents(tx, body, id);
    await assertUnique(tx, body, id);
    try {
      await tx
        .update(productSku)
        .set({
          ...skuValues(body),
          ...costValues(auth, body),
          version: current.version + 1,
          updatedBy: auth.employeeId,
          updatedAt: new Date(),
        })
        .where(eq(productSku.id, id));
      await writeSkuParts(tx, id, body, false);
    } catch (err) {
      throw uniqueRefusal(err, body);
    }
  });
  return getSkuDetail(db, id);
}

/** Refuses disabling SKUs that an enabled combined product (outside the set) is made of. */
async function assertNotEnabledComponent(tx: Executor, ids: number[]): Promise<void> {
  const parent = alias(productSku, 'parent');
  const child = alias(productSku, 'child');
  const [holder] = await tx
    .select({ name: child.name, combined: parent.name })
    .from(productSkuComponent)
    .innerJoin(parent, eq(parent.id, productSkuComponent.skuId))
    .innerJoin(child, eq(child.id, productSkuComponent.componentSkuId))
    .where(and(inArray(productSkuComponent.componentSkuId, ids), notInArray(parent.id, ids), eq(parent.status, 'ENABLE')))
    .limit(1);
  if (holder) throw fail.rule('product.isComponentOf', holder);
}

async function lockSkus(tx: Tx, ids: number[]): Promise<SkuRow[]> {
  const rows = await tx.select().from(productSku).where(inArray(productSku.id, ids)).orderBy(asc(productSku.id)).for('update');
  if (rows.length !== ids.length) throw fail.notFound();
  return rows;
}

/**
 * Enables or disables SKUs. Disabling a component of an enabled combined product is refused;
 * enabling needs an enabled category and, for a combined product, enabled components.
 */
export async function setSkuStatus(
  db: Executor,
  auth: AuthContext,
  wireIds: string[],
  status: Status,
  scope: SkuScope = 'any',
): Promise<void> {
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows = await lockSkus(tx, ids);
    for (const r of rows) assertScope(scope, r.isCombined, r.name);
    if (status === 'DISABLE') await assertNotEnabledComponent(tx, ids);
    else {
      const [offCategory] = await tx
        .select({ name: productCategory.name })
        .from(productSku)
        .innerJoin(productCategory, eq(productCategory.id, productSku.categoryId))
        .where(and(inArray(productSku.id, ids), ne(productCategory.status, 'ENABLE')))
        .limit(1);
      if (offCategory) throw fail.rule('product.categoryDisabled', offCategory);
      const component = alias(productSku, 'component');
      const [offComponent] = await tx
        .select({ name: component.name })
        .from(productSkuComponent)
        .innerJoin(component, eq(component.id, productSkuComponent.componentSkuId))
        .where(and(inArray(productSkuComponent.skuId, ids), notInArray(component.id, ids), ne(component.status, 'ENABLE')))
        .limit(1);
      if (offComponent) throw fail.rule('product.componentDisabled', offComponent);
    }
    await tx
      .update(productSku)
      .set({ status, version: sql`${productSku.version} + 1`, updatedBy: auth.employeeId, updatedAt: new Date() })
      .where(and(inArray(productSku.id, ids), ne(productSku.status, status)));
  });
}

/**
 * Deletes SKUs never used by a document or stock; a used one must be disabled instead. A
 * component of a combined product outside the set cannot go either.
 */
export async function deleteSkus(db: Executor, wireIds: string[], scope: SkuScope = 'any'): Promise<void> {
  const ids = toIds(wireIds);
  let names: SkuRow[] = [];
  try {
    await db.transaction(async (tx) => {
      const rows = await lockSkus(tx, ids);
      names = rows;
      for (const r of rows) assertScope(scope, r.isCombined, r.name);
      const used = rows.find((r) => r.used);
      if (used) throw fail.rule('product.skuInUse', { name: used.name });
      const parent = alias(productSku, 'parent');
      const child = alias(productSku, 'child');
      const [holder] = await tx
        .select({ name: child.name, combined: parent.name })
        .from(productSkuComponent)
        .innerJoin(parent, eq(parent.id, productSkuComponent.skuId))
        .innerJoin(child, eq(child.id, productSkuComponent.componentSkuId))
        .where(and(inArray(productSkuComponent.componentSkuId, ids), notInArray(parent.id, ids)))
        .limit(1);
      if (holder) throw fail.rule('product.componentOfDelete', holder);
      await tx.delete(productSkuComponent).where(inArray(productSkuComponent.skuId, ids));
      await tx.delete(productSku).where(inArray(productSku.id, ids));
    });
  } catch (err) {
    // Another module's row still points at one of them (a document line, a stock row).
    if (isForeignKeyViolation(err)) throw fail.rule('product.skuInUse', { name: names[0]?.name ?? '' });
    throw err;
  }
}

/** Marks SKUs as used by a document or stock row (called by other modules): they can no longer be deleted. */
export async function markSkusUsed(db: Executor, skuIds: number[]): Promise<void> {
  if (!skuIds.length) return;
  // One text for any number of ids: a named statement, as every document's save and review ask it.
  await preparedRows(db, sql`update product_sku set used = true where id = any(${idArray([...new Set(skuIds)])}) and not used`);
}
