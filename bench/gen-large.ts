/**
 * npm run gen:large — fills a database with large volumes for the benchmarks and for trying
 * the screens at scale: 200,000 SKUs (product module) and, when the partner module offers it,
 * 50,000 customers of the first enterprise business group.
 *
 *   DATABASE_URL=postgres://… npm run gen:large     PostgreSQL
 *   DATA_DIR=./some/folder npm run gen:large        PGlite (default: apps/server/data, as npm start)
 *   LARGE_SKUS=200000 LARGE_CUSTOMERS=50000         volumes (re-running tops up, never duplicates SKUs)
 *
 * The database is migrated and seeded first, as `npm start` would.
 */
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { generateLargeSkus } from '../apps/server/src/modules/product/sku-generator';
import { businessGroup } from '../apps/server/src/modules/system/access.schema';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, type Executor, migrateDatabase, openPglite, openPostgres } from '../apps/server/src/platform/db/client';
import { seedDatabase } from '../apps/server/src/seed/seed';

type CustomerGenerator = (db: Executor, businessGroupId: number, count: number) => Promise<number>;

export async function openBenchDatabase(): Promise<Database> {
  const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR || path.resolve(import.meta.dirname, '../apps/server/data') });
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
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
  const [group] = await database.db
    .select({ id: businessGroup.id, name: businessGroup.name })
    .from(businessGroup)
    .where(eq(businessGroup.belongType, 'ENTERPRISE'))
    .orderBy(asc(businessGroup.id))
    .limit(1);
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

async function main(): Promise<void> {
  const skuCount = Number(process.env.LARGE_SKUS ?? 200_000);
  const customerCount = Number(process.env.LARGE_CUSTOMERS ?? 50_000);
  const config = loadConfig();
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
    await database.db.execute(sql`analyze`);
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
