/**
 * The goods quick search (POST /api/product/goodsCache/page) on the large catalogue: p50/p95/p99
 * server time of a mix of code prefixes, exact barcodes, name fragments (2 and 3+ characters)
 * and mnemonic prefixes. Goal of every kind: p95 ≤ 30 ms and p99 ≤ 60 ms at 200k SKUs. The baseline, measured in the same
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

// 200 searches of each kind: the p99 is then the third-slowest, not the single slowest.
const ROUNDS = Number(process.env.ROUNDS ?? 200);
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

/** Every kind's goal (issue 10 §5): p95 ≤ 30 ms and p99 ≤ 60 ms. */
const GOAL_P95 = 30;
const GOAL_P99 = 60;

type Summary = { p50: number; p95: number; p99: number; met: boolean };

function summary(label: string, times: number[], goal = true): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const p99 = percentile(sorted, 99);
  const met = p95 <= GOAL_P95 && p99 <= GOAL_P99;
  const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;
  process.stdout.write(
    `  ${label.padEnd(20)} n=${String(sorted.length).padStart(4)}  p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  max ${ms(sorted[sorted.length - 1])}${goal ? `  ${met ? 'MET' : 'NOT MET'}` : ''}\n`,
  );
  return { p50, p95, p99, met };
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
    process.stdout.write(`  goal of every kind: p95 ≤ ${GOAL_P95} ms and p99 ≤ ${GOAL_P99} ms\n`);
    const base = summary('baseline (pk read)', baseline, false);
    const missed = [...byKind].filter(([kind, times]) => !summary(kind, times).met).map(([kind]) => kind);
    const mixed = summary('mixed', all);
    process.stdout.write(
      `${missed.length ? `goal NOT MET by: ${missed.join(', ')}` : 'goal MET by every kind'}; mixed p95 ${(mixed.p95 / base.p95).toFixed(1)}× the baseline's\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(`sku-search bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
