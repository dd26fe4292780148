/**
 * The goods quick search (POST /api/product/goodsCache/page) on the large catalogue: p50/p95/p99
 * server time of a mix of code prefixes, exact barcodes, name fragments (2 and 3+ characters)
 * and mnemonic prefixes. Target: p95 ≤ 30 ms at 200k SKUs. The baseline, measured in the same
 * run, is a SKU read by primary key through the same views.
 *
 *   npm run gen:large first, then:
 *   DATABASE_URL=postgres://… node --import tsx bench/sku-search.bench.ts
 *   DATA_DIR=… node --import tsx bench/sku-search.bench.ts      (PGlite; default apps/server/data)
 */
import { asc, eq, like, sql } from 'drizzle-orm';
import { searchSkus } from '../apps/server/src/modules/product/index';
import { productSku } from '../apps/server/src/modules/product/product.schema';
import { largeSkuBarcode, largeSkuCode } from '../apps/server/src/modules/product/sku-generator';
import { skuFrom } from '../apps/server/src/modules/product/sku-view';
import type { Db } from '../apps/server/src/platform/db/client';
import { openBenchDatabase } from './gen-large';

const ROUNDS = Number(process.env.ROUNDS ?? 100);
const NAME_FRAGMENTS = ['中性', '铅笔', '笔记', '档案', '彩色', '修正', '中性笔', '笔记本', '档案盒', '长尾夹', '0.5mm 黑色', '油画棒 24'];

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(label: string, times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  process.stdout.write(
    `  ${label.padEnd(22)} n=${String(sorted.length).padStart(4)}  p50 ${p50.toFixed(2).padStart(7)} ms  p95 ${p95.toFixed(2).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(2).padStart(7)} ms  max ${sorted[sorted.length - 1].toFixed(2).padStart(7)} ms\n`,
  );
  return { p50, p95 };
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const db = database.db as Db;
  try {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(productSku);
    const [{ large }] = await db.select({ large: sql<number>`count(*)::int` }).from(productSku).where(like(productSku.code, 'L______'));
    if (Number(large) < 1000) throw new Error('run npm run gen:large first (no generated SKUs found)');
    const mnemonics = (
      await db
        .select({ m: productSku.mnemonic })
        .from(productSku)
        .where(like(productSku.code, 'L______'))
        .orderBy(asc(productSku.id))
        .limit(2000)
    ).map((r) => r.m);

    const rnd = random(42);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
    const nth = () => 1 + Math.floor(rnd() * Number(large));
    const kinds = {
      'code prefix': () => largeSkuCode(nth()).slice(0, 4 + Math.floor(rnd() * 3)),
      // Every 50th generated SKU is disabled, which the picker does not offer.
      'exact barcode': () => {
        const k = nth();
        return largeSkuBarcode(k % 50 === 0 ? k - 1 : k);
      },
      'name fragment': () => pick(NAME_FRAGMENTS),
      'mnemonic prefix': () => pick(mnemonics).slice(0, 3 + Math.floor(rnd() * 3)),
    };

    process.stdout.write(`goodsCache/page on ${n} SKUs (${database.kind}), ${ROUNDS} rounds of each kind, page size 20\n`);
    // Warm the caches as a running server would be.
    for (const make of Object.values(kinds))
      for (let i = 0; i < 10; i++) await searchSkus(db, { keyword: make(), pageNum: 1, pageSize: 20, includeDisabled: false });

    const baseline: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await skuFrom(db).where(eq(productSku.code, largeSkuCode(nth())));
      baseline.push(performance.now() - started);
    }

    const all: number[] = [];
    const byKind = new Map<string, number[]>();
    const order = Object.entries(kinds);
    for (let i = 0; i < ROUNDS * order.length; i++) {
      const [kind, make] = order[i % order.length];
      const keyword = make();
      const started = performance.now();
      const page = await searchSkus(db, { keyword, pageNum: 1, pageSize: 20, includeDisabled: false });
      const ms = performance.now() - started;
      if (kind === 'exact barcode' && page.list.length !== 1) throw new Error(`barcode ${keyword} not found`);
      all.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
    const base = summary('baseline (pk read)', baseline);
    for (const [kind, times] of byKind) summary(kind, times);
    const mixed = summary('mixed', all);
    process.stdout.write(
      `p95 mixed = ${mixed.p95.toFixed(2)} ms (target ≤ 30 ms: ${mixed.p95 <= 30 ? 'met' : 'NOT met'}); ratio to baseline p95 ${(mixed.p95 / base.p95).toFixed(1)}×\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(`sku-search bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
