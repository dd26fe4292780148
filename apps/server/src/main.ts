import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { migrateDatabase, openPglite, openPostgres, withStartupLock } from './platform/db/client';
import { startJobs } from './platform/jobs/jobs';
import { seedDatabase } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  // Servers starting together on an empty PostgreSQL database take turns at this.
  const seeded = await withStartupLock(database, async () => {
    await migrateDatabase(database);
    return seedDatabase(database.db, config);
  });

  const app = await buildApp({ config, db: database.db, serveWeb: true });
  const jobs = await startJobs(database, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await jobs.stop();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Quire is running at ${url}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (seeded.accounts.length > 0) {
    lines.push('  Accounts:');
    for (const a of seeded.accounts) lines.push(`    ${a.employeeNo.padEnd(8)} ${a.password}   ${a.description}`);
  }
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  process.stderr.write(`Quire failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
