import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUrl, withDatabase } from '../../../test/pg-url';
import { seedDatabase } from '../../seed/seed';
import { loadConfig } from '../config';
import { migrateDatabase, openPostgres, withStartupLock } from './client';
import { lockDataFolder } from './data-folder-lock';

const serverDir = path.resolve(import.meta.dirname, '../../..');

/**
 * A child process that tries to lock the folder and says whether it won. It keeps running
 * (holding the lock if it won) until `release` closes its stdin, so the other contender,
 * however late a loaded machine starts it, meets a live holder rather than a released lock.
 */
function contender(dir: string): { outcome: Promise<string>; release: () => void; exited: Promise<void> } {
  const script = `import('./src/platform/db/data-folder-lock.ts').then((m) => {
    try { m.lockDataFolder(${JSON.stringify(dir)}); console.log('won'); }
    catch { console.log('lost'); }
    process.stdin.resume(); process.stdin.on('end', () => process.exit(0));
  })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: serverDir, stdio: ['pipe', 'pipe', 'inherit'] });
  const outcome = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('error', reject);
    child.on('exit', () => resolve(out.trim()));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { outcome, release: () => child.stdin.end(), exited };
}

/** A pid that no process has (a child that has exited). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => child.on('exit', r));
  return child.pid as number;
}

describe('the embedded database folder lock', () => {
  it('lets exactly one of two servers take a stale lock, 20 times out of 20', async () => {
    const stale = await deadPid();
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-lock-'));
      fs.writeFileSync(path.join(dir, 'quire.lock'), String(stale));
      const contenders = [contender(dir), contender(dir)];
      const both = await Promise.all(contenders.map((c) => c.outcome));
      for (const c of contenders) c.release();
      await Promise.all(contenders.map((c) => c.exited));
      outcomes.push(both.sort().join('+'));
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(outcomes).toEqual(Array(20).fill('lost+won'));
  }, 120_000);

  it('takes over an empty lock a process left when it died before writing its pid, and leaves a fresh one to its writer', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-lock-'));
    const lock = path.join(dir, 'quire.lock');
    try {
      // Fresh: a server that has just created it and not yet written its pid.
      fs.writeFileSync(lock, '');
      expect(() => lockDataFolder(dir)).toThrow(/Could not lock the data folder/);
      expect(fs.readFileSync(lock, 'utf8')).toBe('');

      // A minute old: its writer is gone.
      const old = new Date(Date.now() - 60_000);
      fs.utimesSync(lock, old, old);
      const release = lockDataFolder(dir);
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
      release();
      expect(fs.existsSync(lock)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('start-up on PostgreSQL', () => {
  it('lets two servers start together on an empty database: one migrates and seeds, the other waits', async () => {
    const name = `quire_startup_${process.pid}`;
    const admin = await openPostgres(adminUrl(serverUrl as string), 1);
    await admin.executeSql(`DROP DATABASE IF EXISTS ${name}`);
    await admin.executeSql(`CREATE DATABASE ${name}`);
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    const servers = [
      await openPostgres(withDatabase(serverUrl as string, name)),
      await openPostgres(withDatabase(serverUrl as string, name)),
    ];
    try {
      const config = loadConfig({ SEED: 'demo', DATABASE_URL: serverUrl, LOG_LEVEL: 'silent' });
      const started = await Promise.all(
        servers.map((database) =>
          withStartupLock(database, async () => {
            await migrateDatabase(database);
            return seedDatabase(database.db, config);
          }),
        ),
      );
      // The demo was seeded once: one of them printed the accounts, the other found them there.
      expect(started.map((s) => s.accounts.length > 0).sort()).toEqual([false, true]);
      const { rows } = await servers[0].executeSql("SELECT count(*)::int AS n FROM employee WHERE employee_no = 'admin'");
      expect(Number(rows[0].n)).toBe(1);
      const applied = await servers[0].db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect(Number(applied.rows[0].n)).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 50));
      expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      for (const s of servers) await s.close();
      await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  }, 180_000);
});
