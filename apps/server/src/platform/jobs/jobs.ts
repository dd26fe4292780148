import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { purgeExpired } from '../auth/session.store';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { registeredJobs } from './registry';

export const QUEUE = {
  purgeSessions: 'quire-purge-sessions',
} as const;

export type Jobs = {
  boss: PgBoss;
  stop(): Promise<void>;
};

/**
 * pg-boss on either engine: on PostgreSQL through its own pool, on PGlite through our
 * `executeSql` adapter (PGlite is one session, so pg-boss shares our connection).
 */
export async function startJobs(
  database: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  options: { pollingIntervalSeconds?: number; schedule?: boolean } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: 300,
    monitorStateIntervalSeconds: 600,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  await boss.createQueue(QUEUE.purgeSessions);
  await boss.work(QUEUE.purgeSessions, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
    const purged = await purgeExpired(database.db, config);
    log.info(purged, 'purged expired sessions and nonces');
    return purged;
  });
  if (options.schedule !== false) await boss.schedule(QUEUE.purgeSessions, '*/15 * * * *');

  for (const job of registeredJobs()) {
    await boss.createQueue(job.queue);
    await boss.work(
      job.queue,
      { pollingIntervalSeconds: job.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2 },
      async (batch) => {
        const results = [];
        const started = performance.now();
        for (const item of batch) results.push(await job.handler(item.data, { database, config }));
        // A job holds PGlite's one session while it runs: a slow one is worth a line in the log.
        const ms = Math.round(performance.now() - started);
        if (ms > 1000) log.info({ queue: job.queue, ms }, 'slow job');
        return results;
      },
    );
    if (job.cron && options.schedule !== false) await boss.schedule(job.queue, job.cron);
  }

  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
