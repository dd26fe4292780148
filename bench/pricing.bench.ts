/**
 * npm run bench:pricing — the price of a 50-line sale order (POST /api/customer/skuPricePolicy/list's
 * service) on PostgreSQL with the demo company plus 200,000 SKUs and a busy pricing setup:
 * a policy with 5,000 special prices, 300 running promotions (tiers of SKUs and categories),
 * goods lists of 2,000 goods each. Prints the server time per call (p50, p95) and the SQL
 * statements one call issues, each beside its goal (p95 ≤ 5 ms, ≤ 6 statements); then the CPU
 * per call, how often the connections ran the prepared statement on a generic plan (planned once)
 * or a custom one (planned each call), and Node's garbage collections during the calls.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:pricing
 * (default: TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres; a scratch
 * database is created beside it and dropped afterwards). BENCH_SKUS=200000, BENCH_CALLS=1000,
 * BENCH_WARMUP=200: the calls timed against the goal come after that many of their own kind, as
 * a running server's do (the first ~50 after a start run Node's code before it is optimized and
 * read index pages PostgreSQL has not cached yet: up to twice as slow); the warm-up's own p50/p95
 * are printed beside, not judged.
 * BENCH_KEEP=1 keeps the scratch database; BENCH_REUSE=<its name> runs on it again without
 * building the data (after a schema change: the migrations are applied first).
 * BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of each statement of one call on the generic
 * plan the prepared calls run, and its fastest execution of five on that plan and planned for
 * its values; BENCH_DUMP=<file> writes the statements and their values as JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import '../apps/server/src/ports';
import { resolvePrices } from '../apps/server/src/modules/pricing/price-resolution';
import { generateLargeSkus } from '../apps/server/src/modules/product/sku-generator';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, migrateDatabase, openPostgres } from '../apps/server/src/platform/db/client';
import { seedDatabase } from '../apps/server/src/seed/seed';
import { withDatabase } from '../apps/server/test/pg-url';
import { recorder, statements } from './http-bench';

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SKUS = Number(process.env.BENCH_SKUS ?? 200_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 200);
const LINES = 50;
const P95_GOAL_MS = 5;
const STATEMENT_GOAL = 6;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** A busy pricing setup of the first group, written set-based. */
async function busyPricing(database: Database, group: number): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    with p as (
      insert into price_policy (business_group_id, code, name, base_price, method, ratio, precision, rounding_mode, scope)
      values (${group}, 'BENCH', '压测政策', 'distributionPrice', 'ADD', 8, 'JIAO', 'HALF_UP', 'ALL') returning id
    )
    insert into price_policy_special (business_group_id, policy_id, sku_id, price)
    select ${group}, p.id, s.id, 1 + (s.id % 50) / 10.0 from p, (select id from product_sku order by id desc limit 5000) s`);
  await db.execute(sql`
    update customer_info set price_policy_id = (select id from price_policy where code = 'BENCH' and business_group_id = ${group})
    where business_group_id = ${group}`);
  // 300 running promotions of two tiers, each over 40 SKUs (spread over the catalogue) and a category.
  await db.execute(sql`
    insert into promotion (business_group_id, bill_no, name, begin_date, end_date, kind, org_scope, customer_scope, tiered, status)
    select ${group}, 'CXDBENCH' || lpad(g::text, 5, '0'), '压测促销' || g, current_date - 10, current_date + 30,
           case when g % 2 = 0 then 'DISCOUNT' else 'PRICE' end, 'ALL', 'ALL', true, 'EFFECTIVE'
    from generate_series(1, 300) g`);
  await db.execute(sql`
    insert into promotion_tier (business_group_id, promotion_id, tier_no, threshold, value)
    select ${group}, p.id, t.n, case t.n when 1 then 10 else 100 end, case when p.kind = 'DISCOUNT' then 100 - t.n * 5 else t.n end
    from promotion p cross join generate_series(1, 2) t(n) where p.bill_no like 'CXDBENCH%'`);
  await db.execute(sql`
    insert into promotion_item (business_group_id, promotion_id, tier_id, kind, ref_id)
    select ${group}, t.promotion_id, t.id, 'SKU', s.id
    from promotion_tier t
    cross join lateral (select id from product_sku where id % 300 = t.promotion_id % 300 order by id limit 40) s
    where t.promotion_id in (select id from promotion where bill_no like 'CXDBENCH%')
    on conflict do nothing`);
  await db.execute(sql`
    insert into promotion_item (business_group_id, promotion_id, tier_id, kind, ref_id)
    select ${group}, t.promotion_id, t.id, 'CATEGORY', c.id
    from promotion_tier t
    cross join lateral (select id from product_category where id % 300 = t.promotion_id % 300 order by id limit 1) c
    where t.promotion_id in (select id from promotion where bill_no like 'CXDBENCH%')
    on conflict do nothing`);
  for (const kind of ['REBATE', 'NO_DISCOUNT', 'RETURN_POINTS']) {
    await db.execute(sql`
      with l as (
        insert into goods_list (business_group_id, kind, name, valid_from, valid_to)
        values (${group}, ${kind}, ${`压测${kind}`}, current_date - 30, current_date + 300) returning id
      )
      insert into goods_list_item (business_group_id, list_id, kind, ref_id)
      select ${group}, l.id, 'SKU', s.id from l, (select id from product_sku order by random() limit 2000) s`);
  }
  await db.execute(sql`analyze`);
}

async function main(): Promise<void> {
  const reuse = process.env.BENCH_REUSE;
  const name = reuse ?? `quire_bench_pricing_${process.pid}`;
  const admin = await openPostgres(SERVER, 1);
  if (!reuse) await admin.executeSql(`CREATE DATABASE ${name}`);
  let database: Database | undefined;
  try {
    const url = withDatabase(SERVER, name);
    database = await openPostgres(url, 4);
    await migrateDatabase(database);
    const db = database.db;
    const firstGroup = async (): Promise<number> => {
      const found = await db.execute(sql`select min(id)::int as "group" from business_group where belong_type = 'ENTERPRISE'`);
      return (found.rows as { group: number }[])[0].group;
    };
    if (!reuse) {
      await seedDatabase(database.db, loadConfig({ DATABASE_URL: url, SEED: 'demo', LOG_LEVEL: 'silent' }));
      const started = performance.now();
      await generateLargeSkus(database.db, SKUS);
      await busyPricing(database, await firstGroup());
      process.stdout.write(
        `data: ${SKUS} generated SKUs and the pricing setup in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
      );
    } else {
      await database.db.execute(sql`analyze`);
      process.stdout.write(`data: reused database ${name}\n`);
    }
    const group = await firstGroup();

    const customers = (
      await database.db.execute(sql`select id from customer_info where business_group_id = ${group} order by id limit 20`)
    ).rows.map((r) => Number((r as { id: unknown }).id));
    const skuIds = (
      await database.db.execute(sql`select id from product_sku where status = 'ENABLE' order by random() limit 5000`)
    ).rows.map((r) => Number((r as { id: unknown }).id));
    const today = new Date().toLocaleDateString('sv-SE');
    let n = 0;
    const order = () => ({
      customerId: customers[n % customers.length],
      billDate: today,
      lines: Array.from({ length: LINES }, (_, i) => ({
        skuId: skuIds[(n * LINES + i) % skuIds.length],
        qty: String(1 + ((n + i) % 120)),
        packageId: null,
      })),
    });
    // Warm-up: other orders, timed for the record only.
    const warmUp: number[] = [];
    for (let i = 0; i < WARM_UP; i++, n++) {
      const body = order();
      const t0 = performance.now();
      await resolvePrices(database.db, group, body);
      warmUp.push(performance.now() - t0);
    }
    warmUp.sort((a, b) => a - b);

    statements.length = 0;
    recorder.on = true;
    const priced = await resolvePrices(database.db, group, order());
    recorder.on = false;
    n++;
    const reasons = new Map<string, number>();
    for (const p of priced) reasons.set(String(p.reason), (reasons.get(String(p.reason)) ?? 0) + 1);

    // CPU per call, Node's and the PostgreSQL backends' (read from /proc when the server runs
    // here): unlike the wall time, it does not grow with the other work on the machine.
    const backendMs = async (): Promise<number | null> => {
      const pids = ((await admin.db.execute(sql`select pid from pg_stat_activity where datname = ${name}`)).rows as { pid: number }[]).map(
        (r) => r.pid,
      );
      let ticks = 0;
      try {
        for (const pid of pids) {
          const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
          ticks += Number(f[11]) + Number(f[12]);
        }
      } catch {
        return null;
      }
      return ticks * 10; // USER_HZ = 100
    };
    const times: number[] = [];
    // Node's garbage collections during the calls: a pause lands on the call it interrupts.
    const gc = { n: 0, ms: 0 };
    const gcWatch = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        gc.n++;
        gc.ms += e.duration;
      }
    });
    gcWatch.observe({ entryTypes: ['gc'] });
    const pg0 = await backendMs();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < CALLS; i++, n++) {
      const body = order();
      const t0 = performance.now();
      await resolvePrices(database.db, group, body);
      times.push(performance.now() - t0);
    }
    const cpu = process.cpuUsage(cpu0);
    await new Promise((resolve) => setImmediate(resolve));
    gcWatch.disconnect();
    const pg1 = await backendMs();
    // How the connections ran the prepared statement: planned once (generic) or on every call
    // (custom: PostgreSQL keeps planning when it estimates the generic plan dearer).
    const pool = database.pool as NonNullable<Database['pool']>;
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    let generic = 0;
    let custom = 0;
    for (const client of clients) {
      const r = await client.query(`select generic_plans, custom_plans from pg_prepared_statements where name like 'q\\_%'`);
      for (const row of r.rows as { generic_plans: string; custom_plans: string }[]) {
        generic += Number(row.generic_plans);
        custom += Number(row.custom_plans);
      }
      client.release();
    }
    const nodeCpu = (cpu.user + cpu.system) / 1000 / CALLS;
    const pgCpu = pg0 === null || pg1 === null ? null : (pg1 - pg0) / CALLS;
    times.sort((a, b) => a - b);
    const p50 = pct(times, 50);
    const p95 = pct(times, 95);
    const p99 = pct(times, 99);
    process.stdout.write(`\nreasons in one priced order: ${[...reasons].map(([r, c]) => `${r} ${c}`).join(', ')}\n`);
    process.stdout.write(`statements of one call: ${statements.length}\n`);
    for (const [i, s] of statements.entries())
      process.stdout.write(`  ${i + 1}. ${s.text.replace(/\s+/g, ' ').slice(0, 90)}… (${s.ms.toFixed(2)} ms)\n`);
    if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(statements, null, 1));
    if (process.env.BENCH_EXPLAIN) {
      // Each statement twice: planned for its values (what EXPLAIN of the text shows), and on the
      // generic plan a prepared statement runs once PostgreSQL settles on it (the calls above).
      // The fastest of five each (the machine is shared): what the statement costs the server.
      const client = await pool.connect();
      try {
        for (const [i, s] of statements.entries()) {
          const literals = (s.values ?? []).map((v) => (v === null ? 'null' : client.escapeLiteral(String(v))));
          await client.query(`prepare bench_generic as ${s.text}`);
          await client.query('set plan_cache_mode = force_generic_plan');
          const ways = [
            { name: 'planned for its values', text: s.text, values: s.values ?? [] },
            { name: 'generic plan', text: `execute bench_generic(${literals.join(', ')})`, values: [] },
          ];
          for (const way of ways) {
            const runs: { planning: number; execution: number }[] = [];
            for (let k = 0; k < 5; k++) {
              const r = await client.query(`explain (analyze, timing off, format json) ${way.text}`, way.values);
              const [top] = r.rows[0]['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number }[];
              runs.push({ planning: top['Planning Time'], execution: top['Execution Time'] });
            }
            const fastest = runs.reduce((a, b) => (b.execution < a.execution ? b : a));
            process.stdout.write(
              `\n-- statement ${i + 1}, ${way.name}: execution ${fastest.execution.toFixed(2)} ms, planning ${fastest.planning.toFixed(2)} ms (fastest of 5, without per-node timing)\n`,
            );
          }
          const plan = await client.query(`explain (analyze, buffers) ${ways[1].text}`);
          process.stdout.write(`${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
          await client.query('reset plan_cache_mode');
          await client.query('deallocate bench_generic');
        }
      } finally {
        client.release();
      }
    }
    process.stdout.write(
      `\n| figure | measured | goal |\n|---|---|---|\n` +
        `| the ${WARM_UP} warm-up calls after the start, p50 / p95 | ${pct(warmUp, 50)?.toFixed(2) ?? '—'} / ${pct(warmUp, 95)?.toFixed(2) ?? '—'} ms | — (not judged) |\n` +
        `| price a ${LINES}-line order, p50 (${CALLS} calls after the warm-up) | ${p50.toFixed(2)} ms | — |\n` +
        `| price a ${LINES}-line order, p95 | ${p95.toFixed(2)} ms | ≤ ${P95_GOAL_MS} ms (${p95 <= P95_GOAL_MS ? 'MET' : 'NOT MET'}) |\n` +
        `| price a ${LINES}-line order, p99 | ${p99.toFixed(2)} ms | — |\n` +
        `| CPU per call: Node | ${nodeCpu.toFixed(2)} ms | — |\n` +
        `| CPU per call: PostgreSQL backend | ${pgCpu === null ? '—' : `${pgCpu.toFixed(2)} ms`} | — |\n` +
        `| SQL statements per call | ${statements.length} | ≤ ${STATEMENT_GOAL} (${statements.length <= STATEMENT_GOAL ? 'MET' : 'NOT MET'}) |\n` +
        `| executions on a generic / custom plan | ${generic} / ${custom} | — |\n` +
        `| Node garbage collections during the calls | ${gc.n} (${gc.ms.toFixed(1)} ms) | — |\n`,
    );
  } finally {
    await database?.close();
    if (process.env.BENCH_KEEP || reuse) process.stdout.write(`kept database ${name}\n`);
    else await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

await main();
