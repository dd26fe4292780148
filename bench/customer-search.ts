// Customer lookups on 50,000 customers: quick search (code, mnemonic, name, phone), the list
// page and its filters, against a primary-key read measured in the same run.
//
//   node --import tsx bench/customer-search.ts            (PGlite in memory)
//   DATABASE_URL=postgres://… node --import tsx bench/customer-search.ts
//   COUNT=100000 node --import tsx bench/customer-search.ts
import { sql } from 'drizzle-orm';
import { customerPage, searchCustomers } from '../apps/server/src/modules/partner/customer-query.service';
import { generateLargeCustomers, getCustomerForSale } from '../apps/server/src/modules/partner/index';
import { businessGroup } from '../apps/server/src/modules/system/access.schema';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../apps/server/src/platform/db/client';

const COUNT = Number(process.env.COUNT ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 30);

async function timed(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run(); // warm up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

async function main() {
  const database: Database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL, 2) : await openPglite(undefined);
  try {
    await migrateDatabase(database);
    const db = database.db;
    const [group] = await db
      .insert(businessGroup)
      .values({ code: `BENCH${Date.now()}`, name: `压测组织${Date.now()}`, belongType: 'ENTERPRISE' })
      .returning({ id: businessGroup.id });
    let start = Date.now();
    await generateLargeCustomers(db, group.id, COUNT);
    await database.executeSql('ANALYZE customer_info; ANALYZE customer_address');
    console.log(`${database.kind}: ${COUNT} customers generated in ${Date.now() - start} ms`);

    const [{ id: someId, mnemonic }] = (
      await db.execute(
        sql`select id, mnemonic from customer_info where business_group_id = ${group.id} order by id offset ${Math.floor(COUNT / 2)} limit 1`,
      )
    ).rows as { id: number; mnemonic: string }[];
    const g = group.id;
    const page = { pageNum: 1, pageSize: 20 };

    start = Date.now();
    const baseline = await timed(() => getCustomerForSale(db, g, Number(someId)));
    const cases: [string, () => Promise<unknown>][] = [
      ['quickSearch code prefix (Z00123)', () => searchCustomers(db, g, { keyword: 'Z00123', limit: 20, status: 'ALL' })],
      [
        `quickSearch mnemonic (${mnemonic.slice(0, 5)})`,
        () => searchCustomers(db, g, { keyword: mnemonic.slice(0, 5), limit: 20, status: 'ALL' }),
      ],
      ['quickSearch name (学海文具店12)', () => searchCustomers(db, g, { keyword: '学海文具店12', limit: 20, status: 'ALL' })],
      ['quickSearch phone (1310)', () => searchCustomers(db, g, { keyword: '1310', limit: 20, status: 'ALL' })],
      ['page 1, newest first', () => customerPage(db, g, page)],
      ['page 1, by code', () => customerPage(db, g, { ...page, sort: 'customerCode,asc' })],
      ['page 1, DISABLED only', () => customerPage(db, g, { ...page, status: 'DISABLED' })],
      ['page 1, keyword 办公用品', () => customerPage(db, g, { ...page, keyword: '办公用品' })],
    ];
    console.log(`baseline (one customer by id): ${baseline.toFixed(2)} ms (median of ${RUNS})`);
    for (const [name, run] of cases) {
      const ms = await timed(run);
      console.log(`${name.padEnd(40)} ${ms.toFixed(2).padStart(8)} ms  ${(ms / baseline).toFixed(1).padStart(6)}× baseline`);
    }
    const plan = await database.executeSql(
      `EXPLAIN SELECT id FROM customer_info WHERE business_group_id = $1 AND (customer_code LIKE $2 OR mnemonic LIKE $2 OR customer_name ILIKE $3) LIMIT 20`,
      [g, `${mnemonic}%`, '%学海文具店12%'],
    );
    console.log(`quick search plan:\n  ${plan.rows.map((r) => String(Object.values(r)[0])).join('\n  ')}`);
    console.log(`measured in ${Date.now() - start} ms`);
  } finally {
    await database.close();
  }
}

await main();
