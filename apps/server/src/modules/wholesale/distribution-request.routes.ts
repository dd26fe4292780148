import {
  DOCUMENT_SCREENS,
  distributionRequestCloseBody,
  distributionRequestFulfilBody,
  distributionRequestLineCloseBody,
  distributionRequestTransferBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerDocumentRoutes } from '../../documents/document-routes';
import { idempotencyOf } from '../../documents/idempotency';
import { route } from '../../platform/http/route';
import { distributionRequest } from './distribution-request-documents';
import { closeRequestLine, fulfilRequest, fulfilRequestByTransfer, settleCloseRequest } from './distribution-request-ops';

const SCREEN = DOCUMENT_SCREENS.DISTRIBUTION_REQUEST;
const TAGS = ['wholesale: distribution requests'];

/**
 * 配货申请单: the dealer's document routes (its own requests; the centre reads those addressed
 * to it through the same page and detail), and the centre's close line, close whole request
 * and fulfil (by a wholesale sale or by a warehouse transfer), each on a request addressed to
 * the active group only.
 */
export function distributionRequestRoutes(app: FastifyInstance): void {
  registerDocumentRoutes(app, distributionRequest, TAGS);

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/line/close`,
    permission: `${SCREEN.permission}:close`,
    summary: 'Close one line of a distribution request addressed to your group (关闭行): its remainder is no longer sent',
    tags: TAGS,
    body: distributionRequestLineCloseBody,
    handler: ({ db, auth, body, request }) => closeRequestLine(db, actorOf(auth), body, idempotencyOf(request, body)),
  });

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/supplier/settleClose`,
    permission: `${SCREEN.permission}:settleClose`,
    summary: 'Close a whole distribution request addressed to your group (整单关闭)',
    tags: TAGS,
    body: distributionRequestCloseBody,
    handler: ({ db, auth, body, request }) => settleCloseRequest(db, actorOf(auth), body, idempotencyOf(request, body)),
  });

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/fulfil`,
    permission: `${SCREEN.permission}:fulfil`,
    summary:
      'Fulfil a distribution request addressed to your group (配货): its open remainder becomes a draft wholesale sale to the dealer’s customer record (customer code = the dealer’s partner code)',
    tags: TAGS,
    body: distributionRequestFulfilBody,
    handler: ({ db, auth, body, request }) => fulfilRequest(db, actorOf(auth), body, idempotencyOf(request, body)),
  });

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/fulfilByTransfer`,
    permission: `${SCREEN.permission}:fulfilTransfer`,
    summary:
      'Fulfil a distribution request addressed to your group by a warehouse transfer (调拨配货): its open remainder becomes a draft transfer between two of your warehouses, each line naming its request line; posting it counts as sent',
    tags: TAGS,
    body: distributionRequestTransferBody,
    handler: ({ db, auth, body, request }) => fulfilRequestByTransfer(db, actorOf(auth), body, idempotencyOf(request, body)),
  });
}
