import { isValidGtin } from '@quire/contracts';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { productBarcode, productBrand, productCategory, productSku, productSkuComponent } from './product.schema';
import { seedDemoProduct } from './product.seed';

const t = await startTestApp();

describe('demo catalogue (happy)', () => {
  it('seeds 14 brands, a tree up to 5 levels, 300+ SKUs with valid barcodes and ordered prices, fast', async () => {
    const admin = await t.given.admin();
    const started = performance.now();
    await seedDemoProduct(t.db, { businessGroupIds: [], adminId: admin.employeeId });
    const ms = performance.now() - started;
    // A generous bound: the seed runs at every first start; it takes about 1 s on an idle machine.
    expect(ms).toBeLessThan(20_000);

    expect(await t.db.$count(productBrand)).toBe(14);
    const [{ deepest }] = await t.db.select({ deepest: sql<number>`max(${productCategory.level})::int` }).from(productCategory);
    expect(Number(deepest)).toBe(5);
    const skus = await t.db.select().from(productSku);
    expect(skus.length).toBeGreaterThanOrEqual(300);
    for (const s of skus) {
      const purchase = new Decimal(s.purchasePrice);
      expect(purchase.lt(s.wholesalePrice) && new Decimal(s.wholesalePrice).lt(s.retailPrice), s.name).toBe(true);
      expect(s.mnemonic).toMatch(/^[A-Z0-9]+$/);
    }
    const barcodes = await t.db.select({ barcode: productBarcode.barcode }).from(productBarcode);
    expect(barcodes.length).toBeGreaterThan(600);
    expect(barcodes.filter((b) => !isValidGtin(b.barcode))).toEqual([]);
    expect(barcodes.some((b) => b.barcode.startsWith('69') && b.barcode.length === 13)).toBe(true);

    // Combined products are made of enabled SKUs.
    const parts = await t.db
      .select({ status: productSku.status })
      .from(productSkuComponent)
      .innerJoin(productSku, eq(productSku.id, productSkuComponent.componentSkuId));
    expect(parts.length).toBeGreaterThan(8);
    expect(parts.every((p) => p.status === 'ENABLE')).toBe(true);

    const [sample] = await t.db.select().from(productSku).where(eq(productSku.model, 'AGP87901'));
    expect(sample.name).toBe('晨光 AGP87901 考试中性笔 0.5mm 黑色 12支/盒');
  });
});
