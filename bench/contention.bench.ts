/**
 * The last units: CONTENDERS one-unit outbound postings (profit-and-loss sheets of -1, posted
 * straight from draft) race for ON_HAND units of one SKU in one warehouse, through a pool of
 * POOL connections as a server would. Exactly ON_HAND must post and the rest be refused with
 * the business error. Prints p50/p95 of a posting without contention (each on its own SKU,
 * one at a time) and with it; goal: contended p95 ≤ 5 × uncontended p50. Also shown: the same
 * CONTENDERS postings at once on as many SKUs (no row in common), through the same pool: what the
 * pool's queue alone costs a burst of that size, against which the contention itself is judged.
 * Then the race once more with each posting timed from the moment it has a connection of its
 * own (lock waits included, the pool's queue not): the goal is judged on both, and the note
 * under it says why a burst through a pool cannot meet it when the queue is counted.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:contention
 */
// The composition root's registrations (messages, the engine's ports), as the server makes them.
import { withDatabase } from '../apps/server/test/pg-url';
import '../apps/server/src/messages';
import '../apps/server/src/ports';
import { type OperateInput, operateDocument, saveDocument } from '../apps/server/src/documents/document.service';
import type { Actor } from '../apps/server/src/documents/document-definition';
import { uncheckedPorts, useProductPort, useWarehousePort } from '../apps/server/src/modules/inventory/inventory.ports';
import { stockBreakage } from '../apps/server/src/modules/inventory/inventory-documents';
import { verifyLedger } from '../apps/server/src/modules/inventory/ledger-verify';
import { type Database, migrateDatabase, openPostgres } from '../apps/server/src/platform/db/client';
import { AppError } from '../apps/server/src/platform/http/errors';

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONTENDERS = Number(process.env.CONTENDERS ?? 200);
const ON_HAND = Number(process.env.ON_HAND ?? 100);
const POOL = Number(process.env.POOL ?? 10);
const SOLO = 60;
const ACTOR: Actor = { employeeId: 1, businessGroupId: 1 };
const HOT_SKU = 9001;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function draft(database: Database, skuId: number, qty: string): Promise<OperateInput> {
  const billDate = new Date().toISOString().slice(0, 10);
  const saved = await saveDocument(database.db, ACTOR, stockBreakage, { billDate, warehouseId: 1, lines: [{ skuId, qty }] });
  return { id: Number(saved.id), version: saved.version };
}

async function timedPost(database: Database, input: OperateInput): Promise<{ ms: number; posted: boolean }> {
  const started = performance.now();
  try {
    await operateDocument(database.db, ACTOR, stockBreakage, 'COMPLETE', input);
    return { ms: performance.now() - started, posted: true };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { ms: performance.now() - started, posted: false };
  }
}

/**
 * At most `permits` callers at once; the others wait their turn. With as many permits as the
 * pool has connections, a caller that holds one finds a connection free, so the time it spends
 * inside is the posting's own (its lock waits included) and not the pool's queue.
 */
function gate(permits: number) {
  let free = permits;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

async function main(): Promise<void> {
  const name = `quire_bench_contention_${process.pid}`;
  const admin = await openPostgres(SERVER, 1);
  await admin.executeSql(`CREATE DATABASE ${name}`);
  let database: Database | undefined;
  try {
    database = await openPostgres(withDatabase(SERVER, name), POOL);
    await migrateDatabase(database);
    const ports = uncheckedPorts();
    useProductPort(ports.products);
    useWarehousePort(ports.warehouses);

    // Stock: ON_HAND of the hot SKU, plenty of SOLO others.
    await timedPost(database, await draft(database, HOT_SKU, String(ON_HAND)));
    for (let i = 0; i < SOLO; i++) await timedPost(database, await draft(database, 10_001 + i, '10'));
    for (let i = 0; i < CONTENDERS; i++) await timedPost(database, await draft(database, 20_001 + i, '10'));

    const solo: number[] = [];
    for (let i = 0; i < SOLO; i++) solo.push((await timedPost(database, await draft(database, 10_001 + i, '-1'))).ms);

    const apart: OperateInput[] = [];
    for (let i = 0; i < CONTENDERS; i++) apart.push(await draft(database, 20_001 + i, '-1'));
    const burst = (await Promise.all(apart.map((d) => timedPost(database as Database, d)))).map((r) => r.ms);

    const drafts: OperateInput[] = [];
    for (let i = 0; i < CONTENDERS; i++) drafts.push(await draft(database, HOT_SKU, '-1'));
    const results = await Promise.all(drafts.map((d) => timedPost(database as Database, d)));
    const posted = results.filter((r) => r.posted).length;
    const contended = results.map((r) => r.ms);

    // The same race again (ON_HAND more units, CONTENDERS new drafts), each posting timed from
    // the moment a connection is its own: what contention costs a posting, the queue aside.
    await timedPost(database, await draft(database, HOT_SKU, String(ON_HAND)));
    const again: OperateInput[] = [];
    for (let i = 0; i < CONTENDERS; i++) again.push(await draft(database, HOT_SKU, '-1'));
    const inside = gate(POOL);
    const served = await Promise.all(again.map((d) => inside(() => timedPost(database as Database, d))));
    const servedPosted = served.filter((r) => r.posted).length;
    const service = served.map((r) => r.ms);
    const breaches = await verifyLedger(database.db);

    const p50solo = quantile(solo, 0.5);
    const p95 = quantile(contended, 0.95);
    const p95service = quantile(service, 0.95);
    const goal = 5 * p50solo;
    // A burst of CONTENDERS through POOL connections queues even with no row in common: the last
    // one waits for CONTENDERS / POOL postings ahead of it on each connection.
    const queueFloor = (CONTENDERS / POOL) * p50solo;
    process.stdout.write(
      `\n${CONTENDERS} one-unit postings against ${ON_HAND} on hand, pool of ${POOL}:\n` +
        `  posted ${posted} (must be ${ON_HAND}: ${posted === ON_HAND ? 'yes' : 'NO'}), refused ${CONTENDERS - posted}\n` +
        `  uncontended: p50 ${p50solo.toFixed(1)} ms, p95 ${quantile(solo, 0.95).toFixed(1)} ms\n` +
        `  ${CONTENDERS} at once on ${CONTENDERS} SKUs (the pool's queue alone): p50 ${quantile(burst, 0.5).toFixed(1)} ms, p95 ${quantile(burst, 0.95).toFixed(1)} ms\n` +
        `  contended:   p50 ${quantile(contended, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${(p95 / quantile(burst, 0.95)).toFixed(1)} × the pool's queue alone)\n` +
        `  contended, timed from the connection taken (lock waits included, the pool's queue not): posted ${servedPosted} (must be ${ON_HAND}: ${servedPosted === ON_HAND ? 'yes' : 'NO'}), p50 ${quantile(service, 0.5).toFixed(1)} ms, p95 ${p95service.toFixed(1)} ms\n` +
        `  goal: contended p95 ≤ 5 × uncontended p50 = ${goal.toFixed(1)} ms\n` +
        `    timed from the connection taken: ${p95service.toFixed(1)} ms, ${p95service <= goal ? 'met' : 'MISSED'}\n` +
        `    timed from the call, the queue included: ${p95.toFixed(1)} ms, ${p95 <= goal ? 'met' : 'missed'} (a burst of ${CONTENDERS} through ${POOL} connections cannot: its last posting waits ≈ ${CONTENDERS} / ${POOL} × p50 = ${queueFloor.toFixed(0)} ms with no row in common)\n` +
        `  ledger after the run: ${breaches.length === 0 ? 'verified, no breach' : `${breaches.length} BREACHES`}\n`,
    );
  } finally {
    await database?.close();
    await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
