import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { route } from '../../platform/http/route';
import { closeDay, lastCheckoutDate, today } from './checkout.service';

export function basicRoutes(app: FastifyInstance, _config: Config): void {
  route(app, {
    method: 'POST',
    url: '/api/basic/checkoutRecord',
    permission: 'system:checkout:close',
    summary: 'Daily checkout: close a business day of the active business group',
    tags: ['basic'],
    body: z.object({ checkoutDate: z.iso.date().optional() }),
    handler: async ({ db, auth, body }) => closeDay(db, auth.belongId, body.checkoutDate ?? (await today(db)), 'MANUAL', auth.employeeId),
  });

  route(app, {
    method: 'GET',
    url: '/api/basic/checkoutRecord/lastCheckoutTime',
    permission: '/system/checkout',
    summary: 'The last closed business day of the active business group',
    tags: ['basic'],
    handler: async ({ db, auth }) => ({ lastCheckoutTime: await lastCheckoutDate(db, auth.belongId) }),
  });
}
