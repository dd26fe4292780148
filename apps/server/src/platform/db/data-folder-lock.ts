import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite cannot keep a second process out of its folder, so we do: an exclusive lock file
 * holding our pid. A stale one (its process gone) is taken over inside a takeover section
 * (an exclusive `mkdir`), which re-reads the lock before replacing it, so when two servers
 * start together on a folder a crashed one left, exactly one of them gets it.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'quire.lock');
  const takeoverPath = `${lockPath}.takeover`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return releaser(lockPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readPid(lockPath);
    // Gone meanwhile (another server took the stale one over): try to create it again.
    if (holder === undefined) continue;
    if (holder === EMPTY) {
      // Created and not yet written, or left empty by a process that died in between.
      if (!leftEmpty(lockPath)) {
        sleepSync(20);
        continue;
      }
    } else if (holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by another Quire process (pid ${holder}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    if (!enterTakeover(takeoverPath)) {
      sleepSync(20);
      continue;
    }
    try {
      // Still the same dead holder's file? Only then is it safe to remove: a file that changed
      // or went meanwhile may be a live server's by now, created outside this section.
      const again = readPid(lockPath);
      if (again === holder && (again !== EMPTY || leftEmpty(lockPath))) fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(takeoverPath, { recursive: true, force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

/** What `readPid` answers for a lock file without a pid in it. */
const EMPTY = 0;

/** An empty lock file older than this was left by a process that died before writing its pid. */
const EMPTY_LOCK_MS = 5_000;

function leftEmpty(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs > EMPTY_LOCK_MS;
  } catch {
    return false;
  }
}

function releaser(lockPath: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (readPid(lockPath) === process.pid) fs.unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return release;
}

/** An exclusive section across processes; one left by a process that died in it expires after 10 s. */
function enterTakeover(takeoverPath: string): boolean {
  try {
    fs.mkdirSync(takeoverPath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    try {
      if (Date.now() - fs.statSync(takeoverPath).mtimeMs > 10_000) fs.rmSync(takeoverPath, { recursive: true, force: true });
    } catch {
      /* gone meanwhile */
    }
    return false;
  }
}

/** The lock file's pid, EMPTY when it holds none, undefined when there is no file. */
function readPid(lockPath: string): number | undefined {
  try {
    const n = Number(fs.readFileSync(lockPath, 'utf8'));
    return Number.isInteger(n) && n > 0 ? n : EMPTY;
  } catch {
    return undefined;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
