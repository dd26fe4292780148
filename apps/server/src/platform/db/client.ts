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
import * as schema from './schema';

export type Schema = typeof schema;
/** The typed client. PGlite's drizzle client has the same surface; we type both as this. */
export type Db = NodePgDatabase<Schema>;
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
    if (options.lock !== false) releaseLock = takeLockFile(dataDir);
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    /* a broken idle client is discarded by the pool */
  });
  const db = drizzlePg(pool, { schema });
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

/**
 * PGlite cannot keep a second process out of its folder, so we do: an exclusive lock file
 * holding our pid; a stale one (its process gone) is taken over.
 */
function takeLockFile(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'quire.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Quire process (pid ${holder}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
