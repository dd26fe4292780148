import {
  replenishmentConfigDeleteBody,
  replenishmentConfigPageQuery,
  replenishmentConfigSaveBody,
  replenishmentSuggestQuery,
  replenishmentToOrdersBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../documents/document-routes';
import { route } from '../../platform/http/route';
import { registerJob } from '../../platform/jobs/registry';
import { suggest, toPurchaseOrders } from './replenishment.service';
import { configPage, deleteConfig, saveConfig } from './replenishment-config.service';
import { refreshStaleSales } from './replenishment-sales';

export const REPLENISHMENT_SALES_QUEUE = 'quire-replenishment-sales';

const MENU = '/inventory/replenishment';

/** Stock service: replenishment suggestions (补货建议) and their configuration (补货建议配置). */
export function replenishmentRoutes(app: FastifyInstance): void {
  const tags = ['stock: replenishment'];
  route(app, {
    method: 'POST',
    url: '/api/stock/replenishment/suggest',
    permission: MENU,
    summary: 'The suggestions of one warehouse (DOMAIN 21) with the figures behind each: d, N, on hand, in transit, locked, limits',
    tags,
    body: replenishmentSuggestQuery,
    handler: ({ db, auth, body }) => suggest(db, auth.belongId, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/replenishment/toPurchaseOrders',
    permission: 'inventory:replenishment:add',
    summary: 'The chosen lines (edited quantities) as draft purchase orders, one per supplier, in one transaction',
    tags,
    body: replenishmentToOrdersBody,
    handler: ({ db, auth, body }) => toPurchaseOrders(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/replenishmentConfig/page',
    permission: MENU,
    summary: 'Replenishment configurations of the active group (group, warehouse, category, category in a warehouse)',
    tags,
    body: replenishmentConfigPageQuery,
    handler: ({ db, auth, body }) => configPage(db, auth.belongId, body),
  });
  route(app, {
    method: 'PUT',
    url: '/api/stock/replenishmentConfig',
    permission: 'inventory:replenishment:edit',
    summary: 'Add (no id) or edit a replenishment configuration: N, lower and upper days, supplier, purchase package',
    tags,
    body: replenishmentConfigSaveBody,
    handler: ({ db, auth, body }) => saveConfig(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/stock/replenishmentConfig/delete',
    permission: 'inventory:replenishment:delete',
    summary: 'Delete a replenishment configuration (its scope follows the next less specific one)',
    tags,
    body: replenishmentConfigDeleteBody,
    handler: async ({ db, auth, body }) => {
      await deleteConfig(db, auth.belongId, body);
      return null;
    },
  });

  // Every ten minutes: the closed-day sales of each warehouse, taken again after a close or a
  // change of rules (a summary still standing serves meanwhile, with more open days read).
  registerJob({
    queue: REPLENISHMENT_SALES_QUEUE,
    cron: '*/10 * * * *',
    handler: (_data, { database }) => refreshStaleSales(database.db),
  });
}
