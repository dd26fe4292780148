import { gtinCheckDigit } from '@quire/contracts';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
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
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_COMBOS, DEMO_LINES, type DemoCategory, type DemoLine } from './product.seed-data';

type SkuInsert = typeof productSku.$inferInsert;
type PackagePlan = { unitName: string; factor: number; barcode: string | null };
type SkuPlan = { sku: SkuInsert; barcode: string; packages: PackagePlan[]; line: DemoLine; variant: number };

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** An EAN-13 (or with a leading indicator digit, a GTIN-14) from its digits before the check digit. */
export function withCheckDigit(body: string): string {
  return `${body}${gtinCheckDigit(body)}`;
}

/** Prices from the purchase price: purchase < distribution < wholesale < retail; presets between. */
export function demoPrices(cost: Decimal) {
  const wholesale = cost.mul(1.25);
  const retail = Decimal.max(cost.mul(1.8).toDecimalPlaces(1, Decimal.ROUND_UP), wholesale.add(0.1));
  return {
    purchasePrice: round2(cost),
    distributionPrice: round2(cost.mul(1.12)),
    wholesalePrice: round2(wholesale),
    retailPrice: round2(retail),
    memberPrice: round2(retail.mul(0.95)),
    presetPrice1: round2(wholesale.mul(0.97)),
    presetPrice2: round2(wholesale.mul(0.95)),
    presetPrice3: round2(wholesale.mul(0.93)),
    presetPrice4: round2(wholesale.mul(0.9)),
  };
}

/** Variants that are bigger (more colours, pages, millimetres) cost more; colours of ink do not. */
function variantCost(line: DemoLine, variant: number): Decimal {
  const graded = /^(\d+(\.\d+)?(色|页|mm|cm|m|ml|g|件套|枚)|A[345]|B5|小号|中号|大号)/.test(line.variants[variant]);
  return new Decimal(line.cost).mul(graded ? 1 + 0.2 * variant : 1);
}

function dayAfter(start: string, days: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function planSkus(categoryIds: Map<string, number>, brandIds: Map<string, number>, taxItemId: number, adminId: number): SkuPlan[] {
  const plans: SkuPlan[] = [];
  const perBrand = new Map<string, number>();
  for (const line of DEMO_LINES) {
    const brand = DEMO_BRANDS.find((b) => b.code === line.brand)!;
    line.variants.forEach((variant, v) => {
      const n = (perBrand.get(brand.code) ?? 0) + 1;
      perBrand.set(brand.code, n);
      const index = plans.length;
      const seq = String(n).padStart(6, '0');
      const base = withCheckDigit(`69${brand.prefix}0${seq}`);
      const packages: PackagePlan[] = [{ unitName: line.unit, factor: 1, barcode: null }];
      if (line.box)
        packages.push({ unitName: line.box.unit, factor: line.box.factor, barcode: withCheckDigit(`69${brand.prefix}1${seq}`) });
      packages.push({ unitName: line.carton.unit, factor: line.carton.factor, barcode: withCheckDigit(`1${base.slice(0, 12)}`) });
      const name = line.name.replace('{v}', variant);
      const retired = index % 97 === 96;
      plans.push({
        line,
        variant: v,
        barcode: base,
        packages,
        sku: {
          code: `SP${String(index + 1).padStart(5, '0')}`,
          name,
          articleNo: `${line.model}-${String(v + 1).padStart(2, '0')}`,
          categoryId: categoryIds.get(line.category)!,
          brandId: brandIds.get(line.brand)!,
          model: line.model,
          unit: line.unit,
          taxItemId,
          packageFactor: String(line.carton.factor),
          length: line.size ? String(line.size.l) : null,
          width: line.size ? String(line.size.w) : null,
          height: line.size ? String(line.size.h) : null,
          weight: line.size ? String(line.size.g) : null,
          supplyMode: line.supplyMode ?? 'PROCURED',
          listingDate: dayAfter('2023-03-01', (index * 7) % 900),
          delistingDate: retired ? '2025-12-31' : null,
          ...demoPrices(variantCost(line, v)),
          mnemonic: mnemonicOf(name),
          status: retired ? 'DISABLE' : 'ENABLE',
          createdBy: adminId,
          updatedBy: adminId,
        },
      });
    });
  }
  return plans;
}

async function insertCategories(db: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let level: { node: DemoCategory; parent: string | null }[] = DEMO_CATEGORIES.map((node) => ({ node, parent: null }));
  for (let depth = 1; level.length; depth++) {
    const rows = await db
      .insert(productCategory)
      .values(
        level.map(({ node, parent }, sort) => ({
          code: node.code,
          name: node.name,
          parentId: parent === null ? null : ids.get(parent)!,
          level: depth,
          path: '',
          sort,
        })),
      )
      .returning({ id: productCategory.id, code: productCategory.code });
    for (const r of rows) ids.set(r.code, r.id);
    level = level.flatMap(({ node }) => (node.children ?? []).map((child) => ({ node: child, parent: node.code })));
  }
  // Paths from the root, one statement for the whole tree.
  await db.execute(sql`
    with recursive tree(id, path) as (
      select id, '/' || id || '/' from product_category where parent_id is null
      union all
      select c.id, t.path || c.id || '/' from product_category c join tree t on c.parent_id = t.id
    )
    update product_category c set path = tree.path from tree where tree.id = c.id`);
  return ids;
}

/**
 * Demo data of the product module, on an empty database (SEED=demo): 14 stationery brands, a
 * category tree 3–5 levels deep, 300+ SKUs with EAN-13 barcodes, 支/盒/箱 packages and prices,
 * and a few combined products. Master data is global, so the business groups are not used.
 */
export async function seedDemoProduct(db: Db, ctx: DemoContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [tax] = await tx.select({ id: productTaxItem.id }).from(productTaxItem).where(eq(productTaxItem.code, 'VAT13'));
    const brands = await tx
      .insert(productBrand)
      .values(DEMO_BRANDS.map((b, sort) => ({ code: b.code, name: b.name, nameEn: b.nameEn, sort })))
      .returning({ id: productBrand.id, code: productBrand.code });
    const brandIds = new Map(brands.map((b) => [b.code, b.id]));
    const categoryIds = await insertCategories(tx);
    const plans = planSkus(categoryIds, brandIds, tax.id, ctx.adminId);

    const combos = DEMO_COMBOS.map((combo, i) => {
      const parts = combo.components.map((c) => {
        const plan = plans.find((p) => p.line.model === c.model && p.variant === c.variant)!;
        return { plan, quantity: c.quantity };
      });
      const cost = parts.reduce((sum, p) => sum.add(new Decimal(p.plan.sku.purchasePrice!).mul(p.quantity)), new Decimal(0));
      const name = combo.name;
      return {
        parts,
        sku: {
          code: combo.code,
          name,
          categoryId: categoryIds.get('040301')!,
          model: combo.code,
          unit: '套',
          taxItemId: tax.id,
          packageFactor: '1',
          supplyMode: 'SELF' as const,
          listingDate: dayAfter('2025-07-01', i * 14),
          ...demoPrices(cost),
          mnemonic: mnemonicOf(name),
          isCombined: true,
          createdBy: ctx.adminId,
          updatedBy: ctx.adminId,
        } satisfies SkuInsert,
      };
    });

    const inserted = await tx
      .insert(productSku)
      .values([...plans.map((p) => p.sku), ...combos.map((c) => c.sku)])
      .returning({ id: productSku.id, code: productSku.code });
    const skuIds = new Map(inserted.map((r) => [r.code, r.id]));

    const packages = await tx
      .insert(productSkuPackage)
      .values([
        ...plans.flatMap((p) =>
          p.packages.map((pk, sort) => ({
            skuId: skuIds.get(p.sku.code)!,
            unitName: pk.unitName,
            factor: String(pk.factor),
            isBase: pk.factor === 1,
            sort,
          })),
        ),
        ...combos.map((c) => ({ skuId: skuIds.get(c.sku.code)!, unitName: '套', factor: '1', isBase: true, sort: 0 })),
      ])
      .returning({ id: productSkuPackage.id, skuId: productSkuPackage.skuId, unitName: productSkuPackage.unitName });
    const packageIds = new Map(packages.map((p) => [`${p.skuId}/${p.unitName}`, p.id]));

    await tx.insert(productBarcode).values(
      plans.flatMap((p) => {
        const skuId = skuIds.get(p.sku.code)!;
        return [
          { barcode: p.barcode, skuId, packageId: null, sort: 0 },
          ...p.packages.flatMap((pk, sort) =>
            pk.barcode ? [{ barcode: pk.barcode, skuId, packageId: packageIds.get(`${skuId}/${pk.unitName}`)!, sort }] : [],
          ),
        ];
      }),
    );
    await tx.insert(productSkuComponent).values(
      combos.flatMap((c) =>
        c.parts.map((part, sort) => ({
          skuId: skuIds.get(c.sku.code)!,
          componentSkuId: skuIds.get(part.plan.sku.code)!,
          quantity: String(part.quantity),
          sort,
        })),
      ),
    );
  });
}
