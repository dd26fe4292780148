import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, withDatabase } from '../../../test/pg-url';
import { type Database, openPostgres } from './client';
import { answeredAtCommit, isUniqueViolation, rows, together } from './sql-util';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('transactions on PostgreSQL (BEGIN pipelined with the first statement)', () => {
  const name = `quire_pipeline_${process.pid}`;
  let admin: Database;
  let database: Database;
  /** What the pool's connection was asked and when each answer came, in order. */
  const events: string[] = [];

  beforeAll(async () => {
    admin = await openPostgres(adminUrl(serverUrl as string), 1);
    await admin.executeSql(`DROP DATABASE IF EXISTS ${name}`);
    await admin.executeSql(`CREATE DATABASE ${name}`);
    // One connection: every transaction below runs on the same one, after the one before.
    database = await openPostgres(withDatabase(serverUrl as string, name), 1);
    database.pool?.on('connect', (client: pg.PoolClient) => {
      // Each write to the socket (one system call, one packet): corked chunks leave in one _writev.
      const socket = (client as unknown as { connection: { stream: Record<'_write' | '_writev', (...a: unknown[]) => unknown> } })
        .connection.stream;
      for (const method of ['_write', '_writev'] as const) {
        const write = socket[method].bind(socket);
        socket[method] = (...a) => {
          events.push('write');
          return write(...a);
        };
      }
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as { query: typeof query }).query = (...args) => {
        const first = args[0];
        const text = (typeof first === 'string' ? first : (first as { text: string }).text).trim().split(/\s+/)[0].toLowerCase();
        events.push(`ask ${text}`);
        const answer = query(...args);
        // pool.query asks with a callback and gets no promise; a transaction's statements get one.
        answer?.then(
          () => events.push(`answer ${text}`),
          () => events.push(`error ${text}`),
        );
        return answer;
      };
    });
    await database.executeSql('CREATE TABLE t (x int PRIMARY KEY)');
  });

  afterAll(async () => {
    await database?.close();
    await admin?.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  });

  it('writes BEGIN and the first statement together, before BEGIN is answered; answers come in order', async () => {
    events.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      await tx.execute(sql`select 1`);
    });
    expect(events).toEqual([
      'ask begin',
      'ask insert',
      'write',
      'answer begin',
      'answer insert',
      'ask select',
      'write',
      'answer select',
      'ask commit',
      'write',
      'answer commit',
    ]);
    const { rows } = await database.executeSql('SELECT count(*)::int AS n FROM t');
    expect(rows[0].n).toBe(1);
  });

  it('rolls back every statement when the work throws, and the connection serves the next one', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2)`);
        throw new Error('the work refused');
      }),
    ).rejects.toThrow('the work refused');
    const { rows } = await database.executeSql('SELECT array_agg(x ORDER BY x) AS xs FROM t');
    expect(rows[0].xs).toEqual([1]);
  });

  it('rolls back when a statement fails (a duplicate key), and the next transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3)`);
        await tx.execute(sql`insert into t values (1)`);
      }),
    ).rejects.toThrow();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (4)`);
    });
    const { rows } = await database.executeSql('SELECT array_agg(x ORDER BY x) AS xs FROM t');
    expect(rows[0].xs).toEqual([1, 4]);
  });

  it('keeps a savepoint inside the transaction: the inner failure is undone, the outer work commits', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (5)`);
      await expect(
        tx.transaction(async (sp) => {
          await sp.execute(sql`insert into t values (6)`);
          await sp.execute(sql`insert into t values (5)`);
        }),
      ).rejects.toThrow();
    });
    const { rows } = await database.executeSql('SELECT array_agg(x ORDER BY x) AS xs FROM t');
    expect(rows[0].xs).toEqual([1, 4, 5]);
  });

  it('asks independent reads together: they leave with BEGIN, and a failure is thrown only when all have settled', async () => {
    events.length = 0;
    const [a, b] = await database.db.transaction((tx) =>
      together([rows<{ n: number }>(tx, sql`select 1 as n`), rows<{ n: number }>(tx, sql`select 2 as n`)]),
    );
    expect([a[0].n, b[0].n]).toEqual([1, 2]);
    expect(events.slice(0, 4)).toEqual(['ask begin', 'ask select', 'ask select', 'write']);

    // Later in the transaction too: reads asked together leave in one write.
    events.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 0`);
      await together([rows(tx, sql`select 1`), rows(tx, sql`select 2`), rows(tx, sql`select 3`)]);
    });
    expect(events.slice(events.indexOf('answer select') + 1, events.indexOf('answer select') + 5)).toEqual([
      'ask select',
      'ask select',
      'ask select',
      'write',
    ]);

    events.length = 0;
    await expect(
      database.db.transaction((tx) =>
        together([rows(tx, sql`select 1 / (select count(*) from t where x < 0) as n`), rows(tx, sql`select pg_sleep(0.05)`)]),
      ),
    ).rejects.toThrow();
    // Both reads answered (the second fails in the aborted transaction) before ROLLBACK was asked.
    expect(events.filter((e) => e.startsWith('error') || e === 'ask rollback')).toEqual(['error select', 'error select', 'ask rollback']);
  });
  it('leaves a write to the COMMIT: the COMMIT is asked before the write is answered, and both commit', async () => {
    events.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await answeredAtCommit(tx, () => rows(tx, sql`insert into t values (7)`));
    });
    // Asked in one turn, they leave in one write.
    expect(events.slice(events.indexOf('answer select') + 1)).toEqual([
      'ask insert',
      'ask commit',
      'write',
      'answer insert',
      'answer commit',
    ]);
    const { rows: found } = await database.executeSql('SELECT array_agg(x ORDER BY x) AS xs FROM t');
    expect(found[0].xs).toEqual([1, 4, 5, 7]);
  });

  it('fails the transaction with the error of a write left to the COMMIT, even behind a later statement; nothing of it is kept', async () => {
    const failure = async (work: Parameters<typeof database.db.transaction>[0]) => {
      try {
        await database.db.transaction(work);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    // The COMMIT was answered with ROLLBACK: the insert before the failed write is gone too.
    const alone = await failure(async (tx) => {
      await tx.execute(sql`insert into t values (8)`);
      await answeredAtCommit(tx, () => rows(tx, sql`insert into t values (1)`));
    });
    expect(isUniqueViolation(alone)).toBe(true);
    // A statement asked behind it fails as "transaction aborted"; the write's error is the one thrown.
    const behind = await failure(async (tx) => {
      await answeredAtCommit(tx, () => rows(tx, sql`insert into t values (1)`));
      await tx.execute(sql`insert into t values (9)`);
    });
    expect(isUniqueViolation(behind)).toBe(true);
    await database.db.transaction((tx) => answeredAtCommit(tx, () => rows(tx, sql`insert into t values (10)`)));
    const { rows: found } = await database.executeSql('SELECT array_agg(x ORDER BY x) AS xs FROM t');
    expect(found[0].xs).toEqual([1, 4, 5, 7, 10]);
  });
});
