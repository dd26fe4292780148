// Order service, customer credit (客户授信单): the sheet's document routes from the engine, and
// the credit summary of customers (spec §3 creditSummaryItems) the sheet's editor shows.
import { type CustomerCreditSummaryView, customerCreditSummaryBody, DOCUMENT_SCREENS } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../../documents/document-routes';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { creditSummaries, creditSummaryView } from './customer-credit.service';
import { customerCredit } from './customer-credit-document';

const SCREEN = DOCUMENT_SCREENS.CUSTOMER_CREDIT;
const TAG = ['finance: customer credit'];

export function customerCreditRoutes(app: FastifyInstance): void {
  registerDocumentRoutes(app, customerCredit, TAG);

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/summary`,
    permission: SCREEN.menu,
    summary:
      'Customers’ credit today: permanent limit, temporary credits valid today, total (totalCreditAmt), occupied (totalCreditLockAmt: open receivables + unsent orders), remaining',
    tags: TAG,
    body: customerCreditSummaryBody,
    handler: async ({ db, auth, body }): Promise<CustomerCreditSummaryView[]> => {
      const found = await creditSummaries(db, auth.belongId, body.customerIds);
      // Any id outside the active group: not found, for all of them.
      if (body.customerIds.some((id) => !found.has(id))) throw fail.notFound();
      return body.customerIds.map((id) => creditSummaryView(found.get(id)!));
    },
  });
}
