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

import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { operateDocument, saveDocument } from '../apps/server/src/documents/document.service';
import type { Actor } from '../apps/server/src/documents/document-definition';
import { uncheckedPorts, useProductPort, useWarehousePort } from '../apps/server/src/modules/inventory/inventory.ports';
import { stockBreakage } from '../apps/server/src/modules/inventory/inventory-documents';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, migrateDatabase, openPostgres } from '../apps/server/src/platform/db/client';
import { DEMO_PASSWORD, seedDatabase } from '../apps/server/src/seed/seed';
import { withDatabase } from '../apps/server/test/pg-url';
import { agent, check, prepare, recorder, type Session, sendPrepared, statements } from './http-bench';

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = 30;
/** The whole HTTP path of the post (session, signature, nonce, permission, document, stock). */
const HTTP_TARGET = 20;
const LINES = 10;

/** What a statement does: `select document, document_line`, `with: update stock_balance, insert stock_move`. */
function label(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (t === 'begin' || t === 'commit' || t === 'rollback') return t;
  const writes = [...t.matchAll(/(insert into|update|delete from) "?(\w+)"?/g)].map((m) => `${m[1].split(' ')[0]} ${m[2]}`);
  const reads = [...new Set([...t.matchAll(/ from "?(\w+)"?/g)].map((m) => m[1]))].filter(
    (x) =>
      !['json_to_recordset', 'unnest', 'u', 'lu', 'm', 'b', 'c', 'v', 'lb', 'lc', 'kb', 'kc', 'ok', 'a'].includes(x) &&
      !writes.some((w) => w.endsWith(` ${x}`)),
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
  recorder.on = true;
  try {
    await work();
  } finally {
    recorder.on = false;
  }
  process.stdout.write(`\n${title}: ${statements.length} statements\n`);
  for (const [i, s] of statements.entries())
    process.stdout.write(`  ${String(i + 1).padStart(2)}. ${label(s.text)} (${s.ms.toFixed(2)} ms)\n`);
  return statements.length;
}

/**
 * The same posting through the whole HTTP path as the web sends it (signed, with an
 * Idempotency-Key): the app with the demo company on its own scratch database, a warehouse
 * clerk's session, ten SKUs in stock; counts every statement of the COMPLETE call.
 */
async function httpPath(): Promise<number> {
  const name = `quire_bench_stmt_http_${process.pid}`;
  const admin = await openPostgres(SERVER, 1);
  await admin.executeSql(`CREATE DATABASE ${name}`);
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const url = withDatabase(SERVER, name);
    const config = loadConfig({ DATABASE_URL: url, SEED: 'demo', LOG_LEVEL: 'silent' });
    database = await openPostgres(url);
    await migrateDatabase(database);
    await seedDatabase(database.db, config);
    app = await buildApp({ config, db: database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const call = async (session: Session | null, method: string, path: string, body?: unknown, key?: string) => {
      const p = await prepare(session, method, path, body);
      if (key) p.headers['idempotency-key'] = key;
      const res = await sendPrepared(port, p);
      check(res);
      return (JSON.parse(res.text) as { data: Record<string, unknown> }).data;
    };
    const session = (await call(null, 'POST', '/api/login/admin/login', { employeeNo: 'wh01', password: DEMO_PASSWORD })) as Session;
    const who = (await call(session, 'GET', '/api/login/cmsPlatformUser/detail')) as { belongId?: string };
    const group = Number(who.belongId ?? 1);
    const skus = (await database.db.execute(sql`select id from product_sku where status = 'ENABLE' order by id limit ${LINES}`)).rows.map(
      (r) => String((r as { id: unknown }).id),
    );
    const [warehouse] = (
      await database.db.execute(
        sql`select id from logical_warehouse where business_group_id = ${group} and status = 'ENABLE' order by id limit 1`,
      )
    ).rows as { id: unknown }[];
    const today = new Date().toISOString().slice(0, 10);
    const base = '/api/stock/breakage';
    const post = async (qty: string, key: string, measured: boolean) => {
      const draft = (await call(session, 'PUT', `${base}/add`, {
        billDate: today,
        warehouseId: String(warehouse.id),
        lines: skus.map((skuId) => ({ skuId, qty })),
      })) as { id: string; version: number };
      if (measured) {
        statements.length = 0;
        recorder.on = true;
      }
      try {
        await call(session, 'POST', `${base}/complete`, { id: draft.id, version: draft.version }, key);
      } finally {
        recorder.on = false;
      }
    };
    await post('100000', 'bench-open', false);
    await post('-1', 'bench-warm', false);
    await post('-1', 'bench-measured', true);
    process.stdout.write(
      `\nCOMPLETE of a ${LINES}-line outbound document over HTTP as wh01 (signed, Idempotency-Key): ${statements.length} statements\n`,
    );
    for (const [i, s] of statements.entries())
      process.stdout.write(`  ${String(i + 1).padStart(2)}. ${label(s.text)} (${s.ms.toFixed(2)} ms)\n`);
    return statements.length;
  } finally {
    await app?.close();
    agent.destroy();
    await database?.close();
    await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
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
    const http = await httpPath();
    process.stdout.write(
      `\nthe whole HTTP path of that posting (auth, signature, permission, document, stock): ${http} statements ` +
        `(target ≤ ${HTTP_TARGET}: ${http <= HTTP_TARGET ? 'MET' : 'NOT MET'})\n`,
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
