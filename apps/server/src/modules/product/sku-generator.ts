import { gtinCheckDigit } from '@quire/contracts';
import Decimal from 'decimal.js';
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { mnemonicOf } from './mnemonic';
import { productBarcode, productBrand, productCategory, productSku, productSkuPackage, productTaxItem } from './product.schema';
import { demoPrices } from './product.seed';
import { DEMO_BRANDS } from './product.seed-data';
import { bulkInsert } from './product.util';

// Large volumes for benchmarks (npm run gen:large): realistic-looking stationery SKUs whose
// codes (L000001…), names, mnemonics and barcodes exercise the quick search like real data.

const MORE_BRANDS = [
  ['ZHENCAI', '真彩', 'TrueColor'],
  ['AIHAO', '爱好', 'Aihao'],
  ['BAIXUE', '白雪', 'Baixue'],
  ['GENVANA', '金万年', 'Genvana'],
  ['BAOKE', '宝克', 'Baoke'],
  ['ZHONGHUA', '中华', 'Chung Hwa'],
  ['MARIES', '马利', 'Marie’s'],
  ['HERO', '英雄', 'Hero'],
  ['SUNWOOD', '三木', 'Sunwood'],
  ['EAGLE', '益而高', 'Eagle'],
] as const;

type Kind = {
  family: string;
  group: string;
  name: string;
  unit: string;
  box: [string, number];
  carton: number;
  cost: number;
  specs: string[];
};

const INK = ['黑色', '蓝色', '红色', '墨蓝', '绿色', '紫色'];
const KINDS: Kind[] = [
  {
    group: '书写工具',
    family: '中性笔',
    name: '按动中性笔',
    unit: '支',
    box: ['盒', 12],
    carton: 576,
    cost: 0.9,
    specs: ['0.38mm', '0.5mm', '0.7mm'],
  },
  {
    group: '书写工具',
    family: '中性笔',
    name: '拔帽中性笔',
    unit: '支',
    box: ['盒', 12],
    carton: 1440,
    cost: 0.6,
    specs: ['0.38mm', '0.5mm'],
  },
  {
    group: '书写工具',
    family: '中性笔',
    name: '速干中性笔',
    unit: '支',
    box: ['盒', 10],
    carton: 500,
    cost: 3.5,
    specs: ['0.5mm', '0.7mm'],
  },
  { group: '书写工具', family: '圆珠笔', name: '圆珠笔', unit: '支', box: ['盒', 20], carton: 1200, cost: 0.5, specs: ['0.7mm', '1.0mm'] },
  {
    group: '书写工具',
    family: '铅笔',
    name: '木杆铅笔',
    unit: '支',
    box: ['盒', 12],
    carton: 1440,
    cost: 0.7,
    specs: ['HB', '2B', '2H', '4B'],
  },
  {
    group: '书写工具',
    family: '铅笔',
    name: '自动铅笔',
    unit: '支',
    box: ['盒', 12],
    carton: 600,
    cost: 6,
    specs: ['0.3mm', '0.5mm', '0.7mm'],
  },
  { group: '书写工具', family: '记号笔', name: '油性记号笔', unit: '支', box: ['盒', 10], carton: 600, cost: 1.3, specs: ['单头', '双头'] },
  { group: '书写工具', family: '记号笔', name: '荧光笔', unit: '支', box: ['盒', 10], carton: 500, cost: 2.2, specs: ['单头', '双头'] },
  { group: '书写工具', family: '笔芯', name: '中性笔芯', unit: '支', box: ['盒', 20], carton: 2000, cost: 0.3, specs: ['0.38mm', '0.5mm'] },
  {
    group: '纸品本册',
    family: '笔记本',
    name: '胶装笔记本',
    unit: '本',
    box: ['包', 10],
    carton: 200,
    cost: 1.8,
    specs: ['A5', 'B5', 'A4'],
  },
  { group: '纸品本册', family: '笔记本', name: '线圈本', unit: '本', box: ['包', 10], carton: 120, cost: 2.6, specs: ['A5', 'B5', 'A4'] },
  {
    group: '纸品本册',
    family: '便签',
    name: '便利贴',
    unit: '本',
    box: ['包', 12],
    carton: 240,
    cost: 1.3,
    specs: ['76×76mm', '76×127mm'],
  },
  {
    group: '纸品本册',
    family: '办公用纸',
    name: '复印纸',
    unit: '包',
    box: ['箱', 5],
    carton: 5,
    cost: 17,
    specs: ['A4 70g', 'A4 80g', 'A3 70g'],
  },
  { group: '办公用品', family: '文件管理', name: '文件夹', unit: '个', box: ['包', 10], carton: 100, cost: 3, specs: ['A4', 'A5'] },
  {
    group: '办公用品',
    family: '文件管理',
    name: '档案盒',
    unit: '个',
    box: ['包', 10],
    carton: 50,
    cost: 4.5,
    specs: ['35mm', '55mm', '75mm'],
  },
  { group: '办公用品', family: '装订用品', name: '订书机', unit: '台', box: ['盒', 12], carton: 48, cost: 9, specs: ['12#', '24/6'] },
  {
    group: '办公用品',
    family: '装订用品',
    name: '长尾夹',
    unit: '盒',
    box: ['包', 10],
    carton: 200,
    cost: 2,
    specs: ['15mm', '19mm', '25mm', '32mm'],
  },
  {
    group: '办公用品',
    family: '桌面用品',
    name: '固体胶',
    unit: '支',
    box: ['盒', 12],
    carton: 288,
    cost: 1.1,
    specs: ['9g', '21g', '36g'],
  },
  {
    group: '办公用品',
    family: '桌面用品',
    name: '修正带',
    unit: '个',
    box: ['盒', 12],
    carton: 480,
    cost: 1.9,
    specs: ['6m', '8m', '12m'],
  },
  {
    group: '学生用品',
    family: '美术用品',
    name: '彩色铅笔',
    unit: '盒',
    box: ['包', 6],
    carton: 48,
    cost: 15,
    specs: ['12色', '24色', '36色', '48色'],
  },
  {
    group: '学生用品',
    family: '美术用品',
    name: '水彩笔',
    unit: '盒',
    box: ['包', 6],
    carton: 60,
    cost: 7,
    specs: ['12色', '24色', '36色'],
  },
  {
    group: '学生用品',
    family: '美术用品',
    name: '油画棒',
    unit: '盒',
    box: ['包', 6],
    carton: 48,
    cost: 12,
    specs: ['12色', '25色', '36色'],
  },
  { group: '学生用品', family: '学习用品', name: '笔袋', unit: '个', box: ['包', 10], carton: 60, cost: 8, specs: ['大容量', '双层'] },
  {
    group: '学生用品',
    family: '学习用品',
    name: '直尺',
    unit: '把',
    box: ['盒', 20],
    carton: 400,
    cost: 0.6,
    specs: ['15cm', '20cm', '30cm'],
  },
];

/** A small deterministic generator (mulberry32): the same data on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ean = (body12: string) => `${body12}${gtinCheckDigit(body12)}`;

/** The base-unit barcode of large SKU number n (697 + 9 digits), as gen:large writes it. */
export const largeSkuBarcode = (n: number) => ean(`697${String(n).padStart(9, '0')}`);
export const largeSkuCode = (n: number) => `L${String(n).padStart(6, '0')}`;

/** Brands, a 3-level category tree and the VAT item the generated SKUs use (created if missing). */
async function largeReferences(db: Executor) {
  const brands = [...DEMO_BRANDS.map((b) => [b.code, b.name, b.nameEn] as const), ...MORE_BRANDS];
  await db
    .insert(productBrand)
    .values(brands.map(([code, name, nameEn], sort) => ({ code, name, nameEn, sort })))
    .onConflictDoNothing();
  const brandRows = await db
    .select({ id: productBrand.id, code: productBrand.code, name: productBrand.name })
    .from(productBrand)
    .where(
      inArray(
        productBrand.code,
        brands.map((b) => b[0]),
      ),
    );

  const groups = [...new Set(KINDS.map((k) => k.group))];
  const leafIds = new Map<string, number>();
  for (const [g, group] of groups.entries()) {
    const rootCode = `L${g + 1}`;
    const root = await upsertCategory(db, rootCode, `${group}（批量）`, null, 1, '/');
    const families = [...new Set(KINDS.filter((k) => k.group === group).map((k) => k.family))];
    for (const [f, family] of families.entries()) {
      const mid = await upsertCategory(db, `${rootCode}${String(f + 1).padStart(2, '0')}`, family, root.id, 2, root.path);
      for (const [i, kind] of KINDS.filter((k) => k.family === family && k.group === group).entries()) {
        const leaf = await upsertCategory(db, `${mid.code}${String(i + 1).padStart(2, '0')}`, kind.name, mid.id, 3, mid.path);
        leafIds.set(kind.name, leaf.id);
      }
    }
  }
  const [tax] = await db.select({ id: productTaxItem.id }).from(productTaxItem).where(eq(productTaxItem.code, 'VAT13'));
  return { brands: brandRows, leafIds, taxItemId: tax.id };
}

async function upsertCategory(db: Executor, code: string, name: string, parentId: number | null, level: number, parentPath: string) {
  const [found] = await db.select().from(productCategory).where(eq(productCategory.code, code));
  if (found) return found;
  const [row] = await db.insert(productCategory).values({ code, name, parentId, level, path: '' }).returning();
  const [saved] = await db
    .update(productCategory)
    .set({ path: `${parentPath}${row.id}/` })
    .where(eq(productCategory.id, row.id))
    .returning();
  return saved;
}

/**
 * Inserts generated SKUs L000001…L{count} (those missing), each with a base, a middle and a
 * carton package and two barcodes, in batches. Returns how many were inserted.
 */
export async function generateLargeSkus(db: Executor, count: number, onProgress?: (done: number) => void): Promise<number> {
  const refs = await largeReferences(db);
  const [{ have }] = await db.select({ have: sql<number>`count(*)::int` }).from(productSku).where(like(productSku.code, 'L______'));
  const start = Number(have) + 1;
  const mnemonics = new Map<string, string>();
  const mnemonic = (part: string) => {
    let m = mnemonics.get(part);
    if (m === undefined) {
      m = mnemonicOf(part);
      mnemonics.set(part, m);
    }
    return m;
  };
  const batch = 1000;
  let inserted = 0;
  for (let from = start; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    const rows: (typeof productSku.$inferInsert)[] = [];
    const plans: { kind: Kind; n: number }[] = [];
    for (let n = from; n <= to; n++) {
      const rnd = random(n);
      const kind = KINDS[Math.floor(rnd() * KINDS.length)];
      const brand = refs.brands[Math.floor(rnd() * refs.brands.length)];
      const spec = kind.specs[Math.floor(rnd() * kind.specs.length)];
      const color = kind.unit === '支' || kind.name === '笔袋' ? INK[Math.floor(rnd() * INK.length)] : '';
      const series = `${String.fromCharCode(65 + Math.floor(rnd() * 26))}${String.fromCharCode(65 + Math.floor(rnd() * 26))}-${100 + Math.floor(rnd() * 9900)}`;
      const name = [brand.name, series, kind.name, spec, color].filter(Boolean).join(' ');
      const cost = new Decimal(kind.cost).mul(0.7 + rnd() * 0.8).toDecimalPlaces(2);
      plans.push({ kind, n });
      rows.push({
        code: largeSkuCode(n),
        name,
        articleNo: series,
        categoryId: refs.leafIds.get(kind.name)!,
        brandId: brand.id,
        model: series,
        unit: kind.unit,
        taxItemId: refs.taxItemId,
        packageFactor: String(kind.carton),
        listingDate: `20${22 + (n % 4)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
        ...demoPrices(Decimal.max(cost, 0.1)),
        mnemonic: [brand.name, series, kind.name, spec, color].map(mnemonic).join('').slice(0, 64),
        status: n % 50 === 0 ? 'DISABLE' : 'ENABLE',
      });
    }
    await db.transaction(async (tx) => {
      const skus = await bulkInsert(tx, productSku, rows, ['id', 'code']);
      const idOf = new Map(skus.map((s) => [String(s.code), Number(s.id)]));
      const packages = await bulkInsert(
        tx,
        productSkuPackage,
        plans.flatMap(({ kind, n }) => {
          const skuId = idOf.get(largeSkuCode(n))!;
          const list = [
            { skuId, unitName: kind.unit, factor: '1', isBase: true, sort: 0 },
            { skuId, unitName: kind.box[0], factor: String(kind.box[1]), isBase: false, sort: 1 },
          ];
          if (kind.box[1] !== kind.carton && kind.box[0] !== '箱')
            list.push({ skuId, unitName: '箱', factor: String(kind.carton), isBase: false, sort: 2 });
          return list;
        }),
        ['id', 'skuId', 'sort'],
      );
      const boxOf = new Map(packages.filter((p) => Number(p.sort) === 1).map((p) => [Number(p.sku_id), Number(p.id)]));
      await bulkInsert(
        tx,
        productBarcode,
        plans.flatMap(({ n }) => {
          const skuId = idOf.get(largeSkuCode(n))!;
          return [
            { barcode: largeSkuBarcode(n), skuId, packageId: null, sort: 0 },
            { barcode: ean(`698${String(n).padStart(9, '0')}`), skuId, packageId: boxOf.get(skuId)!, sort: 1 },
          ];
        }),
      );
    });
    inserted += rows.length;
    onProgress?.(to);
  }
  return inserted;
}
