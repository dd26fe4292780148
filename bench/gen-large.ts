/**
 * npm run gen:large — fills a database with large volumes for the benchmarks and for trying
 * the screens at scale: 200,000 SKUs (product module) and, when the partner module offers it,
 * 50,000 customers of the first enterprise business group.
 *
 *   DATABASE_URL=postgres://… npm run gen:large     PostgreSQL
 *   DATA_DIR=./some/folder npm run gen:large        PGlite (default: apps/server/data, as npm start)
 *   LARGE_SKUS=200000 LARGE_CUSTOMERS=50000         volumes (re-running tops up, never duplicates SKUs)
 *   LARGE_DOCUMENTS=100000 LARGE_BALANCES=150000    posted profit-and-loss documents of 10 lines each
 *                                                   (~1M stock moves) over ~150k (warehouse, SKU)
 *                                                   balances of the first group; generated once
 *
 * The documents are written set-based (INSERT … SELECT over generate_series) in one
 * transaction, consistent as posting would leave them: document, lines and audit, the moves
 * with their running balance, the balances, the SKUs' moving-average cost (constant per SKU:
 * every gain comes in at it), the bill-number counters and the SKUs marked used. Dated over
 * the last 365 days before today; demo SKUs (which already moved) are left out.
 *
 * The database is migrated and seeded first, as `npm start` would.
 */
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { generateLargeSkus } from '../apps/server/src/modules/product/sku-generator';
import { businessGroup } from '../apps/server/src/modules/system/access.schema';
// The document engine's ports (the demo seed posts documents), as the app installs them.
import '../apps/server/src/ports';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, type Executor, migrateDatabase, openPglite, openPostgres } from '../apps/server/src/platform/db/client';
import { seedDatabase } from '../apps/server/src/seed/seed';

type CustomerGenerator = (db: Executor, businessGroupId: number, count: number) => Promise<number>;

export async function openBenchDatabase(): Promise<Database> {
  const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR || path.resolve(import.meta.dirname, '../apps/server/data') });
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** The demo company: the first enterprise business group, where the large data goes. */
async function firstEnterprise(database: Database): Promise<{ id: number; name: string } | undefined> {
  const [group] = await database.db
    .select({ id: businessGroup.id, name: businessGroup.name })
    .from(businessGroup)
    .where(eq(businessGroup.belongType, 'ENTERPRISE'))
    .orderBy(asc(businessGroup.id))
    .limit(1);
  return group;
}

async function largeCustomers(database: Database, count: number): Promise<string> {
  if (count <= 0) return 'customers: skipped (LARGE_CUSTOMERS=0)';
  // The partner module owns customers; its generator is used only if it exports one.
  let partner: Record<string, unknown>;
  try {
    partner = (await import('../apps/server/src/modules/partner/index')) as Record<string, unknown>;
  } catch (err) {
    return `customers: skipped (modules/partner could not be loaded: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`;
  }
  const generate = partner.generateLargeCustomers as CustomerGenerator | undefined;
  if (!generate) return 'customers: skipped (modules/partner does not export generateLargeCustomers)';
  const group = await firstEnterprise(database);
  if (!group) return 'customers: skipped (no enterprise business group)';
  // Its codes are Z0000001…; a second run would collide, so it runs once per database.
  const done = await database.executeSql(`select 1 from customer_info where business_group_id = $1 and customer_code = 'Z0000001'`, [
    group.id,
  ]);
  if (done.rows.length) return `customers: already generated in ${group.name}`;
  const started = performance.now();
  const n = await generate(database.db, group.id, count);
  return `customers: ${n} in ${group.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`;
}

/** The profit-and-loss documents and their moves (see the header); returns a line of output. */
async function largeMoves(database: Database, documents: number, balances: number): Promise<string> {
  if (documents <= 0) return 'moves: skipped (LARGE_DOCUMENTS=0)';
  const LINES = 10;
  const group = await firstEnterprise(database);
  if (!group) return 'moves: skipped (no enterprise business group)';
  const g = group.id;
  const done = await database.executeSql(`select 1 from document where business_group_id = $1 and remark = 'gen:large' limit 1`, [g]);
  if (done.rows.length) return `moves: already generated in ${group.name}`;
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    const one = async (text: string) => Number(((await run(text)) as unknown as { rows: { n: unknown }[] }).rows[0].n);
    await run(`create temp table gl_wh on commit drop as
      select (row_number() over (order by id) - 1)::int as idx, id from logical_warehouse where business_group_id = ${g} and status = 'ENABLE'`);
    const w = await one('select count(*)::int as n from gl_wh');
    if (w === 0) throw new Error('no enabled logical warehouse in the first group');
    const perWarehouse = Math.ceil(balances / w);
    await run(`create temp table gl_sku on commit drop as
      select (row_number() over (order by s.id) - 1)::int as idx, s.id, ((s.id % 997) + 100) / 100.0 as cost
      from product_sku s where not exists (select 1 from sku_cost c where c.business_group_id = ${g} and c.sku_id = s.id)
      order by s.id limit ${perWarehouse}`);
    const skus = await one('select count(*)::int as n from gl_sku');
    if (skus < LINES) throw new Error(`too few SKUs without stock (${skus}): run with LARGE_SKUS first`);
    await run('create unique index on gl_sku (idx)');
    const admin = await one(`select coalesce((select id from employee where employee_no = 'admin'), 1) as n`);
    // Ids taken from the sequences up front, so lines and moves can name their document.
    const reserve = async (table: string, n: number) =>
      one(`select nextval(pg_get_serial_sequence('${table}', 'id')) as n, setval(pg_get_serial_sequence('${table}', 'id'),
        currval(pg_get_serial_sequence('${table}', 'id')) + ${n})`);
    const docBase = await reserve('document', documents);
    const lineBase = await reserve('document_line', documents * LINES);
    const moveBase = await reserve('stock_move', documents * LINES);
    // Document d: warehouse d % w, its round r = d / w; the first pass over the SKUs (rounds
    // below skus / LINES) only gains, later every fourth document is a loss of 1 a line.
    await run(`create temp table gl_doc on commit drop as
      select d, ${docBase} + d as id, (select id from gl_wh where idx = d % ${w}) as warehouse_id, d / ${w} as r,
        (current_date - 365 + (d * 365 / ${documents})::int) as day,
        (d / ${w} >= ${Math.ceil(skus / LINES)} and d % 4 = 3) as loss
      from generate_series(0, ${documents - 1}) d`);
    await run(`create temp table gl_line on commit drop as
      select x.d, x.k, ${lineBase} + x.d * ${LINES} + x.k - 1 as line_id, ${moveBase} + x.d * ${LINES} + x.k - 1 as move_id,
        x.id as document_id, x.warehouse_id, x.day, s.id as sku_id, s.cost,
        case when x.loss then -1 else 10 + (x.d * ${LINES} + x.k) % 20 end::numeric as qty
      from (select gl_doc.*, k from gl_doc, generate_series(1, ${LINES}) k) x
      join gl_sku s on s.idx = ((x.r * ${LINES} + x.k - 1)::bigint * 7919) % ${skus}`);
    await run(`create temp table gl_bill on commit drop as
      select d, 'BSBY' || to_char(day, 'YYYYMMDD') || lpad((row_number() over (partition by day order by d))::text, 5, '0') as bill_no
      from gl_doc`);
    await run(`insert into document (id, business_group_id, type, bill_no, status, version, bill_date, warehouse_id, remark,
        total_qty, total_amount, header, created_by, reviewed_by, completed_by, reviewed_at, completed_at, created_at, updated_at)
      select x.id, ${g}, 'STOCK_BREAKAGE', b.bill_no, 'COMPLETE', 1, x.day, x.warehouse_id, 'gen:large', t.qty, t.amount,
        jsonb_build_object('reason', case when x.loss then '损耗' else '盘盈' end), ${admin}, ${admin}, ${admin},
        x.day + time '10:00', x.day + time '10:00', x.day + time '09:00', x.day + time '10:00'
      from gl_doc x join gl_bill b using (d)
      join (select d, sum(qty) as qty, sum(round(qty * cost, 2)) as amount from gl_line group by d) t using (d)`);
    await run(`insert into document_line (id, document_id, business_group_id, line_no, sku_id, qty, unit_cost, amount, extra)
      select line_id, document_id, ${g}, k, sku_id, qty, cost, round(qty * cost, 2), '{"remark": null}'::jsonb from gl_line`);
    await run(`insert into document_audit (business_group_id, document_id, operation, from_status, to_status, employee_id, at)
      select ${g}, x.id, o.op, o.from_status, o.to_status, ${admin}, x.day + o.t
      from gl_doc x, (values ('SAVE', null, 'DRAFT', time '09:00'), ('REVIEW', 'DRAFT', 'REVIEWED', time '10:00'),
        ('COMPLETE', 'REVIEWED', 'COMPLETE', time '10:00')) o(op, from_status, to_status, t)
      order by x.id, o.t, o.op desc`);
    await run(`insert into stock_move (id, business_group_id, document_type, document_id, document_line_id, bill_no, warehouse_id, sku_id,
        qty, unit_cost, amount, balance_qty_after, bill_date, moved_at)
      select l.move_id, ${g}, 'STOCK_BREAKAGE', l.document_id, l.line_id, b.bill_no, l.warehouse_id, l.sku_id, l.qty, l.cost,
        round(l.qty * l.cost, 2), sum(l.qty) over (partition by l.warehouse_id, l.sku_id order by l.move_id), l.day, l.day + time '10:00'
      from gl_line l join gl_bill b using (d) order by l.move_id`);
    await run(`insert into stock_balance (business_group_id, warehouse_id, sku_id, on_hand, locked, updated_at)
      select ${g}, warehouse_id, sku_id, sum(qty), 0, max(day) + time '10:00' from gl_line group by warehouse_id, sku_id`);
    await run(`insert into sku_cost (business_group_id, sku_id, qty, amount, unit_cost, updated_at)
      select ${g}, sku_id, sum(qty), sum(round(qty * cost, 2)), min(cost), max(day) + time '10:00' from gl_line group by sku_id`);
    await run(`insert into document_number_counter (business_group_id, type, day, seq)
      select ${g}, 'STOCK_BREAKAGE', day, count(*) from gl_doc group by day
      on conflict (business_group_id, type, day) do update set seq = greatest(document_number_counter.seq, excluded.seq)`);
    await run('update product_sku set used = true where id in (select id from gl_sku) and not used');
  });
  const [moves, held] = await Promise.all([
    database.executeSql(`select count(*)::int as n from stock_move where business_group_id = $1`, [g]),
    database.executeSql(`select count(*)::int as n from stock_balance where business_group_id = $1`, [g]),
  ]);
  const n = (r: { rows: unknown[] }) => Number((r.rows[0] as { n: unknown }).n);
  return `moves: ${documents} posted profit-and-loss documents in ${group.name}: ${n(moves)} stock moves, ${n(held)} balances (${((performance.now() - started) / 1000).toFixed(1)} s)`;
}

async function main(): Promise<void> {
  const skuCount = Number(process.env.LARGE_SKUS ?? 200_000);
  const customerCount = Number(process.env.LARGE_CUSTOMERS ?? 50_000);
  const documentCount = Number(process.env.LARGE_DOCUMENTS ?? 100_000);
  const balanceCount = Number(process.env.LARGE_BALANCES ?? 150_000);
  // Demo data first (on an empty database), as `npm start` with SEED=demo.
  const config = loadConfig({ ...process.env, SEED: process.env.SEED || 'demo' });
  const database = await openBenchDatabase();
  try {
    await migrateDatabase(database);
    const seeded = await seedDatabase(database.db, config);
    for (const a of seeded.accounts) process.stdout.write(`account ${a.employeeNo} ${a.password} (${a.description})\n`);
    const started = performance.now();
    let last = 0;
    const n = await generateLargeSkus(database.db, skuCount, (done) => {
      if (done - last >= 20_000 || done === skuCount) {
        last = done;
        process.stdout.write(`  SKUs ${done}/${skuCount} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
      }
    });
    process.stdout.write(`SKUs: ${n} inserted (${database.kind}, ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    process.stdout.write(`${await largeCustomers(database, customerCount)}\n`);
    process.stdout.write(`${await largeMoves(database, documentCount, balanceCount)}\n`);
    // Fresh statistics and visibility maps (index-only scans of the list pages).
    await database.db.execute(database.kind === 'pg' ? sql`vacuum analyze` : sql`analyze`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    process.stderr.write(`gen:large failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
