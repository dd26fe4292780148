import type { Writable } from 'node:stream';
import { type NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

// The client's types (client.ts), restated here: client.ts installs this.
type Db = NodePgDatabase;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Transaction = <T>(work: (tx: Tx) => Promise<T>, config?: PgTransactionConfig) => Promise<T>;
type Args = ConstructorParameters<typeof NodePgSession>;
/** The parts of drizzle's node-postgres session this reads (its pool and what a session is made of). */
type SessionParts = { transaction: Transaction; client: pg.Pool; dialect: Args[1]; schema: Args[2]; options: Args[3] };

/** Where a pipelined transaction keeps the writes whose answers come with its COMMIT's. */
const AT_COMMIT = Symbol('quire.answeredAtCommit');
type Pending = { [AT_COMMIT]?: Promise<unknown>[] };

/**
 * Asks a write now and leaves its answer to the COMMIT: the transaction's last writes (a
 * posting's money, the Idempotency-Key's stored answer) then travel with the COMMIT, one round
 * trip for all of them instead of one each. For a write whose answer nothing needs: statements
 * asked after it still run after it (the connection answers in order). Should it fail, the
 * transaction fails with its error: PostgreSQL answers the COMMIT of a failed transaction with a
 * ROLLBACK. `write` must ask its statement when called (preparedRows does). Outside a pipelined
 * transaction (PGlite, a savepoint, drizzle's own transaction) the write is simply awaited.
 */
export async function answeredAtCommit(tx: unknown, write: () => Promise<unknown>): Promise<void> {
  const pending = (tx as Pending)[AT_COMMIT];
  if (!pending) {
    await write();
    return;
  }
  const asked = write();
  // Awaited with the COMMIT; this only keeps a failure from being reported unhandled meanwhile.
  asked.catch(() => {});
  pending.push(asked);
}

/** The first failure among the writes left to the COMMIT, once all are answered. */
async function firstFailure(pending: Promise<unknown>[]): Promise<{ error: unknown } | undefined> {
  for (const s of await Promise.allSettled(pending)) if (s.status === 'rejected') return { error: s.reason };
  return undefined;
}

/**
 * A transaction's BEGIN written together with its first statement, not as a round trip of its
 * own. On a pool in node-postgres's pipeline mode (`pipeline: true`) a query is written as soon as
 * it is asked; drizzle awaits BEGIN before it runs the work, so the work's first statement only
 * left after BEGIN's answer. Here BEGIN is asked, the work starts at once, and BEGIN's answer is
 * awaited before COMMIT or ROLLBACK. A failed BEGIN fails the statements behind it, and the
 * transaction ends as it would have.
 *
 * A round trip costs both processes CPU (about 0.1 ms of Node's per statement on our machines),
 * and every posting is a transaction of four or five: this is one fewer on each.
 */
export function pipelineBegin(db: Db): void {
  const session = (db as unknown as { session: SessionParts }).session;
  const drizzleTransaction = session.transaction.bind(session);
  session.transaction = async (work, config) => {
    // An isolation level or access mode: drizzle's own, BEGIN then the work.
    if (config) return drizzleTransaction(work, config);
    const client = await session.client.connect();
    const own = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, own, session.schema) as unknown as Tx;
    const atCommit: Promise<unknown>[] = [];
    (tx as Pending)[AT_COMMIT] = atCommit;
    // Every statement is held in the socket until the turn that asked it is over (the work's
    // synchronous part and its promise jobs run before setImmediate's callback): BEGIN and the
    // work's first statement, reads asked together, the writes left to the COMMIT and the
    // COMMIT leave in one write each, one packet the server reads at once.
    const socket = (client as unknown as { connection: { stream: Writable } }).connection.stream;
    let held = false;
    const hold = () => {
      if (held) return;
      held = true;
      socket.cork();
      setImmediate(() => {
        held = false;
        socket.uncork();
      });
    };
    const ask = client.query;
    client.query = ((...args: Parameters<typeof ask>) => {
      hold();
      return (ask as (...a: unknown[]) => unknown).apply(client, args);
    }) as typeof ask;
    const begun = client.query('begin');
    // Awaited below; this only keeps a failed BEGIN from being reported unhandled meanwhile.
    begun.catch(() => {});
    let broken: Error | undefined;
    try {
      const result = await work(tx);
      await begun;
      // Asked behind the writes left to it: their answers and its own come in one round trip.
      const committed = client.query('commit');
      committed.catch(() => {});
      const failed = await firstFailure(atCommit);
      const answer = await committed;
      // A write left to the COMMIT failed: the server ended the transaction (COMMIT answered ROLLBACK).
      if (failed) throw failed.error;
      if (answer.command !== 'COMMIT') throw new Error(`the transaction ended with ${answer.command}, not COMMIT`);
      return result;
    } catch (error) {
      // A statement after a failed write left to the COMMIT fails as "transaction aborted": the write's error is the cause.
      const failed = await firstFailure(atCommit);
      try {
        await begun.catch(() => {});
        // After a COMMIT answered with ROLLBACK there is no transaction left: the server answers this with a warning.
        await client.query('rollback');
      } catch (rollbackError) {
        // The connection is gone: the pool discards it, and the server ends the transaction with it.
        broken = rollbackError as Error;
      }
      throw failed ? failed.error : error;
    } finally {
      client.query = ask;
      client.release(broken);
    }
  };
}
