/**
 * The posting benches' baseline: pgbench TPC-B on the same server, and the state both sides are
 * timed in.
 */
import { execFileSync } from 'node:child_process';
import type { Database } from '../apps/server/src/platform/db/client';

const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';

/** `pgbench -i` on the (scratch) database at `url`: scale 1, vacuumed and analysed. */
export function pgbenchInit(url: string): void {
  execFileSync(PGBENCH, ['-i', '-q', url], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** pgbench TPC-B with 8 clients for `seconds` on a database `pgbenchInit` made: its tps and the transactions it ran. */
export function pgbenchRun(url: string, seconds: number): { tps: number; transactions: number } {
  const out = execFileSync(PGBENCH, ['-c', '8', '-j', '2', '-T', String(seconds), url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  const t = /number of transactions actually processed: (\d+)/.exec(out);
  if (!m || !t) throw new Error(`no tps in pgbench output:\n${out}`);
  return { tps: Number(m[1]), transactions: Number(t[1]) };
}

/** pgbench TPC-B with 8 clients for `seconds` on the (scratch) database at `url`: its tps. */
export function pgbenchTps(url: string, seconds: number): number {
  pgbenchInit(url);
  return pgbenchRun(url, seconds).tps;
}

/**
 * Our data as `pgbench -i` leaves its tables (vacuumed and analysed), and as autovacuum would
 * after loading this much: this machine's PostgreSQL runs with autovacuum off, so nothing else
 * takes the statistics.
 */
export async function analyseAsPgbenchDoes(database: Database): Promise<void> {
  await database.executeSql('VACUUM ANALYZE');
}
