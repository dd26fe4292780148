import { DOCUMENT_SCREENS, retailPickQuery } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../../documents/document-routes';
import { route } from '../../platform/http/route';
import { WHOLESALE_PICK_SOURCES, wholesalePickLines } from './pick-lines';
import { retailReturn, retailSale } from './retail-documents';

/** Order service, retail (零售): the walk-in sale paid at the till and its return. */
export function retailRoutes(app: FastifyInstance): void {
  registerDocumentRoutes(app, retailSale, ['wholesale: retail sales']);
  registerDocumentRoutes(app, retailReturn, ['wholesale: retail returns']);

  // 从零售单选择: a return linked to the receipt's lines, at most sold − returned of each.
  route(app, {
    method: 'POST',
    url: `${DOCUMENT_SCREENS.RETAIL_RETURN.base}/pickSaleLines`,
    permission: DOCUMENT_SCREENS.RETAIL_RETURN.menu,
    summary: "Returnable lines (sold − returned) of the group's posted, unreversed retail sales, by bill number, a page at a time",
    tags: ['wholesale: retail returns'],
    body: retailPickQuery,
    handler: ({ db, auth, body }) =>
      wholesalePickLines(db, auth.belongId, WHOLESALE_PICK_SOURCES.retailSaleLines, { ...body, customerId: null }),
  });
}
