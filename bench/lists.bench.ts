/**
 * The big lists on the large data set: p50/p95 server time (direct service calls, as the
 * routes make them) of the movement records, the stock query and a document list, each
 * beside the goal of issue 10 §3: p95 ≤ 50 ms on 1M moves (PostgreSQL).
 *
 *   npm run gen:large first (100,000 posted profit-and-loss documents, ~1M moves), then:
 *   DATABASE_URL=postgres://… npm run bench:lists
 *   ROUNDS=60 (per case; the first 5 are warm-up and not counted)
 */
// The composition root's registrations (messages, the engine's ports), as the server makes them.
import '../apps/server/src/messages';
import '../apps/server/src/ports';
import { documentPageQuery, movementPageBody, stockQueryBody } from '@quire/contracts';
import { documentPage } from '../apps/server/src/documents/document-query';
import { stockBreakage } from '../apps/server/src/modules/inventory/inventory-documents';
import { movementPage, stockPage } from '../apps/server/src/modules/inventory/stock-query.service';
import type { Executor } from '../apps/server/src/platform/db/client';
import { openBenchDatabase } from './gen-large';

const ROUNDS = Number(process.env.ROUNDS ?? 60);
const WARM_UP = 5;
const GOAL_MS = 50;
const KEYWORDS = ['中性', '铅笔', '笔记', '档案', '彩色', '修正', '中性笔', '笔记本', '档案盒', '长尾夹', 'L00012', 'L01999'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

type Case = { label: string; run: (i: number) => Promise<{ total: number; totalCapped?: boolean }> };

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const db = database.db as Executor;
  try {
    const first = await database.executeSql(
      `select business_group_id as g, count(*)::int as n from stock_move group by 1 order by 2 desc limit 1`,
    );
    const top = first.rows[0] as { g: unknown; n: unknown } | undefined;
    if (!top || Number(top.n) < 100_000) throw new Error('run npm run gen:large first (too few stock moves)');
    const g = Number(top.g);
    const pick = async (text: string) => (await database.executeSql(text, [g])).rows as Record<string, unknown>[];
    const warehouses = (await pick(`select distinct warehouse_id as id from stock_balance where business_group_id = $1`)).map((r) =>
      String(r.id),
    );
    const skus = (
      await pick(`select sku_id as id from stock_balance where business_group_id = $1 order by hashint8(sku_id) limit 200`)
    ).map((r) => String(r.id));
    const months = (
      await pick(`select distinct to_char(bill_date, 'YYYY-MM') as m from document where business_group_id = $1 and remark = 'gen:large'`)
    )
      .map((r) => String(r.m))
      .sort();
    const bills = (
      await pick(`select bill_no from document where business_group_id = $1 and remark = 'gen:large' order by hashint8(id) limit 200`)
    ).map((r) => String(r.bill_no));
    const month = (i: number) => {
      const m = months[1 + (i % (months.length - 2))];
      const [y, mm] = m.split('-').map(Number);
      return { dateFrom: `${m}-01`, dateTo: `${m}-${String(new Date(y, mm, 0).getDate()).padStart(2, '0')}` };
    };
    const moves = (body: Record<string, unknown>) => movementPage(db, g, movementPageBody.parse(body));
    const stock = (body: Record<string, unknown>) => stockPage(db, g, stockQueryBody.parse(body));
    const docs = (body: Record<string, unknown>) => documentPage(db, g, stockBreakage, documentPageQuery.parse(body));

    const cases: Case[] = [
      { label: 'movements page 1, no filter', run: () => moves({ pageNum: 1, pageSize: 20 }) },
      { label: 'movements page 500', run: () => moves({ pageNum: 500, pageSize: 20 }) },
      {
        label: 'movements by warehouse+month',
        run: (i) => moves({ pageNum: 1, pageSize: 20, warehouseId: warehouses[i % warehouses.length], ...month(i) }),
      },
      { label: 'movements by SKU', run: (i) => moves({ pageNum: 1, pageSize: 20, skuId: skus[i % skus.length] }) },
      // A fragment of a bill number: its day and sequence without the prefix (…2026112100042).
      { label: 'movements by bill fragment', run: (i) => moves({ pageNum: 1, pageSize: 20, billNo: bills[i % bills.length].slice(6) }) },
      { label: 'stock query page 1', run: () => stock({ pageNum: 1, pageSize: 20 }) },
      { label: 'stock query by keyword', run: (i) => stock({ pageNum: 1, pageSize: 20, keyword: KEYWORDS[i % KEYWORDS.length] }) },
      {
        label: 'stock wh+hideZero+available',
        run: (i) =>
          stock({ pageNum: 1, pageSize: 20, warehouseId: warehouses[i % warehouses.length], hideZero: true, sort: 'available,desc' }),
      },
      { label: 'documents for a month', run: (i) => docs({ pageNum: 1, pageSize: 20, ...month(i) }) },
      { label: 'documents, no filter', run: () => docs({ pageNum: 1, pageSize: 20 }) },
    ];

    process.stdout.write(
      `lists on ${database.kind}: ${Number(top.n).toLocaleString('en-US')} stock moves in group ${g}, ${ROUNDS} rounds a case\n\n`,
    );
    process.stdout.write(`  ${'case'.padEnd(30)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  goal      total\n`);
    let failed = 0;
    for (const c of cases) {
      const times: number[] = [];
      let total = '';
      for (let i = 0; i < ROUNDS + WARM_UP; i++) {
        const started = performance.now();
        const page = await c.run(i);
        const ms = performance.now() - started;
        if (i >= WARM_UP) times.push(ms);
        if (i === WARM_UP) total = `${page.total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''}`;
      }
      const sorted = times.sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p95 = percentile(sorted, 95);
      const met = p95 <= GOAL_MS;
      if (!met) failed++;
      process.stdout.write(
        `  ${c.label.padEnd(30)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ≤ ${GOAL_MS} ${met ? 'MET    ' : 'NOT MET'} ${total.padStart(8)}\n`,
      );
    }
    process.stdout.write(`\n${failed === 0 ? 'all cases MET' : `${failed} case(s) NOT MET`} (p95 ≤ ${GOAL_MS} ms)\n`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(`bench:lists failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
