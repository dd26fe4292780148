import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import { pipelineBegin } from './pipelined-begin';

/**
 * The client. Tables are typed where they are declared (each module's schema file); the
 * list of them all is the composition root's (src/schema.ts, for drizzle-kit). PGlite's
 * drizzle client has the same surface; we type both as this.
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A service takes either the client or an open transaction. */
export type Executor = Db | Tx;

export type SqlResult = { rows: Record<string, unknown>[]; rowCount: number };

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Raw SQL for infrastructure (pg-boss, verify); multi-statement text when no values. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
};

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

// NUMERIC and int8 come back as strings from pg; keep them so (decimal.js reads strings).
// PGlite returns int8 as number; bigint ids are numbers in our code either way.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openPglite(dataDir: string | undefined, options: { lock?: boolean } = {}): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (options.lock !== false) releaseLock = lockDataFolder(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
  } catch (err) {
    releaseLock();
    throw err;
  }
  return wrapPglite(client, releaseLock);
}

export function wrapPglite(client: PGlite, releaseLock: () => void = () => {}): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const r = await client.query<Record<string, unknown>>(text, values);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      }
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Pipeline mode: a query is written when it is asked, not after the one before it is answered
  // (answers still come in order); pipelineBegin uses it to send BEGIN with the first statement.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true } as pg.PoolConfig);
  pool.on('error', () => {
    /* a broken idle client is discarded by the pool */
  });
  const db = drizzlePg(pool);
  pipelineBegin(db);
  return {
    kind: 'pg',
    db,
    pool,
    async executeSql(text, values) {
      const r = await pool.query(text, values as unknown[] | undefined);
      const last = Array.isArray(r) ? r[r.length - 1] : r;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Runs start-up work (migrations, the first seed) under a PostgreSQL advisory lock held on one
 * dedicated connection, so servers starting together on an empty database take turns: the
 * second waits, then finds the work done. PGlite has one process by its lock file.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'pg' || !database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The advisory lock key of start-up work ("QUIRE" in ASCII). */
const STARTUP_LOCK_KEY = 0x5155495245;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await database.executeSql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite drizzle client is typed as Db above
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await database.executeSql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePg(database.db, { migrationsFolder: MIGRATIONS_DIR });
  }
}
