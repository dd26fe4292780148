import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkoutRecordPage, closeDay, lastCheckoutDate, reopenDay, runAutoCheckout, today } from '../../documents/checkout.service';
import { documentConfig } from '../../documents/config.port';
import { pendingDocuments } from '../../documents/document-query';
import type { Config } from '../../platform/config';
import { route } from '../../platform/http/route';
import { registerJob } from '../../platform/jobs/registry';

export const AUTO_CHECKOUT_QUEUE = 'quire-auto-checkout';

export function basicRoutes(app: FastifyInstance, _config: Config): void {
  route(app, {
    method: 'POST',
    url: '/api/basic/checkoutRecord',
    permission: 'system:checkout:close',
    summary:
      'Daily checkout: close a business day of the active business group. With documents of that day still in draft or review it closes nothing and lists them, unless `force` confirms',
    tags: ['basic'],
    body: z.object({ checkoutDate: z.iso.date().optional(), force: z.boolean().optional() }),
    handler: async ({ db, auth, body }) =>
      closeDay(db, auth.belongId, body.checkoutDate ?? (await today(db)), 'MANUAL', auth.employeeId, { force: body.force ?? false }),
  });

  route(app, {
    method: 'GET',
    url: '/api/basic/checkoutRecord/lastCheckoutTime',
    permission: '/system/checkout',
    summary: 'The last closed business day of the active business group',
    tags: ['basic'],
    handler: async ({ db, auth }) => ({ lastCheckoutTime: await lastCheckoutDate(db, auth.belongId) }),
  });

  route(app, {
    method: 'POST',
    url: '/api/basic/checkoutRecord/reopen',
    permission: 'system:checkout:reopen',
    summary: 'Reopen the latest closed day (反日结); days reopen from the latest backwards',
    tags: ['basic'],
    body: z.object({ checkoutDate: z.iso.date().optional() }),
    handler: ({ db, auth, body }) => reopenDay(db, auth.belongId, body.checkoutDate),
  });

  route(app, {
    method: 'POST',
    url: '/api/basic/checkoutRecord/page',
    permission: '/system/checkout',
    summary: 'Closed days of the active business group, latest first',
    tags: ['basic'],
    body: z.object({
      pageNum: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(500).default(20),
    }),
    handler: ({ db, auth, body }) => checkoutRecordPage(db, auth.belongId, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/basic/checkoutRecord/pending',
    permission: '/system/checkout',
    summary: 'Stock and money documents dated on or before a day still in draft or review (what closing it would strand)',
    tags: ['basic'],
    query: z.object({ checkoutDate: z.iso.date() }),
    handler: ({ db, auth, query }) => pendingDocuments(db, auth.belongId, query.checkoutDate),
  });

  // Every minute: each group whose configured checkout time has come gets today closed.
  registerJob({
    queue: AUTO_CHECKOUT_QUEUE,
    cron: '* * * * *',
    handler: async (_data, { database, config }) =>
      config.autoCheckout
        ? runAutoCheckout(database.db, async (businessGroupId) => (await documentConfig(database.db, businessGroupId)).autoCheckoutTime)
        : { closed: [] },
  });
}
