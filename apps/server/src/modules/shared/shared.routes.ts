import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { AUTHENTICATED, PUBLIC, route } from '../../platform/http/route';
import { getTableConfig, putTableConfig, runDeploy, systemConfig } from './shared.service';

export function sharedRoutes(app: FastifyInstance, config: Config): void {
  route(app, {
    method: 'GET',
    url: '/api/health',
    permission: PUBLIC,
    summary: 'Liveness and database check',
    tags: ['shared'],
    handler: async ({ db }) => {
      await db.execute('select 1' as never);
      return { status: 'UP', version: config.appVersion };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/shared/systemConfig',
    permission: PUBLIC,
    summary: 'Client settings: gzip of large bodies, version, product name',
    tags: ['shared'],
    handler: async ({ db }) => systemConfig(db, config),
  });

  route(app, {
    method: 'GET',
    url: '/api/shared/globalTableConfig',
    permission: AUTHENTICATED,
    summary: 'The caller’s column settings of one list',
    tags: ['shared'],
    query: z.object({ tableKey: z.string().trim().min(1).max(100) }),
    handler: ({ db, auth, query }) => getTableConfig(db, auth.employeeId, query.tableKey),
  });

  route(app, {
    method: 'PUT',
    url: '/api/shared/globalTableConfig',
    permission: AUTHENTICATED,
    summary: 'Save the caller’s column settings of one list',
    tags: ['shared'],
    // Column settings of one list are a few KB; the cap keeps a per-user blob from growing.
    bodyLimit: 64 * 1024,
    body: z.object({ tableKey: z.string().trim().min(1).max(100), config: z.unknown() }),
    handler: ({ db, auth, body }) => putTableConfig(db, auth.employeeId, body.tableKey, body.config ?? null),
  });

  route(app, {
    method: 'POST',
    url: '/api/shared/deploy',
    permission: 'actionBar:deploy',
    summary: 'Apply updates (一键生效): run the daily close, hourly or one-key jobs and return their output',
    tags: ['shared'],
    body: z.object({ type: z.enum(['DAILY_CLOSE', 'HOURLY', 'ONE_KEY']) }),
    handler: ({ db, auth, body, lang }) => runDeploy(db, config, auth, body.type, lang),
  });
}
