import type { FastifyInstance } from 'fastify';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { portalPage } from './portal.service';

/** The home page's figures (spec §7 shared `portal/page`). */
export function portalRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/api/shared/portal/page',
    permission: AUTHENTICATED,
    summary:
      "The home page of the active business group: today's and this month's sales, gross margin (costPrice), purchases and collections, a 30-day trend, receivables and payables by age, drafts waiting for my review, low-stock SKUs; each section only with its screen",
    tags: ['shared'],
    handler: ({ db, auth }) => portalPage(db, auth),
  });
}
