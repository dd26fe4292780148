import { createHash } from 'node:crypto';
import { SQL, StringChunk, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { pgError } from './sql-helpers';

/**
 * Raw SQL for the hot paths (posting), where one hand-written statement replaces several.
 * Both engines answer `{ rows }`; int8 is a number on PGlite and on pg (our type parser),
 * numeric a string. Dates must be cast to text in the statement: pg and PGlite differ.
 */
export async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A data-modifying statement run as a named CTE of a larger write statement. */
export type CteWrite = { name: string; body: SQL };

type DriverAccess = {
  session?: { client?: { query?: unknown } };
  dialect?: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

/**
 * A hot statement of a fixed shape (its text never varies with data; values travel as
 * parameters) run as a named prepared statement on PostgreSQL: parsed and planned once per
 * connection instead of on every posting. PGlite has no named statements: a plain execute.
 * Never use it for text that varies with the data (an IN list, a VALUES list of any length):
 * every variant would stay prepared on every connection.
 */
export async function preparedRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const access = executor as unknown as DriverAccess;
  const client = access.session?.client as { query(config: unknown): Promise<{ rows: T[] }> } | undefined;
  // node-postgres: a Client (in a transaction) has `connection`, a Pool has `totalCount`.
  if (client && access.dialect && ('connection' in client || 'totalCount' in client)) {
    const { sql: text, params } = plainQuery(query) ?? access.dialect.sqlToQuery(query);
    return (await client.query({ name: statementName(text), text, values: params })).rows;
  }
  return rows<T>(executor, query);
}

/**
 * The text and parameters of a statement made of `sql` templates, `sql.raw`, `sql.join` and
 * plain values alone, as PostgreSQL's dialect would build them (`$1`, `$2`, … in order), or
 * undefined for anything else (a table, a column, `sql.param`, an array, a placeholder): that
 * is the dialect's to build. Drizzle's build asks every chunk what it is in turn: 11 % of the
 * app's JavaScript time on a wholesale posting; this walk takes a tenth of its time.
 */
export function plainQuery(query: SQL): { sql: string; params: unknown[] } | undefined {
  const out = { sql: '', params: [] as unknown[] };
  return appendPlain(query, out) ? out : undefined;
}

function appendPlain(query: SQL, out: { sql: string; params: unknown[] }): boolean {
  // Private in drizzle's types: set by `.inlineParams()`, values then written into the text.
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of query.queryChunks) {
    if (chunk instanceof StringChunk) {
      for (const part of chunk.value) out.sql += part;
    } else if (chunk instanceof SQL) {
      if (!appendPlain(chunk, out)) return false;
    } else if (chunk === undefined) {
      // Drizzle writes nothing for an undefined chunk.
    } else if (
      chunk === null ||
      typeof chunk === 'string' ||
      typeof chunk === 'number' ||
      typeof chunk === 'boolean' ||
      typeof chunk === 'bigint'
    ) {
      out.params.push(chunk);
      out.sql += `$${out.params.length}`;
    } else {
      return false;
    }
  }
  return true;
}

/** Statement names by text: hashing the text on every posting cost 2 % of the server's CPU. */
const names = new Map<string, string>();
const MAX_NAMES = 1_000;

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // Fixed-shape statements only come here; the bound guards against one that is not.
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** A json value as the driver answers it: parsed by node-postgres, text from PGlite in some shapes. */
export function jsonValue<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** `with a as (…), b as (…) select 1`: several writes in one round trip. */
export function writeAll(writes: CteWrite[]): SQL {
  return sql`with ${sql.join(
    writes.map((w) => sql`${sql.raw(w.name)} as (${w.body})`),
    sql`, `,
  )} select 1`;
}

/**
 * Rows as one JSON parameter read back as a table: `json_to_recordset($1::json) as v(id bigint, …)`.
 * One parameter instead of one per value keeps big postings cheap to build and to parse;
 * numerics travel as JSON strings (exact), read by the column type's input function.
 */
export function jsonTable(data: Record<string, unknown>[], alias: string, columns: string): SQL {
  return sql`json_to_recordset(${JSON.stringify(data)}::json) as ${sql.raw(alias)}(${sql.raw(columns)})`;
}

/** A bigint[] parameter: `= any(${idArray(ids)})`. */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::bigint[]`;
}

/** `(v1, v2), (v3, v4)` for a VALUES list. */
export function valuesList(tuples: SQL[][]): SQL {
  return sql.join(
    tuples.map((t) => sql`(${sql.join(t, sql`, `)})`),
    sql`, `,
  );
}

export { answeredAtCommit } from './pipelined-begin';
export { isUniqueViolation } from './sql-helpers';

/** Deadlock or serialization failure: the statement lost a race and may be retried. */
export function isTransient(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Waits for a statement asked earlier without taking on its failure: whoever awaits the
 * statement itself meets that (meanwhile it is not reported unhandled). None: resolved.
 */
export function settled(asked: Promise<unknown> | null | undefined): Promise<void> {
  return asked ? asked.then(ignore, ignore) : Promise.resolve();
}
const ignore = () => {};

/**
 * Independent reads of one transaction asked together: on PostgreSQL's pipelined connection
 * (client.ts) the later ones leave without waiting for the earlier ones' answers, so they cost one
 * round trip instead of one each. Every one is settled before this answers, so none is still
 * asking when the statements after it, or a ROLLBACK, go out; the first failure in the order
 * given is thrown.
 */
export async function together<T extends readonly unknown[]>(work: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(work);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
