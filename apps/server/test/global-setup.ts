import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { syncMenuTree } from '../src/modules/system/menu.service';
import { migrateDatabase, openPglite, openPostgres } from '../src/platform/db/client';
import { adminUrl, withDatabase } from './pg-url';

/**
 * Builds one migrated template per run; every test file then gets a fresh copy of it:
 * a PGlite data-dir dump, or on PostgreSQL (TEST_DATABASE_URL) a `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `quire_tpl_${process.pid}`;
    const admin = await openPostgres(adminUrl(serverUrl), 1);
    await admin.executeSql(`DROP DATABASE IF EXISTS ${template}`);
    await admin.executeSql(`CREATE DATABASE ${template}`);
    const db = await openPostgres(withDatabase(serverUrl, template), 2);
    await migrateDatabase(db);
    await syncMenuTree(db.db);
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('runId', String(process.pid));
    project.provide('pgliteTemplate', '');
    return async () => {
      // Only this run's databases: other runs (other engineers, CI) may share the server.
      const rows = await admin.executeSql(
        `SELECT datname FROM pg_database WHERE datname LIKE 'quire\\_t\\_${process.pid}\\_%' OR datname = '${template}'`,
      );
      for (const r of rows.rows) await admin.executeSql(`DROP DATABASE IF EXISTS ${String(r.datname)} WITH (FORCE)`);
      await admin.close();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-tpl-'));
  const db = await openPglite(undefined);
  await migrateDatabase(db);
  await syncMenuTree(db.db);
  const dump = await db.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgTemplate', '');
  project.provide('runId', String(process.pid));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
    runId: string;
  }
}
