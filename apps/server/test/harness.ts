import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { canonicalQueryFromSearch, isQuerySigned, signRequest } from '@quire/contracts';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, openPostgres, wrapPglite } from '../src/platform/db/client';
import { makeGiven } from './given';
import { adminUrl, withDatabase } from './pg-url';

/** A fresh, migrated database for one test file (closed and dropped after it). */
export async function openTestDatabase(): Promise<Database> {
  const pgTemplate = inject('pgTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (pgTemplate && serverUrl) {
    const name = `quire_t_${inject('runId')}_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(adminUrl(serverUrl), 1);
    // Two files may copy the template at once; PostgreSQL refuses a busy source, so retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.executeSql(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
        break;
      } catch (err) {
        if (attempt > 40) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const database = await openPostgres(withDatabase(serverUrl, name), 20);
    const close = database.close;
    database.close = async () => {
      await close();
      await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
    return database;
  }
  const file = inject('pgliteTemplate');
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm } });
  return wrapPglite(client);
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ SEED: 'none', LOG_LEVEL: 'silent' }), ...overrides };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The apps files opened and have not closed. A worker runs file after file in one process
 * (vitest.config.ts: isolate false), and a file whose tests are all skipped (PostgreSQL-only
 * races on PGlite) runs no afterAll: the next file's setup closes what it left.
 */
const open = new Set<() => Promise<void>>();

export async function closeLeftoverApps(): Promise<void> {
  for (const close of [...open]) await close().catch(() => undefined);
}
export type Session = { token: string; signKey: string; employeeId?: number; belongId?: string };
export type CallOptions = { headers?: Record<string, string>; language?: string; belongId?: string; rawBody?: string };
export type CallResult<T = unknown> = {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; msg: string; data: T; requestId: string; errors?: { field: string; message: string }[] };
};

/**
 * The app on a fresh database, with a signed-request client and factories. Call once per
 * file at top level; everything is closed after the file.
 */
export async function startTestApp(configOverrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  const config = testConfig(configOverrides);
  const app = await buildApp({ config, db: database.db, logger: false });
  const close = async () => {
    open.delete(close);
    await app.close();
    await database.close();
  };
  open.add(close);
  afterAll(close);

  async function signedHeaders(session: Session, method: string, url: string, text: string) {
    const parsed = new URL(url, 'http://x');
    const timestamp = String(Date.now());
    const nonce = randomUUID();
    const payload = isQuerySigned(method) ? canonicalQueryFromSearch(parsed.search) : text;
    const sign = await signRequest(session.signKey, { method, path: parsed.pathname, timestamp, nonce, payload });
    return { token: session.token, timestamp, nonce, sign };
  }

  /** A signed request as the web client sends it. */
  async function call<T = unknown>(
    session: Session | null,
    method: string,
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const upper = method.toUpperCase();
    const text = options.rawBody ?? (isQuerySigned(upper) ? '' : JSON.stringify(body ?? {}));
    const headers: Record<string, string> = {
      language: options.language ?? 'en-US',
      ...(session ? await signedHeaders(session, upper, url, text) : {}),
      ...(isQuerySigned(upper) ? {} : { 'content-type': 'application/json' }),
      ...(options.belongId ? { belongid: options.belongId } : session?.belongId ? { belongid: session.belongId } : {}),
      ...options.headers,
    };
    const res = await app.inject({
      method: upper as 'GET',
      url,
      headers,
      payload: isQuerySigned(upper) ? undefined : text,
    });
    // A file download (an .xlsx template) is not an envelope: its bytes come back as `data`.
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    const answer: CallResult<T>['body'] = isJson
      ? res.json()
      : { code: res.statusCode, msg: '', data: res.rawPayload as T, requestId: String(res.headers['x-request-id'] ?? '') };
    return { status: res.statusCode, headers: res.headers, body: answer };
  }

  async function login(employeeNo: string, password: string): Promise<Session> {
    const res = await call<{ token: string; signKey: string }>(null, 'POST', '/api/login/admin/login', { employeeNo, password });
    if (res.body.code !== 200) throw new Error(`login ${employeeNo} failed: ${res.body.code} ${res.body.msg}`);
    return { token: res.body.data.token, signKey: res.body.data.signKey };
  }

  const given = makeGiven(database.db, login);
  return { app, db: database.db, database, config, call, login, given, signedHeaders };
}
