import {
  ErrorCode,
  isValidGtin,
  type Page,
  type SkuPackageView,
  type skuPackageAddBody,
  type skuPackageFilterBody,
  type skuPackagePageBody,
} from '@quire/contracts';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, gt, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { productBarcode, productSku, productSkuPackage } from './product.schema';
import { fieldRule, isUniqueViolation, likeContains, likePrefix, toId, toIds, violatedConstraint } from './product.util';
import { toPackageView } from './sku-view';

export type SkuPackagePageQuery = z.output<typeof skuPackagePageBody>;
export type SkuPackageFilter = z.output<typeof skuPackageFilterBody>;
export type SkuPackageRow = SkuPackageView & { skuCode: string; skuName: string; skuUnit: string };

/** A SKU has at most this many packages (the SKU form's limit). */
export const MAX_PACKAGES = 10;

/** The goods-pack list's filter: the page and its export read the same rows. */
function packageWhere(q: SkuPackageFilter): SQL | undefined {
  return and(
    q.skuId ? eq(productSkuPackage.skuId, toId(q.skuId)) : undefined,
    q.keyword
      ? or(
          like(productSku.code, likePrefix(q.keyword.toUpperCase())),
          ilike(productSku.name, likeContains(q.keyword)),
          eq(productBarcode.barcode, q.keyword),
        )
      : undefined,
  );
}

/** Packages of all SKUs (the goods-pack screen), by SKU code, name or package barcode. */
export async function skuPackagePage(db: Executor, q: SkuPackagePageQuery): Promise<Page<SkuPackageRow>> {
  const where = packageWhere(q);
  const base = () =>
    db
      .select({
        p: productSkuPackage,
        barcode: productBarcode.barcode,
        code: productSku.code,
        name: productSku.name,
        unit: productSku.unit,
      })
      .from(productSkuPackage)
      .innerJoin(productSku, eq(productSku.id, productSkuPackage.skuId))
      .leftJoin(productBarcode, eq(productBarcode.packageId, productSkuPackage.id))
      .$dynamic();
  const [rows, [{ n }]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(productSkuPackage.skuId), asc(productSkuPackage.factor))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(productSkuPackage)
      .innerJoin(productSku, eq(productSku.id, productSkuPackage.skuId))
      .leftJoin(productBarcode, eq(productBarcode.packageId, productSkuPackage.id))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...toPackageView(r.p, r.barcode), skuCode: r.code, skuName: r.name, skuUnit: r.unit })),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** Deletes packages (their barcodes go with them); the base package of a SKU stays. */
export async function deleteSkuPackages(db: Executor, wireIds: string[]): Promise<void> {
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(productSkuPackage)
      .where(inArray(productSkuPackage.id, ids))
      .orderBy(asc(productSkuPackage.id))
      .for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    const base = rows.find((r) => r.isBase);
    if (base) throw fail.rule('product.basePackageDelete', { unit: base.unitName });
    await tx.delete(productSkuPackage).where(inArray(productSkuPackage.id, ids));
  });
}

/** One export batch of the filtered packages, by package id (a keyset walk). */
export async function skuPackageExportBatch(
  db: Executor,
  q: SkuPackageFilter,
  after: number | undefined,
  limit: number,
): Promise<(SkuPackageRow & { rowId: number })[]> {
  const rows = await db
    .select({ p: productSkuPackage, barcode: productBarcode.barcode, code: productSku.code, name: productSku.name, unit: productSku.unit })
    .from(productSkuPackage)
    .innerJoin(productSku, eq(productSku.id, productSkuPackage.skuId))
    .leftJoin(productBarcode, eq(productBarcode.packageId, productSkuPackage.id))
    .where(and(packageWhere(q), after === undefined ? undefined : gt(productSkuPackage.id, after)))
    .orderBy(asc(productSkuPackage.id))
    .limit(limit);
  return rows.map((r) => ({ ...toPackageView(r.p, r.barcode), skuCode: r.code, skuName: r.name, skuUnit: r.unit, rowId: r.p.id }));
}

export async function skuPackageExportCount(db: Executor, q: SkuPackageFilter): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(productSkuPackage)
    .innerJoin(productSku, eq(productSku.id, productSkuPackage.skuId))
    .leftJoin(productBarcode, eq(productBarcode.packageId, productSkuPackage.id))
    .where(packageWhere(q));
  return Number(n);
}

/**
 * Adds a package to a SKU (商品包装 · 新增): a unit the SKU has no package of, a factor other
 * than 1 (the base package, which every SKU has), an optional barcode (a valid GTIN no SKU
 * or package uses yet), measures; at most MAX_PACKAGES per SKU. The SKU's version moves on,
 * so an editor open on it reloads before saving over the new package.
 */
export async function addSkuPackage(db: Executor, body: z.output<typeof skuPackageAddBody>): Promise<SkuPackageRow> {
  const skuId = toId(body.skuId);
  if (new Decimal(body.factor).eq(1)) throw fieldRule('factor', 'product.packageFactorBase');
  if (body.barcode && !isValidGtin(body.barcode)) throw fieldRule('barcode', 'product.barcodeInvalid');
  let skuCode = '';
  try {
    return await db.transaction(async (tx) => {
      const [sku] = await tx.select().from(productSku).where(eq(productSku.id, skuId)).for('update');
      if (!sku) throw fieldRule('skuId', 'product.skuUnknown', { id: body.skuId });
      skuCode = sku.code;
      const existing = await tx.select().from(productSkuPackage).where(eq(productSkuPackage.skuId, skuId));
      if (existing.some((p) => p.unitName === body.unitName)) {
        throw fieldRule('unitName', 'product.packageUnitTaken', { unit: body.unitName, sku: sku.code });
      }
      if (existing.some((p) => new Decimal(p.factor).eq(body.factor))) throw fieldRule('factor', 'product.packageFactorRepeated');
      if (existing.length >= MAX_PACKAGES) throw fieldRule('skuId', 'product.packageLimit', { max: MAX_PACKAGES, sku: sku.code });
      if (body.barcode) {
        const [clash] = await tx
          .select({ code: productSku.code })
          .from(productBarcode)
          .innerJoin(productSku, eq(productSku.id, productBarcode.skuId))
          .where(eq(productBarcode.barcode, body.barcode))
          .limit(1);
        if (clash) throw fail.field('barcode', 'product.barcodeTaken', { value: body.barcode, sku: clash.code }, ErrorCode.DUPLICATE);
      }
      const [created] = await tx
        .insert(productSkuPackage)
        .values({
          skuId,
          unitName: body.unitName,
          factor: body.factor,
          isBase: false,
          length: body.length,
          width: body.width,
          height: body.height,
          weight: body.weight,
          sort: Math.max(0, ...existing.map((p) => p.sort)) + 1,
        })
        .returning();
      if (body.barcode) await tx.insert(productBarcode).values({ barcode: body.barcode, skuId, packageId: created.id, sort: created.sort });
      await tx
        .update(productSku)
        .set({ version: sql`${productSku.version} + 1`, updatedAt: new Date() })
        .where(eq(productSku.id, skuId));
      return { ...toPackageView(created, body.barcode), skuCode: sku.code, skuName: sku.name, skuUnit: sku.unit };
    });
  } catch (err) {
    // Two clerks adding the same unit or barcode at once: the second is told which field.
    if (isUniqueViolation(err)) {
      const constraint = violatedConstraint(err);
      if (constraint === 'product_barcode_uq')
        throw fail.field('barcode', 'product.barcodeTaken', { value: body.barcode, sku: skuCode }, ErrorCode.DUPLICATE);
      if (constraint === 'product_sku_package_unit_uq')
        throw fieldRule('unitName', 'product.packageUnitTaken', { unit: body.unitName, sku: skuCode });
    }
    throw err;
  }
}
