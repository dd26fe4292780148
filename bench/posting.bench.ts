/**
 * Posting throughput: 8 concurrent clients post 10-line outbound documents (profit-and-loss
 * sheets, 10 random SKUs of a 2,000-SKU catalogue in random line order, 4 warehouses; COMPLETE
 * straight from draft: review and post in one transaction) on a scratch PostgreSQL database,
 * DURATION/2 seconds before and DURATION/2 after the baseline, measured in the same run on the
 * same server: pgbench TPC-B with 8 clients (`pgbench -i` on a scratch database, then
 * `-c 8 -j 2 -T DURATION`). Both databases are vacuumed and analysed before they are timed
 * (`pgbench -i` does it to its tables). Target ratio ≥ 0.25 (issue 10 §5). The ledger is
 * verified afterwards.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/posting.bench.ts
 * Env: DURATION (s, default 20), CLIENTS (8), SKUS (2000; 200 shows the cost of hot SKUs),
 * PGBENCH (/usr/lib/postgresql/15/bin/pgbench), PROFILE (a folder: each timed phase's CPU profile of this
 * process is written there).
 */
// The composition root's registrations (messages, the engine's ports), as the server makes them.
import { withDatabase } from '../apps/server/test/pg-url';
import '../apps/server/src/messages';
import '../apps/server/src/ports';
import fs from 'node:fs';
import { type OperateInput, operateDocument, saveDocument } from '../apps/server/src/documents/document.service';
import type { Actor } from '../apps/server/src/documents/document-definition';
import { uncheckedPorts, useProductPort, useWarehousePort } from '../apps/server/src/modules/inventory/inventory.ports';
import { stockBreakage } from '../apps/server/src/modules/inventory/inventory-documents';
import { verifyLedger } from '../apps/server/src/modules/inventory/ledger-verify';
import { type Database, migrateDatabase, openPostgres } from '../apps/server/src/platform/db/client';
import { startProfile } from './cpu-profile';
import { analyseAsPgbenchDoes, pgbenchTps } from './pgbench';

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.DURATION ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 8);
const SKUS = Number(process.env.SKUS ?? 2000);
/** A folder: each timed phase's CPU profile of this process is written there. */
const PROFILE = process.env.PROFILE;
const WAREHOUSES = [1, 2, 3, 4];
const LINES = 10;
const TARGET = 0.25;
const ACTOR: Actor = { employeeId: 1, businessGroupId: 1 };

function shuffled<T>(xs: T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

async function prepare(database: Database): Promise<OperateInput[]> {
  const db = database.db;
  const billDate = new Date().toISOString().slice(0, 10);
  const skus = Array.from({ length: SKUS }, (_, i) => 5001 + i);

  for (const warehouseId of WAREHOUSES) {
    for (let i = 0; i < skus.length; i += 500) {
      const lines = skus.slice(i, i + 500).map((skuId) => ({ skuId, qty: '10000000' }));
      const opening = await saveDocument(db, ACTOR, stockBreakage, { billDate, warehouseId, lines });
      await operateDocument(db, ACTOR, stockBreakage, 'COMPLETE', { id: Number(opening.id), version: opening.version });
    }
  }

  // Drafts made before the clock starts: the measure is the posting.
  const wanted = Math.ceil(CLIENTS * DURATION * 100);
  const queue: OperateInput[] = [];
  process.stdout.write(`preparing ${wanted} drafts of ${LINES} lines over ${SKUS} SKUs in ${WAREHOUSES.length} warehouses…\n`);
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (queue.length < wanted) {
        const saved = await saveDocument(db, ACTOR, stockBreakage, {
          billDate,
          warehouseId: WAREHOUSES[Math.floor(Math.random() * WAREHOUSES.length)],
          lines: shuffled(skus)
            .slice(0, LINES)
            .map((skuId) => ({ skuId, qty: '-1' })),
        });
        queue.push({ id: Number(saved.id), version: saved.version });
      }
    }),
  );
  return queue;
}

/**
 * CPU time (ms) used so far by each process named `postgres` on this machine, by pid, when the
 * server runs here (Linux /proc; undefined elsewhere): the database's share of a posting, beside
 * Node's, which does not move with the machine's load as a rate does.
 */
function postgresCpu(): Map<string, number> | undefined {
  const tick = 1000 / 100; // USER_HZ
  const byPid = new Map<string, number>();
  try {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
        const f = stat.slice(close + 2).split(' ');
        byPid.set(pid, (Number(f[11]) + Number(f[12])) * tick);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return undefined;
  }
  return byPid;
}

/** The CPU postgres used since `before`: the processes alive now, less what each had used then. */
function postgresCpuSince(before: Map<string, number> | undefined): number | undefined {
  const now = postgresCpu();
  if (!before || !now) return undefined;
  let ms = 0;
  for (const [pid, used] of now) ms += used - (before.get(pid) ?? 0);
  return ms;
}

/** CLIENTS workers post drafts from the queue for `seconds`. */
async function postFor(database: Database, queue: OperateInput[], seconds: number): Promise<{ posted: number; seconds: number }> {
  let posted = 0;
  const stopProfile = await startProfile(PROFILE);
  const cpu = process.cpuUsage();
  const pgCpu = postgresCpu();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const next = queue.pop();
        if (!next) break;
        await operateDocument(database.db, ACTOR, stockBreakage, 'COMPLETE', next);
        posted++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const pgUsed = postgresCpuSince(pgCpu);
  await stopProfile('posting');
  if (queue.length === 0) process.stdout.write('(ran out of drafts before the time was up)\n');
  process.stdout.write(
    `  posting: ${posted} documents in ${elapsed.toFixed(1)} s = ${(posted / elapsed).toFixed(1)}/s (node CPU ${(((used.user + used.system) / 1e6 / elapsed) * 100).toFixed(0)}% of a core, ` +
      `${((used.user + used.system) / 1000 / posted).toFixed(2)} ms per document` +
      `${pgUsed === undefined ? '' : `; postgres CPU ${(pgUsed / posted).toFixed(2)} ms per document`})\n`,
  );
  return { posted, seconds: elapsed };
}

async function main(): Promise<void> {
  const name = `quire_bench_post_${process.pid}`;
  const baseline = `quire_bench_pgbench_${process.pid}`;
  const admin = await openPostgres(SERVER, 1);
  await admin.executeSql(`CREATE DATABASE ${name}`);
  await admin.executeSql(`CREATE DATABASE ${baseline}`);
  let database: Database | undefined;
  try {
    database = await openPostgres(withDatabase(SERVER, name), CLIENTS + 2);
    await migrateDatabase(database);
    const ports = uncheckedPorts();
    useProductPort(ports.products);
    useWarehousePort(ports.warehouses);

    const queue = await prepare(database);
    await analyseAsPgbenchDoes(database);
    // Posting, pgbench, posting: the machine's load drifts; the halves around the baseline even it out.
    const first = await postFor(database, queue, DURATION / 2);
    process.stdout.write(`  pgbench TPC-B (-c 8 -j 2 -T ${DURATION})…\n`);
    const tpcb = pgbenchTps(withDatabase(SERVER, baseline), DURATION);
    process.stdout.write(`  pgbench: ${tpcb.toFixed(1)} tps\n`);
    const second = await postFor(database, queue, DURATION / 2);
    const ours = (first.posted + second.posted) / (first.seconds + second.seconds);
    const breaches = await verifyLedger(database.db);
    const ratio = ours / tpcb;
    process.stdout.write(
      `\n${CLIENTS} clients posting ${LINES}-line outbound documents: ${ours.toFixed(1)} documents/s (${(ours * LINES).toFixed(0)} lines/s)\n` +
        `pgbench TPC-B, 8 clients, same server:        ${tpcb.toFixed(1)} tps\n` +
        `ratio: ${ratio.toFixed(3)} (target ≥ ${TARGET}: ${ratio >= TARGET ? 'met' : 'MISSED'})\n` +
        `ledger after the run: ${breaches.length === 0 ? 'verified, no breach' : `${breaches.length} BREACHES`}\n`,
    );
    for (const b of breaches) process.stdout.write(`  ✗ ${b.check}: ${b.detail}\n`);
  } finally {
    await database?.close();
    await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.executeSql(`DROP DATABASE IF EXISTS ${baseline} WITH (FORCE)`);
    await admin.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
