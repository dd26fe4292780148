import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../../documents/document-routes';
import { retailReturn, retailSale } from './retail-documents';

/** Order service, retail (零售): the walk-in sale paid at the till and its return. */
export function retailRoutes(app: FastifyInstance): void {
  registerDocumentRoutes(app, retailSale, ['wholesale: retail sales']);
  registerDocumentRoutes(app, retailReturn, ['wholesale: retail returns']);
}
