import type { Page, SkuPackageView, skuPackagePageBody } from '@quire/contracts';
import { and, asc, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { productBarcode, productSku, productSkuPackage } from './product.schema';
import { likeContains, likePrefix, toId, toIds } from './product.util';
import { toPackageView } from './sku-view';

export type SkuPackagePageQuery = z.output<typeof skuPackagePageBody>;
export type SkuPackageRow = SkuPackageView & { skuCode: string; skuName: string; skuUnit: string };

/** Packages of all SKUs (the goods-pack screen), by SKU code, name or package barcode. */
export async function skuPackagePage(db: Executor, q: SkuPackagePageQuery): Promise<Page<SkuPackageRow>> {
  const where = and(
    q.skuId ? eq(productSkuPackage.skuId, toId(q.skuId)) : undefined,
    q.keyword
      ? or(
          like(productSku.code, likePrefix(q.keyword.toUpperCase())),
          ilike(productSku.name, likeContains(q.keyword)),
          eq(productBarcode.barcode, q.keyword),
        )
      : undefined,
  );
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
