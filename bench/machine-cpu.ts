/**
 * Where a timed phase's CPU went on this machine, read from /proc: the PostgreSQL server's
 * processes (the live ones, and what the postmaster has reaped: backends that have ended, such
 * as pgbench's), this process's reaped children (pgbench itself), and the cores' idle time.
 * Load-independent evidence beside a rate: what one posting, or one TPC-B transaction, costs.
 * Undefined where /proc is not Linux's, or the server is not on this machine.
 */
import fs from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICK_MS = 10;

export type CpuSnapshot = { postgresMs: number; childrenMs: number; idleMs: number };

/** The fields of /proc/<pid>/stat after the command's closing parenthesis, and the command. */
function stat(pid: string): { comm: string; fields: string[] } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    return { comm: text.slice(text.indexOf('(') + 1, close), fields: text.slice(close + 2).split(' ') };
  } catch {
    return undefined; // ended between the listing and the read
  }
}

// After the command: [0] state, [1] ppid, …, [11] utime, [12] stime, [13] cutime, [14] cstime.
const own = (f: string[]) => (Number(f[11]) + Number(f[12])) * TICK_MS;
const reaped = (f: string[]) => (Number(f[13]) + Number(f[14])) * TICK_MS;

export function cpuSnapshot(): CpuSnapshot | undefined {
  let cores: string;
  try {
    cores = fs.readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  // cpu  user nice system idle iowait …
  const all = cores.split('\n')[0].trim().split(/\s+/);
  const idleMs = (Number(all[4]) + Number(all[5])) * TICK_MS;
  const processes = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      const s = stat(pid);
      return s ? [{ pid, ...s }] : [];
    });
  const postgres = processes.filter((p) => p.comm === 'postgres');
  if (postgres.length === 0) return undefined;
  const pids = new Set(postgres.map((p) => p.pid));
  // The postmaster is the server process whose parent is not one: its reaped time is its ended backends'.
  const postgresMs = postgres.reduce((sum, p) => sum + own(p.fields) + (pids.has(p.fields[1]) ? 0 : reaped(p.fields)), 0);
  const self = stat(String(process.pid));
  return { postgresMs, childrenMs: self ? reaped(self.fields) : 0, idleMs };
}

/** What the machine spent between two snapshots. */
export function cpuBetween(a: CpuSnapshot | undefined, b: CpuSnapshot | undefined): CpuSnapshot | undefined {
  if (!a || !b) return undefined;
  return { postgresMs: b.postgresMs - a.postgresMs, childrenMs: b.childrenMs - a.childrenMs, idleMs: b.idleMs - a.idleMs };
}

/** Several phases' spending added up; undefined if any phase's is unknown. */
export function cpuTotal(phases: (CpuSnapshot | undefined)[]): CpuSnapshot | undefined {
  if (phases.some((p) => !p)) return undefined;
  return (phases as CpuSnapshot[]).reduce(
    (a, p) => ({ postgresMs: a.postgresMs + p.postgresMs, childrenMs: a.childrenMs + p.childrenMs, idleMs: a.idleMs + p.idleMs }),
    { postgresMs: 0, childrenMs: 0, idleMs: 0 },
  );
}
