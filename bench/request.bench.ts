/**
 * What a request costs before any business work: the app on a scratch PostgreSQL database
 * with the demo company, one login, then N signed, authenticated, trivial GETs over real HTTP
 * on localhost (one keep-alive connection, one at a time). Prints p50/p95 beside the goal
 * (p50 ≤ 3 ms) and the SQL statements each request issued; the public health check (one
 * `select 1`, no session) and the session-user detail (the menu tree) are shown beside it.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/mydb npm run bench:request
 * (default: TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres; a scratch
 * database is created beside it and dropped afterwards). N (2000), BENCH_USER (sales01: a
 * role with permissions, not the administrator who skips them), LOG_LEVEL (silent),
 * SESSION_CACHE_SECONDS (the server's default; 0 reads the session on every call).
 */

import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, migrateDatabase, openPostgres } from '../apps/server/src/platform/db/client';
import { DEMO_PASSWORD, seedDatabase } from '../apps/server/src/seed/seed';
import { withDatabase } from '../apps/server/test/pg-url';
import { agent, check, type Prepared, prepare, recorder, type Session, sendPrepared, statements } from './http-bench';

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N = Number(process.env.N ?? 2000);
const WARMUP = 200;
const USER = process.env.BENCH_USER ?? 'sales01';
const GOAL_P50_MS = 3;
const TRIVIAL = '/api/shared/globalTableConfig?tableKey=bench';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

function label(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const write = t.match(/(?:^|\) )(insert into|update|delete from) "?(\w+)"?/);
  if (write) return `${write[1].split(' ')[0]} ${write[2]}`;
  if (t.includes('from session s join employee')) return 'select session (+ employee, groups, permissions)';
  const from = t.match(/ from "?(\w+)"?/);
  return from ? `select ${from[1]}` : t.slice(0, 50);
}

/** Times only the HTTP round trip; signing (the client's work) is done before the clock starts. */
async function timeRequests(
  port: number,
  title: string,
  next: () => Promise<Prepared>,
): Promise<{ p50: number; p95: number; perRequest: number; labels: string[] }> {
  for (let i = 0; i < WARMUP; i++) check(await sendPrepared(port, await next()));
  const ms: number[] = [];
  statements.length = 0;
  recorder.on = true;
  try {
    for (let i = 0; i < N; i++) {
      const prepared = await next();
      const started = performance.now();
      const res = await sendPrepared(port, prepared);
      ms.push(performance.now() - started);
      check(res);
    }
  } finally {
    recorder.on = false;
  }
  const counts = new Map<string, { n: number; ms: number[] }>();
  for (const s of statements) {
    const c = counts.get(label(s.text)) ?? { n: 0, ms: [] };
    c.n++;
    c.ms.push(s.ms);
    counts.set(label(s.text), c);
  }
  const labels = [...counts].map(([l, c]) => `${(c.n / N).toFixed(2)} × ${l} (p50 ${quantile(c.ms, 0.5).toFixed(2)} ms)`);
  const result = { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), perRequest: statements.length / N, labels };
  process.stdout.write(
    `  ${title}\n    p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms; ${result.perRequest.toFixed(2)} statements/request\n` +
      labels.map((l) => `      ${l}\n`).join(''),
  );
  return result;
}

async function main(): Promise<void> {
  const name = `quire_bench_request_${process.pid}`;
  const admin = await openPostgres(SERVER, 1);
  await admin.executeSql(`CREATE DATABASE ${name}`);
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const url = withDatabase(SERVER, name);
    const config = loadConfig({
      DATABASE_URL: url,
      SEED: 'demo',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS,
    });
    // The request log (LOG_LEVEL=info, as a server runs) is written, to /dev/null.
    const logger = { level: config.logLevel, stream: fs.createWriteStream('/dev/null') };
    database = await openPostgres(url);
    await migrateDatabase(database);
    await seedDatabase(database.db, config);
    app = await buildApp({ config, db: database.db, logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;

    const login = await sendPrepared(
      port,
      await prepare(null, 'POST', '/api/login/admin/login', { employeeNo: USER, password: DEMO_PASSWORD }),
    );
    check(login);
    const session = (JSON.parse(login.text) as { data: Session }).data;

    process.stdout.write(
      `\n${N} requests each (after ${WARMUP} to warm up), one keep-alive connection, as ${USER}, log level ${config.logLevel}, session cache ${config.session.cacheSeconds} s:\n`,
    );
    await timeRequests(port, 'GET /api/health (public, select 1)', () => prepare(null, 'GET', '/api/health'));
    const trivial = await timeRequests(port, `GET ${TRIVIAL.split('?')[0]} (signed)`, () => prepare(session, 'GET', TRIVIAL));
    await timeRequests(port, 'GET /api/login/cmsPlatformUser/detail (signed)', () =>
      prepare(session, 'GET', '/api/login/cmsPlatformUser/detail'),
    );
    process.stdout.write(
      `\ntrivial authenticated GET: p50 ${trivial.p50.toFixed(2)} ms, p95 ${trivial.p95.toFixed(2)} ms; ` +
        `goal p50 ≤ ${GOAL_P50_MS} ms: ${trivial.p50 <= GOAL_P50_MS ? 'MET' : 'NOT MET'}\n`,
    );
  } finally {
    await app?.close();
    agent.destroy();
    await database?.close();
    await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
