/**
 * How many SQL statements posting one 10-line outbound document issues (BEGIN and COMMIT
 * included), counted by wrapping the pg client's query on a scratch PostgreSQL database.
 * Target: ≤ 30 for COMPLETE of a reviewed document. Also shown: REVIEW (the stock lock) and
 * COMPLETE straight from DRAFT (review policy NONE: review and post in one transaction).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/statements.bench.ts
 * (default: TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres; a scratch
 * database is created beside it and dropped afterwards)
 */
import pg from 'pg';
import { operateDocument, saveDocument } from '../apps/server/src/documents/document.service';
import type { Actor } from '../apps/server/src/documents/document-definition';
import { uncheckedPorts, useProductPort, useWarehousePort } from '../apps/server/src/modules/inventory/inventory.ports';
import { stockBreakage } from '../apps/server/src/modules/inventory/inventory-documents';
import { type Database, migrateDatabase, openPostgres } from '../apps/server/src/platform/db/client';

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = 30;
const LINES = 10;

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Every statement the pg driver sends while `recording` is on. */
const statements: string[] = [];
let recording = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === 'string' ? first : (first?.text ?? '?'));
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** What a statement does: `select document, document_line`, `with: update stock_balance, insert stock_move`. */
function label(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (t === 'begin' || t === 'commit' || t === 'rollback') return t;
  const writes = [...t.matchAll(/(insert into|update|delete from) "?(\w+)"?/g)].map((m) => `${m[1].split(' ')[0]} ${m[2]}`);
  const reads = [...new Set([...t.matchAll(/ from "?(\w+)"?/g)].map((m) => m[1]))].filter(
    (x) => !['json_to_recordset', 'unnest', 'u', 'lu', 'm', 'b', 'c', 'v'].includes(x) && !writes.some((w) => w.endsWith(` ${x}`)),
  );
  const parts = [
    ...(writes.length ? [writes.join(', ')] : []),
    ...(reads.length ? [`${writes.length ? '; ' : ''}read ${reads.join(', ')}`] : []),
    ...(t.includes('for update') ? ['(for update)'] : []),
    ...(t.includes('pg_advisory_xact_lock_shared') ? ['+ day lock'] : []),
  ];
  return parts.join(' ').replace(' ; ', '; ') || t.slice(0, 60);
}

async function measure(title: string, work: () => Promise<unknown>): Promise<number> {
  statements.length = 0;
  recording = true;
  try {
    await work();
  } finally {
    recording = false;
  }
  process.stdout.write(`\n${title}: ${statements.length} statements\n`);
  for (const [i, s] of statements.entries()) process.stdout.write(`  ${String(i + 1).padStart(2)}. ${label(s)}\n`);
  return statements.length;
}

async function main(): Promise<void> {
  const name = `quire_bench_stmt_${process.pid}`;
  const admin = await openPostgres(SERVER, 1);
  await admin.executeSql(`CREATE DATABASE ${name}`);
  let database: Database | undefined;
  try {
    database = await openPostgres(withDatabase(SERVER, name), 4);
    await migrateDatabase(database);
    const ports = uncheckedPorts();
    useProductPort(ports.products);
    useWarehousePort(ports.warehouses);
    const db = database.db;
    const actor: Actor = { employeeId: 1, businessGroupId: 1 };
    const today = new Date().toISOString().slice(0, 10);
    const skus = Array.from({ length: LINES }, (_, i) => 1001 + i);

    const opening = await saveDocument(db, actor, stockBreakage, {
      billDate: today,
      warehouseId: 1,
      lines: skus.map((skuId) => ({ skuId, qty: '100000' })),
    });
    await operateDocument(db, actor, stockBreakage, 'COMPLETE', { id: Number(opening.id), version: opening.version });
    const outbound = () =>
      saveDocument(db, actor, stockBreakage, {
        billDate: today,
        warehouseId: 1,
        lines: [...skus].reverse().map((skuId) => ({ skuId, qty: '-1' })),
      });
    // Warm-up: the first posting creates the cost and balance rows.
    const warm = await outbound();
    await operateDocument(db, actor, stockBreakage, 'COMPLETE', { id: Number(warm.id), version: warm.version });

    const a = await outbound();
    const review = await measure(`REVIEW of a ${LINES}-line outbound document (locks the stock)`, () =>
      operateDocument(db, actor, stockBreakage, 'REVIEW', { id: Number(a.id), version: a.version }),
    );
    const complete = await measure(`COMPLETE of the reviewed ${LINES}-line outbound document (the posting)`, () =>
      operateDocument(db, actor, stockBreakage, 'COMPLETE', { id: Number(a.id), version: a.version + 1 }),
    );
    const b = await outbound();
    const direct = await measure(`COMPLETE straight from DRAFT (review policy NONE, review and post in one transaction)`, () =>
      operateDocument(db, actor, stockBreakage, 'COMPLETE', { id: Number(b.id), version: b.version }),
    );
    const keyed = await outbound();
    const idempotent = await measure('the same posting with an Idempotency-Key', () =>
      operateDocument(
        db,
        actor,
        stockBreakage,
        'COMPLETE',
        { id: Number(keyed.id), version: keyed.version },
        { key: 'bench-1', requestHash: 'x' },
      ),
    );

    process.stdout.write(
      `\nstatements to post one ${LINES}-line outbound document: ${complete} (target ≤ ${TARGET}: ${complete <= TARGET ? 'met' : 'MISSED'})` +
        `\n  review ${review}, straight from draft ${direct}, with an Idempotency-Key ${idempotent}\n`,
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
