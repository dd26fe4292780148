import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../../documents/document-routes';
import type { Config } from '../../platform/config';
import { purchaseOrder, purchaseReceive } from './purchase-documents';

/** Order service, procurement (spec §7): purchase orders and receipts. */
export function purchaseRoutes(app: FastifyInstance, _config: Config): void {
  registerDocumentRoutes(app, purchaseOrder, ['purchase: orders']);
  registerDocumentRoutes(app, purchaseReceive, ['purchase: receipts']);
}
