import { billNoAssociationQuery, wireId } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can } from '../platform/access/auth-context';
import type { Config } from '../platform/config';
import { fail } from '../platform/http/errors';
import { AUTHENTICATED, route } from '../platform/http/route';
import { registerJob } from '../platform/jobs/registry';
import { documentAuditTrail, findByBillNo, loadDocument } from './document-query';
import { documentDefinition } from './document-registry';
import { purgeIdempotencyKeys } from './idempotency';

export const PURGE_IDEMPOTENCY_QUEUE = 'quire-purge-idempotency-keys';

/** Calls of the engine itself; each type's own routes come from registerDocumentRoutes. */
export function documentRoutes(app: FastifyInstance, _config: Config): void {
  route(app, {
    method: 'GET',
    url: '/api/order/billNo/associationId',
    permission: AUTHENTICATED,
    summary: 'The document behind a bill number (id, type, status), within the caller’s business groups: for links between documents',
    tags: ['order: documents'],
    query: billNoAssociationQuery,
    handler: ({ db, auth, query }) => findByBillNo(db, auth.businessGroupIds, auth.belongId, query.billNo),
  });

  route(app, {
    method: 'GET',
    url: '/api/order/document/:id/audit',
    permission: AUTHENTICATED,
    summary: 'Who did what to a document and when (needs the read permission of its type)',
    tags: ['order: documents'],
    params: z.object({ id: wireId }),
    handler: async ({ db, auth, params }) => {
      const doc = await loadDocument(db, auth.belongId, params.id);
      if (!doc) throw fail.notFound();
      const menu = documentDefinition(doc.type).permissions?.menu;
      if (!menu || !can(auth, menu)) throw fail.forbidden();
      return documentAuditTrail(db, doc.id);
    },
  });

  registerJob({
    queue: PURGE_IDEMPOTENCY_QUEUE,
    cron: '23 3 * * *',
    handler: async (_data, { database }) => ({ purged: await purgeIdempotencyKeys(database.db) }),
  });
}
